#include "impartial/sum.h"

#include "impartial/registry.h"
#include "notation/expression.h"

namespace grundy {

std::size_t Sum::component_count() const {
  std::size_t n = 0;
  for (const Term& t : terms) n += t.components.size();
  return n;
}

Sum parse_sum(std::string_view text) {
  Sum sum;
  for (const TermSyntax& syntax : parse_expression(text).terms) {
    RulesetPtr ruleset = make_ruleset(syntax.ruleset, syntax.ruleset_column);
    std::vector<Component> components =
        ruleset->parse_position(syntax.position, syntax.position_column);
    sum.terms.push_back({std::move(ruleset), std::move(components)});
  }
  return sum;
}

std::string format_term(const Term& term) {
  return term.ruleset->format_term(term.components);
}

std::string format_sum(const Sum& sum) {
  std::string out;
  for (const Term& term : sum.terms) {
    if (!out.empty()) out += " + ";
    out += format_term(term);
  }
  return out.empty() ? "0" : out;
}

}  // namespace grundy
