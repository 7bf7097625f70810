// Coin-turning games (Winning Ways ch. 14; Ferguson, Game Theory I §5) as rulesets: a position
// is a row of coins, H (heads) or T (tails), numbered 0, 1, 2, … from the left
// (`turning-turtles:THHTH`; commas make a sum of rows). A move turns over a set of coins of the
// ruleset's shape whose rightmost coin goes from heads to tails; the others, all to its left, may
// go either way. The shapes are data (grundy/impartial/coin_values.h): turning-turtles (1 or 2 coins),
// mock-turtles (1 to 3), moebius (1 to 5), mogul (1 to 7), twins (exactly 2), triplets (exactly
// 3), ruler (any run of consecutive coins ending at the head), turn{<=k}, turn{=k}.
//
// options() lists every move of the whole row: that is the brute-force route the conformance
// suite checks the fast one against. fast_value() is the coin-turning theorem (WW ch. 14): a row
// is worth the nim-sum of its single heads, each worth g(n) by a closed form or the incremental
// bitsets. options_with_value() finds the winning moves of a long row from the values alone.
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/impartial/coin_values.h"

namespace grundy {
namespace {

// options() refuses to list more than kMaxListedOptions moves, or moves whose rows hold more than
// kMaxListedBytes in all (a row of 10^5 coins has about 5·10^9 moves in Turning Turtles).
constexpr std::uint64_t kMaxListedBytes = std::uint64_t{256} << 20;
// options_with_value() stops with a budget error past this many moves, this many bytes of rows,
// or this many steps of search.
constexpr std::uint64_t kMaxTargetedMoves = std::uint64_t{1} << 16;
constexpr std::uint64_t kMaxTargetedBytes = std::uint64_t{64} << 20;
constexpr std::uint64_t kMaxTargetedSteps = std::uint64_t{200} << 20;

std::string coin_list(std::span<const std::uint64_t> coins) {
  std::string out;
  for (std::size_t i = 0; i < coins.size(); ++i) {
    if (i) out += i + 1 == coins.size() ? " and " : ", ";
    out += std::to_string(coins[i]);
  }
  return out;
}

class CoinRuleset final : public ImpartialRuleset {
 public:
  CoinRuleset(std::string spelling, CoinShape shape)
      : spelling_(std::move(spelling)), shape_(shape), values_(shape) {}

  std::string spelling() const override { return spelling_; }
  std::string describe() const override {
    return fmt::format("a coin-turning game: {}, the rightmost from heads to tails",
                       describe_shape(shape_));
  }

  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [row, col] = trim(raw.text, raw.column);
      if (row.empty()) {
        throw parse_error(
            fmt::format("expected a row of coins (H or T) at column {}, e.g. THHTH", col), col);
      }
      for (std::size_t i = 0; i < row.size(); ++i) {
        if (row[i] != 'H' && row[i] != 'T') {
          throw parse_error(fmt::format("unexpected '{}' at column {} in a row of coins: a coin "
                                        "is H (heads) or T (tails)",
                                        printable(row.substr(i, 1)), col + i),
                            col + i);
        }
      }
      out.push_back({0, 0, std::string(row)});
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    if (cs.empty()) return "T";  // no coin heads: one tail reads back as the empty game
    std::string out;
    for (const Component& c : cs) {
      if (!out.empty()) out += ',';
      out += c.cells;
    }
    return out;
  }

