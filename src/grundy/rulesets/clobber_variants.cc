// The variants of Clobber that CGSuite defines as instances of its GenClobber schema
// (game.grid.GenClobber(directions, clobbered, leftBehind, maxDistance)) and MCGS as games of their
// own. Left's stones are 'x', Right's 'o' ('X' and 'O', MCGS's spelling, are read as the same),
// '.' an empty square, '#' no square. A move takes one of your stones in one of the ruleset's
// directions, past empty squares while it may slide, onto the first square it may "clobber", which
// gets your stone; the square it left becomes what the ruleset leaves behind:
//
//   spelling          CGSuite / MCGS                    directions  onto                   slide
//   leaves cannibal-clobber  HotClobber / cannibal_clobber     orthogonal  any stone              1
//   empty anti-clobber      AntiClobber                       orthogonal  an empty square        1
//   an enemy stone diagonal-clobber  GenClobber(directions=>Diagonal)  diagonal    an enemy stone
//   1      empty kings             Kings                             all 8       an enemy stone 1
//   empty knights           Knights                           knight's    an enemy stone         1
//   empty rooks             Rooks                             orthogonal  an enemy stone any empty
//   queens            Queens                            all 8       an enemy stone         any
//   empty
//
// Components (CGSuite decomposes only the one-step games, by its directions; these splits are the
// same or sound for the same reason: a move touches only its stone's square and its target, so
// squares no move can join are independent). One step onto stones: the groups of stones joined by
// the directions (4-neighbours for cannibal-clobber; 8-neighbours for diagonal-clobber and kings,
// a coarser split: each 8-connected group is a union of the finer ones); knights jump anywhere,
// so the whole board is one part. One step onto empty squares (anti-clobber) and slides over empty
// squares (rooks, queens): the regions of squares that are not '#', 4-connected (8 for queens),
// as in Konane. Every variant is unchanged by the symmetries of the square, and exchanging the
// colours negates it. A part is dropped only when neither side can move in it (the impartial
// variant relies on that: impartial_variant.cc).
#include <algorithm>  // std::count
#include <cctype>     // std::tolower
#include <span>       // std::span

#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"

namespace grundy::partizan::clobber_variants {
namespace {

struct Step {
  int dr, dc;
};
constexpr Step kOrthogonal[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
constexpr Step kDiagonal[] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
constexpr Step kCompass[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
constexpr Step kKnight[] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

enum class Directions { kOrthogonal, kDiagonal, kCompass, kKnight };
enum class Onto { kEnemy, kAnyStone, kEmpty };

struct Variant {
  const char* name;
  const char* what;
  Directions directions;
  Onto onto;
  bool slides;  // maxDistance = inf: the stone slides over empty squares first
};

std::span<const Step> steps(Directions d) {
  switch (d) {
    case Directions::kOrthogonal:
      return kOrthogonal;
    case Directions::kDiagonal:
      return kDiagonal;
    case Directions::kCompass:
      return kCompass;
    case Directions::kKnight:
      return kKnight;
  }
  return kOrthogonal;
}

bool has(const Grid& g, char c) {
  return g.cells.find(c) != std::string::npos;
}

class GenClobber final : public GridRuleset {
 public:
  explicit GenClobber(Variant v) : GridRuleset(v.name, v.what, "xo.#", "xo.x.o"), v_(v) {}

  // MCGS writes the stones 'X' and 'O'; they are read as 'x' and 'o' (same columns).
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::string lower(text);
    for (char& c : lower) {
      if (c == 'X' || c == 'O') c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return GridRuleset::parse_position(lower, column);
  }
  // Boards side by side with a column of '#' between them are apart for every variant but
  // Knights, whose stones jump over the column: its boards do not join.
  std::optional<Component> join(std::span<const Component> parts) const override {
    if (v_.directions == Directions::kKnight) return std::nullopt;
    return GridRuleset::join(parts);
  }

 protected:
  std::vector<Grid> moves(const Grid& g, Side side, OptionsCharge& charge) const override {
    const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
    const char behind = v_.onto == Onto::kEmpty ? theirs : '.';
    auto clobberable = [&](char c) {
      switch (v_.onto) {
        case Onto::kEnemy:
          return c == theirs;
        case Onto::kAnyStone:
          return c == 'x' || c == 'o';
        case Onto::kEmpty:
          return c == '.';
      }
      return false;
    };
    std::vector<Grid> out;
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) != mine) continue;
        for (const Step s : steps(v_.directions)) {
          charge.work(1);
          int tr = r + s.dr, tc = c + s.dc;
          while (v_.slides && g.inside(tr, tc) && g.at(tr, tc) == '.') tr += s.dr, tc += s.dc;
          if (!g.inside(tr, tc) || !clobberable(g.at(tr, tc))) continue;
          charge.add_board(g.cells.size());
          Grid& next = out.emplace_back(g);
          next.at(r, c) = behind;
          next.at(tr, tc) = mine;
        }
      }
    }
    return out;
  }

