#pragma once
// The misère outcome and misère simplest form of a partizan sum (issue 34). A misère sum does
// not decompose by values (no game but 0 has a misère inverse, and G − G is not 0: Mesdal and
// Ottaway, Siegel), so the outcome is searched over the sum as a whole: a sum is a sorted
// multiset of components, each a region of a ruleset (split as the ruleset splits it, a region
// with no move for either side dropped: it is the form 0, and G + 0 is G as a form) or a game
// form ({1|*} read as written, grundy/partizan/misere_forms.h). The player to move wins a sum
// where they have no move, and otherwise exactly when some move leaves a sum the other player,
// moving first, loses. A transposition table keyed by the multiset and the side to move holds
// every answer; equal components have the same moves, so only one of them is expanded. Every
// sum searched charges the budget (a unit and the table's bytes): over budget is Error(kBudget).
//
// The simplest form of a sum: misère equality is a congruence for sums and options (Siegel), so
// the form of a region is made from its options' simplest forms, an option of several regions
// is the simplest form of their sum, and the sum's form is the simplest form of the sum of its
// components' forms.
#include <cstdint>        // std::uint32_t, std::uint64_t
#include <deque>          // std::deque
#include <memory>         // std::shared_ptr
#include <string>         // std::string
#include <string_view>    // std::string_view
#include <unordered_map>  // std::unordered_map
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/core/side.h"
#include "grundy/games/registry.h"
#include "grundy/games/ruleset.h"
#include "grundy/partizan/misere_forms.h"

namespace grundy::partizan::misere {

struct MisereSearchStats {
  std::uint64_t nodes = 0;       // sums searched
  std::uint64_t table_hits = 0;  // answered by the transposition table
  std::uint64_t components = 0;  // distinct components met
};

class MisereSearch {
 public:
  explicit MisereSearch(Budget& budget);
  MisereSearch(const MisereSearch&) = delete;
  MisereSearch& operator=(const MisereSearch&) = delete;

  MisereForms& forms() { return forms_; }
  Budget& budget() { return budget_; }
  // Adds the form f to the sum.
  void add(FormId f);
  // Adds the position c of ruleset (split into its regions), or its negative, to the sum.
  void add(const RulesetPtr& ruleset, const Component& c, bool negated = false);

  // Empties the sum (the forms and the table are kept), so a second sum's forms share ids with
  // the first's: `compare --misere` compares two simplest forms of one MisereForms.
  void clear_sum() { root_.clear(); }
  // Whether side, moving first, wins the sum in misère play.
  bool wins_moving_first(Side side);
  Outcome outcome();  // L, R, N or P
  // The misère simplest form of the whole sum (grundy/partizan/misere_forms.h).
  FormId canonical();

  // Each move of side in the sum, once per distinct component and option: the sum after it,
  // spelled so that add_misere_expression reads it back (a form as forms().spell writes it, a
  // region as its ruleset's term, -(…) when negated), and whether it wins in misère play (the
  // other side, moving first after it, loses).
  struct Move {
    std::string to;
    bool wins = false;
  };
  std::vector<Move> moves(Side side);

  const MisereSearchStats& stats() const { return stats_; }

 private:
  // An option: the components it leaves in place of the one moved in.
  using Parts = std::vector<std::uint32_t>;
  struct Entry {
    bool is_form = false;
    FormId form = kZeroForm;
    std::shared_ptr<const Ruleset> ruleset;
    Component c;
    bool negated = false;
    bool listed = false;
    std::int8_t zero = -1;          // no move for either side: 1, some move: 0, not known: -1
    std::vector<Parts> options[2];  // Left's, Right's
    FormId simplest = ~FormId{0};   // the simplest form, once asked for
  };
  struct RegionKey {
    std::uint64_t serial;
    bool negated;
    Component c;
    friend bool operator==(const RegionKey&, const RegionKey&) = default;
  };
  struct RegionKeyHash {
    std::size_t operator()(const RegionKey& k) const {
      return ComponentHash{}(k.c) ^ (k.serial * 0x9E3779B97F4A7C15ull) ^ k.negated;
    }
  };

  std::uint32_t intern_form(FormId f);
  std::uint32_t intern_region(const std::shared_ptr<const Ruleset>& ruleset, Component c,
                              bool negated);
  // The components of the regions parts of ruleset stand for (split, the form 0 dropped).
  void add_parts(Parts& out, const std::shared_ptr<const Ruleset>& ruleset,
                 const std::vector<Component>& parts, bool negated);
  void list(std::uint32_t id);
  bool is_zero(std::uint32_t id);
  bool win(const std::vector<std::uint32_t>& sum, Side side);
  FormId simplest(std::uint32_t id);
  std::string spell(std::uint32_t id);
  FormId simplest_sum(const Parts& parts);

  Budget& budget_;
  MisereForms forms_;
  MemoryCharge bytes_;
  std::deque<Entry> entries_;
  std::unordered_map<FormId, std::uint32_t> form_ids_;
  std::unordered_map<RegionKey, std::uint32_t, RegionKeyHash> region_ids_;
  std::unordered_map<std::string, bool> table_;
  std::vector<std::uint32_t> root_;
  MisereSearchStats stats_;
};

// Adds the terms of text to search: ruleset terms as regions, every other operand as a form.
// A form {…|…} and ±(…) are read as written; any other value (1, *2, ^, 1/2, G.Companion, …) as
// its normal-play canonical form ({0|} for 1). Throws Error(kParse) naming the column for bad
// input. rulesets may be null.
void add_misere_expression(MisereSearch& search, std::string_view text, RulesetCache* rulesets);

}  // namespace grundy::partizan::misere
