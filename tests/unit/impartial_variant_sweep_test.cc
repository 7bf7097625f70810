// The impartial variant of every partizan ruleset of the registry (`impartial(R)`,
// grundy/rulesets/impartial_variant.h) against the definition, on every small position: the
// Grundy value the engine gives (the Grundy solver, which splits a position into R's components,
// nim-adds their values by the Sprague–Grundy theorem and memoises) equals a plain mex recursion
// written here from R's Left and Right option lists alone: a position's options are both sides'
// moves in any one of its parts, never split further, never nim-added, memoised by the position's
// spelling. Positions are enumerated whole, smallest first: every board, strip, stalk or cake of
// 1, 2, … cells over the ruleset's alphabet, up to 12 cells or a bound on their count (a level of
// cells is done whole or not at all), so the check says "every position of at most k cells".
// ImpartialVariantSweep keeps to 20 000 positions a ruleset (under a second in all);
// ImpartialVariantSweepLong (ctest label `long`) goes to 12 cells or 1 000 000 positions a
// ruleset (every strip, stalk and cake of 12 cells; boards of 2 letters to 12 cells, of 3 to 11,
// of 4 to 8). Boards of exactly 12 cells are checked in impartial_variant_board12_test.cc.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/rulesets/impartial_variant.h"
#include "tests/unit/impartial_variant_spellings.h"
#include "tests/unit/partizan_rulesets.h"

namespace grundy::impartial_variant_sweep {
namespace {

constexpr unsigned kMaxCells = 12;

// Every word of length n over the cells, each cell written as its index.
std::vector<std::vector<std::size_t>> words(std::size_t cells, unsigned n) {
  std::vector<std::vector<std::size_t>> out{{}};
  for (unsigned i = 0; i < n; ++i) {
    std::vector<std::vector<std::size_t>> longer;
    longer.reserve(out.size() * cells);
    for (const std::vector<std::size_t>& w : out) {
      for (std::size_t c = 0; c < cells; ++c) {
        longer.push_back(w);
        longer.back().push_back(c);
      }
    }
    out = std::move(longer);
  }
  return out;
}

// The spellings of every position of exactly n cells.
std::vector<std::string> positions_of(const Spelling& s, unsigned n) {
  std::vector<std::string> out;
  if (s.shape == Shape::kHeap) return {std::to_string(n)};  // one heap of n tokens
  if (s.shape == Shape::kRectangle) {
    for (unsigned h = 1; h <= n; ++h) {
      if (n % h == 0) out.push_back(std::to_string(h) + "x" + std::to_string(n / h));
    }
    return out;
  }
  const std::vector<std::string> cells = cells_of(s);
  const std::vector<std::vector<std::size_t>> all = words(cells.size(), n);
  for (unsigned rows = 1; rows <= n; ++rows) {
    if (n % rows) continue;
    if (s.shape == Shape::kStrip && rows > 1) break;
    for (const std::vector<std::size_t>& w : all) out.push_back(board_text(s, cells, n / rows, w));
  }
  return out;
}

// The count of positions of exactly n cells, without listing them.
std::uint64_t count_of(const Spelling& s, unsigned n) {
  if (s.shape == Shape::kHeap) return 1;
  std::uint64_t shapes = 0;
  for (unsigned rows = 1; rows <= n; ++rows) {
    if (n % rows == 0 && (s.shape != Shape::kStrip || rows == 1)) ++shapes;
  }
  if (s.shape == Shape::kRectangle) return shapes;
  std::uint64_t per_shape = 1;
  for (unsigned i = 0; i < n; ++i) per_shape *= cells_of(s).size();
  return shapes * per_shape;
}

// The Grundy value by the definition: the mex of the values of every option, an option being a
// move of either side in one part (replaced by the parts that move leaves). Only R's option
// lists are used; memoised by the position's spelling (its parts sorted: a sum is the same game
// in any order).
class PlainMex {
 public:
  explicit PlainMex(const Ruleset& partizan) : r_(partizan) {}

  std::uint64_t grundy(Parts position) {
    std::sort(position.begin(), position.end());
    std::string key = r_.format_position(position);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::set<std::uint64_t> seen;
    for (std::size_t i = 0; i < position.size(); ++i) {
      for (Side side : {Side::kLeft, Side::kRight}) {
        for (const Parts& option : r_.options(position[i], side, no_limit_)) {
          Parts next = position;
          next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
          next.insert(next.end(), option.begin(), option.end());
          seen.insert(grundy(std::move(next)));
        }
      }
    }
    std::uint64_t mex = 0;
    while (seen.contains(mex)) ++mex;
    memo_.emplace(std::move(key), mex);
    return mex;
  }

 private:
  const Ruleset& r_;
  Budget no_limit_;  // a test of the rules, with no limit
  std::unordered_map<std::string, std::uint64_t> memo_;
};

// Checks every position of r's variant of at most kMaxCells cells, smallest first, while the
// count stays within max_positions; returns the most cells checked whole.
unsigned sweep(const RulesetPtr& r, std::uint64_t max_positions) {
  const Spelling* s = spelling_of(r->spelling());
  if (!s) {
    ADD_FAILURE() << r->spelling() << " has no row in kSpellings: say how its small positions "
                  << "are spelled (tests/unit/impartial_variant_sweep_test.cc)";
    return 0;
  }
  const RulesetPtr variant = impartial_variant(r);
  PlainMex plain(*r);
  Budget budget;  // a test of the rules, with no limit
  GrundySolver solver(budget);
  std::uint64_t checked = 0, readable = 0;
  unsigned cells = 0;
  for (unsigned n = 1; n <= kMaxCells; ++n) {
    if (checked + count_of(*s, n) > max_positions) break;
    for (const std::string& text : positions_of(*s, n)) {
      ++checked;
      std::vector<Component> position;
      try {
        position = r->parse_position(text, 1);  // NoGo refuses a group with no liberty
      } catch (const Error&) {
        continue;
      }
      ++readable;
      const std::uint64_t want = plain.grundy(position);
      const std::uint64_t got = solver.grundy_value(*variant, position);
      if (got != want) {
        ADD_FAILURE() << variant->format_term(position) << ": the solver gives " << got
                      << ", the plain mex recursion " << want;
        return 0;
      }
    }
    cells = n;
  }
  EXPECT_GT(readable, 0u) << r->spelling();
  std::printf("  impartial(%s): every position of at most %u cells, %llu positions\n",
              r->spelling().c_str(), cells, static_cast<unsigned long long>(readable));
  return cells;
}

TEST(ImpartialVariantSweep, EveryPartizanRulesetHasSmallPositions) {
  const std::vector<RulesetPtr> rulesets = testing::partizan_rulesets();
  EXPECT_GE(rulesets.size(), 14u);
  for (const RulesetPtr& r : rulesets) EXPECT_TRUE(spelling_of(r->spelling())) << r->spelling();
}

TEST(ImpartialVariantSweep, AgreesWithThePlainMexRecursion) {
  for (const RulesetPtr& r : testing::partizan_rulesets()) {
    EXPECT_GE(sweep(r, 20000), 5u) << r->spelling();
  }
}

TEST(ImpartialVariantSweepLong, AgreesWithThePlainMexRecursionUpTo12Cells) {
  for (const RulesetPtr& r : testing::partizan_rulesets()) {
    EXPECT_GE(sweep(r, 1000000), 8u) << r->spelling();
  }
}

}  // namespace
}  // namespace grundy::impartial_variant_sweep
