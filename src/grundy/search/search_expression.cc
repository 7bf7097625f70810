#include "grundy/search/search_expression.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/grid.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/loopy.h"
#include "grundy/notation/expression.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {

namespace {

class Adder {
 public:
  Adder(OutcomeSearch& search, RulesetCache* rulesets)
      : search_(search), rulesets_(rulesets), grundy_(search.budget()) {}

  void add(const Syntax& s, bool negated) {
    switch (s.kind) {
      case SyntaxKind::kSum:
        for (const Syntax& child : s.children) add(child, negated != child.subtracted);
        return;
      case SyntaxKind::kNegative:
        add(s.children[0], !negated);
        return;
      case SyntaxKind::kPlus:
        add(s.children[0], negated);
        return;
      case SyntaxKind::kTerm:
        add_term(s, negated);
        return;
      default: {
        GameStore& store = search_.store();
        const GameId g = evaluate_syntax(store, s, search_.budget());
        search_.add(negated ? store.negative(g) : g);
      }
    }
  }

 private:
  void add_term(const Syntax& s, bool negated) {
    const TermSyntaxNode& term = s.term();
    check_brackets(term.ruleset, s.column);
    const RulesetPtr ruleset = rulesets_ ? make_ruleset(term.ruleset, s.column, *rulesets_)
                                         : make_ruleset(term.ruleset, s.column);
    for (const Component& c : ruleset->parse_position(term.position, term.position_column)) {
      refuse_loopy(*ruleset, c, "the outcome search");
      if (ruleset->is_impartial(c)) {
        // Sprague–Grundy: an impartial game equals the nimber of its Grundy value (its own
        // negative).
        search_.add(search_.store().nimber(grundy_.grundy_value(*ruleset, c)));
      } else {
        search_.add(ruleset, c, negated);
      }
    }
  }

  OutcomeSearch& search_;
  RulesetCache* rulesets_;
  GrundySolver grundy_;
};

}  // namespace

void add_expression(OutcomeSearch& search, std::string_view text, RulesetCache* rulesets) {
  if (text.size() > kMaxExpressionLength) {
    throw parse_error(fmt::format("the expression is {} characters long; the limit is {}",
                                  text.size(), kMaxExpressionLength),
                      kMaxExpressionLength + 1);
  }
  const Syntax tree = parse_syntax(text, 1);
  Adder(search, rulesets).add(tree, false);
}

std::optional<LoneBoard> lone_board(std::string_view text, RulesetCache* rulesets,
                                    std::string_view spelling) {
  if (text.size() > kMaxExpressionLength) return std::nullopt;  // add_expression says why
  const Syntax tree = parse_syntax(text, 1);
  if (tree.kind != SyntaxKind::kTerm || tree.subtracted) return std::nullopt;
  const TermSyntaxNode& term = tree.term();
  check_brackets(term.ruleset, tree.column);
  const RulesetPtr ruleset = rulesets ? make_ruleset(term.ruleset, tree.column, *rulesets)
                                      : make_ruleset(term.ruleset, tree.column);
  if (ruleset->spelling() != spelling) return std::nullopt;
  const std::vector<Component> parts = ruleset->parse_position(term.position, term.position_column);
  if (parts.size() != 1) return std::nullopt;
  const Grid g = Grid::of(parts[0]);
  return LoneBoard{g.rows, g.cols, g.cells};
}

std::optional<LoneBoard> lone_domineering_board(std::string_view text, RulesetCache* rulesets) {
  return lone_board(text, rulesets, "domineering");
}

}  // namespace grundy::partizan
