#include "grundy/impartial/quotient_sum.h"

#include <fmt/format.h>

#include <map>
#include <set>

#include "grundy/core/error.h"
#include "grundy/games/heap_rules.h"
#include "grundy/impartial/misere_quotient.h"

namespace grundy {
namespace {

struct Prepared {
  const Ruleset* ruleset = nullptr;
  MisereQuotient quotient;
  std::vector<std::uint32_t> classes;  // by term and component, in order
  bool known = false;                  // the caller's quotient (read back from the store)
};

// The heap ruleset of every term, when it is one and the same take-and-break game (not Nim).
const Ruleset* the_ruleset(const Sum& sum) {
  const Ruleset* out = nullptr;
  for (const Term& term : sum.terms) {
    const HeapRules* rules = term.ruleset->heap_rules();
    if (!rules || rules->is_nim() || !rules->max_take()) return nullptr;
    if (out && out->spelling() != term.ruleset->spelling()) return nullptr;
    out = term.ruleset.get();
  }
  return out;
}

// Every heap's class in q, or nullopt when some heap is past Q_max_heap and no period is proved.
std::optional<std::vector<std::uint32_t>> classes_in(const MisereQuotient& q, const Sum& sum) {
  std::vector<std::uint32_t> out;
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) {
      const auto e = heap_class(q, c.a);
      if (!e) return std::nullopt;
      out.push_back(*e);
    }
  }
  return out;
}

// The heaps' classes, or nullopt when the rule does not apply.
std::optional<Prepared> prepare(const Sum& sum, const Budget& budget, std::uint64_t nodes,
                                const MisereQuotient* known) {
  Prepared p;
  p.ruleset = the_ruleset(sum);
  std::uint64_t largest = 0;
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) largest = std::max(largest, c.a);
  }
  if (!p.ruleset || largest == 0) return std::nullopt;
  if (known) {
    if (auto classes = classes_in(*known, sum)) {
      p.quotient = *known;
      p.classes = std::move(*classes);
      p.known = true;
      return p;
    }
  }
  Budget trial = budget.derive();
  trial.set_node_limit(std::min(budget.node_limit(), budget.nodes() + nodes));
  try {
    p.quotient = compute_misere_quotient(*p.ruleset->heap_rules(),
                                         std::min(largest, kQuotientSumMaxHeap), trial);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::kBudget) return std::nullopt;
    throw;
  }
  auto classes = classes_in(p.quotient, sum);
  if (!classes) return std::nullopt;  // past Q_max_heap and no period proved
  p.classes = std::move(*classes);
  return p;
}

std::uint32_t product(const MisereQuotient& q, const std::vector<std::uint32_t>& classes) {
  std::uint32_t e = 0;
  for (std::uint32_t c : classes) e = q.multiply(e, c);
  return e;
}

// "in the misère quotient of 0.75 (Q_23, order 8, P-portion {a, b²}; period 2 proved), the
// heaps 5 and 9 are c and ab²; c·ab² = ab² does not lie in P".
std::string reason(const Prepared& p, const std::vector<std::uint64_t>& heaps,
                   const std::vector<std::uint32_t>& classes, std::uint32_t result) {
  const MisereQuotient& q = p.quotient;
  std::vector<std::string> pp;
  for (std::uint32_t e = 0; e < q.order(); ++e) {
    if (q.p_portion[e]) pp.push_back(q.name(e));
  }
  std::map<std::uint64_t, std::pair<std::size_t, std::uint32_t>> count;  // heap ↦ (×, class)
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    auto& [n, c] = count[heaps[i]];
    ++n, c = classes[i];
  }
  std::vector<std::string> parts, factors;
  for (const auto& [h, nc] : count) {
    const auto& [n, c] = nc;
    parts.push_back(n > 1 ? fmt::format("{} (×{}) is {}", h, n, q.name(c))
                          : fmt::format("{} is {}", h, q.name(c)));
    factors.push_back(n > 1 ? fmt::format("({})^{}", q.name(c), n) : q.name(c));
  }
  return fmt::format(
             "in the misère quotient of {} (Q_{}, order {}, P-portion {{{}}}{}), heap {}; {} = {} "
             "{} in P",
             p.ruleset->spelling(), q.max_heap, q.order(), fmt::join(pp, ", "),
             q.period ? fmt::format("; period {} proved", q.period->period) : std::string(),
             fmt::join(parts, ", heap "), fmt::join(factors, "·"), q.name(result),
             q.p_portion[result] ? "lies" : "does not lie") +
         (p.known ? " (the quotient read back from the results store, checked on read)" : "");
}

