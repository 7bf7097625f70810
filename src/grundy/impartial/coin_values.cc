#include "grundy/impartial/coin_values.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "grundy/core/error.h"
#include "grundy/notation/expression.h"

namespace grundy {

namespace {

struct NamedShape {
  const char* name;
  CoinShape shape;
};

constexpr NamedShape kNamedShapes[] = {
    {"turning-turtles", {CoinShape::Kind::kAtMost, 2}},
    {"mock-turtles", {CoinShape::Kind::kAtMost, 3}},
    {"moebius", {CoinShape::Kind::kAtMost, 5}},
    {"mogul", {CoinShape::Kind::kAtMost, 7}},
    {"twins", {CoinShape::Kind::kExactly, 2}},
    {"triplets", {CoinShape::Kind::kExactly, 3}},
    {"ruler", {CoinShape::Kind::kRuler, 0}},
};

// Bit i of x moves to bit i ^ m (m < 64): a swap network, one stage per bit of m.
inline std::uint64_t xor_permute(std::uint64_t x, unsigned m) {
  if (m & 1) x = ((x & 0x5555555555555555ull) << 1) | ((x >> 1) & 0x5555555555555555ull);
  if (m & 2) x = ((x & 0x3333333333333333ull) << 2) | ((x >> 2) & 0x3333333333333333ull);
  if (m & 4) x = ((x & 0x0f0f0f0f0f0f0f0full) << 4) | ((x >> 4) & 0x0f0f0f0f0f0f0f0full);
  if (m & 8) x = ((x & 0x00ff00ff00ff00ffull) << 8) | ((x >> 8) & 0x00ff00ff00ff00ffull);
  if (m & 16) x = ((x & 0x0000ffff0000ffffull) << 16) | ((x >> 16) & 0x0000ffff0000ffffull);
  if (m & 32) x = (x << 32) | (x >> 32);
  return x;
}

// The largest value a bitset may have to hold: 2^40 bits would be 128 GiB a set.
constexpr std::uint64_t kMaxBits = std::uint64_t{1} << 40;
// The most word operations a table may be known to need before it is refused (about a minute).
constexpr long double kMaxWork = 1.5e10;

}  // namespace

void or_translated(std::span<std::uint64_t> dst, std::span<const std::uint64_t> src,
                   std::uint64_t g) {
  const std::uint64_t high = g >> 6;
  const unsigned low = static_cast<unsigned>(g & 63);
  for (std::uint64_t i = 0; i < src.size(); ++i) dst[i ^ high] |= xor_permute(src[i], low);
}

std::optional<CoinShape> parse_coin_shape(std::string_view name, std::size_t column) {
  for (const NamedShape& s : kNamedShapes) {
    if (name == s.name) return s.shape;
  }
  if (!name.starts_with("turn{")) return std::nullopt;
  if (!name.ends_with("}")) {
    throw parse_error(fmt::format("expected turn{{<=k}} or turn{{=k}} at column {}", column),
                      column);
  }
  std::string_view body = name.substr(5, name.size() - 6);
  std::size_t col = column + 5;
  CoinShape shape;
  if (body.starts_with("<=")) {
    shape.kind = CoinShape::Kind::kAtMost;
    body.remove_prefix(2), col += 2;
  } else if (body.starts_with("=")) {
    shape.kind = CoinShape::Kind::kExactly;
    body.remove_prefix(1), col += 1;
  } else {
    throw parse_error(
        fmt::format("expected '<=' or '=' at column {} (turn{{<=k}}: at most k coins, "
                    "turn{{=k}}: exactly k)",
                    col),
        col);
  }
  const std::uint64_t k = parse_natural(body, col, "a number of coins k");
  if (k < 1 || k > kMaxShapeCoins) {
    throw parse_error(
        fmt::format("a move turns 1 to {} coins, not {} (column {})", kMaxShapeCoins, k, col), col);
  }
  shape.k = static_cast<unsigned>(k);
  return shape;
}

std::string describe_shape(const CoinShape& shape) {
  switch (shape.kind) {
    case CoinShape::Kind::kRuler:
      return "turn any run of consecutive coins";
    case CoinShape::Kind::kExactly:
      return shape.k == 1 ? "turn exactly 1 coin" : fmt::format("turn exactly {} coins", shape.k);
    case CoinShape::Kind::kAtMost:
      break;
  }
  if (shape.k == 1) return "turn 1 coin";
  if (shape.k == 2) return "turn 1 or 2 coins";
  return fmt::format("turn 1 to {} coins", shape.k);
}

std::vector<std::string> coin_shape_names() {
  std::vector<std::string> out;
  for (const NamedShape& s : kNamedShapes) out.push_back(s.name);
  out.push_back("turn{<=k}");
  out.push_back("turn{=k}");
  return out;
}

namespace {

constexpr std::uint64_t kSaturated = std::uint64_t{1} << 62;

std::uint64_t binomial_saturating(std::uint64_t n, std::uint64_t k) {
  if (k > n) return 0;
  unsigned __int128 r = 1;
  for (std::uint64_t i = 1; i <= k; ++i) {
    r = r * (n - k + i) / i;  // exact: r is C(n−k+i, i) after step i
    if (r >= kSaturated) return kSaturated;
  }
  return static_cast<std::uint64_t>(r);
}

// Every set of `size` coins below `below`, decreasing, appended to `chosen`.
void choose(std::uint64_t below, unsigned size, std::vector<std::uint64_t>& chosen,
            const std::function<void(std::span<const std::uint64_t>)>& visit) {
  if (size == 0) {
    visit(chosen);
    return;
  }
  for (std::uint64_t c = below; c-- > size - 1;) {
    chosen.push_back(c);
    choose(c, size - 1, chosen, visit);
    chosen.pop_back();
  }
}

}  // namespace

void for_each_move_set(const CoinShape& shape, std::uint64_t top,
                       const std::function<void(std::span<const std::uint64_t>)>& visit) {
  std::vector<std::uint64_t> chosen;
  if (shape.kind == CoinShape::Kind::kRuler) {
    visit(chosen);
    for (std::uint64_t m = top; m-- > 0;) {
      chosen.push_back(m);
      visit(chosen);
    }
    return;
  }
  const unsigned first = shape.kind == CoinShape::Kind::kExactly ? shape.k - 1 : 0;
  for (unsigned size = first; size < shape.k; ++size) choose(top, size, chosen, visit);
}

std::uint64_t count_move_sets(const CoinShape& shape, std::uint64_t top) {
  if (shape.kind == CoinShape::Kind::kRuler) return top + 1;
  const unsigned first = shape.kind == CoinShape::Kind::kExactly ? shape.k - 1 : 0;
  std::uint64_t total = 0;
  for (unsigned size = first; size < shape.k; ++size) {
    total = std::min(kSaturated, total + binomial_saturating(top, size));
  }
  return total;
}

bool has_closed_form(const CoinShape& shape) {
  return shape.kind == CoinShape::Kind::kRuler || shape.k <= 3;
}

std::optional<std::uint64_t> closed_coin_value(const CoinShape& shape, std::uint64_t n) {
  if (shape.kind == CoinShape::Kind::kRuler) return (n + 1) & (~n);  // lowest set bit of n+1
  if (shape.kind == CoinShape::Kind::kExactly) {
    if (n + 1 < shape.k) return 0;  // coins 0 … k−2: no move turns k coins
    return closed_coin_value({CoinShape::Kind::kAtMost, shape.k}, n - (shape.k - 1));
  }
  switch (shape.k) {
    case 1:
      return 1;
    case 2:
      return n + 1;
    case 3:
      return 2 * n + (std::popcount(n) % 2 == 0 ? 1 : 0);
    default:
      return std::nullopt;
  }
}

// The incremental computation's state, kept so that a table can be extended.
struct CoinValues::State {
  CoinShape shape;
  std::vector<std::uint64_t> values;
  std::vector<std::vector<std::uint64_t>> sets;  // S_0 … S_{k−1}, or the prefix set (Ruler)
  std::uint64_t bits = 64;                       // each set's size, a power of 2
  std::uint64_t mex_word = 0;                    // S_{k−1} is full below this word
  std::uint64_t prefix = 0;                      // Ruler: P(n)
  std::vector<std::uint64_t> used;               // words of each set that may be nonzero

