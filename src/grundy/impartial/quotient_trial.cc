#include "grundy/impartial/quotient_trial.h"

#include <algorithm>
#include <functional>

#include "grundy/core/checked_fill.h"
#include "grundy/core/sorted_unique.h"

namespace grundy {

namespace {

// M = B × ∏ C_i: element b + |B|·(d_0 + r_0·d_1 + …), digit d_i the exponent of component i in
// 0..r_i − 1 (r_i = index_i + period_i), with g_i^{index_i + period_i} = g_i^{index_i}.
class TrialMonoid {
 public:
  TrialMonoid(const QuotientClaim& q, std::vector<std::uint32_t> b_elements,
              const std::vector<CyclicPart>& parts)
      : q_(q), b_(std::move(b_elements)), b_index_(q.order, ~0u) {
    for (std::uint32_t i = 0; i < b_.size(); ++i) b_index_[b_[i]] = i;
    std::uint64_t stride = b_.size();
    for (const CyclicPart& c : parts) {
      stride_.push_back(stride);
      index_.push_back(c.index);
      period_.push_back(c.period);
      stride *= c.index + c.period;
    }
    size_ = stride;
  }
  std::uint64_t size() const { return size_; }
  std::uint32_t of_class(std::uint32_t c) const { return b_index_[c]; }  // c ∈ B
  std::uint32_t unit(std::size_t i) const { return static_cast<std::uint32_t>(stride_[i]); }
  std::uint32_t multiply(std::uint32_t x, std::uint32_t y) const {
    const std::uint32_t nb = static_cast<std::uint32_t>(b_.size());
    std::uint32_t out = b_index_[q_.product[std::size_t{b_[x % nb]} * q_.order + b_[y % nb]]];
    std::uint32_t dx = x / nb, dy = y / nb, scale = nb;
    for (std::size_t i = 0; i < index_.size(); ++i) {
      const unsigned t = index_[i], r = t + period_[i], m = dx % r + dy % r;
      out += (m < r ? m : t + (m - t) % period_[i]) * scale;
      dx /= r, dy /= r, scale *= r;
    }
    return out;
  }

