#include "grundy/search/domineering_board_search.h"

#include <fmt/format.h>

#include <algorithm>  // std::clamp, std::max, std::min, std::swap
#include <bit>        // std::bit_floor, std::countr_zero
#include <cstdint>    // std::uintptr_t
#include <cstdlib>    // std::calloc, std::free
#include <memory>     // std::unique_ptr
#include <utility>    // std::pair
#include <vector>     // std::vector

#include "grundy/core/error.h"
#include "grundy/core/huge_pages.h"
#include "grundy/core/progress_error.h"
#include "grundy/core/splitmix.h"
#include "grundy/search/domineering_bound.h"
#include "grundy/search/domineering_order.h"

namespace grundy::partizan {

namespace {

using domineering::decide;
using domineering::Shape;
using domineering::side_counts;
using domineering::SideCounts;

// The deepest line: every move fills two squares, so no line is longer than cells / 2.
constexpr int kMaxDepth = kDomineeringBoardMaxCells / 2 + 1;
// The symmetries are used on boards of at most 16 rows and 12 columns (tables of 2^12 sets).
constexpr int kMaxRows = 16;

template <class W>
class BoardSearch {
 public:
  BoardSearch(int rows, int cols, int empty, Budget& budget, const DomineeringBoardOptions& options)
      : shape_(Shape<W>::make(rows, cols)),
        budget_(budget),
        options_(options),
        charge_(budget, "the Domineering board search's transposition table") {
    // The table: a power of two of buckets, at most the option and half the budget's room; it
    // starts at the option's first size and doubles whenever three quarters of its entries are
    // used, so that its pages (each cleared by the kernel when first touched, and a table is probed
    // at random) cost in proportion to the boards searched: 7 × 7 searched in a 270 MB table took
    // 0.47 s of system time for 0.20 s of search.
    (void)empty;
    // Each move's positional value (domineering_order.h), by side and first square.
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        const std::size_t sq = static_cast<std::size_t>(r * cols + c);
        if (options.positional_order) {
          if (r + 1 < rows) position_[0][sq] = domineering::move_value(rows, cols, 0, r, c);
          if (c + 1 < cols) position_[1][sq] = domineering::move_value(rows, cols, 1, r, c);
        }
      }
    }
    std::uint64_t bytes = options.table_bytes;
    if (budget.byte_limit() != 0 && budget.byte_limit() > budget.bytes()) {
      bytes = std::min(bytes, (budget.byte_limit() - budget.bytes()) / 2);
    }
    max_buckets_ = std::bit_floor(std::max<std::uint64_t>(bytes / sizeof(Bucket), 1));
    allocate(std::min(max_buckets_, std::bit_floor(std::max<std::uint64_t>(
                                        options.initial_table_bytes / sizeof(Bucket), 1))));
    // The images of the board under its symmetries, row by row: for each symmetry other than the
    // identity, each row and each set of its squares, where those squares go. The reflections
    // keep every domino's direction; on a square board the transpositions exchange them, and
    // with them the side to move (Left on a board is Right on its transpose).
    symmetries_ = options.symmetry && cols <= 12 && rows <= kMaxRows ? (rows == cols ? 7 : 3) : 0;
    if (symmetries_ > 0) {
      const std::size_t row_sets = std::size_t{1} << cols;
      images_.resize(static_cast<std::size_t>(symmetries_ * rows) * row_sets);
      charge_.add(images_.size() * sizeof(W));
      for (int k = 0; k < symmetries_; ++k) {
        for (int r = 0; r < rows; ++r) {
          for (std::size_t x = 0; x < row_sets; ++x) {
            W image = 0;
            for (int c = 0; c < cols; ++c) {
              if (!((x >> c) & 1)) continue;
              // 0: rows reversed, 1: columns reversed, 2: both; 3-6: transposed after 0-3 of
              // the identity, rows reversed, columns reversed, both.
              int tr = r, tc = c;
              const int flip = k < 3 ? k + 1 : k - 3;
              if (flip & 1) tr = rows - 1 - tr;
              if (flip & 2) tc = cols - 1 - tc;
              if (k >= 3) std::swap(tr, tc);
              image |= W{1} << (tr * cols + tc);
            }
            images_[(static_cast<std::size_t>(k * rows + r) << cols) + x] = image;
          }
          for (int c = 0; c < cols; ++c) {
            square_images_[static_cast<std::size_t>(k)][static_cast<std::size_t>(r * cols + c)] =
                images_[(static_cast<std::size_t>(k * rows + r) << cols) + (std::size_t{1} << c)];
          }
        }
      }
    }
  }

