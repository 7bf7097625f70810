#pragma once
// `grundy census FAMILY`: every member of a family of heap games (census/family.h) through the
// period search of `grundy period` (app/sequence_run.h), on a pool of worker threads taking
// members from a shared queue. Each member's values and certificate are written to the results
// store as it finishes, so a census stopped at any moment (kill -9 included) and started again
// reads what is stored and computes only the rest. The table is a function of the family, --max
// and the store alone: rows in family order, nothing measured in it.
#include <atomic>      // std::atomic
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <memory>      // std::shared_ptr
#include <optional>    // std::optional
#include <string>      // std::string
#include <vector>      // std::vector

#include "app/context.h"
#include "census/family.h"
#include "grundy/core/budget.h"
#include "grundy/sequence/period.h"

namespace grundy::census {

enum class Status {
  kSolved,  // a period proved by a theorem (or Nim's closed form)
  kOpen,    // no proof among G(0 … max): "open at max"
  kBudget,  // the member ran out of its budget (time, work, memory)
  kError    // the computation failed (e.g. a value past 16 bits)
};
// "solved", "open", "budget", "error".
const char* to_string(Status status);

struct MemberResult {
  Status status = Status::kError;
  // The certificate (solved), or for an open member the unproved arithmetic periodicity the
  // values show, if any.
  std::optional<Periodicity> period;
  // The values the row is read from: G(0 … values − 1), the values the proof reads (solved) or
  // G(0 … max) (open).
  std::uint64_t values = 0;
  // The largest of those values: of the whole sequence when solved (the values cover the
  // preperiod and a whole period).
  std::optional<std::uint64_t> largest;
  // The engine these rules run on: rc-parity, rc-value, naive or closed form (how the values were
  // obtained, computed or read from the store, is not part of the row).
  std::string engine;
  // The rare/common mask (on the word G << 1 | heap parity) the engine chooses from the
  // histogram of those values, and how many heaps ≥ 1 among them are rare under it: a function
  // of the values alone, the same whether they were computed now or read from the store.
  std::optional<std::uint32_t> mask;
  std::uint64_t rare = 0;
  std::string message;  // why, for kBudget and kError

  // Not part of the table (they change from run to run).
  bool from_store = false;  // the store answered; nothing was computed
  double seconds = 0;
};

// The last exceptional heap of a solved member: n0 − 1, the largest n with G(n + p) ≠ G(n) + s
// (n0 being the least preperiod); nullopt when n0 = 0 or the member is not solved.
std::optional<std::uint64_t> last_exceptional(const MemberResult& r);

struct CensusProgress {
  std::size_t total = 0, done = 0, solved = 0, open = 0, budget = 0, errors = 0, stored = 0;
  double seconds = 0;  // since the census started
};

struct CensusOptions {
  std::uint64_t max = 1 << 16;  // each member's period search looks at G(0 … max)
  unsigned jobs = 0;            // worker threads; 0: every core
  std::string db;               // the results store ("" for none)
  // A fresh budget for each member (its time, work and memory); none: unlimited.
  std::function<Budget()> member_budget;
  // Called from the calling thread about four times a second and once at the end.
  std::function<void(const CensusProgress&)> progress;
  // Once set, no further member is started and run_census throws a budget error (Ctrl-C).
  std::shared_ptr<std::atomic<bool>> stop;
};

struct CensusResult {
  Family family;
  std::uint64_t max = 0;
  std::vector<MemberResult> rows;  // one per member, in family order
  std::size_t solved = 0, open = 0, budget = 0, errors = 0;
  // Not part of the table.
  std::size_t stored = 0;  // members the store answered
  unsigned jobs = 0;
  double seconds = 0;
};

// One member: the period search of `grundy period SPELLING --max max` (the same function, the
// same store), read into a row. A budget or computation error is a row, never thrown.
MemberResult census_member(const std::string& spelling, std::uint64_t max, const std::string& db,
                           Budget& budget);

// Whether the store at db, an existing file, answers census_member(spelling, max, db) without
// computing anything (a proved certificate, or a period search that looked at heaps up to max at
// least): the rule app::search_sequence_period answers by. A missing file answers nothing (and is
// not made).
bool store_answers(const std::string& spelling, std::uint64_t max, const std::string& db);

// census_member for a process of a census spread over ranks (src/mpi/): answered by the first of
// read_dbs that answers it (store_answers), else computed with write_db as the store.
MemberResult census_member_in(const std::string& spelling, std::uint64_t max,
                              const std::vector<std::string>& read_dbs, const std::string& write_db,
                              Budget& budget);

// The counts of result (solved, open, budget, errors, stored) from its rows.
void tally(CensusResult& result);

// Every member of family, options.jobs at a time.
CensusResult run_census(Family family, const CensusOptions& options);

// The census of the HTTP API (GET /api/census), bounded: a family of at most kMaxServedMembers
// games (file: families refused: the server reads no file a request names), max at most
// kMaxServedHeap, one worker, every member under the request's budget (its deadline, cancel flag
// and memory) and the context's results store. The request's budget running out is an error,
// not rows over budget; a member's own failure (a value past 16 bits) is a row.
inline constexpr std::size_t kMaxServedMembers = 256;
inline constexpr std::uint64_t kMaxServedHeap = 1 << 16;
CensusResult serve_census(std::string_view spec, std::uint64_t max, const app::Context& context);

}  // namespace grundy::census
