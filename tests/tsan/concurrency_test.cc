// Concurrency tests (issue 14, ThreadSanitizer): the objects the server shares between its worker
// threads, used from several threads at once. Each test checks answers, not only that nothing
// crashed: what the threads compute together equals what one thread computes alone. Built into
// grundy_concurrency_tests, run by the release ctest and, for data races, in the GRUNDY_TSAN build
// (tests/tsan/run.sh), where any race is a "WARNING: ThreadSanitizer" report and a failure.
#include <gtest/gtest.h>
#include <unistd.h>  // getpid

#include <atomic>
#include <barrier>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "app/commands.h"
#include "app/partizan.h"
#include "app/sequence_run.h"
#include "grundy/core/budgeted_mutex.h"
#include "grundy/core/error.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/notation.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/worker_pool.h"
#include "server/timed_pool.h"
#include "store/result_store.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

constexpr int kThreads = 6;

// Runs body(t) on kThreads threads released together, and joins them.
template <class F>
void run_threads(F body, int threads = kThreads) {
  std::barrier start(threads);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      start.arrive_and_wait();
      body(t);
    });
  }
  for (auto& th : pool) th.join();
}

// A fresh file in the test's temporary folder (never the user's store), removed with its WAL
// and journal when the test is done.
class TempDb {
 public:
  explicit TempDb(const std::string& name)
      : path_((std::filesystem::path(::testing::TempDir()) /
               ("grundy-concurrency-" + std::to_string(::getpid()) + "-" + name + ".sqlite"))
                  .string()) {
    remove();
  }
  ~TempDb() { remove(); }
  TempDb(const TempDb&) = delete;
  TempDb& operator=(const TempDb&) = delete;
  operator const std::string&() const { return path_; }

 private:
  void remove() const {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
      std::error_code ignored;
      std::filesystem::remove(path_ + suffix, ignored);
    }
  }
  std::string path_;
};

// --- the partizan GameStore: one store, many threads -------------------------------------------

const char* const kGames[] = {"{3||2|1}", "^ + *2",  "{1|-1} + {2|1}",  "1/2 + {0|^*}",
                              "*3 + v",   "{2|0}",   "{5|-5} + {4|-4}", "+-1 + +-2",
                              "^^*",      "{0|*,^}", "{1/2|0} + 3/4",   "{{2|1}|{0|-1}}"};

struct GameAnswers {
  std::vector<std::string> canonical, doubled, negated, relation_to_next;
  std::vector<int> outcome;
  std::vector<std::uint64_t> birthday;
  friend bool operator==(const GameAnswers&, const GameAnswers&) = default;
};

GameAnswers answer_games(partizan::GameStore& store, Budget& budget) {
  GameAnswers a;
  const std::size_t n = std::size(kGames);
  for (std::size_t i = 0; i < n; ++i) {
    const auto g = partizan::parse_game(store, kGames[i], budget);
    const auto h = partizan::parse_game(store, kGames[(i + 1) % n], budget);
    a.canonical.push_back(partizan::format_game(store, g));
    a.doubled.push_back(partizan::format_game(store, store.add(g, g, budget)));
    a.negated.push_back(partizan::format_game(store, store.negative(g)));
    a.relation_to_next.push_back(partizan::to_symbol(store.compare(g, h, budget)));
    a.outcome.push_back(static_cast<int>(store.outcome(store.subtract(g, h, budget), budget)));
    a.birthday.push_back(store.birthday(g));
  }
  return a;
}

TEST(SharedGameStore, ThreadsAgreeWithASingleThread) {
  GameAnswers reference;
  {
    partizan::GameStore alone;
    Budget budget;
    reference = answer_games(alone, budget);
  }
  partizan::GameStore shared;
  std::vector<GameAnswers> got(kThreads);
  run_threads([&](int t) {
    for (int round = 0; round < 5; ++round) {
      Budget budget;
      got[t] = answer_games(shared, budget);
    }
  });
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(got[t], reference) << "thread " << t;
}

