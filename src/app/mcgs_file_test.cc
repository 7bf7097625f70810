// MCGS's test files (app/mcgs_file.h, app/mcgs_run.h): the syntax of input/info.test, each game
// in grundy's spelling, the refusals with their line and column, and cases run against a plain
// recursion over Clobber strips and integers that never uses grundy's solvers.
#include "app/mcgs_file.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <functional>  // std::function
#include <map>         // std::map
#include <random>      // std::mt19937

#include "app/mcgs_run.h"
#include "grundy/core/error.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

std::string error_of(std::string_view text) {
  try {
    read_mcgs_file(text);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    return e.what();
  }
  return "no error";
}

std::string term_of(std::string section, std::string text) {
  const McgsTerm t = mcgs_term({section, text, 1, 1});
  return t.reason.empty() ? t.term : "skip: " + t.reason;
}

TEST(McgsFile, SectionsGamesAndCommands) {
  const auto cases = read_mcgs_file(
      "{version 1.7}\n"
      "/* a comment */ [clobber_1xn] XOXO (OXX)\n"
      "[integer_game] 4\n-5 [switch_game] (21, 7/8) 21,7/8\n"
      "{B, W win}\n"
      "{B loss}\n"
      "[kayles] 2\n[impartial clobber_1xn] XOXO\n{B, N 3}\n");
  ASSERT_EQ(cases.size(), 5u);
  EXPECT_EQ(cases[0].expression, "clobber:xoxo + clobber:oxx + 4 + -5 + {21|7/8} + {21|7/8}");
  EXPECT_EQ(cases[0].mcgs,
            "[clobber_1xn] XOXO OXX + [integer_game] 4 -5 + [switch_game] (21, 7/8) (21,7/8)");
  EXPECT_EQ(cases[0].ask, McgsAsk::kBlackFirst);
  EXPECT_FALSE(cases[0].expect_win);
  EXPECT_EQ(cases[1].ask, McgsAsk::kWhiteFirst);
  EXPECT_EQ(cases[1].expect_win, true);
  EXPECT_EQ(cases[1].line, 5u);
  EXPECT_EQ(cases[1].column, 5u);
  // The block before took the games: this sum is empty.
  EXPECT_EQ(cases[2].expression, "0");
  EXPECT_EQ(cases[2].expect_win, false);
  EXPECT_EQ(cases[4].expression, "kayles:2 + impartial(clobber):xoxo");
  EXPECT_EQ(cases[4].ask, McgsAsk::kNimValue);
  EXPECT_EQ(cases[4].expect_nim, 3u);
  EXPECT_EQ(cases[4].line, 9u);
  EXPECT_EQ(cases[4].column, 5u);
}

