#pragma once
// The charge of an option list as a ruleset builds it (Ruleset::options): each option's bytes
// are charged to the caller's budget before it is appended, and the work of finding it is
// counted, the budget's limits (deadline, cancel flag) being read every kCheckEvery units, so a
// list too large for the budget's memory, or too slow for its deadline, stops part way with
// Error(kBudget) instead of being built whole. The work is not added to the budget's node
// count: the searches that call options() count their nodes as before, so every node-limited
// trial takes the route it took. The bytes are given back when the listing ends (options()
// returns): the caller that keeps the list charges what it keeps.
#include <cstdint>      // std::uint64_t
#include <span>         // std::span
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/core/budget.h"
#include "grundy/games/ruleset.h"

namespace grundy {

// The most options a ruleset lists for one position (2^20, 8 MiB of Parts headers): past it,
// options() refuses with a budget error naming the count (a nimber *n, a row of coins, a tartan).
inline constexpr std::uint64_t kMaxListedOptions = std::uint64_t{1} << 20;

class OptionsCharge {
 public:
  // what names the list in a memory error ("the option list of a heap"); a literal.
  OptionsCharge(Budget& budget, std::string_view what) : budget_(budget), bytes_(budget, what) {}

  // The bytes one option of these parts takes in a list: its Parts, twice (the slack of the
  // list's doubling), its heap block of Components and every component's cells.
  static std::uint64_t bytes_of(std::span<const Component> parts) {
    std::uint64_t n = 2 * sizeof(Parts);
    if (!parts.empty()) n += 16 + parts.size() * sizeof(Component);
    for (const Component& p : parts) n += p.cells.capacity() > 15 ? p.cells.capacity() + 1 : 0;
    return n;
  }
  // Charges an option about to be listed: its bytes, and work units of work (checking the
  // deadline every so often: Budget::charge).
  void add(std::span<const Component> parts, std::uint64_t units = 1) {
    work(units);
    bytes_.add(bytes_of(parts));
  }
  // The same for an option of heaps (no cells) known by its count of parts.
  void add_heaps(std::size_t parts, std::uint64_t units = 1) {
    work(units);
    bytes_.add(2 * sizeof(Parts) + (parts == 0 ? 0 : 16 + parts * sizeof(Component)));
  }
  // The same for an option of one board of cells squares (a grid ruleset's move: the board as
  // it is built, then as the Position listed), with the work of copying it.
  void add_board(std::size_t cells, std::uint64_t units = 1) {
    work(units + cells / 64);
    bytes_.add(2 * sizeof(Parts) + 16 + 2 * sizeof(Component) + 2 * (cells + 1));
  }
  // Work done (a candidate move checked): the budget's limits are read every kCheckEvery units.
  void work(std::uint64_t n) {
    work_ += n;
    if (work_ >= kCheckEvery) {
      work_ = 0;
      budget_.check();
    }
  }
  Budget& budget() { return budget_; }

 private:
  static constexpr std::uint64_t kCheckEvery = 1 << 12;  // a few µs of listing
  Budget& budget_;
  MemoryCharge bytes_;
  std::uint64_t work_ = 0;
};

}  // namespace grundy
