#pragma once
// Fills the database of solved regions (grundy/search/region_store.h) with every region of a grid
// ruleset on bits up to a number of squares: `grundy store regions RULESET --max-cells N`. The
// shapes are the fixed polyominoes of 1 … N squares that fit the 8 × 8 frame, grown one square
// at a time (every polyomino of k + 1 squares is one of k squares with a neighbouring square
// added, since removing a suitable square, a leaf of a spanning tree, keeps it connected); a
// ruleset whose squares may be in either of two layers (Clobber) gets every colouring of each
// shape. Each board is normalised as the search normalises it (BitRules::regions), so equal and
// symmetric regions are solved once. No I/O: the database is reached through the interface.
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function

#include "grundy/core/budget.h"
#include "grundy/games/ruleset.h"
#include "grundy/search/region_store.h"

namespace grundy::partizan {

struct RegionFillStats {
  std::uint64_t shapes = 0;    // fixed polyominoes of at most max_cells squares
  std::uint64_t regions = 0;   // distinct regions in normal form (those worth 0 dropped)
  std::uint64_t kept = 0;      // of them, already in the database (checked on read)
  std::uint64_t computed = 0;  // of them, solved and saved
};

// Throws Error(kUsage) when the ruleset has no rules on bits. Over budget: Error(kBudget), what
// was saved so far stays saved. progress is called after each size of shape.
RegionFillStats fill_regions(
    const Ruleset& ruleset, std::size_t max_cells, RegionStore& regions, Budget& budget,
    const std::function<void(std::size_t, const RegionFillStats&)>& progress = {});

}  // namespace grundy::partizan
