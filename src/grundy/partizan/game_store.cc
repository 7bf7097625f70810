// The store itself: nodes, hash-consing, the options of x + u↑ + *n, sums, negatives, birthdays.
// Canonicalisation and comparison live in canonical.cc.
#include "grundy/partizan/game_store.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort, std::max

#include "grundy/core/error.h"

namespace grundy::partizan {

const char* to_symbol(Relation r) {
  switch (r) {
    case Relation::kEqual:
      return "=";
    case Relation::kLess:
      return "<";
    case Relation::kGreater:
      return ">";
    case Relation::kConfused:
      return "||";
  }
  return "?";
}

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

std::uint64_t options_hash(const std::vector<GameId>& left, const std::vector<GameId>& right) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (GameId g : left) h = mix(h, g);
  h = mix(h, 0xFFFFFFFFu);
  for (GameId g : right) h = mix(h, g);
  return h;
}

std::uint64_t pair_key(GameId a, GameId b) {
  return (std::uint64_t{a} << 32) | b;
}

}  // namespace

GameStore::GameStore(bool fast_paths) : fast_(fast_paths) {
  nus_({Dyadic(0), 0, 0});
}

std::size_t GameStore::size() {
  std::lock_guard lock(mutex_);
  return nodes_.size();
}

void GameStore::clear() {
  std::lock_guard lock(mutex_);
  nodes_.clear();
  nus_ids_.clear();
  general_ids_.clear();
  add_cache_.clear();
  leq_cache_.clear();
  nus_({Dyadic(0), 0, 0});
}

GameId GameStore::number(const Dyadic& x) {
  return nus({x, 0, 0});
}

GameId GameStore::nus(const Nus& v) {
  std::lock_guard lock(mutex_);
  return nus_(v);
}

GameId GameStore::nus_(const Nus& v) {
  if (auto it = nus_ids_.find(v); it != nus_ids_.end()) return it->second;
  const GameId id = static_cast<GameId>(nodes_.size());
  charge_bytes(kNodeBytes);
  Node& n = nodes_.emplace_back();
  n.is_nus = true;
  n.nus = v;
  n.left_stop = n.right_stop = v.number;
  nus_ids_.emplace(v, id);
  return id;
}

std::optional<Nus> GameStore::nus_of(GameId g) {
  std::lock_guard lock(mutex_);
  if (!nodes_[g].is_nus) return std::nullopt;
  return nodes_[g].nus;
}

bool GameStore::is_number(GameId g) {
  std::lock_guard lock(mutex_);
  return number_(g);
}

std::optional<Dyadic> GameStore::number_of(GameId g) {
  std::lock_guard lock(mutex_);
  if (!number_(g)) return std::nullopt;
  return nodes_[g].nus.number;
}

std::vector<GameId> GameStore::options(GameId g, Side side) {
  std::lock_guard lock(mutex_);
  return options_(g, side);
}

const std::vector<GameId>& GameStore::options_(GameId g, Side side) {
  if (!nodes_[g].options_ready) fill_nus_options(g);
  const Node& n = nodes_[g];
  return side == Side::kLeft ? n.left : n.right;
}

void GameStore::fill_nus_options(GameId g) {
  const Nus v = nodes_[g].nus;
  std::vector<GameId> left, right;
  const GameId x = nus_({v.number, 0, 0});
  if (v.ups == 0 && v.nim == 0) {
    // Numbers: an integer n > 0 is {n−1 |}, n < 0 is {| n+1}; m/2^k is {(m−1)/2^k | (m+1)/2^k}.
    if (v.number.is_integer()) {
      if (v.number.sign() > 0) left.push_back(nus_({v.number - Dyadic(1), 0, 0}));
      if (v.number.sign() < 0) right.push_back(nus_({v.number + Dyadic(1), 0, 0}));
    } else {
      const Dyadic step(BigInt(1), v.number.exponent());
      left.push_back(nus_({v.number - step, 0, 0}));
      right.push_back(nus_({v.number + step, 0, 0}));
    }
  } else if (v.ups == 0) {
    if (v.nim > kMaxNimberOptions) {
      throw Error(ErrorKind::kBudget,
                  "a nimber above *4096 would need its options listed; this computation is too "
                  "large");
    }
    for (std::uint64_t k = 0; k < v.nim; ++k) left.push_back(nus_({v.number, 0, k}));
    right = left;
  } else if (v.ups == 1 && v.nim == 1) {
    left = {x, nus_({v.number, 0, 1})};
    right = {x};
  } else if (v.ups == -1 && v.nim == 1) {
    left = {x};
    right = {x, nus_({v.number, 0, 1})};
  } else if (v.ups > 0) {
    left = {x};
    right = {nus_({v.number, v.ups - 1, v.nim ^ 1})};
  } else {
    left = {nus_({v.number, v.ups + 1, v.nim ^ 1})};
    right = {x};
  }
  std::sort(left.begin(), left.end());
  std::sort(right.begin(), right.end());
  // Each option may be a new node (a remote star *1024 lists 1024 nimbers): charged as work, so
  // a deadline is seen within a few listings, not after kCheckInterval of them.
  charge(1 + left.size() + right.size());
  charge_bytes((left.size() + right.size()) * sizeof(GameId));
  Node& n = nodes_[g];
  n.left = std::move(left);
  n.right = std::move(right);
  n.options_ready = true;
}

