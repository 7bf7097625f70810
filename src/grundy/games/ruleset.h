#pragma once
// The one game model: a ruleset is the rules of one family of games, impartial or partizan,
// apart from any values (CGSuite's split of rules and values). A position of a ruleset is a sum
// of components (ONAG ch. 1: the value of a disjunctive sum is the sum of the values); a Position
// is one component in the ruleset's own packing: a heap size, a Wythoff pair (x, y), a node of a
// graph, a rectangle of cake, or a board's squares or a Hackenbush picture's edges as bytes. The
// solvers hash and compare Positions directly: nothing is spelled or parsed on the hot path.
#include <compare>      // operator<=>
#include <cstdint>      // std::uint64_t
#include <functional>   // std::function
#include <memory>       // std::shared_ptr
#include <optional>     // std::optional
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <utility>      // std::move
#include <vector>       // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/dyadic.h"
#include "grundy/core/side.h"

namespace grundy {

class HeapRules;

struct Position {
  Position() = default;
  Position(std::uint64_t a_, std::uint64_t b_ = 0, std::string cells_ = {})
      : a(a_), b(b_), cells(std::move(cells_)) {}

  std::uint64_t a = 0;  // a heap; x of a pair; a node; a board's rows; a rectangle's height
  std::uint64_t b = 0;  // y of a pair; a board's columns; a rectangle's width
  std::string cells;    // a board's squares row by row, a strip, a picture's packed edges; or ""
  friend auto operator<=>(const Position&, const Position&) = default;
};

// A component of a sum is a position of its ruleset.
using Component = Position;

struct ComponentHash {
  std::size_t operator()(const Position& c) const {
    std::size_t h =
        std::hash<std::uint64_t>{}(c.a * 0x9E3779B97F4A7C15ull ^ (c.b + 0x632BE59BD9B4E019ull));
    if (!c.cells.empty()) h ^= std::hash<std::string>{}(c.cells) + 0x9E3779B97F4A7C15ull;
    return h;
  }
};

// One option of a component: the components that replace it (none when it vanishes).
using Parts = std::vector<Component>;

class Ruleset {
 public:
  Ruleset() : serial_(next_serial()) {}
  virtual ~Ruleset() = default;

  // A number no other ruleset of the process has had or will have. Solvers key their memos by
  // it, not by address: a ruleset made for one request (a graph, a subtraction set) may be freed
  // and another made at the same address, whose positions a memo by address would confuse.
  std::uint64_t serial() const { return serial_; }

  // The spelling that names this ruleset, as the user wrote it once normalised
  // (print(parse(s)) parses to the same ruleset).
  virtual std::string spelling() const = 0;
  // A short description in words ("Kayles: take 1 or 2 adjacent pins from a row").
  virtual std::string describe() const = 0;

  // Parses the part of a term after ':' into components; column is of text's first character.
  virtual std::vector<Component> parse_position(std::string_view text,
                                                std::size_t column) const = 0;
  // Prints components back so that parse_position reads them again.
  virtual std::string format_position(std::span<const Component> components) const = 0;
  // Prints a whole term, `spelling:position` unless the ruleset has its own form (`*3`).
  virtual std::string format_term(std::span<const Component> components) const {
    return spelling() + ":" + format_position(components);
  }

  // Every move of side from c, in a fixed order, each as the components of the position it
  // leads to (split and normalised by the ruleset, so equal regions are equal Positions).
  // budget is the caller's: a ruleset whose lists can be large (a heap of a wide-move code, *n,
  // a big board) charges the list's bytes to it and checks its deadline as it lists
  // (OptionsCharge, grundy/games/options_charge.h), so a list too large or too slow for the budget
  // is Error(kBudget), never a kill. The bytes are given back when options() returns: a caller that
  // keeps the list (a search stack) charges what it keeps. A position with a huge number of
  // options (a Nim heap of 10^18) may throw Error(kBudget) at once; use options_with_value for
  // targeted search.
  virtual std::vector<Parts> options(const Component& c, Side side, Budget& budget) const = 0;
  // The options of a position both players share (an impartial one): Left's.
  virtual std::vector<Parts> options(const Component& c, Budget& budget) const {
    return options(c, Side::kLeft, budget);
  }

  // True when both players have the same moves from c and from every position after it (every
  // position of an impartial ruleset; a Cram board; a Hackenbush picture whose edges are all
  // green). Then the impartial theory applies: c equals the nimber *G of its Grundy value
  // (Sprague–Grundy), and `value`, `moves`, `verify` and misère play take it.
  virtual bool is_impartial(const Component& c) const = 0;
  // True when every position is impartial (the ruleset is an ImpartialRuleset).
  virtual bool is_impartial_ruleset() const { return false; }

  // True when play from c can go on forever: some position reachable from c can recur (a game
  // graph with a cycle). The solvers that assume play ends (Grundy values, win/lose search,
  // canonical forms, misère play) refuse such a c; grundy/impartial/loopy.h values it by the
  // generalized Sprague–Grundy function instead. False (the default) for every finite game.
  virtual bool is_loopy(const Component& c) const { return false; }
  // True when the ruleset's games are loopy as a rule, not only at some positions as a game graph
  // may be (Fox and Geese: the fox may go back and forth for ever, so beside another game play
  // need not end): every position is_loopy. Such a position is played by retrograde analysis of
  // its game graph; the solvers of games that end (Grundy values, canonical forms, the outcome
  // search) refuse it, the commands route it by its kind (grundy/games/game_kind.h), and the
  // conformance suite checks its rules but asks it for no value.
  virtual bool is_loopy_ruleset() const { return false; }

