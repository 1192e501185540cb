// The libFuzzer entry of one fuzz target: CMake builds this file once per name in targets.cmake,
// with ARCADE_FUZZ_TARGET set to the entry function of targets.hpp that it calls.
#include "targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  arcade::fuzz::ARCADE_FUZZ_TARGET(data, size);
  return 0;
}
