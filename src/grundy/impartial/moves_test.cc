#include "grundy/impartial/moves.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "grundy/games/registry.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

// Every option of the sum, as printed positions.
std::set<std::string> all_options(const Sum& sum) {
  std::set<std::string> out;
  Budget no_limit;  // a test of the rules, with no limit
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    for (std::size_t i = 0; i < sum.terms[t].components.size(); ++i) {
      for (const Parts& parts :
           sum.terms[t].ruleset->options(sum.terms[t].components[i], no_limit)) {
        out.insert(format_sum(apply_move(sum, t, i, parts)));
      }
    }
  }
  return out;
}

// The winning moves are exactly the options the win/lose solver calls P.
void expect_complete(const std::string& expr, Convention convention) {
  SCOPED_TRACE(expr);
  const Sum sum = parse_sum(expr);
  Budget budget;
  WinLossSolver win_loss(budget, convention);
  std::set<std::string> expected;
  for (const std::string& to : all_options(sum)) {
    if (win_loss.outcome(parse_sum(to)) == Outcome::kP) expected.insert(to);
  }
  std::set<std::string> found;
  if (convention == Convention::kNormal) {
    GrundySolver solver(budget);
    for (const auto& m : winning_moves(sum, solver)) found.insert(format_sum(m.to));
  } else if (is_nim_sum(sum)) {
    for (const auto& m : misere_nim_winning_moves(sum)) found.insert(format_sum(m.to));
  } else {
    for (const auto& m : misere_winning_moves(sum, budget)) found.insert(format_sum(m.to));
  }
  EXPECT_EQ(found, expected);
}

TEST(WinningMoves, ExactlyTheOptionsThatArePPositions) {
  for (const char* e :
       {"nim:3,4,5", "sub{1,2,3}:6 + sub{1,3,4}:5", "kayles:4", "kayles:7 + kayles:9",
        "0.137:10 + *3", "wythoff:(3,5) + nim:2", "grundys-game:12 + 0.07:9",
        "graph{a->b,c;b->c;c;d->a,c}:a,d + *2", "allbut{1,2}:7 + nim:1"}) {
    expect_complete(e, Convention::kNormal);
  }
}

TEST(WinningMoves, ExplanationNamesValues) {
  Budget budget;
  GrundySolver solver(budget);
  const auto moves = winning_moves(parse_sum("sub{1,2,3}:6 + sub{1,3,4}:5"), solver);
  bool found = false;
  for (const auto& m : moves) {
    if (format_sum(m.to) == "sub{1,2,3}:6 + sub{1,3,4}:4") {
      found = true;
      EXPECT_NE(m.explanation.find("take 1 from the heap of 5"), std::string::npos);
      EXPECT_NE(m.explanation.find("from 3 to 2"), std::string::npos);
      EXPECT_NE(m.explanation.find("2 XOR 2 = 0"), std::string::npos);
    }
  }
  EXPECT_TRUE(found);
}

TEST(MisereNim, BoutonAgreesWithDirectSearch) {
  // Every Nim position with up to four heaps of at most 5.
  Budget budget;
  WinLossSolver direct(budget, Convention::kMisere);
  int checked = 0;
  for (int a = 0; a <= 5; ++a)
    for (int b = 0; b <= a; ++b)
      for (int c = 0; c <= b; ++c)
        for (int d = 0; d <= c; ++d) {
          const std::string e = "nim:" + std::to_string(a) + "," + std::to_string(b) + "," +
                                std::to_string(c) + "," + std::to_string(d);
          const Sum sum = parse_sum(e);
          EXPECT_EQ(misere_nim_outcome(sum), direct.outcome(sum)) << e;
          expect_complete(e, Convention::kMisere);
          ++checked;
        }
  EXPECT_EQ(checked, 126);
}

TEST(Misere, DirectSearchOnOtherGames) {
  // Misère Kayles is not Nim-like: check moves against the search itself on small sums.
  for (const char* e : {"kayles:5", "kayles:3,4", "sub{1,3,4}:9 + nim:2", "0.07:8"}) {
    expect_complete(e, Convention::kMisere);
  }
  Budget budget;
  WinLossSolver misere(budget, Convention::kMisere);
  // A lone heap of 1 in misère play: the player to move must take it and lose.
  EXPECT_EQ(misere.outcome(parse_sum("nim:1")), Outcome::kP);
  EXPECT_EQ(misere.outcome(parse_sum("0")), Outcome::kN);
}

}  // namespace
}  // namespace grundy
