#!/usr/bin/env bash
# lint.sh: the code habits npm test checks: eslint on the JS, .editorconfig's whitespace on every tracked text file.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

npx --no-install eslint --max-warnings 0 .
node scripts/check-whitespace.mjs