  explicit State(CoinShape s) : shape(s) {
    const std::size_t count = shape.kind == CoinShape::Kind::kRuler ? 1 : shape.k;
    sets.assign(count, std::vector<std::uint64_t>(1, 0));
    used.assign(count, 1);
    sets[0][0] = 1;  // S_0 = {0}; Ruler: P(0) = 0
    // "At most j" values include none: 0 is in every S_j ("exactly j" has E_j empty, j > 0).
    if (shape.kind == CoinShape::Kind::kAtMost)
      for (auto& s : sets) s[0] = 1;
  }

  std::uint64_t bytes() const {
    return sets.size() * (bits / 8) + values.capacity() * sizeof(std::uint64_t);
  }

  void grow(std::uint64_t need, MemoryCharge& charge) {
    const std::uint64_t to = std::bit_ceil(need + 1);
    if (to <= bits) return;
    if (to > kMaxBits) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("the single-coin values of {} grow past 2^40 here: the bitsets of "
                              "nim-sums would need more than {}",
                              describe_shape(shape), format_bytes(sets.size() * (kMaxBits / 8))));
    }
    // The values never go down, so the coins still to come cost at least this many word
    // operations each: refuse at once a row that would take minutes or hours.
    const std::uint64_t left = target - values.size();
    // (S_0 is one word; every higher set but the top may fill its size.)
    const long double work =
        static_cast<long double>(left) * (sets.size() > 2 ? sets.size() - 2 : 0) * (to / 64);
    if (work > kMaxWork) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("the single-coin values of {} up to coin {} need at least {:.2g} "
                              "operations on bitsets of {} each (the values pass {} at coin {} "
                              "and grow like a power of the coin's number): too many for one "
                              "request",
                              describe_shape(shape), target - 1, static_cast<double>(work),
                              format_bytes(to / 8), to / 2, values.size()));
    }
    charge.add(sets.size() * ((to - bits) / 8));
    for (auto& s : sets) s.resize(to / 64, 0);
    bits = to;
  }

  std::uint64_t target = 0;  // the count being extended to

  void extend(std::uint64_t count, MemoryCharge& charge, Budget& budget) {
    if (values.size() >= count) return;
    target = count;
    charge.add((count - values.size()) * sizeof(std::uint64_t));
    values.reserve(count);
    while (values.size() < count) {
      if (shape.kind == CoinShape::Kind::kRuler) {
        step_ruler(charge, budget);
      } else {
        step_sets(charge, budget);
      }
    }
  }

  // Ruler: g(n) is the least v with v ⊕ P(n) not a prefix nim-sum P(m), m ≤ n.
  void step_ruler(MemoryCharge& charge, Budget& budget) {
    const std::vector<std::uint64_t>& p = sets[0];
    std::uint64_t v = 0;
    for (; v < bits; ++v) {
      const std::uint64_t x = v ^ prefix;
      if (!(p[x >> 6] >> (x & 63) & 1)) break;
    }
    budget.charge(v + 1);
    grow(v, charge);
    values.push_back(v);
    prefix ^= v;
    sets[0][prefix >> 6] |= std::uint64_t{1} << (prefix & 63);
  }

  // At most k / exactly k: g = mex S_{k−1}; then S_j ← S_j ∪ (S_{j−1} ⊕ g), j = k−1 … 1.
  void step_sets(MemoryCharge& charge, Budget& budget) {
    const std::vector<std::uint64_t>& top = sets.back();
    const std::uint64_t words = bits / 64;
    // For "at most" the sets only grow, so the mex never goes down (nor for "exactly").
    std::uint64_t w = mex_word;
    while (w < words && ~top[w] == 0) ++w;
    mex_word = w;
    const std::uint64_t g = w < words ? w * 64 + std::countr_one(top[w]) : bits;
    grow(g, charge);
    values.push_back(g);
    // Only the words a set may use are read: S_0 = {0} is one word, so "at most 2" costs O(1)
    // a coin however large the values (the bitsets' size is a bound, not the work).
    const std::uint64_t high = g >> 6;
    const unsigned low = static_cast<unsigned>(g & 63);
    std::uint64_t work = 1;
    for (std::size_t j = sets.size() - 1; j >= 1; --j) {
      std::uint64_t* dst = sets[j].data();
      const std::uint64_t* src = sets[j - 1].data();
      const std::uint64_t n = used[j - 1];
      for (std::uint64_t i = 0; i < n; ++i) dst[i ^ high] |= xor_permute(src[i], low);
      used[j] = std::max(used[j], std::bit_ceil(std::max(n, high + 1)));
      work += n;
    }
    budget.charge(work);
  }
};