  // Whether side (0 Left, 1 Right) wins the board e moving first.
  bool wins(W e, int side) {
    const SideCounts mover = counts(e, side), other = counts(e, 1 - side);
    if (const std::optional<bool> d = decide(mover, other)) {
      ++stats_.count_cuts;
      return *d;
    }
    return win(e, side, 0);
  }

  DomineeringBoardStats stats() const {
    DomineeringBoardStats s = stats_;
    s.table_bytes = charge_.bytes();
    s.table_entries = kWays * buckets_;
    s.table_used = used_;
    return s;
  }

 private:
  // Packed: 13 bytes for a board of at most 64 squares, 21 for a larger one (3 to a cache
  // line, not the 2 of an aligned 32-byte entry; x86-64 loads them unaligned).
  struct __attribute__((packed)) Entry {
    W key = 0;
    std::uint32_t work = 0;
    std::uint8_t flags = 0;  // bit 0 used, bit 1 the side to move is Right, bit 2 win
  };
  // A bucket fills a cache line (64 bytes): 4 entries of a 64-bit board, 3 of a 128-bit one.
  static constexpr int kWays = std::min<int>(4, 64 / sizeof(Entry));
  struct alignas(64) Bucket {
    Entry entry[kWays];
  };

  // A zeroed table of n buckets (a zero entry is unused), charged to the budget first.
  void allocate(std::uint64_t n) {
    charge_.add(n * sizeof(Bucket));
    // calloc: the zeroed pages of a large block come from the kernel as they are first touched.
    Bucket* p = static_cast<Bucket*>(std::calloc(n + 1, sizeof(Bucket)));
    if (!p) {
      charge_.sub(n * sizeof(Bucket));
      throw Error(ErrorKind::kBudget,
                  "the Domineering board search's table could not be allocated");
    }
    // calloc aligns to 16 bytes: the buckets start at the first multiple of 64 (one spare).
    const auto addr = reinterpret_cast<std::uintptr_t>(p);
    raw_.reset(p);
    table_ = reinterpret_cast<Bucket*>((addr + 63) & ~std::uintptr_t{63});
    buckets_ = n;
    mask_ = n - 1;
    used_ = 0;
    advise_huge_pages(table_, n * sizeof(Bucket));  // probed at random: fewer TLB misses
  }
  // Doubles the table, every used entry moved to its bucket in the new one.
  void grow() {
    std::unique_ptr<Bucket, Free> old = std::move(raw_);
    Bucket* const old_table = table_;
    const std::uint64_t old_buckets = buckets_;
    allocate(2 * old_buckets);
    for (std::uint64_t i = 0; i < old_buckets; ++i) {
      for (const Entry& e : old_table[i].entry) {
        if (e.flags & 1) put(e);
      }
    }
    old.reset();
    charge_.sub(old_buckets * sizeof(Bucket));
  }

  // The index of the one square of x.
  static int first_square(W x) {
    if constexpr (sizeof(W) == 8) {
      return std::countr_zero(x);
    } else {
      const auto low = static_cast<std::uint64_t>(x);
      return low ? std::countr_zero(low)
                 : 64 + std::countr_zero(static_cast<std::uint64_t>(x >> 64));
    }
  }

  SideCounts counts(W e, int side) const {
    return side_counts(shape_, e, side, {options_.vulnerable, options_.blocks, options_.squares});
  }

