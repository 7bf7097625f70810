// Cram's pruned search (cram_nimber.h) against the plain mex recursion (GrundySolver with its
// fast routes off) on every small board and on random boards with filled squares, and against
// Beling's table of Cram nimbers (github.com/beling/impartial-games, README) on larger ones.
#include "grundy/rulesets/cram_nimber.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <string>

#include "grundy/core/error.h"
#include "grundy/games/grid.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy {
namespace {

std::uint64_t full(int rows, int cols) {
  return rows * cols == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (rows * cols)) - 1;
}

Component board(int rows, int cols, std::uint64_t empty) {
  partizan::Grid g;
  g.rows = rows, g.cols = cols;
  for (int i = 0; i < rows * cols; ++i) g.cells += (empty >> i) & 1 ? '.' : '#';
  return std::move(g).position();
}

std::uint64_t plain_value(const Ruleset& cram, const Component& c) {
  Budget budget;
  GrundySolver plain(budget, false);  // the mex rule over options() alone
  return plain.grundy_value(cram, c);
}

std::uint64_t pruned_value(int rows, int cols, std::uint64_t empty) {
  Budget budget;
  return *cram::cram_nimber(empty, rows, cols, budget);
}

// Every empty board of at most 12 squares, and every board of at most 9 squares with any squares
// filled (all 2^9 fillings of 3×3, all 2^8 of 2×4 and 4×2, …).
TEST(CramNimber, AgreesWithPlainRecursionOnSmallBoards) {
  const RulesetPtr cram = make_ruleset("cram");
  int boards = 0;
  for (int rows = 1; rows <= 12; ++rows) {
    for (int cols = 1; rows * cols <= 12; ++cols) {
      const std::uint64_t all = full(rows, cols);
      EXPECT_EQ(pruned_value(rows, cols, all), plain_value(*cram, board(rows, cols, all)))
          << rows << "x" << cols;
      if (rows * cols > 9) continue;
      for (std::uint64_t empty = 0; empty <= all; ++empty, ++boards) {
        ASSERT_EQ(pruned_value(rows, cols, empty), plain_value(*cram, board(rows, cols, empty)))
            << board(rows, cols, empty).cells << " " << rows << "x" << cols;
      }
    }
  }
  EXPECT_GT(boards, 1000);
}

// Random boards of 10 to 20 squares, a square in five filled.
TEST(CramNimber, AgreesWithPlainRecursionOnRandomBoards) {
  const RulesetPtr cram = make_ruleset("cram");
  std::mt19937_64 rng(31);
  for (int i = 0; i < 300; ++i) {
    const int rows = 2 + static_cast<int>(rng() % 4);
    const int cols = std::max(2, static_cast<int>(10 + rng() % 11) / rows);
    std::uint64_t empty = 0;
    for (int k = 0; k < rows * cols; ++k) {
      if (rng() % 5 != 0) empty |= std::uint64_t{1} << k;
    }
    ASSERT_EQ(pruned_value(rows, cols, empty), plain_value(*cram, board(rows, cols, empty)))
        << board(rows, cols, empty).cells << " " << rows << "x" << cols;
  }
}

// The same with a box of precomputed nimbers (cram_boxes.h) small enough that some regions fit
// it and others are searched: the search's box route against the plain recursion.
TEST(CramNimber, AgreesWithPlainRecursionWithABox) {
  const RulesetPtr cram = make_ruleset("cram");
  std::mt19937_64 rng(37);
  for (int i = 0; i < 300; ++i) {
    const int rows = 2 + static_cast<int>(rng() % 4);
    const int cols = std::max(2, static_cast<int>(10 + rng() % 11) / rows);
    std::uint64_t empty = 0;
    for (int k = 0; k < rows * cols; ++k) {
      if (rng() % 4 != 0) empty |= std::uint64_t{1} << k;
    }
    const cram::BoxShape box{std::min(rows, 2 + i % 2), std::min(cols, 3)};
    Budget budget;
    ASSERT_EQ(*cram::cram_nimber(empty, rows, cols, budget, box),
              plain_value(*cram, board(rows, cols, empty)))
        << board(rows, cols, empty).cells << " " << rows << "x" << cols;
  }
}

