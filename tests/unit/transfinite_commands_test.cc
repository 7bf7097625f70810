// `grundy value`, `canonical` and `outcome` on transfinite nimbers (app/transfinite.h), and that
// the ω route leaves other expressions alone.
#include <gtest/gtest.h>

#include "app/commands.h"
#include "app/partizan.h"
#include "app/partizan_render.h"
#include "grundy/core/error.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

TEST(TransfiniteCommands, ValueCanonicalOutcome) {
  testing::TestShared shared;
  Budget budget;
  const app::Context c = shared.context(budget);
  const app::ValueResult v = app::value("*ω + *1", c);
  ASSERT_TRUE(v.transfinite.has_value());
  EXPECT_EQ(*v.transfinite, "ω+1");
  EXPECT_EQ(v.outcome, Outcome::kN);
  EXPECT_EQ(app::value("*ω.ConwayProduct(*ω^2)", c).value, 2u);  // ω^3 = 2
  EXPECT_FALSE(app::value("*ω.ConwayProduct(*ω^2)", c).transfinite.has_value());
  EXPECT_EQ(app::canonical("*omega + *(omega^2*3 + w) + *5", c).canonical, "*(ω^2×3+5)");
  EXPECT_EQ(app::canonical("*w + *w", c).canonical, "0");
  EXPECT_EQ(app::outcome("*ω + *ω", false, c).outcome, Outcome::kP);
  EXPECT_EQ(app::outcome("*ω + *2", false, c).outcome, Outcome::kN);
  EXPECT_THROW(app::outcome("*ω", true, c), Error);
  // Other expressions keep their routes.
  EXPECT_EQ(app::value("wythoff:(3,5)", c).value, 0u);
  EXPECT_EQ(app::canonical("*5.ConwayProduct(*6)", c).canonical, "*8");
}

// properties: what CGSuite's TransfiniteNimber defines; a finite result is a short game with all
// of its properties (checked against the same nimber typed directly).
TEST(TransfiniteCommands, Properties) {
  testing::TestShared shared;
  Budget budget;
  const app::Context c = shared.context(budget);
  const app::PropertiesResult p = app::properties("*ω + *(ω^2×3)", c);
  ASSERT_TRUE(p.transfinite.has_value());
  EXPECT_EQ(p.canonical, "*(ω^2×3+ω)");
  EXPECT_EQ(p.transfinite->nim_value, "ω^2×3+ω");
  EXPECT_EQ(p.transfinite->outcome, Outcome::kN);
  const nlohmann::json j = app::to_json(p);
  EXPECT_EQ(j["birthday"], "ω^2×3+ω");
  EXPECT_TRUE(j["is_infinitesimal"].get<bool>());
  EXPECT_TRUE(j["temperature"].is_null());
  EXPECT_TRUE(j["not_defined"].contains("thermograph"));
  const std::string text = app::to_text(p);
  EXPECT_NE(text.find("nim value"), std::string::npos);
  EXPECT_NE(text.back(), '\n');
  const app::PropertiesResult finite = app::properties("*ω + *ω + *3", c);
  EXPECT_FALSE(finite.transfinite.has_value());
  const app::PropertiesResult direct = app::properties("*3", c);
  EXPECT_EQ(finite.canonical, direct.canonical);
  EXPECT_EQ(finite.thermograph, direct.thermograph);
  EXPECT_EQ(finite.birthday, 3u);
  EXPECT_EQ(finite.expression, "*ω + *ω + *3");
}

}  // namespace
}  // namespace grundy