  // The board and side to move keyed by the least of their images under the symmetries.
  struct Key {
    W board;
    int side;
  };
  struct Child {
    W board;
    int score;
    Key key;
  };
  // The images of e under the symmetries, row by row from the tables.
  void images_of(W e, W* out) const {
    const int rows = shape_.rows, cols = shape_.cols;
    const W row_mask = (W{1} << cols) - 1;
    std::size_t row_sets[kMaxRows];
    for (int r = 0; r < rows; ++r) {
      row_sets[r] = static_cast<std::size_t>((e >> (r * cols)) & row_mask);
    }
    for (int k = 0; k < symmetries_; ++k) {
      const W* table = &images_[static_cast<std::size_t>(k * rows) << cols];
      W image = 0;
      for (int r = 0; r < rows; ++r)
        image |= table[(static_cast<std::size_t>(r) << cols) + row_sets[r]];
      out[k] = image;
    }
  }
  // The least of the images (with their sides to move) and the board itself.
  Key least(W e, int side, const W* images) const {
    Key best{e, side};
    for (int k = 0; k < symmetries_; ++k) {
      const int image_side = k >= 3 ? 1 - side : side;
      if (images[k] < best.board || (images[k] == best.board && image_side < best.side)) {
        best = {images[k], image_side};
      }
    }
    return best;
  }
  Key canonical(W e, int side) const {
    if (symmetries_ == 0) return Key{e, side};
    W images[7];
    images_of(e, images);
    return least(e, side, images);
  }
  // canonical(e minus the squares a and b, side): each symmetry maps squares to squares, so
  // the image of a board is the union of its squares' images, and the image of e less two
  // squares is e's image less theirs.
  Key canonical_after(W e, const W* images, int a, int b, int side) const {
    const W child = e & ~((W{1} << a) | (W{1} << b));
    if (symmetries_ == 0) return Key{child, side};
    W child_images[7];
    for (int k = 0; k < symmetries_; ++k) {
      const auto& sq = square_images_[static_cast<std::size_t>(k)];
      child_images[k] =
          images[k] & ~(sq[static_cast<std::size_t>(a)] | sq[static_cast<std::size_t>(b)]);
    }
    return least(child, side, child_images);
  }
  Bucket& bucket(W key, int side) {
    std::uint64_t h = static_cast<std::uint64_t>(key);
    if constexpr (sizeof(W) > 8) h ^= splitmix(static_cast<std::uint64_t>(key >> 64));
    return table_[static_cast<std::size_t>(splitmix(h + static_cast<std::uint64_t>(side)) & mask_)];
  }
  static std::uint8_t flags_of(int side, bool win) {
    return static_cast<std::uint8_t>(1 | (side << 1) | (win ? 4 : 0));
  }
  std::optional<bool> find(W key, int side) {
    const Bucket& b = bucket(key, side);
    for (const Entry& e : b.entry) {
      if ((e.flags & 1) && e.key == key && ((e.flags >> 1) & 1) == side) {
        return (e.flags & 4) != 0;
      }
    }
    return std::nullopt;
  }
  // Into its bucket: over the same board and side, else into an unused entry, else over the
  // entry whose answer took the least work (the most work is kept).
  void put(const Entry& e) {
    Bucket& b = bucket(e.key, (e.flags >> 1) & 1);
    Entry* victim = &b.entry[0];
    for (Entry& x : b.entry) {
      if (!(x.flags & 1)) {
        victim = &x;
        ++used_;
        break;
      }
      if (x.key == e.key && ((x.flags ^ e.flags) & 2) == 0) {
        victim = &x;
        break;
      }
      if (x.work < victim->work) victim = &x;
    }
    *victim = e;
  }
  void store(W key, int side, bool win, std::uint64_t work) {
    put(Entry{key, static_cast<std::uint32_t>(std::min<std::uint64_t>(work, ~0u)),
              flags_of(side, win)});
    if (4 * used_ > 3 * kWays * buckets_ && buckets_ < max_buckets_) grow();
  }

