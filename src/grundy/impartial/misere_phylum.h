#pragma once
// CGSuite's classification of misère canonical games (its Phylum, after Dan Hoey; Conway, ONAG
// ch. 12; Winning Ways ch. 13) and CGSuite's spelling of the genus, read from its source
// (game.misere.MisereCanonicalGame), written anew.
//
// With G⁺ the normal value and G⁻ the misère value of G, G's genus is *tame-like* when G⁺ = G⁻ or
// both are 0 or 1, *restive-like* when otherwise G⁺ ≤ 1, *restless-like* when otherwise G⁻ ≤ 1:
//   * tame (IsTame): a nim heap, or tame-like with every option tame (ONAG's hereditary tameness);
//   * restive (IsRestive): restive-like with every option tame;
//   * restless (IsRestless): restless-like with every option generally tame;
//   * generally tame / restive: tame-like (restive-like) where each option that is not generally
//     tame reverses, through an option of its own of the same G⁺ and (for G⁻) the same G⁻, and
//     the tame options alone give G⁺ and G⁻ by the mex rule (Winning Ways' "reversibly tame");
//   * tameable: like generally tame, allowing tameable options and reversing options.
// A game and G + * share their class.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "grundy/impartial/misere_notation.h"

namespace grundy::misere {

enum class Phylum {
  kNimHeap,
  kHereditarilyTame,
  kReversiblyTame,
  kTameable,
  kWildOfTameGenus,
  kHereditarilyRestive,
  kReversiblyRestive,
  kWildOfRestiveGenus,
  kRestless,
  kWildOfRestlessGenus,
  kWild,
};

// A genus as CGSuite keeps it: G⁺ and γ0, γ1, … up to where the rest follows (below).
struct CgsuiteGenus {
  Phylum phylum = Phylum::kWild;  // kWild for one built from the options' genera
  std::uint32_t base = 0;         // G⁺
  std::vector<std::uint32_t> sup;
  // γi, extended past sup as CGSuite extends it (tame: alternating with a ⊕ 2; restive: as its
  // class; otherwise the last two entries alternate).
  std::uint32_t digit(std::size_t i) const;
  std::string spelling() const;  // 2, 0^0, 2^1420, 12^(12,14)
};

class MisereClasses {
 public:
  explicit MisereClasses(MisereNotation& n) : n_(n) {}

  Phylum phylum(GameId g);
  bool is_tame(GameId g);
  bool is_generally_tame(GameId g);
  bool is_tameable(GameId g);
  bool is_restive(GameId g);
  bool is_generally_restive(GameId g);
  bool is_restless(GameId g);
  bool is_half_tame(GameId g);  // not generally tame, and G + G generally tame of genus 0^0
  CgsuiteGenus genus(GameId g);

 private:
  Phylum compute(GameId even);
  MisereNotation& n_;
  std::unordered_map<GameId, Phylum> phyla_;
  std::unordered_map<GameId, CgsuiteGenus> genera_;
};

}  // namespace grundy::misere
