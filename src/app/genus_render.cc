// Text and JSON of `grundy genus` and of `seq --misere` / `seq --genus`.
#include <fmt/format.h>

#include "app/render.h"

namespace grundy::app {

using nlohmann::json;

json to_json(const GenusResult& r) {
  return {{"expression", r.expression},
          {"normalised", r.normalised},
          {"genus", r.genus},
          {"exponent", r.exponent},
          {"normal", r.normal},
          {"misere", r.misere},
          {"tame", r.tame},
          {"positions", r.positions}};
}

json to_json(const GenusHeapsResult& r) {
  json j = {{"ruleset", r.ruleset}};
  if (r.seq_misere) {
    std::vector<std::uint32_t> values;
    for (const auto& h : r.heaps) values.push_back(h.misere);
    j["misere"] = true;
    j["values"] = values;
    return j;
  }
  json heaps = json::array();
  std::vector<std::string> genera;
  for (const auto& h : r.heaps) {
    genera.push_back(h.genus);
    heaps.push_back({{"genus", h.genus},
                     {"exponent", h.exponent},
                     {"normal", h.normal},
                     {"misere", h.misere},
                     {"tame", h.tame}});
  }
  j["genera"] = genera;
  if (!r.seq_genus) j["heaps"] = heaps;
  j["tame"] = r.tame;
  j["first_not_tame"] = r.first_not_tame ? json(*r.first_not_tame) : json(nullptr);
  return j;
}

std::string to_text(const GenusResult& r) {
  return fmt::format("{} has genus {}: normal value {}, misère value {}; {}", r.expression, r.genus,
                     r.normal, r.misere, r.tame ? "tame" : "not tame");
}

std::string to_text(const GenusHeapsResult& r) {
  std::string out;
  if (r.seq_misere || r.seq_genus) {
    for (const auto& h : r.heaps) {
      if (!out.empty()) out += ' ';
      out += r.seq_misere ? std::to_string(h.misere) : h.genus;
    }
    return out;
  }
  for (std::size_t n = 0; n < r.heaps.size(); ++n) {
    out += fmt::format("{}\t{}\t{}\n", n, r.heaps[n].genus, r.heaps[n].tame ? "tame" : "not tame");
  }
  const std::size_t last = r.heaps.size() - 1;
  if (r.first_not_tame) {
    out += fmt::format("{} is not tame up to heap {}: heap {} ({}) is the first that is not tame",
                       r.ruleset, last, *r.first_not_tame, r.heaps[*r.first_not_tame].genus);
  } else {
    out += fmt::format(
        "{} is tame up to heap {}: every heap 0..{} and all their followers have "
        "tame genera",
        r.ruleset, last, last);
  }
  return out;
}

}  // namespace grundy::app