TEST(McgsFile, TermsInGrundysSpelling) {
  EXPECT_EQ(term_of("clobber", "XO.|.OX"), "clobber:xo.|.ox");
  EXPECT_EQ(term_of("nogo_1xn", "X..O"), "nogo:x..o");
  EXPECT_EQ(term_of("nogo", "..|#."), "nogo:..|#.");  // '#': no point (MCGS 1.7's grids)
  EXPECT_EQ(term_of("impartial nogo", "..|.."), "impartial(nogo):..|..");
  EXPECT_EQ(term_of("domineering", "..#|..."), "domineering:..#|...");
  EXPECT_EQ(term_of("impartial domineering", "..|.."), "impartial(domineering):..|..");
  EXPECT_EQ(term_of("amazons", "X.#|..O"), "amazons:x.#|..o");
  EXPECT_EQ(term_of("toppling_dominoes", "XO#X"), "toppling-dominoes:LRGL");
  EXPECT_EQ(term_of("gen_toads", "1,1,1,0:XX..OO"), "toads-and-frogs:tt..ff");
  EXPECT_EQ(term_of("integer_game", "-5"), "-5");
  EXPECT_EQ(term_of("nimber", "0"), "0");
  EXPECT_EQ(term_of("nimber", "7"), "*7");
  EXPECT_EQ(term_of("impartial nimber", "7"), "*7");
  EXPECT_EQ(term_of("kayles", "12"), "kayles:12");
  EXPECT_EQ(term_of("dyadic_rational", "-3 / 8"), "-3/8");
  EXPECT_EQ(term_of("dyadic_rational", "6/4"), "3/2");
  EXPECT_EQ(term_of("dyadic_rational", "8/4"), "2");
  EXPECT_EQ(term_of("switch_game", "21 7/8"), "{21|7/8}");
  EXPECT_EQ(term_of("switch_game", "1 / 2, -3"), "{1/2|-3}");
  EXPECT_EQ(term_of("up_star", "*"), "*");
  EXPECT_EQ(term_of("up_star", "1"), "^");
  EXPECT_EQ(term_of("up_star", "-2 *"), "v2*");
  EXPECT_EQ(term_of("up_star", "* 3"), "^3*");
  EXPECT_EQ(term_of("up_star", "0"), "0");
  EXPECT_EQ(term_of("elephants", "X.O"), "elephants:x.o");
  EXPECT_EQ(term_of("cannibal_clobber", "XX|O."), "cannibal-clobber:xx|o.");
  EXPECT_EQ(term_of("fission", "..|X#"), "fission:..|x#");
  EXPECT_EQ(term_of("gen_toads", "1,2,1,1:X.OX"), "gen-toads{1,2,1,1}:t.ft");
  EXPECT_EQ(term_of("sheep", "0, -2 | 3 0"), "sheep:(0, -2 | 3 0)");
  EXPECT_EQ(term_of("gen_king_dirt", "1,1,0:X..|.#O"), "gen-king-dirt:1,1,0:x..|.#o");
  EXPECT_TRUE(
      term_of("gen_toads", "1,3,0,0:X.O").starts_with("skip: [gen_toads] with parameters 1,3,0,0"));
  EXPECT_TRUE(term_of("impartial integer_game", "3").starts_with("skip: [impartial integer_game]"));
  EXPECT_TRUE(term_of("frogs_and_toads", "X").starts_with("skip: [frogs_and_toads] is not"));
}

TEST(McgsFile, SkippedCasesKeepTheirReason) {
  const auto cases = read_mcgs_file(
      "[clobber_1xn] XO [impartial up_star] 1 {B win}\n"
      "[clobber_1xn] XO {winning moves B 0-1, thermograph L: (0, -1) R: (0, -1)}\n");
  ASSERT_EQ(cases.size(), 3u);
  EXPECT_EQ(cases[0].expression, "");
  EXPECT_EQ(cases[0].skip_reason,
            "[impartial up_star]: MCGS's impartial wrapper of its own move tree for the value; "
            "grundy has no ruleset for it");
  EXPECT_EQ(cases[1].ask, McgsAsk::kWinningMoves);
  EXPECT_EQ(cases[2].ask, McgsAsk::kThermograph);
  EXPECT_FALSE(cases[2].skip_reason.empty());
}

TEST(McgsFile, BadInputNamesLineAndColumn) {
  EXPECT_NE(
      error_of("[gen_king_dirt] 1,1,2:X. {B win}").find("expected black,white,mustPlace:BOARD"),
      std::string::npos);
  EXPECT_EQ(error_of("[clobber_1xn] XO\n  /* never closed"),
            "line 2, column 3: a comment opened here is never closed with '*/'");
  EXPECT_EQ(error_of("[clobber_1xn] XO\n{B won}"),
            "line 2, column 4: expected 'win' or 'loss' after B, not 'won'");
  EXPECT_EQ(error_of("[clobber_1xn] XO\n{B win, Q}"),
            "line 2, column 9: unknown command 'Q': expected B or W (win/loss), N (a nim value), "
            "winning moves or thermograph");
  EXPECT_EQ(error_of("XO {B}"), "line 1, column 1: a game before any section title [name]");
  EXPECT_EQ(error_of("[integer_game]3 {B}"),
            "line 1, column 15: ']' closing a section title must be followed by whitespace");
  EXPECT_EQ(error_of("[integer_game] 3(4) {B}"),
            "line 1, column 17: '(' inside a game: enclosing symbols need whitespace around them");
  EXPECT_EQ(error_of("[clobber_1xn]\n  XOZ {B}"),
            "line 2, column 5: [clobber_1xn] 'XOZ': 'Z' is not one of 'XO.#'");
  EXPECT_EQ(error_of("[dyadic_rational] 1/3 {B}"),
            "line 1, column 19: [dyadic_rational] '1/3': '1/3' is not a dyadic rational (an int, "
            "or int/2^k)");
  EXPECT_EQ(error_of("[nimber] -1 {N}"),
            "line 1, column 10: [nimber] '-1': expected a natural number");
  EXPECT_EQ(error_of("[clobber_1xn] XO {B} }"), "line 1, column 22: '}' closes nothing");
  EXPECT_EQ(error_of("[clobber_1xn] XO {B,}"),
            "line 1, column 21: an empty command between commas");
  EXPECT_EQ(error_of("[clobber_1xn] XO {B} {version 1.7}"),
            "line 1, column 23: {version …} may only open the file");
}

