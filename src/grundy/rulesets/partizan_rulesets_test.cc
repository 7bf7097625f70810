// The rulesets against an independent route: who wins each small position by plain alternating
// search on the whole board (no components, no canonical forms), compared with the outcome class
// of the canonical form. And the impartial vectors: the canonical form of every impartial
// position, computed from the definition {options | options}, is *G.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <unordered_map>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

// Does side, moving first from position, win? (Normal play: no move, you lose.) The position is
// the whole board: an option's parts are kept as they come, never split into components.
class Search {
 public:
  explicit Search(const Ruleset& r) : ruleset_(r) {}
  bool wins_first(const Parts& position, Side side) {
    auto key = std::make_pair(position, side);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool win = false;
    Budget no_limit;  // a test of the rules, with no limit
    for (std::size_t i = 0; i < position.size() && !win; ++i) {
      for (const Parts& o : ruleset_.options(position[i], side, no_limit)) {
        Parts next = position;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        next.insert(next.begin() + static_cast<std::ptrdiff_t>(i), o.begin(), o.end());
        if (!wins_first(next, other(side))) {
          win = true;
          break;
        }
      }
    }
    memo_.emplace(key, win);
    return win;
  }

 private:
  const Ruleset& ruleset_;
  std::map<std::pair<Parts, Side>, bool> memo_;
};

Outcome searched_outcome(const Ruleset& r, const Parts& position) {
  Search s(r);
  const bool left = s.wins_first(position, Side::kLeft);
  const bool right = s.wins_first(position, Side::kRight);
  if (left && right) return Outcome::kN;
  if (left) return Outcome::kL;
  if (right) return Outcome::kR;
  return Outcome::kP;
}

void check_outcomes(const char* name, std::initializer_list<const char*> positions) {
  const RulesetPtr ruleset = make_ruleset(name);
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  for (const char* p : positions) {
    const Parts position = ruleset->parse_position(p, 1);
    const GameId g = solver.value(*ruleset, position);
    EXPECT_EQ(store.outcome(g, budget), searched_outcome(*ruleset, position))
        << name << ":" << p << " = " << format_game(store, g);
  }
}

// The same rules without components(): the whole board is one game. Splitting into regions and
// normalising each by symmetry must not change any value.
class Whole final : public Ruleset {
 public:
  explicit Whole(const Ruleset& r) : r_(r) {}
  std::string spelling() const override { return r_.spelling(); }
  std::string describe() const override { return r_.describe(); }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    return r_.parse_position(text, column);
  }
  std::string format_position(std::span<const Component> c) const override {
    return r_.format_position(c);
  }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    return r_.options(c, side, budget);
  }
  bool is_impartial(const Component& c) const override { return r_.is_impartial(c); }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    return r_.describe_move(from, to);
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    return r_.sample(seed, size);
  }

 private:
  const Ruleset& r_;
};

void check_components(const char* name, std::initializer_list<const char*> positions) {
  const RulesetPtr ruleset = make_ruleset(name);
  const Whole whole(*ruleset);
  GameStore store;
  Budget budget;
  PartizanSolver split(store, budget), together(store, budget);
  for (const char* p : positions) {
    const Parts position = ruleset->parse_position(p, 1);
    EXPECT_EQ(split.value(*ruleset, position), together.value(whole, position)) << name << ":" << p;
  }
}

TEST(PartizanRulesets, ComponentsKeepValues) {
  check_components("domineering",
                   {"...|...|...", "..#.|....|.#..", ".#.|...|.#.", "...#|..##|...."});
  check_components("cram", {"...|...|...", "..#.|.#..|.#.."});
  check_components("clobber", {"xoxo|ox..", "xxo.|o..x|ox.o", "xo.x|.oxo|x..o"});
  check_components("toads-and-frogs", {"ftt..ff.tt", "t.f.t.f", "fft.f.tt|t..f"});
  check_components("amazons", {"x.#.|.#.o|..#.", "xo.|#..|..o", "x.#.o|.#.#."});
  check_components("cutcake", {"2x3,3x2", "2x2,1x3"});
  check_components("hackenbush", {"0b1,1r2,2g0,0g3,3b3", "bgr,rgb,0g1,1g1", "br,0r1,1b2,2g1"});
}

TEST(PartizanRulesets, OutcomesAgreeWithSearch) {
  check_outcomes("domineering", {"..|..", "...|...", "...|...|...", "....|....|....", "..#|...|.#.",
                                 "....|.##.|....", ".....|.....", "...|...|...|..."});
  check_outcomes("cram", {"..|..", "...|...", "...|...|...", "....|....", "..#.|....|.#.."});
  check_outcomes("clobber",
                 {"xo", "xoxo", "xo|ox", "xox|oxo", "xoxo|oxox", "xxo|oox|.x.", "xoxo|oxox|xo.."});
  check_outcomes("toads-and-frogs",
                 {"t.f", "tt..ff", "t..f", "tt.f.f", "t.tf.f", "tt.ff", "ttt..fff"});
  check_outcomes("amazons", {"x..|..o", "x.o", "x...|...o", "x.#|.#o|...", "xo..|...."});
  check_outcomes("hackenbush", {"bbr", "br,rb", "gg,g", "0b1,1r2,2g0", "0g1,1g2,2g0,2b3",
                                "0b1,1r1,1g2", "bgr,rgb", "0r1,1b2,2r0,1g3,3g2"});
  check_outcomes("cutcake", {"2x2", "2x3", "3x5", "4x4,1x3", "5x2"});
}

