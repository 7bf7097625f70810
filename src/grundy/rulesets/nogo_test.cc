// NoGo against its rules written here again (tests/unit/rules_model.h): a board is a string of
// rows, a move is legal when afterwards every stone reaches an empty point through stones of its
// own colour (checked stone by stone, not group by group), valued from the whole board, never
// split into regions nor normalised under symmetry. And known answers of linear NoGo from the
// literature. Printing, parsing and refusals are the conformance suite's, from the cases at the
// bottom of this file (GRUNDY_RULESET_CASES).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "grundy/search/outcome_search.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan {
namespace {

// NoGo's rules on a board of cols columns (a string of rows): a position is legal when every
// stone reaches an empty point through stones of its own colour (checked stone by stone, not
// group by group). breathless: the first stone that does not, or -1.
int breathless(const std::string& s, int cols) {
  const int n = static_cast<int>(s.size());
  for (int i = 0; i < n; ++i) {
    if (s[i] != 'x' && s[i] != 'o') continue;
    std::vector<bool> seen(s.size());
    std::function<bool(int)> breathes = [&](int p) {
      if (p < 0 || p >= n || seen[p]) return false;
      seen[p] = true;
      if (s[p] == '.') return true;
      if (s[p] != s[i]) return false;
      const int c = p % cols;
      return (p >= cols && breathes(p - cols)) || (p + cols < n && breathes(p + cols)) ||
             (c > 0 && breathes(p - 1)) || (c + 1 < cols && breathes(p + 1));
    };
    if (!breathes(i)) return i;
  }
  return -1;
}
bool nogo_legal(const std::string& s, int cols) {
  return breathless(s, cols) < 0;
}

// A move puts a stone of one's own (Left 'x', Right 'o') on an empty point, leaving a legal
// position.
std::vector<std::string> nogo_moves(const std::string& s, int cols, Side side) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '.') continue;
    std::string t = s;
    t[i] = side == Side::kLeft ? 'x' : 'o';
    if (nogo_legal(t, cols)) out.push_back(std::move(t));
  }
  return out;
}

std::string spelled(const std::string& cells, int cols) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0 && i % static_cast<std::size_t>(cols) == 0) out += '|';
    out += cells[i];
  }
  return out;
}

TEST(NoGo, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("nogo");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // One empty point: a stone there would have no liberty (suicide), so no one moves: 0.
  EXPECT_EQ(canon("."), "0");
  // Two: the first stone leaves the other point its liberty, so no second stone fits: * too.
  EXPECT_EQ(canon(".."), "*");
  // MCGS (Müller's group, the linear NoGo solver of Du and Müller 2024) tests: X..O is a first
  // player win for either side; X.X.X.O is the integer 2 (Black's two gaps are hers alone).
  EXPECT_EQ(canon("x..o"), "*");
  EXPECT_EQ(canon("x.x.x.o"), "2");
  // The last liberty of a group is never filled: x.x is 0 (White's stone there would have no
  // liberty, Black's would take her group's last). x.x.: White has no legal point (each
  // would be suicide), Black has two, each leaving a board where no one can move: {0, 0 | } = 1.
  EXPECT_EQ(canon("x.x"), "0");
  EXPECT_EQ(canon("o.o"), "0");
  EXPECT_EQ(canon("x.x."), "1");
  // Three points: the middle stone leaves a point for its owner only (1, or -1), an end stone
  // leaves * (x.. : Black x.x or xx., White x.o, each 0), so it is {1, * | -1, *} = ±1.
  EXPECT_EQ(canon("..."), "+-1");
  // The empty 1×10 strip: MCGS's winning-move test gives Black's winning first moves as the
  // points 1, 3, 6 and 8 (from 0), so it is a first-player win with exactly those four.
  const std::vector<Component> strip = r->parse_position("..........", 1);
  const GameId g = solver.value(*r, strip);
  EXPECT_EQ(store.outcome(g, budget), Outcome::kN);
  std::vector<std::size_t> winning;  // after Left's winning move, Right moving first loses
  for (std::size_t i = 0; i < 10; ++i) {
    std::string after(10, '.');
    after[i] = 'x';
    const Outcome o = store.outcome(solver.value(*r, r->parse_position(after, 1)), budget);
    if (o == Outcome::kL || o == Outcome::kP) winning.push_back(i);
  }
  EXPECT_EQ(winning, (std::vector<std::size_t>{1, 3, 6, 8}));
}

