#pragma once
// Who wins a Domineering board by counting (issue 31): the safe-move bound of move_count_cut.h
// tightened by the mover's vulnerable moves, in the spirit of Bullock's Obsequi (2002) and of
// Lachmann, Moore & Rapaport (2002). Used on a whole board (one game, not a sum with terms
// that do not count) by the board search, domineering_board_search.h.
//
// A board of rows × cols squares is a word of bits, bit r·cols + c for square (r, c), set when
// the square is empty. A side's dominoes lie along its direction (Left: vertical, step cols;
// Right: horizontal, step 1); the other side's lie across it.
//
// For a side P and the other side O, four numbers:
//  - most(P): the disjoint P-dominoes that fit in the empty runs along P's direction now,
//    floor(length / 2) for each run. Squares only fill, so every P-domino played from now on
//    lies in one of today's runs, and the dominoes P plays are disjoint: P makes at most most(P)
//    moves in any play.
//  - safe(P): disjoint P-dominoes on squares whose neighbours across are all filled or off the
//    board. No O-domino ever covers such a square (it would need an empty neighbour across), so
//    P can play each of them whenever it likes.
//  - blocks(P): disjoint protective blocks (Bullock's protective areas): 2 × 2 squares, all
//    empty, whose four neighbours beyond the block in O's direction (the two beyond each end of its
//    two O-lines) are filled or off the board. For P horizontal: rows a, a+1 and columns c, c+1,
//    with (a−1, c), (a−1, c+1), (a+2, c), (a+2, c+1) filled or off the board. Then:
//      (i) an O-domino covering a square of the block lies in it (along O's direction the
//          block's two lines are closed at both ends), so the block's two O-lines are runs of
//          exactly two squares, each worth one in most(O);
//     (ii) a P-domino on one P-line of the block (the block's two squares along P's direction)
//          kills both O-runs, and leaves the other P-line a safe domino (its neighbours across
//          are the P-domino just played and a filled square): entering a block gives P two moves.
//  - vuln(P): further disjoint P-dominoes on empty squares, none on a safe domino or a block,
//    chosen so that no square of one is a neighbour across of a square of another. An O-domino
//    covers two squares that are neighbours across; it cannot lie inside one P-domino, and by
//    the choice it cannot touch two of them, and by (i) an O-domino touching a block touches no
//    vulnerable domino: each O move spoils at most one vulnerable domino. (Chosen greedily: first
//    in the even columns (rows for Right), then in the odd ones away from the squares next to
//    those chosen.)
// Lemma (guaranteed moves). Let K = blocks(P), split into floor(K / 2) pairs and, when K is
// odd, one block left over. P's strategy, at each of its turns, the first that applies:
//  1. O's last move entered a block whose partner in its pair is untouched: enter the partner.
//  2. (Moving first, K odd, first move) enter the left-over block.
//  3. An untouched vulnerable domino (moving second with K odd, the left-over block counts as
//     one: it is spoilt only by an O move inside it, which spoils nothing else) is played.
//  4. A pair both of whose blocks are untouched: enter one of them.
//  5. A safe domino, or the second P-line of a block P entered (safe by (ii)).
// Then in every play:
//  - Of each pair P enters one block (at 1 or 4) whenever O touches the pair or P runs out of
//    other moves, so O makes at most 2 moves in a pair's four O-runs (by (i), at most one in
//    each, none in a run P covered first), and P gets two moves from each pair it enters.
//  - Rule 1 answers an O move that spoilt no vulnerable domino; leave out those O–P turns,
//    and each P move plays one vulnerable domino while each O move spoils at most one, so of
//    the vuln dominoes P plays at least ceil(vuln / 2) moving first, floor(vuln / 2) second.
// Hence P can make g moves one after the other whatever O plays in between, and O makes at
// most most(O) − r moves in all, where with p = floor(K / 2):
//  - moving first, K even: g = safe + ceil(vuln / 2) + 2p, r = 2p;
//  - moving first, K odd: g = safe + 2 + floor(vuln / 2) + 2p, r = 2p + 2 (the left-over block,
//    entered at once, is two P moves and kills its two O-runs);
//  - moving second: g = safe + floor((vuln + K mod 2) / 2) + 2p, r = 2p.
// Theorem. Let P be the side to move, O the other.
//  (a) If g₁(P) > most(O) − r₁(P), P wins: following the strategy P makes its first
//      most(O) − r₁ + 1 moves, and O, which makes at most most(O) − r₁ moves, is stuck first.
//  (b) If g₂(O) ≥ most(P) − r₂(O), P loses: O, moving second, makes its first most(P) − r₂
//      moves, and P cannot make a (most(P) − r₂ + 1)-th.
// With blocks and vuln taken as 0 this is the bound of move_count_cut.h; the tests check the
// bound against a plain minimax and the board search with it against the outcome search over
// sums.
//
// Counting squares (in the spirit of Obsequi's bound on the opponent's moves by the empty
// squares). Call a square protected for P when it is empty and its neighbours across are all
// filled or off the board: O can never cover it (an O-domino on it would need an empty
// neighbour across, and squares only fill), and prot(P) counts them. Every other empty square
// is usable by O now; usable(O) = empty − prot(P) bounds the squares O's dominoes will ever
// cover, and every O-domino covers two of them (it lies in an O-run of at least two squares,
// none protected for P). Of P's moves in the strategy of the lemma, each covers squares usable
// by O except:
//  - a safe domino, whose squares are protected for P (none usable by O);
//  - a vulnerable domino with a square protected for P (one usable by O: not both, since the
//    safe dominoes pair each run of protected squares along P's direction to all but its last
//    square, so no two protected squares left over are neighbours along it); vone(P) counts
//    them;
// while a block's squares are all usable by O (each has its O-neighbour in the block).
// So after its first k moves P covers at least a(k) = max(k − safe, 2(k − safe) − vone)
// squares usable by O (at most safe of its moves are safe dominoes, at most vone cover one).
// Theorem (squares). Let P be the side to move, O the other.
//  (c) If 2·g₁(P) + a(g₁) > usable(O), P wins: P makes its g₁ moves whatever O does; at O's
//      g₁-th turn O has made g₁ − 1 moves, so at most usable(O) − a(g₁) − 2(g₁ − 1) < 2
//      squares usable by O are left empty, too few for an O-domino: O cannot move and loses
//      (if it was not stuck before).
//  (d) If 2·g₂(O) + a_O(g₂) ≥ usable(P) − 1, P loses: O, moving second, makes its g₂ moves;
//      at P's (g₂ + 1)-th turn P has made g₂ moves, each covering two squares usable by P,
//      and O's have covered a_O(g₂) more, so fewer than two are left: P cannot move.
// (a_O, usable(P) as above with the sides exchanged.) The tests check (c) and (d) against a
// plain minimax, and the board search with and without them against the outcome search over
// sums.
#include <algorithm>  // std::max
#include <bit>        // std::popcount
#include <cstdint>    // std::uint64_t
#include <optional>   // std::optional

