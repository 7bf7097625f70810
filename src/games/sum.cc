#include "games/sum.h"

#include <fmt/format.h>

#include "core/error.h"
#include "games/registry.h"
#include "notation/expression.h"

namespace grundy {

std::size_t Sum::component_count() const {
  std::size_t n = 0;
  for (const Term& t : terms) n += t.components.size();
  return n;
}

namespace {

// A sum is impartial when every component is: a position where Left and Right have different
// moves has no Grundy value, and the commands that take it are named.
void refuse_partizan(const Ruleset& ruleset, std::span<const Component> components,
                     std::size_t column) {
  for (const Component& c : components) {
    if (ruleset.is_impartial(c)) continue;
    throw parse_error(
        fmt::format("{} at column {} is partizan (Left and Right have different moves), so it "
                    "has no Grundy value; `grundy canonical`, `outcome` and `compare` take it",
                    printable(ruleset.format_term(components)), column),
        column);
  }
}

Sum parse_sum(std::string_view text, RulesetCache* rulesets) {
  Sum sum;
  for (const TermSyntax& syntax : parse_expression(text).terms) {
    RulesetPtr ruleset = rulesets ? make_ruleset(syntax.ruleset, syntax.ruleset_column, *rulesets)
                                  : make_ruleset(syntax.ruleset, syntax.ruleset_column);
    std::vector<Component> components =
        ruleset->parse_position(syntax.position, syntax.position_column);
    refuse_partizan(*ruleset, components, syntax.ruleset_column);
    sum.terms.push_back({std::move(ruleset), std::move(components)});
  }
  return sum;
}

}  // namespace

Sum parse_sum(std::string_view text, RulesetCache& rulesets) {
  return parse_sum(text, &rulesets);
}

Sum parse_sum(std::string_view text) {
  return parse_sum(text, nullptr);
}

std::string format_term(const Term& term) {
  return term.ruleset->format_term(term.components);
}

// The literal 0 is never a term: parse_sum drops it, so a term that prints as 0 (a board left
// with no region, say) is left out here too, and the printed sum prints the same when read back.
std::string format_sum(const Sum& sum) {
  std::string out;
  for (const Term& term : sum.terms) {
    const std::string t = format_term(term);
    if (t == "0") continue;
    if (!out.empty()) out += " + ";
    out += t;
  }
  return out.empty() ? "0" : out;
}

}  // namespace grundy
