#pragma once
// What every board game on a rectangular grid shares: the board is read and printed in CGSuite's
// spelling, a term holds the whole board as the user wrote it (so moves print the board after
// the move), a move leads to the board it leaves, and the solver splits each board into its
// regions (grid_regions), which are played independently. A grid ruleset gives its moves and what
// its regions are.
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/games/options_charge.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/grid.h"

namespace grundy::partizan {

class BitRules;  // grundy/games/bitboard.h

class GridRuleset : public Ruleset {
 public:
  // name: the ruleset's spelling; what: its rules in words; allowed: the squares a board may
  // have besides '|'; sample_squares: what sample boards are drawn from.
  GridRuleset(std::string name, std::string what, std::string allowed, std::string sample_squares)
      : name_(std::move(name)),
        what_(std::move(what)),
        allowed_(std::move(allowed)),
        sample_squares_(std::move(sample_squares)) {}

  std::string spelling() const override { return name_; }
  std::string describe() const override { return what_; }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override;
  std::string format_position(std::span<const Component> components) const override;
  std::optional<Component> join(std::span<const Component> parts) const override;
  std::optional<Parts> components(const Component& c) const override {
    return regions(Grid::of(c));
  }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override;
  using Ruleset::options;
  bool is_impartial(const Component&) const override { return false; }
  // The squares the move changed ("place a domino on row 1, column 1 and row 2, column 1").
  std::string describe_move(const Component& from, std::span<const Component> to) const override;
  Component sample(std::uint64_t seed, unsigned size) const override {
    return sample_grid(seed, size, sample_squares_).position();
  }
  // The rules on bit boards (grundy/games/bitboard.h), if the ruleset has them: the outcome search's
  // fast path. nullptr: the search plays it through the generic interface.
  virtual const BitRules* bit_rules() const { return nullptr; }

 protected:
  // The boards side can move to from g, each charged to charge before it is added (and the
  // work of finding it, so a big board's listing checks the deadline as it goes).
  virtual std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const = 0;
  // The regions of g, normalised, without those worth 0.
  virtual Parts regions(const Grid& g) const = 0;
  // The words before the squares a move changes ("place a domino on"), or "" to describe a move
  // by the board it leads to.
  virtual std::string move_verb() const { return ""; }

 private:
  std::string name_, what_, allowed_, sample_squares_;
};

}  // namespace grundy::partizan
