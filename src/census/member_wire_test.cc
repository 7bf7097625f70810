#include "census/member_wire.h"

#include <gtest/gtest.h>
#include <stdlib.h>  // mkdtemp

#include <filesystem>

#include "census/table.h"
#include "grundy/core/error.h"

namespace grundy::census {
namespace {

class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "wire-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
  }
  ~TempDir() { std::filesystem::remove_all(dir_); }
  std::string file(const std::string& name) const { return dir_ + "/" + name; }

 private:
  std::string dir_;
};

void expect_same(const MemberResult& a, const MemberResult& b) {
  EXPECT_EQ(a.status, b.status);
  ASSERT_EQ(a.period.has_value(), b.period.has_value());
  if (a.period) {
    EXPECT_EQ(a.period->preperiod, b.period->preperiod);
    EXPECT_EQ(a.period->period, b.period->period);
    EXPECT_EQ(a.period->saltus, b.period->saltus);
    EXPECT_EQ(a.period->proved, b.period->proved);
    EXPECT_EQ(a.period->theorem, b.period->theorem);
    EXPECT_EQ(a.period->values_needed, b.period->values_needed);
  }
  EXPECT_EQ(a.values, b.values);
  EXPECT_EQ(a.largest, b.largest);
  EXPECT_EQ(a.engine, b.engine);
  EXPECT_EQ(a.mask, b.mask);
  EXPECT_EQ(a.rare, b.rare);
  EXPECT_EQ(a.message, b.message);
  EXPECT_EQ(a.from_store, b.from_store);
  EXPECT_EQ(a.seconds, b.seconds);
}

// The rows of a real census (solved, open, a saltus, Nim's closed form, over budget), sent
// through the wire: every field back, and every table format the same bytes.
TEST(MemberWire, RoundTripsEveryRowAndTheTable) {
  CensusOptions o;
  o.max = 2048;
  o.jobs = 2;
  o.member_budget = [] {
    Budget b;
    b.set_node_limit(2000000);  // allbut{1,2} (naive) over it, the others within
    return b;
  };
  CensusResult r = run_census(
      parse_family("list:0.77 0.137 0.16 0.3[3] 4.0 nim 0.007 allbut{1,2} sub{2,5,7}"), o);
  bool saw_open = false, saw_budget = false, saw_saltus = false;
  CensusResult back = r;
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    back.rows[i] = decode_member(encode_member(r.rows[i]));
    expect_same(back.rows[i], r.rows[i]);
    saw_open |= r.rows[i].status == Status::kOpen;
    saw_budget |= r.rows[i].status == Status::kBudget;
    saw_saltus |= r.rows[i].period && r.rows[i].period->saltus != 0;
  }
  EXPECT_TRUE(saw_open);
  EXPECT_TRUE(saw_budget);
  EXPECT_TRUE(saw_saltus);
  tally(back);
  EXPECT_EQ(back.solved, r.solved);
  EXPECT_EQ(back.open, r.open);
  EXPECT_EQ(back.budget, r.budget);
  EXPECT_EQ(back.errors, r.errors);
  for (auto f :
       {TableFormat::kText, TableFormat::kCsv, TableFormat::kJson, TableFormat::kMarkdown}) {
    EXPECT_EQ(render_table(back, f), render_table(r, f));
  }
}

TEST(MemberWire, RefusesDamagedBytes) {
  MemberResult r;
  r.status = Status::kError;
  r.message = "a message, with \"quotes\"\n";
  expect_same(decode_member(encode_member(r)), r);
  std::string bytes = encode_member(r);
  EXPECT_THROW(decode_member(bytes.substr(0, bytes.size() / 2)), Error);
  EXPECT_THROW(decode_member("{}"), Error);
  std::string other = bytes;
  other.replace(other.find("\"wire\":1"), 8, "\"wire\":9");
  EXPECT_THROW(decode_member(other), Error);
  std::string status = bytes;
  status.replace(status.find("\"error\""), 7, "\"weird\"");
  EXPECT_THROW(decode_member(status), Error);
}

// A rank's member: answered by a store it reads when that store looked far enough (then its own
// store is not even made), computed into its own store otherwise.
TEST(MemberWire, CensusMemberInReadsThenWrites) {
  TempDir dir;
  const std::string merged = dir.file("merged.sqlite"), own = dir.file("own.sqlite");
  Budget b;
  EXPECT_FALSE(store_answers("0.137", 4096, merged));  // no file: nothing, and none made
  EXPECT_FALSE(std::filesystem::exists(merged));
  const MemberResult first = census_member("0.137", 4096, merged, b);  // proved: 52/34
  ASSERT_EQ(first.status, Status::kSolved);
  const MemberResult open = census_member("0.16", 4096, merged, b);  // open below 105351
  ASSERT_EQ(open.status, Status::kOpen);
  EXPECT_TRUE(store_answers("0.137", 1 << 20, merged));  // proved: any max
  EXPECT_TRUE(store_answers("0.16", 4096, merged));
  EXPECT_TRUE(store_answers("0.16", 2000, merged));
  EXPECT_FALSE(store_answers("0.16", 8192, merged));  // looked at 4096 only
  EXPECT_FALSE(store_answers("nim", 4096, merged));   // the closed form, not a store
  EXPECT_FALSE(store_answers("0.77", 4096, merged));  // never stored

  const MemberResult stored = census_member_in("0.137", 4096, {merged}, own, b);
  EXPECT_TRUE(stored.from_store);
  EXPECT_EQ(stored.period->period, 34u);
  EXPECT_FALSE(std::filesystem::exists(own));
  const MemberResult computed = census_member_in("0.16", 8192, {merged}, own, b);
  EXPECT_FALSE(computed.from_store);
  EXPECT_TRUE(store_answers("0.16", 8192, own));
  EXPECT_FALSE(store_answers("0.16", 8192, merged));  // the read store is never written
  const MemberResult again = census_member_in("0.16", 8192, {merged}, own, b);
  EXPECT_TRUE(again.from_store);  // its own store answers the second time
}

}  // namespace
}  // namespace grundy::census
