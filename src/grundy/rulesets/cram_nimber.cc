#include "grundy/rulesets/cram_nimber.h"

#include <algorithm>  // std::sort
#include <array>
#include <bit>  // std::popcount, std::countr_zero, std::countl_zero
#include <vector>

#include "grundy/rulesets/cram_frame.h"
#include "grundy/rulesets/cram_key.h"
#include "grundy/rulesets/cram_reduce.h"
#include "grundy/rulesets/cram_table.h"
#include "grundy/rulesets/cram_twins.h"

namespace grundy::cram {
namespace {

// A set of nimbers below 128. A region of at most 64 squares has at most 112 moves, and a
// position's nimber is at most its number of options (the mex of k values is at most k).
using Set = unsigned __int128;
constexpr std::uint8_t kNotInSet = 255;

Set bit(unsigned v) {
  return Set{1} << v;
}
Set below(unsigned n) {
  return n >= 128 ? ~Set{0} : bit(n) - 1;
}  // {0, …, n − 1}
int highest(Set s) {
  const auto hi = static_cast<std::uint64_t>(s >> 64);
  const auto lo = static_cast<std::uint64_t>(s);
  return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(lo);
}
int lowest(Set s) {
  const auto lo = static_cast<std::uint64_t>(s);
  return lo ? std::countr_zero(lo) : 64 + std::countr_zero(static_cast<std::uint64_t>(s >> 64));
}
// {v ⊕ x : v ∈ s}, the values below 128 (no nimber here is larger).
Set nim_shift(Set s, unsigned x) {
  if (x == 0) return s;
  Set out = 0;
  for (; s; s &= s - 1) {
    const unsigned v = static_cast<unsigned>(lowest(s)) ^ x;
    if (v < 128) out |= bit(v);
  }
  return out;
}

using Region = RegionKey;

// A region small enough to need no search: one square has no move (0); two or three connected
// squares have moves that all leave at most one square (mex{0} = 1).
std::optional<std::uint8_t> small_value(std::uint64_t piece) {
  const int n = std::popcount(piece);
  if (n < 2) return 0;
  if (n <= 3) return 1;
  return std::nullopt;
}

// The most parts an option can have left to search: each has four squares at least (smaller
// ones are valued at once), and an option of a board of kMaxCells squares has two fewer.
constexpr int kMaxParts = (kMaxCells - 2) / 4;

// One option of a region: the nim-sum of its parts whose values are known, and the others, the
// largest first.
struct Option {
  std::uint8_t known = 0;
  std::uint8_t count = 0;
  bool done = false;       // its value is known (value_by_candidates)
  std::uint8_t boxed = 0;  // parts inside the box of known nimbers, not yet added to known
  std::array<std::uint32_t, kMaxParts> box;  // their indices there
  std::array<std::uint8_t, kMaxParts> sizes;
  std::array<Region, kMaxParts> parts;
};

// The most moves on a board of kMaxCells squares (a 1 × 64 strip has 63, an 8 × 8 board 112).
constexpr int kMaxMoves = 2 * kMaxCells;

// How many options are listed before their table look-ups.
constexpr int kBatch = 8;

class Search {
 public:
  // A search on a board of `cells` squares: each nested search is of a smaller region (an
  // option's part has two squares fewer at least), so at most cells / 2 + 1 frames of options
  // are live at once, each of kMaxMoves options and as many pointers to them (their order).
  Search(Budget& budget, int cells, BoxShape box)
      : budget_(budget), charge_(budget, "the Cram search's stack"), table_(budget) {
    if (box.rows > 0) boxes_.emplace(box.rows, box.cols, budget);
    const auto n = static_cast<std::size_t>((cells / 2 + 2) * kMaxMoves);
    charge_.add(n * (sizeof(Option) + sizeof(Option*)));
    stack_.resize(n);
    order_.resize(n);
  }

