#include "grundy/search/nogo_board_search.h"

#include <fmt/format.h>

#include <algorithm>  // std::min, std::max
#include <bit>        // std::bit_floor, std::bit_width, std::popcount
#include <cstdint>    // std::uint64_t, std::uintptr_t
#include <cstdlib>    // std::calloc, std::free
#include <memory>     // std::unique_ptr
#include <optional>   // std::optional
#include <utility>    // std::pair, std::swap
#include <vector>     // std::vector

#include "grundy/core/error.h"
#include "grundy/core/huge_pages.h"
#include "grundy/core/splitmix.h"

namespace grundy::partizan {

// Its own namespace: the unity builds put this file beside domineering_board_search.cc, whose
// internals have the same names (kMaxDepth, BoardSearch).
namespace nogo_board {
namespace {

using W = std::uint64_t;

constexpr int kMaxDepth = kNoGoBoardMaxBits + 1;  // every move fills a point
constexpr int kMaxSymmetryCols = 12;              // tables of 2^cols images per row
constexpr W kKeyMask = (W{1} << kNoGoBoardMaxBits) - 1;

// The board's geometry: point (r, c) is bit r * stride + c, stride = cols + 1, so that the spare
// bit at the end of each row stops a shift by one from wrapping into the next row; mask is the
// points on the board (not '#', not the spare column).
struct Geometry {
  int rows = 0, cols = 0, stride = 1;
  W mask = 0;

  W neighbours(W s) const { return ((s << 1) | (s >> 1) | (s << stride) | (s >> stride)) & mask; }
  // The points of within joined to seed through within.
  W flood(W seed, W within) const {
    W g = seed;
    for (;;) {
      const W next = (g | neighbours(g)) & within;
      if (next == g) return g;
      g = next;
    }
  }
};

// What the search needs of a position (a, b): the points each side may play now, and each
// side's guaranteed moves (its eyes; see the counting bound below).
struct Analysis {
  W legal_a = 0, legal_b = 0;
  int safe_a = 0, safe_b = 0;
  int most_a = 0, most_b = 0;  // with counting only
};

// Legality (nogo.cc): a stone of A on the empty point p is illegal exactly when
//  (capture) a group of B next to p has p as its only liberty: the set of single liberties of
//  B's groups, as a group of B next to p with one liberty has p as that liberty; or
//  (suicide) p has no empty neighbour and no group of A next to p has a liberty besides p: the
//  stone's group is p and A's groups next to it, whose liberties are p's empty neighbours and
//  theirs but p, and a group next to p with two or more liberties has one besides p.
// So legal(A) = empty − single liberties of B's groups, within (next to an empty point, or next
// to a group of A with two or more liberties).
//
// The counting bound. An eye of A is an empty point next to at least one point of the board, all
// of them stones of A. Lemma 1: B may never play on an eye of A (B's stone there would have no
// empty neighbour and no group of B next to it: suicide), and it stays an eye while empty
// (stones are never taken off). Lemma 2 (a point illegal for a side stays so while empty; nogo.cc,
// "Immortal groups"): the points a side may ever play are among those it may play now, so
// most(B) = |legal(B)| bounds the moves B can make from here on, whoever plays between.
// Lemma 3: join A's stones and eyes by adjacency (no two eyes are next to each other); in a part
// with k ≥ 1 eyes A can fill k − 1 of them one after the other whatever B plays, so
// safe(A) = Σ (k − 1) over the parts. Proof: B never fills an eye (lemma 1) nor places a stone
// next to one, so filling an eye never captures, and only the suicide rule could stop it. The
// part's groups and unfilled eyes, with A's groups joined as A fills eyes, stay connected (an
// eye joins the groups around it). Filling the eye e while another eye of the part is unfilled:
// e's new group is a node of that connected graph whose other nodes include an unfilled eye,
// so it is next to one (an eye is next to groups only, and a group to eyes only within the
// part, so the new group must touch one of them, or, being the part's only group, all of them):
// it keeps a liberty, and the move is legal.
// Lemma 4: a part of lemma 3 is sealed when its stones have no liberty but its eyes; A can fill
// at most k − 1 eyes of a sealed part with k ≥ 2 (all legal now), so most(A) may count one
// fewer for it. Proof: the part's stones are next only to stones of the part and its eyes, and
// so is an eye (all its neighbours are stones of A, in the part by the flood), so no stone can
// ever be placed next to the part but on its eyes, and its groups never gain a liberty. When A
// fills the last unfilled eye e, the group formed has as liberties those of e's neighbours but
// e, all filled eyes: none, so the move is suicide.
// Theorem (as move_count_cut.h's, with these counts): if safe(mover) > most(other), the mover
// wins by filling eyes only; if safe(other) ≥ most(mover), the mover loses (the other side
// answers each move by filling an eye). The two never both hold (safe ≤ most for each side:
// an eye counted in safe(A) is legal for A now by lemma 3, and eyes are empty points).
class Analyser {
 public:
  explicit Analyser(const Geometry& g) : g_(g) {}

