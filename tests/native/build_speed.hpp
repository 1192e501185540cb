// build_speed.hpp: which builds run the suite slowly, so long checks can run on a sample there.
#pragma once

namespace arcade::test {

// Sanitizer and unoptimised builds run 10-50 times slower than the release build.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
inline constexpr bool kSanitizedBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
#else
inline constexpr bool kSanitizedBuild = false;
#endif

// wasm under node is 1.5-3 times slower than native: loops over thousands of cases run on a sample.
#if defined(__EMSCRIPTEN__)
inline constexpr bool kSlowBuild = true;
#else
inline constexpr bool kSlowBuild = kSanitizedBuild;
#endif

}  // namespace arcade::test
