// The twin lemma's cuts (cram_twins.h): on examples drawn by hand, and against the plain mex
// recursion (GrundySolver with its fast routes off) on random boards, where the nim-sum of the
// parts the cuts leave must be the nimber of the board itself.
#include "grundy/rulesets/cram_twins.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "grundy/games/grid.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy::cram {
namespace {

// A picture: rows separated by '|', '.' an empty square, '#' a filled one.
std::uint64_t twin_squares(const std::string& picture) {
  std::uint64_t out = 0;
  int i = 0;
  for (char ch : picture) {
    if (ch == '|') continue;
    if (ch == '.') out |= std::uint64_t{1} << i;
    ++i;
  }
  return out;
}

std::uint64_t twin_plain_value(int rows, int cols, std::uint64_t empty) {
  partizan::Grid g;
  g.rows = rows, g.cols = cols;
  for (int i = 0; i < rows * cols; ++i) g.cells += (empty >> i) & 1 ? '.' : '#';
  static const RulesetPtr cram = make_ruleset("cram");
  Budget budget;
  GrundySolver plain(budget, false);  // the mex rule over options() alone
  return plain.grundy_value(*cram, std::move(g).position());
}

std::vector<std::uint64_t> twin_parts(std::uint64_t e, const Frame& f) {
  std::vector<std::uint64_t> out;
  for_each_cut_region(e, twin_cuts(e, f), f, [&](std::uint64_t r) { out.push_back(r); });
  return out;
}

TEST(CramTwins, Examples) {
  const Frame& f = frame(3, 4);
  const auto cuts = [&](const std::string& a) { return twin_cuts(twin_squares(a), f); };
  // A block whose top left square is shut in above and to the left, its bottom right one below
  // and to the right (twins on the other two): both its horizontal edges are cut.
  EXPECT_EQ(cuts("#...|...#|.###"), twin_squares("#.##|#.##|####"));
  // The mirror image: top right and bottom left shut in.
  EXPECT_EQ(cuts("..##|...#|#.##"), twin_squares(".###|.###|####"));
  // 2 × 2 blocks whose corners have a third empty neighbour are no pairs of twins.
  EXPECT_EQ(cuts("..##|...#|...#"), 0u);
  // Here the top right and bottom left squares are twins (the others are not).
  EXPECT_EQ(cuts("..##|....|####"), twin_squares(".###|.###|####"));
  EXPECT_EQ(cuts("....|....|...."), 0u);
  // A 2 × 2 block alone: two vertical dominoes.
  EXPECT_EQ(cuts("..##|..##|####"), twin_squares(".###|.###|####"));
  EXPECT_EQ(twin_parts(twin_squares("..##|..##|####"), f).size(), 2u);
  // Each splits into the squares left and right of its cut edges.
  std::vector<std::uint64_t> p = twin_parts(twin_squares("#...|...#|.###"), f);
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0], twin_squares("#.##|..##|.###"));
  EXPECT_EQ(p[1], twin_squares("##..|##.#|####"));
  p = twin_parts(twin_squares("..##|...#|#.##"), f);
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0], twin_squares(".###|.###|####"));
  EXPECT_EQ(p[1], twin_squares("#.##|#..#|#.##"));
}

// Random boards up to 4 × 5 with about a third of the squares filled: the parts' nimbers
// nim-add to the board's (and the cuts split many of them).
TEST(CramTwins, PartsSumToTheNimber) {
  std::mt19937_64 rng(231);
  int split = 0;
  for (int i = 0; i < 3000 && split < 400; ++i) {
    const int rows = 2 + static_cast<int>(rng() % 3);
    const int cols = 2 + static_cast<int>(rng() % 4);
    const Frame& f = frame(rows, cols);
    std::uint64_t empty = 0;
    for (int k = 0; k < rows * cols; ++k) {
      if (rng() % 3 != 0) empty |= std::uint64_t{1} << k;
    }
    if (!twin_cuts(empty, f)) continue;
    std::uint64_t sum = 0, whole = 0;
    int regions = 0;
    for (const std::uint64_t r : twin_parts(empty, f)) {
      ASSERT_EQ(r & ~empty, 0u);
      ASSERT_EQ(whole & r, 0u);
      whole |= r;
      sum ^= twin_plain_value(rows, cols, r);
      ++regions;
    }
    ASSERT_EQ(whole, empty);
    ASSERT_EQ(sum, twin_plain_value(rows, cols, empty)) << rows << "x" << cols << " " << empty;
    int plain_regions = 0;
    for_each_cut_region(empty, 0, f, [&](std::uint64_t) { ++plain_regions; });
    if (regions > plain_regions) ++split;
  }
  EXPECT_GE(split, 100);
}

}  // namespace
}  // namespace grundy::cram
