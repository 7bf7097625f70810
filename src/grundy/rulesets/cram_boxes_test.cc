// The box of precomputed Cram nimbers (cram_boxes.h): its values against the plain mex recursion
// (GrundySolver with its fast routes off), the index of a region found in a larger board, and
// the box a board gets.
#include "grundy/rulesets/cram_boxes.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "grundy/core/error.h"
#include "grundy/games/grid.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy::cram {
namespace {

// A picture: rows separated by '|', '.' an empty square, '#' a filled one.
std::uint64_t box_squares(const std::string& picture) {
  std::uint64_t out = 0;
  int i = 0;
  for (char ch : picture) {
    if (ch == '|') continue;
    if (ch == '.') out |= std::uint64_t{1} << i;
    ++i;
  }
  return out;
}

std::uint64_t box_plain_value(int rows, int cols, std::uint64_t empty) {
  partizan::Grid g;
  g.rows = rows, g.cols = cols;
  for (int i = 0; i < rows * cols; ++i) g.cells += (empty >> i) & 1 ? '.' : '#';
  static const RulesetPtr cram = make_ruleset("cram");
  Budget budget;
  GrundySolver plain(budget, false);  // the mex rule over options() alone
  return plain.grundy_value(*cram, std::move(g).position());
}

// Every position of a 3 × 4 box, and random ones of a 4 × 5 box, as the plain recursion values
// them.
TEST(CramBoxes, AgreeWithPlainRecursion) {
  Budget budget;
  const BoxTable small(3, 4, budget);
  for (std::uint64_t p = 0; p < (1u << 12); ++p)
    ASSERT_EQ(small.value(p), box_plain_value(3, 4, p)) << p;
  const BoxTable box(4, 5, budget);
  std::mt19937_64 rng(17);
  for (int i = 0; i < 300; ++i) {
    const std::uint64_t p = rng() & ((1u << 20) - 1);
    ASSERT_EQ(box.value(p), box_plain_value(4, 5, p)) << p;
  }
  EXPECT_EQ(box.value((1u << 20) - 1), 2u);  // the 4 × 5 board (Beling's table)
}

// A region of a larger board is found at its bounding box's corner, or not at all.
TEST(CramBoxes, IndexOfARegion) {
  Budget budget;
  const BoxTable box(2, 3, budget);
  const Frame& f = frame(4, 5);
  EXPECT_EQ(box.index(box_squares("#####|##..#|###.#|#####"), f), box_squares("..#|#.#"));
  EXPECT_EQ(box.index(box_squares("#####|#####|#####|...##"), f), box_squares("...|###"));
  EXPECT_EQ(box.index(box_squares(".####|.####|#####|#####"), f), box_squares(".##|.##"));
  EXPECT_EQ(box.index(box_squares("....#|#####|#####|#####"), f), BoxTable::kNone);  // too wide
  EXPECT_EQ(box.index(box_squares("#.###|#.###|#.###|#####"), f), BoxTable::kNone);  // too tall
}

TEST(CramBoxes, BoxForABoard) {
  EXPECT_EQ(box_for(4, 5).rows, 0);  // too small to gain
  const BoxShape b = box_for(4, 11);
  EXPECT_EQ(b.rows * 10 + b.cols, 46);
  const BoxShape c = box_for(7, 7);
  EXPECT_EQ(c.rows * 10 + c.cols, 55);
  const BoxShape d = box_for(11, 4);
  EXPECT_EQ(d.rows * 10 + d.cols, 64);
}

TEST(CramBoxes, ChargesTheBudget) {
  Budget bytes;
  bytes.set_byte_limit(1000);
  EXPECT_THROW(BoxTable(4, 5, bytes), Error);
}

}  // namespace
}  // namespace grundy::cram
