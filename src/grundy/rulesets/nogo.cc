// NoGo (the 2011 Computer Olympiad game; Chou, Teytaud, Yen, "Revisiting Monte-Carlo tree search
// on a normal form game: NoGo", EvoApplications 2011; CGT values of linear NoGo: Du and Müller,
// "Solving Linear NoGo with Combinatorial Game Theory", Computers and Games 2024): a player
// places a stone of their colour, Black 'x' (Left) or White 'o' (Right), on an empty point so
// that afterwards every group of either colour still has a liberty (an empty point next to it):
// no capture and no suicide. A player with no such point loses (normal play).
//
// Components: a board splits into its liberty classes (issue 31). Join two empty points when
// they are next to each other, or when both are liberties of one group (of either colour); a
// class is a set of empty points so joined, with the groups whose liberties lie in it (every
// group has a liberty, and all of a group's liberties are in one class, so each group is in
// exactly one class). Theorem: the board is the sum of its classes, each played as the board
// with every other square made '#'. Proof: whether a stone on the empty point p is legal depends
// only on which points are empty among p's empty neighbours and the liberties of the groups next
// to p (the group the stone forms has as liberties p's empty neighbours and those of the groups
// of its colour it joins; a group of the other colour next to p keeps its liberties but p), all
// in p's class. After the move the stone's group has its liberties in that class, and no two
// classes are joined (p leaves the empty points, and the liberties of the new group were already
// in one class), so a move in one class never changes what is legal in another, and the classes
// only split as play goes on: the independent components of a sum (ONAG ch. 1). Making a square
// outside the class '#' changes nothing inside it: such a square is an empty point of another
// class, never next to this class's empty points or groups (it would be their liberty), or a
// stone of another class's group, which only touches this class's stones, and stones next to a
// group are not its liberties. A class with no empty point is 0 and dropped. The split is
// MCGS's "XO split" of linear NoGo (a group of x next to a group of o) in two dimensions.
// A class that lies in one row (or column) has a further normal form: a run of stones of one
// colour there is one group whose liberties are the points at its two ends, and one stone of
// that colour has the same two, so the run is replaced by one stone (MCGS's block
// simplification): every move keeps its legality and the resulting board its normal form.
// The rules are the same under every symmetry of the square grid (adjacency is kept by
// rotations, reflections and the transpose), so classes are normalised under all eight.
//
// Immortal groups (issue 31; after MCGS's split_by_nogo, whose walls also run through points
// only one side may play, which our four-state squares cannot mark). A dead point is an empty
// point where neither side may play. Lemma: a point where a side may not play stays so while it
// is empty. For x at p (o is the same with the colours exchanged) is illegal exactly when (a) a
// group of o next to p has p as its only liberty, or (b) p has no empty neighbour and every group
// of x next to p has p as its only liberty. A group whose only liberty is p grows only by a stone
// on p, and its liberties only shrink, so it keeps {p}; an occupied neighbour stays occupied and
// with no empty neighbour the groups next to p stay the same groups: (a) and (b) last. So a dead
// point stays empty for ever, and a group next to one (immortal) always has a liberty: no move
// is ever illegal because of it, except that it keeps its colour's stones alive. Theorem: join
// the live (not dead) empty points as the liberty classes above do, but through the mortal
// groups only; the board is the sum of these classes, each played on its copy: its live points,
// the mortal groups with liberties in it, the immortal groups next to its points, the dead points
// next to either, and every group next to those dead points; '#' elsewhere. Proof: a move at p
// is legal iff its stone's group keeps a liberty and no enemy group next to p loses its last.
// The first needs p's empty neighbours (in p's class, or dead points kept in its copy) and, for
// each own group next to p, whether it has a liberty but p: an immortal one does (its dead
// point; in the copy too, see below), a mortal one's liberties are all in p's class. The second
// likewise. A stone on p makes a group that is immortal if it joins an immortal one and whose
// liberties are in p's class otherwise, so the classes only split and the copies agree with
// the board after every move, as for the liberty classes. In a copy each kept dead point stays
// dead: the groups that made (a) or (b) hold are copied whole, so they keep p as their only
// liberty, and p gains no empty neighbour. A class is thus found with every dead point gone
// and the immortal groups' other liberties no longer joined, which splits boards that the
// liberty classes alone keep whole (NoGo.ImmortalGroupsSplitFurther).
//
// On bit boards (the outcome search's fast path) a square is in both layers when empty, in
// layer 0 for x, layer 1 for o, in neither for '#': exchanging the layers exchanges the colours,
// the negative (ONAG ch. 1: the roles of Left and Right swapped).
#include <fmt/format.h>

