#include "grundy/impartial/misere_store.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort, std::unique, std::binary_search
#include <functional>
#include <unordered_set>

#include "grundy/core/error.h"
#include "grundy/core/mex.h"

namespace grundy::misere {
namespace {

// The deepest recursion through options (add, mate, the equality test); deeper is a budget
// error rather than an exhausted call stack.
constexpr std::size_t kMaxDepth = 4096;
// What a node costs besides its options: the deque slot, the index entry and its key.
constexpr std::uint64_t kNodeBytes = 160;

class Depth {
 public:
  Depth(std::size_t& counter) : counter_(counter) {
    if (++counter_ > kMaxDepth) {
      --counter_;
      throw Error(ErrorKind::kBudget,
                  fmt::format("a misère simplest form goes more than {} levels deep through "
                              "options; this computation is too large",
                              kMaxDepth));
    }
  }
  ~Depth() { --counter_; }
  Depth(const Depth&) = delete;
  Depth& operator=(const Depth&) = delete;

 private:
  std::size_t& counter_;
};

std::uint64_t pair_key(GameId a, GameId b) {
  return std::uint64_t{a} << 32 | b;
}

}  // namespace

std::size_t MisereStore::OptionsHash::operator()(const std::vector<GameId>& v) const {
  std::uint64_t h = 0x9E3779B97F4A7C15ull ^ v.size();
  for (GameId g : v) h = (h ^ g) * 0x100000001B3ull + (h >> 29);
  return static_cast<std::size_t>(h);
}

MisereStore::MisereStore(Budget& budget) : budget_(budget), bytes_(budget, "the misère store") {
  intern({});  // kZero
}

bool MisereStore::contains(GameId g, GameId option) const {
  const auto& o = nodes_[g].options;
  return std::binary_search(o.begin(), o.end(), option);
}

GameId MisereStore::intern(std::vector<GameId> options) {
  if (auto it = index_.find(options); it != index_.end()) return it->second;
  if (nodes_.size() >= kMaxGames) {
    throw Error(ErrorKind::kBudget,
                fmt::format("more than {} distinct misère forms; this computation is too large",
                            kMaxGames));
  }
  bytes_.add(kNodeBytes + 2 * options.size() * sizeof(GameId));
  Node n;
  n.p = !options.empty();  // the empty game is N: the player to move cannot, and wins
  std::vector<std::uint32_t> grundy;
  for (GameId o : options) {
    const Node& c = nodes_[o];
    if (c.p) n.p = false;  // a move to a P-position wins
    n.birthday = std::max(n.birthday, c.birthday + 1);
    grundy.push_back(c.misere_grundy);
  }
  n.misere_grundy = options.empty() ? 1 : static_cast<std::uint32_t>(mex(grundy));
  // *k = {*0, …, *(k−1)}: the options are Nim heaps of every size below k (ids sorted by birth,
  // and *j is born before *(j+1), so they come in order).
  bool heap = true;
  for (std::size_t i = 0; heap && i < options.size(); ++i) {
    heap = nodes_.empty() ? false : nodes_[options[i]].nim == static_cast<std::int64_t>(i);
  }
  n.nim = heap ? static_cast<std::int64_t>(options.size()) : -1;
  n.options = options;
  const auto id = static_cast<GameId>(nodes_.size());
  nodes_.push_back(std::move(n));
  index_.emplace(std::move(options), id);
  return id;
}

bool MisereStore::equals(const std::vector<GameId>& s, bool s_p, GameId h,
                         std::unordered_map<GameId, bool>& memo) {
  if (auto it = memo.find(h); it != memo.end()) return it->second;
  Depth depth(depth_);
  budget_.charge();
  bool eq = s_p == nodes_[h].p;  // (a): the same outcome (the proviso when either is empty)
  // (b): every option of G is an option of H or has H as an option (all are simplest forms,
  // so equality of forms is equality of ids).
  for (std::size_t i = 0; eq && i < s.size(); ++i) {
    eq = contains(h, s[i]) || contains(s[i], h);
  }
  // (c): every option of H is an option of G or has an option equal to G.
  const std::vector<GameId> h_options = nodes_[h].options;  // nodes_ may grow: no reference
  for (std::size_t i = 0; eq && i < h_options.size(); ++i) {
    const GameId t = h_options[i];
    if (std::binary_search(s.begin(), s.end(), t)) continue;
    bool found = false;
    const std::vector<GameId> t_options = nodes_[t].options;
    for (GameId u : t_options) {
      if (equals(s, s_p, u, memo)) {
        found = true;
        break;
      }
    }
    eq = found;
  }
  memo.emplace(h, eq);
  return eq;
}

GameId MisereStore::game(std::vector<GameId> options) {
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  if (auto it = index_.find(options); it != index_.end()) return it->second;
  budget_.charge(options.size() + 1);
  bool p = !options.empty();
  for (GameId o : options) p = p && !nodes_[o].p;
  // A reversible option G′ (one with an option G″ = G) makes G equal to that G″, which is
  // already a simplest form (ONAG ch. 12): the simplest form of G is G″.
  std::unordered_map<GameId, bool> memo;
  for (GameId o : options) {
    const std::vector<GameId> grandchildren = nodes_[o].options;
    for (GameId g2 : grandchildren) {
      if (nodes_[g2].p != p) continue;  // (a) fails at once
      if (equals(options, p, g2, memo)) return g2;
    }
  }
  return intern(std::move(options));
}

GameId MisereStore::nim(std::uint64_t n) {
  if (n > kMaxGames) {
    throw Error(ErrorKind::kBudget, fmt::format("*{} has more options than a misère form may", n));
  }
  if (nims_.empty()) nims_.push_back(kZero);
  while (nims_.size() <= n) {
    nims_.push_back(intern(std::vector<GameId>(nims_.begin(), nims_.end())));
  }
  return nims_[n];
}

std::optional<std::uint64_t> MisereStore::nim_value(GameId g) const {
  if (nodes_[g].nim >= 0) return static_cast<std::uint64_t>(nodes_[g].nim);
  return std::nullopt;
}

GameId MisereStore::add(GameId a, GameId b) {
  if (a == kZero) return b;
  if (b == kZero) return a;
  if (a > b) std::swap(a, b);
  if (auto it = sums_.find(pair_key(a, b)); it != sums_.end()) return it->second;
  Depth depth(depth_);
  std::vector<GameId> options;
  const std::vector<GameId> a_options = nodes_[a].options, b_options = nodes_[b].options;
  options.reserve(a_options.size() + b_options.size());
  for (GameId x : a_options) options.push_back(add(x, b));
  for (GameId y : b_options) options.push_back(add(a, y));
  const GameId sum = game(std::move(options));
  bytes_.add(48);
  sums_.emplace(pair_key(a, b), sum);
  return sum;
}

GameId MisereStore::mate(GameId g) {
  if (g == kZero) return nim(1);
  if (auto it = mates_.find(g); it != mates_.end()) return it->second;
  Depth depth(depth_);
  std::vector<GameId> options;
  const std::vector<GameId> g_options = nodes_[g].options;
  for (GameId x : g_options) options.push_back(mate(x));
  const GameId m = game(std::move(options));
  bytes_.add(48);
  mates_.emplace(g, m);
  return m;
}

std::size_t MisereStore::follower_count(GameId g) const {
  std::unordered_set<GameId> seen{g};
  std::vector<GameId> todo{g};
  while (!todo.empty()) {
    const GameId x = todo.back();
    todo.pop_back();
    for (GameId o : nodes_[x].options) {
      if (seen.insert(o).second) todo.push_back(o);
    }
  }
  return seen.size();
}

std::unordered_map<GameId, std::size_t> MisereStore::follower_ranks(GameId g) const {
  std::vector<GameId> followers{g};
  std::unordered_set<GameId> seen{g};
  for (std::size_t i = 0; i < followers.size(); ++i) {
    for (GameId o : nodes_[followers[i]].options) {
      if (seen.insert(o).second) followers.push_back(o);
    }
  }
  std::sort(followers.begin(), followers.end(),
            [&](GameId a, GameId b) { return nodes_[a].birthday < nodes_[b].birthday; });
  std::unordered_map<GameId, std::size_t> rank;
  // Within one birthday the options' ranks are known (options are born earlier).
  auto key = [&](GameId x) {
    std::vector<std::size_t> k;
    for (GameId o : nodes_[x].options) k.push_back(rank.at(o));
    std::sort(k.begin(), k.end());
    return k;
  };
  for (std::size_t i = 0; i < followers.size();) {
    std::size_t j = i;
    std::vector<std::pair<std::vector<std::size_t>, GameId>> group;
    while (j < followers.size() && nodes_[followers[j]].birthday == nodes_[followers[i]].birthday) {
      group.emplace_back(key(followers[j]), followers[j]);
      ++j;
    }
    std::sort(group.begin(), group.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [k, x] : group) rank.emplace(x, rank.size());
    i = j;
  }
  return rank;
}

std::optional<std::string> MisereStore::nested_spelling(GameId g, std::size_t max_chars) const {
  std::string out;
  // Iterative, so a deep form needs no call stack: each frame is a node's options and the next.
  auto atom = [&](GameId x) -> bool {
    if (auto n = nim_value(x)) {
      out += *n == 0 ? "0" : *n == 1 ? "*" : "*" + std::to_string(*n);
      return true;
    }
    return false;
  };
  if (atom(g)) return out;
  // Options in rank order: small games first, as a person writes them.
  const auto rank = follower_ranks(g);
  auto ordered = [&](GameId x) {
    std::vector<GameId> o = nodes_[x].options;
    std::sort(o.begin(), o.end(), [&](GameId p, GameId q) { return rank.at(p) < rank.at(q); });
    return o;
  };
  std::vector<std::pair<std::vector<GameId>, std::size_t>> stack;
  stack.push_back({ordered(g), 0});
  out += '{';
  while (!stack.empty()) {
    if (out.size() > max_chars) return std::nullopt;
    auto& [opts, next] = stack.back();
    if (next == opts.size()) {
      out += '}';
      stack.pop_back();
      continue;
    }
    if (next > 0) out += ',';
    const GameId x = opts[next++];
    if (atom(x)) continue;
    out += '{';
    stack.push_back({ordered(x), 0});
  }
  if (out.size() > max_chars) return std::nullopt;
  return out;
}

std::string MisereStore::graph_spelling(GameId g) const {
  // Followers numbered in the order a breadth-first search from g first meets them, each
  // node's options taken in rank order: g is g0.
  const auto rank = follower_ranks(g);
  auto ordered = [&](GameId x) {
    std::vector<GameId> o = nodes_[x].options;
    std::sort(o.begin(), o.end(), [&](GameId p, GameId q) { return rank.at(p) < rank.at(q); });
    return o;
  };
  std::unordered_map<GameId, std::size_t> number{{g, 0}};
  std::vector<GameId> order{g};
  std::vector<std::vector<GameId>> options_of;
  for (std::size_t i = 0; i < order.size(); ++i) {
    options_of.push_back(ordered(order[i]));
    for (GameId o : options_of.back()) {
      if (number.emplace(o, order.size()).second) order.push_back(o);
    }
  }
  std::string out = "graph{";
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i > 0) out += ';';
    out += fmt::format("g{}", i);
    const auto& opts = options_of[i];
    for (std::size_t k = 0; k < opts.size(); ++k) {
      out += k == 0 ? "->" : ",";
      out += fmt::format("g{}", number.at(opts[k]));
    }
  }
  out += "}:g0";
  return out;
}

}  // namespace grundy::misere
