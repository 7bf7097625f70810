#include <fmt/format.h>

#include "app/loopy.h"
#include "app/options.h"

namespace grundy::app {

nlohmann::json to_json(const OptionsResult& r) {
  nlohmann::json list = nlohmann::json::array();
  for (const OptionItem& o : r.options) {
    list.push_back({{"to", o.to},
                    {"move", o.move},
                    {"term", o.term},
                    {"component", o.component},
                    {"value", o.value}});
    if (o.loopy) put_gamma(list.back(), *o.loopy);
  }
  nlohmann::json j = {{"expression", r.expression},
                      {"normalised", r.normalised},
                      {"value", r.value},
                      {"outcome", std::string(to_string(r.outcome))},
                      {"options", list},
                      {"truncated", r.truncated}};
  if (r.loopy) put_gamma(j, *r.loopy);
  return j;
}

std::string to_text(const OptionsResult& r) {
  std::string out =
      fmt::format("{} has value {} ({})", r.normalised,
                  r.loopy ? format_gamma(*r.loopy) : std::to_string(r.value), to_string(r.outcome));
  for (const OptionItem& o : r.options) {
    out += fmt::format("\n  {}  (value {}): {}", o.to,
                       o.loopy ? format_gamma(*o.loopy) : std::to_string(o.value), o.move);
  }
  if (r.options.empty()) out += "\n  no options: the player to move loses";
  if (r.truncated) out += fmt::format("\n  … only the first {} are listed", r.options.size());
  return out;
}

}  // namespace grundy::app