  // The nimber of r, asking its options one candidate value at a time (Beling's aspiration
  // sets): r's nimber is the least k such that no option has nimber k, and whether an option has
  // nimber k is a search for a value in {k}, which prunes hardest.
  // first: the least candidate (a value below it is known not to be r's).
  std::uint8_t value_by_candidates(const Region& r, int first = 0) {
    budget_.charge();
    if (auto v = table_.find(r)) return *v;
    const std::uint64_t start = budget_.nodes();
    Set seen = 0;  // values of options found so far
    const Options opts = list_options(r, [&](unsigned v) {
      seen |= bit(v);
      return false;
    });
    for (int k = first; k < opts.moves; ++k) {
      if ((seen >> k) & 1) continue;
      bool found = false;
      for (Option** p = opts.begin; p != opts.end && !found; ++p) {
        Option* o = *p;
        if (o->done) continue;
        budget_.charge();
        settle_smaller_parts(*o);
        const std::uint8_t v = in_set(o->parts[0], bit(static_cast<unsigned>(k) ^ o->known));
        if (v == kNotInSet) continue;
        const unsigned value = v ^ o->known;
        seen |= bit(value);
        found = value == static_cast<unsigned>(k);
        o->done = true;
      }
      if (!found) return remember(r, static_cast<std::uint8_t>(k), start);
    }
    // All of 0, …, n − 1 are options' values.
    return remember(r, static_cast<std::uint8_t>(opts.moves), start);
  }

  // Calls visit(part) for each part of the empty squares `piece` of frame f that needs a search,
  // its squares reduced (cram_reduce.h) and split where the twin lemma cuts them (cram_twins.h),
  // known(value) for each part too small to search, and boxed(index) for each part inside the
  // box of known nimbers (its index there: box_value gives its nimber).
  template <class Visit, class Known, class Boxed>
  void for_each_part(std::uint64_t piece, const Frame& f, Visit&& visit, Known&& known,
                     Boxed&& boxed) {
    for_each_cut_region(piece, twin_cuts(piece, f), f, [&](std::uint64_t region) {
      if (auto v = small_value(region)) {
        known(*v);
        return;
      }
      if (boxes_) {
        const std::uint64_t i = boxes_->index(region, f);
        if (i != BoxTable::kNone) {
          boxed(i);
          return;
        }
      }
      const std::uint64_t reduced = reduce(region, f);
      if (reduced == region) {
        visit(region);
      } else {
        for_each_part(reduced, f, visit, known, boxed);
      }
    });
  }

  std::uint8_t box_value(std::uint64_t index) const { return boxes_->value(index); }

 private:
  // A region's options with a part left to search, on the stack, in the order to search them.
  struct Options {
    Option **begin, **end;
    int moves;     // all its options, those whose value was known at once too
    bool stopped;  // known(value) asked to stop: the options are not all listed
  };

  // Adds the part `piece` (of frame f) to o, or cancels it against an equal part already there
  // (G + G = 0, the Sprague–Grundy theorem).
  void add_part(Option& o, std::uint64_t piece, const Frame& f) {
    const Region key = canonical_key(piece, f.cols);
    for (int j = 0; j < o.count; ++j) {
      if (o.parts[static_cast<std::size_t>(j)] == key) {
        --o.count;
        o.parts[static_cast<std::size_t>(j)] = o.parts[o.count];
        o.sizes[static_cast<std::size_t>(j)] = o.sizes[o.count];
        return;
      }
    }
    table_.prefetch(key);
    o.parts[o.count] = key;
    o.sizes[o.count++] = static_cast<std::uint8_t>(std::popcount(piece));
  }