// The second route: who wins a sum of Clobber strips and an integer, by the definition (a player
// who cannot move loses), over strings.
class PlainClobber {
 public:
  bool wins(std::vector<std::string> strips, int n, bool left) {
    std::string key = std::to_string(n) + (left ? "L" : "R");
    for (const std::string& s : strips) key += "/" + s;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool win = false;
    const char mine = left ? 'X' : 'O', theirs = left ? 'O' : 'X';
    for (std::size_t k = 0; k < strips.size() && !win; ++k) {
      std::string& s = strips[k];
      for (std::size_t i = 0; i < s.size() && !win; ++i) {
        if (s[i] != mine) continue;
        for (int d : {-1, 1}) {
          const std::size_t j = i + d;
          if (j >= s.size() || s[j] != theirs) continue;
          const std::string before = s;
          s[j] = mine, s[i] = '.';
          if (!wins(strips, n, !left)) win = true;
          s = before;
          if (win) break;
        }
      }
    }
    if (!win && left && n > 0) win = !wins(strips, n - 1, false);
    if (!win && !left && n < 0) win = !wins(strips, n + 1, true);
    return memo_[key] = win;
  }

 private:
  std::map<std::string, bool> memo_;
};

TEST(McgsRun, AgreesWithAPlainRecursion) {
  std::mt19937 rng(31);
  PlainClobber plain;
  std::string file = "{version 1.7}\n";
  int cases = 0;
  for (int t = 0; t < 60; ++t) {
    std::vector<std::string> strips;
    file += "[clobber_1xn]";
    for (int k = 0; k < 2; ++k) {
      std::string s;
      const int len = 1 + static_cast<int>(rng() % 6);
      for (int i = 0; i < len; ++i) s += "XO."[rng() % 3];
      strips.push_back(s);
      file += " " + s;
    }
    const int n = static_cast<int>(rng() % 5) - 2;
    file += fmt::format(" [integer_game] {}", n);
    const bool black = plain.wins(strips, n, true), white = plain.wins(strips, n, false);
    file += fmt::format(" {{B {}, W {}}}\n", black ? "win" : "loss", white ? "win" : "loss");
    cases += 2;
  }
  testing::TestShared shared;
  Budget budget;
  const Context context = shared.context(budget);
  const McgsReport r = run_mcgs_file("random.test", file, context, 0);
  EXPECT_EQ(r.rows.size(), static_cast<std::size_t>(cases));
  EXPECT_EQ(r.agree, static_cast<std::size_t>(cases));
  EXPECT_EQ(r.differ, 0u);
  // A wrong expectation is reported as such.
  const McgsReport wrong =
      run_mcgs_file("wrong.test", "[clobber_1xn] XO {B loss, W win} [kayles] 3 {N 2}", context, 0);
  ASSERT_EQ(wrong.rows.size(), 3u);
  EXPECT_EQ(wrong.rows[0].status, McgsStatus::kDiffer);
  EXPECT_EQ(wrong.rows[0].result, "win");
  EXPECT_EQ(wrong.rows[1].status, McgsStatus::kAgree);
  EXPECT_EQ(wrong.rows[2].status, McgsStatus::kDiffer);
  EXPECT_EQ(wrong.rows[2].result, "3");
  EXPECT_EQ(wrong.differ, 2u);
}

}  // namespace
}  // namespace grundy::app