GameId GameStore::intern_general(std::vector<GameId> left, std::vector<GameId> right) {
  std::sort(left.begin(), left.end());
  std::sort(right.begin(), right.end());
  const std::uint64_t h = options_hash(left, right);
  auto [it, end] = general_ids_.equal_range(h);
  for (; it != end; ++it) {
    const Node& n = nodes_[it->second];
    if (n.left == left && n.right == right) return it->second;
  }
  const GameId id = static_cast<GameId>(nodes_.size());
  if (nodes_.size() >= 0xFFFFFFF0u) throw Error(ErrorKind::kBudget, "the game store is full");
  if (left.empty() || right.empty()) {
    throw Error(ErrorKind::kComputation,
                "internal error: a one-sided canonical form that is not "
                "an integer");
  }
  // Stops: LS(G) = max RS(G^L), RS(G) = min LS(G^R); a general node has options on both sides.
  Dyadic ls = nodes_[left.front()].right_stop, rs = nodes_[right.front()].left_stop;
  for (GameId l : left) {
    if (nodes_[l].right_stop > ls) ls = nodes_[l].right_stop;
  }
  for (GameId r : right) {
    if (nodes_[r].left_stop < rs) rs = nodes_[r].left_stop;
  }
  charge_bytes(kNodeBytes + (left.capacity() + right.capacity()) * sizeof(GameId));
  Node& n = nodes_.emplace_back();
  n.options_ready = true;
  n.left = std::move(left);
  n.right = std::move(right);
  n.left_stop = std::move(ls);
  n.right_stop = std::move(rs);
  general_ids_.emplace(h, id);
  return id;
}

GameId GameStore::negative(GameId g) {
  std::lock_guard lock(mutex_);
  return negative_(g);
}

GameId GameStore::negative_(GameId g) {
  const Node& n = nodes_[g];
  if (n.is_nus) return nus_({-n.nus.number, -n.nus.ups, n.nus.nim});
  if (n.negative != 0xFFFFFFFFu) return n.negative;
  // The negative of a canonical form is canonical: −G = {−G^R | −G^L}.
  std::vector<GameId> left, right;
  for (GameId r : n.right) left.push_back(negative_(r));
  for (GameId l : nodes_[g].left) right.push_back(negative_(l));
  const GameId neg = intern_general(std::move(left), std::move(right));
  nodes_[g].negative = neg;
  nodes_[neg].negative = g;
  return neg;
}

GameId GameStore::add(GameId g, GameId h, Budget& budget) {
  std::lock_guard lock(mutex_);
  BudgetScope scope(*this, &budget);
  return add_(g, h);
}

GameId GameStore::subtract(GameId g, GameId h, Budget& budget) {
  std::lock_guard lock(mutex_);
  BudgetScope scope(*this, &budget);
  return add_(g, negative_(h));
}

RecursionDepth::RecursionDepth(std::size_t& counter, const char* what) : counter_(counter) {
  if (++counter_ > kMaxRecursionDepth) {
    --counter_;
    throw Error(ErrorKind::kBudget,
                fmt::format("{} goes more than {} levels deep through options (a large ^n or a "
                            "long sum is that deep); this computation is too large",
                            what, kMaxRecursionDepth));
  }
}

