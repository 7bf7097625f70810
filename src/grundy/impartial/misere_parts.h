#pragma once
// Conway's theory of parts of misère impartial games (ONAG ch. 12) and the games that tell two
// games apart or link them, as CGSuite's MisereCanonicalGame offers them (Parts, Partitions,
// IsPrime, IsExtraverted, IsIntroverted, Distinguisher, Link), read from its source, written anew.
//
//   * H is a part of G when G = H + X for some X. Since G = H + X exactly when G + * = H + (X + *),
//     parts are taken up to *: CGSuite lists the even ones (misere_notation.h: G is even when its
//     birthday is less than that of G + *), leaving out 0 and G's own even form.
//   * G is prime when it is neither 0 nor * and has no such (proper) part.
//   * A partition of G is a list of even primes, in CGSuite's canonical order, whose sum is G or
//     G + *; CGSuite writes * at its end when G is odd. G may have several (ONAG: the prime
//     decomposition of a misère game need not be unique).
//   * G is extraverted when G is a part of {G} (the game whose only option is G); by Conway's
//     extraversion–introversion theorem the only introverted games (a part of each of their
//     options) are 0 and *.
//   * A distinguisher of G from H is X with o⁻(G + X) = P and o⁻(H + X) = N; a link of G and H is
//     X with o⁻(G + X) = o⁻(H + X) = P. By ONAG Theorems 75–76, G ≠ H always have a
//     distinguisher, and G, H have a link exactly when neither is an option of the other; the
//     constructions below are those proofs.
#include <optional>
#include <unordered_map>
#include <vector>

#include "grundy/impartial/misere_notation.h"

namespace grundy::misere {

class MisereParts {
 public:
  explicit MisereParts(MisereNotation& n) : n_(n), store_(n.store()) {}

  // The X with x + X = g, when this finds one (every answer is checked by adding it back).
  std::optional<GameId> difference(GameId g, GameId x);
  // The even parts of g other than 0 and g's even form, in CGSuite's canonical order.
  std::vector<GameId> parts(GameId g);
  bool is_prime(GameId g);
  // Every partition of g into even primes, each in canonical order, with * last when g is odd;
  // [[]] for 0.
  std::vector<std::vector<GameId>> partitions(GameId g);
  bool is_extraverted(GameId g);
  static bool is_introverted(GameId g, GameId star) { return g == kZero || g == star; }

  // X with o⁻(g + X) = P and o⁻(h + X) = N; nullopt when g = h.
  std::optional<GameId> distinguisher(GameId g, GameId h);
  // X with o⁻(g + X) = o⁻(h + X) = P; nullopt when one is an option of the other.
  std::optional<GameId> link(GameId g, GameId h);

 private:
  bool has_option(GameId g, GameId o) const;
  std::optional<GameId> discriminator(GameId g, GameId h);  // outcomes of g + X, h + X differ
  void build(GameId rest, std::vector<GameId>& partial, std::vector<std::vector<GameId>>& out);

  MisereNotation& n_;
  MisereStore& store_;
  std::unordered_map<GameId, std::vector<GameId>> parts_;
  std::unordered_map<std::uint64_t, std::optional<GameId>> links_, discriminators_, differences_;
  static constexpr std::size_t kMaxDifferenceCandidates = 20;
};

}  // namespace grundy::misere
