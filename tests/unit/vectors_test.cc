// Known answers from the literature (tests/vectors, a copy of ../shared/vectors), each checked
// through the engine and, where the file gives an outcome or a move, by the win/lose solver too.
#include "tests/unit/vectors.h"

#include <gtest/gtest.h>

#include <set>

#include "app/commands.h"
#include "grundy/core/nim.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/rulesets/wythoff.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

using testing::read_vector_file;
using testing::split_numbers;

TEST(Vectors, PositionsValueOutcomeAndMoves) {
  const auto rows = read_vector_file("positions.tsv");
  ASSERT_GE(rows.size(), 15u);
  testing::TestShared shared;
  for (const auto& row : rows) {
    ASSERT_EQ(row.size(), 4u);
    const std::string& expr = row[0];
    const bool misere = row[2].find("misere") != std::string::npos;
    const std::string outcome = row[2].substr(0, 1);
    Budget budget;
    SCOPED_TRACE(expr);
    if (!misere) {
      const auto v = app::value(expr, shared.context(budget));
      EXPECT_EQ(std::to_string(v.value), row[1]);
      EXPECT_EQ(to_string(v.outcome), outcome);
    }
    const auto o = app::outcome(expr, misere, shared.context(budget));
    EXPECT_EQ(to_string(o.outcome), outcome);
    // Second route: the win/lose solver, never using a Grundy value.
    WinLossSolver win_loss(budget, misere ? Convention::kMisere : Convention::kNormal);
    EXPECT_EQ(to_string(win_loss.outcome(parse_sum(expr))), outcome);

    const auto m = app::moves(expr, misere, shared.context(budget));
    std::set<std::string> found;
    for (const auto& move : m.moves) {
      found.insert(move.to);
      // Every move we call winning leads to a position the player to move loses.
      EXPECT_EQ(win_loss.outcome(parse_sum(move.to)), Outcome::kP) << move.to;
    }
    if (row[3] == "-") {
      EXPECT_TRUE(found.empty());
    } else {
      // The file lists winning moves; each must be among ours (ours may be more: e.g.
      // sub{1,2,3}:3 + sub{1,3,4}:5 is a P-position too, checked above by win/lose search).
      std::stringstream ss(row[3]);
      std::string listed;
      while (std::getline(ss, listed, ';')) EXPECT_TRUE(found.contains(listed)) << listed;
    }
  }
}

TEST(Vectors, Sequences) {
  int checked = 0;
  testing::TestShared shared;
  for (const auto& row : read_vector_file("sequences.tsv")) {
    SCOPED_TRACE(row[0]);
    const auto expected = split_numbers(row[1]);
    Budget budget;
    const auto got = app::seq(row[0], expected.size() - 1, shared.context(budget));
    ASSERT_EQ(got.values.size(), expected.size());
    for (std::size_t n = 0; n < expected.size(); ++n) EXPECT_EQ(got.values[n], expected[n]) << n;
    ++checked;
  }
  EXPECT_GE(checked, 15);
}

TEST(Vectors, SequencesAgreeWithTheGenericSolver) {
  // The value table against the mex rule over options(), heap by heap.
  for (const auto& row : read_vector_file("sequences.tsv")) {
    SCOPED_TRACE(row[0]);
    const auto expected = split_numbers(row[1]);
    Budget budget;
    GrundySolver generic(budget, /*use_fast_routes=*/false);
    const Sum sum = parse_sum(row[0] + ":1");
    for (std::uint64_t n = 0; n < 60; ++n) {
      EXPECT_EQ(generic.grundy_value(*sum.terms[0].ruleset, Component{n, 0}), expected[n]) << n;
    }
  }
}

TEST(Vectors, Periods) {
  testing::TestShared shared;
  for (const auto& row : read_vector_file("periods.tsv")) {
    SCOPED_TRACE(row[0]);
    Budget budget;
    const auto p = app::period(row[0], 1 << 15, shared.context(budget));
    ASSERT_TRUE(p.period.has_value());
    EXPECT_TRUE(p.period->proved);
    EXPECT_EQ(std::to_string(p.period->preperiod), row[1]);
    EXPECT_EQ(std::to_string(p.period->period), row[2]);
  }
}

TEST(Vectors, Wythoff) {
  const auto rows = read_vector_file("wythoff.tsv");
  ASSERT_EQ(rows.size(), 16u);
  testing::TestShared shared;
  Budget budget;
  const auto table = wythoff_table(16, budget);
  GrundySolver generic(budget, false);
  const Sum sum = parse_sum("wythoff:(0,0)");
  for (std::uint64_t x = 0; x < 16; ++x) {
    for (std::uint64_t y = 0; y < 16; ++y) {
      const auto expected = std::stoull(rows[x][y]);
      EXPECT_EQ(table[x * 16 + y], expected);
      EXPECT_EQ(generic.grundy_value(*sum.terms[0].ruleset, Component{x, y}), expected);
      Budget b;
      EXPECT_EQ(app::value("wythoff:(" + std::to_string(x) + "," + std::to_string(y) + ")",
                           shared.context(b))
                    .value,
                expected);
    }
  }
}

TEST(Vectors, NimProduct) {
  const auto rows = read_vector_file("nim-product.tsv");
  ASSERT_EQ(rows.size(), 16u);
  for (std::uint64_t a = 0; a < 16; ++a) {
    for (std::uint64_t b = 0; b < 16; ++b) {
      EXPECT_EQ(nim_product(a, b), std::stoull(rows[a][b])) << a << " " << b;
    }
  }
}

}  // namespace
}  // namespace grundy
