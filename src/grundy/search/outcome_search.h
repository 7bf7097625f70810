#pragma once
// The outcome of a partizan sum by search (issue 12), never forming the sum's canonical form:
// a depth-first minimax over the sum itself. In normal play a player who cannot move loses, so
// side wins moving first on S exactly when some move of side leads to a sum that the other side
// loses moving first (the definition of G ⊳ 0 and G ⊲ 0: ONAG ch. 1). The outcome class is read
// off the two searches: L (Left wins moving either first or second), R, N (whoever moves first)
// or P (whoever moves second).
//
// What keeps the search small, each sound by a theorem of the theory:
//  - the sum is a multiset of independent components (ONAG ch. 1: a move is in exactly one of
//    them), each a normalised region of its ruleset (Ruleset::components), so equal regions and
//    symmetric images of a region are one component, and the order of the parts does not matter:
//    the transposition table is keyed by the multiset;
//  - a component whose canonical form is cheap to compute is replaced by it (the value of a sum
//    is the sum of the values: a game may be replaced by any game equal to it; the components of
//    a sum given with several are tried with more moves than those met in the search), and
//    canonical terms of the form x + u↑ + *n are added into one, in closed form (game_store.h);
//  - G + (−G) = 0: a term and its negative cancel, components and canonical terms alike;
//  - once no component is left, the outcome is read off the sum of the canonical terms compared
//    with 0 (G > 0: L; G < 0: R; G = 0: P; G ‖ 0: N);
//  - equal components have the same moves, so only one of them is expanded.
// The table is of fixed size (transposition_table.h); the components met and their options are
// kept in a table charged to the budget, as is the store of canonical forms. Over budget is
// Error(kBudget), never a wrong answer.
#include <cstdint>   // std::uint32_t, std::uint64_t
#include <deque>     // std::deque
#include <memory>    // std::shared_ptr
#include <optional>  // std::optional
#include <string>    // std::string
#include <unordered_map>
#include <vector>  // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/core/side.h"
#include "grundy/games/bit_board_ids.h"
#include "grundy/games/bitboard.h"
#include "grundy/games/component_ids.h"
#include "grundy/games/ruleset.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/solver.h"
#include "grundy/search/move_count_cut.h"
#include "grundy/search/region_store.h"
#include "grundy/search/transposition_table.h"

namespace grundy::partizan {

struct OutcomeSearchOptions {
  std::uint64_t table_bytes = std::uint64_t{1} << 26;  // the transposition table, at most
  // A component with at most this many moves (Left's and Right's together) is replaced by its
  // canonical form when that takes at most trial_nodes units of work (fewer after trials that
  // failed: OutcomeSearch::examine); 0 moves: never.
  std::size_t trial_moves = 4;
  std::uint64_t trial_nodes = 20'000;
  // The same for the components of a sum of several given at the start (add): tried with up
  // to this many moves (when trial_moves is not 0).
  std::size_t given_trial_moves = 32;
  // The sum of the canonical terms left at the end is formed when that takes at most this many
  // units; otherwise the search goes on through their options.
  std::uint64_t sum_nodes = 200'000;
  // Grid rulesets that give their rules on bits (GridRuleset::bit_rules) are played on bit
  // boards; false: every ruleset through the generic interface (the reference route).
  bool bit_boards = true;
  // The database of solved regions (grundy/search/region_store.h), or none: a region on bits of at
  // most region_cells squares is looked up there when first met (and used when found, however
  // many moves it has), and the canonical form of one the search computes is saved there.
  RegionStore* regions = nullptr;
  std::size_t region_cells = 12;
  // Iterative deepening on the number of moves: each side's search is run with a horizon of
  // moves (deepening_start, then doubled) until its answer is proved. A sum cut off at the
  // horizon is unknown, and so is every sum above it that no proved move decides; only proved
  // answers enter the transposition table, which the iterations share.
  bool deepening = false;
  std::size_t deepening_start = 8;
  // The move-count cut (move_count_cut.h): a sum whose terms all count their safe and most
  // moves (Domineering on bits, canonical terms) is decided when the counts decide it.
  bool move_count_cut = true;
  // Move ordering by the same counts (Obsequi's): among moves that have won equally often, the
  // mover's safe and most moves less the opponent's after the move first, then the ruleset's
  // own heuristic (BitRules::order_score).
  bool count_order = true;
};

struct OutcomeSearchStats {
  std::uint64_t nodes = 0;          // sums searched
  std::uint64_t table_hits = 0;     // answered by the transposition table
  std::uint64_t components = 0;     // distinct components met
  std::uint64_t canonical = 0;      // of them, replaced by their canonical forms
  std::uint64_t failed_trials = 0;  // canonical forms given up as too costly
  std::uint64_t table_entries = 0;  // the transposition table's size
  std::uint64_t region_hits = 0;    // components whose canonical forms the database gave
  std::uint64_t region_saves = 0;   // canonical forms saved to the database
  std::uint64_t iterations = 0;     // deepening: the horizons searched, both sides together
  std::uint64_t count_cuts = 0;     // sums decided by the move-count cut
};

class OutcomeSearch {
 public:
  explicit OutcomeSearch(Budget& budget, OutcomeSearchOptions options = {});
  OutcomeSearch(const OutcomeSearch&) = delete;
  OutcomeSearch& operator=(const OutcomeSearch&) = delete;

