#include "census/table.h"

#include <fmt/format.h>

#include <algorithm>

#include "app/render.h"  // app::dump_json
#include "grundy/core/error.h"

namespace grundy::census {
namespace {

using json = nlohmann::json;

std::string join(const std::vector<std::string>& items, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += separator;
    out += items[i];
  }
  return out;
}

// One row's cells, as the text and markdown tables show them. An unproved arithmetic
// periodicity seen in an open member's values is shown with '?'; a saltus s as "p+s".
struct Cells {
  std::string ruleset, status, preperiod, period, last, largest, engine, mask, aliases, note;
};

Cells cells_of(const Member& m, const MemberResult& r, std::uint64_t max) {
  Cells c;
  c.ruleset = m.spelling;
  c.aliases = m.aliases.empty() ? "-" : join(m.aliases, " ");
  switch (r.status) {
    case Status::kSolved:
      c.status = "solved";
      break;
    case Status::kOpen:
      c.status = fmt::format("open at {}", max);
      break;
    case Status::kBudget:
      c.status = "over budget";
      break;
    case Status::kError:
      c.status = "error";
      break;
  }
  c.preperiod = c.period = c.last = c.largest = c.mask = "-";
  if (r.period) {
    const char* unproved = r.period->proved ? "" : "?";
    c.preperiod = fmt::format("{}{}", r.period->preperiod, unproved);
    c.period = r.period->saltus == 0
                   ? fmt::format("{}{}", r.period->period, unproved)
                   : fmt::format("{}{:+}{}", r.period->period, r.period->saltus, unproved);
  }
  if (auto last = last_exceptional(r)) c.last = std::to_string(*last);
  if (r.largest) c.largest = std::to_string(*r.largest);
  c.engine = r.engine.empty() ? "-" : r.engine;
  if (r.mask) c.mask = fmt::format("0x{:x}", *r.mask);
  c.note = r.message;
  return c;
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string out = "\"";
  for (char ch : s) {
    if (ch == '"') out += '"';
    out += ch;
  }
  return out + "\"";
}

std::string summary(const CensusResult& r) {
  return fmt::format(
      "{} game{} ({} spelling{}): {} solved, {} open at {}, {} over budget, {} errors",
      r.rows.size(), r.rows.size() == 1 ? "" : "s", r.family.spellings,
      r.family.spellings == 1 ? "" : "s", r.solved, r.open, r.max, r.budget, r.errors);
}

std::string text_table(const CensusResult& r) {
  static const std::vector<std::string> kHeader = {
      "ruleset", "status", "preperiod", "period", "last exceptional",
      "largest", "engine", "mask",      "aliases"};
  std::vector<Cells> rows;
  rows.reserve(r.rows.size());
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    rows.push_back(cells_of(r.family.members[i], r.rows[i], r.max));
  }
  auto fields = [](const Cells& c) {
    return std::vector<std::string>{c.ruleset, c.status, c.preperiod, c.period, c.last,
                                    c.largest, c.engine, c.mask,      c.aliases};
  };
  std::vector<std::size_t> width(kHeader.size());
  for (std::size_t k = 0; k < kHeader.size(); ++k) width[k] = kHeader[k].size();
  for (const Cells& c : rows) {
    const auto f = fields(c);
    for (std::size_t k = 0; k < f.size(); ++k) width[k] = std::max(width[k], f[k].size());
  }
  std::string out =
      fmt::format("census {}: {}\n{}\n\n", r.family.name, r.family.description, summary(r));
  auto line = [&](const std::vector<std::string>& f, const std::string& note) {
    std::string l;
    for (std::size_t k = 0; k < f.size(); ++k) {
      l += f[k];
      if (k + 1 < f.size()) l += std::string(width[k] - f[k].size() + 2, ' ');
    }
    if (!note.empty()) l += "  (" + note + ")";
    while (!l.empty() && l.back() == ' ') l.pop_back();
    out += l + "\n";
  };
  line(kHeader, "");
  for (const Cells& c : rows) line(fields(c), c.note);
  return out;
}

