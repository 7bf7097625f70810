// Generalised Toads and Frogs: CGSuite's game.strip.GenToadsAndFrogs(minSlide, maxSlide, maxJump,
// allowFriendlyJump), MCGS's `[gen_toads]` with its parameters written first (`1,2,1,1:X.OX`),
// spelled here `gen-toads{minSlide,maxSlide,maxJump,friendly}:STRIPS`. On a strip Left's toads
// 't' (MCGS's 'X') move right and Right's frogs 'f' (MCGS's 'O') left; a unit may
//   - slide k squares, minSlide ≤ k ≤ maxSlide, when the square it lands on and every square it
//     passes are empty, or
//   - jump over a run of k adjacent enemy units, 1 ≤ k ≤ maxJump (of units of either side when
//     friendly is 1), onto the empty square just past the run.
// `gen-toads{1,1,1,0}` is Toads and Frogs, `gen-toads{1,1,0,0}` Elephants and Rhinos. A
// negative minSlide is CGSuite's backsliding: a unit may also slide back k squares,
// 1 ≤ k ≤ −minSlide (and k ≤ −maxSlide when maxSlide is negative), over empty squares;
// `gen-toads{-1,1,1,0}` is CGSuite's BackslidingToadsAndFrogs, registered by that name as
// `backsliding-toads-and-frogs` (alias `backsliding-toads`). Play is then loopy
// (Ruleset::is_loopy_ruleset): its value is that of its game graph as a loopy partizan game
// (grundy/stoppers/ruleset_graph.h), and the solvers of games that end refuse it. MCGS
// checks only the landing square of a slide of 3 or more; CGSuite's rule (every square passed is
// empty) is the one used here, so with minSlide ≥ 3 the two differ.
//
// Components: strips joined by '|' are a sum, each strip a component. Frogs at the left end of a
// strip can never move (nothing empty lies left of them) and nothing lands on their squares;
// likewise toads at the right end: those squares are cut off (not when units slide back: a frog
// at the left end may slide back right). A strip with no empty square or no unit has no move and
// is dropped. Without jumps (maxJump 0) and backsliding no unit ever passes another, and a strip
// falls apart as Elephants and Rhinos' do (one_way_strip.h: the walls "tf" and the gaps "f..t").
#include <fmt/format.h>

#include <algorithm>  // std::max
#include <charconv>   // std::from_chars

#include "grundy/core/error.h"
#include "grundy/games/one_way_strip.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/games/strips.h"

namespace grundy::partizan::gen_toads {
namespace {

constexpr std::string_view kName = "gen-toads";
constexpr int kMaxParameter = 4096;  // past the longest strip: a larger one changes nothing

struct Parameters {
  int min_slide = 1, max_slide = 1, max_jump = 1;
  bool friendly = false;
};

class GenToads final : public Ruleset {
 public:
  explicit GenToads(Parameters p, std::string name = {}) : p_(p), name_(std::move(name)) {}