 private:
  const QuotientClaim& q_;
  std::vector<std::uint32_t> b_;        // B's elements, as elements of q (identity first)
  std::vector<std::uint32_t> b_index_;  // element of q ↦ its index in B (~0u: not in B)
  std::vector<unsigned> index_, period_;
  std::vector<std::uint64_t> stride_;
  std::uint64_t size_ = 1;
};

}  // namespace

std::optional<QuotientClaim> trial_claim(
    const QuotientClaim& q, std::uint64_t n, const std::vector<std::uint64_t>& separate, unsigned t,
    const std::vector<std::vector<std::vector<std::uint64_t>>>& options, std::uint64_t max_size,
    Budget& budget) {
  std::vector<CyclicPart> parts;
  for (std::uint64_t h : separate) parts.push_back({h, t, 2});
  parts.push_back({n, t, 2});
  return cyclic_trial_claim(q, n, parts, options, max_size, budget);
}

std::optional<QuotientClaim> cyclic_trial_claim(
    const QuotientClaim& q, std::uint64_t n, const std::vector<CyclicPart>& parts,
    const std::vector<std::vector<std::vector<std::uint64_t>>>& options, std::uint64_t max_size,
    Budget& budget) {
  std::vector<std::uint64_t> separate;
  for (const CyclicPart& c : parts) separate.push_back(c.heap);
  auto qmul = [&](std::uint32_t x, std::uint32_t y) {
    return q.product[std::size_t{x} * q.order + y];
  };
  // B: the closure of the identity under the classes of the heaps ≤ n outside `separate`.
  std::vector<std::uint32_t> gens;
  for (std::uint64_t h = 1; h <= n; ++h) {
    if (!std::binary_search(separate.begin(), separate.end(), h)) gens.push_back(q.phi[h - 1]);
  }
  gens = sorted_unique(std::move(gens));
  std::vector<std::uint32_t> b{q.identity};
  std::vector<bool> in_b(q.order, false);
  in_b[q.identity] = true;
  for (std::size_t i = 0; i < b.size(); ++i) {
    for (std::uint32_t g : gens) {
      const std::uint32_t y = qmul(b[i], g);
      if (!in_b[y]) in_b[y] = true, b.push_back(y);
    }
  }
  budget.charge(b.size() * (gens.size() + 1));
  std::uint64_t size = b.size();
  for (const CyclicPart& c : parts) {
    size *= c.index + c.period;
    if (size > max_size) return std::nullopt;
  }

  // The images of the heaps 1..n, the elements of their options, and the distinct images.
  TrialMonoid m(q, std::move(b), parts);
  std::vector<std::uint32_t> img(n + 1, 0);
  for (std::uint64_t h = 1; h <= n; ++h) {
    const auto it = std::lower_bound(separate.begin(), separate.end(), h);
    if (it != separate.end() && *it == h) {
      img[h] = m.unit(static_cast<std::size_t>(it - separate.begin()));
    } else {
      img[h] = m.of_class(q.phi[h - 1]);
    }
  }
  std::vector<std::vector<std::uint32_t>> option_elements(n + 1);
  for (std::uint64_t h = 1; h <= n; ++h) {
    for (const auto& parts : options[h]) {
      std::uint32_t x = 0;
      for (std::uint64_t p : parts) {
        if (p) x = m.multiply(x, img[p]);
      }
      option_elements[h].push_back(x);
    }
    option_elements[h] = sorted_unique(std::move(option_elements[h]));
    budget.charge(options[h].size() + 1);
  }
  std::vector<std::uint32_t> distinct;
  std::vector<std::uint64_t> moving;  // the heaps with a move, increasing
  for (std::uint64_t h = 1; h <= n; ++h) {
    if (options[h].empty()) continue;
    moving.push_back(h);
    distinct.push_back(img[h]);
  }
  distinct = sorted_unique(std::move(distinct));

  const std::size_t s = m.size(), d = distinct.size();
  MemoryCharge bytes(budget, "the misère quotient's trial monoid");
  bytes.add(s * (d + 5) * 4 + s / 4);  // next, klass, fresh, table (2s), in_p, decided

  // The guess of P, position by position in colex order (heap moving[i] at level i + 1).
  std::vector<bool> in_p(s, false), decided(s, false);
  std::function<void(std::size_t, std::uint32_t, const std::vector<std::uint32_t>&, bool)> visit =
      [&](std::size_t level, std::uint32_t elem, const std::vector<std::uint32_t>& tr, bool moved) {
        if (level == 0) {
          bool p = moved;
          for (std::uint32_t y : tr) {
            if (!p) break;
            p = !in_p[y];
          }
          in_p[elem] = p;
          decided[elem] = true;
          return;
        }
        const std::uint64_t h = moving[level - 1];
        visit(level - 1, elem, tr, moved);
        std::vector<std::uint32_t> cur = tr;
        for (;;) {
          std::vector<std::uint32_t> next;
          next.reserve(cur.size() + option_elements[h].size());
          for (std::uint32_t y : cur) next.push_back(m.multiply(y, img[h]));
          for (std::uint32_t o : option_elements[h]) next.push_back(m.multiply(elem, o));
          budget.charge(next.size() + 1);
          cur = sorted_unique(std::move(next));
          elem = m.multiply(elem, img[h]);
          if (decided[elem]) break;
          visit(level - 1, elem, cur, true);
        }
      };
  visit(moving.size(), 0, {}, false);

  // Moore refinement: the coarsest partition refining {P, N} kept by each heap's image; in a
  // commutative monoid generated by those images, the coarsest congruence keeping P from N.
  // The tables below run to hundreds of megabytes: filled a chunk at a time, and the loops over
  // them look at the deadline every few thousand rows (Budget::check adds no units of work).
  constexpr std::uint32_t kRowsPerCheck = 4096;
  std::vector<std::uint32_t> next;
  assign_checked(next, s * d, 0u, budget);
  for (std::uint32_t x = 0; x < s; ++x) {
    for (std::size_t j = 0; j < d; ++j) next[x * d + j] = m.multiply(x, distinct[j]);
    if (x % kRowsPerCheck == 0) budget.check();
  }
  budget.charge(s * d);
  std::vector<std::uint32_t> klass, fresh;
  assign_checked(klass, s, 0u, budget);
  assign_checked(fresh, s, 0u, budget);
  for (std::uint32_t x = 0; x < s; ++x) klass[x] = in_p[x] ? 1 : 0;
  std::uint32_t classes = 0;
  std::uint64_t table_size = 1;
  while (table_size < 2 * s) table_size <<= 1;
  std::vector<std::uint32_t> table;
  std::vector<std::uint32_t> rep;
  for (;;) {
    assign_checked(table, table_size, ~0u, budget);
    rep.clear();
    for (std::uint32_t x = 0; x < s; ++x) {
      if (x % kRowsPerCheck == 0) budget.check();
      std::uint64_t hash = klass[x] * 0x9E3779B97F4A7C15ull;
      for (std::size_t j = 0; j < d; ++j) {
        hash = (hash ^ klass[next[x * d + j]]) * 0xBF58476D1CE4E5B9ull;
      }
      hash ^= hash >> 31;
      std::uint64_t slot = hash & (table_size - 1);
      for (;;) {
        const std::uint32_t id = table[slot];
        if (id == ~0u) {
          table[slot] = static_cast<std::uint32_t>(rep.size());
          fresh[x] = static_cast<std::uint32_t>(rep.size());
          rep.push_back(x);
          break;
        }
        bool same = klass[rep[id]] == klass[x];
        for (std::size_t j = 0; j < d && same; ++j) {
          same = klass[next[rep[id] * d + j]] == klass[next[x * d + j]];
        }
        if (same) {
          fresh[x] = id;
          break;
        }
        slot = (slot + 1) & (table_size - 1);
      }
    }
    budget.charge(s * (d + 1));
    klass.swap(fresh);
    if (rep.size() == classes) break;
    classes = static_cast<std::uint32_t>(rep.size());
  }

  if (classes > kMaxTrialOrder) return std::nullopt;
  QuotientClaim claim;
  claim.order = classes;
  claim.identity = klass[0];
  MemoryCharge table_bytes(budget, "the misère quotient's table");
  table_bytes.add(std::uint64_t{classes} * classes * 4);
  assign_checked(claim.product, std::size_t{classes} * classes, 0u, budget);
  for (std::uint32_t a = 0; a < classes; ++a) {
    for (std::uint32_t c = 0; c < classes; ++c) {
      claim.product[std::size_t{a} * classes + c] = klass[m.multiply(rep[a], rep[c])];
    }
    budget.charge(classes);
  }
  claim.in_p.resize(classes);
  for (std::uint32_t c = 0; c < classes; ++c) claim.in_p[c] = in_p[rep[c]];
  for (std::uint64_t h = 1; h <= n; ++h) {
    claim.phi.push_back(klass[img[h]]);
    std::vector<std::uint32_t> opts;
    for (std::uint32_t o : option_elements[h]) opts.push_back(klass[o]);
    claim.option_classes.push_back(sorted_unique(std::move(opts)));
  }
  return claim;
}

}  // namespace grundy
