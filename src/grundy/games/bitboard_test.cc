// The rules on bit boards (grundy/games/bitboard.h) against the generic grid rules of the same
// rulesets, on random boards: the symmetries are involutions that move the right squares; each
// side's options on bits, split into signed regions, have the same values as the generic options;
// a board's signed regions add up to its value; and the outcome search on bits finds the outcome
// the search through the generic interface finds, alone and in sums with negated terms.
#include "grundy/games/bitboard.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/solver.h"
#include "grundy/search/outcome_search.h"

namespace grundy::partizan {
namespace {

const BitRules& bits_of(const RulesetPtr& r) {
  const auto* grid = dynamic_cast<const GridRuleset*>(r.get());
  EXPECT_NE(grid, nullptr) << r->spelling();
  EXPECT_NE(grid->bit_rules(), nullptr) << r->spelling();
  return *grid->bit_rules();
}

Component random_board(std::mt19937_64& rng, int rows, int cols, std::string_view alphabet) {
  Grid g;
  g.rows = rows;
  g.cols = cols;
  for (int k = 0; k < rows * cols; ++k) g.cells += alphabet[rng() % alphabet.size()];
  return g.position();
}

struct Case {
  const char* ruleset;
  const char* alphabet;
  char layer0, layer1;  // the squares of each layer
  char both = '\0';     // the squares in both layers
};
constexpr Case kCases[] = {{"domineering", "....#", '.', '\0'},
                           {"clobber", "xo.xo", 'x', 'o'},
                           {"cram", "....#", '.', '\0'},
                           {"fission", "x...#", 'x', '.'},
                           {"amazons", "xo.#.#", 'x', 'o', '.'}};

// The board c on bits as the case says: bit_encode, and the squares in both layers added.
BitBoard encoded(const Case& k, const Component& c) {
  BitBoard b = *bit_encode(c, k.layer0, k.layer1);
  for (std::size_t i = 0; k.both && i < c.cells.size(); ++i) {
    if (c.cells[i] != k.both) continue;
    const std::uint64_t bit = std::uint64_t{1} << (8 * (i / c.b) + i % c.b);
    b.layer[0] |= bit;
    b.layer[1] |= bit;
  }
  return b;
}

// The value of signed regions: the sum of their boards' values, each negated when marked so.
GameId value_of(const Ruleset& r, const BitRules& bits, const std::vector<SignedBoard>& regions,
                PartizanSolver& solver, GameStore& store, Budget& budget) {
  GameId total = kZero;
  for (const SignedBoard& s : regions) {
    const GameId v = solver.value(r, bits.decode(s.board));
    total = store.add(total, s.negated ? store.negative(v) : v, budget);
  }
  return total;
}

TEST(BitBoard, SymmetriesMoveTheRightSquares) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 500; ++round) {
    const int rows = 1 + static_cast<int>(rng() % 8), cols = 1 + static_cast<int>(rng() % 8);
    const Component c = random_board(rng, rows, cols, "xo.#");
    const BitBoard b = *bit_encode(c, 'x', 'o');
    Component round_trip = c;  // what is not a stone comes back as '#'
    std::replace(round_trip.cells.begin(), round_trip.cells.end(), '.', '#');
    EXPECT_EQ(bit_decode(b, 'x', 'o'), round_trip);
    EXPECT_EQ(bit_flip_rows(bit_flip_rows(b)), b);
    EXPECT_EQ(bit_flip_columns(bit_flip_columns(b)), b);
    EXPECT_EQ(bit_transpose(bit_transpose(b)), b);
    const Grid g = Grid::of(bit_decode(b, 'x', 'o'));
    const Grid t = Grid::of(bit_decode(bit_transpose(b), 'x', 'o'));
    const Grid fr = Grid::of(bit_decode(bit_flip_rows(b), 'x', 'o'));
    const Grid fc = Grid::of(bit_decode(bit_flip_columns(b), 'x', 'o'));
    ASSERT_EQ(t.rows, cols);
    ASSERT_EQ(t.cols, rows);
    for (int r = 0; r < rows; ++r) {
      for (int k = 0; k < cols; ++k) {
        EXPECT_EQ(t.at(k, r), g.at(r, k));
        EXPECT_EQ(fr.at(rows - 1 - r, k), g.at(r, k));
        EXPECT_EQ(fc.at(r, cols - 1 - k), g.at(r, k));
      }
    }
    // Every image of a board, and every image of its conjugate, has one normal form.
    const SignedBoard n = bit_normalise(bit_crop(b), Symmetry::kDihedral, Conjugate::kSwapLayers);
    for (const BitBoard& image : {bit_transpose(b), bit_flip_rows(b), bit_flip_columns(b)}) {
      const SignedBoard m =
          bit_normalise(bit_crop(image), Symmetry::kDihedral, Conjugate::kSwapLayers);
      EXPECT_EQ(m.board, n.board);
      EXPECT_EQ(m.negated, n.negated);
    }
  }
}