  std::string spelling() const override {
    if (!name_.empty()) return name_;
    return fmt::format("{}{{{},{},{},{}}}", kName, p_.min_slide, p_.max_slide, p_.max_jump,
                       p_.friendly ? 1 : 0);
  }
  std::string describe() const override {
    if (backsliding()) {
      const std::string forward =
          p_.max_slide >= 1 ? fmt::format("forward 1 to {} or ", p_.max_slide) : std::string();
      return fmt::format(
          "generalised Toads and Frogs with backsliding (loopy): toads (t) move right, frogs (f) "
          "left, sliding {}back {} to {} empty squares, or jumping over up to {} adjacent "
          "{}units onto the empty square beyond",
          forward, std::max(1, -p_.max_slide), -p_.min_slide, p_.max_jump,
          p_.friendly ? "" : "enemy ");
    }
    return fmt::format(
        "generalised Toads and Frogs: toads (t) move right, frogs (f) left, sliding {} to {} "
        "empty squares or jumping over up to {} adjacent {}units onto the empty square beyond",
        p_.min_slide, p_.max_slide, p_.max_jump, p_.friendly ? "" : "enemy ");
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::string units(text);
    for (char& c : units) c = c == 'X' ? 't' : c == 'O' ? 'f' : c;  // MCGS's spelling
    return parse_strips(units, column, "tf.", spelling(), "squares");
  }
  std::string format_position(std::span<const Component> components) const override {
    return format_strips(components);
  }
  std::optional<Parts> components(const Component& c) const override {
    const std::string& s = c.cells;
    if (p_.max_jump == 0 && !backsliding()) {
      Parts parts = one_way_strip_parts(s, 't', 'f');
      if (parts.size() == 1 && parts[0] == c) return std::nullopt;
      return parts;
    }
    std::size_t a = 0, b = s.size();
    while (!backsliding() && a < b && s[a] == 'f') ++a;
    while (!backsliding() && b > a && s[b - 1] == 't') --b;
    const std::string_view live = std::string_view(s).substr(a, b - a);
    if (live.find('.') == std::string_view::npos ||
        live.find_first_of("tf") == std::string_view::npos) {
      return Parts{};
    }
    if (a == 0 && b == s.size()) return std::nullopt;
    return Parts{Component{0, 0, std::string(live)}};
  }
  bool is_impartial(const Component&) const override { return false; }
  // Backsliding makes every position loopy as a rule: a unit beside an empty square may slide
  // there and back.
  bool is_loopy(const Component&) const override { return backsliding(); }
  bool is_loopy_ruleset() const override { return backsliding(); }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    OptionsCharge charge(budget, "the option list of a strip");
    const std::string& s = c.cells;
    const int n = static_cast<int>(s.size());
    const char mine = side == Side::kLeft ? 't' : 'f', theirs = side == Side::kLeft ? 'f' : 't';
    const int dir = side == Side::kLeft ? 1 : -1;
    auto inside = [n](int i) { return i >= 0 && i < n; };
    std::vector<Parts> out;
    auto add = [&](int from, int to) {
      charge.add_board(s.size());
      std::string next = s;
      next[from] = '.';
      next[to] = mine;
      out.push_back({Component{0, 0, std::move(next)}});
    };
    for (int i = 0; i < n; ++i) {
      if (s[i] != mine) continue;
      charge.work(1);
      for (int k = 1; k <= p_.max_slide && inside(i + k * dir) && s[i + k * dir] == '.'; ++k) {
        if (k >= p_.min_slide) add(i, i + k * dir);
      }
      // Backsliding (CGSuite's GenToadsAndFrogs with minSlide < 0): k = -1, -2, … down to
      // minSlide, over empty squares, where k <= maxSlide.
      for (int k = -1; k >= p_.min_slide && inside(i + k * dir) && s[i + k * dir] == '.'; --k) {
        if (k <= p_.max_slide) add(i, i + k * dir);
      }
      for (int k = 1; k <= p_.max_jump && inside(i + k * dir); ++k) {
        const char over = s[i + k * dir];
        if (over != theirs && !(p_.friendly && over == mine)) break;
        const int land = i + (k + 1) * dir;
        if (inside(land) && s[land] == '.') add(i, land);
      }
    }
    return out;
  }
  using Ruleset::options;
  std::string describe_move(const Component&, std::span<const Component> to) const override {
    return "move to " + spelling() + ":" + format_position(to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 11;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const std::uint64_t length = 1 + next(std::max(1u, size));
    std::string s;
    for (std::uint64_t i = 0; i < length; ++i) s += "tf.."[next(4)];
    return {0, 0, std::move(s)};
  }

 private:
  bool backsliding() const { return p_.min_slide < 0; }
  Parameters p_;
  std::string name_;  // a registered name (backsliding-toads-and-frogs), else the parameters
};

// `gen-toads{a,b,c,d}`: the four integers, column being where the spelling starts.
Parameters parse_parameters(std::string_view spelling, std::size_t column) {
  const std::size_t open = kName.size();
  auto fail = [&](std::size_t at, const std::string& what) -> Parameters {
    throw parse_error(fmt::format("{} at column {}: {}", kName, column + at, what), column + at);
  };
  if (spelling.size() <= open || spelling[open] != '{' || spelling.back() != '}') {
    return fail(open, "expected {minSlide,maxSlide,maxJump,friendly}, as in gen-toads{1,2,1,0}");
  }
  int v[4];
  std::size_t at = open + 1;
  for (int i = 0; i < 4; ++i) {
    const char* first = spelling.data() + at;
    const char* last = spelling.data() + spelling.size() - 1;
    bool negative = first < last && *first == '-';
    auto [end, ec] = std::from_chars(first + (negative ? 1 : 0), last, v[i]);
    if (ec != std::errc() || end == first + (negative ? 1 : 0)) {
      return fail(at, "expected a whole number");
    }
    if (v[i] > kMaxParameter) return fail(at, fmt::format("at most {}", kMaxParameter));
    if (negative) v[i] = -v[i];
    const std::size_t number_at = at;
    at = static_cast<std::size_t>(end - spelling.data());
    if (i == 0 && v[0] == 0) {
      return fail(number_at,
                  "minSlide must not be 0 (1 for forward slides only, negative for backsliding, "
                  "as CGSuite's BackslidingToadsAndFrogs is gen-toads{-1,1,1,0})");
    }
    if (i == 1 && v[1] < v[0]) return fail(number_at, "maxSlide must be at least minSlide");
    if (i == 1 && v[1] == 0) return fail(number_at, "maxSlide must not be 0");
    if (i == 2 && v[2] < 0) return fail(number_at, "maxJump must be at least 0");
    if (i == 3 && v[3] != 0 && v[3] != 1) return fail(number_at, "friendly must be 0 or 1");
    const char want = i < 3 ? ',' : '}';
    if (at >= spelling.size() || spelling[at] != want) {
      return fail(at, fmt::format("expected '{}'", want));
    }
    ++at;
  }
  if (at != spelling.size()) return fail(at, "expected ':' after the parameters");
  return {v[0], v[1], v[2], v[3] == 1};
}

// A board game (listed with them), answering `gen-toads{…}`.
RulesetFamily gen_toads_family() {
  RulesetFamily family(
      std::string(kName), "gen-toads{1,2,1,1}:t.ft..f",
      [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr {
        if (!spelling.starts_with(kName)) return nullptr;
        if (spelling.size() > kName.size() && spelling[kName.size()] != '{') return nullptr;
        return std::make_shared<GenToads>(parse_parameters(spelling, column));
      },
      true, [] { return std::vector<std::string>{"gen-toads{...}"}; });
  family.board_game = true;
  family.loopy = true;  // with a negative minSlide (Ruleset::is_loopy_ruleset says which)
  return family;
}

// CGSuite's BackslidingToadsAndFrogs = GenToadsAndFrogs(minSlide => -1): a board game of the
// registry, loopy, spelled `backsliding-toads-and-frogs` or `backsliding-toads`.
RulesetFamily backsliding_family() {
  static const RulesetPtr ruleset =
      std::make_shared<GenToads>(Parameters{-1, 1, 1, false}, "backsliding-toads-and-frogs");
  RulesetFamily family(
      "backsliding-toads-and-frogs", "backsliding-toads-and-frogs:t.f",
      [](std::string_view spelling, std::size_t, const HeapPeriodOracle*) -> RulesetPtr {
        return spelling == "backsliding-toads-and-frogs" || spelling == "backsliding-toads"
                   ? ruleset
                   : nullptr;
      },
      true,
      [] {
        return std::vector<std::string>{"backsliding-toads-and-frogs", "backsliding-toads"};
      });
  family.board_game = true;
  family.loopy = true;
  return family;
}

}  // namespace

REGISTER_RULESET_FAMILY(gen_toads_family())
REGISTER_RULESET_FAMILY(backsliding_family())

}  // namespace grundy::partizan::gen_toads
