// SHA-256 (FIPS 180-4), written for the turn links' check chain (core/common/link.hpp): the same
// digest natively and in wasm, with no library to trust or ship.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace arcade {

using Sha256Digest = std::array<std::uint8_t, 32>;

// The digest of `bytes`, and the same as 64 lowercase hexadecimal digits.
Sha256Digest sha256(std::string_view bytes);
std::string sha256_hex(std::string_view bytes);

}  // namespace arcade