  // The move from c to parts, in words ("take 1 from the heap of 5").
  virtual std::string describe_move(const Component& from, std::span<const Component> to) const = 0;

  // A component has no options when it is the end of play; rulesets drop such components.
  // The default lists c's options under budget.
  virtual bool is_terminal(const Component& c, Budget& budget) const {
    return options(c, Side::kLeft, budget).empty() && options(c, Side::kRight, budget).empty();
  }

  // The independent parts of c, each normalised (a board's region cropped and made the least of
  // its symmetric images) so that equal regions are equal Positions; parts where neither side
  // has a move may be dropped, and no others (options() splits its options the same way): the
  // impartial variant (rulesets/impartial_variant.h) splits as its partizan ruleset does, and a
  // partizan 0 with moves ({-1|1}) is no impartial 0. nullopt (the default) when c is already one
  // normalised component, as every option part of a ruleset that splits its options itself is. The
  // solver splits every option part.
  virtual std::optional<Parts> components(const Component& c) const { return std::nullopt; }

  // One position whose components are these, in this order: the inverse of parse_position's
  // split, so a sum of regions prints as one board. nullopt where components do not join into
  // one position (a sum of heaps is no heap).
  virtual std::optional<Component> join(std::span<const Component> parts) const {
    return std::nullopt;
  }

  // A fast route to the Grundy value where the ruleset has one (a value table for heap games, a
  // closed form for Nim). The generic solver is the reference; the conformance suite checks the
  // two agree. Returns nullopt where there is no fast route.
  virtual std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const {
    return std::nullopt;
  }

  // A fast route to the canonical form of a partizan c that is a number, where the ruleset has a
  // closed form (Berlekamp's sign-expansion rule for a Red-Blue Hackenbush string). The
  // canonical-form search over options() is the reference; the conformance suite checks the two
  // agree. Returns nullopt where there is no fast route (c may still be a number).
  virtual std::optional<Dyadic> number_value(const Component& c, Budget& budget) const {
    return std::nullopt;
  }

  // Options of an impartial c whose Grundy value is target, found without listing every option
  // where the ruleset can (Nim). value_of gives the value of a sum of components. The default
  // filters options() (listed under budget).
  virtual std::vector<Parts> options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of,
      Budget& budget) const;
  // options_with_value, each option with the words for its move: describe_move's, and where the
  // ruleset finds its options by analysis (green Hackenbush's bridge tree), why the value is
  // target. Bytes it builds are charged to budget. The default describes options_with_value's.
  struct DescribedOption {
    Parts parts;
    std::string description;
  };
  virtual std::vector<DescribedOption> described_options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of,
      Budget& budget) const;

  // A theorem that decides an impartial position without Grundy values, at any size (Wythoff
  // 1907: the P-positions are (⌊nφ⌋, ⌊nφ²⌋)), in normal or misère play: whether c is a
  // P-position, and every move from c to a P-position (c's winning moves when c is played
  // alone) with the reason. nullopt where the ruleset has no such theorem.
  struct PPositionMove {
    Parts to;
    std::string reason;  // "(a_5, b_5) = (8,13) is a P-position"
  };
  struct PPositionTheory {
    bool p = false;
    std::string theorem;
    std::vector<PPositionMove> moves_to_p;
    bool values_cheap = false;  // c's Grundy value and its options' are cheap to compute too
  };
  virtual std::optional<PPositionTheory> p_position_theory(const Component& c, bool misere) const {
    return std::nullopt;
  }

  // A component of moderate size chosen from seed, for the conformance suite. size bounds it.
  virtual Component sample(std::uint64_t seed, unsigned size) const = 0;

  // The bytes this ruleset keeps between requests (its value tables), so that a cache of
  // rulesets can be bounded by memory and evict the largest users.
  virtual std::uint64_t retained_bytes() const { return 0; }

  // True when positions are heaps (a single natural number), so `seq` and `period` apply.
  virtual bool is_heap_ruleset() const { return false; }
  // The take-and-break code of a heap ruleset (games/heap_rules.h), or null: how the engine's
  // heap algorithms (misère quotients of sums) read a heap game's rules without knowing its class.
  virtual const HeapRules* heap_rules() const { return nullptr; }

 private:
  static std::uint64_t next_serial();
  const std::uint64_t serial_;
};

// An impartial ruleset: both players have the same moves from every position, and it says so,
// so the impartial algebra (Grundy values, nim-sums, misère play) may be used throughout.
class ImpartialRuleset : public Ruleset {
 public:
  std::vector<Parts> options(const Component& c, Budget& budget) const override = 0;
  std::vector<Parts> options(const Component& c, Side, Budget& budget) const final {
    return options(c, budget);
  }
  bool is_impartial(const Component&) const final { return true; }
  bool is_impartial_ruleset() const final { return true; }
  bool is_terminal(const Component& c, Budget& budget) const override {
    return options(c, budget).empty();
  }
};

using RulesetPtr = std::shared_ptr<const Ruleset>;

}  // namespace grundy