// bit_normalise against every image made by brute force: its board is the least of all
// images of the board and of its conjugate (under the symmetry), negated exactly when that
// least is reached only through the conjugate. Boards of every shape, square or not (on one that
// is not square bit_normalise makes only the images of the orientation with fewer rows).
TEST(BitBoard, NormalFormIsTheLeastOfAllImages) {
  std::mt19937_64 rng(23);
  for (int round = 0; round < 2000; ++round) {
    const int rows = 1 + static_cast<int>(rng() % 6), cols = 1 + static_cast<int>(rng() % 6);
    const BitBoard b = bit_crop(*bit_encode(random_board(rng, rows, cols, "xo.xo"), 'x', 'o'));
    for (const Symmetry symmetry : {Symmetry::kNone, Symmetry::kReflections, Symmetry::kDihedral}) {
      for (const Conjugate conjugate :
           {Conjugate::kNone, Conjugate::kTranspose, Conjugate::kSwapLayers}) {
        std::vector<std::pair<BitBoard, bool>> all;  // (image, reached through the conjugate)
        auto add = [&](const BitBoard& start, bool negated) {
          if (symmetry == Symmetry::kNone) {
            all.push_back({start, negated});
            return;
          }
          std::vector<BitBoard> starts = {start};
          if (symmetry == Symmetry::kDihedral) starts.push_back(bit_transpose(start));
          for (const BitBoard& t : starts) {
            for (const BitBoard& r : {t, bit_flip_rows(t)}) {
              all.push_back({r, negated});
              all.push_back({bit_flip_columns(r), negated});
            }
          }
        };
        add(b, false);
        if (conjugate == Conjugate::kTranspose) add(bit_transpose(b), true);
        if (conjugate == Conjugate::kSwapLayers) {
          BitBoard s = b;
          std::swap(s.layer[0], s.layer[1]);
          add(s, true);
        }
        BitBoard least = all[0].first;
        for (const auto& [image, negated] : all) least = std::min(least, image);
        bool positive = false;
        for (const auto& [image, negated] : all) positive |= image == least && !negated;
        const SignedBoard n = bit_normalise(b, symmetry, conjugate);
        ASSERT_EQ(n.board, least) << rows << "x" << cols << " round " << round;
        ASSERT_EQ(n.negated, !positive) << rows << "x" << cols << " round " << round;
      }
    }
  }
}

