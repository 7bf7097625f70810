#include "grundy/impartial/misere_quotient.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "grundy/core/error.h"
#include "grundy/impartial/quotient_box.h"
#include "grundy/impartial/quotient_recalibrate.h"
#include "grundy/impartial/quotient_trial.h"
#include "grundy/impartial/quotient_verify.h"

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
constexpr std::uint64_t kMaxTrial = 1ull << 20;
constexpr unsigned kMaxBound = 4;
constexpr std::size_t kMaxProofStates = 16'000'000;  // Q_30(0.07) needs 8.4 million
constexpr std::size_t kMaxRecalibrations = 64;
constexpr std::size_t kMaxRounds = 200;               // MisereSolver-style recalibrations
constexpr std::size_t kMaxFailureNodes = 20'000'000;  // the least-failure walk, per trial
// The rounds stop at a trial past this many classes: 0.07's rounds to Q_30 stay under 900,
// while 0.6's at heap 17 grow to thousands, each recalibration then building claims of up to
// kMaxTrial elements for every subset of the failure's heaps (minutes before giving up).
constexpr std::uint32_t kMaxRoundOrder = 2048;

// A word: generator heap ↦ exponent.
using Word = std::map<std::uint64_t, std::uint32_t>;

// One proved Q_n.
struct Found {
  std::vector<std::uint64_t> kept;  // the generator heaps, increasing
  std::vector<Word> words;          // heap h ≤ n ↦ its least word over the generators before it
  // Class ↦ its least word over all the generators (exponents, by generator).
  std::vector<std::vector<std::uint32_t>> normal_forms;
  unsigned bound = 2;  // the exponent bound of the trial that found it
  QuotientClaim claim;
};

// The degree-lexicographically least word of each class over the generators whose classes are
// gen_classes (nullopt: not reached). Least words are closed under removing a factor (x < y ⇒
// xg < yg in this order), so a search that extends only least words, least first, finds them all.
std::vector<std::optional<std::vector<std::uint32_t>>> least_words(
    const QuotientClaim& q, const std::vector<std::uint32_t>& gen_classes, Budget& budget) {
  std::vector<std::optional<std::vector<std::uint32_t>>> nf(q.order);
  using Entry = std::pair<std::vector<std::uint32_t>, std::uint32_t>;  // word, its class
  auto less = [](const Entry& x, const Entry& y) { return deglex_less(x.first, y.first); };
  std::set<Entry, decltype(less)> queue(less);
  queue.insert({std::vector<std::uint32_t>(gen_classes.size(), 0), q.identity});
  while (!queue.empty()) {
    Entry e = *queue.begin();
    queue.erase(queue.begin());
    if (nf[e.second]) continue;
    for (std::size_t j = 0; j < gen_classes.size(); ++j) {
      std::vector<std::uint32_t> u = e.first;
      ++u[j];
      queue.insert({std::move(u), q.product[std::size_t{e.second} * q.order + gen_classes[j]]});
    }
    nf[e.second] = std::move(e.first);
    budget.charge(gen_classes.size() + 1);
  }
  return nf;
}

