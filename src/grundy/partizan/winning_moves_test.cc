#include "grundy/partizan/winning_moves.h"

#include <gtest/gtest.h>

#include <random>  // std::mt19937_64
#include <string>  // std::string
#include <vector>  // std::vector

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/search/outcome_search.h"

namespace grundy::partizan {
namespace {

// Whether side, to move first, wins the sum of these positions: by the outcome search with no
// canonical form anywhere (a minimax over the positions themselves), the second route.
bool searched_win(const std::vector<Term>& terms, Side side) {
  Budget budget;
  OutcomeSearchOptions pure;
  pure.trial_moves = 0;
  pure.sum_nodes = 0;
  pure.table_bytes = std::uint64_t{1} << 16;
  OutcomeSearch search(budget, pure);
  for (const Term& t : terms) {
    for (const Component& c : t.components) search.add(t.ruleset, c);
  }
  return search.wins_moving_first(side);
}

TEST(PartizanWinningMoves, TheRuleOnValues) {
  GameStore store;
  Budget budget;
  auto game = [&](const char* text) { return parse_game(store, text, budget); };
  // Left wins moving to G' exactly when G' >= 0, Right exactly when G' <= 0.
  EXPECT_TRUE(wins_moving_to(store, Side::kLeft, game("0"), budget));
  EXPECT_TRUE(wins_moving_to(store, Side::kRight, game("0"), budget));
  EXPECT_TRUE(wins_moving_to(store, Side::kLeft, game("^"), budget));
  EXPECT_FALSE(wins_moving_to(store, Side::kRight, game("^"), budget));
  EXPECT_FALSE(wins_moving_to(store, Side::kLeft, game("*"), budget));
  EXPECT_FALSE(wins_moving_to(store, Side::kRight, game("*"), budget));
  EXPECT_TRUE(wins_moving_to(store, Side::kRight, game("-1/2"), budget));
  EXPECT_FALSE(wins_moving_to(store, Side::kLeft, game("{1|-1}"), budget));

  // {1|-1} + *: each side wins by taking the switch, not by moving in *.
  const std::vector<TermValues> terms = {{game("{1|-1}"), {game("1")}, {game("-1")}},
                                         {game("*"), {kZero}, {kZero}}};
  EXPECT_EQ(sum_value(store, terms, budget), game("{1*|-1*}"));
  const std::vector<SumMove> moves = sum_moves(store, terms, budget);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_TRUE(moves[0].term == 0 && moves[0].side == Side::kLeft && moves[0].wins);
  EXPECT_EQ(moves[0].after, game("1*"));
  EXPECT_TRUE(moves[1].term == 0 && moves[1].side == Side::kRight && moves[1].wins);
  EXPECT_TRUE(moves[2].term == 1 && moves[2].side == Side::kLeft && !moves[2].wins);
  EXPECT_TRUE(moves[3].term == 1 && moves[3].side == Side::kRight && !moves[3].wins);
}

// Random sums of small boards and heaps: every move of each side, and whether the rule calls it
// winning, against the outcome search of the position after it (the player to move next loses
// exactly when the move wins).
TEST(PartizanWinningMoves, AgreeWithTheOutcomeSearch) {
  const char* const kRulesets[] = {"domineering", "clobber", "toads-and-frogs", "cutcake", "nim",
                                   "kayles",      "cram"};
  std::mt19937_64 rng(7);
  int checked = 0, winning = 0;
  for (int round = 0; round < 60; ++round) {
    std::vector<Term> terms;
    for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) {
      const RulesetPtr r = make_ruleset(kRulesets[rng() % std::size(kRulesets)]);
      const Component c = r->sample(rng(), r->is_impartial_ruleset() ? 6 : 5);
      Budget check;
      if (r->is_terminal(c, check)) continue;
      terms.push_back({r, {c}});
    }
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    std::vector<PositionMoves> positions;
    std::vector<TermValues> values;
    for (const Term& t : terms) {
      Sum one;
      one.terms.push_back(t);
      PositionMoves& p = positions.emplace_back(position_moves(solver, one));
      TermValues& v = values.emplace_back();
      v.value = p.value;
      for (const PositionMove& m : p.left) v.left.push_back(m.value);
      for (const PositionMove& m : p.right) v.right.push_back(m.value);
    }
    for (const SumMove& move : sum_moves(store, values, budget)) {
      const PositionMoves& p = positions[move.term];
      const PositionMove& m = (move.side == Side::kLeft ? p.left : p.right)[move.option];
      std::vector<Term> after = terms;
      after[move.term].components = m.parts;
      std::string shown;
      for (const Term& t : after) shown += " + " + format_term(t);
      EXPECT_EQ(move.wins, !searched_win(after, other(move.side)))
          << (move.side == Side::kLeft ? "Left" : "Right") << " to" << shown;
      ++checked;
      winning += move.wins ? 1 : 0;
    }
  }
  EXPECT_GE(checked, 300);
  EXPECT_GT(winning, 30);
}

// The value after each move of a sum of positions is the sum of the other components' values and
// the value of what replaced the component moved in.
TEST(PartizanWinningMoves, PositionMovesValueTheSumAfter) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr domineering = make_ruleset("domineering");
  const RulesetPtr nim = make_ruleset("nim");
  Sum sum;
  sum.terms.push_back({domineering, domineering->parse_position("..|..", 1)});
  sum.terms.push_back({nim, nim->parse_position("2", 1)});
  const PositionMoves moves = position_moves(solver, sum);
  EXPECT_EQ(moves.value, parse_game(store, "{1|-1} + *2", budget));  // ±1 + *2
  // Nim's moves are both sides', listed once each.
  int nim_left = 0, nim_right = 0;
  for (const PositionMove& m : moves.left) nim_left += m.term == 1 ? 1 : 0;
  for (const PositionMove& m : moves.right) nim_right += m.term == 1 ? 1 : 0;
  EXPECT_EQ(nim_left, 2);
  EXPECT_EQ(nim_right, 2);
  for (const PositionMove& m : moves.left) {
    GameId expected =
        m.term == 0 ? store.nimber(2) : solver.value(*domineering, sum.terms[0].components[0]);
    for (const Component& c : m.parts) {
      expected = store.add(expected,
                           m.term == 0 ? solver.value(*domineering, c) : store.nimber(c.a), budget);
    }
    EXPECT_EQ(m.value, expected);
  }
}

// A node on a cycle of a game graph, and a Fox and Geese board (a loopy ruleset), have no
// canonical form.
TEST(PartizanWinningMoves, ALoopyPositionIsRefused) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr fox = make_ruleset("fox-and-geese");
  Sum fox_board;
  fox_board.terms.push_back({fox, fox->parse_position("...|.G.|F..", 1)});
  for (const Sum& sum : {parse_sum("graph{a->b;b->a}:a"), fox_board}) {
    try {
      position_moves(solver, sum);
      ADD_FAILURE() << "a loopy position was valued: " << format_sum(sum);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kUsage) << e.what();
    }
  }
}

}  // namespace
}  // namespace grundy::partizan
