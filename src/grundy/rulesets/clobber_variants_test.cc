// The Clobber variants (clobber_variants.cc) against their rules written again here
// (tests/unit/rules_model.h: a board is its spelling, a move is found square by square on it, no
// regions, no symmetry, no ruleset code), on every board of up to 6 squares and on random boards
// of up to 12 with missing squares; and against the values CGSuite's own tests print
// (GameGridTest.scala) and MCGS's outcomes for Cannibal Clobber (its unit-test file
// cannibal_clobber.test). Printing, parsing and refusals are the conformance suite's, from the
// cases at the bottom of this file.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "grundy/core/outcome.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan::clobber_variants_test {
namespace {

// A variant's rules as CGSuite's GenClobber states them: directions, what a stone may move onto,
// whether it first slides over empty squares, and whether it leaves an enemy stone behind.
struct Rules {
  std::vector<std::pair<int, int>> directions;
  bool onto_enemy, onto_own, onto_empty, slides;
};

const std::vector<std::pair<int, int>> kFour = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
const std::vector<std::pair<int, int>> kCorners = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
std::vector<std::pair<int, int>> eight() {
  std::vector<std::pair<int, int>> out = kFour;
  out.insert(out.end(), kCorners.begin(), kCorners.end());
  return out;
}

Rules rules_of(const std::string& name) {
  if (name == "cannibal-clobber") return {kFour, true, true, false, false};
  if (name == "anti-clobber") return {kFour, false, false, true, false};
  if (name == "diagonal-clobber") return {kCorners, true, false, false, false};
  if (name == "kings") return {eight(), true, false, false, false};
  if (name == "knights") {
    return {{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}},
            true,
            false,
            false,
            false};
  }
  if (name == "rooks") return {kFour, true, false, false, true};
  return {eight(), true, false, false, true};  // queens
}

// side's moves on a board spelled "row|row|…", by the rules alone.
std::vector<std::string> board_moves(const Rules& rules, const std::string& board, Side side) {
  std::vector<std::string> rows;
  for (std::size_t start = 0;;) {
    const std::size_t bar = board.find('|', start);
    rows.push_back(board.substr(start, bar - start));
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  const char me = side == Side::kLeft ? 'x' : 'o', you = side == Side::kLeft ? 'o' : 'x';
  auto cell = [&](int r, int c) -> char {
    if (r < 0 || r >= static_cast<int>(rows.size()) || c < 0 ||
        c >= static_cast<int>(rows[0].size())) {
      return '#';
    }
    return rows[r][c];
  };
  std::vector<std::string> out;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    for (int c = 0; c < static_cast<int>(rows[0].size()); ++c) {
      if (rows[r][c] != me) continue;
      for (auto [dr, dc] : rules.directions) {
        int n = 1;
        while (rules.slides && cell(r + n * dr, c + n * dc) == '.') ++n;
        const char target = cell(r + n * dr, c + n * dc);
        const bool ok = (target == you && rules.onto_enemy) || (target == me && rules.onto_own) ||
                        (target == '.' && rules.onto_empty);
        if (!ok) continue;
        std::vector<std::string> next = rows;
        next[r][c] = rules.onto_empty ? you : '.';
        next[r + n * dr][c + n * dc] = me;
        std::string spelled;
        for (const std::string& row : next) spelled += (spelled.empty() ? "" : "|") + row;
        out.push_back(spelled);
      }
    }
  }
  return out;
}

const char* const kVariants[] = {
    "cannibal-clobber", "anti-clobber", "diagonal-clobber", "kings", "knights", "rooks", "queens"};

// Every board of rows × cols squares over alphabet.
std::vector<std::string> every_board(int rows, int cols, const std::string& alphabet) {
  std::vector<std::string> out;
  const int n = rows * cols;
  std::size_t total = 1;
  for (int i = 0; i < n; ++i) total *= alphabet.size();
  for (std::size_t k = 0; k < total; ++k) {
    std::string b;
    std::size_t x = k;
    for (int i = 0; i < n; ++i) {
      if (i > 0 && i % cols == 0) b += '|';
      b += alphabet[x % alphabet.size()];
      x /= alphabet.size();
    }
    out.push_back(b);
  }
  return out;
}

TEST(ClobberVariants, AgreeWithTheirRulesOnEverySmallBoard) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  std::mt19937 random(34);
  for (const char* name : kVariants) {
    const RulesetPtr r = make_ruleset(name);
    const Rules rules = rules_of(name);
    testing::RulesModel<std::string> model(
        store, budget, [&rules](const std::string& b, Side s) { return board_moves(rules, b, s); });
    std::vector<std::string> boards;
    for (auto [rows, cols] : std::vector<std::pair<int, int>>{
             {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {2, 2}, {2, 3}, {3, 2}}) {
      for (std::string& b : every_board(rows, cols, "xo.")) boards.push_back(std::move(b));
    }
    for (int trial = 0; trial < 150; ++trial) {
      const int rows = 1 + static_cast<int>(random() % 3),
                cols = 2 + static_cast<int>(random() % 3);
      std::string b;
      for (int i = 0; i < rows * cols; ++i) {
        if (i > 0 && i % cols == 0) b += '|';
        b += "xxoo..#"[random() % 7];
      }
      boards.push_back(b);
    }
    for (const std::string& b : boards) {
      ASSERT_EQ(solver.value(*r, r->parse_position(b, 1)), model.value(b)) << name << ":" << b;
    }
    // Exchanging the colours is the negative.
    for (std::size_t i = 0; i < boards.size(); i += 37) {
      std::string swapped = boards[i];
      for (char& c : swapped) c = c == 'x' ? 'o' : c == 'o' ? 'x' : c;
      EXPECT_EQ(model.value(swapped), store.negative(model.value(boards[i])))
          << name << ":" << boards[i];
    }
  }
}