  Analysis operator()(W a, W b, bool counting) const {
    const W empty = g_.mask & ~(a | b);
    const W near_empty = g_.neighbours(empty);
    W atari_a = 0, strong_a = 0, atari_b = 0, strong_b = 0;
    groups(a, empty, atari_a, strong_a);
    groups(b, empty, atari_b, strong_b);
    Analysis out;
    out.legal_a = empty & ~atari_b & (near_empty | g_.neighbours(strong_a));
    out.legal_b = empty & ~atari_a & (near_empty | g_.neighbours(strong_b));
    if (counting) {
      const W closed = empty & ~near_empty;
      out.most_a = std::popcount(out.legal_a);
      out.most_b = std::popcount(out.legal_b);
      eye_parts(a, closed & ~g_.neighbours(b) & g_.neighbours(a), empty, out.safe_a, out.most_a);
      eye_parts(b, closed & ~g_.neighbours(a) & g_.neighbours(b), empty, out.safe_b, out.most_b);
    }
    return out;
  }

 private:
  // The single liberties of stones' groups (atari) and the stones of groups with two or more.
  void groups(W stones, W empty, W& atari, W& strong) const {
    for (W rest = stones; rest;) {
      const W group = g_.flood(rest & (~rest + 1), stones);
      const W liberties = g_.neighbours(group) & empty;
      if ((liberties & (liberties - 1)) == 0) {
        atari |= liberties;
      } else {
        strong |= group;
      }
      rest &= ~group;
    }
  }
  // safe = Σ (k − 1) over the parts of stones ∪ eyes with k ≥ 1 eyes (lemma 3); most less one
  // for each sealed part with k ≥ 2 (lemma 4).
  void eye_parts(W stones, W eyes, W empty, int& safe, int& most) const {
    safe = std::popcount(eyes);
    for (W rest = eyes; rest;) {
      const W part = g_.flood(rest & (~rest + 1), stones | eyes);
      --safe;
      const W part_eyes = part & eyes;
      if ((part_eyes & (part_eyes - 1)) != 0 && (g_.neighbours(part) & empty & ~part) == 0) {
        --most;
      }
      rest &= ~part;
    }
  }

