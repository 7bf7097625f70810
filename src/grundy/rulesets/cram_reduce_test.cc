// The nimber-keeping rewrites of Cram regions (cram_reduce.h): on examples drawn by hand, and
// against the plain mex recursion (GrundySolver with its fast routes off) on random boards, where
// the rewritten board must have the nimber of the board itself.
#include "grundy/rulesets/cram_reduce.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "grundy/games/grid.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy::cram {
namespace {

// A picture: rows separated by '|', '.' an empty square, '#' a filled one.
std::uint64_t squares(const std::string& picture) {
  std::uint64_t out = 0;
  int i = 0;
  for (char ch : picture) {
    if (ch == '|') continue;
    if (ch == '.') out |= std::uint64_t{1} << i;
    ++i;
  }
  return out;
}

std::uint64_t plain_value(int rows, int cols, std::uint64_t empty) {
  partizan::Grid g;
  g.rows = rows, g.cols = cols;
  for (int i = 0; i < rows * cols; ++i) g.cells += (empty >> i) & 1 ? '.' : '#';
  static const RulesetPtr cram = make_ruleset("cram");
  Budget budget;
  GrundySolver plain(budget, false);  // the mex rule over options() alone
  return plain.grundy_value(*cram, std::move(g).position());
}

TEST(CramReduce, Examples) {
  const Frame& f = frame(3, 4);
  const auto reduced = [&](const std::string& a) { return reduce(squares(a), f); };
  // A plus: the centre keeps one of its four tufts (the one above it).
  EXPECT_EQ(reduced("#.##|...#|#.##"), squares("#.##|#.##|####"));
  // A T: three tufts on one centre.
  EXPECT_EQ(reduced("#.##|...#|####"), squares("#.##|#.##|####"));
  // A U: the middle of its top row is a bridge between two centres.
  EXPECT_EQ(reduced("...#|.#.#|####"), squares(".#.#|.#.#|####"));
  // No tuft: nothing to do.
  EXPECT_EQ(reduced("....|....|...."), squares("....|....|...."));
  EXPECT_EQ(reduced("..##|..##|####"), squares("..##|..##|####"));
  // A domino and a path of four: a tuft on each centre, no bridge.
  EXPECT_EQ(reduced("..##|####|####"), squares("..##|####|####"));
  EXPECT_EQ(reduced("....|####|####"), squares("....|####|####"));
  // An L of five (a path): its corner is a bridge between two centres.
  EXPECT_EQ(reduced("...#|.###|.###"), squares("#..#|.###|.###"));
  // An L of four: the corner is a centre, the square beside it has a further neighbour.
  EXPECT_EQ(reduced("..##|.###|.###"), squares("..##|.###|.###"));
}

// Random boards up to 4 × 5 with about a third of the squares filled: the reduced board has the
// board's nimber (and the rewrites fire on many of them).
TEST(CramReduce, KeepsTheNimber) {
  std::mt19937_64 rng(131);
  int changed = 0;
  for (int i = 0; i < 1500; ++i) {
    const int rows = 2 + static_cast<int>(rng() % 3);
    const int cols = 2 + static_cast<int>(rng() % 4);
    std::uint64_t empty = 0;
    for (int k = 0; k < rows * cols; ++k) {
      if (rng() % 3 != 0) empty |= std::uint64_t{1} << k;
    }
    const std::uint64_t r = reduce(empty, frame(rows, cols));
    ASSERT_EQ(r & ~empty, 0u);  // only fills
    if (r == empty) continue;
    ++changed;
    ASSERT_EQ(plain_value(rows, cols, r), plain_value(rows, cols, empty))
        << rows << "x" << cols << " " << empty << " -> " << r;
  }
  EXPECT_GT(changed, 300);
}

}  // namespace
}  // namespace grundy::cram
