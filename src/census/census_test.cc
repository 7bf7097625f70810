#include "census/census.h"

#include <gtest/gtest.h>
#include <stdlib.h>  // mkdtemp

#include <algorithm>
#include <bit>
#include <filesystem>

#include "app/heap_ruleset_arg.h"
#include "app/sequence_run.h"
#include "census/table.h"
#include "grundy/core/error.h"
#include "grundy/sequence/naive_engine.h"

namespace grundy::census {
namespace {

// A results store of this test alone, removed with it.
class TempStore {
 public:
  TempStore() {
    std::string pattern = (std::filesystem::temp_directory_path() / "census-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
  }
  ~TempStore() { std::filesystem::remove_all(dir_); }
  std::string path() const { return dir_ + "/store.sqlite"; }

 private:
  std::string dir_;
};

CensusResult census(const std::string& spec, std::uint64_t max, unsigned jobs,
                    const std::string& db = "") {
  CensusOptions o;
  o.max = max;
  o.jobs = jobs;
  o.db = db;
  return run_census(parse_family(spec), o);
}

const MemberResult& row(const CensusResult& r, const std::string& spelling) {
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    if (r.family.members[i].spelling == spelling) return r.rows[i];
  }
  throw Error(ErrorKind::kUsage, "no row " + spelling);
}

// Every 16th game of octal:3 and a few of every other kind.
std::string sample_list() {
  std::string list = "list:";
  const Family f = parse_family("octal:3");
  for (std::size_t i = 0; i < f.members.size(); i += 16) list += f.members[i].spelling + " ";
  return list + "0.77 0.137 0.644 4!.0 0.6! sub{2,5,7} allbut{1,3} nim 0.3[3]";
}

// The census of each game equals `grundy period` on it alone (the same function, no store): the
// certificate, and the largest value against the values of the naive engine.
TEST(Census, EqualsThePeriodSearchOfEachGameAlone) {
  constexpr std::uint64_t kMax = 2048;
  TempStore store;
  const CensusResult r = census(sample_list(), kMax, 3, store.path());
  ASSERT_GE(r.rows.size(), 70u);
  EXPECT_EQ(r.solved + r.open + r.budget + r.errors, r.rows.size());
  EXPECT_EQ(r.budget + r.errors, 0u);
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    const std::string& spelling = r.family.members[i].spelling;
    const MemberResult& got = r.rows[i];
    Budget budget;
    const app::SequenceData alone = app::search_sequence_period(spelling, kMax, {}, budget);
    ASSERT_EQ(got.period.has_value(), alone.period.has_value()) << spelling;
    if (alone.period) {
      EXPECT_EQ(got.period->preperiod, alone.period->preperiod) << spelling;
      EXPECT_EQ(got.period->period, alone.period->period) << spelling;
      EXPECT_EQ(got.period->saltus, alone.period->saltus) << spelling;
      EXPECT_EQ(got.period->proved, alone.period->proved) << spelling;
      EXPECT_EQ(got.period->values_needed, alone.period->values_needed) << spelling;
    }
    EXPECT_EQ(got.status == Status::kSolved, alone.period && alone.period->proved) << spelling;
    if (alone.nim) continue;
    // The largest value, from the naive engine's values (every option of every heap).
    const auto heap = app::heap_ruleset_arg(spelling);
    NaiveEngine naive(heap->rules());
    ASSERT_GT(got.values, 0u) << spelling;
    naive.extend_to(got.values - 1, budget);
    const auto& v = naive.values();
    ASSERT_TRUE(got.largest) << spelling;
    EXPECT_EQ(*got.largest, *std::max_element(v.begin(), v.end())) << spelling;
  }
}

TEST(Census, KnownPeriods) {
  const CensusResult r = census("list:kayles 0.137 0.07 0.644 0.45 sub{1,3,4}", 8192, 2);
  const MemberResult& kayles = row(r, "kayles");
  ASSERT_EQ(kayles.status, Status::kSolved);
  EXPECT_EQ(kayles.period->preperiod, 71u);  // Guy and Smith: period 12 from 71 on
  EXPECT_EQ(kayles.period->period, 12u);
  EXPECT_EQ(last_exceptional(kayles), 70u);  // G(70) = 6, G(82) = 2 …
  EXPECT_EQ(kayles.largest, 8u);
  const MemberResult& dawson = row(r, "0.137");
  EXPECT_EQ(dawson.period->preperiod, 52u);
  EXPECT_EQ(dawson.period->period, 34u);
  EXPECT_EQ(last_exceptional(dawson), 51u);
  EXPECT_EQ(row(r, "0.07").period->preperiod, 53u);
  const MemberResult& g644 = row(r, "0.644");
  ASSERT_EQ(g644.status, Status::kSolved);
  EXPECT_EQ(g644.period->preperiod, 3256u);
  EXPECT_EQ(g644.period->period, 442u);
  EXPECT_EQ(row(r, "0.45").period->preperiod, 498u);
  EXPECT_EQ(row(r, "sub{1,3,4}").period->period, 7u);
  EXPECT_FALSE(last_exceptional(row(r, "sub{1,3,4}")));  // periodic from 0
}

// Open games stay open: 0.6 and 0.16 below their known periods, Grundy's game below any proof.
TEST(Census, OpenGamesAreOpenAtMax) {
  const CensusResult r = census("list:0.6 0.16 4!.0 allbut{1,2}", 4096, 2);
  EXPECT_EQ(row(r, "0.6").status, Status::kOpen);
  EXPECT_EQ(row(r, "0.16").status, Status::kOpen);
  EXPECT_EQ(row(r, "4!.0").status, Status::kOpen);
  // allbut{1,2}: G(n) = ⌊n/3⌋, arithmetic periodicity seen but not proved: open, shown unproved.
  const MemberResult& allbut = row(r, "allbut{1,2}");
  EXPECT_EQ(allbut.status, Status::kOpen);
  ASSERT_TRUE(allbut.period);
  EXPECT_FALSE(allbut.period->proved);
  EXPECT_EQ(allbut.period->saltus, 1);
  EXPECT_EQ(r.open, 4u);
}

// The pool changes only the time: one worker and four give the same bytes in every format.
TEST(Census, TheTableDoesNotDependOnTheJobs) {
  const CensusResult one = census("octal:2", 1024, 1);
  const CensusResult four = census("octal:2", 1024, 4);
  for (TableFormat f :
       {TableFormat::kText, TableFormat::kCsv, TableFormat::kJson, TableFormat::kMarkdown}) {
    EXPECT_EQ(render_table(one, f), render_table(four, f));
  }
  EXPECT_EQ(one.rows.size(), 127u);
}

// A second run reads every member from the store and prints the same bytes.
TEST(Census, ASecondRunReadsTheStoreAndPrintsTheSameTable) {
  TempStore store;
  const CensusResult first = census("octal:1", 4096, 2, store.path());
  const CensusResult again = census("octal:1", 4096, 2, store.path());
  EXPECT_LT(first.stored, first.rows.size());
  EXPECT_EQ(again.stored, again.rows.size());
  for (TableFormat f :
       {TableFormat::kText, TableFormat::kCsv, TableFormat::kJson, TableFormat::kMarkdown}) {
    EXPECT_EQ(render_table(first, f), render_table(again, f));
  }
}

// A member over its budget is a row saying so; the others are unaffected.
TEST(Census, AMemberOverBudgetIsARow) {
  CensusOptions o;
  o.max = 1 << 16;
  o.jobs = 2;
  o.member_budget = [] {
    Budget b;
    b.set_node_limit(200000);
    return b;
  };
  const CensusResult r = run_census(parse_family("list:0.007 kayles 0.6"), o);
  EXPECT_EQ(row(r, "0.007").status, Status::kBudget);
  EXPECT_NE(row(r, "0.007").message.find("budget"), std::string::npos);
  EXPECT_EQ(row(r, "kayles").status, Status::kSolved);
  EXPECT_EQ(r.budget + r.solved + r.open, 3u);
  const std::string text = render_table(r, TableFormat::kText);
  EXPECT_NE(text.find("over budget"), std::string::npos) << text;
}

TEST(Census, AStopFlagStopsTheCensus) {
  CensusOptions o;
  o.max = 1024;
  o.stop = std::make_shared<std::atomic<bool>>(true);
  EXPECT_THROW(run_census(parse_family("octal:1"), o), Error);
}

// The mask is the engine's choice from the values: the fewest rare heaps of all masks (ties to
// the smallest), counted here directly; value-only masks ignore the parity bit.
TEST(Census, TheMaskHasTheFewestRareHeaps) {
  const CensusResult r = census("list:0.6 kayles 0.137 0.16 4.4 0.007", 2048, 2);
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    const MemberResult& m = r.rows[i];
    const std::string& spelling = r.family.members[i].spelling;
    ASSERT_TRUE(m.mask) << spelling;
    const auto heap = app::heap_ruleset_arg(spelling);
    NaiveEngine naive(heap->rules());
    Budget budget;
    naive.extend_to(m.values - 1, budget);
    const auto& v = naive.values();
    const bool parity = m.engine == "rc-parity";
    std::uint32_t cover = 64;
    while (cover <= *std::max_element(v.begin(), v.end())) cover *= 2;
    auto rare_under = [&](std::uint32_t mask) {
      std::uint64_t rare = 0;
      for (std::uint64_t n = 1; n < v.size(); ++n) {
        const std::uint32_t w = v[n] << 1 | (parity ? (n & 1) : 0);
        rare += (std::popcount(w & mask) & 1) == 0;
      }
      return rare;
    };
    std::uint32_t best = 0;
    for (std::uint32_t mask = 1; mask < 2 * cover; ++mask) {
      if (!parity && (mask & 1)) continue;
      if (best == 0 || rare_under(mask) < rare_under(best)) best = mask;
    }
    EXPECT_EQ(*m.mask, best) << spelling;
    EXPECT_EQ(m.rare, rare_under(*m.mask)) << spelling;
  }
}

}  // namespace
}  // namespace grundy::census
