#include "app/options.h"

#include <gtest/gtest.h>

#include "app/commands.h"
#include "grundy/core/error.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

TEST(Options, ListsEveryOptionWithItsValue) {
  grundy::testing::TestShared shared;
  Budget budget;
  const OptionsResult r = options("sub{1,2,3}:6 + sub{1,3,4}:4", shared.context(budget));
  EXPECT_EQ(r.value, 0u);
  ASSERT_EQ(r.options.size(), 6u);  // 3 takes in each heap
  for (const OptionItem& o : r.options) {
    Budget b;
    EXPECT_EQ(o.value, value(o.to, shared.context(b)).value) << o.to;
    EXPECT_NE(o.value, 0u);  // a P-position has only N options
  }
}

TEST(Options, MexOfTheOptionsIsTheValue) {
  grundy::testing::TestShared shared;
  Budget budget;
  for (int n = 0; n <= 12; ++n) {
    const OptionsResult r = options("kayles:" + std::to_string(n), shared.context(budget));
    std::vector<bool> seen(r.options.size() + 1);
    for (const OptionItem& o : r.options) {
      if (o.value < seen.size()) seen[o.value] = true;
    }
    std::uint64_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    EXPECT_EQ(r.value, mex) << n;
  }
}

TEST(Options, TruncatesHugeListsAndRefusesImpossibleOnes) {
  grundy::testing::TestShared shared;
  Budget budget;
  const OptionsResult r = options("nim:5000", shared.context(budget), 100);
  EXPECT_TRUE(r.truncated);
  EXPECT_EQ(r.options.size(), 100u);
  Budget b;
  EXPECT_THROW(options("nim:1000000000000", shared.context(b)), Error);
}

}  // namespace
}  // namespace grundy::app
