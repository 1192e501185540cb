#!/usr/bin/env bash
# lint.sh: the code habits npm test checks: eslint on the JS, clang-format on the C++, .editorconfig's whitespace and no typed list of games in every text file, untracked ones included.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

npx --no-install eslint --max-warnings 0 .
# The files git tracks and the new ones it does not ignore (a file not yet added is checked too),
# less those deleted in the work tree.
sources() { git ls-files -z --cached --others --exclude-standard "$@" | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done; }
# clang-format 14 (Debian's, as setup.sh installs it): any file it would change fails the check.
sources '*.cpp' '*.hpp' | sort -zu | xargs -0 -r clang-format --dry-run -Werror
node scripts/check-whitespace.mjs
node scripts/lint-game-lists.mjs
