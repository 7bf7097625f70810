// Parts, partitions, primes, extraversion, distinguishers and links of misère impartial games.
#include "grundy/impartial/misere_parts.h"

#include <algorithm>

#include "grundy/core/error.h"

namespace grundy::misere {
namespace {

std::uint64_t misere_pair_key(GameId a, GameId b) {
  if (a > b) std::swap(a, b);
  return std::uint64_t{a} << 32 | b;
}

}  // namespace

bool MisereParts::has_option(GameId g, GameId o) const {
  const auto opts = store_.options(g);
  return std::binary_search(opts.begin(), opts.end(), o);
}

std::optional<GameId> MisereParts::difference(GameId g, GameId x) {
  const GameId star = store_.nim(1);
  if (x == kZero) return g;
  if (g == x) return kZero;
  // x = e + * with e even: H + e + * = g exactly when H + e = g + *.
  if (!n_.is_even(x)) return difference(store_.add(g, star), store_.add(x, star));
  const std::uint64_t key = std::uint64_t{g} << 32 | x;
  if (auto it = differences_.find(key); it != differences_.end()) return it->second;
  differences_.emplace(key, std::nullopt);  // no cycles: each call below is on smaller games
  std::optional<GameId> answer = n_.subtract(g, x);
  if (answer && store_.add(x, *answer) != g) answer.reset();
  if (!answer) {
    // H + x = g with H simplest: each option H′ gives the option H′ + x of the sum, which is
    // either an option of g (H′ = g′ − x) or, when the sum collapses by a reversible option,
    // one with an option equal to g, x′ + H′ = g (H′ = g − x′). H is the simplest form of a set
    // of these; every set is tried, each checked by adding x back.
    std::vector<GameId> candidates;
    for (GameId o : store_.options(g)) {
      if (auto d = difference(o, x)) candidates.push_back(*d);
    }
    for (GameId o : store_.options(x)) {
      if (auto d = difference(g, o)) candidates.push_back(*d);
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    if (candidates.size() > kMaxDifferenceCandidates) {
      throw Error(ErrorKind::kBudget,
                  "a misère difference has too many candidate options to try every set");
    }
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << candidates.size()) && !answer;
         ++mask) {
      std::vector<GameId> options;
      for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (mask >> i & 1) options.push_back(candidates[i]);
      }
      const GameId h = store_.game(options);
      if (store_.add(h, x) == g) answer = h;
    }
  }
  return differences_[key] = answer;
}

std::vector<GameId> MisereParts::parts(GameId g) {
  const GameId e = n_.even_part(g);
  if (auto it = parts_.find(e); it != parts_.end()) return it->second;
  // Conway (ONAG ch. 12): when e = H + X, each option of e is H′ + X or H + X′, so H or X is a
  // part of that option (possibly the option itself, up to *). The candidates are the parts of
  // e's options and the options themselves; each is kept when e minus it exists.
  std::vector<GameId> candidates;
  for (GameId o : store_.options(e)) {
    const GameId oe = n_.even_part(o);
    candidates.push_back(oe);
    for (GameId p : parts(oe)) candidates.push_back(p);
  }
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  std::vector<GameId> found;
  for (GameId c : candidates) {
    if (c == kZero || c == e) continue;
    if (auto d = difference(e, c)) {
      found.push_back(c);
      const GameId de = n_.even_part(*d);
      if (de != kZero && de != e) found.push_back(de);
    }
  }
  std::sort(found.begin(), found.end(), [&](GameId a, GameId b) { return n_.compare(a, b) < 0; });
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return parts_[e] = found;
}

bool MisereParts::is_prime(GameId g) {
  return g != kZero && g != store_.nim(1) && parts(g).empty();
}