// Threads whose budget runs out in the middle of a computation leave the shared store exact for
// the others (its caches only ever hold finished answers).
TEST(SharedGameStore, BudgetFailuresInOneThreadDoNotCorruptOthers) {
  GameAnswers reference;
  {
    partizan::GameStore alone;
    Budget budget;
    reference = answer_games(alone, budget);
  }
  partizan::GameStore shared;
  std::vector<GameAnswers> got(kThreads);
  std::atomic<int> budget_errors = 0;
  run_threads([&](int t) {
    for (int round = 0; round < 8; ++round) {
      if (t % 2 == 0) {
        Budget tight;
        tight.set_node_limit(static_cast<std::uint64_t>(5 + 7 * round));
        try {
          answer_games(shared, tight);
        } catch (const Error&) {
          ++budget_errors;
        }
      } else {
        Budget budget;
        got[t] = answer_games(shared, budget);
      }
    }
  });
  for (int t = 1; t < kThreads; t += 2) EXPECT_EQ(got[t], reference) << "thread " << t;
  Budget budget;
  EXPECT_EQ(answer_games(shared, budget), reference);
}

// --- the engine's shared caches through the app layer (what the server's workers call) ---------

struct AppAnswers {
  std::vector<std::uint64_t> values;
  std::vector<std::string> moves, canonical;
  friend bool operator==(const AppAnswers&, const AppAnswers&) = default;
};

AppAnswers answer_app(app::Shared& shared, int t) {
  // Cold caches on purpose: every thread extends the same heap tables and Wythoff table at once.
  static const char* const values[] = {"kayles:700 + kayles:33",
                                       "0.137:3000",
                                       "4.07:2500",
                                       "wythoff:(140,261)",
                                       "nim:3,4,5",
                                       "0.77:1400",
                                       "0.6:1200",
                                       "sub{1,3,4}:5000",
                                       "allbut{1,2}:800",
                                       "0.754:2000 + *3",
                                       "8.0:900",
                                       "wythoff:(300,17)"};
  static const char* const moves[] = {"sub{1,2,3}:6 + sub{1,3,4}:5", "kayles:40 + 0.77:31",
                                      "nim:4,1,1"};
  static const char* const canonical[] = {"domineering:...|...|...", "domineering:..#|...|...",
                                          "clobber:xox|oxo", "{3||2|1} + ^*"};
  AppAnswers a;
  // Each thread starts at another expression, so the tables are extended from several at once.
  a.values.resize(std::size(values));
  for (std::size_t k = 0; k < std::size(values); ++k) {
    const std::size_t i = (k + static_cast<std::size_t>(t)) % std::size(values);
    Budget budget;
    a.values[i] = app::value(values[i], shared.context(budget)).value;
  }
  for (const char* m : moves) {
    Budget budget;
    std::string all;
    for (const auto& mv : app::moves(m, false, shared.context(budget)).moves) all += mv.to + ";";
    a.moves.push_back(all);
  }
  for (const char* c : canonical) {
    Budget budget;
    a.canonical.push_back(app::canonical(c, shared.context(budget)).canonical);
  }
  return a;
}

TEST(SharedRulesets, ConcurrentValuesMovesAndCanonicalFormsAgree) {
  // Each run starts cold only once per process; repeat with more threads than cores.
  testing::TestShared shared;  // one process's tables, shared by every thread
  std::vector<AppAnswers> got(kThreads);
  run_threads([&](int t) { got[t] = answer_app(shared, t); });
  const AppAnswers reference = answer_app(shared, 0);  // warm caches, one thread
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(got[t], reference) << "thread " << t;
}

// --- the results store: one SQLite file, a connection per thread --------------------------------

TEST(ResultStoreThreads, ConnectionsPerThreadSaveAndLoad) {
  const TempDb db("store");
  const std::string& path = db;
  { app::ResultStore create(path); }  // the file exists before the threads open it
  std::atomic<int> failures = 0;
  run_threads([&](int t) {
    try {
      app::ResultStore store(path);
      for (int round = 1; round <= 10; ++round) {
        std::vector<std::uint16_t> values(static_cast<std::size_t>(50 * round));
        for (std::size_t i = 0; i < values.size(); ++i)
          values[i] = static_cast<std::uint16_t>(i % 7);
        store.save("own" + std::to_string(t), values, std::nullopt, values.size());
        store.save("shared", values, std::nullopt, values.size());
        auto own = store.load("own" + std::to_string(t));
        if (!own || own->values != values) ++failures;
        auto sh = store.load("shared");
        // Another thread may have saved a longer prefix; never a shorter one, never other values.
        if (!sh || sh->values.size() < values.size()) ++failures;
        for (std::size_t i = 0; sh && i < sh->values.size(); ++i) {
          if (sh->values[i] != i % 7) {
            ++failures;
            break;
          }
        }
      }
    } catch (const Error& e) {
      ADD_FAILURE() << "thread " << t << ": " << e.what();
    }
  });
  EXPECT_EQ(failures.load(), 0);
  app::ResultStore store(path);
  for (int t = 0; t < kThreads; ++t) {
    auto own = store.load("own" + std::to_string(t));
    ASSERT_TRUE(own);
    EXPECT_EQ(own->values.size(), 500u);
  }
}

