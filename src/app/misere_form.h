#pragma once
// `grundy canonical --misere` and `grundy compare --misere` (issue 11): the misère simplest form
// of an impartial position (grundy/impartial/misere_store.h), and whether two positions are equal
// games in misère play, with a game that tells them apart when they are not.
#include <nlohmann/json.hpp>
#include <optional>  // std::optional
#include <string>    // std::string
#include <utility>   // std::pair
#include <vector>    // std::vector

#include "app/commands.h"
#include "app/context.h"
#include "grundy/core/outcome.h"

namespace grundy::app {

struct MisereFormResult {
  std::string expression;
  std::string form;  // CGSuite's *[…] (grundy/impartial/misere_notation.h), read back by the
                     // misère commands; the graph of its followers when very long
  std::string
      impartial;  // impartial:{…}, read back by every command (grundy/impartial/misere_form.h)
  Outcome outcome = Outcome::kN;  // misère: P or N
  std::uint32_t birthday = 0;
  std::uint32_t misere_grundy = 0;  // G⁻ of the form
  std::size_t followers = 0;        // the form's followers, itself included
  std::size_t options = 0;          // the form's options
  // A partizan expression (issue 34): the form is Siegel's misère simplest form of a partizan
  // game (grundy/partizan/misere_forms.h), outcome is L, R, N or P, misere_grundy is not defined
  // and options counts Left's and Right's.
  bool partizan = false;
};
MisereFormResult misere_canonical(const std::string& expression, const Context& context);

struct MisereCompareResult {
  std::string a, b;
  std::string a_form, b_form;
  bool equal = false;
  // When not equal: a game X with o⁻(A + X) ≠ o⁻(B + X), when one was found among the mates and
  // the games born by day 4 (Conway: different simplest forms always have one).
  std::optional<std::string> witness;
  Outcome a_with_witness = Outcome::kN, b_with_witness = Outcome::kN;
  // CGSuite's A.Distinguisher(B) (when not equal): X with o⁻(A + X) = P, o⁻(B + X) = N; and
  // A.Link(B): X with both P, none when one is an option of the other (ONAG Theorems 75–76).
  std::optional<std::string> distinguisher, link;
  // Partizan positions (issue 34): Siegel's misère order of the two simplest forms, "=", "<",
  // ">" or "||" (grundy/partizan/misere_forms.h); no distinguisher, link or witness.
  bool partizan = false;
  std::string relation;
};
MisereCompareResult misere_compare(const std::string& a, const std::string& b,
                                   const Context& context);

// `grundy properties --misere`: CGSuite's properties of a MisereCanonicalGame (its Birthday,
// NimValue, MisereNimValue, MisereOutcomeClass, Genus, Mate, Options and predicates).
struct MiserePropertiesResult {
  std::string expression;
  std::string form;  // CGSuite's *[…]
  std::uint32_t birthday = 0;
  std::uint32_t nim_value = 0;         // G⁺
  std::uint32_t misere_nim_value = 0;  // G⁻
  Outcome outcome = Outcome::kN;
  std::string genus;  // CGSuite's spelling: 2, 0^0, 2^1420
  std::string mate;
  std::vector<std::string> options;  // in CGSuite's order
  std::vector<std::string> parts;    // CGSuite's Parts: the even proper parts, in its order
  std::vector<std::vector<std::string>> partitions;  // CGSuite's Partitions
  // CGSuite's predicates, by its names (IsEven, IsNimHeap, IsTame, …), in a fixed order.
  std::vector<std::pair<std::string, bool>> predicates;
};
MiserePropertiesResult misere_properties(const std::string& expression, const Context& context);
nlohmann::json to_json(const MiserePropertiesResult& r);
std::string to_text(const MiserePropertiesResult& r);

// For `grundy verify`: the misère outcome read off the position's simplest form against the
// misère win/lose search, which never simplifies. A bounded share of the budget; nullopt when
// the position is too large for it.
std::optional<VerifyCheck> misere_form_check(const grundy::Sum& sum, Budget& budget);

nlohmann::json to_json(const MisereFormResult& r);
nlohmann::json to_json(const MisereCompareResult& r);
std::string to_text(const MisereFormResult& r);
std::string to_text(const MisereCompareResult& r);

}  // namespace grundy::app
