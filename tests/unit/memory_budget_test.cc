// The byte budget (issue 9, item 5): tables, memos and searches charge what they allocate, so
// a request over its memory stops with Error(kBudget) naming what ran out, never a wrong
// answer; the caches stay bounded.
#include <gtest/gtest.h>

#include <string>

#include "app/partizan.h"
#include "app/render.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/games/heap_rules.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/rulesets/wythoff.h"
#include "grundy/sequence/engine.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

// The message of the budget error thrown by work, or "" when it throws none.
template <class Work>
std::string memory_error_of(Work&& work) {
  try {
    work();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
    EXPECT_TRUE(e.memory()) << e.what();
    return e.what();
  }
  return "";
}

TEST(MemoryBudget, WythoffTableIsChargedBeforeItIsBuilt) {
  Budget b;
  b.set_byte_limit(1'000'000'000);
  const std::string m = memory_error_of([&] { wythoff_table(1u << 17, b); });
  EXPECT_NE(m.find("the Wythoff value table needs"), std::string::npos) << m;
  EXPECT_NE(m.find("memory budget of 1.0 GB"), std::string::npos) << m;
  EXPECT_EQ(b.bytes(), 0u);
  // A table that fits keeps only itself charged (side² × 4 bytes), not its bitsets.
  const auto table = wythoff_table(256, b);
  EXPECT_EQ(b.bytes(), 256u * 256u * 4u);
  EXPECT_GT(b.peak_bytes(), b.bytes());
}

TEST(MemoryBudget, WythoffPositionOverTheBudgetIsRefusedNotAnswered) {
  Budget b;
  b.set_byte_limit(1'000'000'000);
  GrundySolver solver(b);
  const std::string m =
      memory_error_of([&] { solver.grundy_value(parse_sum("wythoff:(100000,100001)")); });
  EXPECT_NE(m.find("Wythoff value table"), std::string::npos) << m;
}

TEST(MemoryBudget, GrundySolverChargesItsMemoAndStack) {
  const Sum sum = parse_sum("graph{a->b;b->c;c->d;d}:a");
  Budget roomy;
  {
    GrundySolver solver(roomy, /*use_fast_routes=*/false);
    EXPECT_EQ(solver.grundy_value(sum), 1u);  // d is 0, c 1, b 0, a 1
    EXPECT_GT(roomy.bytes(), 0u);             // the memo, while the solver lives
  }
  EXPECT_EQ(roomy.bytes(), 0u);  // given back with it
  Budget tight;
  tight.set_byte_limit(200);
  GrundySolver solver(tight, false);
  const std::string m = memory_error_of([&] { solver.grundy_value(sum); });
  EXPECT_NE(m.find("the Grundy solver's"), std::string::npos) << m;
}

TEST(MemoryBudget, WinLossSolverChargesItsStates) {
  Budget b;
  b.set_byte_limit(100'000);
  WinLossSolver solver(b, Convention::kMisere);
  // (nim:300, not nim:2000: since options() charges its list, nim:2000's 2000 options would be
  // what a 100 kB budget refuses first, not the search's own states.)
  const std::string m = memory_error_of([&] { solver.outcome(parse_sum("nim:300 + kayles:6")); });
  EXPECT_NE(m.find("the win/lose search's"), std::string::npos) << m;
}

TEST(MemoryBudget, HeapValueTableAndSequenceEnginesCharge) {
  const HeapRules rules = parse_take_and_break_code("0.77", 1);
  Budget b;
  b.set_byte_limit(4'000);
  HeapValueTable table(rules);
  const std::string m = memory_error_of([&] { table.extend_to(10'000, b); });
  EXPECT_NE(m.find("the table of Grundy values"), std::string::npos) << m;
  table.extend_to(500, b);  // fits: answers as before
  EXPECT_EQ(table[34], 6u);
  for (EngineKind kind : {EngineKind::kNaive, EngineKind::kRareCommon}) {
    Budget small;
    small.set_byte_limit(1'000);
    auto engine = make_engine(rules, kind);
    EXPECT_NE(memory_error_of([&] { engine->extend_to(100'000, small); }), "");
  }
}

TEST(MemoryBudget, RulesetCacheEvictsTheLeastRecentlyUsed) {
  RulesetCache cache(3, std::uint64_t{1} << 40);
  for (const char* s : {"0.7", "0.07", "0.17", "0.37"}) cache.insert(s, make_ruleset(s));
  EXPECT_EQ(cache.size(), 3u);
  EXPECT_EQ(cache.find("0.7"), nullptr);  // the oldest went
  EXPECT_NE(cache.find("0.07"), nullptr);
  cache.insert("0.57", make_ruleset("0.57"));
  EXPECT_NE(cache.find("0.07"), nullptr);  // used last, so kept
  EXPECT_EQ(cache.find("0.17"), nullptr);
  // By bytes: a ruleset whose table has grown pushes the others out, but is kept itself.
  RulesetCache small(100, 1000);
  const RulesetPtr big = make_ruleset("allbut{1,2}");
  small.insert("allbut{1,2}", big);  // a repeating code: its own table, not the oracle
  small.insert("0.4", make_ruleset("0.4"));
  Budget b;
  big->fast_value({5000, 0}, b);
  ASSERT_GT(big->retained_bytes(), 1000u);
  EXPECT_NE(small.find("allbut{1,2}"), nullptr);
  EXPECT_EQ(small.size(), 1u);
}

TEST(MemoryBudget, PartizanStoreAndSearchCharge) {
  testing::TestShared shared;
  Budget roomy;
  EXPECT_EQ(app::canonical("clobber:xoxo|oxox", shared.context(roomy)).canonical,
            "*");  // within budget: as before
  EXPECT_GT(roomy.peak_bytes(), 0u);
  Budget tight;
  tight.set_byte_limit(80'000);  // at 20 kB a board's own option list is refused first
  const std::string m =
      memory_error_of([&] { app::canonical("clobber:xoxox|oxoxo", shared.context(tight)); });
  EXPECT_NE(m.find("canonical"), std::string::npos) << m;
}

// A partizan sum of n terms spells all n in each listed move, so the list grows as n²
// (router_fuzz: 68 terms of 2.8 KB listed 6 MB, in 4.8 s under the fuzzer's 5 ms budget). The
// list is charged: its bytes are at least what its moves spell, and a tight budget refuses it.
TEST(MemoryBudget, PartizanMovesListIsCharged) {
  testing::TestShared shared;
  std::string sum;
  for (int i = 0; i < 150; ++i) sum += (i ? " + " : "") + std::string("{2|-2}");
  Budget roomy;
  const auto all = app::partizan_moves(sum, shared.context(roomy), /*all=*/true);
  ASSERT_EQ(all.moves.size(), 300u);  // each ±2: one move for Left, one for Right
  std::uint64_t spelled = 0;
  for (const auto& move : all.moves) spelled += move.to.size() + move.explanation.size();
  EXPECT_GE(roomy.peak_bytes(), spelled);
  Budget tight;
  tight.set_byte_limit(spelled / 4);
  const std::string m =
      memory_error_of([&] { app::partizan_moves(sum, shared.context(tight), true); });
  EXPECT_NE(m.find("the list of moves"), std::string::npos) << m;
}

TEST(SafeOutput, BadBytesAreQuotedAndNeverThrowWhenWritten) {
  EXPECT_EQ(printable("nim:\xff"), "nim:\\xFF");
  EXPECT_EQ(printable("a\nb"), "a\\x0Ab");
  EXPECT_EQ(printable("sub{1,2}"), "sub{1,2}");
  EXPECT_EQ(printable("\xC3\xA9t\xC3\xA9"), "\xC3\xA9t\xC3\xA9");  // UTF-8 is kept
  EXPECT_EQ(printable("\xC3("), "\\xC3(");                         // a broken sequence is not
  EXPECT_EQ(printable(std::string(100, 'x'), 10), std::string(10, 'x') + "…");
  // nlohmann's dump() throws type_error on these bytes; the one writer replaces them.
  const nlohmann::json j = {{"error", std::string("unknown ruleset '\xff'")}};
  EXPECT_THROW((void)j.dump(), nlohmann::json::type_error);
  EXPECT_EQ(app::dump_json(j), "{\"error\":\"unknown ruleset '\xEF\xBF\xBD'\"}");
}

}  // namespace
}  // namespace grundy