#include <algorithm>  // std::min, std::max
#include <numeric>    // std::iota

#include "grundy/core/error.h"
#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan {
namespace {

constexpr int kNoGoDr[] = {-1, 1, 0, 0}, kNoGoDc[] = {0, 0, -1, 1};

// The first square, row-major, of a group with no liberty, or -1 when every group has one.
int group_without_liberty(const Grid& g) {
  std::vector<char> seen(g.cells.size(), 0);
  std::vector<int> stack;
  for (int start = 0; start < static_cast<int>(g.cells.size()); ++start) {
    const char colour = g.cells[static_cast<std::size_t>(start)];
    if ((colour != 'x' && colour != 'o') || seen[static_cast<std::size_t>(start)]) continue;
    bool liberty = false;
    stack.assign(1, start);
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      const int r = s / g.cols, c = s % g.cols;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + kNoGoDr[d], nc = c + kNoGoDc[d];
        if (!g.inside(nr, nc)) continue;
        const int n = nr * g.cols + nc;
        const char there = g.cells[static_cast<std::size_t>(n)];
        if (there == '.') liberty = true;
        if (there == colour && !seen[static_cast<std::size_t>(n)]) {
          seen[static_cast<std::size_t>(n)] = 1;
          stack.push_back(n);
        }
      }
    }
    if (!liberty) return start;
  }
  return -1;
}

// A class lying in one row or one column: each run of stones of one colour made one stone (the
// block simplification above). Other boards are returned as they are.
Grid simplify_line(Grid g) {
  if (g.rows != 1 && g.cols != 1) return g;
  std::string cells;
  for (std::size_t i = 0; i < g.cells.size(); ++i) {
    const char c = g.cells[i];
    if ((c == 'x' || c == 'o') && !cells.empty() && cells.back() == c) continue;
    cells += c;
  }
  const int n = static_cast<int>(cells.size());
  if (g.rows == 1) {
    g.cols = n;
  } else {
    g.rows = n;
  }
  g.cells = std::move(cells);
  return g;
}