  // The options of r onto the stack, easiest first (the fewest squares left to search, as
  // Beling's SmallerComponentsFirst: the sum of the squares of the unknown parts' sizes), each
  // with its largest unknown part first; an option whose parts are all known goes to
  // known(value) instead, which returns true to stop the listing there. The caller pops the
  // frame (remember, pop).
  template <class Known>
  Options list_options(const Region& r, Known known) {
    const Frame& f = frame(r.rows, r.cols);
    const std::uint64_t e = r.bits;
    const std::uint64_t across = f.across(e), down = f.down(e);
    const int n = std::popcount(across) + std::popcount(down);
    Option* raw = stack_.data() + top_;
    Option** sorted = order_.data() + top_;
    top_ += kMaxMoves;
    std::array<std::uint32_t, kMaxMoves> order;  // difficulty · 2^7 + index: a stable sort
    // The options' parts and their keys a batch at a time, each key's bucket fetched ahead (the
    // table's look-ups miss the cache, and this way their misses overlap); then the batch's
    // look-ups. Most searches end at a known option's value (enhanced transposition cutoff: an
    // option already in the table takes out the value asked for), so the rest go unlisted.
    int listed = 0, looked = 0, count = 0;
    bool stopped = false;
    const auto look_up = [&] {
      for (; looked < listed; ++looked) {
        Option& o = raw[looked];
        for (int j = 0; j < o.boxed; ++j)
          o.known ^= boxes_->value(o.box[static_cast<std::size_t>(j)]);
        const std::array<Region, kMaxParts> parts = o.parts;
        const std::array<std::uint8_t, kMaxParts> sizes = o.sizes;
        const int m = o.count;
        o.count = 0;
        int largest = 0, difficulty = 0;
        for (int j = 0; j < m; ++j) {
          const Region& c = parts[static_cast<std::size_t>(j)];
          if (auto v = table_.find(c)) {
            o.known ^= *v;
            continue;
          }
          const int size = sizes[static_cast<std::size_t>(j)];
          difficulty += size * size;
          if (size > largest) {
            largest = size;
            o.parts[o.count++] = o.parts[0];
            o.parts[0] = c;
          } else {
            o.parts[o.count++] = c;
          }
        }
        if (o.count == 0) {
          if (known(o.known)) {
            stopped = true;
            return;
          }
        } else {
          order[static_cast<std::size_t>(count)] =
              static_cast<std::uint32_t>(difficulty) << 7 | static_cast<std::uint32_t>(looked);
          ++count;
        }
      }
    };
    const auto cut = [&](std::uint64_t firsts, int step) {
      for (; firsts && !stopped; firsts &= firsts - 1) {
        budget_.charge();
        const std::uint64_t first = firsts & -firsts;
        Option& o = raw[listed];
        o.known = 0, o.count = 0, o.done = false, o.boxed = 0;
        for_each_part(
            e & ~(first | (first << step)), f, [&](std::uint64_t piece) { add_part(o, piece, f); },
            [&](std::uint8_t v) { o.known ^= v; },
            [&](std::uint64_t i) {
              boxes_->prefetch(i);
              o.box[o.boxed++] = static_cast<std::uint32_t>(i);
            });
        if (++listed - looked == kBatch) look_up();
      }
    };
    cut(across, 1);
    cut(down, f.cols);
    if (!stopped) look_up();
    if (stopped) return Options{sorted, sorted, n, true};
    std::sort(order.begin(), order.begin() + count);
    for (int i = 0; i < count; ++i) sorted[i] = raw + (order[static_cast<std::size_t>(i)] & 127);
    return Options{sorted, sorted + count, n, false};
  }

  // Values all parts of o but the first (the largest) in full and adds them to o.known.
  void settle_smaller_parts(Option& o) {
    for (unsigned i = 1; i < o.count; ++i) o.known ^= value_by_candidates(o.parts[i]);
    o.count = 1;
  }

