#pragma once
// Reads the known-answer files of tests/vectors (tab-separated, '#' comments).
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace grundy::testing {

inline std::vector<std::vector<std::string>> read_vector_file(const std::string& name) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/" + name);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, '\t')) fields.push_back(field);
    rows.push_back(fields);
  }
  return rows;
}

inline std::vector<unsigned long long> split_numbers(const std::string& s) {
  std::vector<unsigned long long> out;
  std::stringstream ss(s);
  unsigned long long v;
  while (ss >> v) out.push_back(v);
  return out;
}

}  // namespace grundy::testing
