// Generalised King Dirt (MCGS's `[gen_king_dirt]`, src/gen_king_dirt.cpp, and its CGSuite script
// utils/CGSuite/GenKingDirt.cgs): on a board of empty squares '.', dirt '#' and kings, Left's 'x'
// and Right's 'o', each player also holds some kings not yet placed. A player moves by
//   - placing: when they hold a king, putting it on any empty square; or
//   - sliding: moving a king of theirs one square in any of the 8 directions onto an empty
//     square; the square it left becomes dirt.
// When must-place is 1, a player who can place may not slide.
//
// Spelling: MCGS's, `B,W,M:BOARD` after the name: B and W the kings Left and Right still hold, M
// must-place (0 or 1), and the board in CGSuite's spelling (MCGS's 'X' and 'O' read as 'x' and
// 'o'): `gen-king-dirt:1,1,0:x..|.#.|.x#`. `gen-king-dirt:BOARD` is `0,0,0:BOARD`. Accepted as
// `gen_king_dirt` too. Every move fills one empty square, so a player can place no more kings
// than there are empty squares: the counts are read as at most that (and must-place as 0 when
// both are 0), as MCGS normalises them.
//
// Components (MCGS's split). Empty squares are never made again, and a king can only ever move
// within its 8-connected region of squares that are not dirt: a region with no empty square is
// dead (its kings made dirt). While a king is still to be placed the board is one game (a king
// may be placed in any region); it is cropped to the squares that are not dirt. Once none is, each
// region is a game of its own, dropped when it has no king or no empty square. The rules are the
// same under the 8 symmetries of the square, so a part is normalised to its least image.
#include <fmt/format.h>

#include <algorithm>  // std::min, std::count
#include <charconv>   // std::from_chars

#include "grundy/core/error.h"
#include "grundy/games/grid.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/position_size.h"
#include "grundy/games/registry.h"

namespace grundy::partizan::gen_king_dirt {
namespace {

constexpr std::string_view kName = "gen-king-dirt";
constexpr std::uint64_t kShift = 32;  // the counts ride above a board's rows and columns

// A position: the board and the kings still to be placed.
struct State {
  Grid grid;
  std::uint64_t black = 0, white = 0;  // Left's and Right's kings still to place
  bool must_place = false;

  // MCGS's normalisation: no more kings to place than empty squares; no must-place without any.
  void normalise() {
    const auto empty =
        static_cast<std::uint64_t>(std::count(grid.cells.begin(), grid.cells.end(), '.'));
    black = std::min(black, empty);
    white = std::min(white, empty);
    if (black == 0 && white == 0) must_place = false;
  }
  bool placing() const { return black > 0 || white > 0; }