// Several connections creating the same fresh file at once (the server's first /api/seq requests
// on a new store, or a CLI run beside it): each must open it, none may fail.
// Several connections opening one fresh store file at once: each must see a store, none "another
// program's SQLite database" nor "table sequences already exists" (issue 14, item 5). It failed
// while the constructor read the header outside a transaction and created the schema under a plain
// BEGIN; it now looks again under BEGIN IMMEDIATE.
TEST(ResultStoreThreads, FirstOpenFromSeveralThreadsAtOnce) {
  for (int attempt = 0; attempt < 5; ++attempt) {
    const TempDb db("first-open-" + std::to_string(attempt));
    const std::string& path = db;
    std::vector<std::string> errors(kThreads);
    run_threads([&](int t) {
      try {
        app::ResultStore store(path);
        std::vector<std::uint16_t> values = {0, 1, 2};
        store.save("t" + std::to_string(t), values, std::nullopt, 2);
      } catch (const Error& e) {
        errors[t] = e.what();
      }
    });
    for (int t = 0; t < kThreads; ++t) EXPECT_EQ(errors[t], "") << "attempt " << attempt;
  }
}

// The server's /api/seq and /api/period: every worker opens the store, reads, computes, saves.
TEST(ResultStoreThreads, ConcurrentSequencesThroughTheStore) {
  const TempDb db("sequences");
  const std::string& path = db;
  { app::ResultStore create(path); }
  std::vector<std::string> rulesets = {"0.137", "0.77", "4.07", "sub{1,3,4}"};
  std::vector<std::vector<std::vector<std::uint16_t>>> got(kThreads);
  run_threads([&](int t) {
    app::SequenceOptions options;
    options.db = path;
    for (int round = 0; round < 3; ++round) {
      for (const auto& r : rulesets) {
        Budget budget;
        auto data =
            app::compute_sequence(r, 300 + 100 * static_cast<std::uint64_t>(t), options, budget);
        std::vector<std::uint16_t> first(301);
        for (std::uint64_t n = 0; n <= 300; ++n)
          first[n] = static_cast<std::uint16_t>(data.value(n));
        if (round == 0) got[t].push_back(first);
      }
    }
  });
  app::SequenceOptions none;
  for (std::size_t k = 0; k < rulesets.size(); ++k) {
    Budget budget;
    auto data = app::compute_sequence(rulesets[k], 300, none, budget);
    std::vector<std::uint16_t> want(301);
    for (std::uint64_t n = 0; n <= 300; ++n) want[n] = static_cast<std::uint16_t>(data.value(n));
    for (int t = 0; t < kThreads; ++t) EXPECT_EQ(got[t][k], want) << rulesets[k] << " thread " << t;
  }
}

// --- one sequence on several threads (the rare/common engine's WorkerPool) ---------------------

TEST(SequenceEngineThreads, ParallelBlocksGiveOneThreadsValues) {
  // The parallel path forced from heap 64 in blocks of 32: phase 1 on three threads, phase 2 on
  // the caller, hundreds of times; the values must be one thread's.
  for (const char* code : {"4!.0", "0.6", "0.007"}) {
    const HeapRules rules = parse_take_and_break_code(code, 1);
    Budget one_budget, many_budget;
    auto one = make_engine(rules, EngineKind::kRareCommon);
    one->extend_to(3000, one_budget);
    EngineThreads threads;
    threads.threads = 3, threads.from_heap = 64, threads.block = 32;
    auto many = make_engine(rules, EngineKind::kRareCommon, threads);
    many->extend_to(3000, many_budget);
    EXPECT_EQ(many->values(), one->values()) << code;
    EXPECT_GT(many->stats().parallel_blocks, 10u) << code;
  }
}

