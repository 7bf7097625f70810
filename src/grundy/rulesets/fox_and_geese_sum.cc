#include "grundy/rulesets/fox_and_geese_sum.h"

#include <fmt/format.h>

#include <unordered_map>  // std::unordered_map

#include "grundy/core/error.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

// A state: the geese as a mask over the squares (at most 64 dark squares, so at most 128
// squares: two words), the fox's square and the follower of G.
struct Key {
  std::uint64_t lo = 0, hi = 0;
  std::uint32_t fox = 0;
  GameId g = 0;
  friend bool operator==(const Key&, const Key&) = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const {
    std::uint64_t h = k.lo * 0x9E3779B97F4A7C15ULL ^ (k.hi + 0x632BE59BD9B4E019ULL);
    h ^= (static_cast<std::uint64_t>(k.fox) << 32 | k.g) * 0xC2B2AE3D27D4EB4FULL;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

bool goose_at(const Key& k, int s) {
  return s < 64 ? (k.lo >> s & 1) : (k.hi >> (s - 64) & 1);
}
void flip(Key& k, int s) {
  if (s < 64) {
    k.lo ^= std::uint64_t{1} << s;
  } else {
    k.hi ^= std::uint64_t{1} << (s - 64);
  }
}

}  // namespace

std::optional<FoxAndGeeseBesideGame> read_fox_and_geese_sum(std::string_view text, GameStore& store,
                                                            Budget& budget) {
  const std::size_t prefix = kFoxAndGeese.size() + 1;  // `fox-and-geese:`
  if (!text.starts_with(kFoxAndGeese) || !text.substr(kFoxAndGeese.size()).starts_with(':') ||
      text.find('+') == std::string_view::npos) {
    return std::nullopt;
  }
  // The board runs to the first blank or '+'; the rest after '+' is a short game.
  std::size_t end = prefix;
  while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != '+') ++end;
  FoxAndGeeseBesideGame out;
  out.board = parse_fox_and_geese(text.substr(prefix, end - prefix), prefix + 1);
  std::size_t rest = end;
  while (rest < text.size() && (text[rest] == ' ' || text[rest] == '\t')) ++rest;
  if (rest >= text.size() || text[rest] != '+') {
    throw parse_error(
        fmt::format("expected '+' after the Fox and Geese board at column {}", rest + 1), rest + 1);
  }
  out.game = parse_game(store, text.substr(rest + 1), budget, {}, rest + 2);
  return out;
}

FoxAndGeeseSum fox_and_geese_sum(const FoxAndGeesePosition& p, GameStore& store, GameId g,
                                 Budget& budget) {
  const int rows = p.rows, cols = p.cols;
  if (rows * cols > 128) {
    throw Error(ErrorKind::kUsage, "a Fox and Geese board beside a game has at most 128 squares");
  }
  std::unordered_map<Key, int, KeyHash> index;
  std::vector<Key> states;
  FoxAndGeeseSum out;
  MemoryCharge memory(budget, "the game graph of Fox and Geese beside a game");
  auto id = [&](const Key& k) {
    auto [it, fresh] = index.try_emplace(k, out.graph.size());
    if (fresh) {
      if (states.size() >= kMaxFoxAndGeeseSumStates) {
        throw Error(ErrorKind::kBudget, "the game graph of Fox and Geese beside a game passes " +
                                            std::to_string(kMaxFoxAndGeeseSumStates) + " states");
      }
      budget.charge();
      // The key in the table and the list, the node's two option lists and their entries.
      memory.add(3 * sizeof(Key) + 2 * sizeof(std::vector<int>) + 48);
      out.graph.add_node();
      states.push_back(k);
    }
    return it->second;
  };
  Key start;
  start.fox = static_cast<std::uint32_t>(p.fox);
  start.g = g;
  for (int s : p.geese) flip(start, s);
  id(start);
  // Diagonal neighbours of a square, or -1 off the board: up-left, up-right, down-left,
  // down-right (a goose takes the first two, the fox all four).
  auto step = [&](int s, int d) {
    const int r = s / cols + (d < 2 ? -1 : 1), c = s % cols + (d % 2 == 0 ? -1 : 1);
    return r < 0 || r >= rows || c < 0 || c >= cols ? -1 : r * cols + c;
  };
  for (std::size_t i = 0; i < states.size(); ++i) {
    const Key k = states[i];  // a copy: id() may grow states
    std::vector<int> left, right;
    for (int s = 0; s < rows * cols; ++s) {
      if (!goose_at(k, s)) continue;
      for (int d = 0; d < 2; ++d) {
        const int t = step(s, d);
        if (t < 0 || goose_at(k, t) || t == static_cast<int>(k.fox)) continue;
        Key a = k;
        flip(a, s);
        flip(a, t);
        left.push_back(id(a));
      }
    }
    for (int d = 0; d < 4; ++d) {
      const int t = step(static_cast<int>(k.fox), d);
      if (t < 0 || goose_at(k, t)) continue;
      Key a = k;
      a.fox = static_cast<std::uint32_t>(t);
      right.push_back(id(a));
    }
    for (GameId o : store.options(k.g, Side::kLeft)) {
      Key a = k;
      a.g = o;
      left.push_back(id(a));
    }
    for (GameId o : store.options(k.g, Side::kRight)) {
      Key a = k;
      a.g = o;
      right.push_back(id(a));
    }
    memory.add(4 * (left.size() + right.size()));
    out.graph.left[i] = std::move(left);
    out.graph.right[i] = std::move(right);
  }
  out.states = states.size();
  return out;
}

}  // namespace grundy::partizan
