#include "grundy/rulesets/cram_nimber.h"

#include <algorithm>  // std::sort
#include <array>
#include <bit>  // std::popcount, std::countr_zero, std::countl_zero
#include <vector>

#include "grundy/rulesets/cram_key.h"
#include "grundy/rulesets/cram_table.h"

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

std::uint64_t shr(std::uint64_t x, int n) {
  return n >= 64 ? 0 : x >> n;
}
std::uint64_t shl(std::uint64_t x, int n) {
  return n >= 64 ? 0 : x << n;
}

// A rows × cols frame: square (r, c) is bit r·cols + c.
struct Frame {
  int rows = 0, cols = 1;
  std::uint64_t all = 0, first = 0, last = 0;  // every square, the first and last columns
  Frame() = default;
  Frame(int r, int c) : rows(r), cols(c) {
    for (int i = 0; i < r * c; ++i) {
      all |= std::uint64_t{1} << i;
      if (i % c == 0) first |= std::uint64_t{1} << i;
      if (i % c == c - 1) last |= std::uint64_t{1} << i;
    }
  }
  std::uint64_t neighbours(std::uint64_t x) const {
    return (((x >> 1) & ~last) | ((x << 1) & ~first) | shr(x, cols) | shl(x, cols)) & all;
  }
  // The first squares of the horizontal and vertical dominoes that fit in e.
  std::uint64_t across(std::uint64_t e) const { return e & (e >> 1) & ~last; }
  std::uint64_t down(std::uint64_t e) const { return e & shr(e, cols); }
};

// The frame of rows × cols squares (rows · cols at most kMaxCells), built once.
const Frame& frame(int rows, int cols) {
  static const std::vector<Frame> frames = [] {
    std::vector<Frame> out((kMaxCells + 1) * (kMaxCells + 1));
    for (int r = 1; r <= kMaxCells; ++r) {
      for (int c = 1; r * c <= kMaxCells; ++c)
        out[static_cast<std::size_t>(r * (kMaxCells + 1) + c)] = Frame(r, c);
    }
    return out;
  }();
  return frames[static_cast<std::size_t>(rows * (kMaxCells + 1) + cols)];
}

