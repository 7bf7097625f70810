#include "impartial/misere_quotient.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "core/error.h"
#include "impartial/quotient_box.h"
#include "impartial/quotient_verify.h"

namespace grundy {

std::string generator_name(std::size_t j) {
  if (j < 26) return std::string(1, static_cast<char>('a' + j));
  return fmt::format("g{}", j + 1);
}

namespace {

std::string superscript(std::uint32_t e) {
  static const char* const kDigits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string digits = std::to_string(e), out;
  for (char c : digits) out += kDigits[c - '0'];
  return out;
}

// Degree-lexicographic order: fewer factors first; then the larger exponent of the first
// generator where they differ ("ab" before "bc", as the words are spelled).
bool deglex_less(const std::vector<std::uint32_t>& x, const std::vector<std::uint32_t>& y) {
  std::uint64_t dx = 0, dy = 0;
  for (auto e : x) dx += e;
  for (auto e : y) dy += e;
  if (dx != dy) return dx < dy;
  for (std::size_t j = 0; j < x.size(); ++j) {
    if (x[j] != y[j]) return x[j] > y[j];
  }
  return false;
}

constexpr std::uint64_t kMaxBox = 1ull << 22;
constexpr unsigned kMaxBound = 4;
constexpr std::size_t kMaxProofStates = 2'000'000;

// A word: generator heap ↦ exponent.
using Word = std::map<std::uint64_t, std::uint32_t>;

// One proved Q_n, as the box found it.
struct Found {
  std::vector<std::uint64_t> gens;  // the box's generator heaps, increasing
  std::vector<std::uint64_t> kept;  // those that generate Q (the others are words in these)
  std::uint64_t kept_mask = 0;      // the kept generators' digits in the box
  std::vector<Word> words;          // heap h ≤ n ↦ its word over the kept generators before it
  std::vector<Word> class_words;    // class ↦ its least word over all the kept generators
  unsigned bound = 2;
  BoxPartition partition;
  QuotientClaim claim;
};

// The misère periodicity argument (the analogue of the octal periodicity theorem, Winning Ways
// ch. 4; Plambeck–Siegel's for quotients). Let every move take at most t tokens and leave at
// most two heaps, and let Q_N be proved (the induction of quotient_verify.h over A_N). Suppose
// Φ(h + p) = Φ(h) for n0 ≤ h ≤ N − p, and define Φ on larger heaps by that period. The classes
// of a split of m into a + b, S(m) = {Φ(a)Φ(m − a) : 1 ≤ a ≤ m/2}, then satisfy
// S(m + p) = S(m) for m ≥ 2(n0 + p): a pair (a, m + p − a) with a < n0 + p has m + p − a ≥ n0 + p,
// so it pretends to (a, m − a); one with a ≥ n0 + p pretends to (a − p, m + p − a); and back.
// So the pair (Φ(h), classes of h's options) of a heap h ≥ 2(n0 + p) + t depends only on h mod p,
// and when N ≥ 2(n0 + p) + t + p − 1 every such pair already occurs among the heaps ≤ N. The
// proof's search runs over these pairs (groups of heaps), so it is the same search for the whole
// game as for A_N: the claim holds for every position, Q_N is the quotient of the game and Φ is
// periodic. Returns the least period so proved (and its least preperiod), if any.
std::optional<MisereQuotient::Period> period_proof(const std::vector<std::uint32_t>& phi,
                                                   std::uint64_t max_take) {
  const std::uint64_t n = phi.size() - 1;
  for (std::uint64_t p = 1; 3 * p + max_take <= n; ++p) {
    std::uint64_t n0 = n - p + 1;  // the least n0 ≥ 1 with Φ(h + p) = Φ(h) for n0 ≤ h ≤ n − p
    while (n0 > 1 && phi[n0 - 1] == phi[n0 - 1 + p]) --n0;
    if (n + 1 >= 2 * (n0 + p) + max_take + p) return MisereQuotient::Period{n0, p};
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::uint32_t> heap_class(const MisereQuotient& q, std::uint64_t h) {
  if (h <= q.max_heap) return q.pretending[h];
  if (!q.period) return std::nullopt;
  const std::uint64_t n0 = q.period->preperiod, p = q.period->period;
  return q.pretending[n0 + (h - n0) % p];
}

std::string MisereQuotient::word_name(const std::vector<std::uint32_t>& word) const {
  std::string out;
  for (std::size_t j = 0; j < word.size(); ++j) {
    if (word[j] == 0) continue;
    out += generator_name(j);
    if (word[j] > 1) out += superscript(word[j]);
  }
  return out.empty() ? "1" : out;
}

std::string MisereQuotient::name(std::uint32_t element) const {
  return word_name(normal_forms[element]);
}

std::string MisereQuotient::relation_name(const Relation& r) const {
  return word_name(r.word) + "=" + name(r.equals);
}

MisereQuotient compute_misere_quotient(const HeapRules& rules, std::uint64_t max_heap,
                                       Budget& budget, bool stop_at_period) {
  const bool periodic_kind = rules.max_take().has_value() && rules.max_heaps() <= 2;
  // Each heap's options, as lists of the heaps left.
  std::vector<std::vector<std::vector<std::uint64_t>>> heap_options(max_heap + 1);
  for (std::uint64_t h = 1; h <= max_heap; ++h) {
    rules.for_each_option(h, [&](std::span<const std::uint64_t> parts) {
      budget.charge();
      heap_options[h].emplace_back(parts.begin(), parts.end());
    });
  }

  MisereQuotient out;
  std::vector<Word> words{Word{}};  // heap h < n ↦ its word over the generators (heap 0: 1)
  std::vector<std::uint64_t> gens;  // the generators so far
  std::optional<Found> last;
  ProofStates proof_cache(budget);

  // One trial: the box over box_gens (increasing, ending with n) with exponent bound t. Sets
  // verdict; returns the settled quotient when the proof accepts it.
  auto attempt = [&](std::uint64_t n, const std::vector<std::uint64_t>& box_gens, unsigned t,
                     ClaimVerdict& verdict) -> std::optional<Found> {
    QuotientBox box(box_gens.size(), t, kMaxBox);  // throws Error(kBudget) past kMaxBox
    std::map<std::uint64_t, std::size_t> index;
    for (std::size_t j = 0; j < box_gens.size(); ++j) index[box_gens[j]] = j;
    auto box_word = [&](std::uint64_t h) {  // heap h ≤ n as a box element
      if (auto it = index.find(h); it != index.end()) return box.unit(it->second);
      std::uint64_t x = 0;
      for (const auto& [g, e] : words[h]) {
        std::vector<std::uint32_t> w(box_gens.size(), 0);
        w[index.at(g)] = e;
        x = box.multiply(x, box.of_word(w));
      }
      return x;
    };
    auto parts_element = [&](const std::vector<std::uint64_t>& parts) {
      std::uint64_t x = 0;
      for (std::uint64_t p : parts) x = box.multiply(x, box_word(p));
      return x;
    };
    std::vector<std::vector<std::uint64_t>> options(box_gens.size());
    for (std::size_t j = 0; j < box_gens.size(); ++j) {
      std::set<std::uint64_t> distinct;
      for (const auto& parts : heap_options[box_gens[j]]) distinct.insert(parts_element(parts));
      options[j].assign(distinct.begin(), distinct.end());
    }
    BoxPartition partition = partition_box(box, options, budget);

    // The claim: elements are the classes; Φ and the option classes of every heap 1..n.
    Found f;
    QuotientClaim& claim = f.claim;
    claim.order = partition.classes;
    claim.identity = partition.klass[0];
    std::vector<std::uint64_t> rep(partition.classes, box.size());
    for (std::uint64_t x = 0; x < box.size(); ++x) {
      if (rep[partition.klass[x]] == box.size()) rep[partition.klass[x]] = x;
    }
    MemoryCharge table_bytes(budget, "the misère quotient's table");
    table_bytes.add(std::uint64_t{partition.classes} * partition.classes * 4);
    claim.product.resize(std::size_t{partition.classes} * partition.classes);
    for (std::uint32_t a = 0; a < partition.classes; ++a) {
      for (std::uint32_t b = 0; b < partition.classes; ++b) {
        claim.product[std::size_t{a} * partition.classes + b] =
            partition.klass[box.multiply(rep[a], rep[b])];
      }
      budget.charge(partition.classes);
    }
    claim.in_p.resize(partition.classes);
    for (std::uint32_t c = 0; c < partition.classes; ++c) claim.in_p[c] = partition.in_p[rep[c]];
    for (std::uint64_t h = 1; h <= n; ++h) {
      claim.phi.push_back(partition.klass[box_word(h)]);
      std::vector<std::uint32_t> opts;
      for (const auto& parts : heap_options[h]) {
        opts.push_back(partition.klass[parts_element(parts)]);
      }
      claim.option_classes.push_back(std::move(opts));
    }
    std::size_t states = 0;
    verdict = verify_quotient_claim(claim, budget, kMaxProofStates, &states, &proof_cache);
    out.proof_states.resize(n);
    out.proof_states[n - 1] = states;
    if (verdict != ClaimVerdict::kProved) return std::nullopt;

    // Settle the generators, greedily from the smallest heap: a heap is a generator when the
    // generators before it do not already give its class; every other heap gets the least word
    // of its class in the generators before it (recalibrated in this Q_n). The least word of
    // each class over the kept generators is found by one pass over the box, repeated only when
    // a heap joins the kept generators.
    const std::uint64_t kNone = box.size();
    std::vector<std::uint64_t> best(partition.classes, kNone);
    auto degree = [&](std::uint64_t x) {
      unsigned d = 0;
      for (std::size_t j = 0; j < box_gens.size(); ++j) d += box.digit(x, j);
      return d;
    };
    auto box_less = [&](std::uint64_t x, std::uint64_t y) {  // deglex_less on box elements
      const unsigned dx = degree(x), dy = degree(y);
      if (dx != dy) return dx < dy;
      for (std::size_t j = 0; j < box_gens.size(); ++j) {
        const unsigned ex = box.digit(x, j), ey = box.digit(y, j);
        if (ex != ey) return ex > ey;
      }
      return false;
    };
    auto least_words = [&]() {
      std::fill(best.begin(), best.end(), kNone);
      for (std::uint64_t x = 0; x < box.size(); ++x) {
        bool on_kept = true;
        for (std::size_t j = 0; j < box_gens.size() && on_kept; ++j) {
          on_kept = (f.kept_mask >> j & 1) || box.digit(x, j) == 0;
        }
        if (!on_kept) continue;
        std::uint64_t& b = best[partition.klass[x]];
        if (b == kNone || box_less(x, b)) b = x;
      }
      budget.charge(box.size());
    };
    auto word_of = [&](std::uint64_t x) {
      Word w;
      for (std::size_t j = 0; j < box_gens.size(); ++j) {
        if (const unsigned e = box.digit(x, j)) w[box_gens[j]] = e;
      }
      return w;
    };
    least_words();
    f.words.assign(n + 1, Word{});
    for (std::uint64_t h = 1; h <= n; ++h) {
      const std::uint32_t target = claim.phi[h - 1];
      if (best[target] != kNone) {
        f.words[h] = word_of(best[target]);
        continue;
      }
      const auto it = index.find(h);
      if (it == index.end()) {
        throw Error(ErrorKind::kComputation, "internal: a heap's class has no word");
      }
      f.kept.push_back(h);
      f.kept_mask |= std::uint64_t{1} << it->second;
      f.words[h] = Word{{h, 1}};
      least_words();
    }
    f.class_words.resize(partition.classes);
    for (std::uint32_t c = 0; c < partition.classes; ++c) {
      if (best[c] == kNone) {
        throw Error(ErrorKind::kComputation, "internal: a quotient class has no word");
      }
      f.class_words[c] = word_of(best[c]);
    }
    f.gens = box_gens;
    f.bound = t;
    f.partition = std::move(partition);
    return f;
  };

  // The conservative-extension test (Plambeck–Siegel; MisereSolver's first step): does heap n
  // pretend to an element x of Q_{n−1}, so that Q_n = Q_{n−1}? A candidate x must agree with
  // heap n alone (x ∈ P exactly when no option of heap n lies in P) and pass the pairwise half
  // (P) of the proof (q·x ∈ P ⇒ q·t ∉ P for every option class t of heap n, for every q), a
  // cheap filter; the first candidate that the whole proof (quotient_verify.h) accepts is taken.
  // Q_{n−1} is reduced over A_{n−1} ⊆ A_n (distinct elements are told apart by positions of
  // A_{n−1}), so a proved claim over Q_{n−1} is exactly Q_n.
  auto extend = [&](std::uint64_t n) -> std::optional<Found> {
    const QuotientClaim& q = last->claim;
    auto mul = [&](std::uint32_t x, std::uint32_t y) {
      return q.product[std::size_t{x} * q.order + y];
    };
    std::vector<std::uint32_t> opts;
    for (const auto& parts : heap_options[n]) {
      std::uint32_t c = q.identity;
      for (std::uint64_t part : parts) {
        if (part) c = mul(c, q.phi[part - 1]);
      }
      opts.push_back(c);
    }
    std::sort(opts.begin(), opts.end());
    opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
    // all_n[y]: no option of heap n beside y lies in P.
    std::vector<bool> all_n(q.order, true);
    for (std::uint32_t y = 0; y < q.order; ++y) {
      for (std::uint32_t t : opts) {
        if (q.in_p[mul(y, t)]) {
          all_n[y] = false;
          break;
        }
      }
    }
    budget.charge(std::uint64_t{q.order} * (opts.size() + 1));
    const bool alone_p = !opts.empty() && all_n[q.identity];
    for (std::uint32_t x = 0; x < q.order; ++x) {
      if (q.in_p[mul(q.identity, x)] != alone_p) continue;
      bool pairwise = true;
      for (std::uint32_t y = 0; y < q.order && pairwise; ++y) {
        pairwise = !q.in_p[mul(y, x)] || all_n[y];
      }
      budget.charge(q.order);
      if (!pairwise) continue;
      QuotientClaim claim = q;
      claim.phi.push_back(x);
      claim.option_classes.push_back(opts);
      std::size_t states = 0;
      const ClaimVerdict verdict = verify_quotient_claim(claim, budget, kMaxProofStates, &states, &proof_cache);
      out.proof_states.resize(n);
      out.proof_states[n - 1] = states;
      if (verdict != ClaimVerdict::kProved) continue;
      Found f = std::move(*last);
      f.claim = std::move(claim);
      f.words.push_back(f.class_words[x]);
      return f;
    }
    return std::nullopt;
  };

  // Takes the proved Q_n; true when the period is proved and the computation should stop.
  auto accept = [&](std::uint64_t n, Found&& f) {
    gens = f.kept;
    words = f.words;
    out.orders.push_back(f.claim.order);
    last = std::move(f);
    if (periodic_kind && (stop_at_period || n == max_heap)) {
      std::vector<std::uint32_t> phi{last->claim.identity};
      phi.insert(phi.end(), last->claim.phi.begin(), last->claim.phi.end());
      out.period = period_proof(phi, *rules.max_take());
      if (out.period && stop_at_period) return true;
    }
    return false;
  };

  for (std::uint64_t n = 1; n <= max_heap; ++n) {
    std::optional<Found> found;
    std::string why;
    words.resize(n + 1);
    if (last && (found = extend(n))) {
      if (accept(n, std::move(*found))) break;
      continue;
    }
    std::vector<std::uint64_t> g = gens;
    g.push_back(n);
    ClaimVerdict verdict = ClaimVerdict::kRefuted;
    try {
      for (unsigned t = last ? last->bound : 2; t <= kMaxBound && !found; ++t) {
        std::vector<std::uint64_t> box_gens = g;
        found = attempt(n, box_gens, t, verdict);
        // Recalibration: a smaller heap that was a word in Q_{n−1} may be told apart from it by
        // heap n. Make the heaps before n generators again, the largest first, until the proof
        // accepts the box (or the box grows past its limit); then try a larger bound.
        for (std::uint64_t h = n - 1; h >= 1 && !found && verdict == ClaimVerdict::kRefuted; --h) {
          if (std::find(box_gens.begin(), box_gens.end(), h) != box_gens.end() ||
              heap_options[h].empty()) {
            continue;
          }
          box_gens.insert(std::lower_bound(box_gens.begin(), box_gens.end(), h), h);
          try {
            found = attempt(n, box_gens, t, verdict);
          } catch (const Error& e) {
            if (e.kind() != ErrorKind::kBudget || e.memory() ||
                std::string_view(e.what()).find("trial box") == std::string_view::npos) {
              throw;
            }
            why = e.what();
            break;
          }
        }
        if (verdict == ClaimVerdict::kTooLarge) break;
      }
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::kBudget || e.memory() ||
          std::string_view(e.what()).find("trial box") == std::string_view::npos) {
        throw;
      }
      why = e.what();
    }
    if (!found && why.empty()) {
      why = verdict == ClaimVerdict::kTooLarge
                ? fmt::format("the proof of Q_{} needs more than {} states", n, kMaxProofStates)
                : fmt::format(
                      "no trial box (exponent bounds up to {}, smaller heaps made "
                      "generators again) gives a quotient of the heaps 1..{} that the "
                      "proof accepts",
                      kMaxBound, n);
    }
    if (!found) {
      out.stopped = fmt::format("stopped at heap {}: {}", n, why);
      break;
    }
    if (accept(n, std::move(*found))) break;
  }

  if (!last) {  // not even heap 1 (or max_heap 0): the trivial quotient
    out.max_heap = 0;
    out.normal_forms = {{}};
    out.product = {0};
    out.p_portion = {false};
    out.pretending = {0};
    return out;
  }

  // The answer in normal forms over the kept generators.
  const Found& f = *last;
  out.max_heap = out.orders.size();
  out.exponent_bound = f.bound;
  out.generator_heaps = f.kept;
  QuotientBox box(f.gens.size(), f.bound, kMaxBox);
  std::vector<std::size_t> kept_index;  // kept generator ↦ its box digit
  for (std::size_t j = 0; j < f.gens.size(); ++j) {
    if (f.kept_mask >> j & 1) kept_index.push_back(j);
  }
  const std::uint32_t order = f.claim.order;
  std::vector<std::optional<std::vector<std::uint32_t>>> nf(order);
  for (std::uint64_t x = 0; x < box.size(); ++x) {
    bool on_kept = true;
    for (std::size_t j = 0; j < f.gens.size() && on_kept; ++j) {
      on_kept = (f.kept_mask >> j & 1) || box.digit(x, j) == 0;
    }
    if (!on_kept) continue;
    const std::uint32_t c = f.partition.klass[x];
    std::vector<std::uint32_t> w;
    for (std::size_t j : kept_index) w.push_back(box.digit(x, j));
    if (!nf[c] || deglex_less(w, *nf[c])) nf[c] = std::move(w);
  }
  std::vector<std::uint32_t> by_nf(order);  // new element ↦ class
  for (std::uint32_t c = 0; c < order; ++c) {
    by_nf[c] = c;
    if (!nf[c]) throw Error(ErrorKind::kComputation, "internal: a quotient class has no word");
  }
  std::sort(by_nf.begin(), by_nf.end(),
            [&](std::uint32_t x, std::uint32_t y) { return deglex_less(*nf[x], *nf[y]); });
  std::vector<std::uint32_t> element_of(order);
  for (std::uint32_t e = 0; e < order; ++e) element_of[by_nf[e]] = e;
  out.normal_forms.resize(order);
  out.p_portion.resize(order);
  out.product.resize(std::size_t{order} * order);
  for (std::uint32_t e = 0; e < order; ++e) {
    out.normal_forms[e] = *nf[by_nf[e]];
    out.p_portion[e] = f.claim.in_p[by_nf[e]];
    for (std::uint32_t e2 = 0; e2 < order; ++e2) {
      out.product[std::size_t{e} * order + e2] =
          element_of[f.claim.product[std::size_t{by_nf[e]} * order + by_nf[e2]]];
    }
  }
  out.pretending.push_back(0);
  for (std::uint32_t c : f.claim.phi) out.pretending.push_back(element_of[c]);

  // The presentation: the minimal words that are not normal forms.
  std::set<std::vector<std::uint32_t>> normal(out.normal_forms.begin(), out.normal_forms.end());
  std::set<std::vector<std::uint32_t>> done;
  for (const auto& v : out.normal_forms) {
    for (std::size_t j = 0; j < kept_index.size(); ++j) {
      std::vector<std::uint32_t> u = v;
      ++u[j];
      if (normal.count(u) || !done.insert(u).second) continue;
      bool minimal = true;
      for (std::size_t i = 0; i < kept_index.size() && minimal; ++i) {
        if (u[i] == 0) continue;
        std::vector<std::uint32_t> below = u;
        --below[i];
        minimal = normal.count(below) > 0;
      }
      if (!minimal) continue;
      std::vector<std::uint32_t> full(f.gens.size(), 0);
      for (std::size_t i = 0; i < kept_index.size(); ++i) full[kept_index[i]] = u[i];
      out.relations.push_back({u, element_of[f.partition.klass[box.of_word(full)]]});
    }
  }
  std::sort(out.relations.begin(), out.relations.end(),
            [](const auto& x, const auto& y) { return deglex_less(x.word, y.word); });
  return out;
}

}  // namespace grundy
