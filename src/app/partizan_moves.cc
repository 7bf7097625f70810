// Each side's winning moves in a partizan sum. A move is made in one term; Left's move to G' wins
// exactly when G' >= 0 (Right, to move next, then loses: ONAG ch. 7, the outcome classes by
// comparison with 0), and Right's exactly when G' <= 0. The values of the terms are computed once
// and each option's game is the sum of the other terms' values and the option's.
#include <fmt/format.h>

#include "app/grammar_route.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/loopy.h"
#include "grundy/notation/expression.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::app {
namespace {

using partizan::GameId;
using partizan::GameStore;
using partizan::PartizanSolver;
using partizan::Side;

struct TermOption {
  std::string spelling;     // the term after the move
  std::string description;  // the move in words
  GameId value;
};

// One term of the sum: a partizan board, an impartial term, or a value in CGSuite's notation.
struct SumTerm {
  std::string spelling;
  GameId value = partizan::kZero;
  std::vector<TermOption> left, right;
};

// The ruleset a term's name spells, or nullptr when it spells none (the term is then a value).
RulesetPtr ruleset_named(const std::string& name, std::size_t column, RulesetCache& rulesets) {
  if (name.empty()) return nullptr;
  try {
    check_brackets(name, column);
    return make_ruleset(name, column, rulesets);
  } catch (const Error&) {
    return nullptr;
  }
}

SumTerm read_term(const Piece& piece, PartizanSolver& solver, RulesetCache& rulesets) {
  GameStore& store = solver.store();
  Budget& budget = solver.budget();
  SumTerm t;
  t.spelling = std::string(piece.text);
  const auto colon = piece.text.find(':');
  const std::string name =
      colon == std::string_view::npos ? "" : std::string(piece.text.substr(0, colon));
  if (RulesetPtr ruleset = ruleset_named(name, piece.column, rulesets)) {
    // A ruleset term, impartial or partizan: each side's moves in each component, each worth the
    // sum of the term's components after it. An impartial component is worth the nimber *G of
    // its Grundy value (Sprague–Grundy), a partizan one its canonical form.
    const std::vector<Component> components =
        ruleset->parse_position(piece.text.substr(colon + 1), piece.column + colon + 1);
    for (const Component& c : components) refuse_loopy(*ruleset, c, "the canonical form");
    GrundySolver grundy(budget);
    auto value_of = [&](const Component& c) {
      return ruleset->is_impartial(c) ? store.nimber(grundy.grundy_value(*ruleset, c))
                                      : solver.value(*ruleset, c);
    };
    std::vector<GameId> values;
    for (const Component& c : components) {
      values.push_back(value_of(c));
      t.value = store.add(t.value, values.back(), budget);
    }
    for (std::size_t k = 0; k < components.size(); ++k) {
      GameId others = partizan::kZero;
      for (std::size_t j = 0; j < components.size(); ++j) {
        if (j != k) others = store.add(others, values[j], budget);
      }
      for (Side side : {Side::kLeft, Side::kRight}) {
        for (const Parts& parts : ruleset->options(components[k], side, budget)) {
          std::vector<Component> after = components;
          after.erase(after.begin() + static_cast<std::ptrdiff_t>(k));
          after.insert(after.begin() + static_cast<std::ptrdiff_t>(k), parts.begin(), parts.end());
          GameId v = others;
          for (const Component& p : parts) v = store.add(v, value_of(p), budget);
          Sum sum;
          sum.terms.push_back({ruleset, std::move(after)});
          (side == Side::kLeft ? t.left : t.right)
              .push_back({format_sum(sum), ruleset->describe_move(components[k], parts), v});
        }
      }
    }
    return t;
  }
  if (is_plain_sum(t.spelling)) {
    // An impartial term: both sides have its moves, each worth the nimber *G of its Grundy
    // value (Sprague–Grundy), from one Grundy solver over the parsed sum (no re-parsing).
    const Sum sum = parse_sum(t.spelling, rulesets);
    refuse_loopy(sum, "the canonical form");
    GrundySolver grundy(budget);
    t.value = store.nimber(grundy.grundy_value(sum));
    for (std::size_t i = 0; i < sum.terms.size(); ++i) {
      const Term& term = sum.terms[i];
      for (std::size_t k = 0; k < term.components.size(); ++k) {
        for (const Parts& parts : term.ruleset->options(term.components[k], budget)) {
          Sum after = sum;
          auto& comps = after.terms[i].components;
          comps.erase(comps.begin() + static_cast<std::ptrdiff_t>(k));
          comps.insert(comps.begin() + static_cast<std::ptrdiff_t>(k), parts.begin(), parts.end());
          TermOption o{format_sum(after), term.ruleset->describe_move(term.components[k], parts),
                       store.nimber(grundy.grundy_value(after))};
          t.left.push_back(o);
          t.right.push_back(std::move(o));
        }
      }
    }
    return t;
  }
  // A value: its moves are those of its canonical form.
  t.value = partizan::evaluate(solver, t.spelling, rulesets);
  t.spelling = partizan::format_game(store, t.value, budget);
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (GameId o : store.options(t.value, side)) {
      const std::string spelled = partizan::format_game(store, o, budget);
      (side == Side::kLeft ? t.left : t.right).push_back({spelled, "move to " + spelled, o});
    }
  }
  return t;
}

}  // namespace

