#include "grundy/search/outcome_search.h"

#include <algorithm>  // std::lower_bound, std::max
#include <bit>        // std::popcount

#include "grundy/core/error.h"
#include "grundy/core/splitmix.h"
#include "grundy/games/grid_ruleset.h"

namespace grundy::partizan {

namespace {

// The deepest the search may go (moves in a row); past it the search fails with a budget error
// rather than exhausting the call stack (a frame is a few hundred bytes).
constexpr std::size_t kMaxSearchDepth = 10'000;

// The least allowance of a trial (OutcomeSearch::examine): enough for the canonical form of a
// region of a few moves.
constexpr std::uint64_t kLeastTrialNodes = 256;

// Two independent hashes of each kind of term, and of the side to move.
constexpr std::uint64_t kCompA = 0x243F6A8885A308D3ull, kCompB = 0x13198A2E03707344ull;
constexpr std::uint64_t kGameA = 0xA4093822299F31D0ull, kGameB = 0x082EFA98EC4E6C89ull;
constexpr std::uint64_t kNusA = 0x452821E638D01377ull, kNusB = 0xBE5466CF34E90C6Cull;
constexpr std::uint64_t kRightA = 0xC0AC29B7C97C50DDull, kRightB = 0x3F84D5B5B5470917ull;

std::size_t index(Side side) {
  return side == Side::kLeft ? 0 : 1;
}

template <class T>
void insert_sorted(std::vector<T>& v, T x) {
  v.insert(std::lower_bound(v.begin(), v.end(), x), x);
}

template <class T>
bool erase_one(std::vector<T>& v, T x) {
  auto it = std::lower_bound(v.begin(), v.end(), x);
  if (it == v.end() || *it != x) return false;
  v.erase(it);
  return true;
}

}  // namespace

OutcomeSearch::OutcomeSearch(Budget& budget, OutcomeSearchOptions options)
    : budget_(budget),
      options_(options),
      solver_(store_, budget),
      table_(budget, options.table_bytes),
      entry_bytes_(budget, "the outcome search's components"),
      component_ids_(budget),
      bit_ids_(budget),
      trial_allowance_(options.trial_nodes) {}

const OutcomeSearchStats& OutcomeSearch::stats() {
  stats_.table_entries = table_.entries();
  return stats_;
}

std::uint32_t OutcomeSearch::intern(const Ruleset& ruleset, Component c) {
  if (std::uint32_t id = component_ids_.find(ruleset.serial(), c); id != ComponentIds::kAbsent) {
    return id;
  }
  entry_bytes_.add(sizeof(Entry) + c.cells.capacity() + 80);
  const auto id = static_cast<std::uint32_t>(entries_.size());
  if (id >= (std::uint32_t{1} << 31)) {
    throw Error(ErrorKind::kBudget, "the outcome search met more than 2^31 components");
  }
  Entry& e = entries_.emplace_back();
  canonical_.push_back(0);
  e.ruleset = &ruleset;
  e.hash_a = splitmix(id + kCompA);
  e.hash_b = splitmix(id ^ kCompB) + id;
  // The index keeps each component where it is: the entry points at it.
  e.c = &component_ids_.insert(ruleset.serial(), std::move(c), id);
  ++stats_.components;
  return id;
}

std::uint16_t OutcomeSearch::bit_ruleset_number(const Ruleset& ruleset) {
  std::size_t number = 0;
  while (number < bit_serials_.size() && bit_serials_[number] != ruleset.serial()) ++number;
  if (number == bit_serials_.size()) {
    if (number > 0xFFFF) throw Error(ErrorKind::kBudget, "too many rulesets on bit boards");
    bit_serials_.push_back(ruleset.serial());
  }
  return static_cast<std::uint16_t>(number);
}

std::uint32_t OutcomeSearch::intern(const Ruleset& ruleset, const BitRules& bits,
                                    const BitBoard& board) {
  const std::uint16_t ruleset_number = bit_ruleset_number(ruleset);
  if (std::uint32_t id = bit_ids_.find(ruleset_number, board); id != BitBoardIds::kAbsent) {
    return id;
  }
  entry_bytes_.add(sizeof(Entry));
  const auto id = static_cast<std::uint32_t>(entries_.size());
  if (id >= (std::uint32_t{1} << 31)) {
    throw Error(ErrorKind::kBudget, "the outcome search met more than 2^31 components");
  }
  Entry& e = entries_.emplace_back();
  canonical_.push_back(0);
  e.ruleset = &ruleset;
  e.bits = &bits;
  e.board = board;
  if (options_.move_count_cut) {
    if (std::optional<MoveCounts> counts = bits.move_counts(board)) {
      e.counts = *counts;
      e.counted = true;
    }
  }
  e.hash_a = splitmix(id + kCompA);
  e.hash_b = splitmix(id ^ kCompB) + id;
  bit_ids_.insert(ruleset_number, board, id);
  ++stats_.components;
  return id;
}

const BitRules* OutcomeSearch::bit_rules_of(const Ruleset& ruleset) const {
  if (!options_.bit_boards) return nullptr;
  const auto* grid = dynamic_cast<const GridRuleset*>(&ruleset);
  return grid ? grid->bit_rules() : nullptr;
}

std::uint32_t OutcomeSearch::intern_signed(const Ruleset& ruleset, Component c) {
  if (const BitRules* bits = bit_rules_of(ruleset)) {
    if (std::optional<BitBoard> board = bits->encode(c)) {
      // c is one region (Ruleset::components): its normal form on bits, and the sign that form
      // carries (a region may be met as the negative of another).
      bit_regions_.clear();
      bits->regions(*board, bit_regions_);
      if (bit_regions_.size() == 1) {
        const SignedBoard& r = bit_regions_[0];
        return 2 * intern(ruleset, *bits, r.board) + (r.negated ? 1 : 0);
      }
    }
  }
  return 2 * intern(ruleset, std::move(c));
}

void OutcomeSearch::add(const RulesetPtr& ruleset, const Component& c, bool negated) {
  rulesets_.push_back(ruleset);
  std::optional<Parts> parts = ruleset->components(c);
  Parts single;
  if (!parts) single.push_back(c);
  for (const Component& p : parts ? *parts : single) {
    const std::uint32_t signed_id = intern_signed(*ruleset, p) ^ (negated ? 1u : 0u);
    entries_[signed_id / 2].given = true;
    insert_comp(root_, signed_id);
  }
}

void OutcomeSearch::add(GameId g) {
  insert_game(root_, g);
}

template <class F>
auto OutcomeSearch::bounded(std::uint64_t allowance, F&& f) -> std::optional<decltype(f())> {
  const std::uint64_t saved = budget_.node_limit();
  const std::uint64_t limit = budget_.nodes() + allowance;
  if (limit >= saved) return f();  // the budget's own limit is nearer: its error is final
  budget_.set_node_limit(limit);
  try {
    auto r = f();
    budget_.set_node_limit(saved);
    return r;
  } catch (const Error& e) {
    budget_.set_node_limit(saved);
    if (e.kind() != ErrorKind::kBudget || e.memory()) throw;
    budget_.check();  // a deadline or a cancel is final
    return std::nullopt;
  }
}

void OutcomeSearch::take_part(Option& o, std::uint32_t signed_id) {
  if (canonical_[signed_id >> 1]) {  // the dense flags: no miss on the entry for most parts
    const Entry& e = entries_[signed_id >> 1];
    o.game = store_.add(o.game, (signed_id & 1) ? store_.negative(e.value) : e.value, budget_);
  } else {
    parts_.push_back(signed_id);
  }
}

std::optional<GameId> OutcomeSearch::stored_region(std::uint32_t id, std::string& key) {
  const Entry& e = entries_[id];
  if (!options_.regions || !e.bits) return std::nullopt;
  if (static_cast<std::size_t>(std::popcount(e.board.layer[0] | e.board.layer[1])) >
      options_.region_cells) {
    return std::nullopt;
  }
  key = region_key(*e.ruleset, *e.bits, e.board);
  return find_region(*options_.regions, store_, budget_, e.ruleset->spelling(), key);
}

void OutcomeSearch::examine(std::uint32_t id, std::size_t side) {
  if (entries_[id].status == Status::kCanonical || entries_[id].listed[side]) return;
  // The first look at a region on bits: the database's value, when it keeps one.
  std::string key;
  if (entries_[id].status == Status::kNew) {
    if (std::optional<GameId> g = stored_region(id, key)) {
      entries_[id].status = Status::kCanonical;
      canonical_[id] = 1;
      entries_[id].value = *g;
      ++stats_.canonical;
      ++stats_.region_hits;
      return;
    }
  }
  const Ruleset& ruleset = *entries_[id].ruleset;
  const BitRules* bits = entries_[id].bits;
  const Side mover = side == 0 ? Side::kLeft : Side::kRight;
  std::vector<Parts> moves;
  if (bits) {
    bit_moves_.clear();
    bits->moves(entries_[id].board, mover, bit_moves_);
  } else {
    moves = ruleset.options(*entries_[id].c, mover, budget_);
  }
  const std::size_t count = bits ? bit_moves_.size() : moves.size();
  budget_.charge(count);
  if (entries_[id].status == Status::kNew) {
    // The first look: a component with few moves is replaced by its canonical form, when that
    // is cheap. In a sum of several components given at the start, each of them is tried with
    // more moves (given_trial_moves): the minimax over a sum multiplies its components' trees,
    // where the sum of their canonical forms is one small game (measured: twelve small boards,
    // 3.4 million sums searched in 6 s; 2 sums in 4 ms with their canonical forms).
    const bool several_given =
        options_.trial_moves > 0 && entries_[id].given && root_.comps.size() > 1;
    const std::size_t trial_moves = several_given
                                        ? std::max(options_.trial_moves, options_.given_trial_moves)
                                        : options_.trial_moves;
    if (trial_moves > 0 && 2 * count <= trial_moves) {
      // A component met in the search is given trial_allowance_ units, which halves after a
      // trial that fails (down to kLeastTrialNodes) and doubles after one that succeeds (up to
      // trial_nodes): where few moves do not mean a small game (a Fission board with two
      // stones, a long Toads and Frogs strip) most trials fail, and each failure was the whole
      // allowance. Measured, fission:.....x|......|..x...|.x....|......|x..... took 1.2 s with
      // 20,000 units a trial and 0.11 s with 500. A trial only decides whether a component is
      // replaced by its canonical form, which is equal to it: no answer depends on it.
      const std::uint64_t allowance = several_given ? options_.trial_nodes : trial_allowance_;
      // On bits, through the search's own regions (value_on_bits); otherwise the generic
      // canonical-form search.
      auto g = bounded(allowance, [&] {
        return bits ? value_on_bits(id) : solver_.value(ruleset, *entries_[id].c);
      });
      if (!several_given) {
        trial_allowance_ =
            g ? std::min(options_.trial_nodes, 2 * trial_allowance_)
              : std::max(std::min(kLeastTrialNodes, options_.trial_nodes), trial_allowance_ / 2);
      }
      if (g) {
        if (!canonical_[id]) {
          entries_[id].status = Status::kCanonical;
          canonical_[id] = 1;
          entries_[id].value = *g;
          ++stats_.canonical;
        }
        if (!key.empty()) {  // looked up and not found: saved for the next search
          save_region(*options_.regions, store_, budget_, ruleset.spelling(), key, *g);
          ++stats_.region_saves;
        }
        return;
      }
      ++stats_.failed_trials;
      // The trial on bits may have listed this region's options (and used the scratch moves).
      if (entries_[id].listed[side]) {
        entries_[id].status = Status::kSearched;
        return;
      }
      if (bits) {
        bit_moves_.clear();
        bits->moves(entries_[id].board, mover, bit_moves_);
      }
    }
    entries_[id].status = Status::kSearched;
  }
  list_options(id, side, moves);
}

void OutcomeSearch::list_options(std::uint32_t id, std::size_t side, std::vector<Parts>& moves) {
  const Ruleset& ruleset = *entries_[id].ruleset;
  const BitRules* bits = entries_[id].bits;
  const Side mover = side == 0 ? Side::kLeft : Side::kRight;
  std::vector<Option>& options = option_scratch_;
  options.clear();
  const std::size_t parts_before = parts_.size();
  if (bits) {
    // The moves on bits: each board split into its regions, each region interned with its sign.
    // All the regions first, their index slots prefetched, so that the index's cache misses
    // overlap; then interned in the same order as one move at a time would.
    bit_regions_.clear();
    move_region_ends_.clear();
    for (const BitBoard& board : bit_moves_) {
      bits->regions(board, bit_regions_);
      move_region_ends_.push_back(static_cast<std::uint32_t>(bit_regions_.size()));
    }
    const std::uint16_t ruleset_number = bit_ruleset_number(ruleset);
    for (const SignedBoard& r : bit_regions_) bit_ids_.prefetch(ruleset_number, r.board);
    std::size_t region = 0;
    for (std::size_t k = 0; k < bit_moves_.size(); ++k) {
      const BitBoard& board = bit_moves_[k];
      Option o;
      o.begin = static_cast<std::uint32_t>(parts_.size());
      o.score = bits->order_score(board, mover);
      if (options_.count_order) {
        if (const std::optional<MoveCounts> c = bits->move_counts(board)) {
          const std::size_t opp = 1 - side;
          const std::int64_t margin =
              c->safe[side] + c->most[side] - c->safe[opp] - c->most[opp];  // at most 4 × 64
          o.score += 256 * static_cast<std::int32_t>(margin);
        }
      }
      for (; region < move_region_ends_[k]; ++region) {
        const SignedBoard& r = bit_regions_[region];
        take_part(o, 2 * intern(ruleset, *bits, r.board) + (r.negated ? 1 : 0));
      }
      o.end = static_cast<std::uint32_t>(parts_.size());
      options.push_back(o);
    }
  } else {
    for (Parts& move : moves) {
      Option o;
      o.begin = static_cast<std::uint32_t>(parts_.size());
      for (Component& p : move) {
        if (std::optional<Parts> split = ruleset.components(p)) {
          for (Component& q : *split) take_part(o, intern_signed(ruleset, std::move(q)));
        } else {
          take_part(o, intern_signed(ruleset, std::move(p)));
        }
      }
      o.end = static_cast<std::uint32_t>(parts_.size());
      options.push_back(o);
    }
  }
  if (parts_.size() >= (std::size_t{1} << 32)) {
    throw Error(ErrorKind::kBudget, "the outcome search met more than 2^32 option parts");
  }
  entry_bytes_.add(options.size() * sizeof(Option) +
                   (parts_.size() - parts_before) * sizeof(std::uint32_t));
  Entry& e = entries_[id];
  if (option_pool_.size() + options.size() >= (std::size_t{1} << 32)) {
    throw Error(ErrorKind::kBudget, "the outcome search met more than 2^32 options");
  }
  e.first[side] = static_cast<std::uint32_t>(option_pool_.size());
  e.count[side] = static_cast<std::uint32_t>(options.size());
  option_pool_.insert(option_pool_.end(), options.begin(), options.end());
  e.listed[side] = true;
}

GameId OutcomeSearch::value_on_bits(std::uint32_t id) {
  // The canonical form by its definition (ONAG ch. 10): {Left's options' values | Right's},
  // reduced by the store; an option's value is the sum of its parts' values (a move leaves a sum
  // of regions, and the value of a sum is the sum of the values), each part valued the same way.
  // Every region valued here is equal to its value, so it is marked canonical for the search.
  if (canonical_[id]) return entries_[id].value;
  std::vector<GameId> values[2];
  for (std::size_t side = 0; side < 2; ++side) {
    if (!entries_[id].listed[side]) {
      const Side mover = side == 0 ? Side::kLeft : Side::kRight;
      bit_moves_.clear();
      entries_[id].bits->moves(entries_[id].board, mover, bit_moves_);
      budget_.charge(bit_moves_.size());
      std::vector<Parts> none;
      list_options(id, side, none);
    }
    const std::uint32_t first = entries_[id].first[side], n = entries_[id].count[side];
    for (std::uint32_t m = 0; m < n; ++m) {
      const Option o = option_pool_[first + m];
      GameId v = o.game;
      for (std::uint32_t p = o.begin; p < o.end; ++p) {
        const std::uint32_t sid = parts_[p];
        const GameId part = value_on_bits(sid >> 1);
        v = store_.add(v, (sid & 1) ? store_.negative(part) : part, budget_);
      }
      values[side].push_back(v);
    }
  }
  const GameId g = store_.construct(std::move(values[0]), std::move(values[1]), budget_);
  Entry& e = entries_[id];
  e.status = Status::kCanonical;
  canonical_[id] = 1;
  e.value = g;
  ++stats_.canonical;
  return g;
}

void OutcomeSearch::insert_comp(State& s, std::uint32_t signed_id) {
  // G + (−G) = 0: a component meets its negative.
  if (erase_one(s.comps, signed_id ^ 1u)) return;
  insert_sorted(s.comps, signed_id);
}

void OutcomeSearch::insert_game(State& s, GameId g) {
  if (g == kZero) return;
  if (store_.nus_of(g)) {  // x + u↑ + *n: added in closed form
    s.nus = store_.add(s.nus, g, budget_);
    return;
  }
  if (erase_one(s.games, store_.negative(g))) return;  // G + (−G) = 0
  insert_sorted(s.games, g);
}

void OutcomeSearch::normalise(State& s, Side side) {
  for (std::size_t i = 0; i < s.comps.size();) {
    const std::uint32_t sid = s.comps[i];
    examine(sid >> 1, index((sid & 1) ? other(side) : side));
    const Entry& e = entries_[sid >> 1];
    if (e.status != Status::kCanonical) {
      ++i;
      continue;
    }
    s.comps.erase(s.comps.begin() + static_cast<std::ptrdiff_t>(i));
    insert_game(s, (sid & 1) ? store_.negative(e.value) : e.value);
  }
}

SumKey OutcomeSearch::key(const State& s, Side side) const {
  SumKey k;
  if (side == Side::kRight) k = {kRightA, kRightB};
  for (std::uint32_t sid : s.comps) {
    const Entry& e = entries_[sid >> 1];
    k.a += (sid & 1) ? splitmix(e.hash_a) : e.hash_a;
    k.b += (sid & 1) ? splitmix(e.hash_b ^ kCompB) : e.hash_b;
  }
  for (GameId g : s.games) {
    k.a += splitmix(g + kGameA);
    k.b += splitmix(std::uint64_t{g} * 0x9E3779B97F4A7C15ull ^ kGameB);
  }
  k.a ^= splitmix(s.nus + kNusA);
  k.b ^= splitmix(std::uint64_t{s.nus} * 0xD6E8FEB86659FD93ull ^ kNusB);
  return k;
}

std::optional<bool> OutcomeSearch::decide_at_end(const State& s, Side side) {
  // No component is left: the sum G of the canonical terms decides. Left wins moving first
  // exactly when G ⊳ 0, that is when G ≤ 0 fails; Right when G ≥ 0 fails.
  auto decide = [&](GameId total) {
    return side == Side::kLeft ? !store_.leq(total, kZero, budget_)
                               : !store_.leq(kZero, total, budget_);
  };
  if (s.games.empty()) return decide(s.nus);
  return bounded(options_.sum_nodes, [&] {
    GameId total = s.nus;
    for (GameId g : s.games) total = store_.add(total, g, budget_);
    return decide(total);
  });
}

const MoveCounts& OutcomeSearch::game_counts(GameId g) {
  if (auto it = game_counts_.find(g); it != game_counts_.end()) return it->second;
  // A canonical term is played through its canonical options. No play of G is longer than its
  // birthday (each move lowers it). An integer n ≥ 1 is {n − 1 |}: Left has n moves one after the
  // other and Right none (and −n the reverse), so all of them are safe.
  constexpr std::int64_t kMany = std::int64_t{1} << 40;
  MoveCounts c;
  const std::optional<Dyadic> x = store_.number_of(g);
  if (x && x->is_integer() && x->numerator().fits_int64() && x->numerator().to_int64() > -kMany &&
      x->numerator().to_int64() < kMany) {
    const std::int64_t n = x->numerator().to_int64();
    const int side = n > 0 ? 0 : 1;
    c.safe[side] = c.most[side] = n > 0 ? n : -n;
  } else {
    const std::uint64_t b = store_.birthday(g);
    const std::int64_t most =
        b < static_cast<std::uint64_t>(kMany) ? static_cast<std::int64_t>(b) : kMany;
    c.most[0] = c.most[1] = most;
  }
  entry_bytes_.add(sizeof(MoveCounts) + 32);
  return game_counts_.emplace(g, c).first->second;
}

std::optional<bool> OutcomeSearch::decide_by_counting(const State& s, Side side) {
  if (!options_.move_count_cut) return std::nullopt;
  MoveCounts total;
  for (std::uint32_t sid : s.comps) {
    const Entry& e = entries_[sid >> 1];
    if (!e.counted) return std::nullopt;
    add_counts(total, e.counts, sid & 1);
  }
  for (GameId g : s.games) add_counts(total, game_counts(g), false);
  if (s.nus != kZero) add_counts(total, game_counts(s.nus), false);
  return decide_by_counts(total, static_cast<int>(index(side)));
}

bool OutcomeSearch::wins_moving_first(Side side) {
  if (!options_.deepening) {
    horizon_ = ~std::size_t{0};
    State s = root_;
    return win(s, side, 0) == Result::kWin;
  }
  // Iterative deepening: an answer at a horizon is proved when no line was cut off (win() is
  // kUnknown otherwise); a game is finite, so some horizon proves it, and past kMaxSearchDepth
  // there is none.
  for (std::size_t h = std::max<std::size_t>(options_.deepening_start, 1);; h *= 2) {
    horizon_ = h > kMaxSearchDepth ? ~std::size_t{0} : h;
    ++stats_.iterations;
    State s = root_;
    const Result r = win(s, side, 0);
    if (r != Result::kUnknown) {
      horizon_ = ~std::size_t{0};
      return r == Result::kWin;
    }
  }
}

Outcome OutcomeSearch::outcome() {
  const bool left = wins_moving_first(Side::kLeft);
  const bool right = wins_moving_first(Side::kRight);
  if (left && right) return Outcome::kN;
  if (left) return Outcome::kL;
  if (right) return Outcome::kR;
  return Outcome::kP;
}

OutcomeSearch::Result OutcomeSearch::win(State& s, Side side, std::size_t depth) {
  if (depth > kMaxSearchDepth) {
    throw Error(ErrorKind::kBudget,
                "the outcome search went more than 10000 moves deep; try --engine canonical");
  }
  budget_.charge();
  ++stats_.nodes;
  auto proved = [](bool w) { return w ? Result::kWin : Result::kLoss; };
  if (s.comps.empty()) {
    if (auto decided = decide_at_end(s, side)) return proved(*decided);
  }
  if (auto decided = decide_by_counting(s, side)) {
    ++stats_.count_cuts;
    return proved(*decided);
  }
  SumKey k = key(s, side);
  if (auto hit = table_.find(k)) {
    ++stats_.table_hits;
    return proved(*hit);
  }
  // Only now are the components looked at (their options listed, the small ones replaced by
  // their canonical forms): a sum the table answers costs no listing.
  const std::size_t terms = s.comps.size();
  normalise(s, side);
  if (s.comps.size() != terms) {
    if (s.comps.empty()) {
      if (auto decided = decide_at_end(s, side)) return proved(*decided);
    }
    k = key(s, side);
    if (auto hit = table_.find(k)) {
      ++stats_.table_hits;
      return proved(*hit);
    }
  }
  if (depth >= horizon_) return Result::kUnknown;  // deepening: cut off here
  const std::uint64_t start = stats_.nodes;
  auto finish = [&](bool w) {  // only proved answers enter the table
    table_.store(k, w, stats_.nodes - start + 1);
    return proved(w);
  };
  const Side next = other(side);
  // Every move's sum, built before any is searched: one the table already knows the opponent
  // loses ends the search at once (enhanced transposition cutoff), and one it knows the opponent
  // wins is dropped. The sums are built in this depth's frame, whose buffers are kept from one
  // node to the next (no allocation per node once the frames have grown); all of them are built
  // and their table buckets prefetched before the first is looked up, so the table's cache misses
  // overlap. They are then looked at in the order they were built, as one at a time would.
  if (frames_.size() <= depth) frames_.resize(depth + 1);
  Frame& frame = frames_[depth];
  std::size_t built = 0;
  auto slot = [&]() -> Child& {
    if (built == frame.children.size()) frame.children.emplace_back();
    Child& c = frame.children[built++];
    c.component = false;
    c.cuts = 0;
    c.score = 0;
    return c;
  };
  // Moves in the components (one of equal components stands for all).
  for (std::size_t i = 0; i < s.comps.size(); ++i) {
    if (i > 0 && s.comps[i] == s.comps[i - 1]) continue;
    const std::uint32_t sid = s.comps[i];
    const bool negated = sid & 1;
    const std::size_t which = index(negated ? next : side);
    const std::size_t first = entries_[sid >> 1].first[which];
    const std::size_t n = entries_[sid >> 1].count[which];
    for (std::size_t m = 0; m < n; ++m) {
      const Option o = option_pool_[first + m];
      Child& c = slot();
      State& child = c.state;
      child.comps.assign(s.comps.begin(), s.comps.begin() + static_cast<std::ptrdiff_t>(i));
      child.comps.insert(child.comps.end(), s.comps.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                         s.comps.end());
      child.games.assign(s.games.begin(), s.games.end());
      child.nus = s.nus;
      for (std::uint32_t p = o.begin; p < o.end; ++p) {
        insert_comp(child, parts_[p] ^ (negated ? 1u : 0u));
      }
      if (o.game != kZero) insert_game(child, negated ? store_.negative(o.game) : o.game);
      c.cuts = o.cuts;
      c.score = o.score;
      c.sid = sid;
      c.which = static_cast<std::uint32_t>(which);
      c.m = static_cast<std::uint32_t>(m);
      c.component = true;
    }
  }
  // Moves in the canonical terms.
  for (std::size_t i = 0; i < s.games.size(); ++i) {
    if (i > 0 && s.games[i] == s.games[i - 1]) continue;
    for (GameId option : store_.options(s.games[i], side)) {
      State& child = slot().state;
      child.comps.assign(s.comps.begin(), s.comps.end());
      child.games.assign(s.games.begin(), s.games.end());
      child.games.erase(child.games.begin() + static_cast<std::ptrdiff_t>(i));
      child.nus = s.nus;
      insert_game(child, option);
    }
  }
  if (s.nus != kZero) {
    for (GameId option : store_.options(s.nus, side)) {
      State& child = slot().state;
      child.comps.assign(s.comps.begin(), s.comps.end());
      child.games.assign(s.games.begin(), s.games.end());
      child.nus = kZero;
      insert_game(child, option);
    }
  }
  for (std::size_t i = 0; i < built; ++i) {
    Child& c = frame.children[i];
    c.key = key(c.state, next);
    table_.prefetch(c.key);
  }
  // The move-count cut on each move's sum, then the table, as the table is asked: a sum the
  // counts or the table show the opponent loses ends the search, one the opponent wins is
  // dropped.
  frame.order.clear();
  for (std::size_t i = 0; i < built; ++i) {
    const Child& c = frame.children[i];
    if (auto decided = decide_by_counting(c.state, next)) {
      ++stats_.count_cuts;
      if (!*decided) return finish(true);
      continue;
    }
    if (auto hit = table_.find(c.key)) {
      ++stats_.table_hits;
      if (!*hit) return finish(true);
      continue;
    }
    frame.order.push_back(static_cast<std::uint32_t>(i));
  }
  // The history heuristic: the moves that won most often elsewhere first.
  // Among moves that have won equally often, the ruleset's heuristic (BitRules::order_score).
  // A stable insertion sort of the indices (few moves; no allocation).
  auto before = [&](std::uint32_t x, std::uint32_t y) {
    const Child& a = frame.children[x];
    const Child& b = frame.children[y];
    return a.cuts != b.cuts ? a.cuts > b.cuts : a.score > b.score;
  };
  std::vector<std::uint32_t>& order = frame.order;
  for (std::size_t i = 1; i < order.size(); ++i) {
    const std::uint32_t x = order[i];
    std::size_t j = i;
    for (; j > 0 && before(x, order[j - 1]); --j) order[j] = order[j - 1];
    order[j] = x;
  }
  bool unknown = false;  // some move's sum was cut off at the horizon
  // frames_ may grow below (a deque: its frames stay where they are), and this frame's
  // children are not touched by the searches below it.
  for (std::size_t i = 0; i < frames_[depth].order.size(); ++i) {
    Child& child = frames_[depth].children[frames_[depth].order[i]];
    const Result r = win(child.state, next, depth + 1);
    if (r == Result::kLoss) {
      if (child.component) {
        ++option_pool_[entries_[child.sid >> 1].first[child.which] + child.m].cuts;
      }
      return finish(true);
    }
    if (r == Result::kUnknown) unknown = true;
  }
  if (unknown) return Result::kUnknown;
  return finish(false);
}

}  // namespace grundy::partizan