// The liberty classes of g (see the top of the file), each cropped, simplified and normalised;
// those with no empty point dropped.
Parts liberty_classes(const Grid& g) {
  const int n = static_cast<int>(g.cells.size());
  std::vector<int> parent(static_cast<std::size_t>(n));
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int a) {
    while (parent[static_cast<std::size_t>(a)] != a) {
      a = parent[static_cast<std::size_t>(a)] =
          parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(a)])];
    }
    return a;
  };
  auto unite = [&](int a, int b) { parent[static_cast<std::size_t>(find(a))] = find(b); };
  auto cell = [&](int s) { return g.cells[static_cast<std::size_t>(s)]; };
  // Each group: its stones, and all its liberties joined; owner[s] is a liberty of s's group.
  std::vector<int> owner(static_cast<std::size_t>(n), -1), stack;
  std::vector<char> seen(static_cast<std::size_t>(n), 0);
  for (int start = 0; start < n; ++start) {
    const char colour = cell(start);
    if (colour == '.' && start % g.cols + 1 < g.cols && cell(start + 1) == '.') {
      unite(start, start + 1);
    }
    if (colour == '.' && start + g.cols < n && cell(start + g.cols) == '.') {
      unite(start, start + g.cols);
    }
    if ((colour != 'x' && colour != 'o') || seen[static_cast<std::size_t>(start)]) continue;
    std::vector<int> stones;
    int liberty = -1;
    stack.assign(1, start);
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      stones.push_back(s);
      const int r = s / g.cols, c = s % g.cols;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + kNoGoDr[d], nc = c + kNoGoDc[d];
        if (!g.inside(nr, nc)) continue;
        const int m = nr * g.cols + nc;
        if (cell(m) == '.') {
          if (liberty >= 0) unite(m, liberty);
          liberty = m;
        } else if (cell(m) == colour && !seen[static_cast<std::size_t>(m)]) {
          seen[static_cast<std::size_t>(m)] = 1;
          stack.push_back(m);
        }
      }
    }
    for (int s : stones) owner[static_cast<std::size_t>(s)] = liberty;
  }
  // The squares of each class, by the root of its empty points.
  std::vector<int> class_of(static_cast<std::size_t>(n), -1);
  std::vector<std::vector<int>> classes;
  std::vector<int> number(static_cast<std::size_t>(n), -1);
  for (int s = 0; s < n; ++s) {
    int anchor = -1;
    if (cell(s) == '.') anchor = s;
    if (cell(s) == 'x' || cell(s) == 'o') anchor = owner[static_cast<std::size_t>(s)];
    if (anchor < 0) continue;  // '#', or a group without a liberty (never in play)
    const int root = find(anchor);
    int& k = number[static_cast<std::size_t>(root)];
    if (k < 0) {
      k = static_cast<int>(classes.size());
      classes.emplace_back();
    }
    classes[static_cast<std::size_t>(k)].push_back(s);
  }
  Parts out;
  for (const std::vector<int>& squares : classes) {
    int r0 = g.rows, r1 = -1, c0 = g.cols, c1 = -1;
    for (int s : squares) {
      r0 = std::min(r0, s / g.cols), r1 = std::max(r1, s / g.cols);
      c0 = std::min(c0, s % g.cols), c1 = std::max(c1, s % g.cols);
    }
    Grid part;
    part.rows = r1 - r0 + 1;
    part.cols = c1 - c0 + 1;
    part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), '#');
    for (int s : squares) part.at(s / g.cols - r0, s % g.cols - c0) = cell(s);
    out.push_back(normalise(simplify_line(std::move(part)), Symmetry::kDihedral).position());
  }
  return out;
}

