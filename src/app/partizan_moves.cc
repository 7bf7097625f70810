// Each side's winning moves in a partizan sum, read from the text and printed: which moves win
// (Left's to G' >= 0, Right's to G' <= 0) is the engine's rule (grundy/partizan/winning_moves.h),
// over the terms' values, computed once.
#include <fmt/format.h>

#include "app/grammar_route.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/moves.h"
#include "grundy/notation/expression.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "grundy/partizan/winning_moves.h"

namespace grundy::app {
namespace {

using partizan::GameId;
using partizan::GameStore;
using partizan::PartizanSolver;
using partizan::Side;

// A move in a term, as printed: the term after it and the move in words.
struct TermOption {
  std::string spelling;
  std::string description;
};

// One term of the sum: a partizan board, an impartial term, or a value in CGSuite's notation;
// its values as the winning-move rule reads them (grundy/partizan/winning_moves.h), and each
// option printed.
struct SumTerm {
  std::string spelling;
  partizan::TermValues values;
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

// A term of ruleset positions: each side's moves in each component, each worth the term's value
// after it (grundy/partizan/winning_moves.h, position_moves).
void read_positions(const Sum& sum, SumTerm& t, PartizanSolver& solver) {
  partizan::PositionMoves moves = partizan::position_moves(solver, sum);
  t.values.value = moves.value;
  for (Side side : {Side::kLeft, Side::kRight}) {
    const bool left = side == Side::kLeft;
    for (const partizan::PositionMove& m : left ? moves.left : moves.right) {
      const Term& term = sum.terms[m.term];
      (left ? t.values.left : t.values.right).push_back(m.value);
      (left ? t.left : t.right)
          .push_back({format_sum(apply_move(sum, m.term, m.component, m.parts)),
                      term.ruleset->describe_move(term.components[m.component], m.parts)});
    }
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
    // A ruleset term, impartial or partizan.
    Sum sum;
    sum.terms.push_back(
        {ruleset, ruleset->parse_position(piece.text.substr(colon + 1), piece.column + colon + 1)});
    read_positions(sum, t, solver);
    return t;
  }
  if (is_plain_sum(t.spelling)) {
    // An impartial term (a nimber, 0): both sides have its moves.
    read_positions(parse_sum(t.spelling, rulesets), t, solver);
    return t;
  }
  // A value: its moves are those of its canonical form.
  t.values.value = partizan::evaluate(solver, t.spelling, rulesets);
  t.spelling = partizan::format_game(store, t.values.value, budget);
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (GameId o : store.options(t.values.value, side)) {
      const std::string spelled = partizan::format_game(store, o, budget);
      (side == Side::kLeft ? t.values.left : t.values.right).push_back(o);
      (side == Side::kLeft ? t.left : t.right).push_back({spelled, "move to " + spelled});
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
  std::vector<partizan::TermValues> values;
  values.reserve(terms.size());
  for (const SumTerm& t : terms) values.push_back(t.values);
  const GameId whole = partizan::sum_value(store, values, budget);
  r.canonical = partizan::format_game(store, whole, budget);
  r.outcome = store.outcome(whole, budget);
  for (const partizan::SumMove& move : partizan::sum_moves(store, values, budget)) {
    if (!move.wins && !all) continue;
    const bool left = move.side == Side::kLeft;
    const std::size_t i = move.term;
    const TermOption& o = (left ? terms[i].left : terms[i].right)[move.option];
    std::string to;
    for (std::size_t k = 0; k < terms.size(); ++k) {
      to += (k ? " + " : "") + (k == i ? o.spelling : terms[k].spelling);
    }
    const std::string game = partizan::format_game(store, move.after, budget);
    const std::string explanation =
        move.wins ? fmt::format("{}: {}; the game is then {} {} 0, so {}, to move next, loses",
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
    m.wins = move.wins;
    m.game_after = game;
    r.moves.push_back(std::move(m));
  }
  return r;
}

}  // namespace grundy::app
