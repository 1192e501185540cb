// Replays the fuzz corpus and every fuzz regression through the fuzzer's own harness.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "../fuzz/session_fuzz.hpp"

TEST_CASE("fuzz: the seed corpus and every crash found so far run clean") {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(ARCADE_TEST_DATA).parent_path() / "fuzz";
  int files = 0;
  for (const char* dir : {"corpus", "regressions"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& entry : fs::directory_iterator(root / dir)) {
      if (entry.path().extension() == ".md") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      CAPTURE(entry.path().string());
      arcade::fuzz::run_one(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
      ++files;
    }
  }
  CHECK(files >= 5);
}
