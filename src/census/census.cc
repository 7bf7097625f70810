#include "census/census.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <memory>
#include <mutex>
#include <new>  // std::bad_alloc
#include <thread>

#include "app/heap_ruleset_arg.h"
#include "app/sequence_run.h"
#include "grundy/core/error.h"
#include "grundy/sequence/engine.h"
#include "store/result_store.h"

namespace grundy::census {

const char* to_string(Status status) {
  switch (status) {
    case Status::kSolved:
      return "solved";
    case Status::kOpen:
      return "open";
    case Status::kBudget:
      return "budget";
    case Status::kError:
      return "error";
  }
  return "error";
}

std::optional<std::uint64_t> last_exceptional(const MemberResult& r) {
  if (r.status != Status::kSolved || !r.period || r.period->preperiod == 0) return std::nullopt;
  return r.period->preperiod - 1;
}

MemberResult census_member(const std::string& spelling, std::uint64_t max, const std::string& db,
                           Budget& budget) {
  MemberResult r;
  const auto start = std::chrono::steady_clock::now();
  try {
    app::SequenceOptions options;
    options.engine = EngineKind::kRareCommon;
    options.db = db;
    app::SequenceData data = app::search_sequence_period(spelling, max, options, budget);
    r.from_store = data.engine == "store";
    r.period = data.period;
    const bool proved = data.period && data.period->proved;
    r.status = proved ? Status::kSolved : Status::kOpen;
    if (data.nim) {
      r.engine = "closed form";  // G(n) = n: no values, no largest value
    } else {
      const std::uint64_t n = std::min<std::uint64_t>(
          data.values.size(), proved ? data.period->values_needed : max + 1);
      r.values = n;
      const std::span<const std::uint16_t> values(data.values.data(), n);
      if (n > 0) r.largest = *std::max_element(values.begin(), values.end());
      const auto heap = app::heap_ruleset_arg(spelling);
      auto engine = make_engine(heap->rules(), EngineKind::kRareCommon);
      r.engine = engine->stats().engine;
      if (r.engine != "naive" && n > 0) {
        // The mask the engine chooses from these values alone (restore builds the histogram and
        // chooses once): the same row whether the values were computed now or stored.
        engine->restore({values.begin(), values.end()});
        r.mask = engine->stats().mask;
        r.rare = engine->stats().rare_positions;
      }
    }
  } catch (const Error& e) {
    r.status = e.kind() == ErrorKind::kBudget ? Status::kBudget : Status::kError;
    r.message = e.what();
    r.period.reset();
  } catch (const std::bad_alloc&) {
    r.status = Status::kBudget;
    r.message = "out of memory";
    r.period.reset();
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

bool store_answers(const std::string& spelling, std::uint64_t max, const std::string& db) {
  std::error_code ec;
  if (db.empty() || !std::filesystem::is_regular_file(db, ec)) return false;
  const auto heap = app::heap_ruleset_arg(spelling);
  if (heap->rules().is_nim()) return false;  // the closed form answers, never a store
  app::ResultStore store(db);
  const auto stored = store.load(heap->spelling());
  // The same test as app/sequence_run.cc's run() for a period search to max.
  return stored && ((stored->period && stored->period->proved) || stored->searched_max >= max);
}

MemberResult census_member_in(const std::string& spelling, std::uint64_t max,
                              const std::vector<std::string>& read_dbs, const std::string& write_db,
                              Budget& budget) {
  try {
    for (const std::string& db : read_dbs) {
      if (store_answers(spelling, max, db)) return census_member(spelling, max, db, budget);
    }
  } catch (const Error& e) {
    // A damaged store to read from is the member's error row, as census_member makes one.
    MemberResult r;
    r.status = Status::kError;
    r.message = e.what();
    return r;
  }
  return census_member(spelling, max, write_db, budget);
}

void tally(CensusResult& result) {
  result.solved = result.open = result.budget = result.errors = result.stored = 0;
  for (const MemberResult& r : result.rows) {
    switch (r.status) {
      case Status::kSolved:
        ++result.solved;
        break;
      case Status::kOpen:
        ++result.open;
        break;
      case Status::kBudget:
        ++result.budget;
        break;
      case Status::kError:
        ++result.errors;
        break;
    }
    if (r.from_store) ++result.stored;
  }
}

CensusResult run_census(Family family, const CensusOptions& options) {
  CensusResult result;
  result.max = options.max;
  const std::size_t total = family.members.size();
  result.rows.resize(total);
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, total));
  result.jobs = jobs;

  // One connection held open for the whole census: the store is checked before any work (a
  // damaged file is an error at once), and a worker's connection, closing after each member, is
  // never the last one, whose close would checkpoint the write-ahead log and sync the file.
  std::unique_ptr<app::ResultStore> held;
  if (!options.db.empty()) held = std::make_unique<app::ResultStore>(options.db);

  // The queue is the next member's index: members differ in cost by orders of magnitude, so each
  // worker takes the next one as soon as it is free (no static split).
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0}, solved{0}, open{0}, over{0}, errors{0}, stored{0};
  std::mutex mutex;
  std::condition_variable finished;
  const auto start = std::chrono::steady_clock::now();
  auto stopped = [&] { return options.stop && options.stop->load(std::memory_order_relaxed); };
  auto work = [&] {
    for (;;) {
      if (stopped()) break;
      const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
      if (i >= total) break;
      Budget budget = options.member_budget ? options.member_budget() : Budget();
      MemberResult r = census_member(family.members[i].spelling, options.max, options.db, budget);
      switch (r.status) {
        case Status::kSolved:
          ++solved;
          break;
        case Status::kOpen:
          ++open;
          break;
        case Status::kBudget:
          ++over;
          break;
        case Status::kError:
          ++errors;
          break;
      }
      if (r.from_store) ++stored;
      result.rows[i] = std::move(r);  // each slot written by one worker, read after the join
      {
        std::lock_guard lock(mutex);
        ++done;
      }
      finished.notify_one();
    }
    finished.notify_one();
  };
  auto snapshot = [&] {
    CensusProgress p;
    p.total = total, p.done = done, p.solved = solved, p.open = open, p.budget = over;
    p.errors = errors, p.stored = stored;
    p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return p;
  };
  {
    std::vector<std::jthread> workers;
    workers.reserve(jobs);
    for (unsigned j = 0; j < jobs; ++j) workers.emplace_back(work);
    // The calling thread reports progress until every member is done or the census is stopped.
    std::unique_lock lock(mutex);
    while (done < total && !stopped()) {
      finished.wait_for(lock, std::chrono::milliseconds(250));
      if (options.progress) {
        lock.unlock();
        options.progress(snapshot());
        lock.lock();
      }
    }
  }  // the workers finish the members they hold and are joined
  if (options.progress) options.progress(snapshot());
  if (done < total || stopped()) {
    throw Error(ErrorKind::kBudget,
                fmt::format("the census was stopped after {} of {} members; each finished member "
                            "is in the results store: run the same command again to resume",
                            done.load(), total));
  }
  result.solved = solved, result.open = open, result.budget = over, result.errors = errors;
  result.stored = stored;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.family = std::move(family);
  return result;
}