  GameStore& store() { return store_; }
  PartizanSolver& solver() { return solver_; }
  Budget& budget() { return budget_; }

  // Adds c (split into its components), or its negative, to the sum.
  void add(const RulesetPtr& ruleset, const Component& c, bool negated = false);
  // Adds a canonical game to the sum.
  void add(GameId g);

  // Whether side wins the sum moving first.
  bool wins_moving_first(Side side);
  // Both searches: L, R, N or P.
  Outcome outcome();

  const OutcomeSearchStats& stats();

 private:
  // A component's options for one side: option k is parts[begin, end) (signed ids) plus the
  // canonical game of the parts that were replaced by their canonical forms.
  struct Option {
    std::uint32_t begin = 0, end = 0;
    GameId game = kZero;
    std::uint32_t cuts = 0;  // how often this move has won (the history heuristic's order)
    // On bits: the ruleset's heuristic score of the move (BitRules::order_score), the order
    // among moves that have won equally often; 0 otherwise.
    std::int32_t score = 0;
  };
  enum class Status : std::uint8_t { kNew, kCanonical, kSearched };
  struct Entry {
    const Ruleset* ruleset = nullptr;
    const BitRules* bits = nullptr;  // the fast path: the region is board, c is unused
    BitBoard board;
    const Component* c = nullptr;  // the generic path: the component (kept by component_ids_)
    std::uint64_t hash_a = 0, hash_b = 0;
    Status status = Status::kNew;
    bool given = false;    // a component of the sum given at the start
    GameId value = kZero;  // kCanonical: the canonical form
    bool counted = false;  // counts holds the region's move counts (on bits)
    MoveCounts counts;
    bool listed[2] = {false, false};  // options[side] is filled
    // kSearched: by side (Left, Right), the options are option_pool_[first, first + count).
    std::uint32_t first[2] = {0, 0}, count[2] = {0, 0};
  };
  // A sum: components by signed id (2 × id, + 1 for a negated one), sorted; canonical terms that
  // are not x + u↑ + *n, sorted; and the sum of those that are.
  struct State {
    std::vector<std::uint32_t> comps;
    std::vector<GameId> games;
    GameId nus = kZero;
  };

