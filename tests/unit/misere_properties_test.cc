// `grundy canonical --misere` and `grundy properties --misere` on CGSuite's spellings: the answers
// CGSuite gives for the same games (MisereCanonicalGameTestCase.scala), and a position's form read
// back through the command as the same game.
#include <gtest/gtest.h>

#include "app/misere_form.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

TEST(MiserePropertiesCommand, CgsuiteRestlessAndRestiveGames) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  const MiserePropertiesResult restless = misere_properties("*[[2],1]", context);
  EXPECT_EQ(restless.form, "*[2#1]");
  EXPECT_EQ(restless.genus, "2^1420");
  EXPECT_EQ(restless.mate, "*[2#0]");
  EXPECT_EQ(restless.nim_value, 2u);
  EXPECT_EQ(restless.misere_nim_value, 1u);
  const nlohmann::json j = to_json(misere_properties("*[2#0]", context));
  EXPECT_EQ(j["genus"], "1^2");
  EXPECT_EQ(j["IsRestive"], true);
  EXPECT_EQ(j["IsHalfTame"], true);
  EXPECT_EQ(j["IsRestless"], false);
  EXPECT_EQ(j["options"], nlohmann::json({"*[0]", "*[2#]"}));
}

TEST(MiserePropertiesCommand, PositionsPrintAndReadBack) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  for (const char* e :
       {"nim:2,2", "kayles:7", "kayles:5,7", "dawsons-kayles:14", "0.137:9 + nim:2"}) {
    const MisereFormResult r = misere_canonical(e, context);
    ASSERT_TRUE(r.form.starts_with("*[")) << e;
    EXPECT_EQ(misere_canonical(r.form, context).form, r.form) << e;
    EXPECT_EQ(misere_canonical(r.impartial, context).form, r.form) << e;
    EXPECT_TRUE(misere_compare(e, r.form, context).equal) << e;
  }
  EXPECT_EQ(misere_canonical("nim:2,2", context).form, "*[2[2]]");
  EXPECT_EQ(misere_canonical("*[2#] + kayles:3", context).form, "*[2[#3]]");
}

// CGSuite's values for *[4[2#]] (two partitions), and the two-argument games of compare
// --misere checked by the outcomes of the sums, read back through the command.
TEST(MiserePropertiesCommand, PartsPartitionsDistinguisherAndLink) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  const MiserePropertiesResult r = misere_properties("*[[*[4]+*[2]]]", context);
  EXPECT_EQ(r.partitions, (std::vector<std::vector<std::string>>{{"*[2]", "*[4[2#-2]]"},
                                                                 {"*[4]", "*[4[2#-4]]"}}));
  EXPECT_EQ(r.parts.size(), 4u);
  const nlohmann::json j = to_json(r);
  EXPECT_EQ(j["IsPrime"], false);
  EXPECT_EQ(j["IsExtraverted"], false);
  for (const auto& [a, b] : {std::pair{"*[2#0]", "*[2#1]"}, std::pair{"kayles:5", "nim:2,3"},
                             std::pair{"*[2[2]]", "*[2]"}}) {
    SCOPED_TRACE(std::string(a) + " vs " + b);
    const MisereCompareResult c = misere_compare(a, b, context);
    ASSERT_TRUE(c.distinguisher.has_value());
    const std::string x = *c.distinguisher;
    EXPECT_EQ(misere_canonical(std::string(a) + " + " + x, context).outcome, Outcome::kP);
    EXPECT_EQ(misere_canonical(std::string(b) + " + " + x, context).outcome, Outcome::kN);
    if (c.link) {
      EXPECT_EQ(misere_canonical(std::string(a) + " + " + *c.link, context).outcome, Outcome::kP);
      EXPECT_EQ(misere_canonical(std::string(b) + " + " + *c.link, context).outcome, Outcome::kP);
    }
  }
  EXPECT_FALSE(misere_compare("*[2[2]]", "*[2]", context).link.has_value());  // *2 is an option
  EXPECT_TRUE(misere_compare("*[2#0]", "*[2#1]", context).link.has_value());
}

// Partizan positions: Siegel's order of the two simplest forms.
TEST(MiserePropertiesCommand, PartizanCompare) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  EXPECT_EQ(misere_compare("{|0}", "-({0|})", context).relation, "=");
  EXPECT_EQ(misere_compare("clobber:xo", "0", context).relation, "||");
  EXPECT_TRUE(misere_compare("clobber:xo + clobber:ox", "clobber:xo.ox", context).equal);
}

}  // namespace
}  // namespace grundy::app
