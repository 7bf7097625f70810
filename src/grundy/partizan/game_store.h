#pragma once
// Canonical short partizan games, hash-consed (ONAG ch. 10; Siegel, Combinatorial Game Theory,
// ch. II). Each distinct canonical form is stored once and named by a small GameId, so equality
// of games is equality of ids. The store is an explicit, thread-safe object (one mutex; every
// public member locks it), never a global: the CLI owns one per run, the server one per request.
//
// Fast paths (CGSuite's "nus"): every game x + u·↑ + *n (x a dyadic number of any size, u an
// integer, n a nimber) is kept as the triple (x, u, n), so sums and comparisons of such games
// never look at options; their canonical options are produced on demand from the triple:
//   x                 integers {x−1 |} or {| x+1}; m/2^k is {(m−1)/2^k | (m+1)/2^k}
//   x + *n            {x, x+*, …, x+*(n−1) | the same}
//   x + ↑*            {x, x+* | x}
//   x + u↑ + *n, u>0  {x | x + (u−1)↑ + *(n⊕1)}            (and the negatives mirrored)
// Caches are exact: an entry is present and right, or absent.
#include <cstdint>        // std::uint32_t, std::int64_t
#include <deque>          // std::deque: stable references to nodes
#include <mutex>          // std::recursive_mutex
#include <optional>       // std::optional
#include <unordered_map>  // the op caches
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/dyadic.h"
#include "grundy/core/outcome.h"
#include "grundy/core/side.h"
#include "grundy/partizan/op_cache.h"

namespace grundy::partizan {

using GameId = std::uint32_t;
inline constexpr GameId kZero = 0;

using grundy::Side;  // grundy/core/side.h

// Result of comparing two games: the four relations of the partial order.
enum class Relation { kEqual, kLess, kGreater, kConfused };
const char* to_symbol(Relation r);  // "=", "<", ">", "||"

// A number plus up-multiple plus nimber.
struct Nus {
  Dyadic number;
  std::int64_t ups = 0;
  std::uint64_t nim = 0;
  bool is_number() const { return ups == 0 && nim == 0; }
  friend bool operator==(const Nus&, const Nus&) = default;
};

// The largest up-multiple the store holds, 2^61 either way: sums beyond it fail with a budget
// error, so the arithmetic on up counts (sums, and differences in comparisons) never overflows.
inline constexpr std::int64_t kMaxUpMultiple = std::int64_t{1} << 61;

// The most options a nimber may list (*n has n of them); beyond it a computation that needs them
// fails with a budget error rather than exhausting memory or recursing too deep.
inline constexpr std::uint64_t kMaxNimberOptions = 1u << 12;

// The deepest recursion through options that a sum, a comparison or a canonical form may take
// (each level a few stack frames). A game can be much deeper than it is wide — ^n is n levels
// deep, and sums add depths — so past this the computation fails with a budget error instead of
// exhausting the call stack. 4096 levels take about 4 MiB of stack under AddressSanitizer (the
// grammar's fuzzer overflowed 8 MiB at 7890) and far less in a release build.
inline constexpr std::size_t kMaxRecursionDepth = 4096;

// Counts one level of recursion on counter for as long as it lives; throws Error(kBudget) past
// kMaxRecursionDepth (what names the computation).
class RecursionDepth {
 public:
  RecursionDepth(std::size_t& counter, const char* what);
  ~RecursionDepth() { --counter_; }
  RecursionDepth(const RecursionDepth&) = delete;
  RecursionDepth& operator=(const RecursionDepth&) = delete;

 private:
  std::size_t& counter_;
};

class GameStore {
 public:
  // With fast_paths false, sums and comparisons of ups and nimbers go through their options, so
  // tests can check the fast paths against the definitions.
  explicit GameStore(bool fast_paths = true);
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  // Construction.
  GameId number(const Dyadic& x);
  GameId nus(const Nus& v);
  GameId nimber(std::uint64_t n) { return nus({Dyadic(0), 0, n}); }
  // The canonical form of {left | right} (options given by id): removes dominated options and
  // bypasses reversible ones until neither applies.
  GameId construct(std::vector<GameId> left, std::vector<GameId> right, Budget& budget);