// The benchmark boards against plain search (well under a second in a release build).
TEST(PartizanRulesets, BenchmarkBoardsAgreeWithSearch) {
  check_outcomes("domineering", {"....|....|....|....", ".....|.....|.....|....."});
  check_outcomes("clobber", {"xoxo|oxox|xoxo"});
  check_outcomes("toads-and-frogs", {"ttt..fff"});
  check_outcomes("amazons", {"x....|o...."});
}

TEST(PartizanRulesets, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* e) { return format_game(store, evaluate(solver, e)); };
  EXPECT_EQ(canon("domineering:..|.."), "+-1");
  EXPECT_EQ(canon("domineering:.|."), "1");
  EXPECT_EQ(canon("domineering:.."), "-1");
  EXPECT_EQ(canon("domineering:..."), "-1");
  EXPECT_EQ(canon("domineering:...."), "-2");
  EXPECT_EQ(canon("domineering:..|.#"), "*");  // an L-tromino: {0 | 0}
  EXPECT_EQ(canon("clobber:xo"), "*");
  EXPECT_EQ(canon("clobber:xxo"), "^");  // Albert et al.: xxo = ↑... up to the colour convention
  EXPECT_EQ(canon("cutcake:1x4"), "3");
  EXPECT_EQ(canon("cutcake:4x1"), "-3");
  EXPECT_EQ(canon("cutcake:3x3"), "0");
  EXPECT_EQ(canon("toads-and-frogs:t.f"), "*");
  EXPECT_EQ(canon("toads-and-frogs:t."), "1");
  EXPECT_EQ(canon("hackenbush:bb"), "2");
  EXPECT_EQ(canon("hackenbush:br"), "1/2");
  EXPECT_EQ(canon("hackenbush:brr"), "1/4");
  EXPECT_EQ(canon("hackenbush:g"), "*");
  EXPECT_EQ(canon("hackenbush:gg,g"), "*3");
  // The fusion principle: an odd circuit at the ground is one loop (*), an even one is 0.
  EXPECT_EQ(canon("hackenbush:0g1,1g2,2g0"), "*");
  EXPECT_EQ(canon("hackenbush:0g1,1g2,2g3,3g0"), "0");
  EXPECT_EQ(canon("hackenbush:bg"), "1*");
  // Components: separate regions add.
  EXPECT_EQ(canon("domineering:..#..|..#.."), "0");  // ±1 ± 1 = 0
  EXPECT_EQ(canon("cram:..|.."), "0");  // any move leaves a domino's room for one reply
}

TEST(PartizanRulesets, BadInputAndBudgets) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const std::string huge = "domineering:" + std::string(1'000'000, '.');
  for (const std::string& bad : {huge, std::string("domineering:..|..."), std::string("clobber:xq"),
                                 std::string("cutcake:2y3"), std::string("nosuch:1")}) {
    try {
      evaluate(solver, bad);
      ADD_FAILURE() << bad.substr(0, 40);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << e.what();
      EXPECT_GT(e.column(), 0u);
    }
  }
  Budget small;
  small.set_node_limit(5000);
  PartizanSolver limited(store, small);
  try {
    evaluate(limited, "domineering:........|........|........|........|........|........");
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

// Impartial rulesets are partizan games with equal options: the canonical form is *G.
TEST(PartizanImpartial, VectorsAreNimbers) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/positions.tsv");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream row(line);
    std::string expression, value;
    std::getline(row, expression, '\t');
    std::getline(row, value, '\t');
    if (value == "-") continue;  // misère rows
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    const GameId g = evaluate(solver, expression, /*by_definition=*/true);
    EXPECT_EQ(format_game(store, g), format_nus({Dyadic(0), 0, std::stoull(value)})) << expression;
    ++checked;
  }
  EXPECT_GT(checked, 10);
}

TEST(PartizanImpartial, SequencePrefixesAreNimbers) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/sequences.tsv");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream row(line);
    std::string ruleset, values;
    std::getline(row, ruleset, '\t');
    std::getline(row, values, '\t');
    std::istringstream vs(values);
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    const RulesetPtr r = make_ruleset(ruleset);
    std::uint64_t g = 0;
    for (std::uint64_t n = 0; n <= 24 && (vs >> g); ++n) {
      GameId v = kZero;
      for (const Component& c : r->parse_position(std::to_string(n), 1)) {
        v = store.add(v, solver.value(*r, c), budget);  // by definition: no Grundy value used
      }
      EXPECT_EQ(v, store.nimber(g)) << ruleset << ":" << n;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace grundy::partizan
