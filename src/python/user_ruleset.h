#pragma once
// A game defined in Python (grundy.ImpartialGame, grundy.PartizanGame) as a ruleset of the one
// game model: each position the engine meets is a Python object, interned by the user's own
// __hash__ and __eq__ into a number (the component's `a`), so the solvers memoise by the user's
// hash and never call Python twice for one position in one table. Its spelling is
// `user{ClassName}`, pinned in the module's ruleset cache, so that sums mixing user games and
// built-in ones (`user{Kayles}:0,1 + kayles:5`) go through the same commands as any other.
//
// A grundy.HeapGame is the same with no interning: its position is a heap of n, its component's
// `a` is n itself (`user{Kayles}:12` is the heap of 12), and Python is asked `Class.moves(n)` —
// the heaps each move leaves, as whole numbers — so that a move costs a tuple, not objects
// hashed and compared.
//
// Every call into Python takes the GIL; the engine runs on the module's worker thread with the
// GIL released (module.cc), so the user's code runs while the caller waits. fast_value may also
// run on the caller's thread with the GIL held (grundy's direct call for one game): it then
// checks for Ctrl-C itself.
#include <pybind11/pybind11.h>

#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "grundy/games/ruleset.h"

namespace grundy::python {

namespace py = pybind11;

class UserRuleset final : public Ruleset {
 public:
  // cls: the user's class; sum_type: grundy.Sum (an option may be a sum of the class's games).
  UserRuleset(py::object cls, py::object sum_type, bool impartial);
  ~UserRuleset() override;

  std::string spelling() const override { return "user{" + name_ + "}"; }
  std::string describe() const override { return "the game " + name_ + " defined in Python"; }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override;
  std::string format_position(std::span<const Component> components) const override;
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override;
  bool is_impartial(const Component&) const override { return impartial_; }
  bool is_impartial_ruleset() const override { return impartial_; }
  std::string describe_move(const Component& from, std::span<const Component> to) const override;
  Component sample(std::uint64_t seed, unsigned size) const override { return Component{0}; }
  // The Grundy value from the ruleset's own table, kept across calls: a position's value is the
  // mex of its options' values, an option's the XOR of its components' (Sprague–Grundy), each
  // position's options asked of Python once. The generic solver is the second route (the tests
  // compare it with use_fast_routes off).
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override;
  std::uint64_t retained_bytes() const override;

  const std::string& name() const { return name_; }
  // Whether positions are heaps (a grundy.HeapGame): numbered by their size, not interned.
  bool heaps() const { return heaps_; }
  // The number of a position (interning it on first sight). The GIL must be held.
  std::uint64_t intern(py::handle position) const;
  // The position of a number. The GIL must be held.
  py::object position(std::uint64_t id) const;

 private:
  // One position's options, flat (no allocation per option): option i leaves the components
  // numbered ids[ends[i - 1] … ends[i]), ends[-1] being 0.
  struct OptionTable {
    std::vector<std::size_t> ends;
    std::vector<std::uint64_t> ids;
    std::size_t size() const { return ends.size(); }
    std::span<const std::uint64_t> option(std::size_t i) const {
      const std::size_t begin = i == 0 ? 0 : ends[i - 1];
      return std::span(ids).subspan(begin, ends[i] - begin);
    }
  };
  // Each position's options, asked of Python once per side and kept (the GIL must not be held:
  // it is taken here when Python is asked). The table stays where it is while the ruleset lives.
  const OptionTable& cached_options(std::uint64_t id, Side side, Budget& budget) const;
  OptionTable ask_python(std::uint64_t id, Side side, Budget& budget) const;
  OptionTable ask_moves(std::uint64_t heap, Budget& budget) const;  // a HeapGame's
  std::uint64_t heap_of(py::handle size, std::uint64_t from) const;
  // Refuses a heap whose tables would pass the budget's memory (before they grow to it).
  void check_room(std::uint64_t id, const Budget& budget) const;
  // Adds the numbers of the components an option spells: one of the class's games, or a
  // grundy.Sum of them.
  void add_parts(py::handle option, std::vector<std::uint64_t>& ids, int depth) const;
  std::string repr_of(std::span<const Component> components) const;

  py::object cls_, sum_type_;
  std::string name_;
  bool impartial_;
  bool heaps_;
  mutable std::mutex mutex_;  // the table below (the GIL is held too; this keeps it obvious)
  mutable std::vector<py::object> positions_;
  mutable py::dict numbers_;  // position -> its number, by the user's __hash__ and __eq__
  // By position number: its options for Left (the impartial ones) and Right, once asked, and
  // its Grundy value once known (kUnknown).
  mutable std::vector<std::unique_ptr<const OptionTable>> left_options_, right_options_;
  mutable std::vector<std::uint64_t> values_;
  mutable std::uint64_t option_bytes_ = 0;
};

}  // namespace grundy::python