  // Queries.
  std::optional<Nus> nus_of(GameId g);  // nullopt unless g is x + u↑ + *n
  bool is_number(GameId g);
  std::optional<Dyadic> number_of(GameId g);
  std::vector<GameId> options(GameId g, Side side);
  std::size_t size();

  // Arithmetic (ONAG ch. 1): G + H = {G^L + H, G + H^L | G^R + H, G + H^R}, −G = {−G^R | −G^L}.
  GameId negative(GameId g);
  GameId add(GameId g, GameId h, Budget& budget);
  GameId subtract(GameId g, GameId h, Budget& budget);
  // G ≤ H iff no G^L ≥ H and no H^R ≤ G.
  bool leq(GameId g, GameId h, Budget& budget);
  Relation compare(GameId g, GameId h, Budget& budget);
  Outcome outcome(GameId g, Budget& budget);
  // The day the game is born: 0 for 0, 1 + the greatest birthday of an option.
  std::uint64_t birthday(GameId g);

  // Drops every game and cache (ids handed out before become meaningless).
  void clear();

 private:
  struct Node {
    bool is_nus = false;
    Nus nus;
    bool options_ready = false;
    std::vector<GameId> left, right;  // sorted by id
    GameId negative = 0xFFFFFFFFu;
    // The stops (Winning Ways ch. 6), kept for a quick test: G ≤ H implies both stops of G are at
    // most those of H.
    Dyadic left_stop, right_stop;
    std::uint64_t birthday = ~std::uint64_t{0};
  };
  struct NusHash {
    std::size_t operator()(const Nus& v) const {
      return v.number.hash() * 1000003u ^ static_cast<std::size_t>(v.ups) * 7919u ^ v.nim;
    }
  };

  // The unlocked internals; public members lock, then call these.
  GameId nus_(const Nus& v);
  const Node& node(GameId g) { return nodes_[g]; }
  const std::vector<GameId>& options_(GameId g, Side side);
  void fill_nus_options(GameId g);
  GameId intern_general(std::vector<GameId> left, std::vector<GameId> right);
  GameId construct_(std::vector<GameId> left, std::vector<GameId> right);
  std::optional<GameId> recognise_nus(const std::vector<GameId>& left,
                                      const std::vector<GameId>& right);
  void remove_dominated(std::vector<GameId>& options, Side side);
  bool bypass_reversible(std::vector<GameId>& left, std::vector<GameId>& right);
  bool leq_(GameId g, GameId h);
  bool id_leq_proto(GameId g, const std::vector<GameId>& left, const std::vector<GameId>& right);
  bool proto_leq_id(const std::vector<GameId>& left, const std::vector<GameId>& right, GameId h);
  GameId add_(GameId g, GameId h);
  GameId negative_(GameId g);
  std::uint64_t birthday_(GameId g);
  bool number_(GameId g) const { return nodes_[g].is_nus && nodes_[g].nus.is_number(); }
  void charge(std::uint64_t n = 1) {
    if (budget_) budget_->charge(n);
  }
  // Bytes a new node, its options or a cache's growth allocate, charged to the budget of the
  // current call (the store lives as long as the request, and so do its bytes).
  void charge_bytes(std::uint64_t n) {
    if (budget_ && n) budget_->charge_bytes(n, "the store of canonical forms");
  }
  // A node in the deque, and its entry in nus_ids_ or general_ids_.
  static constexpr std::uint64_t kNodeBytes = sizeof(Node) + 64;

  // Sets the budget of the current public call; restores the previous one on exit.
  class BudgetScope {
   public:
    BudgetScope(GameStore& store, Budget* budget) : store_(store), saved_(store.budget_) {
      if (budget) store.budget_ = budget;
    }
    ~BudgetScope() { store_.budget_ = saved_; }

   private:
    GameStore& store_;
    Budget* saved_;
  };

  bool fast_;
  std::recursive_mutex mutex_;
  Budget* budget_ = nullptr;
  std::size_t depth_ = 0;  // the recursion depth of add_ and leq_ (RecursionDepth)
  std::deque<Node> nodes_;
  std::unordered_map<Nus, GameId, NusHash> nus_ids_;
  std::unordered_multimap<std::uint64_t, GameId> general_ids_;
  OpCache<GameId> add_cache_;
  OpCache<bool> leq_cache_;
};

}  // namespace grundy::partizan