  const Geometry& g_;
};

// Whether the counts decide the position for its mover a: 1 wins, 0 loses (the theorem above).
std::optional<bool> decide(const Analysis& x) {
  if (x.safe_a > x.most_b) return true;
  if (x.safe_b >= x.most_a) return false;
  return std::nullopt;
}

class BoardSearch {
 public:
  BoardSearch(const Geometry& g, Budget& budget, const NoGoBoardOptions& options)
      : g_(g),
        analyse_(g_),
        budget_(budget),
        options_(options),
        charge_(budget, "the NoGo board search's transposition table") {
    if (options.table) {
      std::uint64_t bytes = options.table_bytes;
      if (budget.byte_limit() != 0 && budget.byte_limit() > budget.bytes()) {
        bytes = std::min(bytes, (budget.byte_limit() - budget.bytes()) / 2);
      }
      max_buckets_ = std::bit_floor(std::max<std::uint64_t>(bytes / sizeof(Bucket), 1));
      allocate(std::min(max_buckets_, std::bit_floor(std::max<std::uint64_t>(
                                          options.initial_table_bytes / sizeof(Bucket), 1))));
    }
    if (options.symmetry && g.cols <= kMaxSymmetryCols) make_symmetries();
  }

  // Whether the side whose stones are a wins moving first against b.
  bool wins(W a, W b) {
    const Analysis x = analyse_(a, b, options_.counting);
    if (options_.counting) {
      if (const std::optional<bool> d = decide(x)) {
        ++stats_.count_cuts;
        return *d;
      }
    }
    return win(a, b, x.legal_a, 0, canonical(a, b));
  }

  NoGoBoardStats stats() const {
    NoGoBoardStats s = stats_;
    s.table_bytes = charge_.bytes();
    s.table_entries = kWays * buckets_;
    return s;
  }

 private:
  // An entry: the key's two words, the second (at most kNoGoBoardMaxBits bits) sharing its word
  // with bit 63 used, bit 62 the mover wins, bits 56-61 the log2 of the work the answer took.
  struct Entry {
    W first = 0;
    W second = 0;
  };
  static constexpr int kWays = 4;
  struct alignas(64) Bucket {
    Entry entry[kWays];
  };
  static constexpr W kUsed = W{1} << 63, kWin = W{1} << 62;
  static constexpr int kWorkShift = 56;

  struct Key {
    W a, b;
  };
  struct Child {
    W a, b;              // the child's mover (the opponent here) and other side
    W legal;             // the child's mover's legal points
    std::int64_t score;  // the order: highest first
    int point;
    Key key;
  };

  void allocate(std::uint64_t n) {
    charge_.add(n * sizeof(Bucket));
    Bucket* p = static_cast<Bucket*>(std::calloc(n + 1, sizeof(Bucket)));
    if (!p) {
      charge_.sub(n * sizeof(Bucket));
      throw Error(ErrorKind::kBudget, "the NoGo board search's table could not be allocated");
    }
    const auto addr = reinterpret_cast<std::uintptr_t>(p);
    raw_.reset(p);
    table_ = reinterpret_cast<Bucket*>((addr + 63) & ~std::uintptr_t{63});
    buckets_ = n;
    mask_ = n - 1;
    used_ = 0;
    advise_huge_pages(table_, n * sizeof(Bucket));
  }
  void grow() {
    std::unique_ptr<Bucket, Free> old = std::move(raw_);
    Bucket* const old_table = table_;
    const std::uint64_t old_buckets = buckets_;
    allocate(2 * old_buckets);
    for (std::uint64_t i = 0; i < old_buckets; ++i) {
      for (const Entry& e : old_table[i].entry) {
        if (e.second & kUsed) put(e);
      }
    }
    old.reset();
    charge_.sub(old_buckets * sizeof(Bucket));
  }