  Parts regions(const Grid& g) const override {
    const bool stones_only = v_.onto != Onto::kEmpty && !v_.slides;
    if (v_.directions == Directions::kKnight) {
      // A knight jumps over anything: the board is one part, its empty and missing squares alike
      // (no move lands on either), cropped to its stones.
      Grid flat = g;
      for (char& c : flat.cells) c = c == '#' ? '.' : c;
      return grid_regions(
          flat, [](char) { return true; }, [this](const Grid& r) { return has_move(r); }, true,
          Symmetry::kDihedral);
    }
    const bool diagonal = v_.directions != Directions::kOrthogonal;
    if (stones_only) {
      return grid_regions(
          g, [](char c) { return c == 'x' || c == 'o'; },
          [this](const Grid& r) { return has_move(r); }, diagonal, Symmetry::kDihedral);
    }
    return grid_regions(
        g, [](char c) { return c != '#'; }, [this](const Grid& r) { return has_move(r); }, diagonal,
        Symmetry::kDihedral);
  }

 private:
  // Whether either side has a move in a region (one without is 0, and may be dropped).
  bool has_move(const Grid& r) const {
    switch (v_.onto) {
      case Onto::kEnemy:
        if (!has(r, 'x') || !has(r, 'o')) return false;
        break;
      case Onto::kAnyStone:
        if (std::count(r.cells.begin(), r.cells.end(), 'x') +
                std::count(r.cells.begin(), r.cells.end(), 'o') <
            2) {
          return false;
        }
        break;
      case Onto::kEmpty:
        if (!has(r, '.') || (!has(r, 'x') && !has(r, 'o'))) return false;
        break;
    }
    return true;  // perhaps a move (a part kept without one is still right: it is 0)
  }

  Variant v_;
};

// A ruleset under its name and, for cannibal-clobber, CGSuite's name of the same game.
RulesetFamily variant_family(Variant v, std::string example, std::string alias = {}) {
  RulesetPtr ruleset = std::make_shared<GenClobber>(v);
  if (alias.empty()) return board_game_family(std::move(ruleset), std::move(example));
  const std::string name = ruleset->spelling();
  RulesetFamily family(
      name, std::move(example),
      [ruleset, alias](std::string_view spelling, std::size_t, const HeapPeriodOracle*) {
        return spelling == ruleset->spelling() || spelling == alias ? ruleset : nullptr;
      },
      true,
      [name, alias] {
        return std::vector<std::string>{name, alias};
      });
  family.board_game = true;
  return family;
}

}  // namespace

REGISTER_RULESET_FAMILY(variant_family(
    {"cannibal-clobber",
     "Cannibal Clobber: move one of your stones onto an adjacent stone of either colour, removing "
     "it",
     Directions::kOrthogonal, Onto::kAnyStone, false},
    "cannibal-clobber:xx|ox", "hot-clobber"))
REGISTER_RULESET_FAMILY(variant_family(
    {"anti-clobber",
     "Anti-Clobber: move one of your stones to an adjacent empty square, leaving an enemy stone "
     "where it stood",
     Directions::kOrthogonal, Onto::kEmpty, false},
    "anti-clobber:xoxo|oo.."))
REGISTER_RULESET_FAMILY(variant_family(
    {"diagonal-clobber",
     "Diagonal Clobber: move one of your stones onto a diagonally adjacent enemy stone, removing "
     "it",
     Directions::kDiagonal, Onto::kEnemy, false},
    "diagonal-clobber:xoxo|oox.|xxx."))
REGISTER_RULESET_FAMILY(variant_family(
    {"kings",
     "Kings: Clobber with a king's step: onto an enemy stone orthogonally or diagonally adjacent",
     Directions::kCompass, Onto::kEnemy, false},
    "kings:xox|ox."))
REGISTER_RULESET_FAMILY(variant_family(
    {"knights", "Knights: Clobber with a knight's move: onto an enemy stone a knight's move away",
     Directions::kKnight, Onto::kEnemy, false},
    "knights:xo.|..o|x.."))
REGISTER_RULESET_FAMILY(variant_family(
    {"rooks",
     "Rooks: Clobber with a rook's move: along a row or column over empty squares onto the first "
     "stone, an enemy's",
     Directions::kOrthogonal, Onto::kEnemy, true},
    "rooks:xox|ox."))
REGISTER_RULESET_FAMILY(variant_family(
    {"queens",
     "Queens: Clobber with a queen's move: along a row, column or diagonal over empty squares "
     "onto the first stone, an enemy's",
     Directions::kCompass, Onto::kEnemy, true},
    "queens:xox|ox."))

}  // namespace grundy::partizan::clobber_variants
