// `grundy value`, `canonical` and `outcome` on transfinite nimbers (app/transfinite.h), and that
// the ω route leaves other expressions alone.
#include <gtest/gtest.h>

#include "app/commands.h"
#include "app/partizan.h"
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

}  // namespace
}  // namespace grundy