  // The symmetries of the rectangle (rows reversed, columns reversed, both; on a square the
  // transpose after each and the identity) that map the board's points onto themselves: the
  // rules depend only on which points are next to which, which each of them keeps, so a
  // position and its image have the same outcome. Tables by symmetry, row and row pattern.
  void make_symmetries() {
    const int rows = g_.rows, cols = g_.cols;
    const int count = rows == cols ? 7 : 3;
    const std::size_t row_sets = std::size_t{1} << cols;
    for (int k = 0; k < count; ++k) {
      std::vector<W> table(static_cast<std::size_t>(rows) * row_sets);
      for (int r = 0; r < rows; ++r) {
        for (std::size_t x = 0; x < row_sets; ++x) {
          W image = 0;
          for (int c = 0; c < cols; ++c) {
            if (!((x >> c) & 1)) continue;
            int tr = r, tc = c;
            const int flip = k < 3 ? k + 1 : k - 3;
            if (flip & 1) tr = rows - 1 - tr;
            if (flip & 2) tc = cols - 1 - tc;
            if (k >= 3) std::swap(tr, tc);
            image |= W{1} << (tr * g_.stride + tc);
          }
          table[(static_cast<std::size_t>(r) << cols) + x] = image;
        }
      }
      images_.push_back(std::move(table));
      if (image(images_.size() - 1, g_.mask) != g_.mask) images_.pop_back();  // '#' not kept
    }
    for (const std::vector<W>& t : images_) charge_.add(t.size() * sizeof(W));
  }
  W image(std::size_t k, W s) const {
    const std::vector<W>& table = images_[k];
    const W row_mask = (W{1} << g_.cols) - 1;
    W out = 0;
    for (int r = 0; r < g_.rows; ++r) {
      out |= table[(static_cast<std::size_t>(r) << g_.cols) +
                   static_cast<std::size_t>((s >> (r * g_.stride)) & row_mask)];
    }
    return out;
  }
  Key canonical(W a, W b) const {
    Key best{a, b};
    for (std::size_t k = 0; k < images_.size(); ++k) {
      const W ia = image(k, a);
      if (ia > best.a) continue;
      const W ib = image(k, b);
      if (ia < best.a || ib < best.b) best = {ia, ib};
    }
    return best;
  }

  Bucket& bucket(const Key& key) {
    return table_[static_cast<std::size_t>(splitmix(key.a ^ splitmix(key.b)) & mask_)];
  }
  std::optional<bool> find(const Key& key) {
    if (!options_.table) return std::nullopt;
    const Bucket& bk = bucket(key);
    for (const Entry& e : bk.entry) {
      if ((e.second & kUsed) && e.first == key.a && (e.second & kKeyMask) == key.b) {
        return (e.second & kWin) != 0;
      }
    }
    return std::nullopt;
  }
  static int work_of(const Entry& e) { return static_cast<int>((e.second >> kWorkShift) & 63); }
  void put(const Entry& e) {
    Bucket& bk = bucket({e.first, e.second & kKeyMask});
    Entry* victim = &bk.entry[0];
    for (Entry& x : bk.entry) {
      if (!(x.second & kUsed)) {
        victim = &x;
        ++used_;
        break;
      }
      if (x.first == e.first && ((x.second ^ e.second) & kKeyMask) == 0) {
        victim = &x;
        break;
      }
      if (work_of(x) < work_of(*victim)) victim = &x;
    }
    *victim = e;
  }
  void store(const Key& key, bool win, std::uint64_t work) {
    if (!options_.table) return;
    const W log_work = std::min<W>(std::bit_width(work), 63);
    put(Entry{key.a, key.b | kUsed | (win ? kWin : 0) | (log_work << kWorkShift)});
    if (4 * used_ > 3 * kWays * buckets_ && buckets_ < max_buckets_) grow();
  }