namespace grundy::partizan::domineering {

using Word128 = unsigned __int128;

// The counting functions are always inlined, so that each caller counts bits as its own file is
// compiled (the board search with -mpopcnt where the build allows it, CMakeLists.txt) and no
// one out-of-line copy is shared between files compiled with different flags.
#define GRUNDY_DOMINEERING_INLINE [[gnu::always_inline]] inline

template <class W>
GRUNDY_DOMINEERING_INLINE int popcount(W x) {
  if constexpr (sizeof(W) == 8) {
    return std::popcount(x);
  } else {
    return std::popcount(static_cast<std::uint64_t>(x)) +
           std::popcount(static_cast<std::uint64_t>(x >> 64));
  }
}

// The masks of a board shape.
template <class W>
struct Shape {
  int rows = 0, cols = 0;
  W all = 0;              // every square
  W last_col = 0;         // column cols − 1
  W last_row = 0;         // row rows − 1
  W even_cols = 0;        // columns 0, 2, 4, …
  W even_rows = 0;        // rows 0, 2, 4, …
  W first_col = 0;        // column 0
  W first_row = 0;        // row 0
  W second_last_col = 0;  // column cols − 2
  W second_last_row = 0;  // row rows − 2

  static Shape make(int rows, int cols) {
    Shape s;
    s.rows = rows, s.cols = cols;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        const W bit = W{1} << (r * cols + c);
        s.all |= bit;
        if (c == cols - 1) s.last_col |= bit;
        if (r == rows - 1) s.last_row |= bit;
        if (c % 2 == 0) s.even_cols |= bit;
        if (r % 2 == 0) s.even_rows |= bit;
        if (c == 0) s.first_col |= bit;
        if (r == 0) s.first_row |= bit;
        if (c == cols - 2) s.second_last_col |= bit;
        if (r == rows - 2) s.second_last_row |= bit;
      }
    }
    return s;
  }
  // The squares of x whose neighbour along the direction (step 1 or cols) is in x too.
  W vertical_firsts(W e) const { return e & (e >> cols); }
  W horizontal_firsts(W e) const { return e & (e >> 1) & ~last_col; }
  // The neighbours across of the squares of x: left and right for vertical dominoes, above and
  // below for horizontal ones.
  W across_vertical(W x) const { return ((x >> 1) & ~last_col) | ((x << 1) & ~first_col); }
  W across_horizontal(W x) const { return ((x >> cols) | (x << cols)) & all; }
};

