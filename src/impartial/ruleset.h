#pragma once
// A ruleset is the rules of one family of impartial games, apart from any values (CGSuite's
// split of rules and values). A position of a ruleset is a sum of components; a Component is a
// small value the ruleset encodes (a heap size, a Wythoff pair (x, y), a node of a graph).
#include <compare>      // operator<=>
#include <cstdint>      // std::uint64_t
#include <functional>   // std::function
#include <memory>       // std::shared_ptr
#include <optional>     // std::optional
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "core/budget.h"

namespace grundy {

struct Component {
  std::uint64_t a = 0;
  std::uint64_t b = 0;
  friend auto operator<=>(const Component&, const Component&) = default;
};

struct ComponentHash {
  std::size_t operator()(const Component& c) const {
    return std::hash<std::uint64_t>{}(c.a * 0x9E3779B97F4A7C15ull ^ (c.b + 0x632BE59BD9B4E019ull));
  }
};

// One option of a component: the components that replace it (none when it vanishes).
using Parts = std::vector<Component>;

class Ruleset {
 public:
  Ruleset() : serial_(next_serial()) {}
  virtual ~Ruleset() = default;

  // A number no other ruleset of the process has had or will have. Solvers key their memos by
  // it, not by address: a ruleset made for one request (a Cram board's view) may be freed and
  // another made at the same address, whose positions a memo by address would confuse with it.
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

  // Every option of c, in a fixed order. For positions with a huge number of options (a Nim
  // heap of 10^18) this may throw Error(kBudget); use options_with_value for targeted search.
  virtual std::vector<Parts> options(const Component& c) const = 0;

  // The move from c to parts, in words ("take 1 from the heap of 5").
  virtual std::string describe_move(const Component& from, std::span<const Component> to) const = 0;

  // A component has no options when it is the end of play; heap rulesets drop such components.
  virtual bool is_terminal(const Component& c) const { return options(c).empty(); }

  // A fast route to the Grundy value where the ruleset has one (a value table for heap games, a
  // closed form for Nim). The generic solver is the reference; the conformance suite checks the
  // two agree. Returns nullopt where there is no fast route.
  virtual std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const {
    return std::nullopt;
  }

  // Options of c whose Grundy value is target, found without listing every option where the
  // ruleset can (Nim). value_of gives the value of a sum of components. The default filters
  // options().
  virtual std::vector<Parts> options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of) const;

  // A component of moderate size chosen from seed, for the conformance suite. size bounds it.
  virtual Component sample(std::uint64_t seed, unsigned size) const = 0;

  // True when positions are heaps (a single natural number), so `seq` and `period` apply.
  virtual bool is_heap_ruleset() const { return false; }

 private:
  static std::uint64_t next_serial();
  const std::uint64_t serial_;
};

using RulesetPtr = std::shared_ptr<const Ruleset>;

}  // namespace grundy