  // Whether the mover, whose stones are a and legal points legal, wins against b; the counts at
  // (a, b) did not decide it; key is canonical(a, b).
  bool win(W a, W b, W legal, int depth, const Key& key) {
    budget_.charge();
    ++stats_.nodes;
    if (const std::optional<bool> hit = find(key)) {
      ++stats_.table_hits;
      return *hit;
    }
    const std::uint64_t start = stats_.nodes;
    std::vector<Child>& children = frames_[static_cast<std::size_t>(depth)];
    children.clear();
    bool won = false;
    // Every move's board first: one the counts show the opponent loses wins at once, one they
    // show the opponent wins is dropped; the rest are scored and their buckets prefetched.
    for (W points = legal; points; points &= points - 1) {
      const W p = points & (~points + 1);
      const W mine = a | p;
      const Analysis x = analyse_(b, mine, options_.counting);  // the opponent to move
      if (x.legal_a == 0) {  // the opponent cannot move: loses (normal play)
        won = true;
        break;
      }
      if (options_.counting) {
        if (const std::optional<bool> d = decide(x)) {
          ++stats_.count_cuts;
          if (!*d) {
            won = true;
            break;
          }
          continue;
        }
      }
      // The order: first the mover's legal points less twice the opponent's after the move, and
      // twice the eyes' difference (the side that runs out of points first loses; taking the
      // opponent's points counts most), then the history heuristic (Schaeffer 1989): how often,
      // weighted towards the root, a stone on this point has won at this depth's parity (the
      // same colour on an empty board). 4 × 5: 9,385,972 boards by the counts alone,
      // 3,018,123 with one history for both parities, 2,079,534 with one for each; weighting
      // the opponent's points once 10,711,318 (counts alone); 4 × 4 191,636 once, 174,636 twice.
      const int point = std::countr_zero(p);
      std::int64_t score = 0;
      if (options_.ordering) {
        score = std::popcount(x.legal_b) - 2 * std::popcount(x.legal_a) + 2 * (x.safe_b - x.safe_a);
        score *= std::int64_t{1} << 32;
      }
      if (options_.history) {
        score += static_cast<std::int64_t>(
            std::min<std::uint64_t>(history_[depth & 1][point], (std::uint64_t{1} << 31) - 1));
      }
      const Key child_key = canonical(b, mine);
      if (options_.table) __builtin_prefetch(&bucket(child_key));
      children.push_back({b, mine, x.legal_a, score, point, child_key});
    }
    // Enhanced transposition cutoff: a child the table shows the opponent loses wins at once, one
    // it shows the opponent wins is dropped.
    if (!won && options_.table && options_.etc) {
      std::size_t kept = 0;
      for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& c = children[i];
        if (const std::optional<bool> hit = find(c.key)) {
          ++stats_.table_hits;
          if (!*hit) {
            won = true;
            break;
          }
          continue;
        }
        children[kept++] = c;
      }
      children.resize(kept);
    }
    if (!won) {
      for (std::size_t i = 1; i < children.size(); ++i) {
        const Child c = children[i];
        std::size_t j = i;
        for (; j > 0 && children[j - 1].score < c.score; --j) children[j] = children[j - 1];
        children[j] = c;
      }
      for (std::size_t i = 0; i < frames_[static_cast<std::size_t>(depth)].size(); ++i) {
        const Child c = frames_[static_cast<std::size_t>(depth)][i];
        if (!win(c.a, c.b, c.legal, depth + 1, c.key)) {
          history_[depth & 1][c.point] += std::uint64_t{1} << std::max(0, 20 - depth);
          won = true;
          break;
        }
      }
    }
    store(key, won, stats_.nodes - start + 1);
    return won;
  }

