#pragma once
// The census table (docs/sequences.md, "Censuses"): text (aligned columns), csv, json and
// markdown. Every format is a function of the rows alone, in family order, with nothing measured
// (no times, no "from the store"): a census resumed after a kill prints the same bytes.
#include <nlohmann/json.hpp>
#include <string>  // std::string

#include "census/census.h"

namespace grundy::census {

enum class TableFormat { kText, kCsv, kJson, kMarkdown };
// "text", "csv", "json", "markdown"; a usage error otherwise.
TableFormat parse_table_format(const std::string& name);

nlohmann::json to_json(const CensusResult& r);
// The whole table in the format, ending with a newline.
std::string render_table(const CensusResult& r, TableFormat format);

}  // namespace grundy::census