  // The nimber of r if it is in wanted; otherwise kNotInSet, or the nimber where it was found
  // anyway (Beling and Rogalski's algorithm BR). p holds the values r's nimber may still take:
  // {0, …, n} for n options at first; each option searched takes one value out, its own if
  // that is in p (and is not p's largest) and p's largest if not. Once all are searched, p is
  // the nimber alone: while options remain, the least value in p that no remaining option has
  // is the nimber (there are more values in p than remaining options, so taking the largest
  // for an option whose value lies outside p keeps the least). An option is only asked about
  // the values it could take out, below p's largest and at most wanted's largest; an answer
  // missed above wanted's largest only moves values above it, so a final value at most
  // wanted's largest is exact. Where p and wanted part, r's nimber is not wanted.
  std::uint8_t in_set(const Region& r, Set wanted) {
    budget_.charge();
    // A value an earlier search of r found r not to have is not searched for again.
    const RegionTable::Known was = table_.probe(r);
    if (was.value != RegionTable::kUnknown) return was.value;
    wanted &= ~Set{was.excluded};
    if (!wanted) return kNotInSet;
    const std::uint64_t start = budget_.nodes();
    // Not found: r's nimber is none of wanted (the algorithm finds it whenever it is).
    const auto not_in_set = [&] {
      table_.exclude(r, static_cast<std::uint32_t>(wanted), budget_.nodes() - start);
      return pop(kNotInSet);
    };
    const int top = highest(wanted);
    const Set upto = below(static_cast<unsigned>(top) + 1);
    Set p = 0;
    const auto take = [&](unsigned v) {
      const Set q = p & ~bit(static_cast<unsigned>(highest(p)));
      if (v < 128 && ((q >> v) & 1)) {
        p &= ~bit(v);
      } else {
        p = q;
      }
    };
    p = below(static_cast<unsigned>(moves(r)) + 1);
    if (!(p & wanted)) return kNotInSet;  // more than its number of options
    const Options opts = list_options(r, [&](unsigned v) {
      take(v);
      return !(p & wanted);
    });
    if (opts.stopped) return not_in_set();
    bool exact = true;
    for (Option** it = opts.begin; it != opts.end; ++it) {
      Option* o = *it;
      if (!(p & wanted)) return not_in_set();
      const Set q = p & ~bit(static_cast<unsigned>(highest(p)));
      settle_smaller_parts(*o);
      const std::uint8_t v = in_set(o->parts[0], nim_shift(q & upto, o->known));
      if (v == kNotInSet) {
        p = q, exact = false;
      } else {
        take(v ^ o->known);
      }
    }
    const int g = lowest(p);  // p has one element
    if (!exact && g > top) return not_in_set();
    return remember(r, static_cast<std::uint8_t>(g), start);
  }

  static int moves(const Region& r) {
    const Frame& f = frame(r.rows, r.cols);
    return std::popcount(f.across(r.bits)) + std::popcount(f.down(r.bits));
  }

  std::uint8_t pop(std::uint8_t g) {
    top_ -= kMaxMoves;
    return g;
  }
  std::uint8_t remember(const Region& r, std::uint8_t g, std::uint64_t start) {
    table_.store(r, g, budget_.nodes() - start);
    return pop(g);
  }

  Budget& budget_;
  MemoryCharge charge_;
  RegionTable table_;
  std::optional<BoxTable> boxes_;
  std::vector<Option> stack_;
  std::vector<Option*> order_;
  std::size_t top_ = 0;
};

}  // namespace

std::optional<std::uint64_t> cram_nimber(std::uint64_t empty, int rows, int cols, Budget& budget,
                                         std::optional<BoxShape> box) {
  if (rows <= 0 || cols <= 0 || rows * cols > kMaxCells) return std::nullopt;
  const Frame& f = frame(rows, cols);
  Search search(budget, rows * cols, box ? *box : box_for(rows, cols));
  // A whole board with one side odd and one even has a domino across its centre, and the first
  // player wins by placing it and then answering each move with its image under the half turn
  // (the strategy of Winning Ways ch. 22 that makes an even × even board 0): its nimber is not 0.
  const bool first_wins = (empty & f.all) == f.all && (rows % 2) != (cols % 2);
  std::uint64_t g = 0;
  // Sprague–Grundy: the regions' nimbers nim-add.
  search.for_each_part(
      empty & f.all, f,
      [&](std::uint64_t part) {
        // A part that is the whole board is that board: the first player wins it if one side is
        // odd and one even.
        const bool whole = first_wins && part == (f.all & empty);
        g ^= search.value_by_candidates(canonical_key(part, f.cols), whole ? 1 : 0);
      },
      [&](std::uint8_t v) { g ^= v; }, [&](std::uint64_t i) { g ^= search.box_value(i); });
  return g;
}

}  // namespace grundy::cram