TEST(SequenceEngineThreads, WorkerPoolRunsEveryItemOnce) {
  WorkerPool pool(3);
  std::vector<int> hits(1000, 0);  // item i is written by whichever thread ran it, once
  std::atomic<int> bad{0};
  for (int round = 0; round < 200; ++round) {
    const std::uint32_t items = 1 + static_cast<std::uint32_t>(round % 7) * 100;
    pool.run(items, [&](unsigned thread, std::uint32_t i) {
      if (thread >= pool.size()) ++bad;
      ++hits[i];
    });
  }
  int total = 0;
  for (int h : hits) total += h;
  int expected = 0;
  for (int round = 0; round < 200; ++round) expected += 1 + (round % 7) * 100;
  EXPECT_EQ(total, expected);
  EXPECT_EQ(bad.load(), 0);
}

// --- the harness itself --------------------------------------------------------------------------

// Run on purpose by tests/tsan/run.sh (--gtest_also_run_disabled_tests), which expects a report:
// proof that the build is instrumented and that a race would fail the step.
TEST(TsanSelfCheck, DISABLED_AnUnsynchronisedCounterIsReported) {
  static long counter = 0;  // deliberately not atomic
  run_threads(
      [](int) {
        for (int i = 0; i < 1000; ++i) counter = counter + 1;
      },
      2);
  EXPECT_GT(counter, 0);
}

// --- the locks waited for under a budget ---------------------------------------------------------

// Threads take one BudgetedMutex in turn, some with budgets that run out while they wait: what
// it guards is written by one at a time (TSan sees the handover through the mutex's state), and
// every increment of a thread that got the lock is counted.
TEST(BudgetedMutexThreads, HandoverAndRefusalsKeepExclusion) {
  constexpr int kThreads = 4, kRounds = 300;
  BudgetedMutex m;
  long counter = 0;
  std::atomic<long> taken = 0, refused = 0;
  run_threads(
      [&](int t) {
        for (int i = 0; i < kRounds; ++i) {
          // Every other thread waits with a budget of 0–1 ms: some waits are refused.
          Budget budget = t % 2 ? Budget::with_time(std::chrono::milliseconds(i % 2)) : Budget();
          try {
            auto lock = lock_under(m, budget);
            counter = counter + 1;
            taken.fetch_add(1);
            if (i % 16 == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
          } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::kBudget);
            refused.fetch_add(1);
          }
        }
      },
      kThreads);
  EXPECT_EQ(counter, taken.load());
  EXPECT_EQ(taken + refused, kThreads * kRounds);
}

// --- the server's worker pool -------------------------------------------------------------------

TEST(TimedPoolThreads, EveryTaskRunsOnceAndSeesItsQueueWaitOnce) {
  constexpr int kProducers = 4, kTasks = 500;
  std::atomic<int> ran = 0, bad_wait = 0;
  {
    server::TimedPool pool(8);
    run_threads(
        [&](int) {
          for (int i = 0; i < kTasks; ++i) {
            pool.enqueue([&] {
              auto first = server::take_queue_wait();
              auto second = server::take_queue_wait();
              if (!first || first->count() < 0 || second) ++bad_wait;
              ++ran;
            });
          }
        },
        kProducers);
    pool.shutdown();  // drains the queue, then joins
  }
  EXPECT_EQ(ran.load(), kProducers * kTasks);
  EXPECT_EQ(bad_wait.load(), 0);
}

// --- the outcome search on two threads (grundy outcome --threads 2) ------------------------------

TEST(OutcomeSearchThreads, TwoSidesOnTwoThreadsAgreeWithOneThread) {
  // The two searches share the rulesets and the database of solved regions (behind its lock).
  TempDb db("outcome-threads");
  app::Shared shared(testing::kTestRetainedBytes, db);
  const char* const boards[] = {"domineering:....|....|....|....", "clobber:xox|oxo|xox",
                                "domineering:.....|.....|..... + clobber:xoxo",
                                "toads-and-frogs:tt..ff + {3||2|1}"};
  for (const char* board : boards) {
    Budget one_budget, two_budget;
    const app::OutcomeResult one = app::partizan_outcome(board, false, shared.context(one_budget),
                                                         app::OutcomeEngine::kSearch, false, 1);
    const app::OutcomeResult two = app::partizan_outcome(board, false, shared.context(two_budget),
                                                         app::OutcomeEngine::kSearch, false, 2);
    EXPECT_EQ(two.outcome, one.outcome) << board;
  }
}

}  // namespace
}  // namespace grundy