// floor(length / 2) dominoes in each run of x along step (last: the squares with no next one
// along step), paired greedily from the start of each run; covered gets their squares.
template <class W>
GRUNDY_DOMINEERING_INLINE W pair_run_firsts(W x, int step, W last) {
  W firsts = 0;  // the first square of each domino
  while (x) {
    const W first = x & ~((x & ~last) << step);  // the previous square is not in x
    const W paired = first & ~last & (x >> step);
    firsts |= paired;
    x &= ~(first | (paired << step));
  }
  return firsts;
}
template <class W>
GRUNDY_DOMINEERING_INLINE int pair_runs(W x, int step, W last, W& covered) {
  const W firsts = pair_run_firsts(x, step, last);
  covered = firsts | (firsts << step);
  return popcount(firsts);
}

struct SideCounts {
  int most = 0, safe = 0, vuln = 0, blocks = 0;
  // The squares (theorem (c), (d)): the empty ones, those protected for this side, and the
  // vulnerable dominoes with a protected square (0 when the counts leave the squares out).
  int empty = 0, prot = 0, vone = 0;
  bool squares = false;
  // a(k): the fewest squares usable by the other side this side's first k moves cover.
  int usable_covered(int k) const {
    const int d = k - safe;
    return d <= 0 ? 0 : std::max(d, 2 * d - vone);
  }
  // g and r of the lemma, moving first and moving second.
  int first() const {
    const int pairs = 2 * (blocks / 2);
    return blocks % 2 ? safe + 2 + vuln / 2 + pairs : safe + (vuln + 1) / 2 + pairs;
  }
  int first_reduction() const { return 2 * (blocks / 2) + (blocks % 2 ? 2 : 0); }
  int second() const { return safe + (vuln + blocks % 2) / 2 + 2 * (blocks / 2); }
  int second_reduction() const { return 2 * (blocks / 2); }
};

// Disjoint protective blocks of the side whose dominoes step along `along` (the other's along
// `across`), chosen greedily, given the top-left squares of every block (cand); covered gets
// their squares. Two blocks can only overlap side by side along P's direction (stacked across,
// one's wall would be the other's square), so the greedy drops the next one along.
template <class W>
GRUNDY_DOMINEERING_INLINE int pack_blocks(W cand, int along, int across, W& covered) {
  W chosen = 0;
  while (cand) {
    const W b = cand & (~cand + 1);
    chosen |= b;
    cand &= ~(b | (b << along));
  }
  covered = chosen | (chosen << along) | (chosen << across) | (chosen << (along + across));
  return popcount(chosen);
}

// Which counts the bound uses beyond most and safe.
struct CountOptions {
  bool vulnerable = true;
  bool blocks = true;
  bool squares = true;  // theorem (c), (d)
};

