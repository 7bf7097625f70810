#include <gtest/gtest.h>

#include "app/commands.h"
#include "app/render.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

TEST(GenusCommand, TextAndJsonOfAPosition) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  const GenusResult r = genus("kayles:5", context);
  EXPECT_EQ(to_text(r), "kayles:5 has genus 4^146: normal value 4, misère value 1; not tame");
  const auto j = to_json(r);
  EXPECT_EQ(j["genus"], "4^146");
  EXPECT_EQ(j["normal"], 4);
  EXPECT_EQ(j["misere"], 1);
  EXPECT_EQ(j["tame"], false);
  EXPECT_EQ(j["exponent"], nlohmann::json::array({1, 4, 6}));
  EXPECT_EQ(to_text(genus("nim:1,2,3", context)),
            "nim:1,2,3 has genus 0^02: normal value 0, misère value 0; tame");
}

TEST(GenusCommand, PartizanAndBadInputAreParseErrors) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  for (const char* bad : {"{1|2}", "kayles:5 +", "domineering:2x2"}) {
    try {
      genus(bad, context);
      ADD_FAILURE() << bad;
    } catch (const Error& e) {
      EXPECT_EQ(exit_status(e), 2) << bad;
    }
  }
}

TEST(GenusCommand, HeapsOfARuleset) {
  Budget budget;
  GenusHeapsResult r = genus_heaps("0.75", 8, budget);
  ASSERT_EQ(r.heaps.size(), 9u);
  EXPECT_FALSE(r.tame);
  EXPECT_EQ(r.first_not_tame, 5u);
  EXPECT_EQ(r.heaps[5].genus, "1^431");
  r.seq_misere = true;
  EXPECT_EQ(to_text(r), "1 0 2 0 2 4 2 4 2");
  r.seq_misere = false, r.seq_genus = true;
  EXPECT_EQ(to_text(r), "0^120 1^031 2^20 1^031 2^20 1^431 2^20 1^431 2^20");
  const GenusHeapsResult nim = genus_heaps("nim", 6, budget);
  EXPECT_TRUE(nim.tame);
  EXPECT_FALSE(nim.first_not_tame.has_value());
  EXPECT_THROW(genus_heaps("wythoff", 3, budget), Error);
}

// Each heap listed is work and bytes kept, charged even when its search is trivial: the misère
// values of 0.00000000001 up to 84 900 (router_fuzz, session 14) ran 0.2 s past a 5 ms budget.
// A node limit below one per heap, or a byte limit below the list, now stops the list.
TEST(GenusCommand, EveryHeapListedIsCharged) {
  Budget nodes;
  nodes.set_node_limit(5'000);
  EXPECT_THROW(genus_heaps("0.00000000001", 20'000, nodes), Error);
  Budget bytes;
  bytes.set_byte_limit(1'000'000);
  try {
    (void)genus_heaps("0.00000000001", 20'000, bytes);
    ADD_FAILURE() << "20 001 heaps listed within 1 MB";
  } catch (const Error& e) {
    EXPECT_TRUE(e.memory()) << e.what();
  }
}

}  // namespace
}  // namespace grundy::app
