// The MPI census (mpi_census.h): rank 0 schedules and computes, every other rank computes. Only
// the main thread of a process calls MPI (MPI_THREAD_FUNNELED).
//
// The protocol, every message a string of chars on MPI_COMM_WORLD:
//   rank k → 0   kReady ""                          first message: give me a member
//   rank k → 0   kResult "INDEX\n" + encode_member   a row, and give me the next member
//   rank k → 0   kFailure "KIND\n" + message         something no row can hold (a bug, bad bytes)
//   0 → rank k   kAssign "INDEX\n" + spelling        compute this member
//   0 → rank k   kStop ""                            no more members: finalize and exit
// Every message to rank 0 gets exactly one answer, so a rank waits only for rank 0, which polls
// (MPI_Iprobe and a short sleep: an idle scheduler costs no CPU). After a failure, or when the
// family cannot be read, rank 0 answers every rank with kStop, then reports the error: an error
// on any rank is rank 0's exit status with its message, never a hang. A rank that dies outright
// is mpirun's to report (it ends the whole job).
#include "mpi/mpi_census.h"

#include <fmt/format.h>
#include <mpi.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "store/result_store.h"
#include "census/census.h"
#include "census/member_wire.h"
#include "grundy/core/error.h"

namespace grundy::mpi {
namespace {

enum Tag : int { kReady = 1, kResult = 2, kFailure = 3, kAssign = 4, kStop = 5 };

void send(const std::string& s, int to, int tag) {
  MPI_Send(s.data(), static_cast<int>(s.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

// The message status describes (already probed).
std::string receive(const MPI_Status& probed) {
  int n = 0;
  MPI_Get_count(&probed, MPI_CHAR, &n);
  std::string s(static_cast<std::size_t>(n), '\0');
  MPI_Recv(s.data(), n, MPI_CHAR, probed.MPI_SOURCE, probed.MPI_TAG, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  return s;
}

// "INDEX\nREST" split; a malformed message is an error (a rank of another build?).
std::pair<std::size_t, std::string> split_indexed(const std::string& s) {
  const auto nl = s.find('\n');
  if (nl == std::string::npos || nl == 0 || s.find_first_not_of("0123456789") < nl) {
    throw Error(ErrorKind::kComputation, "a damaged census message between MPI ranks");
  }
  return {std::stoull(s.substr(0, nl)), s.substr(nl + 1)};
}

std::string host_name() {
  char name[MPI_MAX_PROCESSOR_NAME];
  int n = 0;
  MPI_Get_processor_name(name, &n);
  return std::string(name, static_cast<std::size_t>(n));
}

// The stores a rank reads before computing: the census's own (which no rank writes).
std::vector<std::string> read_stores(const CensusRequest& r) {
  if (r.db.empty()) return {};
  return {r.db};
}

// The stores this rank reads and writes, opened once before any member and held open for the
// whole census: a damaged or foreign file is an error at once (as in a census in one process),
// and a member's connection, closing after it, is never the last one (whose close would
// checkpoint the write-ahead log and sync the file).
std::vector<std::unique_ptr<app::ResultStore>> hold_stores(const CensusRequest& r,
                                                           const std::string& own) {
  std::vector<std::unique_ptr<app::ResultStore>> held;
  if (!own.empty()) held.push_back(std::make_unique<app::ResultStore>(own));
  std::error_code ec;
  for (const std::string& db : read_stores(r)) {
    if (std::filesystem::is_regular_file(db, ec)) {
      held.push_back(std::make_unique<app::ResultStore>(db));
    }
  }
  return held;
}

// What an exception says, as a failure message: "KIND\nmessage".
std::string failure_of(std::exception_ptr e, int rank) {
  ErrorKind kind = ErrorKind::kComputation;
  std::string what = "unknown error";
  try {
    std::rethrow_exception(e);
  } catch (const Error& x) {
    kind = x.kind(), what = x.what();
  } catch (const std::exception& x) {
    what = x.what();
  } catch (...) {
  }
  return fmt::format("{}\nrank {} ({}): {}", static_cast<int>(kind), rank, host_name(), what);
}

std::exception_ptr error_of(const std::string& failure) {
  const auto nl = failure.find('\n');
  int kind = static_cast<int>(ErrorKind::kComputation);
  if (nl == 1 && failure[0] >= '0' && failure[0] <= '3') kind = failure[0] - '0';
  return std::make_exception_ptr(Error(static_cast<ErrorKind>(kind),
                                       nl == std::string::npos ? failure : failure.substr(nl + 1)));
}

int worker(const CensusRequest& r, int rank) {
  const std::string own = rank_store(r.db, rank);
  const std::vector<std::string> reads = read_stores(r);
  std::vector<std::unique_ptr<app::ResultStore>> held;
  try {
    held = hold_stores(r, own);
    send("", 0, kReady);
  } catch (...) {
    send(failure_of(std::current_exception(), rank), 0, kFailure);
  }
  for (;;) {
    MPI_Status status;
    MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    const std::string message = receive(status);
    if (status.MPI_TAG != kAssign) break;  // kStop
    std::string reply;
    int tag = kResult;
    try {
      const auto [index, spelling] = split_indexed(message);
      Budget budget = r.member_budget ? r.member_budget() : Budget();
      const census::MemberResult row =
          census::census_member_in(spelling, r.max, reads, own, budget);
      reply = fmt::format("{}\n{}", index, census::encode_member(row));
    } catch (...) {
      reply = failure_of(std::current_exception(), rank), tag = kFailure;
    }
    send(reply, 0, tag);
  }
  return 0;
}

int scheduler(const CensusRequest& r, int ranks) {
  const auto start = std::chrono::steady_clock::now();
  std::mutex mutex;  // guards next, failed and error; rows' slots are each written once
  std::exception_ptr error;
  bool failed = false;
  std::size_t next = 0;
  census::CensusResult result;
  result.max = r.max;
  try {
    result.family = r.family();
  } catch (...) {
    error = std::current_exception(), failed = true;
  }
  const std::size_t total = result.family.members.size();
  result.rows.resize(total);
  auto take = [&]() -> std::optional<std::size_t> {
    std::lock_guard lock(mutex);
    if (failed || next >= total) return std::nullopt;
    return next++;
  };
  auto fail = [&](std::exception_ptr e) {
    std::lock_guard lock(mutex);
    if (!error) error = e;
    failed = true;
  };
  const std::string own = rank_store(r.db, 0);
  const std::vector<std::string> reads = read_stores(r);
  std::vector<std::unique_ptr<app::ResultStore>> held;
  try {
    if (!failed) held = hold_stores(r, own);
  } catch (...) {
    fail(std::current_exception());
  }
  {
    // Rank 0's own worker: the same queue as the other ranks.
    std::jthread local([&] {
      while (auto i = take()) {
        try {
          Budget budget = r.member_budget ? r.member_budget() : Budget();
          result.rows[*i] = census::census_member_in(result.family.members[*i].spelling, r.max,
                                                     reads, own, budget);
        } catch (...) {
          fail(std::current_exception());
        }
      }
    });
    std::vector<std::optional<std::size_t>> held(static_cast<std::size_t>(ranks));
    int running = ranks - 1;
    while (running > 0) {
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
      if (!flag) {
        std::this_thread::sleep_for(std::chrono::microseconds(200));
        continue;
      }
      const int from = status.MPI_SOURCE;
      const std::string message = receive(status);
      try {
        if (status.MPI_TAG == kResult) {
          const auto [index, bytes] = split_indexed(message);
          if (!held[from] || *held[from] != index) {
            throw Error(ErrorKind::kComputation,
                        fmt::format("rank {} sent a row for member {}, not the one it was given",
                                    from, index));
          }
          result.rows[index] = census::decode_member(bytes);
        } else if (status.MPI_TAG == kFailure) {
          fail(error_of(message));
        }
      } catch (...) {
        fail(std::current_exception());
      }
      held[from].reset();
      if (auto i = take()) {
        held[from] = *i;
        send(fmt::format("{}\n{}", *i, result.family.members[*i].spelling), from, kAssign);
      } else {
        send("", from, kStop);
        --running;
      }
    }
  }  // rank 0's worker joined
  if (error) return r.report_error(error);
  census::tally(result);
  result.jobs = static_cast<unsigned>(ranks);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << census::render_table(result, r.format) << std::flush;
  if (r.summary) {
    std::fprintf(stderr, "census %s: %zu members on %d ranks in %.1f s, %zu from the store\n",
                 result.family.name.c_str(), result.rows.size(), ranks, result.seconds,
                 result.stored);
  }
  return 0;
}

}  // namespace
}  // namespace grundy::mpi

extern "C" int grundy_mpi_census(const grundy::mpi::CensusRequest* request) {
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
    std::fputs("grundy census: MPI_Init failed\n", stderr);
    return 1;
  }
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  int status = 1;
  try {
    if (provided < MPI_THREAD_FUNNELED) {
      throw grundy::Error(grundy::ErrorKind::kComputation,
                          "this MPI does not allow threads beside the one calling MPI");
    }
    status =
        rank == 0 ? grundy::mpi::scheduler(*request, ranks) : grundy::mpi::worker(*request, rank);
  } catch (...) {
    // MPI itself failed (the ranks can no longer talk): end the whole job rather than hang.
    if (rank == 0) status = request->report_error(std::current_exception());
    std::fflush(stdout);
    MPI_Abort(MPI_COMM_WORLD, status ? status : 1);
  }
  MPI_Finalize();
  return status;
}
