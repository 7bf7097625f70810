#include "grundy/impartial/retrograde.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "grundy/core/error.h"

namespace grundy {
namespace {

// One component of a state of the sum, by its place in the sum: gone once a move made it
// vanish.
struct Slot {
  bool gone = false;
  Component c;
  friend auto operator<=>(const Slot&, const Slot&) = default;
};
using Slots = std::vector<Slot>;

struct SlotsHash {
  std::size_t operator()(const Slots& s) const {
    std::size_t h = s.size();
    for (const Slot& slot : s) {
      h ^= (slot.gone ? 0x51ED27ull : ComponentHash{}(slot.c)) + 0x9E3779B97F4A7C15ull + (h << 6) +
           (h >> 2);
    }
    return h;
  }
};

}  // namespace

Outcome RetrogradeSolver::outcome(const Sum& sum) {
  std::vector<const Ruleset*> ruleset_of;  // by slot
  Slots root;
  for (const Term& t : sum.terms) {
    for (const Component& c : t.components) {
      ruleset_of.push_back(t.ruleset.get());
      root.push_back({false, c});
    }
  }
  // List the product graph from the root: each state's distinct options.
  std::unordered_map<Slots, std::uint32_t, SlotsHash> index;
  std::vector<Slots> states;
  std::vector<std::vector<std::uint32_t>> succ;
  MemoryCharge bytes(budget_, "the retrograde analysis's graph");
  auto intern = [&](Slots s) {
    auto [it, fresh] = index.try_emplace(s, static_cast<std::uint32_t>(states.size()));
    if (fresh) {
      if (states.size() >= kMaxPositions) {
        throw Error(ErrorKind::kBudget,
                    fmt::format("the retrograde analysis would list more than {} positions of the "
                                "sum's game graph; the sum is too large for the independent route",
                                kMaxPositions));
      }
      bytes.add(2 * (64 + s.size() * sizeof(Slot)) + 48);
      states.push_back(std::move(s));
      succ.emplace_back();
    }
    return it->second;
  };
  intern(root);
  for (std::size_t u = 0; u < states.size(); ++u) {
    for (std::size_t i = 0; i < states[u].size(); ++i) {
      if (states[u][i].gone) continue;
      const std::vector<Parts> options = ruleset_of[i]->options(states[u][i].c, budget_);
      budget_.charge(1 + options.size());
      for (const Parts& parts : options) {
        if (parts.size() > 1) {
          throw Error(ErrorKind::kUsage,
                      "retrograde analysis takes sums of games whose moves lead to single "
                      "positions (a game graph, a Nim heap), not moves that split a position");
        }
        Slots next = states[u];
        next[i] = parts.empty() ? Slot{true, {}} : Slot{false, parts[0]};
        const std::uint32_t v = intern(std::move(next));
        succ[u].push_back(v);
      }
    }
    std::sort(succ[u].begin(), succ[u].end());
    succ[u].erase(std::unique(succ[u].begin(), succ[u].end()), succ[u].end());
    bytes.add(succ[u].size() * 2 * sizeof(std::uint32_t));
  }
  listed_ = states.size();
  const std::size_t n = states.size();
  std::vector<std::vector<std::uint32_t>> preds(n);
  for (std::uint32_t u = 0; u < n; ++u) {
    for (std::uint32_t v : succ[u]) preds[v].push_back(u);
  }
  // Retrograde analysis: open[u] counts the options of u not yet known to be N.
  enum : std::uint8_t { kOpen, kLoss, kWin };
  std::vector<std::uint8_t> result(n, kOpen);
  std::vector<std::size_t> open(n);
  std::vector<std::uint32_t> queue;
  for (std::uint32_t u = 0; u < n; ++u) {
    open[u] = succ[u].size();
    if (open[u] == 0) {
      result[u] = kLoss;
      queue.push_back(u);
    }
  }
  while (!queue.empty()) {
    const std::uint32_t v = queue.back();
    queue.pop_back();
    budget_.charge(1 + preds[v].size());
    for (std::uint32_t u : preds[v]) {
      if (result[u] != kOpen) continue;
      if (result[v] == kLoss) {
        result[u] = kWin;  // u has an option that loses for the player who must move from it
        queue.push_back(u);
      } else if (--open[u] == 0) {
        result[u] = kLoss;  // every option of u wins for the player who moves from it
        queue.push_back(u);
      }
    }
  }
  return result[0] == kLoss ? Outcome::kP : result[0] == kWin ? Outcome::kN : Outcome::kD;
}

}  // namespace grundy
