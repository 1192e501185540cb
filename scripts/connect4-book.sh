#!/usr/bin/env bash
# connect4-book.sh: makes or resumes the Connect Four opening book's scores, then builds the book.
#   scripts/connect4-book.sh generate [depth] [threads]   solve ply <depth> (default 8) into
#       data/connect4/book/depth<depth>/ at the lowest priority; run it again to resume
#   scripts/connect4-book.sh status [depth]               how far it is
#   scripts/connect4-book.sh build [depth]                data/connect4/book/book-<depth>.bin
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cmd=${1:-}
depth=${2:-8}
dir=data/connect4/book/depth$depth
cmake --preset native >/dev/null
cmake --build --preset native -j2 --target arcade >/dev/null
case "$cmd" in
  generate)
    # A copy of the binary runs, so that later builds do not pull it from under a long run.
    mkdir -p build/book
    cp build/native/arcade "build/book/arcade-depth$depth"
    # The book one ply shallower, when there is one, bounds each score from below (27 % fewer nodes).
    parents=data/connect4/book/book-$((depth - 1)).bin
    exec nice -n 19 "build/book/arcade-depth$depth" connect4 book generate --dir "$dir" --depth "$depth" \
      --commit "$(git rev-parse HEAD)" ${3:+--threads "$3"} $([ -f "$parents" ] && echo --parents "$parents") ;;
  status) exec build/native/arcade connect4 book status --dir "$dir" ;;
  build)
    build/native/arcade connect4 book build --dir "$dir" --out "data/connect4/book/book-$depth.bin"
    # The site's build takes the book BOOK_SOURCE names (scripts/bundle-web.mjs): the only step left.
    echo "next: name data/connect4/book/book-$depth.bin in scripts/bundle-web.mjs (BOOK_SOURCE), then bash scripts/build.sh (ARCADE_CONNECT4_BOOK=<file> names another book for one build)" ;;
  *) echo "usage: scripts/connect4-book.sh generate|status|build [depth] [threads]" >&2; exit 2 ;;
esac
