#pragma once
// A partizan ruleset: the rules of one family of games where Left and Right have different moves.
// A position is a short string in the ruleset's own spelling (a Domineering board `..|..`); the
// solver folds options into canonical forms (the Reducer pattern), and components() lets
// independent regions be solved apart and added (the value of a disjunctive sum is the sum of the
// values, ONAG ch. 1).
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <memory>       // std::shared_ptr
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "partizan/game_store.h"

namespace grundy::partizan {

class PartizanRuleset {
 public:
  virtual ~PartizanRuleset() = default;
  virtual std::string name() const = 0;
  // Parses a position, or throws Error(kParse) naming the column; returns its normal spelling.
  virtual std::string parse_position(std::string_view text, std::size_t column) const = 0;
  // The independent parts of a position, each in a normal form (cropped, and the least of its
  // symmetric images) so equal regions share one cache entry. Parts worth 0 may be dropped.
  virtual std::vector<std::string> components(const std::string& position) const {
    return {position};
  }
  // Every move of side from position.
  virtual std::vector<std::string> options(const std::string& position, Side side) const = 0;
  // True when both players have the same moves from position and from every position after it
  // (Cram always; Hackenbush when every edge is green). Then the impartial theory applies: the
  // position equals the nimber *G of its Grundy value (Sprague–Grundy), and `value`, `moves`
  // and misère play take it (games/impartial_view.h).
  virtual bool is_impartial(const std::string& position) const { return false; }
  // One position whose components are these (in this order): the inverse of components(), so a
  // sum of regions prints as one position. By default the parts are joined by ','.
  virtual std::string join(const std::vector<std::string>& components) const;
  // The move from position `from` to `to` in words; by default, the position it leads to.
  virtual std::string describe_move(const std::string& from, const std::string& to) const;
  // A position of moderate size chosen from seed (size bounds it), for the conformance suite.
  virtual std::string sample(std::uint64_t seed, unsigned size) const = 0;
};

using PartizanRulesetPtr = std::shared_ptr<const PartizanRuleset>;

// The ruleset spelled name ("domineering", "clobber", …), or nullptr.
PartizanRulesetPtr find_partizan_ruleset(std::string_view name);
// All the names, for error messages and docs.
std::vector<std::string> partizan_ruleset_names();
bool register_partizan_ruleset(PartizanRulesetPtr ruleset);

}  // namespace grundy::partizan

#define GRUNDY_PCONCAT_INNER(a, b) a##b
#define GRUNDY_PCONCAT(a, b) GRUNDY_PCONCAT_INNER(a, b)
#define REGISTER_PARTIZAN_RULESET(type)                                        \
  namespace {                                                                  \
  const bool GRUNDY_PCONCAT(registered_partizan_, __LINE__) =                  \
      ::grundy::partizan::register_partizan_ruleset(std::make_shared<type>()); \
  }
