// The partizan rulesets of the registry whose games end, each made from its family's example (for
// tests that run over every partizan ruleset; the list is generated from the registry, never
// written out). A loopy ruleset (Ruleset::is_loopy_ruleset) is left out: its games have no
// canonical form, and the outcome search refuses them.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"

namespace grundy::testing {

inline std::vector<RulesetPtr> partizan_rulesets() {
  std::vector<RulesetPtr> out;
  for (const RulesetFamily& family : ruleset_families()) {
    const std::size_t colon = family.example.find(':');
    if (colon == std::string::npos) continue;
    RulesetPtr r;
    try {
      r = make_ruleset(family.example.substr(0, colon));
    } catch (const Error&) {
      continue;
    }
    if (r->is_impartial_ruleset()) continue;
    if (r->is_loopy_ruleset()) continue;  // Fox and Geese: no canonical form, no outcome search
    out.push_back(r);
  }
  return out;
}

}  // namespace grundy::testing
