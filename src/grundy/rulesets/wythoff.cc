#include "grundy/rulesets/wythoff.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <new>

#include "grundy/core/budgeted_mutex.h"
#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/rulesets/wythoff_positions.h"

namespace grundy {

WythoffTable wythoff_table(std::uint32_t side, Budget& budget) {
  // G(x, y) ≤ x + y (it is a mex of at most x + y values), so 2·side bits hold every value.
  const std::size_t words = (2 * static_cast<std::size_t>(side) + 63) / 64 + 1;
  // Charged before anything is allocated: the table (kept) and the bitsets (freed on return).
  const std::uint64_t scratch = (3 * static_cast<std::uint64_t>(side) + 1) * words * 8;
  const std::uint64_t kept = static_cast<std::uint64_t>(side) * side * 4;
  MemoryCharge charge(budget, "the Wythoff value table");
  charge.add(scratch + kept);
  // calloc: fresh pages from the kernel are zero already, so the bitsets cost nothing until a
  // row touches them (a vector would write every zero before the first row, seconds for a
  // large side, with the clock unread). Every cell of the table is written before it is read.
  struct Free {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  // Under a budget with no byte limit the table may still be more than the system can give:
  // that too is a budget error naming the table, not a bad_alloc.
  const auto refused = [&] {
    return memory_error(
        fmt::format("the Wythoff value table needs {}, more than the system could "
                    "allocate",
                    format_bytes(scratch + kept)));
  };
  const auto zeroed = [&](std::size_t n) {
    std::unique_ptr<std::uint64_t[], Free> p(
        static_cast<std::uint64_t*>(std::calloc(n, sizeof(std::uint64_t))));
    if (!p) throw refused();
    return p;
  };
  const auto column = zeroed(static_cast<std::size_t>(side) * words);
  const auto diagonal = zeroed(2 * static_cast<std::size_t>(side) * words);
  std::vector<std::uint64_t> row(words, 0);
  WythoffTable table;
  try {
    table.resize(static_cast<std::size_t>(side) * side);
  } catch (const std::bad_alloc&) {
    throw refused();
  }
  for (std::uint32_t x = 0; x < side; ++x) {
    std::fill(row.begin(), row.end(), 0);
    // One unit per cell and per word a cell may scan, so that units stay about equally long;
    // charged every 256 cells, so that a deadline is seen within a row: the first rows of a
    // large side touch a fresh page of the bitsets at every cell (seconds for a side of 2^15).
    const std::uint64_t per_cell = 1 + (x + side / 2) / 64;
    for (std::uint32_t y = 0; y < side; ++y) {
      std::uint64_t* col = &column[static_cast<std::size_t>(y) * words];
      std::uint64_t* diag = &diagonal[(static_cast<std::size_t>(y) + side - x) * words];
      const std::size_t used = (static_cast<std::size_t>(x) + y) / 64 + 1;
      std::uint32_t g = static_cast<std::uint32_t>(used * 64);
      for (std::size_t w = 0; w < used; ++w) {
        const std::uint64_t seen = row[w] | col[w] | diag[w];
        if (~seen != 0) {
          g = static_cast<std::uint32_t>(w * 64 + std::countr_one(seen));
          break;
        }
      }
      table[static_cast<std::size_t>(x) * side + y] = g;
      const std::uint64_t bit = std::uint64_t{1} << (g & 63);
      row[g >> 6] |= bit;
      col[g >> 6] |= bit;
      diag[g >> 6] |= bit;
      if ((y & 255) == 255) budget.charge(256 * per_cell);
    }
    budget.charge((side & 255) * per_cell);  // the rest of a row shorter than 256
  }
  // The table stays charged for as long as the budget lives; the bitsets go now.
  charge.sub(scratch);
  charge.keep();
  return table;
}

namespace {

// The table answers any position the budget can pay for (side² × 4 bytes: 4096 is 64 MiB, 65536
// is 16 GiB); this bound only keeps 2·side within a 32-bit value.
constexpr std::uint64_t kMaxTableSide = std::uint64_t{1} << 30;
constexpr std::uint64_t kCheapTableSide = 4096;

class WythoffRuleset final : public ImpartialRuleset {
 public:
  std::string spelling() const override { return "wythoff"; }
  std::string describe() const override {
    return "Wythoff's game: take from one pile, or the same number from both";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [piece, col] = trim(raw.text, raw.column);
      if (piece.size() < 2 || piece.front() != '(' || piece.back() != ')') {
        throw parse_error(
            fmt::format("expected a Wythoff position (x,y) at column {}, e.g. wythoff:(3,5)", col),
            col);
      }
      const auto coords = split_top_level(piece.substr(1, piece.size() - 2), col + 1, ',');
      if (coords.size() != 2) {
        throw parse_error(fmt::format("expected two numbers in (x,y) at column {}", col), col);
      }
      out.push_back({parse_natural(coords[0].text, coords[0].column, "a pile size x"),
                     parse_natural(coords[1].text, coords[1].column, "a pile size y")});
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    if (cs.empty()) return "(0,0)";
    std::string out;
    for (const Component& c : cs) {
      if (!out.empty()) out += ',';
      out += fmt::format("({},{})", c.a, c.b);
    }
    return out;
  }
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    // (Written so that a + b cannot wrap: wythoff:(18446744073709551615,5) has too many.)
    if (c.a > (1u << 20) || c.b > (1u << 20) - c.a) {
      throw Error(ErrorKind::kBudget, "a Wythoff position that large has too many options to list");
    }
    OptionsCharge charge(budget, "the option list of a Wythoff position");
    std::vector<Parts> out;
    for (std::uint64_t k = 1; k <= c.a; ++k) charge.add_heaps(1), out.push_back({{c.a - k, c.b}});
    for (std::uint64_t k = 1; k <= c.b; ++k) charge.add_heaps(1), out.push_back({{c.a, c.b - k}});
    for (std::uint64_t k = 1; k <= std::min(c.a, c.b); ++k) {
      charge.add_heaps(1), out.push_back({{c.a - k, c.b - k}});
    }
    return out;
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const Component t = to.empty() ? Component{0, 0} : to.front();
    if (t.a < from.a && t.b < from.b) {
      return fmt::format("take {} from both piles of ({},{})", from.a - t.a, from.a, from.b);
    }
    if (t.a < from.a)
      return fmt::format("take {} from the first pile of ({},{})", from.a - t.a, from.a, from.b);
    return fmt::format("take {} from the second pile of ({},{})", from.b - t.b, from.a, from.b);
  }
  bool is_terminal(const Component& c, Budget& budget) const override {
    return c.a == 0 && c.b == 0;
  }
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    // Wythoff's theorem gives the value 0 at any size, with no table
    // (grundy/rulesets/wythoff_positions.h).
    if (wythoff_is_p(c.a, c.b, false)) return 0;
    if (std::max(c.a, c.b) >= kMaxTableSide) {
      throw memory_error(fmt::format(
          "the Grundy value of the Wythoff position ({},{}) needs a value table of side above {}, "
          "past the largest there is (2^30, 4 EiB); its outcome and winning moves need no table "
          "(grundy outcome, grundy moves: Wythoff's P-positions)",
          c.a, c.b, std::max(c.a, c.b)));
    }
    const std::uint64_t need = std::max(c.a, c.b) + 1;
    // Past a side of 4096 the table costs about side³/128 word operations: a long thin position
    // such as (3, 5000) is cheaper by the mex rule (min · max positions of max options each).
    if (need > kCheapTableSide && 128 * (std::min(c.a, c.b) + 1) < need) return std::nullopt;
    std::shared_ptr<const Table> table = current();
    if (!table || need > table->side) {
      // One request builds a larger table at a time (two would each spend the memory); the
      // others wait for it within their own budget (BudgetedMutex), so no request waits past
      // its deadline behind another's build.
      const auto build = lock_under(build_mutex_, budget);
      table = current();
      if (!table || need > table->side) {
        const auto side =
            static_cast<std::uint32_t>(std::max<std::uint64_t>(64, std::bit_ceil(need)));
        auto built = std::make_shared<Table>(side, wythoff_table(side, budget));
        retained_.store(built->values.capacity() * sizeof(std::uint32_t),
                        std::memory_order_relaxed);
        std::lock_guard lock(mutex_);
        table_ = built;
        table = std::move(built);
      }
    }
    return table->values[c.a * table->side + c.b];
  }
  // Read without the lock: a cache must not wait on a table being built.
  std::uint64_t retained_bytes() const override {
    return retained_.load(std::memory_order_relaxed);
  }
  // The options of value 0 are the P-positions Wythoff's theorem lists, at any size; others are
  // found by their values (the default), where the budget holds them.
  std::vector<Parts> options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of,
      Budget& budget) const override {
    if (target != 0 && std::max(c.a, c.b) >= kMaxTableSide) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("the moves from the Wythoff position ({},{}) to value {} need the "
                              "Grundy values of its options, past any table (only its moves to "
                              "P-positions, value 0, need none: play it alone)",
                              c.a, c.b, target));
    }
    if (target != 0) return ImpartialRuleset::options_with_value(c, target, value_of, budget);
    std::vector<Parts> out;
    for (const WythoffMove& m : wythoff_moves_to_p(c.a, c.b, false)) {
      out.push_back({Component{m.x, m.y}});
    }
    return out;
  }
  std::optional<PPositionTheory> p_position_theory(const Component& c, bool misere) const override {
    PPositionTheory t;
    t.p = wythoff_is_p(c.a, c.b, misere);
    t.theorem = wythoff_theorem(misere);
    for (WythoffMove& m : wythoff_moves_to_p(c.a, c.b, misere)) {
      t.moves_to_p.push_back({Parts{Component{m.x, m.y}}, std::move(m.reason)});
    }
    t.values_cheap = std::max(c.a, c.b) < kCheapTableSide;
    return t;
  }
  // Two piles of at most size − 1 counters together (as size bounds a heap of a heap ruleset).
  // Bounding each pile instead (up to 14 × 14 positions below one sample) made the conformance
  // suite's sums of two samples, searched by win/loss alone, take 10.7 s in a release build.
  Component sample(std::uint64_t seed, unsigned size) const override {
    const std::uint64_t s = std::max(1u, size);
    const std::uint64_t a = seed % s;
    return {a, (seed / s) % (s - a)};
  }

 private:
  struct Table {
    Table(std::uint32_t s, WythoffTable v) : side(s), values(std::move(v)) {}
    std::uint32_t side;
    WythoffTable values;
  };
  // The largest table built so far: replaced whole by a larger one, while a request still
  // reading the old one keeps it alive.
  std::shared_ptr<const Table> current() const {
    std::lock_guard lock(mutex_);
    return table_;
  }

  mutable std::mutex mutex_;  // table_ (held for a pointer copy, never for a build)
  mutable BudgetedMutex build_mutex_;
  mutable std::shared_ptr<const Table> table_;
  mutable std::atomic<std::uint64_t> retained_{0};
};

}  // namespace

REGISTER_RULESET_FAMILY("wythoff", "wythoff:(3,5)",
                        [](std::string_view spelling, std::size_t,
                           const HeapPeriodOracle*) -> RulesetPtr {
                          if (spelling != "wythoff") return nullptr;
                          return std::make_shared<WythoffRuleset>();
                        })

}  // namespace grundy
