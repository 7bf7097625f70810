// One sequence on several threads (issue 15 item 6): the rare/common engine's parallel blocks
// give exactly the values of one thread and of the naive engine (the reference), with the
// parallel path forced from a low heap and small blocks so that it really runs; a run stopped by
// the budget, a restore and a checkpoint written with threads all resume to the same values.
#include <gtest/gtest.h>
#include <unistd.h>  // getpid

#include <cstdio>
#include <filesystem>
#include <random>
#include <string>

#include "app/sequence_run.h"
#include "grundy/core/error.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/sequence/engine.h"

namespace grundy {
namespace {

EngineThreads forced(unsigned threads, std::uint64_t block = 32) {
  EngineThreads t;
  t.threads = threads;
  t.from_heap = 64;  // as soon as a mask is chosen
  t.block = block;
  return t;
}

std::vector<std::uint16_t> values(const HeapRules& rules, EngineKind kind, std::uint64_t n,
                                  const EngineThreads& threads = {},
                                  std::uint64_t* blocks = nullptr) {
  Budget budget;
  auto engine = make_engine(rules, kind, threads);
  engine->extend_to(n, budget);
  if (blocks) *blocks = engine->stats().parallel_blocks;
  return engine->values();
}

bool sanitized() {
#if defined(__OPTIMIZE__) && !defined(__SANITIZE_ADDRESS__)
  return std::getenv("GRUNDY_SANITIZED") != nullptr;
#else
  return true;
#endif
}

TEST(SequenceThreads, EqualOneThreadAndNaive) {
  const std::uint64_t n = sanitized() ? 600 : 4000;
  std::vector<std::string> codes = {"4!.0", "0.6",  "0.007",  "0.77", "0.137",
                                    "0.16", "0.26", "0.4!4!", "0.5!6"};
  // A few random octal codes 0.d1d2d3d4 with a splitting digit (fixed seed).
  std::mt19937 random(15);
  while (codes.size() < 21) {
    std::string c = "0.";
    bool split = false;
    for (int k = 0; k < 4; ++k) {
      const int d = static_cast<int>(random() % 8);
      split |= (d & 4) != 0;
      c += static_cast<char>('0' + d);
    }
    if (split && c.back() != '0') codes.push_back(c);
  }
  for (const std::string& code : codes) {
    const HeapRules rules = parse_take_and_break_code(code, 1);
    const auto naive = values(rules, EngineKind::kNaive, n);
    const auto one = values(rules, EngineKind::kRareCommon, n);
    ASSERT_EQ(one, naive) << code;
    for (unsigned threads : {2u, 3u}) {
      for (std::uint64_t block : {32u, 48u, 128u}) {
        for (EngineKind kind : {EngineKind::kRareCommon, EngineKind::kRareCommonValue}) {
          std::uint64_t blocks = 0;
          EXPECT_EQ(values(rules, kind, n, forced(threads, block), &blocks), naive)
              << code << " threads " << threads << " block " << block << " " << to_string(kind);
          if (rare_common_applies(rules)) {
            EXPECT_GT(blocks, 0u) << code << ": no parallel block";
          }
        }
      }
    }
  }
}

// Further, against one thread: Grundy's game, 0.6, 0.007 and Kayles with the default
// block (and 2^13 in sanitized builds); 2^15 in Release.
TEST(SequenceThreads, EqualOneThreadFurther) {
  const std::uint64_t n = sanitized() ? 1 << 13 : 1 << 15;
  for (const char* code : {"4!.0", "0.6", "0.007", "0.77"}) {
    const HeapRules rules = parse_take_and_break_code(code, 1);
    const auto one = values(rules, EngineKind::kRareCommon, n);
    EngineThreads t = forced(2, 128);
    t.from_heap = 1024;
    std::uint64_t blocks = 0;
    EXPECT_EQ(values(rules, EngineKind::kRareCommon, n, t, &blocks), one) << code;
    EXPECT_GT(blocks, 0u);
    EXPECT_EQ(values(rules, EngineKind::kRareCommon, n, forced(3, 64)), one) << code;
  }
}

// The defaults of `grundy seq --threads 2` (blocks from heap 2^15, the pipeline of far and near
// phases), extended in uneven chunks as the command does between checkpoints: the values equal
// one thread's to 10^5 (a fifth in sanitized builds, with the parallel path from heap 2^12).
TEST(SequenceThreads, PipelineEqualsOneThreadWithTheDefaults) {
  struct Case {
    const char* code;
    std::uint64_t n;  // the octal codes' rare values recur, which makes them slower
  };
  for (const Case& c : {Case{"4!.0", 100000}, Case{"0.6", 100000}, Case{"0.007", 100000},
                        Case{"0.16", 40000}, Case{"0.26", 40000}, Case{"0.137", 40000}}) {
    const std::uint64_t n = sanitized() ? c.n / 5 : c.n;
    const HeapRules rules = parse_take_and_break_code(c.code, 1);
    const auto one = values(rules, EngineKind::kRareCommon, n);
    EngineThreads t;
    t.threads = 2;
    if (sanitized()) t.from_heap = 1 << 12;
    auto engine = make_engine(rules, EngineKind::kRareCommon, t);
    Budget budget;
    for (std::uint64_t to = 9999; to < n; to += 7777) engine->extend_to(to, budget);
    engine->extend_to(n, budget);
    EXPECT_EQ(engine->values(), one) << c.code;
    EXPECT_GT(engine->stats().parallel_blocks, 0u) << c.code;
  }
}

TEST(SequenceThreads, ContinuesAfterTheBudgetRunsOut) {
  const HeapRules rules = parse_take_and_break_code("4!.0", 1);
  const auto whole = values(rules, EngineKind::kNaive, 5000);
  auto engine = make_engine(rules, EngineKind::kRareCommon, forced(2));
  int stops = 0;
  for (std::uint64_t limit = 1000; engine->size() <= 5000; limit *= 2) {
    Budget budget;
    budget.set_node_limit(limit);
    try {
      engine->extend_to(5000, budget);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget);
      ++stops;
    }
  }
  EXPECT_GT(stops, 3);
  EXPECT_EQ(engine->values(), whole);
}

TEST(SequenceThreads, RestoreContinuesWithTheSameValues) {
  const HeapRules rules = parse_take_and_break_code("0.6", 1);
  const auto whole = values(rules, EngineKind::kRareCommon, 6000);
  auto engine = make_engine(rules, EngineKind::kRareCommon, forced(3));
  engine->restore(std::vector<std::uint16_t>(whole.begin(), whole.begin() + 2345));
  Budget budget;
  engine->extend_to(6000, budget);
  EXPECT_EQ(engine->values(), whole);
  EXPECT_GT(engine->stats().parallel_blocks, 0u);
}

TEST(SequenceThreads, BoundedMemoryGivesTheSameValues) {
  // Grundy's game's last rare heap (under the mask it settles on) is 82 860.
  const bool full = !sanitized();
  struct Case {
    const char* spelling;
    std::uint64_t n, prefix;
  };
  const std::vector<Case> cases =
      full ? std::vector<Case>{{"4!.0", 200000, 100000}, {"0.26", 100000, 1000}}
           : std::vector<Case>{{"0.26", 20000, 1000}};
  for (const auto& [spelling, n, prefix] : cases) {
    const HeapRules rules = parse_take_and_break_code(spelling, 1);
    const auto whole = values(rules, EngineKind::kRareCommon, n);
    EngineThreads t = forced(2, 128);
    auto engine = make_bounded_engine(rules, EngineKind::kRareCommon, prefix, t);
    Budget budget;
    std::uint64_t mismatches = 0;
    for (std::uint64_t upto = 999; engine->size() <= n; upto += 1000) {
      const std::uint64_t from = engine->size();
      engine->extend_to(std::min(upto, n), budget);
      for (std::uint64_t h = from; h < engine->size(); ++h)
        mismatches += engine->value(h) != whole[h];
    }
    EXPECT_EQ(mismatches, 0u) << spelling;
    EXPECT_EQ(engine->size(), n + 1);
    EXPECT_GT(engine->stats().parallel_blocks, 0u) << spelling;
  }
}

TEST(SequenceThreads, BoundedMemoryStopsAsOneThreadDoes) {
  // Dawson's chess: a rare zero past the prefix, with either number of threads.
  const HeapRules dawson = parse_take_and_break_code("0.137", 1);
  for (unsigned threads : {1u, 2u}) {
    auto engine = make_bounded_engine(dawson, EngineKind::kRareCommon, 100, forced(threads));
    Budget budget;
    EXPECT_THROW(engine->extend_to(5000, budget), Error);
  }
}

TEST(SequenceThreads, RefusesBadSettings) {
  const HeapRules rules = parse_take_and_break_code("0.6", 1);
  EXPECT_THROW(make_engine(rules, EngineKind::kRareCommon, forced(0)), Error);
  EXPECT_THROW(make_engine(rules, EngineKind::kRareCommon, forced(2, 40)), Error);
  EXPECT_THROW(make_engine(rules, EngineKind::kRareCommon, forced(2, 16)), Error);
}

// A checkpoint written with threads (the run stopped by the budget part way) resumes, with one
// thread or three, to the values of one uninterrupted thread.
TEST(SequenceThreads, CheckpointWrittenWithThreadsResumesIdentically) {
  const auto path = std::filesystem::path(::testing::TempDir()) /
                    ("grundy-threads-" + std::to_string(::getpid()) + ".checkpoint");
  const std::uint64_t n = sanitized() ? 3000 : 20000;
  for (unsigned resume_threads : {1u, 3u}) {
    std::filesystem::remove(path);
    app::SequenceOptions options;
    options.checkpoint = path.string();
    options.threads = forced(2);
    {
      Budget budget;
      budget.set_node_limit(n * 200);
      EXPECT_THROW(app::compute_sequence("0.6", n, options, budget), Error);
    }
    ASSERT_TRUE(std::filesystem::exists(path));
    options.threads = forced(resume_threads);
    Budget budget;
    const app::SequenceData resumed = app::compute_sequence("0.6", n, options, budget);
    Budget fresh_budget;
    const auto fresh = values(parse_take_and_break_code("0.6", 1), EngineKind::kRareCommon, n);
    EXPECT_EQ(resumed.values, fresh) << "resumed with " << resume_threads << " threads";
  }
  std::filesystem::remove(path);
}

// Research scale (make test-long): Grundy's game to 10^7 on two threads, the same values as one
// thread; then a run stopped by a node limit in the middle of the pipeline is an error, not a
// hang or a crash, and resumes to the same values.
TEST(SequenceThreadsLong, GrundysGameToTenMillion) {
  const std::uint64_t n = 10000000;
  const HeapRules rules = parse_take_and_break_code("4!.0", 1);
  const auto one = values(rules, EngineKind::kRareCommon, n);
  EngineThreads t;
  t.threads = 2;
  EXPECT_EQ(values(rules, EngineKind::kRareCommon, n, t), one);
  auto engine = make_engine(rules, EngineKind::kRareCommon, t);
  Budget budget;
  engine->extend_to(1 << 20, budget);
  Budget small;
  small.set_node_limit(200000000);
  EXPECT_THROW(
      {
        try {
          engine->extend_to(n, small);
        } catch (const Error& e) {
          EXPECT_EQ(e.kind(), ErrorKind::kBudget);
          throw;
        }
      },
      Error);
  EXPECT_LT(engine->size(), n);
  engine->extend_to(n, budget);
  EXPECT_EQ(engine->values(), one);
}

}  // namespace
}  // namespace grundy