// `grundy value cram:…` takes this route: the ruleset's fast value.
TEST(CramNimber, IsCramsFastValue) {
  const RulesetPtr cram = make_ruleset("cram");
  Budget budget;
  EXPECT_EQ(cram->fast_value(board(4, 5, full(4, 5)), budget), 2u);
  EXPECT_EQ(make_ruleset("domineering")->fast_value(board(2, 2, full(2, 2)), budget), std::nullopt);
  EXPECT_EQ(cram::cram_nimber(1, 13, 5, budget), std::nullopt);  // 65 squares: no route
}

// Beling's table (rows × columns: nimber), the boards quick enough for `make test`.
TEST(CramNimber, ReproducesBelingsTable) {
  const struct {
    int rows, cols;
    std::uint64_t nimber;
  } kTable[] = {{4, 4, 0}, {4, 5, 2}, {4, 6, 0}, {4, 7, 3}, {5, 5, 0}, {5, 6, 2}, {4, 8, 0}};
  for (const auto& t : kTable) {
    EXPECT_EQ(pruned_value(t.rows, t.cols, full(t.rows, t.cols)), t.nimber)
        << t.rows << "x" << t.cols;
    EXPECT_EQ(pruned_value(t.cols, t.rows, full(t.cols, t.rows)), t.nimber)
        << t.cols << "x" << t.rows;
  }
}

// Beling's table on the boards that take seconds to minutes (`make test-long`).
TEST(CramNimberLong, ReproducesBelingsTable) {
  const struct {
    int rows, cols;
    std::uint64_t nimber;
  } kTable[] = {{4, 9, 1}, {5, 7, 1}, {6, 6, 0}, {4, 10, 0}, {5, 8, 1}};
  for (const auto& t : kTable) {
    EXPECT_EQ(pruned_value(t.rows, t.cols, full(t.rows, t.cols)), t.nimber)
        << t.rows << "x" << t.cols;
  }
}

// The frontier of issue 31, each its own test (minutes each at the time of writing): Beling's
// nimbers for 4×11, 5×10, 6×7 and 7×7.
void expect_belings_nimber(int rows, int cols, std::uint64_t nimber) {
  EXPECT_EQ(pruned_value(rows, cols, full(rows, cols)), nimber) << rows << "x" << cols;
}
TEST(CramNimberLong, Beling4x11) {
  expect_belings_nimber(4, 11, 1);
}
TEST(CramNimberLong, Beling5x10) {
  expect_belings_nimber(5, 10, 2);
}
TEST(CramNimberLong, Beling6x7) {
  expect_belings_nimber(6, 7, 5);
}
TEST(CramNimberLong, Beling7x7) {
  expect_belings_nimber(7, 7, 1);
}

// Over budget: a clean budget error, not a wrong answer.
TEST(CramNimber, ChargesTheBudget) {
  Budget nodes;
  nodes.set_node_limit(1000);
  try {
    (void)cram::cram_nimber(full(5, 6), 5, 6, nodes);
    ADD_FAILURE() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
  Budget bytes;
  bytes.set_byte_limit(10000);
  try {
    (void)cram::cram_nimber(full(5, 6), 5, 6, bytes);
    ADD_FAILURE() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

// Measures boards named in CRAM_BENCH ("4x9,5x7"): nimber, nodes charged, CPU seconds.
// build/grundy_tests --gtest_also_run_disabled_tests --gtest_filter='*DISABLED_Bench*'
TEST(CramNimber, DISABLED_Bench) {
  const char* list = std::getenv("CRAM_BENCH");
  for (const char* p = list ? list : "4x9,5x7,6x6"; *p;) {
    char* end = nullptr;
    const int rows = static_cast<int>(std::strtol(p, &end, 10));
    const int cols = static_cast<int>(std::strtol(end + 1, &end, 10));
    Budget budget;
    const std::clock_t start = std::clock();
    const std::uint64_t g = *cram::cram_nimber(full(rows, cols), rows, cols, budget);
    const double cpu = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    std::printf("cram %dx%d nimber %llu nodes %llu peak bytes %llu cpu %.2f s\n", rows, cols,
                static_cast<unsigned long long>(g), static_cast<unsigned long long>(budget.nodes()),
                static_cast<unsigned long long>(budget.peak_bytes()), cpu);
    std::fflush(stdout);
    p = *end ? end + 1 : end;
  }
}

}  // namespace
}  // namespace grundy