TEST(BitBoard, OptionsAndRegionsHaveTheGenericValues) {
  std::mt19937_64 rng(11);
  for (const Case& k : kCases) {
    const RulesetPtr r = make_ruleset(k.ruleset);
    const BitRules& bits = bits_of(r);
    int compared = 0;
    for (int round = 0; round < 150; ++round) {
      const int rows = 1 + static_cast<int>(rng() % 4), cols = 1 + static_cast<int>(rng() % 4);
      const Component c = random_board(rng, rows, cols, k.alphabet);
      const BitBoard b = encoded(k, c);
      ASSERT_EQ(bits.encode(c), b);
      if (k.both) ASSERT_EQ(bits.decode(b), c);  // every square kept, so it comes back
      GameStore store;
      Budget budget;
      PartizanSolver solver(store, budget);
      std::vector<SignedBoard> regions;
      bits.regions(b, regions);
      ASSERT_EQ(value_of(*r, bits, regions, solver, store, budget), solver.value(*r, c))
          << k.ruleset << ":" << Grid::of(c).spelling();
      for (Side side : {Side::kLeft, Side::kRight}) {
        std::vector<GameId> generic, on_bits;
        for (const Parts& p : r->options(c, side, budget)) generic.push_back(solver.value(*r, p));
        std::vector<BitBoard> moves;
        bits.moves(b, side, moves);
        for (const BitBoard& m : moves) {
          regions.clear();
          bits.regions(m, regions);
          on_bits.push_back(value_of(*r, bits, regions, solver, store, budget));
        }
        std::sort(generic.begin(), generic.end());
        std::sort(on_bits.begin(), on_bits.end());
        ASSERT_EQ(on_bits, generic) << k.ruleset << ":" << Grid::of(c).spelling();
      }
      ++compared;
    }
    EXPECT_EQ(compared, 150) << k.ruleset;
  }
}

Outcome search_outcome(const std::vector<std::pair<Component, bool>>& terms, const RulesetPtr& r,
                       bool on_bits, bool pure) {
  Budget budget;
  OutcomeSearchOptions o;
  o.table_bytes = std::uint64_t{1} << 16;
  o.bit_boards = on_bits;
  if (pure) o.trial_moves = 0, o.sum_nodes = 0;
  OutcomeSearch search(budget, o);
  for (const auto& [c, negated] : terms) search.add(r, c, negated);
  return search.outcome();
}

TEST(BitBoard, SearchOnBitsAgreesWithTheGenericSearch) {
  std::mt19937_64 rng(13);
  for (const Case& k : {kCases[0], kCases[1], kCases[3], kCases[4]}) {
    const RulesetPtr r = make_ruleset(k.ruleset);
    for (int round = 0; round < 120; ++round) {
      std::vector<std::pair<Component, bool>> terms;
      const int n = 1 + static_cast<int>(rng() % 3);
      for (int t = 0; t < n; ++t) {
        // Amazons' generic search is slow: its boards at most 3 × 3 here.
        const int most = k.both ? 3 : 4;
        const int rows = 1 + static_cast<int>(rng() % most),
                  cols = 2 + static_cast<int>(rng() % (most - 1));
        terms.emplace_back(random_board(rng, rows, cols, k.alphabet), rng() % 3 == 0);
      }
      // Now and then a term beside its transpose (Domineering) or its colours exchanged
      // (Clobber) or transposed (Fission): its negative, which the search on bits recognises.
      if (round % 5 == 0) {
        Grid g = Grid::of(terms[0].first), image = g;
        if (k.ruleset[0] == 'd' || k.ruleset[0] == 'f') {
          std::swap(image.rows, image.cols);
          for (int a = 0; a < g.rows; ++a) {
            for (int c = 0; c < g.cols; ++c) image.at(c, a) = g.at(a, c);
          }
        } else {
          for (char& ch : image.cells) ch = ch == 'x' ? 'o' : ch == 'o' ? 'x' : ch;
        }
        terms.emplace_back(image.position(), terms[0].second);
      }
      const Outcome generic = search_outcome(terms, r, false, false);
      std::string shown;
      for (const auto& [c, negated] : terms) {
        shown += (negated ? " - " : " + ") + Grid::of(c).spelling();
      }
      EXPECT_EQ(search_outcome(terms, r, true, false), generic) << k.ruleset << shown;
      EXPECT_EQ(search_outcome(terms, r, true, true), generic) << k.ruleset << shown << " (pure)";
    }
  }
}

}  // namespace
}  // namespace grundy::partizan