  // rows | black << 32 in a, columns | white << 32 | must-place << 63 in b.
  Component position() const {
    return {static_cast<std::uint64_t>(grid.rows) | black << kShift,
            static_cast<std::uint64_t>(grid.cols) | white << kShift |
                static_cast<std::uint64_t>(must_place) << 63,
            grid.cells};
  }
  static State of(const Component& c) {
    constexpr std::uint64_t kLow = (std::uint64_t{1} << kShift) - 1;
    State s;
    s.grid = Grid{static_cast<int>(c.a & kLow), static_cast<int>(c.b & kLow), c.cells};
    s.black = c.a >> kShift;
    s.white = (c.b >> kShift) & ((std::uint64_t{1} << 31) - 1);
    s.must_place = (c.b >> 63) != 0;
    return s;
  }
  std::string spelling() const {
    return fmt::format("{},{},{}:{}", black, white, must_place ? 1 : 0, grid.spelling());
  }
};

// Whole numbers B,W,M before the board's ':' (text is the part before it).
void parse_counts(std::string_view text, std::size_t column, State& s) {
  std::uint64_t v[3];
  std::size_t at = 0;
  for (int i = 0; i < 3; ++i) {
    auto [end, ec] = std::from_chars(text.data() + at, text.data() + text.size(), v[i]);
    if (ec != std::errc() || end == text.data() + at || v[i] > kMaxPositionSize * 1000) {
      throw parse_error(fmt::format("{} at column {}: expected a whole number (the {}) in "
                                    "B,W,M:BOARD, as in {}:1,1,0:x..|..o",
                                    kName, column + at,
                                    i == 0   ? "kings Left places"
                                    : i == 1 ? "kings Right places"
                                             : "must-place, 0 or 1",
                                    kName),
                        column + at);
    }
    if (i == 2 && v[2] > 1) {
      throw parse_error(fmt::format("{} at column {}: must-place is 0 or 1", kName, column + at),
                        column + at);
    }
    at = static_cast<std::size_t>(end - text.data());
    if (i < 2 && (at >= text.size() || text[at] != ',')) {
      throw parse_error(
          fmt::format("{} at column {}: expected ',' in B,W,M:BOARD", kName, column + at),
          column + at);
    }
    if (i < 2) ++at;
  }
  if (at != text.size()) {
    throw parse_error(
        fmt::format("{} at column {}: expected ':' and the board after B,W,M", kName, column + at),
        column + at);
  }
  s.black = v[0], s.white = v[1], s.must_place = v[2] == 1;
}

// The board cropped to the squares that are not dirt ("#" when none is), kings in a region with
// no empty square made dirt.
Grid crop_live(const Grid& g) {
  Grid kept = g;
  for (char& c : kept.cells) c = '#';
  std::vector<char> seen(g.cells.size(), 0);
  int top = g.rows, bottom = -1, left = g.cols, right = -1;
  for (int r0 = 0; r0 < g.rows; ++r0) {
    for (int c0 = 0; c0 < g.cols; ++c0) {
      if (seen[static_cast<std::size_t>(r0 * g.cols + c0)] || g.at(r0, c0) == '#') continue;
      std::vector<std::pair<int, int>> region, stack{{r0, c0}};
      seen[static_cast<std::size_t>(r0 * g.cols + c0)] = 1;
      bool has_empty = false;
      while (!stack.empty()) {
        const auto [r, c] = stack.back();
        stack.pop_back();
        region.push_back({r, c});
        has_empty = has_empty || g.at(r, c) == '.';
        for (int dr = -1; dr <= 1; ++dr) {
          for (int dc = -1; dc <= 1; ++dc) {
            const int nr = r + dr, nc = c + dc;
            if (!g.inside(nr, nc) || g.at(nr, nc) == '#') continue;
            char& s = seen[static_cast<std::size_t>(nr * g.cols + nc)];
            if (!s) s = 1, stack.push_back({nr, nc});
          }
        }
      }
      if (!has_empty) continue;
      for (const auto& [r, c] : region) {
        kept.at(r, c) = g.at(r, c);
        top = std::min(top, r), bottom = std::max(bottom, r);
        left = std::min(left, c), right = std::max(right, c);
      }
    }
  }
  if (bottom < 0) return Grid{1, 1, "#"};
  Grid out{bottom - top + 1, right - left + 1, {}};
  for (int r = top; r <= bottom; ++r) {
    for (int c = left; c <= right; ++c) out.cells += kept.at(r, c);
  }
  return out;
}

class GenKingDirt final : public Ruleset {
 public:
  std::string spelling() const override { return std::string(kName); }
  std::string describe() const override {
    return "generalised King Dirt: place a king you hold on an empty square, or move a king one "
           "square (8 directions) onto an empty one, leaving dirt behind";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {  // games joined by ';' (as printed)
      if (i < text.size() && text[i] != ';') continue;
      std::size_t a = start, b = i;
      while (a < b && text[a] == ' ') ++a;
      while (b > a && text[b - 1] == ' ') --b;
      out.push_back(parse_one(text.substr(a, b - a), column + a));
      start = i + 1;
    }
    return out;
  }
  std::string format_position(std::span<const Component> components) const override {
    if (components.empty()) return "0,0,0:#";
    std::string out;
    for (const Component& c : components) {
      if (!out.empty()) out += ';';
      out += State::of(c).spelling();
    }
    return out;
  }
  std::optional<Parts> components(const Component& c) const override {
    const State s = State::of(c);
    if (!s.placing()) {
      return grid_regions(
          s.grid, [](char x) { return x != '#'; },
          [](const Grid& r) {
            return r.cells.find('.') != std::string::npos &&
                   r.cells.find_first_of("xo") != std::string::npos;
          },
          true, Symmetry::kDihedral);
    }
    State part = s;
    part.grid = normalise(crop_live(s.grid), Symmetry::kDihedral);
    if (part.grid.cells.find('.') == std::string::npos) return Parts{};  // no move for anyone
    const Component p = part.position();
    if (p == c) return std::nullopt;
    return Parts{p};
  }
  bool is_impartial(const Component&) const override { return false; }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    OptionsCharge charge(budget, "the option list of a board");
    const State s = State::of(c);
    const Grid& g = s.grid;
    const char mine = side == Side::kLeft ? 'x' : 'o';
    const std::uint64_t held = side == Side::kLeft ? s.black : s.white;
    std::vector<Parts> out;
    auto add = [&](State next) {
      next.normalise();
      out.push_back({next.position()});
    };
    bool placed = false;
    if (held > 0) {
      for (std::size_t i = 0; i < g.cells.size(); ++i) {
        charge.work(1);
        if (g.cells[i] != '.') continue;
        charge.add_board(g.cells.size());
        State next = s;
        next.grid.cells[i] = mine;
        (side == Side::kLeft ? next.black : next.white) -= 1;
        add(std::move(next));
        placed = true;
      }
    }
    if (s.must_place && placed) return out;
    for (int r = 0; r < g.rows; ++r) {
      for (int col = 0; col < g.cols; ++col) {
        charge.work(1);
        if (g.at(r, col) != mine) continue;
        for (int dr = -1; dr <= 1; ++dr) {
          for (int dc = -1; dc <= 1; ++dc) {
            if ((dr == 0 && dc == 0) || !g.inside(r + dr, col + dc) ||
                g.at(r + dr, col + dc) != '.') {
              continue;
            }
            charge.add_board(g.cells.size());
            State next = s;
            next.grid.at(r, col) = '#';
            next.grid.at(r + dr, col + dc) = mine;
            add(std::move(next));
          }
        }
      }
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const State a = State::of(from);
    if (to.size() == 1) {
      const State b = State::of(to[0]);
      if (b.grid.rows == a.grid.rows && b.grid.cols == a.grid.cols) {
        const std::string changed = changed_squares(a.grid, b.grid);
        const bool slide = changed.find(" and ") != std::string::npos;
        return fmt::format("{} {}", slide ? "slide a king: dirt and king on" : "place a king on",
                           changed);
      }
    }
    return "move to " + std::string(kName) + ":" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 23;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    State s;
    s.grid = sample_grid(next(1u << 30), size, "xo..#");
    s.black = next(3), s.white = next(3), s.must_place = next(2) == 1;
    s.normalise();
    return s.position();
  }