GameId GameStore::add_(GameId g, GameId h) {
  if (g == kZero) return h;
  if (h == kZero) return g;
  if (g > h) std::swap(g, h);  // addition is commutative: one cache entry per pair
  {
    const Node& a = nodes_[g];
    const Node& b = nodes_[h];
    if (a.is_nus && b.is_nus && (fast_ || (a.nus.is_number() && b.nus.is_number()))) {
      const std::int64_t ups = a.nus.ups + b.nus.ups;  // each at most 2^61 in size: no overflow
      if (ups > kMaxUpMultiple || ups < -kMaxUpMultiple) {
        throw Error(
            ErrorKind::kBudget,
            fmt::format("the sum has more than 2^61 = {} ups, the most held", kMaxUpMultiple));
      }
      return nus_({a.nus.number + b.nus.number, ups, a.nus.nim ^ b.nus.nim});
    }
  }
  const std::uint64_t key = pair_key(g, h);
  if (const GameId* hit = add_cache_.find(key)) return *hit;
  const RecursionDepth level(depth_, "the sum");
  charge();
  std::vector<GameId> left, right;
  if (number_(g) || number_(h)) {
    // Number translation (a consequence of the number avoidance theorem): for x a number and
    // G not one, x + G = {x + G^L | x + G^R}.
    const GameId x = number_(g) ? g : h, game = number_(g) ? h : g;
    for (GameId l : options_(game, Side::kLeft)) left.push_back(add_(x, l));
    for (GameId r : options_(game, Side::kRight)) right.push_back(add_(x, r));
  } else {
    const std::vector<GameId> gl = options_(g, Side::kLeft), gr = options_(g, Side::kRight);
    const std::vector<GameId> hl = options_(h, Side::kLeft), hr = options_(h, Side::kRight);
    for (GameId l : gl) left.push_back(add_(l, h));
    for (GameId l : hl) left.push_back(add_(g, l));
    for (GameId r : gr) right.push_back(add_(r, h));
    for (GameId r : hr) right.push_back(add_(g, r));
  }
  const GameId sum = construct_(std::move(left), std::move(right));
  charge_bytes(add_cache_.bytes_to_insert());
  add_cache_.insert(key, sum);
  return sum;
}

std::uint64_t GameStore::birthday(GameId g) {
  std::lock_guard lock(mutex_);
  return birthday_(g);
}

namespace {

// The birthday of a dyadic: |n| for an integer, floor(|x|) + k + 1 for m/2^k.
std::uint64_t number_birthday(const Dyadic& x) {
  const Dyadic a = x.sign() < 0 ? -x : x;
  const BigInt whole = a.floor();
  const std::uint64_t w =
      whole.fits_int64() ? static_cast<std::uint64_t>(whole.to_int64()) : ~std::uint64_t{0} / 2;
  return a.is_integer() ? w : w + a.exponent() + 1;
}

// The birthday of u↑ + *n (u ≥ 0): f(0, n) = n; f(1, n) = 2 for n ≤ 1, 1 + (n⊕1) otherwise;
// f(u, n) = 1 + f(u−1, n⊕1) from the canonical options {0 | (u−1)↑ + *(n⊕1)}.
std::uint64_t infinitesimal_birthday(std::uint64_t u, std::uint64_t n) {
  if (u == 0) return n;
  const std::uint64_t m = n ^ ((u - 1) & 1);
  return (u - 1) + (m <= 1 ? 2 : 1 + (m ^ 1));
}

}  // namespace

std::uint64_t GameStore::birthday_(GameId g) {
  const Node& n = nodes_[g];
  if (n.birthday != ~std::uint64_t{0}) return n.birthday;
  std::uint64_t b = 0;
  if (n.is_nus) {
    // Translation by a number adds its birthday at every leaf of the game tree.
    const std::uint64_t u = n.nus.ups < 0 ? -static_cast<std::uint64_t>(n.nus.ups) : n.nus.ups;
    b = number_birthday(n.nus.number) + infinitesimal_birthday(u, n.nus.nim);
  } else {
    for (Side s : {Side::kLeft, Side::kRight}) {
      const std::vector<GameId> opts = options_(g, s);
      for (GameId o : opts) b = std::max(b, birthday_(o) + 1);
    }
  }
  nodes_[g].birthday = b;
  return b;
}

}  // namespace grundy::partizan