TEST(NoGo, AgreesWithThePlainRecursion) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("nogo");
  std::mt19937 random(11);
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 1 + static_cast<int>(random() % 3);
    const int cols = 1 + static_cast<int>(random() % (rows == 1 ? 9 : rows == 2 ? 5 : 3));
    std::string cells;
    for (int i = 0; i < rows * cols; ++i) cells += "....xo#"[random() % (trial % 2 ? 7 : 6)];
    if (!nogo_legal(cells, cols)) continue;
    testing::RulesModel<std::string> recursion(
        store, budget,
        [cols](const std::string& t, Side side) { return nogo_moves(t, cols, side); });
    const std::string text = spelled(cells, cols);
    EXPECT_EQ(solver.value(*r, r->parse_position(text, 1)), recursion.value(cells)) << text;
    ++checked;
  }
  EXPECT_GT(checked, 150);
}

// A random legal board of rows × cols: points drawn from alphabet, stones of groups without a
// liberty taken off.
std::string random_legal(std::mt19937& random, int rows, int cols, std::string_view alphabet) {
  std::string cells;
  for (int i = 0; i < rows * cols; ++i) cells += alphabet[random() % alphabet.size()];
  for (int s; (s = breathless(cells, cols)) >= 0;) cells[static_cast<std::size_t>(s)] = '.';
  return cells;
}

// Whether side, moving first, wins the board by plain minimax over nogo_moves: no split, no
// normal form, no canonical form, memoised by board.
bool plain_wins(const std::string& s, int cols, Side side,
                std::map<std::pair<std::string, Side>, bool>& memo) {
  if (auto it = memo.find({s, side}); it != memo.end()) return it->second;
  bool win = false;
  for (const std::string& t : nogo_moves(s, cols, side)) {
    if (!plain_wins(t, cols, other(side), memo)) {
      win = true;
      break;
    }
  }
  memo.emplace(std::pair{s, side}, win);
  return win;
}

Outcome plain_outcome(const std::string& s, int cols) {
  std::map<std::pair<std::string, Side>, bool> memo;
  const bool left = plain_wins(s, cols, Side::kLeft, memo);
  const bool right = plain_wins(s, cols, Side::kRight, memo);
  return left && right ? Outcome::kN : left ? Outcome::kL : right ? Outcome::kR : Outcome::kP;
}

// The liberty classes (nogo.cc) on strips of up to 12 points and small boards: their values add
// up to the plain recursion's value of the whole board, and the outcome search (on bits and
// through the generic interface, with and without canonical forms) finds the plain minimax's
// outcome.
// The board's parts (liberty classes, split further through immortal groups) add up to the
// plain recursion's value (canonical forms compared), and the outcome search on bits and through
// the generic interface (and, with `pure`, without trial moves or sum nodes) finds the plain
// minimax's outcome. Returns how many parts the board has (−1 when it has no parts).
int check_parts_and_outcome(const RulesetPtr& r, const std::string& cells, int cols, bool pure) {
  const std::string text = spelled(cells, cols);
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  testing::RulesModel<std::string> recursion(
      store, budget, [cols](const std::string& t, Side side) { return nogo_moves(t, cols, side); });
  const std::vector<Component> board = r->parse_position(text, 1);
  const std::optional<Parts> parts = r->components(board[0]);
  EXPECT_TRUE(parts.has_value()) << text;
  if (!parts) return -1;
  GameId sum = kZero;
  for (const Component& p : *parts) sum = store.add(sum, solver.value(*r, p), budget);
  EXPECT_EQ(sum, recursion.value(cells)) << text;
  const Outcome expected = plain_outcome(cells, cols);
  for (const bool bits : {true, false}) {
    for (const bool without_cuts :
         pure ? std::vector<bool>{true, false} : std::vector<bool>{false}) {
      Budget b;
      OutcomeSearchOptions o;
      o.table_bytes = std::uint64_t{1} << 16;
      o.bit_boards = bits;
      if (without_cuts) o.trial_moves = 0, o.sum_nodes = 0;
      OutcomeSearch search(b, o);
      search.add(r, board[0]);
      EXPECT_EQ(search.outcome(), expected)
          << text << (bits ? " on bits" : "") << (without_cuts ? " pure" : "");
    }
  }
  return static_cast<int>(parts->size());
}

