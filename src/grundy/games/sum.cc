#include "grundy/games/sum.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/notation/syntax.h"

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
                    "has no Grundy value; {}",
                    printable(ruleset.format_term(components)), column,
                    ruleset.is_loopy_ruleset()
                        ? "it is loopy, and `grundy outcome` takes it (first in an expression)"
                        : "`grundy canonical`, `outcome` and `compare` take it"),
        column);
  }
}

// Why a component of the tree is not an impartial one, as an error naming its column.
[[noreturn]] void refuse(const Syntax& c) {
  if (c.kind == SyntaxKind::kPlus) {
    throw parse_error(
        fmt::format("expected a component at column {} (a '+' must join two)", c.column), c.column);
  }
  throw parse_error(
      fmt::format("'{}{}' at column {} is a partizan game, not an impartial position (a sum of "
                  "RULESET:POSITION terms, nimbers *n and 0 joined by '+'); try grundy canonical",
                  c.subtracted ? "- " : "", c.spelling, c.column),
      c.column);
}

}  // namespace

Sum sum_of_syntax(const Syntax& tree, RulesetCache* rulesets) {
  auto ruleset_of = [&](std::string_view spelling, std::size_t column) {
    return rulesets ? make_ruleset(spelling, column, *rulesets) : make_ruleset(spelling, column);
  };
  Sum sum;
  for (const Syntax* c : plain_sum_components(tree)) {
    if (!is_impartial_component(*c)) refuse(*c);
    RulesetPtr ruleset;
    std::vector<Component> components;
    if (c->kind == SyntaxKind::kTerm) {
      ruleset = ruleset_of(c->term().ruleset, c->column);
      components = ruleset->parse_position(c->term().position, c->term().position_column);
      refuse_partizan(*ruleset, components, c->column);
    } else if (c->literal().star) {
      // A nimber *n is a term of the nimber ruleset (`*` alone is *1).
      ruleset = ruleset_of("*", c->column);
      const std::string_view digits = c->literal().nim_digits;
      components = ruleset->parse_position(digits.empty() ? "1" : digits, c->literal().nim_column);
    } else {
      continue;  // the empty game adds nothing to a sum
    }
    sum.terms.push_back({std::move(ruleset), std::move(components)});
  }
  return sum;
}

Sum parse_sum(std::string_view text, RulesetCache& rulesets) {
  return sum_of_syntax(parse_syntax(text), &rulesets);
}

Sum parse_sum(std::string_view text) {
  return sum_of_syntax(parse_syntax(text), nullptr);
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
