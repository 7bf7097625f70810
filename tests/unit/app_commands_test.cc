// The app functions behind the commands, on cases issue 9 found wrong: an impartial term is the
// nimber of its Grundy value wherever it appears (`canonical nim:5000` as well as
// `nim:5000 + ^`), and `verify` reports the positions it really compared.
#include <gtest/gtest.h>

#include "app/commands.h"
#include "app/partizan.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

TEST(Canonical, ALargeNimberAloneIsItsOwnCanonicalForm) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  // Sprague–Grundy: nim:5000 = *5000. Its 5000 options per side are described, not listed.
  const CanonicalResult r = canonical("nim:5000", context);
  EXPECT_EQ(r.canonical, "*5000");
  EXPECT_EQ(r.outcome, Outcome::kN);
  EXPECT_TRUE(r.is_impartial);
  EXPECT_EQ(r.birthday, 5000u);
  EXPECT_FALSE(r.options_listed);
  EXPECT_EQ(r.options_note, "the options of *5000 are *k for every k < 5000, for either side");
  EXPECT_EQ(canonical("nim:5000 + ^", context).canonical, "^*5000");
  EXPECT_EQ(canonical("nim:5000 + nim:5001", context).canonical, "*");
  EXPECT_EQ(compare("nim:5000", "*5000", context).relation, "=");
  // Small nimbers still list their options.
  const CanonicalResult small = canonical("nim:3", context);
  EXPECT_TRUE(small.options_listed);
  EXPECT_EQ(small.left_options, (std::vector<std::string>{"0", "*", "*2"}));
  EXPECT_EQ(small.right_options, small.left_options);
}

TEST(Verify, NamesThePositionsItCompared) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  const VerifyResult graph = verify("graph{a->b,c;b->c;c}", context);
  EXPECT_FALSE(graph.heaps);
  EXPECT_EQ(graph.positions,
            (std::vector<std::string>{"graph{a->b,c;b->c;c}:a", "graph{a->b,c;b->c;c}:b",
                                      "graph{a->b,c;b->c;c}:c"}));
  EXPECT_EQ(graph.total, 3u * 13u);
  EXPECT_EQ(graph.agreements, graph.total);
  const VerifyResult wythoff = verify("wythoff", context);
  EXPECT_EQ(wythoff.positions.size(), 91u);  // every (x, y) with x + y <= 12
  EXPECT_EQ(wythoff.total, 91u * 13u);
  EXPECT_EQ(wythoff.agreements, wythoff.total);
  const VerifyResult kayles = verify("kayles", context);
  EXPECT_TRUE(kayles.heaps);
  EXPECT_EQ(kayles.total, 169u);
}

}  // namespace
}  // namespace grundy::app