  // Whether side to move wins e; the counts at e did not decide it.
  bool win(W e, int side, int depth) { return win(e, side, depth, canonical(e, side)); }
  // The same, key being canonical(e, side).
  bool win(W e, int side, int depth, const Key& key) {
    budget_.charge();
    ++stats_.nodes;
    if (const std::optional<bool> hit = find(key.board, key.side)) {
      ++stats_.table_hits;
      return *hit;
    }
    const std::uint64_t start = stats_.nodes;
    const int next = 1 - side;
    const int step = side == 0 ? shape_.cols : 1;
    W firsts = side == 0 ? shape_.vertical_firsts(e) : shape_.horizontal_firsts(e);
    std::vector<Child>& children = frames_[static_cast<std::size_t>(depth)];
    children.clear();
    bool won = false;
    W images[7];
    if (symmetries_ > 0) images_of(e, images);
    // Every move's board first: one the counts show the opponent loses wins at once, one the
    // opponent wins is dropped; the rest are scored for the order and their table buckets
    // prefetched, so that the table's cache misses overlap.
    for (; firsts; firsts &= firsts - 1) {
      const W first = firsts & (~firsts + 1);
      const int a = first_square(first);
      const W child = e & ~(first | (first << step));
      const SideCounts mine = counts(child, side), theirs = counts(child, next);
      if (const std::optional<bool> d = decide(theirs, mine)) {
        ++stats_.count_cuts;
        if (!*d) {
          won = true;
          break;
        }
        continue;
      }
      // Obsequi's order: the moves that leave the mover the most safe moves, then vulnerable
      // and possible ones, against the opponent's, first (the weights were the best of those
      // tried on 7 × 7, 6 × 7 and 5 × 8: 47,043 boards for 7 × 7 against 50,134 with the
      // guaranteed moves weighted twice, 146,806 with the possible ones alone).
      // The blocks (domineering_bound.h) weigh 2: with 0, 8 × 8 took over 411 s of CPU
      // (stopped), with 2 44,721,191 boards and 262 s; 6 × 8 2,070,108 and 1,258,856 boards.
      // Plus the move's positional value (domineering_order.h, 1 to 127), which mostly
      // outweighs the counts: with the counts weighted 1, 2, 8 or 64 against it 6 × 8 took
      // 339,023, 397,571, 396,442 and 461,307 boards, the positional value alone 353,264; 8 × 8
      // 10,221,355 boards with weight 1, 10,537,901 with 2, 13,205,911 alone, against
      // 44,721,191 without the positional value (measured with the values before the last
      // change to domineering_order.h, which made 8 × 8 10,152,627 boards).
      const int score = 3 * (mine.safe - theirs.safe) + mine.vuln - theirs.vuln + mine.most -
                        theirs.most + 2 * (mine.blocks - theirs.blocks) + position_[side][a];
      const Key child_key = canonical_after(e, images, a, a + step, next);
      __builtin_prefetch(&bucket(child_key.board, child_key.side));
      children.push_back({child, score, child_key});
    }
    // Then the table (enhanced transposition cutoff): a board it shows the opponent loses wins
    // at once, one it shows the opponent wins is dropped.
    if (!won) {
      std::size_t kept = 0;
      for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& c = children[i];
        if (const std::optional<bool> hit = find(c.key.board, c.key.side)) {
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
      // Highest score first, ties in move order (an insertion sort: a few dozen moves, and no
      // buffer to allocate as std::stable_sort's).
      for (std::size_t i = 1; i < children.size(); ++i) {
        const Child c = children[i];
        std::size_t j = i;
        for (; j > 0 && children[j - 1].score < c.score; --j) children[j] = children[j - 1];
        children[j] = c;
      }
      // frames_ is of fixed size: this depth's children stay where they are below.
      const std::size_t n = frames_[static_cast<std::size_t>(depth)].size();
      for (std::size_t i = 0; i < n; ++i) {
        const Child c = frames_[static_cast<std::size_t>(depth)][i];
        if (depth == 0) {
          stats_.first_side = static_cast<std::uint64_t>(side);
          stats_.first_moves_searched = i + 1, stats_.first_moves = n;
          stats_.replies_searched = stats_.replies = 0;
        } else if (depth == 1) {
          stats_.replies_searched = i + 1, stats_.replies = n;
        }
        if (!win(c.board, next, depth + 1, c.key)) {
          won = true;
          break;
        }
      }
    }
    store(key.board, key.side, won, stats_.nodes - start + 1);
    return won;
  }

  Shape<W> shape_;
  Budget& budget_;
  DomineeringBoardOptions options_;
  MemoryCharge charge_;
  struct Free {
    void operator()(Bucket* p) const { std::free(p); }
  };
  std::unique_ptr<Bucket, Free> raw_;  // as allocated
  Bucket* table_ = nullptr;            // raw_ aligned to 64 bytes
  std::uint64_t buckets_ = 0, max_buckets_ = 0;
  std::uint64_t mask_ = 0;
  std::uint64_t used_ = 0;  // entries in use
  int symmetries_ = 0;      // besides the identity: 3 reflections, and 4 transpositions if square
  std::vector<W> images_;   // by symmetry, row and set of the row's squares: their image
  W square_images_[7][kDomineeringBoardMaxCells] = {};  // by symmetry and square: its image
  std::vector<std::vector<Child>> frames_ = std::vector<std::vector<Child>>(kMaxDepth + 1);
  DomineeringBoardStats stats_;
  int position_[2][kDomineeringBoardMaxCells] = {};  // by side and first square (0: no order)
};

template <class W>
W empty_squares(int rows, int cols, const std::string& cells) {
  W e = 0;
  for (int i = 0; i < rows * cols; ++i) {
    if (cells[static_cast<std::size_t>(i)] == '.') e |= W{1} << i;
  }
  return e;
}

// Whether Left and Right win the board moving first (asked for by want: bit 0 Left, bit 1
// Right), with one table for both searches.
template <class W>
std::pair<bool, bool> wins_on(int rows, int cols, const std::string& cells, int want,
                              Budget& budget, DomineeringBoardStats* stats,
                              const DomineeringBoardOptions& options) {
  const W e = empty_squares<W>(rows, cols, cells);
  BoardSearch<W> search(rows, cols, domineering::popcount(e), budget, options);
  try {
    const bool left = (want & 1) && search.wins(e, 0);
    const bool right = (want & 2) && search.wins(e, 1);
    if (stats) *stats = search.stats();
    return {left, right};
  } catch (const Error& error) {
    if (error.kind() != ErrorKind::kBudget) throw;
    // How far it got: a run stopped by its budget still says what it searched.
    const DomineeringBoardStats s = search.stats();
    if (stats) *stats = s;
    rethrow_with_progress(
        error,
        fmt::format("the Domineering board search had searched {} boards ({} answered by the "
                    "transposition table, {} decided by counting), with {} of the table's {} "
                    "entries in use ({} bytes); {} moving first, it was in its move {} of {}, "
                    "reply {} of {}",
                    s.nodes, s.table_hits, s.count_cuts, s.table_used, s.table_entries,
                    s.table_bytes, s.first_side == 0 ? "Left" : "Right", s.first_moves_searched,
                    s.first_moves, s.replies_searched, s.replies),
        {{"boards_searched", s.nodes},
         {"table_hits", s.table_hits},
         {"count_cuts", s.count_cuts},
         {"table_entries_used", s.table_used},
         {"table_entries", s.table_entries},
         {"table_bytes", s.table_bytes},
         {"first_side", s.first_side},
         {"first_moves_searched", s.first_moves_searched},
         {"first_moves", s.first_moves},
         {"replies_searched", s.replies_searched},
         {"replies", s.replies}});
  }
}

std::pair<bool, bool> board_wins(int rows, int cols, const std::string& cells, int want,
                                 Budget& budget, DomineeringBoardStats* stats,
                                 const DomineeringBoardOptions& options) {
  if (rows < 0 || cols < 0 || rows > kDomineeringBoardMaxCells ||
      cols > kDomineeringBoardMaxCells || rows * cols > kDomineeringBoardMaxCells ||
      cells.size() != static_cast<std::size_t>(rows * cols)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the Domineering board search takes boards of at most {} squares "
                            "given row by row; this one is {} × {}",
                            kDomineeringBoardMaxCells, rows, cols));
  }
  if (rows * cols <= 64) {
    return wins_on<std::uint64_t>(rows, cols, cells, want, budget, stats, options);
  }
  return wins_on<domineering::Word128>(rows, cols, cells, want, budget, stats, options);
}

}  // namespace

bool domineering_board_wins(int rows, int cols, const std::string& cells, Side side, Budget& budget,
                            DomineeringBoardStats* stats, DomineeringBoardOptions options) {
  const auto [left, right] =
      board_wins(rows, cols, cells, side == Side::kLeft ? 1 : 2, budget, stats, options);
  return side == Side::kLeft ? left : right;
}

Outcome domineering_board_outcome(int rows, int cols, const std::string& cells, Budget& budget,
                                  DomineeringBoardStats* stats, DomineeringBoardOptions options) {
  const auto [left, right] = board_wins(rows, cols, cells, 3, budget, stats, options);
  if (left && right) return Outcome::kN;
  if (left) return Outcome::kL;
  if (right) return Outcome::kR;
  return Outcome::kP;
}

}  // namespace grundy::partizan