CensusResult serve_census(std::string_view spec, std::uint64_t max, const app::Context& context) {
  if (max > kMaxServedHeap) {
    throw Error(ErrorKind::kUsage,
                fmt::format("max {} is more than the {} heaps a census over HTTP may look at; run "
                            "grundy census on the command line",
                            max, kMaxServedHeap));
  }
  Family family = parse_family(spec);  // no file reader: file: families are refused
  if (family.members.size() > kMaxServedMembers) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the family {} has {} games, more than the {} a census over HTTP may "
                            "hold; run grundy census on the command line",
                            family.name, family.members.size(), kMaxServedMembers));
  }
  CensusOptions o;
  o.max = max;
  o.jobs = 1;
  o.db = context.db;
  Budget& request = context.budget;
  o.member_budget = [&request] { return request.derive(); };
  CensusResult r = run_census(std::move(family), o);
  request.check();  // the request's deadline or cancel flag: an error, not rows over budget
  // Every member shares the request's one budget, so a member over it means the request is:
  // refused as a whole, even where the server's first slice (measured in the server thread's
  // own time, which the census worker's clock does not advance) would still have time left —
  // it was seen to answer 200 with every row over budget.
  if (r.budget > 0) throw Error(ErrorKind::kBudget, "the computation ran out of its time budget");
  return r;
}

}  // namespace grundy::census
