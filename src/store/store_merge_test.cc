#include "store/store_merge.h"

#include <gtest/gtest.h>
#include <stdlib.h>  // mkdtemp

#include <filesystem>

#include "store/result_store.h"
#include "app/sequence_run.h"
#include "grundy/core/error.h"

namespace grundy::app {
namespace {

class StoreMerge : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (std::filesystem::temp_directory_path() / "merge-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& name) const { return dir_ + "/" + name + ".sqlite"; }
  // G(0 … max) of ruleset and its period search, into the store at db.
  void period(const std::string& ruleset, std::uint64_t max, const std::string& db) {
    SequenceOptions o;
    o.db = db;
    Budget budget;
    search_sequence_period(ruleset, max, o, budget);
  }
  std::string dir_;
};

TEST_F(StoreMerge, CopiesAndIsIdempotent) {
  period("0.77", 4096, path("a"));
  period("0.6", 1024, path("a"));
  period("0.6", 4096, path("b"));
  period("0.137", 4096, path("b"));
  Budget budget;
  const StoreMergeResult first = merge_stores(path("m"), {path("a"), path("b")}, budget);
  EXPECT_EQ(first.entries, 4u);
  EXPECT_EQ(first.added, 3u);     // 0.77, 0.6 (from a), 0.137
  EXPECT_EQ(first.improved, 1u);  // 0.6: b holds more values
  EXPECT_TRUE(first.conflicts.empty());
  const StoreMergeResult again = merge_stores(path("m"), {path("a"), path("b")}, budget);
  EXPECT_EQ(again.unchanged, 4u);
  EXPECT_EQ(again.added + again.improved, 0u);
  ResultStore m(path("m"));
  EXPECT_EQ(m.rulesets(), (std::vector<std::string>{"0.137", "0.6", "0.77"}));
  EXPECT_EQ(m.load("0.6")->values.size(), 4097u);
  EXPECT_TRUE(m.load("0.77")->period->proved);
}

TEST_F(StoreMerge, DisagreeingValuesAreAConflictNotMerged) {
  period("0.6", 1024, path("a"));
  {
    ResultStore b(path("b"));
    auto values = ResultStore(path("a")).load("0.6")->values;
    values.push_back(1);
    values[700] ^= 1;  // one wrong value, and more values: it would otherwise replace a's
    b.save("0.6", values, std::nullopt, 2048);
  }
  Budget budget;
  merge_stores(path("m"), {path("a")}, budget);
  const StoreMergeResult r = merge_stores(path("m"), {path("b")}, budget);
  ASSERT_EQ(r.conflicts.size(), 1u);
  EXPECT_EQ(r.conflicts[0].ruleset, "0.6");
  EXPECT_NE(r.conflicts[0].what.find("G(700)"), std::string::npos) << r.conflicts[0].what;
  EXPECT_EQ(ResultStore(path("m")).load("0.6")->values.size(), 1025u);  // a's kept
  EXPECT_NE(to_text(r).find("conflict: 0.6"), std::string::npos);
}

// A proved period says something of every heap: values beyond it that disagree are a conflict.
TEST_F(StoreMerge, APeriodDisagreeingWithValuesIsAConflict) {
  period("0.77", 4096, path("a"));  // proved from 168 values
  {
    Budget budget;
    SequenceOptions none;
    auto more = compute_sequence("0.77", 999, none, budget);
    ResultStore b(path("b"));
    std::vector<std::uint16_t> v(1000);
    for (std::uint64_t n = 0; n < 1000; ++n) v[n] = static_cast<std::uint16_t>(more.value(n));
    v[900] ^= 2;
    b.save("0.77", v, std::nullopt, 999);
  }
  Budget budget;
  merge_stores(path("m"), {path("a")}, budget);
  const StoreMergeResult r = merge_stores(path("m"), {path("b")}, budget);
  ASSERT_EQ(r.conflicts.size(), 1u);
  EXPECT_NE(r.conflicts[0].what.find("G(900)"), std::string::npos) << r.conflicts[0].what;
}

TEST_F(StoreMerge, AMissingSourceOrTheTargetItselfIsRefused) {
  Budget budget;
  EXPECT_THROW(merge_stores(path("m"), {path("none")}, budget), Error);
  period("0.77", 100, path("m"));
  EXPECT_THROW(merge_stores(path("m"), {path("m")}, budget), Error);
}

}  // namespace
}  // namespace grundy::app
