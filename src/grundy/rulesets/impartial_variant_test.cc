// The impartial variant `impartial(R)` against games whose values are known by another route:
// the variant of Domineering is Cram (either player places a domino either way), of Toppling
// Dominoes a row of n dominoes of any colours is *n (a row of green ones), of Hackenbush a
// picture is its all-green picture; and its spelling, options and refusals. Every partizan
// ruleset's variant against a plain mex recursion: tests/unit/impartial_variant_sweep_test.cc.
#include "grundy/rulesets/impartial_variant.h"

#include <gtest/gtest.h>

#include <string>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::impartial_variant_test {
namespace {

std::uint64_t variant_value(const std::string& expression) {
  Budget budget;
  GrundySolver solver(budget);
  return solver.grundy_value(parse_sum(expression));
}

TEST(ImpartialVariant, OfDomineeringIsCram) {
  for (const char* board : {"..", "...", "..|..", "...|...", "...|...|...", "....|....", "..#|...",
                            ".....|.....", "....|....|...."}) {
    EXPECT_EQ(variant_value(std::string("impartial(domineering):") + board),
              variant_value(std::string("cram:") + board))
        << board;
  }
}

TEST(ImpartialVariant, OfToppingDominoesIsARowOfGreenDominoes) {
  // Every domino may be toppled either way by the player to move: a row of n is *n.
  for (const char* row : {"L", "LR", "RRL", "LGRL", "RLRLRLR", "LLLLLLLLLL"}) {
    EXPECT_EQ(variant_value(std::string("impartial(toppling-dominoes):") + row),
              std::string(row).size())
        << row;
  }
}

TEST(ImpartialVariant, OfHackenbushIsGreenHackenbush) {
  // Either player may cut any edge: every edge is green.
  EXPECT_EQ(variant_value("impartial(hackenbush):bbr"), variant_value("hackenbush:ggg"));
  EXPECT_EQ(variant_value("impartial(hackenbush):br,rrb,b"), variant_value("hackenbush:gg,ggg,g"));
  EXPECT_EQ(variant_value("impartial(hackenbush):0b1,1r2,2b0"),
            variant_value("hackenbush:0g1,1g2,2g0"));
}

TEST(ImpartialVariant, OptionsAreBothSidesOnceEach) {
  Budget budget;
  const RulesetPtr r = make_ruleset("impartial(clobber)");
  const RulesetPtr clobber = make_ruleset("clobber");
  // xo: Left clobbers right (leaving a lone x), Right clobbers left (a lone o): two options, each
  // the empty sum once split.
  const std::vector<Component> xo = r->parse_position("xo", 1);
  EXPECT_EQ(r->options(xo[0], budget).size(), 2u);
  EXPECT_EQ(r->options(xo[0], Side::kLeft, budget), r->options(xo[0], Side::kRight, budget));
  // A green domino toppled either way, by either side, leaves nothing: one option.
  const RulesetPtr td = make_ruleset("impartial(toppling-dominoes)");
  EXPECT_EQ(td->options(td->parse_position("G", 1)[0], budget), std::vector<Parts>{Parts{}});
  EXPECT_TRUE(r->is_impartial_ruleset());
  EXPECT_EQ(r->spelling(), "impartial(clobber)");
}

TEST(ImpartialVariant, SpellingsOfTheVariant) {
  EXPECT_EQ(impartial_variant_spelling("nogo"), "impartial(nogo)");
  EXPECT_EQ(make_ruleset("impartial( konane )")->spelling(), "impartial(konane)");
  EXPECT_EQ(format_sum(parse_sum("impartial(clobber):xo + impartial(nogo):..")),
            "impartial(clobber):xo + impartial(nogo):..");
}

}  // namespace
}  // namespace grundy::impartial_variant_test

GRUNDY_RULESET_CASES(.family = "impartial-variant",
                     .prints = {{"impartial(clobber):xo|ox", "impartial(clobber):xo|ox"},
                                {"impartial( amazons ):x..|..o", "impartial(amazons):x..|..o"},
                                {"impartial(toppling-dominoes):LR|GG",
                                 "impartial(toppling-dominoes):LR|GG"}},
                     .refusals = {{"impartial(clobber):xq", 21},
                                  {"impartial(nim):3", 11, "impartial already"},
                                  {"impartial(fox-and-geese):.F|G.", 11, "loopy"},
                                  {"impartial(bogus):3", 11, "unknown ruleset"},
                                  {"impartial():xo", 11, "expected a partizan ruleset"},
                                  {"impartial(clobber)x:xo", 19, "expected ':' after"}},
                     .positions = {"impartial(clobber):xoxo", "impartial(clobber):xo|ox",
                                   "impartial(nogo):...|...", "impartial(amazons):x..|..o",
                                   "impartial(konane):xox.|o.ox",
                                   "impartial(toads-and-frogs):tt..ff", "impartial(col):...|...",
                                   "impartial(snort):0~1,1~2,2~3", "impartial(push):LR.L",
                                   "impartial(eatcake):2x3", "impartial(maundy-cake):2x6",
                                   "impartial(cutcake):3x4", "impartial(domineering):...|...|..."})
