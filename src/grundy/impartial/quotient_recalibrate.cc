#include "grundy/impartial/quotient_recalibrate.h"

#include <algorithm>
#include <functional>

#include "grundy/core/sorted_unique.h"
#include "grundy/impartial/quotient_trial.h"

namespace grundy {

namespace {

using ExponentWord = std::vector<std::uint32_t>;  // heap h ↦ exponent, h = 0..n

// Colexicographic order: the larger exponent of the largest heap where the words differ.
bool colex_less(const ExponentWord& x, const ExponentWord& y) {
  for (std::size_t h = x.size(); h-- > 0;) {
    if (x[h] != y[h]) return x[h] < y[h];
  }
  return false;
}

std::uint32_t mul(const QuotientClaim& c, std::uint32_t x, std::uint32_t y) {
  return c.product[std::size_t{x} * c.order + y];
}

// The colex-least word of each element (empty: not reached). Least words are closed under
// removing a factor, so the walk stops where it reaches an element already found.
std::vector<ExponentWord> least_words(const QuotientClaim& c, Budget& budget) {
  const std::size_t n = c.phi.size();
  std::vector<ExponentWord> least(c.order);
  std::vector<bool> found(c.order, false);
  ExponentWord word(n + 1, 0);
  std::function<void(std::size_t, std::uint32_t)> visit = [&](std::size_t level,
                                                              std::uint32_t elem) {
    budget.charge();
    if (level == 0) {
      found[elem] = true;
      least[elem] = word;
      return;
    }
    visit(level - 1, elem);
    for (;;) {
      elem = mul(c, elem, c.phi[level - 1]);
      ++word[level];
      if (found[elem]) break;
      visit(level - 1, elem);
    }
    word[level] = 0;
  };
  visit(n, c.identity);
  return least;
}

// Adds tr to the minimal sets of list unless some set there is a subset of it.
bool incorporate(std::vector<std::vector<std::uint32_t>>& list,
                 const std::vector<std::uint32_t>& tr) {
  for (const auto& old : list) {
    if (std::includes(tr.begin(), tr.end(), old.begin(), old.end())) return false;
  }
  std::erase_if(list, [&](const auto& old) {
    return std::includes(old.begin(), old.end(), tr.begin(), tr.end());
  });
  list.push_back(tr);
  return true;
}

// The index of x: the least i with x^i = x^j for some j > i.
unsigned index_of(const QuotientClaim& c, std::uint32_t x) {
  std::vector<int> first(c.order, -1);
  std::uint32_t y = c.identity;
  for (int i = 0;; ++i) {
    if (first[y] >= 0) return static_cast<unsigned>(first[y]);
    first[y] = i;
    y = mul(c, y, x);
  }
}

}  // namespace

std::optional<ExponentWord> least_failure(const QuotientClaim& c, Budget& budget,
                                          std::size_t max_nodes, bool* complete) {
  if (complete) *complete = true;
  const std::size_t n = c.phi.size();
  const std::vector<ExponentWord> least = least_words(c, budget);

  // (P): the least word of x followed by heap h, where x·Φ(h) ∈ P and some x·t ∈ P.
  std::optional<ExponentWord> best;
  for (std::uint32_t x = 0; x < c.order; ++x) {
    if (least[x].empty()) continue;
    for (std::size_t h = 1; h <= n; ++h) {
      if (!c.in_p[mul(c, x, c.phi[h - 1])]) continue;
      for (std::uint32_t t : c.option_classes[h - 1]) {
        if (!c.in_p[mul(c, x, t)]) continue;
        ExponentWord w = least[x];
        ++w[h];
        if (!best || colex_less(w, *best)) best = std::move(w);
        break;
      }
    }
    budget.charge(n + 1);
  }

  // (N): the walk in colex order, below the (P) failure.
  std::vector<std::vector<std::vector<std::uint32_t>>> seen(c.order);
  ExponentWord word(n + 1, 0);
  std::size_t nodes = 0;
  enum class Stop { kNo, kFound, kPast, kLimit };
  std::function<Stop(std::size_t, std::uint32_t, const std::vector<std::uint32_t>&)> visit =
      [&](std::size_t level, std::uint32_t elem, const std::vector<std::uint32_t>& tr) {
        budget.charge();
        if (++nodes > max_nodes) return Stop::kLimit;
        if (level == 0) {
          if (tr.empty() || c.in_p[elem]) return Stop::kNo;
          for (std::uint32_t y : tr) {
            if (c.in_p[y]) return Stop::kNo;
          }
          return Stop::kFound;
        }
        if (Stop s = visit(level - 1, elem, tr); s != Stop::kNo) return s;
        const auto& opts = c.option_classes[level - 1];
        if (!opts.empty()) {
          const std::uint32_t g = c.phi[level - 1];
          std::vector<std::uint32_t> cur = tr;
          for (;;) {
            ++word[level];
            if (best && !colex_less(word, *best)) return Stop::kPast;
            std::vector<std::uint32_t> next;
            next.reserve(cur.size() + opts.size());
            for (std::uint32_t y : cur) next.push_back(mul(c, y, g));
            for (std::uint32_t t : opts) next.push_back(mul(c, elem, t));
            next = sorted_unique(std::move(next));
            elem = mul(c, elem, g);
            if (!incorporate(seen[elem], next)) break;
            cur = std::move(next);
            if (Stop s = visit(level - 1, elem, cur); s != Stop::kNo) return s;
          }
        }
        word[level] = 0;
        return Stop::kNo;
      };
  const Stop s = visit(n, c.identity, {});
  if (s == Stop::kFound) return word;
  if (s == Stop::kLimit && complete) *complete = false;
  return best;
}

std::optional<QuotientClaim> recalibrate(
    const QuotientClaim& trial, std::uint64_t n, const ExponentWord& w,
    const std::vector<std::vector<std::vector<std::uint64_t>>>& options, std::uint64_t max_size,
    Budget& budget) {
  auto class_of = [](const QuotientClaim& c, const ExponentWord& word) {
    std::uint32_t x = c.identity;
    for (std::size_t h = 1; h < word.size(); ++h) {
      for (std::uint32_t i = 0; i < word[h]; ++i) x = mul(c, x, c.phi[h - 1]);
    }
    return x;
  };
  const bool should_be_p = !trial.in_p[class_of(trial, w)];
  std::vector<std::uint64_t> involved;
  for (std::uint64_t h = 1; h <= n; ++h) {
    if (w[h] > 0) involved.push_back(h);
  }
  std::vector<CyclicPart> parts_of(involved.size());
  for (std::size_t i = 0; i < involved.size(); ++i) {
    const std::uint64_t h = involved[i];
    const unsigned index = std::max(index_of(trial, trial.phi[h - 1]), w[h] > 0 ? w[h] - 1 : 0);
    const unsigned period = std::max(2, 2 * ((static_cast<int>(index) - 4) / 2));
    parts_of[i] = CyclicPart{h, index, period};
  }
  // Subsets of the heaps of w by size, each size in colex order of the chosen positions.
  const std::size_t m = involved.size();
  for (std::size_t k = 1; k <= m; ++k) {
    std::vector<std::size_t> pick(k);
    for (std::size_t i = 0; i < k; ++i) pick[i] = i;
    for (;;) {
      std::vector<CyclicPart> parts;
      for (std::size_t i : pick) parts.push_back(parts_of[i]);
      auto claim = cyclic_trial_claim(trial, n, parts, options, max_size, budget);
      if (claim && claim->in_p[class_of(*claim, w)] == should_be_p) return claim;
      // next k-subset in colex order
      std::size_t i = 0;
      while (i < k && pick[i] + 1 == (i + 1 < k ? pick[i + 1] : m)) ++i;
      if (i == k) break;
      ++pick[i];
      for (std::size_t j = 0; j < i; ++j) pick[j] = j;
    }
  }
  return std::nullopt;
}

}  // namespace grundy