// The rules on bits (see the top of the file for the layers).
class NoGoBits final : public BitRules {
 public:
  std::optional<BitBoard> encode(const Component& c) const override {
    std::optional<BitBoard> b = bit_encode(c, 'x', 'o');
    if (!b) return std::nullopt;
    const std::optional<BitBoard> empty = bit_encode(c, '.', '\0');
    if (!empty) return std::nullopt;
    b->layer[0] |= empty->layer[0];
    b->layer[1] |= empty->layer[0];
    return b;
  }
  Component decode(const BitBoard& b) const override {
    Grid g;
    g.rows = b.rows;
    g.cols = b.cols;
    g.cells.assign(static_cast<std::size_t>(g.rows * g.cols), '#');
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        const std::uint64_t bit = std::uint64_t{1} << (8 * r + c);
        const bool a = b.layer[0] & bit, z = b.layer[1] & bit;
        g.at(r, c) = a && z ? '.' : a ? 'x' : z ? 'o' : '#';
      }
    }
    return std::move(g).position();
  }
  void moves(const BitBoard& b, Side side, std::vector<BitBoard>& out) const override {
    const std::size_t mine = side == Side::kLeft ? 0 : 1, theirs = 1 - mine;
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    const std::uint64_t own = b.layer[mine] & ~empty, enemy = b.layer[theirs] & ~empty;
    for (std::uint64_t points = empty; points; points &= points - 1) {
      const std::uint64_t p = points & -points;
      if (legal(p, own, enemy, empty)) {
        BitBoard next = b;
        next.layer[theirs] &= ~p;
        out.push_back(next);
      }
    }
  }
  void regions(const BitBoard& b, std::vector<SignedBoard>& out) const override {
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    const std::uint64_t x = b.layer[0] & ~empty, o = b.layer[1] & ~empty;
    // The dead points (neither side may play there, for ever) and the immortal groups, those
    // next to a dead point (see "Immortal groups" at the top of the file).
    std::uint64_t dead = 0;
    for (std::uint64_t points = empty; points; points &= points - 1) {
      const std::uint64_t p = points & -points;
      if (!legal(p, x, o, empty) && !legal(p, o, x, empty)) dead |= p;
    }
    const std::uint64_t near_dead = bit_neighbours(dead);
    const std::uint64_t immortal = bit_flood(near_dead & x, x) | bit_flood(near_dead & o, o);
    const std::uint64_t live = empty & ~dead, mortal_x = x & ~immortal, mortal_o = o & ~immortal;
    for (std::uint64_t left = live; left;) {
      // One class: its live points joined through adjacency and through the mortal groups that
      // touch them, until nothing is added.
      std::uint64_t points = left & -left, groups = 0;
      for (;;) {
        points = bit_flood(points, live);
        const std::uint64_t touch = bit_neighbours(points);
        groups = bit_flood(touch & mortal_x, mortal_x) | bit_flood(touch & mortal_o, mortal_o);
        const std::uint64_t more = points | (bit_neighbours(groups) & live);
        if (more == points) break;
        points = more;
      }
      left &= ~points;
      // Its copy: the immortal groups next to its points, the dead points next to them or to
      // its points, and every group next to those dead points (which keeps them dead).
      const std::uint64_t touch = bit_neighbours(points);
      const std::uint64_t own =
          bit_flood(touch & x & immortal, x) | bit_flood(touch & o & immortal, o);
      const std::uint64_t anchors = dead & bit_neighbours(points | own);
      const std::uint64_t by_anchor = bit_neighbours(anchors);
      const std::uint64_t keep = points | groups | own | anchors | bit_flood(by_anchor & x, x) |
                                 bit_flood(by_anchor & o, o);
      BitBoard part = b;
      part.layer[0] &= keep;
      part.layer[1] &= keep;
      out.push_back(bit_normalise(simplify_line(bit_crop(part)), Symmetry::kDihedral,
                                  Conjugate::kSwapLayers));
    }
  }
  int order_score(const BitBoard& b, Side mover) const override {
    // The mover's legal points less the opponent's after the move: the side that runs out of
    // points first loses, so a move that takes the opponent's points and keeps the mover's
    // goes first.
    const std::size_t mine = mover == Side::kLeft ? 0 : 1, theirs = 1 - mine;
    const std::uint64_t empty = b.layer[0] & b.layer[1];
    const std::uint64_t own = b.layer[mine] & ~empty, enemy = b.layer[theirs] & ~empty;
    int score = 0;
    for (std::uint64_t points = empty; points; points &= points - 1) {
      const std::uint64_t p = points & -points;
      score += (legal(p, own, enemy, empty) ? 1 : 0) - (legal(p, enemy, own, empty) ? 1 : 0);
    }
    return score;
  }

 private:
  // Whether a stone on p (an empty point) is legal for the side whose stones are own.
  static bool legal(std::uint64_t p, std::uint64_t own, std::uint64_t enemy, std::uint64_t empty) {
    const std::uint64_t after = empty & ~p;
    if ((bit_neighbours(bit_flood(p, own | p)) & after) == 0) return false;  // suicide
    for (std::uint64_t next = bit_neighbours(p) & enemy; next;) {
      const std::uint64_t group = bit_flood(next & -next, enemy);
      if ((bit_neighbours(group) & after) == 0) return false;  // its last liberty
      next &= ~group;
    }
    return true;
  }
  // simplify_line on bits: a cropped board in one column is transposed to one row first (the
  // normal form is taken under the transpose anyway).
  static BitBoard simplify_line(BitBoard b) {
    if (b.cols == 1 && b.rows > 1) b = bit_transpose(b);
    if (b.rows != 1) return b;
    BitBoard out;
    out.rows = 1;
    int previous = -1;  // 1 x, 2 o, 3 empty, 0 '#'
    for (int c = 0; c < b.cols; ++c) {
      const int square = ((b.layer[0] >> c) & 1) | (((b.layer[1] >> c) & 1) << 1);
      if ((square == 1 || square == 2) && square == previous) continue;
      previous = square;
      if (square & 1) out.layer[0] |= std::uint64_t{1} << out.cols;
      if (square & 2) out.layer[1] |= std::uint64_t{1} << out.cols;
      ++out.cols;
    }
    return out;
  }
};

