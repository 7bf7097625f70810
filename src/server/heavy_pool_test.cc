#include "server/heavy_pool.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <atomic>  // std::atomic
#include <future>  // std::promise

#include "app/context.h"
#include "grundy/core/error.h"
#include "server/router.h"

namespace grundy::server {
namespace {

TEST(HeavyPool, ReservesAtMostItsThreadsAndQueue) {
  HeavyPool pool(2, 3);
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(pool.try_reserve()) << i;
  EXPECT_FALSE(pool.try_reserve());
  pool.cancel_reservation();
  EXPECT_TRUE(pool.try_reserve());
  EXPECT_FALSE(pool.try_reserve());
  for (int i = 0; i < 5; ++i) pool.cancel_reservation();
  EXPECT_EQ(pool.describe(), "0 running, 0 waiting");
}

TEST(HeavyPool, WithoutThreadsReservesNothing) {
  HeavyPool pool(0, 10);
  EXPECT_FALSE(pool.try_reserve());
}

TEST(HeavyPool, RunsEachTaskOnceAndFreesItsPlace) {
  HeavyPool pool(2, 0);
  std::atomic<int> ran{0};
  for (int round = 0; round < 20; ++round) {
    std::promise<void> done[2];
    for (auto& d : done) {
      ASSERT_TRUE(pool.try_reserve());
      pool.submit([&ran, &d] {
        ++ran;
        d.set_value();
      });
    }
    for (auto& d : done) d.get_future().wait();
    // A place is freed once its task has returned, which may be just after set_value.
    while (pool.describe() != "0 running, 0 waiting") std::this_thread::yield();
  }
  EXPECT_EQ(ran.load(), 40);
}

TEST(HeavyPool, ResumeDeadlineIsTakenOnce) {
  const auto d = Budget::Clock::now() + std::chrono::seconds(3);
  set_resume_deadline(d);
  EXPECT_EQ(take_resume_deadline(), d);
  EXPECT_FALSE(take_resume_deadline().has_value());
}

RequestLimits sliced_limits(std::shared_ptr<HeavyPool> heavy,
                            std::chrono::milliseconds slice = std::chrono::milliseconds(5)) {
  RequestLimits l;
  l.time = std::chrono::milliseconds(60000);
  l.shared = std::make_shared<app::Shared>(1 << 20, "");
  l.heavy = std::move(heavy);
  l.slice = slice;
  return l;
}

// Work that runs until its budget stops it, recording the deadline it was given.
nlohmann::json spin(const app::Context& c) {
  for (;;) c.budget.check();
}

TEST(Answer, QuickWorkIsAnsweredWithinItsSlice) {
  // A slice of 10 s, not 5 ms: under the sanitizers on a loaded machine even this work was once
  // descheduled past 5 ms and handed off (CI by hand, 2026-12-02), and the test is of the route
  // taken, not of the machine's speed.
  const RequestLimits l =
      sliced_limits(std::make_shared<HeavyPool>(1, 0), std::chrono::milliseconds(10'000));
  httplib::Response res;
  answer(res, l, [](const app::Context&) { return nlohmann::json{{"x", 1}}; });
  EXPECT_EQ(res.status, 200);
  EXPECT_NE(res.body.find("\"x\":1"), std::string::npos);
  // The server's own account of the request (docs/http-api.md): its wait and its run, in ms.
  const std::string timing = res.get_header_value("Server-Timing");
  EXPECT_TRUE(timing.starts_with("wait;dur=")) << timing;
  EXPECT_NE(timing.find(", run;dur="), std::string::npos) << timing;
}

TEST(Answer, BadInputIsAnsweredWhereItStarted) {
  const RequestLimits l = sliced_limits(std::make_shared<HeavyPool>(1, 0));
  httplib::Response res;
  answer(res, l,
         [](const app::Context&) -> nlohmann::json { throw Error(ErrorKind::kUsage, "no"); });
  EXPECT_EQ(res.status, 400);
}

TEST(Answer, WorkPastItsSliceIsHandedOffWithItsOneDeadline) {
  auto heavy = std::make_shared<HeavyPool>(1, 0);
  const RequestLimits l = sliced_limits(heavy);
  httplib::Response res;
  const auto before = Budget::Clock::now();
  Budget::Clock::time_point deadline;
  try {
    answer(res, l, spin);
    FAIL() << "not handed off: " << res.status << " " << res.body;
  } catch (const HandOff& h) {
    deadline = h.deadline;
  }
  EXPECT_GE(deadline, before + l.time);
  EXPECT_LE(deadline, Budget::Clock::now() + l.time);
  EXPECT_FALSE(heavy->try_reserve());  // the hand-off holds the pool's one place

  // Run again (as the pool's thread does) under that deadline, already past: no slice, no
  // second hand-off, and the budget is the one set when it first started.
  set_resume_deadline(Budget::Clock::now() - std::chrono::milliseconds(1));
  httplib::Response again;
  answer(again, l, spin);
  EXPECT_EQ(again.status, 422);
  heavy->cancel_reservation();
}

TEST(Answer, AFullPoolIsA503) {
  auto heavy = std::make_shared<HeavyPool>(1, 0);
  ASSERT_TRUE(heavy->try_reserve());
  const RequestLimits l = sliced_limits(heavy);
  httplib::Response res;
  answer(res, l, spin);  // does not throw
  EXPECT_EQ(res.status, 503);
  EXPECT_NE(res.body.find("busy with heavy requests"), std::string::npos) << res.body;
  heavy->cancel_reservation();
}

TEST(Answer, WithoutASliceWorkRunsToItsBudget) {
  RequestLimits l = sliced_limits(nullptr);
  l.time = std::chrono::milliseconds(30);
  httplib::Response res;
  answer(res, l, spin);
  EXPECT_EQ(res.status, 422);
}

}  // namespace
}  // namespace grundy::server