TEST(NoGo, LibertyClassesAgreeWithThePlainRecursion) {
  const RulesetPtr r = make_ruleset("nogo");
  std::mt19937 random(31);
  int split = 0;
  for (int trial = 0; trial < 240; ++trial) {
    const bool strip = trial % 2 == 0;
    const int rows = strip ? 1 : 2 + static_cast<int>(random() % 2);
    const int cols =
        strip ? 4 + static_cast<int>(random() % 9) : 2 + static_cast<int>(random() % 3);
    const std::string cells = random_legal(random, rows, cols, trial % 3 ? "...xo" : "..xo#");
    // Two classes or more, or none left (all points dead).
    if (check_parts_and_outcome(r, cells, cols, /*pure=*/true) != 1) ++split;
  }
  EXPECT_GT(split, 40);  // the classes split boards often: the test sees the split at work
}

// The liberty classes alone (no immortal groups), counted here again: empty points joined when
// next to each other or liberties of one group.
int liberty_class_count(const std::string& s, int cols) {
  const int n = static_cast<int>(s.size());
  std::vector<int> parent(s.size());
  for (int i = 0; i < n; ++i) parent[i] = i;
  std::function<int(int)> find = [&](int a) {
    return parent[a] == a ? a : parent[a] = find(parent[a]);
  };
  auto next_to = [&](int p, int q) {
    return (p / cols == q / cols && (p - q == 1 || q - p == 1)) || p - q == cols || q - p == cols;
  };
  for (int p = 0; p < n; ++p) {
    for (int q = p + 1; q < n; ++q) {
      if (s[p] == '.' && s[q] == '.' && next_to(p, q)) parent[find(p)] = find(q);
    }
  }
  for (int i = 0; i < n; ++i) {
    if (s[i] != 'x' && s[i] != 'o') continue;
    // The group of i by repeated sweeps, then its liberties joined.
    std::vector<bool> in(s.size());
    in[i] = true;
    for (bool grew = true; grew;) {
      grew = false;
      for (int p = 0; p < n; ++p) {
        for (int q = 0; q < n && !in[p]; ++q) {
          if (in[q] && s[p] == s[i] && next_to(p, q)) in[p] = grew = true;
        }
      }
    }
    int first = -1;
    for (int p = 0; p < n; ++p) {
      for (int q = 0; q < n; ++q) {
        if (in[q] && s[p] == '.' && next_to(p, q)) {
          if (first >= 0) parent[find(p)] = find(first);
          first = p;
        }
      }
    }
  }
  int count = 0;
  for (int p = 0; p < n; ++p) count += s[p] == '.' && find(p) == p;
  return count;
}

// The split through immortal groups (nogo.cc): on hundreds of random boards of up to 4 × 4 its
// classes add up to the plain recursion's value (canonical forms compared), the outcome search
// on bits and through the generic interface finds the plain minimax's outcome, and the split
// fires: some boards have more classes than the liberty classes alone give. Returns how many
// of the first `trials` boards (seed 41) split further.
int check_immortal_split(int trials) {
  const RulesetPtr r = make_ruleset("nogo");
  std::mt19937 random(41);
  int further = 0, checked = 0;
  for (int trial = 0; trial < trials; ++trial) {
    const int rows = 2 + static_cast<int>(random() % 3);
    const int cols = 2 + static_cast<int>(random() % 3);
    const std::string cells = random_legal(random, rows, cols, trial % 3 ? ".xo" : "..xo");
    const int parts = check_parts_and_outcome(r, cells, cols, /*pure=*/false);
    if (parts < 0) continue;
    if (parts > liberty_class_count(cells, cols)) ++further;
    ++checked;
  }
  EXPECT_EQ(checked, trials);
  return further;
}

