// The whole core's own exports beside the shared ones: it holds every game, so the turn links of those played by them.
#include <emscripten/bind.h>

#include "link_bindings.hpp"

EMSCRIPTEN_BINDINGS(arcade_whole_links) { arcade::wasm::bind_links(); }