  Geometry g_;
  Analyser analyse_;
  Budget& budget_;
  NoGoBoardOptions options_;
  MemoryCharge charge_;
  struct Free {
    void operator()(Bucket* p) const { std::free(p); }
  };
  std::unique_ptr<Bucket, Free> raw_;
  Bucket* table_ = nullptr;
  std::uint64_t buckets_ = 0, max_buckets_ = 0, mask_ = 0, used_ = 0;
  std::vector<std::vector<W>> images_;  // the symmetries kept, each by row and row pattern
  std::vector<std::vector<Child>> frames_ = std::vector<std::vector<Child>>(kMaxDepth + 1);
  NoGoBoardStats stats_;
  std::uint64_t history_[2][64] = {};  // by depth parity and point: the moves that won
};

bool fits_as_is(int rows, int cols) {
  return rows * (cols + 1) <= kNoGoBoardMaxBits;
}

// The board read into the geometry and the two colours' stones, transposed when only the
// transpose fits (the transpose keeps adjacency, so the outcome). Throws Error(kUsage).
struct Parsed {
  Geometry g;
  W x = 0, o = 0;
};
Parsed parse(int rows, int cols, const std::string& cells) {
  if (rows < 0 || cols < 0 || !nogo_board_fits(rows, cols) ||
      cells.size() != static_cast<std::size_t>(rows * cols)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the NoGo board search takes boards of rows × (columns + 1) at most "
                            "{} (in one orientation) given row by row; this one is {} × {}",
                            kNoGoBoardMaxBits, rows, cols));
  }
  const bool transpose = !fits_as_is(rows, cols);
  Parsed p;
  p.g.rows = transpose ? cols : rows;
  p.g.cols = transpose ? rows : cols;
  p.g.stride = p.g.cols + 1;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const char ch = cells[static_cast<std::size_t>(r * cols + c)];
      const int tr = transpose ? c : r, tc = transpose ? r : c;
      const W bit = W{1} << (tr * p.g.stride + tc);
      if (ch == '#') continue;
      if (ch != '.' && ch != 'x' && ch != 'o') {
        throw Error(ErrorKind::kUsage,
                    fmt::format("a NoGo point is '.', 'x', 'o' or '#', not '{}'", ch));
      }
      p.g.mask |= bit;
      if (ch == 'x') p.x |= bit;
      if (ch == 'o') p.o |= bit;
    }
  }
  const W empty = p.g.mask & ~(p.x | p.o);
  for (const W stones : {p.x, p.o}) {
    for (W rest = stones; rest;) {
      const W group = p.g.flood(rest & (~rest + 1), stones);
      if ((p.g.neighbours(group) & empty) == 0) {
        throw Error(ErrorKind::kUsage, "a NoGo group on this board has no liberty");
      }
      rest &= ~group;
    }
  }
  return p;
}

std::pair<bool, bool> board_wins(int rows, int cols, const std::string& cells, int want,
                                 Budget& budget, NoGoBoardStats* stats,
                                 const NoGoBoardOptions& options) {
  const Parsed p = parse(rows, cols, cells);
  BoardSearch search(p.g, budget, options);
  const bool left = (want & 1) && search.wins(p.x, p.o);
  const bool right = (want & 2) && search.wins(p.o, p.x);
  if (stats) *stats = search.stats();
  return {left, right};
}

}  // namespace
}  // namespace nogo_board

bool nogo_board_fits(int rows, int cols) {
  return nogo_board::fits_as_is(rows, cols) || nogo_board::fits_as_is(cols, rows);
}

bool nogo_board_wins(int rows, int cols, const std::string& cells, Side side, Budget& budget,
                     NoGoBoardStats* stats, NoGoBoardOptions options) {
  const auto [left, right] = nogo_board::board_wins(rows, cols, cells, side == Side::kLeft ? 1 : 2,
                                                    budget, stats, options);
  return side == Side::kLeft ? left : right;
}

Outcome nogo_board_outcome(int rows, int cols, const std::string& cells, Budget& budget,
                           NoGoBoardStats* stats, NoGoBoardOptions options) {
  const auto [left, right] = nogo_board::board_wins(rows, cols, cells, 3, budget, stats, options);
  if (left && right) return Outcome::kN;
  if (left) return Outcome::kL;
  if (right) return Outcome::kR;
  return Outcome::kP;
}

int nogo_count_decides(int rows, int cols, const std::string& cells) {
  const nogo_board::Parsed p = nogo_board::parse(rows, cols, cells);
  const nogo_board::Analyser analyse(p.g);
  const std::optional<bool> d = nogo_board::decide(analyse(p.x, p.o, true));
  return d ? (*d ? 1 : 0) : -1;
}

}  // namespace grundy::partizan