std::string markdown_table(const CensusResult& r) {
  std::string out =
      fmt::format("**census {}**: {}; {}\n\n", r.family.name, r.family.description, summary(r));
  out +=
      "| ruleset | status | preperiod | period | last exceptional | largest | engine | mask | "
      "aliases | note |\n";
  out += "|---|---|--:|--:|--:|--:|---|---|---|---|\n";
  auto cell = [](const std::string& s) {
    std::string e;
    for (char ch : s) {
      if (ch == '|') e += '\\';
      e += ch;
    }
    return e;
  };
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    const Cells c = cells_of(r.family.members[i], r.rows[i], r.max);
    out += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n", cell(c.ruleset),
                       c.status, c.preperiod, c.period, c.last, c.largest, c.engine, c.mask,
                       cell(c.aliases), cell(c.note));
  }
  return out;
}

std::string csv_table(const CensusResult& r) {
  std::string out =
      "ruleset,aliases,status,preperiod,period,saltus,proved,values,last_exceptional,largest,"
      "engine,mask,rare,message\n";
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    const Member& m = r.family.members[i];
    const MemberResult& row = r.rows[i];
    std::vector<std::string> f;
    f.push_back(m.spelling);
    f.push_back(join(m.aliases, " "));
    f.push_back(to_string(row.status));
    if (row.period) {
      f.push_back(std::to_string(row.period->preperiod));
      f.push_back(std::to_string(row.period->period));
      f.push_back(std::to_string(row.period->saltus));
      f.push_back(row.period->proved ? "1" : "0");
    } else {
      f.insert(f.end(), {"", "", "", "0"});
    }
    f.push_back(std::to_string(row.values));
    const auto last = last_exceptional(row);
    f.push_back(last ? std::to_string(*last) : "");
    f.push_back(row.largest ? std::to_string(*row.largest) : "");
    f.push_back(row.engine);
    f.push_back(row.mask ? std::to_string(*row.mask) : "");
    f.push_back(row.mask ? std::to_string(row.rare) : "");
    f.push_back(row.message);
    for (std::size_t k = 0; k < f.size(); ++k) {
      if (k) out += ',';
      out += csv_field(f[k]);
    }
    out += '\n';
  }
  return out;
}

}  // namespace

TableFormat parse_table_format(const std::string& name) {
  if (name == "text") return TableFormat::kText;
  if (name == "csv") return TableFormat::kCsv;
  if (name == "json") return TableFormat::kJson;
  if (name == "markdown" || name == "md") return TableFormat::kMarkdown;
  throw Error(ErrorKind::kUsage,
              fmt::format("unknown format '{}': expected text, csv, json or markdown", name));
}

json to_json(const CensusResult& r) {
  json rows = json::array();
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    const Member& m = r.family.members[i];
    const MemberResult& row = r.rows[i];
    json j = {{"ruleset", m.spelling},
              {"aliases", m.aliases},
              {"status", to_string(row.status)},
              {"values", row.values},
              {"engine", row.engine}};
    if (row.period) {
      j["preperiod"] = row.period->preperiod;
      j["period"] = row.period->period;
      j["saltus"] = row.period->saltus;
      j["proved"] = row.period->proved;
      j["theorem"] = row.period->theorem;
      j["values_needed"] = row.period->values_needed;
    } else {
      j["preperiod"] = nullptr;
      j["period"] = nullptr;
      j["proved"] = false;
    }
    const auto last = last_exceptional(row);
    j["last_exceptional"] = last ? json(*last) : json(nullptr);
    j["largest"] = row.largest ? json(*row.largest) : json(nullptr);
    j["mask"] = row.mask ? json(*row.mask) : json(nullptr);
    j["rare"] = row.mask ? json(row.rare) : json(nullptr);
    if (!row.message.empty()) j["message"] = row.message;
    rows.push_back(std::move(j));
  }
  return {{"family", r.family.name},
          {"description", r.family.description},
          {"max", r.max},
          {"members", r.rows.size()},
          {"spellings", r.family.spellings},
          {"solved", r.solved},
          {"open", r.open},
          {"budget", r.budget},
          {"errors", r.errors},
          {"rows", std::move(rows)}};
}

std::string render_table(const CensusResult& r, TableFormat format) {
  switch (format) {
    case TableFormat::kText:
      return text_table(r);
    case TableFormat::kCsv:
      return csv_table(r);
    case TableFormat::kJson:
      return app::dump_json(to_json(r)) + "\n";
    case TableFormat::kMarkdown:
      return markdown_table(r);
  }
  return text_table(r);
}

}  // namespace grundy::census
