// libFuzzer entry point over save strings and moves of every registered game (see session_fuzz.hpp).
#include "session_fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  arcade::fuzz::run_one(data, size);
  return 0;
}
