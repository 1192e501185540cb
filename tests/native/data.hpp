// Reading the test data files under tests/data (path baked in at build time).
#pragma once
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace arcade::test {

inline std::string data_path(const std::string& name) { return std::string(ARCADE_TEST_DATA) + "/" + name; }

// The non-empty lines of a data file that do not start with '#'.
inline std::vector<std::string> data_lines(const std::string& name) {
  std::ifstream in(data_path(name));
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

}  // namespace arcade::test
