#include "impartial/quotient_verify.h"

#include <algorithm>
#include <map>
#include <unordered_set>

namespace grundy {
namespace {

struct StateHash {
  std::size_t operator()(const std::vector<std::uint32_t>& s) const {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::uint32_t v : s) h = (h ^ v) * 0xBF58476D1CE4E5B9ull, h ^= h >> 29;
    return static_cast<std::size_t>(h);
  }
};

}  // namespace

ClaimVerdict verify_quotient_claim(const QuotientClaim& claim, Budget& budget,
                                   std::size_t max_states) {
  const std::uint32_t order = claim.order;
  auto mul = [&](std::uint32_t x, std::uint32_t y) {
    return claim.product[static_cast<std::size_t>(x) * order + y];
  };
  if (claim.in_p[claim.identity]) return ClaimVerdict::kRefuted;  // ∅ is N in misère play

  // Groups of heaps with the same class and the same option classes.
  std::map<std::pair<std::uint32_t, std::vector<std::uint32_t>>, std::size_t> index;
  std::vector<std::uint32_t> group_class;
  std::vector<std::vector<bool>> all_options_n;  // A_h(q) by group and q
  std::vector<bool> has_options;                 // by group: does such a heap have a move?
  for (std::size_t h = 0; h < claim.phi.size(); ++h) {
    std::vector<std::uint32_t> opts = claim.option_classes[h];
    std::sort(opts.begin(), opts.end());
    opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
    auto key = std::make_pair(claim.phi[h], opts);
    if (index.count(key)) continue;
    index.emplace(key, group_class.size());
    group_class.push_back(claim.phi[h]);
    std::vector<bool> a(order, true);
    for (std::uint32_t q = 0; q < order; ++q) {
      for (std::uint32_t t : opts) {
        if (claim.in_p[mul(q, t)]) {
          a[q] = false;
          break;
        }
      }
    }
    all_options_n.push_back(std::move(a));
    has_options.push_back(!opts.empty());
    budget.charge(order * (opts.size() + 1));
  }
  const std::size_t m = group_class.size();
  const std::uint32_t kAbsent = order;

  // state[0] = Φ(x); state[1 + j] = Φ(x − h) for a heap h of group j in x, or kAbsent.
  MemoryCharge bytes(budget, "the misère quotient's proof search");
  std::unordered_set<std::vector<std::uint32_t>, StateHash> seen;
  std::vector<std::vector<std::uint32_t>> stack;
  std::vector<std::uint32_t> start(m + 1, kAbsent);
  start[0] = claim.identity;
  seen.insert(start);
  stack.push_back(start);
  const std::uint64_t state_bytes = (m + 1) * 4 + 64;
  while (!stack.empty()) {
    const std::vector<std::uint32_t> s = std::move(stack.back());
    stack.pop_back();
    for (std::size_t j = 0; j < m; ++j) {
      std::vector<std::uint32_t> t(m + 1);
      t[0] = mul(s[0], group_class[j]);
      for (std::size_t g = 0; g < m; ++g) {
        t[1 + g] = s[1 + g] == kAbsent ? kAbsent : mul(s[1 + g], group_class[j]);
      }
      t[1 + j] = s[0];
      budget.charge(m + 1);
      if (seen.count(t)) continue;
      // The equivalence at t: P exactly when x has a move and every move leads to N (a
      // position with no move is N in misère play: the player to move has won).
      bool all_n = true, any_move = false;
      for (std::size_t g = 0; g < m && all_n; ++g) {
        if (t[1 + g] == kAbsent) continue;
        any_move = any_move || has_options[g];
        if (!all_options_n[g][t[1 + g]]) all_n = false;
      }
      if (claim.in_p[t[0]] != (all_n && any_move)) return ClaimVerdict::kRefuted;
      if (seen.size() >= max_states) return ClaimVerdict::kTooLarge;
      bytes.add(2 * state_bytes);
      seen.insert(t);
      stack.push_back(std::move(t));
    }
  }
  return ClaimVerdict::kProved;
}

}  // namespace grundy
