#!/usr/bin/env bash
# setup.sh: installs the Debian packages and npm modules Kata Arcade needs; idempotent and fast when done.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Node 20 is a prerequisite, not installed here: Debian's own nodejs is older than playwright-core needs.
if ! command -v node >/dev/null || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  echo "setup: Node.js >= 20 is required (found: $(node --version 2>/dev/null || echo none))" >&2
  exit 1
fi

# fonts-liberation is only a Recommends of chromium, which --no-install-recommends would drop;
# without it pages render with fallback fonts and screenshots differ between machines.
packages=(cmake g++ make emscripten doctest-dev chromium fonts-liberation clang clang-format libclang-rt-14-dev)
missing=()
for p in "${packages[@]}"; do
  # Anything but "install ok installed" (absent, removed, half-configured) counts as missing.
  [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" = "install ok installed" ] || missing+=("$p")
done

did=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Output goes to a log so a good run prints one line; a failure shows the log.
run() { "$@" >"$log" 2>&1 || { cat "$log" >&2; echo "setup: failed: $*" >&2; exit 1; }; }

if [ ${#missing[@]} -gt 0 ]; then
  sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  # Emscripten's Recommends (libjs-d3, python3-numpy) are unused by emcc, so skipping them is safe.
  run "${sudo[@]}" apt-get update
  run "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  did+=("installed ${missing[*]}")
fi

# npm records the installed tree in node_modules/.package-lock.json; an older one means a stale tree.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  run npm ci --no-audit --no-fund
  did+=("ran npm ci")
fi

if [ ${#did[@]} -eq 0 ]; then echo "setup: everything already installed"; else echo "setup: ${did[*]}"; fi
