// Replays every fuzz target's seed corpus and every crash input kept so far through the target's
// own entry function, without libFuzzer, so the native and ASan builds check them on every run.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>

#include "../fuzz/targets.hpp"

namespace {

namespace fs = std::filesystem;
const fs::path kFuzzRoot = fs::path(ARCADE_TEST_DATA).parent_path() / "fuzz";

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("fuzz: targets.cmake lists exactly the entry functions of targets.hpp") {
  const std::string cmake = read_bytes(kFuzzRoot / "targets.cmake");
  const std::string list = cmake.substr(cmake.find("set(ARCADE_FUZZ_TARGETS"));
  std::vector<std::string> listed;
  const std::regex word(R"(\n\s+([a-z0-9_]+))");
  for (auto it = std::sregex_iterator(list.begin(), list.end(), word); it != std::sregex_iterator(); ++it)
    listed.push_back((*it)[1]);
  std::vector<std::string> entries;
  for (const arcade::fuzz::Target& t : arcade::fuzz::kTargets) entries.emplace_back(t.name);
  CHECK(listed == entries);
}

TEST_CASE("fuzz: every target's seed corpus and every crash found so far run clean") {
  int files = 0;
  for (const arcade::fuzz::Target& t : arcade::fuzz::kTargets) {
    int seeds = 0;
    for (const char* dir : {"corpus", "regressions"}) {
      const fs::path folder = kFuzzRoot / dir / std::string(t.name);
      if (!fs::exists(folder)) continue;
      for (const auto& entry : fs::directory_iterator(folder)) {
        const std::string bytes = read_bytes(entry.path());
        CAPTURE(entry.path().string());
        t.run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        ++files;
        seeds += std::string_view(dir) == "corpus";
      }
    }
    CAPTURE(t.name);
    CHECK(seeds >= 1);
  }
  CHECK(files >= 40);
}
