#include "partizan/ruleset.h"

namespace grundy::partizan {
namespace {

std::vector<PartizanRulesetPtr>& all() {
  static std::vector<PartizanRulesetPtr> rulesets;
  return rulesets;
}

}  // namespace

std::string PartizanRuleset::join(const std::vector<std::string>& components) const {
  std::string out;
  for (const std::string& c : components) out += (out.empty() ? "" : ",") + c;
  return out;
}

std::string PartizanRuleset::describe_move(const std::string& from, const std::string& to) const {
  return "move to " + name() + ":" + to;
}

bool register_partizan_ruleset(PartizanRulesetPtr ruleset) {
  all().push_back(std::move(ruleset));
  return true;
}

PartizanRulesetPtr find_partizan_ruleset(std::string_view name) {
  for (const auto& r : all()) {
    if (r->name() == name) return r;
  }
  return nullptr;
}

std::vector<std::string> partizan_ruleset_names() {
  std::vector<std::string> names;
  for (const auto& r : all()) names.push_back(r->name());
  return names;
}

}  // namespace grundy::partizan
