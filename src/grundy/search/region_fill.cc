#include "grundy/search/region_fill.h"

#include <fmt/format.h>

#include <bit>            // std::popcount
#include <unordered_set>  // std::unordered_set
#include <vector>         // std::vector

#include "grundy/core/error.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {

namespace {

// A node of an unordered_set, roughly: what each shape or region kept costs the budget.
constexpr std::uint64_t kSetEntryBytes = 64;

BitBoard shape_board(std::uint64_t mask) {
  return bit_crop(BitBoard{kBitBoardSide, kBitBoardSide, {mask, 0}});
}

// The shapes of one more square: each neighbour of each shape added, cropped.
std::vector<std::uint64_t> grow(const std::vector<std::uint64_t>& shapes, MemoryCharge& charge,
                                Budget& budget) {
  std::unordered_set<std::uint64_t> next;
  for (std::uint64_t shape : shapes) {
    const BitBoard b = shape_board(shape);
    // Room for a square above and to the left, within the frame.
    std::uint64_t moved = shape;
    if (b.rows < kBitBoardSide) moved <<= 8;
    if (b.cols < kBitBoardSide) moved = (moved << 1) & ~kColumn0;
    for (std::uint64_t around = bit_neighbours(moved) & ~moved; around; around &= around - 1) {
      budget.charge();
      if (next.insert(shape_board(moved | (around & -around)).layer[0]).second) {
        charge.add(kSetEntryBytes);
      }
    }
  }
  return {next.begin(), next.end()};
}

}  // namespace

RegionFillStats fill_regions(
    const Ruleset& ruleset, std::size_t max_cells, RegionStore& regions, Budget& budget,
    const std::function<void(std::size_t, const RegionFillStats&)>& progress) {
  const auto* grid = dynamic_cast<const GridRuleset*>(&ruleset);
  const BitRules* bits = grid ? grid->bit_rules() : nullptr;
  if (!bits) {
    throw Error(ErrorKind::kUsage,
                fmt::format("{} has no rules on bit boards: the database of solved regions holds "
                            "regions of domineering, cram and clobber",
                            ruleset.spelling()));
  }
  if (bits->layers() > 2) {
    // Amazons: a square holds either amazon, nothing or an arrow; its regions are 8-connected,
    // where the shapes below grow 4-connected.
    throw Error(ErrorKind::kUsage,
                fmt::format("the database of solved regions holds no {} regions: a square "
                            "takes three states there and regions are 8-connected",
                            ruleset.spelling()));
  }
  if (max_cells > 64) max_cells = 64;
  const std::string spelling = ruleset.spelling();
  GameStore store;
  PartizanSolver solver(store, budget);
  MemoryCharge charge(budget, "the regions enumerated");
  std::unordered_set<BitBoard, BitBoardHash> seen;
  std::vector<SignedBoard> parts;
  RegionFillStats stats;
  auto visit = [&](const BitBoard& board) {
    parts.clear();
    bits->regions(board, parts);
    if (parts.size() != 1 || !seen.insert(parts[0].board).second) return;
    charge.add(kSetEntryBytes);
    ++stats.regions;
    const std::string key = region_key(ruleset, *bits, parts[0].board);
    if (find_region(regions, store, budget, spelling, key)) {
      ++stats.kept;
      return;
    }
    const GameId g = solver.value(ruleset, bits->decode(parts[0].board));
    save_region(regions, store, budget, spelling, key, g);
    ++stats.computed;
  };
  std::vector<std::uint64_t> shapes = {1};
  for (std::size_t cells = 1; cells <= max_cells && !shapes.empty(); ++cells) {
    if (cells > 1) shapes = grow(shapes, charge, budget);
    stats.shapes += shapes.size();
    for (std::uint64_t shape : shapes) {
      const BitBoard b = shape_board(shape);
      if (bits->layers() == 1) {
        visit(b);
        continue;
      }
      // Every colouring: the squares of each subset in layer 0, the others in layer 1.
      for (std::uint64_t sub = shape;; sub = (sub - 1) & shape) {
        visit(BitBoard{b.rows, b.cols, {sub, shape & ~sub}});
        if (sub == 0) break;
      }
    }
    if (progress) progress(cells, stats);
  }
  return stats;
}

}  // namespace grundy::partizan