std::vector<std::uint64_t> heaps_of(const Sum& sum) {
  std::vector<std::uint64_t> out;
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) out.push_back(c.a);
  }
  return out;
}

QuotientSumOutcome decide(const Prepared& p, const std::vector<std::uint64_t>& heaps,
                          const std::vector<std::uint32_t>& classes) {
  const std::uint32_t e = product(p.quotient, classes);
  return {p.quotient.p_portion[e] ? Outcome::kP : Outcome::kN, reason(p, heaps, classes, e)};
}

}  // namespace

std::optional<QuotientSumHeaps> quotient_sum_heaps(const Sum& sum) {
  const Ruleset* r = the_ruleset(sum);
  if (!r) return std::nullopt;
  QuotientSumHeaps out{r->spelling(), heaps_of(sum)};
  if (out.heaps.empty()) return std::nullopt;
  return out;
}

std::optional<QuotientSumOutcome> quotient_sum_outcome(const Sum& sum, const Budget& budget,
                                                       std::uint64_t nodes,
                                                       const MisereQuotient* known) {
  const auto p = prepare(sum, budget, nodes, known);
  if (!p) return std::nullopt;
  return decide(*p, heaps_of(sum), p->classes);
}

std::optional<QuotientMoves> quotient_winning_moves(const Sum& sum, const Budget& budget,
                                                    std::uint64_t nodes,
                                                    const MisereQuotient* known) {
  const auto p = prepare(sum, budget, nodes, known);
  if (!p) return std::nullopt;
  const MisereQuotient& q = p->quotient;
  Budget listing = budget.derive();  // the options' lists: the same deadline, the bytes left
  QuotientMoves out;
  const std::vector<std::uint64_t> heaps = heaps_of(sum);
  out.outcome = decide(*p, heaps, p->classes);
  std::set<std::string> seen;
  std::size_t flat = 0;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    const Term& term = sum.terms[t];
    for (std::size_t i = 0; i < term.components.size(); ++i, ++flat) {
      std::vector<std::uint32_t> others = p->classes;
      others.erase(others.begin() + static_cast<std::ptrdiff_t>(flat));
      const std::uint32_t rest = product(q, others);
      const Component& c = term.components[i];
      for (Parts& parts : term.ruleset->options(c, listing)) {
        std::uint32_t e = rest;
        std::vector<std::uint64_t> after_heaps = heaps;
        after_heaps.erase(after_heaps.begin() + static_cast<std::ptrdiff_t>(flat));
        std::vector<std::uint32_t> after = others;
        for (const Component& part : parts) {
          const auto k = heap_class(q, part.a);
          if (!k) return std::nullopt;
          e = q.multiply(e, *k);
          after_heaps.push_back(part.a);
          after.push_back(*k);
        }
        if (!q.p_portion[e]) continue;
        Sum to = apply_move(sum, t, i, parts);
        if (!seen.insert(format_sum(to)).second) continue;
        WinningMove m;
        m.to = std::move(to);
        m.term = t;
        m.from = c;
        const bool several = heaps.size() > 1;
        m.explanation =
            fmt::format("{}{}: in misère play this leaves a position the player to move loses: {}",
                        several ? "in " + term.ruleset->spelling() + ", " : std::string(),
                        term.ruleset->describe_move(c, parts), reason(*p, after_heaps, after, e));
        m.parts = std::move(parts);
        out.moves.push_back(std::move(m));
      }
    }
  }
  return out;
}

}  // namespace grundy