  std::uint32_t intern(const Ruleset& ruleset, Component c);
  std::uint32_t intern(const Ruleset& ruleset, const BitRules& bits, const BitBoard& board);
  // The ruleset's number in bit_ids_ (numbered the first time it is met).
  std::uint16_t bit_ruleset_number(const Ruleset& ruleset);
  // A region's signed id (2 × id, + 1 when the id stands for its negative): on bits when the
  // ruleset has them and the region fits.
  std::uint32_t intern_signed(const Ruleset& ruleset, Component c);
  // The ruleset's rules on bits, if it has them and options_.bit_boards.
  const BitRules* bit_rules_of(const Ruleset& ruleset) const;
  // Adds a part of an option: a component replaced by its canonical form to o.game, any other
  // to the parts.
  void take_part(Option& o, std::uint32_t signed_id);
  void list_options_on_bits(std::uint32_t id, std::size_t side, std::vector<Option>& options);
  // Lists the component's options for side (0 Left, 1 Right), unless it is replaced by its
  // canonical form (tried the first time it is looked at).
  void examine(std::uint32_t id, std::size_t side);
  // Lists the component's options for side: on bits from the boards in bit_moves_, otherwise
  // from moves.
  void list_options(std::uint32_t id, std::size_t side, std::vector<Parts>& moves);
  // The canonical form of the region on bits id, through the search's own regions and options
  // (each region it values is marked canonical). Work is charged to the budget; over it, an
  // Error(kBudget) leaves the regions valued so far valued.
  GameId value_on_bits(std::uint32_t id);
  // f() with at most allowance more units of work: nullopt when it needs more (the budget's
  // own limits, a deadline or memory, still end the search).
  template <class F>
  auto bounded(std::uint64_t allowance, F&& f) -> std::optional<decltype(f())>;
  void insert_comp(State& s, std::uint32_t signed_id);
  void insert_game(State& s, GameId g);
  // Lists the options of each component for the side that moves in it when side is to move;
  // the components replaced by their canonical forms go to the canonical terms.
  void normalise(State& s, Side side);
  SumKey key(const State& s, Side side) const;
  std::optional<bool> decide_at_end(const State& s, Side side);
  // Whether side to move wins s: kUnknown only when the horizon cut a line off.
  enum class Result : std::uint8_t { kLoss, kWin, kUnknown };
  Result win(State& s, Side side, std::size_t depth);
  // The move-count cut (move_count_cut.h): whether side to move wins s, when the counts of its
  // terms decide it; nullopt otherwise (or when some term does not count its moves).
  std::optional<bool> decide_by_counting(const State& s, Side side);
  const MoveCounts& game_counts(GameId g);
  // The database's value of the region on bits id, looked up the first time it is met.
  std::optional<GameId> stored_region(std::uint32_t id, std::string& key);

  // A move's sum in a node's frame, and where it came from (for the history heuristic).
  struct Child {
    State state;
    SumKey key;
    std::uint32_t cuts = 0;
    std::int32_t score = 0;
    std::uint32_t sid = 0, which = 0, m = 0;  // the component's option it came from
    bool component = false;
  };
  // The moves' sums of the node at one depth, reused by every node at that depth.
  struct Frame {
    std::vector<Child> children;       // the first ones are this node's; buffers kept
    std::vector<std::uint32_t> order;  // the children to search, in order
  };

  Budget& budget_;
  OutcomeSearchOptions options_;
  GameStore store_;
  PartizanSolver solver_;
  TranspositionTable table_;
  MemoryCharge entry_bytes_;
  std::deque<Entry> entries_;
  ComponentIds component_ids_;
  BitBoardIds bit_ids_;
  std::vector<std::uint64_t> bit_serials_;       // the rulesets on bits, numbered for bit_ids_
  std::vector<BitBoard> bit_moves_;              // scratch for list_options_on_bits
  std::vector<SignedBoard> bit_regions_;         // scratch for list_options_on_bits
  std::vector<std::uint32_t> move_region_ends_;  // scratch: each move's regions end there
  std::vector<std::uint8_t> canonical_;          // by id: the entry's status is kCanonical (dense)
  std::deque<Option> option_pool_;               // every component's options (a deque: no moving)
  std::vector<Option> option_scratch_;           // scratch for examine
  std::vector<std::uint32_t> parts_;             // the options' parts, every component's
  std::vector<std::shared_ptr<const Ruleset>> rulesets_;  // kept alive while the search lives
  State root_;
  std::unordered_map<GameId, MoveCounts> game_counts_;  // the canonical terms' move counts
  std::deque<Frame> frames_;                            // by depth
  std::uint64_t trial_allowance_;  // a trial's units of work now (examine), at most trial_nodes
  std::size_t horizon_ = ~std::size_t{0};  // deepening: the depth past which sums are unknown
  OutcomeSearchStats stats_;
};

}  // namespace grundy::partizan