// Random boards seldom hold an immortal group between two areas: 8 of the 400 split further
// (seed 41), 1 of the first 120, so `make test` checks the values on 60 boards and the long
// test shows the split at work.
TEST(NoGo, ImmortalGroupsSplitFurther) {
  check_immortal_split(60);
}

TEST(NoGoLong, ImmortalGroupsSplitFurtherOn400Boards) {
  EXPECT_GE(check_immortal_split(400), 5);
}

// NoGo on bits against the generic rules, on random boards of up to 4 × 4: each side's moves on
// bits, split into signed liberty classes, have the values of the generic options, and a board's
// classes on bits add up to its plain recursion's value.
TEST(NoGo, BitRulesAgreeWithTheGenericRules) {
  const RulesetPtr r = make_ruleset("nogo");
  const BitRules& bits = *dynamic_cast<const GridRuleset&>(*r).bit_rules();
  std::mt19937 random(37);
  auto value_of = [&](const std::vector<SignedBoard>& classes, PartizanSolver& solver,
                      GameStore& store, Budget& budget) {
    GameId total = kZero;
    for (const SignedBoard& c : classes) {
      const GameId v = solver.value(*r, bits.decode(c.board));
      total = store.add(total, c.negated ? store.negative(v) : v, budget);
    }
    return total;
  };
  for (int trial = 0; trial < 150; ++trial) {
    const int rows = 1 + static_cast<int>(random() % 4);
    const int cols = (rows == 1 ? 3 : 1) + static_cast<int>(random() % (rows == 1 ? 6 : 4));
    const std::string cells = random_legal(random, rows, cols, trial % 2 ? "...xo" : "..xo#");
    const std::string text = spelled(cells, cols);
    const Component c = r->parse_position(text, 1)[0];
    const std::optional<BitBoard> b = bits.encode(c);
    ASSERT_TRUE(b.has_value()) << text;
    EXPECT_EQ(bits.decode(*b), c) << text;
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    testing::RulesModel<std::string> recursion(
        store, budget,
        [cols](const std::string& t, Side side) { return nogo_moves(t, cols, side); });
    std::vector<SignedBoard> classes;
    bits.regions(*b, classes);
    EXPECT_EQ(value_of(classes, solver, store, budget), recursion.value(cells)) << text;
    for (Side side : {Side::kLeft, Side::kRight}) {
      std::vector<GameId> generic, on_bits;
      for (const std::string& t : nogo_moves(cells, cols, side)) {
        generic.push_back(recursion.value(t));
      }
      std::vector<BitBoard> moves;
      bits.moves(*b, side, moves);
      for (const BitBoard& m : moves) {
        classes.clear();
        bits.regions(m, classes);
        on_bits.push_back(value_of(classes, solver, store, budget));
      }
      std::sort(generic.begin(), generic.end());
      std::sort(on_bits.begin(), on_bits.end());
      EXPECT_EQ(on_bits, generic) << text;
    }
  }
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
// A group with no liberty is refused at its first stone (no capture, no suicide).
GRUNDY_RULESET_CASES(.family = "nogo",
                     .prints = {{"nogo:..x|.o.|...", "nogo:..x|.o.|..."},
                                {"nogo:x..o", "nogo:x..o"},
                                {"nogo:.#.|...", "nogo:.#.|..."}},
                     .refusals = {{"nogo:..z", 8},
                                  {"nogo:xo", 6},
                                  {"nogo:..|.o|ox", 13},
                                  {"nogo:.o.|oxo", 11}},
                     .positions = {"nogo:x..o", "nogo:x.x.x.o", "nogo:...|..."})

}  // namespace
}  // namespace grundy::partizan