std::vector<std::uint64_t> incremental_coin_values(const CoinShape& shape, std::uint64_t count,
                                                   Budget& budget) {
  // The bitsets are charged while they live (given back on return); the values too.
  MemoryCharge charge(budget, "the bitsets of single-coin values");
  CoinValues::State state(shape);
  state.extend(count, charge, budget);
  return std::move(state.values);
}

CoinValues::CoinValues(CoinShape shape) : shape_(shape), state_(nullptr) {
  if (!has_closed_form(shape_)) state_ = new State(shape_);
}

CoinValues::~CoinValues() {
  delete state_;
}

void CoinValues::extend_to(std::uint64_t count, Budget& budget) const {
  if (!state_) return;
  std::lock_guard lock(mutex_);
  MemoryCharge charge(budget, "the bitsets of single-coin values");
  try {
    state_->extend(count, charge, budget);
  } catch (...) {
    charge.keep();  // what was built stays (exact, and charged), and is counted
    retained_.store(state_->bytes(), std::memory_order_relaxed);
    throw;
  }
  charge.keep();  // the table and its bitsets stay with the ruleset (and charged to this budget)
  retained_.store(state_->bytes(), std::memory_order_relaxed);
}

std::vector<std::uint64_t> CoinValues::values(std::uint64_t count, Budget& budget) const {
  std::vector<std::uint64_t> out;
  if (!state_) {
    out.reserve(count);
    for (std::uint64_t n = 0; n < count; ++n) out.push_back(*closed_coin_value(shape_, n));
    return out;
  }
  extend_to(count, budget);
  std::lock_guard lock(mutex_);
  out.assign(state_->values.begin(), state_->values.begin() + count);
  return out;
}

std::optional<std::uint64_t> CoinValues::known(std::uint64_t n) const {
  if (!state_) return closed_coin_value(shape_, n);
  std::lock_guard lock(mutex_);
  if (n < state_->values.size()) return state_->values[n];
  return std::nullopt;
}

std::uint64_t CoinValues::known_count() const {
  if (!state_) return ~std::uint64_t{0};
  std::lock_guard lock(mutex_);
  return state_->values.size();
}

std::uint64_t CoinValues::retained_bytes() const {
  return retained_.load(std::memory_order_relaxed);
}

}  // namespace grundy
