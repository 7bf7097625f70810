// Toppling Dominoes (Fink, Nowakowski, Siegel, Wolfe, "Toppling Conjectures", Games of No
// Chance 4, 2015; Lessons in Play ch. 2): a row of dominoes, each blue 'L' (Left's), red 'R'
// (Right's) or green 'G' (either player's). A move topples one of your dominoes (or a green one)
// to the left or to the right: it falls and knocks over every domino on that side, so the row
// left is the part on the other side. Rows joined by '|' are separate rows, played as a sum: each
// row is a component, held as the Position whose cells are its dominoes, and normalised to the
// lesser of the row and its mirror image (toppling is the same in either direction).
#include <fmt/format.h>

#include <algorithm>  // std::all_of, std::reverse

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/grid.h"
#include "grundy/games/strips.h"

namespace grundy::partizan {
namespace {

// The row or its mirror, whichever is less: a row and its mirror are the same game.
Component row(std::string dominoes) {
  std::string mirror(dominoes.rbegin(), dominoes.rend());
  return {0, 0, std::min(std::move(dominoes), std::move(mirror))};
}

// The option left by a row: no part when no domino stands.
Parts rest(std::string dominoes) {
  if (dominoes.empty()) return {};
  return {row(std::move(dominoes))};
}

class TopplingDominoes final : public Ruleset {
 public:
  std::string spelling() const override { return "toppling-dominoes"; }
  std::string describe() const override {
    return "Toppling Dominoes: topple one of your dominoes (L Left's, R Right's, G either's) left "
           "or right, knocking over every domino on that side";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    return parse_strips(text, column, "LRG", spelling(), "dominoes");
  }
  // Rows joined by '|'; no row is 0.
  std::string format_position(std::span<const Component> components) const override {
    return format_strips(components);
  }
  // A row never falls apart (every move leaves one end of it); it is only turned to its normal
  // orientation. No dominoes is 0.
  std::optional<Parts> components(const Component& c) const override {
    if (c.cells.empty()) return Parts{};
    Component normal = row(c.cells);
    if (normal == c) return std::nullopt;
    return Parts{std::move(normal)};
  }
  // A row of green dominoes only is impartial.
  bool is_impartial(const Component& c) const override {
    return std::all_of(c.cells.begin(), c.cells.end(), [](char d) { return d == 'G'; });
  }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    const std::string& s = c.cells;
    const char mine = side == Side::kLeft ? 'L' : 'R';
    std::vector<Parts> out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] != mine && s[i] != 'G') continue;
      out.push_back(rest(s.substr(i + 1)));  // toppled to the left: the dominoes right of it stay
      out.push_back(rest(s.substr(0, i)));   // toppled to the right
    }
    return out;
  }
  using Ruleset::options;
  // A row of n green dominoes is *n: its options are the green rows of 0 … n − 1 (each length
  // once toppling the domino that leaves it), so by induction the mex rule gives n.
  std::optional<std::uint64_t> fast_value(const Component& c, Budget&) const override {
    if (!is_impartial(c)) return std::nullopt;
    return c.cells.size();
  }
  // A row of n dominoes of Left's colour is n: Left's options are the rows of 0 … n − 1 such
  // dominoes, Right has none, so by induction it is {0, 1, …, n − 1 | } = n; of Right's, −n.
  std::optional<Dyadic> number_value(const Component& c, Budget&) const override {
    const std::string& s = c.cells;
    if (s.empty() || s.find_first_not_of(s[0]) != std::string::npos || s[0] == 'G') {
      return std::nullopt;
    }
    const auto n = static_cast<std::int64_t>(s.size());
    return Dyadic(s[0] == 'L' ? n : -n);
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::string& s = from.cells;
    const Parts after(to.begin(), to.end());
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (rest(s.substr(i + 1)) == after) {
        return fmt::format("topple domino {} ({}) to the left", i + 1, s[i]);
      }
      if (rest(s.substr(0, i)) == after) {
        return fmt::format("topple domino {} ({}) to the right", i + 1, s[i]);
      }
    }
    return "move to toppling-dominoes:" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    // A row of up to 2·size dominoes (rows are cheap: n(n+1)/2 sub-rows); every fourth green only.
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const std::uint64_t length = 1 + next(std::max(1u, 2 * size));
    std::string s;
    for (std::uint64_t i = 0; i < length; ++i) s += seed % 4 == 0 ? 'G' : "LRG"[next(3)];
    return row(std::move(s));
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<TopplingDominoes>(),
                                          "toppling-dominoes:LRLG|LL"))

}  // namespace grundy::partizan