  // Every move of the row: for each head, every set of coins to its left of the shape.
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    const std::string& row = c.cells;
    std::uint64_t count = 0;
    for (std::uint64_t n = 0; n < row.size(); ++n) {
      if (row[n] == 'H')
        count = std::min(kMaxListedOptions + 1, count + count_move_sets(shape_, n));
    }
    if (count > kMaxListedOptions ||
        count * std::max<std::uint64_t>(1, row.size()) > kMaxListedBytes) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("this row of {} coins has {}{} moves, more than may be listed; its "
                              "value and winning moves come from the coin values without listing "
                              "them",
                              row.size(), count > kMaxListedOptions ? "over " : "",
                              std::min(count, kMaxListedOptions)));
    }
    OptionsCharge charge(budget, "the option list of a row of coins");
    std::vector<Parts> out;
    out.reserve(count);
    for (std::uint64_t n = 0; n < row.size(); ++n) {
      if (row[n] != 'H') continue;
      for_each_move_set(shape_, n, [&](std::span<const std::uint64_t> below) {
        charge.add_board(row.size(), 1 + below.size());
        std::string next = row;
        next[n] = 'T';
        for (std::uint64_t b : below) next[b] = next[b] == 'H' ? 'T' : 'H';
        out.push_back({Component{0, 0, std::move(next)}});
      });
    }
    return out;
  }

  // No move is left when no head has a move set below it: no heads at all, or in "exactly k"
  // none at coin k − 1 or beyond.
  bool is_terminal(const Component& c, Budget& budget) const override {
    const std::size_t last = c.cells.rfind('H');
    if (last == std::string::npos) return true;
    return shape_.kind == CoinShape::Kind::kExactly && last + 1 < shape_.k;
  }

  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::string& a = from.cells;
    const std::string& b = to.empty() ? std::string() : to.front().cells;
    std::vector<std::uint64_t> turned;
    for (std::uint64_t i = 0; i < a.size(); ++i) {
      if (i >= b.size() || a[i] != b[i]) turned.push_back(i);
    }
    std::string text =
        fmt::format("turn coin{} {}", turned.size() == 1 ? "" : "s", coin_list(turned));
    // The reason, where the values are at hand: the row is worth the nim-sum of its heads.
    std::vector<std::uint64_t> worth;
    for (std::uint64_t i : turned) {
      if (auto v = values_.known(i)) worth.push_back(*v);
    }
    if (worth.size() != turned.size() || b.size() != a.size()) return text;
    std::optional<std::uint64_t> after = heads_sum(b);
    text += fmt::format(" (worth {})", coin_list(worth));
    if (after) text += fmt::format(", so the heads' values nim-sum to {}", *after);
    return text;
  }

  // The coin-turning theorem (WW ch. 14): the row is worth the nim-sum of its single heads.
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    const std::string& row = c.cells;
    const std::size_t last = row.rfind('H');
    if (last == std::string::npos) return 0;
    std::uint64_t v = 0;
    if (has_closed_form(shape_)) {
      for (std::uint64_t n = 0; n <= last; ++n) {
        if (row[n] == 'H') v ^= *closed_coin_value(shape_, n);
      }
      budget.charge(1 + last / 64);
      return v;
    }
    const std::vector<std::uint64_t> g = values_.values(last + 1, budget);
    for (std::uint64_t n = 0; n <= last; ++n) {
      if (row[n] == 'H') v ^= g[n];
    }
    return v;
  }

  // The moves to an option worth target, from the values: turning coins changes the row's value
  // by the nim-sum of their values, so a move from a head at n must turn, with it, coins below
  // n whose values nim-sum to g(n) ⊕ value ⊕ target.
  std::vector<Parts> options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of,
      Budget& budget) const override {
    const std::string& row = c.cells;
    if (row.size() <= 12 || values_.known_count() < row.size()) {
      return Ruleset::options_with_value(c, target, value_of,
                                         budget);  // short: every move, filtered
    }
    Budget unlimited;
    const std::vector<std::uint64_t> g = values_.values(row.size(), unlimited);
    std::uint64_t value = 0;
    for (std::uint64_t n = 0; n < row.size(); ++n) {
      if (row[n] == 'H') value ^= g[n];
    }
    const std::uint64_t d = value ^ target;
    Targeted search{row, g, {}};
    if (shape_.kind == CoinShape::Kind::kRuler) {
      // A run m … n turns coins worth P(n + 1) ⊕ P(m), P the prefix nim-sums.
      std::vector<std::uint64_t> prefix(row.size() + 1, 0);
      for (std::uint64_t i = 0; i < row.size(); ++i) prefix[i + 1] = prefix[i] ^ g[i];
      std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> at;
      for (std::uint64_t m = 0; m <= row.size(); ++m) at[prefix[m]].push_back(m);
      for (std::uint64_t n = 0; n < row.size(); ++n) {
        if (row[n] != 'H') continue;
        auto it = at.find(prefix[n + 1] ^ d);
        if (it == at.end()) continue;
        for (std::uint64_t m : it->second) {
          if (m > n) break;
          std::vector<std::uint64_t> below;
          for (std::uint64_t i = n; i-- > m;) below.push_back(i);
          search.add(n, below);
        }
      }
      return std::move(search.out);
    }
    // Coins by value, for the last coin of each set.
    std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> coins_worth;
    for (std::uint64_t i = 0; i < row.size(); ++i) coins_worth[g[i]].push_back(i);
    const unsigned first = shape_.kind == CoinShape::Kind::kExactly ? shape_.k - 1 : 0;
    for (std::uint64_t n = 0; n < row.size(); ++n) {
      if (row[n] != 'H') continue;
      const std::uint64_t e = g[n] ^ d;
      for (unsigned size = first; size < shape_.k; ++size) {
        if (size == 2 && shape_.kind == CoinShape::Kind::kAtMost && shape_.k == 3) {
          mock_turtle_pairs(search, n, e);
          continue;
        }
        std::vector<std::uint64_t> chosen;
        search_sets(search, coins_worth, n, n, size, e, chosen);
      }
    }
    return std::move(search.out);
  }

  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    auto next = [&] {
      x ^= x >> 31, x *= 0xBF58476D1CE4E5B9ull, x ^= x >> 29;
      return x;
    };
    const unsigned cap = shape_.kind == CoinShape::Kind::kRuler || shape_.k <= 3 ? 6 : 5;
    const std::uint64_t length = 1 + next() % std::max(1u, std::min(size, cap));
    std::string row;
    for (std::uint64_t i = 0; i < length; ++i) row += next() % 2 ? 'H' : 'T';
    return {0, 0, row};
  }

  std::uint64_t retained_bytes() const override { return values_.retained_bytes(); }

 private:
  // The moves found so far, within the bounds on their number, bytes and the steps searched.
  struct Targeted {
    const std::string& row;
    const std::vector<std::uint64_t>& g;
    std::vector<Parts> out;
    std::uint64_t bytes = 0, steps = 0;

    void step() {
      if (++steps > kMaxTargetedSteps) {
        throw Error(ErrorKind::kBudget,
                    fmt::format("finding the winning moves of this row of {} coins takes more "
                                "than {} steps of search; its value is known without them",
                                row.size(), kMaxTargetedSteps));
      }
    }
    void add(std::uint64_t n, std::span<const std::uint64_t> below) {
      bytes += row.size();
      if (out.size() >= kMaxTargetedMoves || bytes > kMaxTargetedBytes) {
        throw Error(ErrorKind::kBudget,
                    fmt::format("this row of {} coins has more than {} winning moves (or more "
                                "than {} of rows to print); its value is known without them",
                                row.size(), out.size(), format_bytes(kMaxTargetedBytes)));
      }
      std::string next = row;
      next[n] = 'T';
      for (std::uint64_t b : below) next[b] = next[b] == 'H' ? 'T' : 'H';
      out.push_back({Component{0, 0, std::move(next)}});
    }
  };

  // Sets of `size` coins below `below` (decreasing, after `chosen`) whose values nim-sum to e.
  void search_sets(Targeted& search,
                   const std::unordered_map<std::uint64_t, std::vector<std::uint64_t>>& worth,
                   std::uint64_t head, std::uint64_t below, unsigned size, std::uint64_t e,
                   std::vector<std::uint64_t>& chosen) const {
    search.step();
    if (size == 0) {
      if (e == 0) search.add(head, chosen);
      return;
    }
    if (size == 1) {
      auto it = worth.find(e);
      if (it == worth.end()) return;
      // Coins worth e below `below`, in decreasing order.
      for (auto c = it->second.rbegin(); c != it->second.rend(); ++c) {
        if (*c >= below) continue;
        chosen.push_back(*c);
        search.add(head, chosen);
        chosen.pop_back();
      }
      return;
    }
    for (std::uint64_t c = below; c-- > size - 1;) {
      chosen.push_back(c);
      search_sets(search, worth, head, c, size - 1, e ^ search.g[c], chosen);
      chosen.pop_back();
    }
  }

  // Mock Turtles: pairs a < b < n with g(a) ⊕ g(b) = e. With g(x) = 2x + [x evil] (odious
  // numbers), g(a) ⊕ g(b) = 2(a ⊕ b) + parity(a ⊕ b), so e must be evil and a ⊕ b = e >> 1.
  void mock_turtle_pairs(Targeted& search, std::uint64_t head, std::uint64_t e) const {
    if (std::popcount(e) % 2 != 0) return;
    const std::uint64_t f = e >> 1;
    if (f == 0) return;
    const std::uint64_t top = std::uint64_t{1} << (63 - std::countl_zero(f));
    for (std::uint64_t b = head; b-- > 0;) {
      search.step();
      if (!(b & top)) continue;  // b is the larger of the pair: it has f's top bit
      const std::uint64_t a = b ^ f;
      const std::uint64_t pair[2] = {b, a};
      search.add(head, pair);
    }
  }

  std::optional<std::uint64_t> heads_sum(const std::string& row) const {
    const std::size_t last = row.rfind('H');
    if (last == std::string::npos) return 0;
    if (!has_closed_form(shape_) && values_.known_count() <= last) return std::nullopt;
    Budget unlimited;
    std::uint64_t v = 0;
    if (has_closed_form(shape_)) {
      for (std::uint64_t n = 0; n <= last; ++n)
        if (row[n] == 'H') v ^= *closed_coin_value(shape_, n);
      return v;
    }
    const std::vector<std::uint64_t> g = values_.values(last + 1, unlimited);
    for (std::uint64_t n = 0; n <= last; ++n)
      if (row[n] == 'H') v ^= g[n];
    return v;
  }

  std::string spelling_;
  CoinShape shape_;
  CoinValues values_;
};