// The connected regions of e (4-neighbour adjacency), each passed to visit.
template <class Visit>
void for_each_region(std::uint64_t e, const Frame& f, Visit visit) {
  while (e) {
    std::uint64_t r = e & -e;
    for (;;) {
      const std::uint64_t grown = (r | f.neighbours(r)) & e;
      if (grown == r) break;
      r = grown;
    }
    e &= ~r;
    visit(r);
  }
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

// One option of a region: the nim-sum of its parts whose values are known, and the others
// (a domino's six neighbours are in at most six regions), the largest first.
struct Option {
  std::uint8_t known = 0;
  std::uint8_t count = 0;
  bool done = false;  // its value is known (value_by_candidates)
  std::array<Region, 6> parts;
};

// The most moves on a board of kMaxCells squares (a 1 × 64 strip has 63, an 8 × 8 board 112).
constexpr int kMaxMoves = 2 * kMaxCells;

class Search {
 public:
  // A search on a board of `cells` squares: each nested search is of a smaller region (an
  // option's part has two squares fewer at least), so at most cells / 2 + 1 frames of options
  // are live at once, each listed then sorted into the next kMaxMoves slots.
  Search(Budget& budget, int cells)
      : budget_(budget), charge_(budget, "the Cram search's stack"), table_(budget) {
    const auto n = static_cast<std::size_t>((cells / 2 + 2) * 2 * kMaxMoves);
    charge_.add(n * sizeof(Option));
    stack_.resize(n);
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
    const Options opts = list_options(r, [&](unsigned v) { seen |= bit(v); });
    for (int k = first; k < opts.moves; ++k) {
      if ((seen >> k) & 1) continue;
      bool found = false;
      for (Option* o = opts.begin; o != opts.end && !found; ++o) {
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

 private:
  // A region's options with a part left to search, on the stack.
  struct Options {
    Option *begin, *end;
    int moves;  // all its options, those whose value was known at once too
  };

  // The options of r onto the stack, easiest first (the fewest squares left to search, as
  // Beling's SmallerComponentsFirst: the sum of the squares of the unknown parts' sizes), each
  // with its largest unknown part first; an option whose parts are all known goes to
  // known(value) instead. The caller pops the frame (remember, pop).
  template <class Known>
  Options list_options(const Region& r, Known known) {
    const Frame& f = frame(r.rows, r.cols);
    const std::uint64_t e = r.bits;
    const std::uint64_t across = f.across(e), down = f.down(e);
    const int n = std::popcount(across) + std::popcount(down);
    Option* raw = stack_.data() + top_;
    Option* sorted = raw + kMaxMoves;
    top_ += 2 * kMaxMoves;
    std::array<std::uint32_t, kMaxMoves> order;  // difficulty · 2^7 + index: a stable sort
    // First every option's parts and their keys, each key's bucket fetched ahead (the table's
    // look-ups miss the cache, and this way their misses overlap); then the look-ups.
    std::array<std::array<std::uint8_t, 6>, kMaxMoves> sizes;
    int listed = 0;
    const auto cut = [&](std::uint64_t firsts, int step) {
      for (; firsts; firsts &= firsts - 1) {
        budget_.charge();
        const std::uint64_t first = firsts & -firsts;
        Option& o = raw[listed];
        o.known = 0, o.count = 0, o.done = false;
        for_each_region(e & ~(first | (first << step)), f, [&](std::uint64_t piece) {
          if (auto v = small_value(piece)) {
            o.known ^= *v;
            return;
          }
          sizes[static_cast<std::size_t>(listed)][o.count] =
              static_cast<std::uint8_t>(std::popcount(piece));
          o.parts[o.count] = canonical_key(piece, f.cols);
          table_.prefetch(o.parts[o.count++]);
        });
        ++listed;
      }
    };
    cut(across, 1);
    cut(down, f.cols);
    int count = 0;
    for (int i = 0; i < listed; ++i) {
      Option& o = raw[i];
      const std::array<Region, 6> parts = o.parts;
      const int m = o.count;
      o.count = 0;
      int largest = 0, difficulty = 0;
      for (int j = 0; j < m; ++j) {
        const Region& c = parts[static_cast<std::size_t>(j)];
        if (auto v = table_.find(c)) {
          o.known ^= *v;
          continue;
        }
        const int size = sizes[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
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
        known(o.known);
      } else {
        // raw[i] is read before raw[count] (count ≤ i) is written.
        if (count != i) raw[count] = o;
        order[static_cast<std::size_t>(count)] =
            static_cast<std::uint32_t>(difficulty) << 7 | static_cast<std::uint32_t>(count);
        ++count;
      }
    }
    std::sort(order.begin(), order.begin() + count);
    for (int i = 0; i < count; ++i) sorted[i] = raw[order[static_cast<std::size_t>(i)] & 127];
    return Options{sorted, sorted + count, n};
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
    if (auto v = table_.find(r)) return *v;
    const std::uint64_t start = budget_.nodes();
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
    std::array<std::uint8_t, kMaxMoves> known;
    int known_count = 0;
    const Options opts = list_options(r, [&](unsigned v) {
      known[static_cast<std::size_t>(known_count++)] = static_cast<std::uint8_t>(v);
    });
    p = below(static_cast<unsigned>(opts.moves) + 1);
    for (int i = 0; i < known_count; ++i) take(known[static_cast<std::size_t>(i)]);
    bool exact = true;
    for (Option* o = opts.begin; o != opts.end; ++o) {
      if (!(p & wanted)) return pop(kNotInSet);
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
    if (!exact && g > top) return pop(kNotInSet);
    return remember(r, static_cast<std::uint8_t>(g), start);
  }

  std::uint8_t pop(std::uint8_t g) {
    top_ -= 2 * kMaxMoves;
    return g;
  }
  std::uint8_t remember(const Region& r, std::uint8_t g, std::uint64_t start) {
    table_.store(r, g, budget_.nodes() - start);
    return pop(g);
  }

  Budget& budget_;
  MemoryCharge charge_;
  RegionTable table_;
  std::vector<Option> stack_;
  std::size_t top_ = 0;
};

}  // namespace

std::optional<std::uint64_t> cram_nimber(std::uint64_t empty, int rows, int cols, Budget& budget) {
  if (rows <= 0 || cols <= 0 || rows * cols > kMaxCells) return std::nullopt;
  const Frame& f = frame(rows, cols);
  Search search(budget, rows * cols);
  // A whole board with one side odd and one even has a domino across its centre, and the first
  // player wins by placing it and then answering each move with its image under the half turn
  // (the strategy of Winning Ways ch. 22 that makes an even × even board 0): its nimber is not 0.
  const bool first_wins = (empty & f.all) == f.all && (rows % 2) != (cols % 2);
  std::uint64_t g = 0;
  for_each_region(empty & f.all, f, [&](std::uint64_t piece) {
    // Sprague–Grundy: the regions' nimbers nim-add.
    if (auto v = small_value(piece)) {
      g ^= *v;
    } else {
      g ^= search.value_by_candidates(canonical_key(piece, f.cols), first_wins ? 1 : 0);
    }
  });
  return g;
}

}  // namespace grundy::cram
