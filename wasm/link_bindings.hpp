// The turn links' exports (linkCreate, linkMove, linkShow): the real ones only in cores with a game played by link.
#pragma once

namespace arcade::wasm {

// Registers the three exports. A core calls it from its own EMSCRIPTEN_BINDINGS block when one of
// its games has open_turns; a core that never calls it links none of the link code (wasm-ld drops
// what nothing reaches: about 10 KB of wasm in Cul de chouette's core) and calls the next instead.
void bind_links();
// Registers the same three names for a core none of whose games is played by link: each reads its
// arguments as the real one does, then refuses as the whole core would (a link's text at fault, its
// game not in this core, or this core's game, which no link carries).
void bind_link_refusals();

}  // namespace arcade::wasm