MovesResult partizan_moves(const std::string& expression, const Context& context, bool all) {
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  MovesResult r;
  r.expression = expression;
  r.partizan = true;
  r.all = all;
  std::vector<SumTerm> terms;
  // The terms are the top-level operands of the one grammar's tree (so `3+-1` is one switch, not
  // 3 and -1). A subtracted operand is read as the value it takes away.
  const Syntax tree = parse_syntax(expression);
  std::vector<std::string> negated;  // the texts of subtracted operands, kept for their pieces
  negated.reserve(tree.children.size());
  for (const Syntax* c : plain_sum_components(tree)) {
    Piece piece{c->spelling, c->column};
    if (c->subtracted) {
      piece.text = negated.emplace_back("-(" + std::string(c->spelling) + ")");
    }
    terms.push_back(read_term(piece, solver, context.rulesets));
  }
  GameId whole = partizan::kZero;
  for (const SumTerm& t : terms) whole = store.add(whole, t.value, budget);
  r.canonical = partizan::format_game(store, whole, budget);
  r.outcome = store.outcome(whole, budget);
  for (std::size_t i = 0; i < terms.size(); ++i) {
    GameId others = partizan::kZero;
    for (std::size_t k = 0; k < terms.size(); ++k) {
      if (k != i) others = store.add(others, terms[k].value, budget);
    }
    for (Side side : {Side::kLeft, Side::kRight}) {
      const bool left = side == Side::kLeft;
      for (const TermOption& o : left ? terms[i].left : terms[i].right) {
        const GameId after = store.add(others, o.value, budget);
        const bool wins = left ? store.leq(partizan::kZero, after, budget)
                               : store.leq(after, partizan::kZero, budget);
        if (!wins && !all) continue;
        std::string to;
        for (std::size_t k = 0; k < terms.size(); ++k) {
          to += (k ? " + " : "") + (k == i ? o.spelling : terms[k].spelling);
        }
        const std::string game = partizan::format_game(store, after, budget);
        const std::string explanation =
            wins ? fmt::format("{}: {}; the game is then {} {} 0, so {}, to move next, loses",
                               left ? "Left" : "Right", o.description, game,
                               left ? ">=" : "<=", left ? "Right" : "Left")
                 : fmt::format("{}: {}; the game is then {}, not {} 0, so {}, to move next, wins",
                               left ? "Left" : "Right", o.description, game,
                               left ? ">=" : "<=", left ? "Right" : "Left");
        // What the listed move holds: a sum of n terms spells all n in each of its moves, so a
        // long sum's list grows as n² (68 big numbers and nimbers, 2.8 KB, listed 6 MB; 11 KB
        // listed 93 MB in 3 s past a 2 s budget). Charged to the budget, bytes and time, as the
        // impartial list is (grundy/impartial/moves.cc).
        budget.charge_bytes(sizeof(MoveResult) + 2 * (to.size() + game.size() + explanation.size()),
                            "the list of moves");
        budget.check();
        MoveResult m{to, explanation, i, 0, 0, left ? "Left" : "Right"};
        m.wins = wins;
        m.game_after = game;
        r.moves.push_back(std::move(m));
      }
    }
  }
  return r;
}

}  // namespace grundy::app