class NoGo final : public GridRuleset {
 public:
  NoGo()
      : GridRuleset("nogo",
                    "NoGo: place a stone of yours (x Black/Left, o White/Right) on an empty point "
                    "so that every group of either colour keeps a liberty: no capture, no suicide",
                    "xo.#", "...xo") {}

  // A board on which some group already has no liberty cannot arise in play: refused.
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out = GridRuleset::parse_position(text, column);
    const Grid g = Grid::of(out[0]);
    if (const int s = group_without_liberty(g); s >= 0) {
      const int r = s / g.cols, c = s % g.cols;
      throw parse_error(fmt::format("the nogo group at row {}, column {} has no liberty (no "
                                    "capture or suicide is ever legal)",
                                    r + 1, c + 1),
                        column + static_cast<std::size_t>(r * (g.cols + 1) + c));
    }
    return out;
  }
  // A random board made legal: stones of groups without a liberty are taken off until none is.
  Component sample(std::uint64_t seed, unsigned size) const override {
    Grid g = Grid::of(GridRuleset::sample(seed, size));
    for (int s; (s = group_without_liberty(g)) >= 0;) g.cells[static_cast<std::size_t>(s)] = '.';
    return std::move(g).position();
  }
  const BitRules* bit_rules() const override { return &bits_; }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const char mine = side == Side::kLeft ? 'x' : 'o';
    std::vector<Grid> out;
    Grid next = g;
    for (std::size_t i = 0; i < g.cells.size(); ++i) {
      if (g.cells[i] != '.') continue;
      next.cells[i] = mine;
      // The liberty check reads the whole board: its work is charged, so a big board's
      // listing sees the deadline (a 60-row board took half a second per listing unchecked).
      charge.work(g.cells.size());
      if (group_without_liberty(next) < 0) {
        charge.add_board(g.cells.size());
        out.push_back(next);
      }
      next.cells[i] = '.';
    }
    return out;
  }
  std::string move_verb() const override { return "place a stone on"; }
  // A board that fits on bits is split there (with its immortal groups); a bigger one into its
  // liberty classes alone.
  Parts regions(const Grid& g) const override {
    const std::optional<BitBoard> b = bits_.encode(g.position());
    if (!b) return liberty_classes(g);
    std::vector<SignedBoard> classes;
    bits_.regions(*b, classes);
    Parts out;
    for (const SignedBoard& c : classes) {
      Grid part = Grid::of(bits_.decode(c.board));
      if (c.negated) {
        for (char& square : part.cells) square = square == 'x' ? 'o' : square == 'o' ? 'x' : square;
      }
      out.push_back(std::move(part).position());
    }
    return out;
  }

 private:
  NoGoBits bits_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<NoGo>(), "nogo:..x|.o.|..."))

}  // namespace grundy::partizan
