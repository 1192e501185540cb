#!/usr/bin/env bash
# lint.sh: the code habits npm test checks: eslint on the JS, clang-format on the C++, .editorconfig's whitespace on every tracked text file.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

npx --no-install eslint --max-warnings 0 .
# clang-format 14 (Debian's, as setup.sh installs it): any file it would change fails the check.
git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run -Werror
node scripts/check-whitespace.mjs