// The generators and words of a proved claim over heaps 1..n, greedily from the smallest heap:
// a heap is a generator when the generators before it do not already give its class; every other
// heap gets the least word of its class in the generators before it.
Found settle(QuotientClaim claim, std::uint64_t n, unsigned bound, Budget& budget) {
  Found f;
  f.claim = std::move(claim);
  f.bound = bound;
  std::vector<std::uint32_t> gen_classes;
  auto nf = least_words(f.claim, gen_classes, budget);
  f.words.assign(n + 1, Word{});
  for (std::uint64_t h = 1; h <= n; ++h) {
    const std::uint32_t c = f.claim.phi[h - 1];
    if (!nf[c]) {
      f.kept.push_back(h);
      gen_classes.push_back(c);
      nf = least_words(f.claim, gen_classes, budget);
      f.words[h] = Word{{h, 1}};
      continue;
    }
    for (std::size_t j = 0; j < f.kept.size(); ++j) {
      if ((*nf[c])[j]) f.words[h][f.kept[j]] = (*nf[c])[j];
    }
  }
  for (auto& w : nf) {
    if (!w) throw Error(ErrorKind::kComputation, "internal: a quotient class has no word");
    f.normal_forms.push_back(std::move(*w));
  }
  return f;
}

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
  // Charged as they are listed: a code that splits a heap in two has h/2 options at heap h, so
  // 4!.0 up to 10 000 lists 2.5·10^7 of them (0.6 GB), before any table is made.
  MemoryCharge options_bytes(budget, "the misère quotient's heap options");
  options_bytes.add((max_heap + 1) * sizeof(std::vector<std::vector<std::uint64_t>>));
  std::vector<std::vector<std::vector<std::uint64_t>>> heap_options(max_heap + 1);
  for (std::uint64_t h = 1; h <= max_heap; ++h) {
    rules.for_each_option(h, [&](std::span<const std::uint64_t> parts) {
      budget.charge();
      auto& list = heap_options[h];
      const std::size_t before = list.capacity();
      list.emplace_back(parts.begin(), parts.end());
      // the part list (a heap block) and the growth of the heap's list
      std::uint64_t bytes = parts.empty() ? 0 : 16 + parts.size() * sizeof(std::uint64_t);
      if (list.capacity() != before) {
        bytes += (list.capacity() - before) * sizeof(std::vector<std::uint64_t>);
      }
      options_bytes.add(bytes);
    });
  }

  MisereQuotient out;
  std::vector<Word> words{Word{}};  // heap h < n ↦ its word over the generators (heap 0: 1)
  std::vector<std::uint64_t> gens;  // the generators so far
  std::optional<Found> last;
  ProofStates proof_cache(budget);

  std::vector<std::uint32_t> failure;  // the classes in the last refutation's counterexample
  auto prove = [&](std::uint64_t n, const QuotientClaim& claim) {
    std::size_t states = 0;
    const ClaimVerdict verdict =
        verify_quotient_claim(claim, budget, kMaxProofStates, &states, &proof_cache, &failure);
    out.proof_states.resize(n);
    out.proof_states[n - 1] = states;
    return verdict;
  };

  // The box trial (the first heaps, and the last resort): the box over box_gens (increasing,
  // ending with n) with exponent bound t. Sets verdict; returns the claim when proved.
  auto box_trial = [&](std::uint64_t n, const std::vector<std::uint64_t>& box_gens, unsigned t,
                       ClaimVerdict& verdict) -> std::optional<QuotientClaim> {
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
    const BoxPartition partition = partition_box(box, options, budget);
    if (partition.classes > kMaxTrialOrder) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("the quotient's trial box ({} generators, exponents up to {}) has "
                              "{} classes, more than {}",
                              box_gens.size(), t + 1, partition.classes, kMaxTrialOrder));
    }

    // The claim: elements are the classes; Φ and the option classes of every heap 1..n.
    QuotientClaim claim;
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
    verdict = prove(n, claim);
    if (verdict != ClaimVerdict::kProved) return std::nullopt;
    return claim;
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
      if (prove(n, claim) != ClaimVerdict::kProved) continue;
      Found f = std::move(*last);
      f.claim = std::move(claim);
      Word w;
      for (std::size_t j = 0; j < f.kept.size(); ++j) {
        if (f.normal_forms[x][j]) w[f.kept[j]] = f.normal_forms[x][j];
      }
      f.words.push_back(std::move(w));
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

  auto box_limit = [](const Error& e) {
    return e.kind() == ErrorKind::kBudget && !e.memory() &&
           std::string_view(e.what()).find("trial box") != std::string_view::npos;
  };

  for (std::uint64_t n = 1; n <= max_heap; ++n) {
    std::optional<Found> found;
    std::string why;
    words.resize(n + 1);
    if (last && (found = extend(n))) {
      if (accept(n, std::move(*found))) break;
      continue;
    }
    ClaimVerdict verdict = ClaimVerdict::kRefuted;
    // MisereSolver's way (quotient_recalibrate.h): the trial Q_{n−1} × ⟨g | g⁴ = g²⟩, then
    // recalibrated at its least failure, each trial built on the last, until a trial has no
    // failure; that trial is then proved (or, if the proof refutes it, the routes below run).
    if (last) {
      auto trial = trial_claim(last->claim, n, {}, 2, heap_options, kMaxTrial, budget);
      std::optional<std::vector<std::uint32_t>> previous;
      for (std::size_t round = 0; trial && trial->order <= kMaxRoundOrder && round < kMaxRounds;
           ++round) {
        bool complete = true;
        const auto w = least_failure(*trial, budget, kMaxFailureNodes, &complete);
        if (!w) {
          if (complete && prove(n, *trial) == ClaimVerdict::kProved) {
            found = settle(std::move(*trial), n, last->bound, budget);
          }
          break;
        }
        if (previous == w) break;  // the recalibration did not move the least failure
        previous = w;
        trial = recalibrate(*trial, n, *w, heap_options, kMaxTrial, budget);
      }
    }
    // The trial monoid Q_{n−1} × ⟨g | g^{t+2} = g^t⟩ for heap n (quotient_trial.h). When the
    // proof refutes it, recalibrate (MisereSolver's way): the heaps < n in the counterexample
    // (those of its classes) may be told apart by heap n from the classes they pretended to be;
    // make one of them, then two, generators of their own again, trying each exponent bound.
    if (last && !found) {
      std::vector<std::vector<std::uint64_t>> trials{{}};
      std::set<std::vector<std::uint64_t>> tried;
      for (std::size_t i = 0; i < trials.size() && !found && i < kMaxRecalibrations; ++i) {
        if (!tried.insert(trials[i]).second) continue;
        std::vector<std::uint64_t> involved;
        for (unsigned t = last->bound; t <= kMaxBound && !found; ++t) {
          auto claim = trial_claim(last->claim, n, trials[i], t, heap_options, kMaxTrial, budget);
          if (!claim) break;
          verdict = prove(n, *claim);
          if (verdict == ClaimVerdict::kProved) {
            found = settle(std::move(*claim), n, t, budget);
          } else if (verdict == ClaimVerdict::kTooLarge) {
            break;
          } else if (t == last->bound) {
            for (std::uint64_t h = n - 1; h >= 1; --h) {
              if (!heap_options[h].empty() &&
                  std::find(failure.begin(), failure.end(), claim->phi[h - 1]) != failure.end()) {
                involved.push_back(h);
              }
            }
          }
        }
        if (verdict == ClaimVerdict::kTooLarge) break;
        if (trials[i].size() >= 2) continue;
        for (std::uint64_t h : involved) {
          if (std::find(trials[i].begin(), trials[i].end(), h) != trials[i].end()) continue;
          std::vector<std::uint64_t> next = trials[i];
          next.insert(std::lower_bound(next.begin(), next.end(), h), h);
          trials.push_back(std::move(next));
        }
      }
    }
    // The box over every generator: the first heaps, and the last resort.
    std::vector<std::uint64_t> g = gens;
    g.push_back(n);
    try {
      for (unsigned t = last ? last->bound : 2;
           t <= kMaxBound && !found && verdict != ClaimVerdict::kTooLarge; ++t) {
        std::vector<std::uint64_t> box_gens = g;
        auto claim = box_trial(n, box_gens, t, verdict);
        // Recalibration: a smaller heap that was a word in Q_{n−1} may be told apart from it by
        // heap n. Make the heaps before n generators again, the largest first, until the proof
        // accepts the box (or the box grows past its limit); then try a larger bound.
        for (std::uint64_t h = n - 1; h >= 1 && !claim && verdict == ClaimVerdict::kRefuted; --h) {
          if (std::find(box_gens.begin(), box_gens.end(), h) != box_gens.end() ||
              heap_options[h].empty()) {
            continue;
          }
          box_gens.insert(std::lower_bound(box_gens.begin(), box_gens.end(), h), h);
          try {
            claim = box_trial(n, box_gens, t, verdict);
          } catch (const Error& e) {
            if (!box_limit(e)) throw;
            why = e.what();
            break;
          }
        }
        if (claim) found = settle(std::move(*claim), n, t, budget);
      }
    } catch (const Error& e) {
      if (!box_limit(e)) throw;
      why = e.what();
    }
    if (!found && why.empty()) {
      why = verdict == ClaimVerdict::kTooLarge
                ? fmt::format("the proof of Q_{} needs more than {} states", n, kMaxProofStates)
                : fmt::format(
                      "no trial monoid (exponent bounds up to {}, smaller heaps made "
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

  // The answer in normal forms over the generators, elements in degree-lexicographic order.
  const Found& f = *last;
  out.max_heap = out.orders.size();
  out.exponent_bound = f.bound;
  out.generator_heaps = f.kept;
  const std::uint32_t order = f.claim.order;
  std::vector<std::uint32_t> by_nf(order);  // element ↦ class
  for (std::uint32_t c = 0; c < order; ++c) by_nf[c] = c;
  std::sort(by_nf.begin(), by_nf.end(), [&](std::uint32_t x, std::uint32_t y) {
    return deglex_less(f.normal_forms[x], f.normal_forms[y]);
  });
  std::vector<std::uint32_t> element_of(order);
  for (std::uint32_t e = 0; e < order; ++e) element_of[by_nf[e]] = e;
  out.normal_forms.resize(order);
  out.p_portion.resize(order);
  out.product.resize(std::size_t{order} * order);
  for (std::uint32_t e = 0; e < order; ++e) {
    out.normal_forms[e] = f.normal_forms[by_nf[e]];
    out.p_portion[e] = f.claim.in_p[by_nf[e]];
    for (std::uint32_t e2 = 0; e2 < order; ++e2) {
      out.product[std::size_t{e} * order + e2] =
          element_of[f.claim.product[std::size_t{by_nf[e]} * order + by_nf[e2]]];
    }
  }
  out.pretending.push_back(0);
  for (std::uint32_t c : f.claim.phi) out.pretending.push_back(element_of[c]);

  // The presentation: the minimal words that are not normal forms.
  const std::size_t k = f.kept.size();
  std::map<std::vector<std::uint32_t>, std::uint32_t> normal;  // normal form ↦ element
  for (std::uint32_t e = 0; e < order; ++e) normal.emplace(out.normal_forms[e], e);
  std::set<std::vector<std::uint32_t>> done;
  for (std::uint32_t e = 0; e < order; ++e) {
    const auto& v = out.normal_forms[e];
    for (std::size_t j = 0; j < k; ++j) {
      std::vector<std::uint32_t> u = v;
      ++u[j];
      if (normal.count(u) || !done.insert(u).second) continue;
      bool minimal = true;
      for (std::size_t i = 0; i < k && minimal; ++i) {
        if (u[i] == 0) continue;
        std::vector<std::uint32_t> below = u;
        --below[i];
        minimal = normal.count(below) > 0;
      }
      if (!minimal) continue;
      const std::uint32_t gen = out.pretending[f.kept[j]];
      out.relations.push_back({u, out.product[std::size_t{e} * order + gen]});
    }
  }
  std::sort(out.relations.begin(), out.relations.end(),
            [](const auto& x, const auto& y) { return deglex_less(x.word, y.word); });
  return out;
}

}  // namespace grundy