TEST(ClobberVariants, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto value = [&](const char* e) { return evaluate(solver, e); };
  // CGSuite's GameGridTest.scala ("define Clobber properly"); CGSuite prints {*|v} as v[2] (its
  // ^[n] is {^[n-1]|*}).
  EXPECT_EQ(value("kings:xox|ox."), value("{^^*|*,{*|v}}"));
  EXPECT_EQ(value("rooks:xox|ox."), value("{^^*|0,*}"));
  EXPECT_EQ(value("queens:xox|ox."), value("^"));
  EXPECT_EQ(value("anti-clobber:xoxo|oo.."), value("{*|-1}"));
  EXPECT_EQ(value("diagonal-clobber:xoxo|oox.|xxx."), value("{0,v*|vv}"));
  EXPECT_EQ(value("clobber:xox|ox."), value("{^^*|*,v}"));  // the same test's plain Clobber
  // By hand: in Cannibal Clobber xx is {x|} = {0|} = 1; xxx is {xx, x.x|} = {1, 0|} = 2; xo is
  // {x|o} = {0|0} = *. In Anti-Clobber x. is {ox|} = {0|} = 1.
  EXPECT_EQ(format_game(store, value("cannibal-clobber:xx")), "1");
  EXPECT_EQ(format_game(store, value("cannibal-clobber:xxx")), "2");
  EXPECT_EQ(format_game(store, value("hot-clobber:xo")), "*");
  EXPECT_EQ(format_game(store, value("anti-clobber:x.")), "1");
  // MCGS's outcomes (cannibal_clobber.test; B is Left): XO|OX B win, W win (N); XOX|OXO and
  // XO|OX|XO B loss, W loss (P); X|X|O B win, W loss (L); X|O|O R.
  auto outcome = [&](const char* e) {
    return std::string(to_string(store.outcome(value(e), budget)));
  };
  EXPECT_EQ(outcome("cannibal-clobber:XO|OX"), "N");
  EXPECT_EQ(outcome("cannibal-clobber:XOX|OXO"), "P");
  EXPECT_EQ(outcome("cannibal-clobber:XO|OX|XO"), "P");
  EXPECT_EQ(outcome("cannibal-clobber:X|X|O"), "L");
  EXPECT_EQ(outcome("cannibal-clobber:X|O|O"), "R");
}

}  // namespace
}  // namespace grundy::partizan::clobber_variants_test

GRUNDY_RULESET_CASES(.family = "cannibal-clobber",
                     .prints = {{"cannibal-clobber:xx|ox", "cannibal-clobber:xx|ox"},
                                {"hot-clobber:XO|OX", "cannibal-clobber:xo|ox"}},
                     .refusals = {{"cannibal-clobber:xq", 19}},
                     .positions = {"cannibal-clobber:xoxo|oxox", "cannibal-clobber:xxo|oox|.x.",
                                   "cannibal-clobber:xox|oxo|xox"})
GRUNDY_RULESET_CASES(.family = "anti-clobber",
                     .prints = {{"anti-clobber:xoxo|oo..", "anti-clobber:xoxo|oo.."}},
                     .refusals = {{"anti-clobber:x.q", 16}},
                     .positions = {"anti-clobber:x..o", "anti-clobber:xo.|..#|.ox"})
GRUNDY_RULESET_CASES(.family = "diagonal-clobber",
                     .prints = {{"diagonal-clobber:xo|ox", "diagonal-clobber:xo|ox"}},
                     .refusals = {{"diagonal-clobber:t", 18}},
                     .positions = {"diagonal-clobber:xoxo|oox.|xxx."})
GRUNDY_RULESET_CASES(.family = "kings", .prints = {{"kings:xox|ox.", "kings:xox|ox."}},
                     .refusals = {{"kings:xo|o", 11}}, .positions = {"kings:xox|ox.|.ox"})
GRUNDY_RULESET_CASES(.family = "knights", .prints = {{"knights:xo.|..o", "knights:xo.|..o"}},
                     .refusals = {{"knights:xz", 10}}, .positions = {"knights:xo.|..o|x.."})
GRUNDY_RULESET_CASES(.family = "rooks", .prints = {{"rooks:x..o", "rooks:x..o"}},
                     .refusals = {{"rooks:xzo", 8}}, .positions = {"rooks:xox|ox.|..o"})
GRUNDY_RULESET_CASES(.family = "queens", .prints = {{"queens:x..o", "queens:x..o"}},
                     .refusals = {{"queens:x?o", 9}}, .positions = {"queens:xox|ox.|..o"})