void MisereParts::build(GameId rest, std::vector<GameId>& partial,
                        std::vector<std::vector<GameId>>& out) {
  const GameId star = store_.nim(1);
  if (rest == kZero || rest == star) {
    out.push_back(partial);
    if (rest == star) out.back().push_back(star);
    return;
  }
  std::vector<GameId> primes;
  if (is_prime(rest)) primes.push_back(n_.even_part(rest));
  for (GameId p : parts(rest)) {
    if (is_prime(p)) primes.push_back(p);
  }
  std::sort(primes.begin(), primes.end(), [&](GameId a, GameId b) { return n_.compare(a, b) < 0; });
  for (GameId p : primes) {
    if (!partial.empty() && n_.compare(partial.back(), p) > 0) continue;
    const std::optional<GameId> d = difference(rest, p);
    if (!d) {
      throw Error(ErrorKind::kComputation, "a prime part of a misère game has no difference");
    }
    partial.push_back(p);
    build(*d, partial, out);
    partial.pop_back();
  }
}

std::vector<std::vector<GameId>> MisereParts::partitions(GameId g) {
  std::vector<std::vector<GameId>> out;
  std::vector<GameId> partial;
  build(g, partial, out);
  return out;
}

bool MisereParts::is_extraverted(GameId g) {
  return difference(store_.game({g}), g).has_value();
}

std::optional<GameId> MisereParts::discriminator(GameId g, GameId h) {
  if (g == h) return std::nullopt;
  if (g == kZero && store_.is_p_position(h)) return kZero;
  if (h == kZero && store_.is_p_position(g)) return kZero;
  const std::uint64_t key = misere_pair_key(g, h);
  if (auto it = discriminators_.find(key); it != discriminators_.end()) return it->second;
  // ONAG Theorem 75: a link T of h and an option g′ (o⁻(h + T) = o⁻(g′ + T) = P) makes g + T an
  // N-position and h + T a P-position; for g ≠ h some option of one is linked to the other.
  std::optional<GameId> answer;
  for (GameId o : store_.options(g)) {
    if ((answer = link(h, o))) break;
  }
  if (!answer) {
    for (GameId o : store_.options(h)) {
      if ((answer = link(g, o))) break;
    }
  }
  if (!answer) {
    throw Error(ErrorKind::kComputation, "no misère discriminator found (ONAG Theorem 75)");
  }
  return discriminators_[key] = answer;
}

std::optional<GameId> MisereParts::distinguisher(GameId g, GameId h) {
  const std::optional<GameId> d = discriminator(g, h);
  if (!d || store_.is_p_position(store_.add(g, *d))) return d;
  // Here o⁻(g + d) = N and o⁻(h + d) = P. T = {d, g′⁻ for each option g′}: g + T is P (its
  // options g + d, g + g′⁻ and g′ + T each reach a P-position, as o⁻(g′ + g′⁻) = P), while h + T
  // moves to h + d, a P-position.
  std::vector<GameId> options{*d};
  for (GameId o : store_.options(g)) options.push_back(store_.mate(o));
  return store_.game(options);
}

std::optional<GameId> MisereParts::link(GameId g, GameId h) {
  if (has_option(g, h) || has_option(h, g)) return std::nullopt;
  if (g == kZero && h == kZero) return store_.nim(1);
  const std::uint64_t key = misere_pair_key(g, h);
  if (auto it = links_.find(key); it != links_.end()) return it->second;
  // ONAG Theorem 76: T = {distinguishers of each g′ from h, and of each h′ from g}. g + T is P:
  // g′ + T moves to g′ + X (P), g + T′ is N for T′ a distinguisher of h′ from g, and for T′ one of
  // g′ from h, g + T′ moves to g′ + T′ (P). h + T likewise. (g + T has a move, T being non-empty.)
  std::vector<GameId> options;
  for (GameId o : store_.options(g)) options.push_back(*distinguisher(o, h));
  for (GameId o : store_.options(h)) options.push_back(*distinguisher(o, g));
  const GameId t = store_.game(options);
  return links_[key] = t;
}

}  // namespace grundy::misere
