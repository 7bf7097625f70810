#include "grundy/impartial/quotient_verify.h"

#include <algorithm>
#include <map>

namespace grundy {

ClaimVerdict verify_quotient_claim(const QuotientClaim& claim, Budget& budget,
                                   std::size_t max_states, std::size_t* states, ProofStates* cache,
                                   std::vector<std::uint32_t>* failure) {
  if (failure) failure->clear();
  if (states) *states = 0;
  const std::uint32_t order = claim.order;
  auto mul = [&](std::uint32_t x, std::uint32_t y) {
    return claim.product[static_cast<std::size_t>(x) * order + y];
  };
  if (claim.in_p[claim.identity]) return ClaimVerdict::kRefuted;  // ∅ is N in misère play
  if (order >= kMaxStateEntry) return ClaimVerdict::kTooLarge;    // a state's entries are 16 bits

  // The classes of the heaps; for each, B(q): some heap of the class has A_h(q), and B'(q):
  // some heap of the class with a move has A_h(q).
  std::map<std::uint32_t, std::size_t> class_index;
  std::vector<std::uint32_t> classes;
  std::vector<std::vector<bool>> some_all_n, some_all_n_moving;
  std::vector<std::uint32_t> moveless;  // classes of heaps without a move
  for (std::size_t h = 0; h < claim.phi.size(); ++h) {
    const std::uint32_t c = claim.phi[h];
    auto [it, fresh] = class_index.emplace(c, classes.size());
    if (fresh) {
      classes.push_back(c);
      some_all_n.emplace_back(order, false);
      some_all_n_moving.emplace_back(order, false);
    }
    const std::size_t k = it->second;
    const auto& opts = claim.option_classes[h];
    if (opts.empty()) moveless.push_back(c);
    for (std::uint32_t q = 0; q < order; ++q) {
      bool all_n = true;
      for (std::uint32_t t : opts) {
        if (claim.in_p[mul(q, t)]) {
          all_n = false;
          break;
        }
      }
      // (P), pair by pair.
      if (claim.in_p[mul(q, c)] && !all_n) {
        if (failure) failure->push_back(c);
        return ClaimVerdict::kRefuted;
      }
      if (all_n) {
        some_all_n[k][q] = true;
        if (!opts.empty()) some_all_n_moving[k][q] = true;
      }
    }
    budget.charge(std::uint64_t{order} * (opts.size() + 1));
  }
  // (P): no element made of heaps without a move lies in P.
  {
    std::vector<bool> seen(order, false);
    std::vector<std::uint32_t> stack{claim.identity};
    seen[claim.identity] = true;
    while (!stack.empty()) {
      const std::uint32_t x = stack.back();
      stack.pop_back();
      if (claim.in_p[x]) {
        if (failure) *failure = moveless;
        return ClaimVerdict::kRefuted;
      }
      for (std::uint32_t c : moveless) {
        const std::uint32_t y = mul(x, c);
        if (!seen[y]) seen[y] = true, stack.push_back(y);
      }
    }
  }

  // (N): state[0] = Φ(x); state[1 + k] = v_k for class k in x, or kAbsent. The states are kept
  // one after another in one array, found again through an open-addressing table of indices.
  const std::size_t m = classes.size();
  const std::size_t width = m + 1;
  const State kAbsent = static_cast<State>(order);
  MemoryCharge bytes(budget, "the misère quotient's proof search");
  // state i is arena[i·width … (i + 1)·width); entries are elements (or kAbsent), 16 bits since
  // every claim has fewer than 2¹⁶ − 1 elements (checked above), which halves the search's memory
  std::vector<State> arena;
  std::vector<std::uint64_t> hashes;  // state i's hash, so a probe compares states rarely
  std::vector<std::uint32_t> table(1 << 12, ~0u);
  std::size_t count = 0;
  auto hash_of = [&](const State* s) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::size_t i = 0; i < width; ++i) {
      h = (h ^ s[i]) * 0xBF58476D1CE4E5B9ull;
      h ^= h >> 31;
    }
    return h ^ (h >> 29);
  };
  // Inserts s; false when it was there already.
  auto insert = [&](const State* s) {
    if (2 * (count + 1) > table.size()) {  // grow: rehash every state
      bytes.add(table.size() * 8);
      std::vector<std::uint32_t> bigger(table.size() * 2, ~0u);
      for (std::size_t i = 0; i < count; ++i) {
        std::uint64_t slot = hashes[i] & (bigger.size() - 1);
        while (bigger[slot] != ~0u) slot = (slot + 1) & (bigger.size() - 1);
        bigger[slot] = static_cast<std::uint32_t>(i);
      }
      table.swap(bigger);
    }
    const std::uint64_t h = hash_of(s);
    std::uint64_t slot = h & (table.size() - 1);
    while (table[slot] != ~0u) {
      const std::uint32_t i = table[slot];
      if (hashes[i] == h && std::equal(s, s + width, &arena[std::size_t{i} * width])) {
        return false;
      }
      slot = (slot + 1) & (table.size() - 1);
    }
    table[slot] = static_cast<std::uint32_t>(count++);
    arena.insert(arena.end(), s, s + width);
    hashes.push_back(h);
    bytes.add(width * sizeof(State) + 8);
    return true;
  };
  // A counterexample state: Φ(x) ∉ P, every class present has a heap with A_h(v_c), one of them
  // a heap with a move.
  auto fails = [&](const State* t) {
    if (claim.in_p[t[0]]) return false;
    bool every = true, moving = false;
    for (std::size_t k = 0; k < m && every; ++k) {
      if (t[1 + k] == kAbsent) continue;
      every = some_all_n[k][t[1 + k]];
      moving = moving || some_all_n_moving[k][t[1 + k]];
    }
    if (every && moving && failure) {  // the classes of the heaps in the counterexample
      for (std::size_t k = 0; k < m; ++k) {
        if (t[1 + k] != kAbsent) failure->push_back(classes[k]);
      }
    }
    return every && moving;
  };
  // The states reachable from ∅ depend only on the monoid and the classes of the heaps, not on
  // the heaps' options: when those are the cache's, its complete list is rescanned.
  if (cache && cache->complete && cache->order == order && cache->identity == claim.identity &&
      cache->classes == classes && cache->product == claim.product) {
    if (states) *states = cache->count;
    for (std::size_t i = 0; i < cache->count; ++i) {
      if (fails(&cache->arena[i * width])) return ClaimVerdict::kRefuted;
    }
    budget.charge(cache->count * width);
    return ClaimVerdict::kProved;
  }

  std::vector<State> start(width, kAbsent);
  start[0] = static_cast<State>(claim.identity);
  insert(start.data());
  std::vector<State> s(width), t(width);
  ClaimVerdict verdict = ClaimVerdict::kProved;
  // Depth first would need a stack; the arena is the queue (breadth first).
  for (std::size_t next = 0; next < count && verdict == ClaimVerdict::kProved; ++next) {
    std::copy(&arena[next * width], &arena[next * width] + width, s.begin());
    for (std::size_t j = 0; j < m; ++j) {
      const std::uint32_t c = classes[j];
      t[0] = static_cast<State>(mul(s[0], c));
      for (std::size_t k = 0; k < m; ++k) {
        t[1 + k] = s[1 + k] == kAbsent ? kAbsent : static_cast<State>(mul(s[1 + k], c));
      }
      t[1 + j] = s[0];  // Φ(x + h − h′) = Φ(x) for h, h′ of the same class
      budget.charge(width);
      if (count >= max_states) {
        verdict = ClaimVerdict::kTooLarge;
        break;
      }
      if (!insert(t.data())) continue;
      if (fails(t.data())) {
        verdict = ClaimVerdict::kRefuted;
        break;
      }
    }
  }
  if (cache && verdict == ClaimVerdict::kProved) {  // every reachable state was listed
    cache->complete = true;
    cache->order = order;
    cache->identity = claim.identity;
    cache->classes = classes;
    cache->product = claim.product;
    cache->count = count;
    cache->bytes.set(arena.size() * sizeof(State) + cache->product.size() * 4);
    cache->arena = std::move(arena);
  }
  if (states) *states = count;
  return verdict;
}

}  // namespace grundy