 private:
  static Component parse_one(std::string_view text, std::size_t column) {
    State s;
    std::string_view board = text;
    if (const std::size_t colon = text.find(':'); colon != std::string_view::npos) {
      parse_counts(text.substr(0, colon), column, s);
      board = text.substr(colon + 1);
      column += colon + 1;
    }
    std::string lower(board);
    for (char& c : lower) c = c == 'X' ? 'x' : c == 'O' ? 'o' : c;  // MCGS's spelling
    s.grid = Grid::parse(lower, column, "xo.#", kName);
    s.normalise();
    return s.position();
  }
};

RulesetFamily gen_king_dirt_family() {
  RulesetPtr ruleset = std::make_shared<GenKingDirt>();
  RulesetFamily family(
      std::string(kName), "gen-king-dirt:1,1,0:x..|.#.|.x#",
      [ruleset](std::string_view spelling, std::size_t, const HeapPeriodOracle*) -> RulesetPtr {
        return spelling == kName || spelling == "gen_king_dirt" ? ruleset : nullptr;
      },
      true,
      [] {
        return std::vector<std::string>{"gen-king-dirt", "gen_king_dirt"};
      });
  family.board_game = true;
  return family;
}

}  // namespace

REGISTER_RULESET_FAMILY(gen_king_dirt_family())

}  // namespace grundy::partizan::gen_king_dirt