RulesetPtr make_coins(std::string_view spelling, std::size_t column, std::string_view name) {
  if (name == "turn" ? !spelling.starts_with("turn{") : spelling != name) return nullptr;
  const std::optional<CoinShape> shape = parse_coin_shape(spelling, column);
  if (!shape) return nullptr;
  return std::make_shared<CoinRuleset>(std::string(spelling), *shape);
}

#define GRUNDY_COIN_FAMILY(name, example)                                                        \
  REGISTER_RULESET_FAMILY(                                                                       \
      name, example,                                                                             \
      [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr { \
        return make_coins(spelling, column, name);                                               \
      })

}  // namespace

GRUNDY_COIN_FAMILY("turning-turtles", "turning-turtles:THHTH")
GRUNDY_COIN_FAMILY("mock-turtles", "mock-turtles:THHTHTH")
GRUNDY_COIN_FAMILY("moebius", "moebius:HTHHT")
GRUNDY_COIN_FAMILY("mogul", "mogul:THTHHT")
GRUNDY_COIN_FAMILY("twins", "twins:THHTHH")
GRUNDY_COIN_FAMILY("triplets", "triplets:TTHHTH")
GRUNDY_COIN_FAMILY("ruler", "ruler:HHTHTHH")

REGISTER_RULESET_FAMILY(
    "turn", "turn{<=4}:HTHTH",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr {
      return make_coins(spelling, column, "turn");
    },
    true,
    [] {
      return std::vector<std::string>{"turn{<=k}", "turn{=k}"};
    })

}  // namespace grundy