// The counts of side (0 Left, vertical; 1 Right, horizontal) on the empty squares e.
template <class W>
GRUNDY_DOMINEERING_INLINE SideCounts side_counts(const Shape<W>& s, W e, int side, CountOptions o) {
  SideCounts c;
  W covered = 0, block_squares = 0;
  const W filled = s.all & ~e;
  if (side == 0) {
    c.most = pair_runs(e, s.cols, s.last_row, covered);
    const W prot = e & ~s.across_vertical(e);
    c.safe = pair_runs(prot, s.cols, s.last_row, covered);
    if (o.blocks) {
      // Top-left squares t of 2 × 2 empty blocks with (a, c−1), (a+1, c−1) and (a, c+2),
      // (a+1, c+2) filled or off the board.
      const W v2 = s.vertical_firsts(e);
      const W fv = filled & (filled >> s.cols);  // t and the square below filled
      const W left = s.first_col | ((fv << 1) & ~s.first_col);
      const W right = s.second_last_col | ((fv >> 2) & ~s.second_last_col & ~s.last_col);
      const W cand = v2 & (v2 >> 1) & ~s.last_col & left & right;
      if (cand) c.blocks = pack_blocks(cand, s.cols, 1, block_squares);
    }
    if (o.vulnerable) {
      const W rest = e & ~covered & ~block_squares;
      const W even = pair_run_firsts(rest & s.even_cols, s.cols, s.last_row);
      const W odd = pair_run_firsts(
          rest & ~s.even_cols & ~s.across_vertical(even | (even << s.cols)), s.cols, s.last_row);
      c.vuln = popcount(even) + popcount(odd);
      if (o.squares) c.vone = popcount((even | odd) & (prot | (prot >> s.cols)));
    }
    if (o.squares) {
      c.squares = true;
      c.empty = popcount(e);
      c.prot = popcount(prot);
    }
  } else {
    c.most = pair_runs(e, 1, s.last_col, covered);
    const W prot = e & ~s.across_horizontal(e);
    c.safe = pair_runs(prot, 1, s.last_col, covered);
    if (o.blocks) {
      // Top-left squares t of 2 × 2 empty blocks with (a−1, c), (a−1, c+1) and (a+2, c),
      // (a+2, c+1) filled or off the board.
      const W h2 = s.horizontal_firsts(e);
      const W fh = filled & (filled >> 1) & ~s.last_col;  // t and the square right filled
      const W top = s.first_row | (fh << s.cols);
      const W bottom = s.second_last_row | (fh >> (2 * s.cols));
      const W cand = h2 & (h2 >> s.cols) & top & bottom;
      if (cand) c.blocks = pack_blocks(cand, 1, s.cols, block_squares);
    }
    if (o.vulnerable) {
      const W rest = e & ~covered & ~block_squares;
      const W even = pair_run_firsts(rest & s.even_rows, 1, s.last_col);
      const W odd = pair_run_firsts(rest & ~s.even_rows & ~s.across_horizontal(even | (even << 1)),
                                    1, s.last_col);
      c.vuln = popcount(even) + popcount(odd);
      if (o.squares) c.vone = popcount((even | odd) & (prot | (prot >> 1)));
    }
    if (o.squares) {
      c.squares = true;
      c.empty = popcount(e);
      c.prot = popcount(prot);
    }
  }
  return c;
}

// Whether the side to move wins by the theorem above, when it decides; nullopt otherwise.
inline std::optional<bool> decide(const SideCounts& mover, const SideCounts& other) {
  const int g1 = mover.first(), g2 = other.second();
  if (g1 > other.most - mover.first_reduction()) return true;     // (a)
  if (g2 >= mover.most - other.second_reduction()) return false;  // (b)
  if (mover.squares) {
    // usable(O) = empty − prot(P), usable(P) = empty − prot(O).
    if (2 * g1 + mover.usable_covered(g1) > mover.empty - mover.prot) return true;        // (c)
    if (2 * g2 + other.usable_covered(g2) >= mover.empty - other.prot - 1) return false;  // (d)
  }
  return std::nullopt;
}

}  // namespace grundy::partizan::domineering
