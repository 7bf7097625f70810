#pragma once
// `mpirun -np K grundy census FAMILY …` (issue 15 item 3): the census spread over the processes
// (ranks) of an MPI job, on one machine or many (docs/sequences.md, "Censuses on many machines").
//
// Rank 0 reads the family and hands out its members one at a time: a rank that finishes a member
// sends its row back and is given the next (dynamic scheduling, since members differ in cost by
// orders of magnitude), so no rank idles while another holds a long queue. Rank 0 computes
// members too (one worker thread beside the scheduler), and prints the one table, byte-identical
// to the single-process census (rows in family order, nothing measured in them).
//
// Each rank k writes its own results store, the census's store with the suffix ".rank<k>"
// (rank_store), and reads the census's store itself (read only: no rank writes it), so a member
// the merged store answers is skipped. `grundy store merge DB DB.rank0 DB.rank1 …` joins them.
//
// The MPI code is a module (libgrundy_mpi.so, built when CMake finds MPI) that the census command
// loads only under mpirun (cli/mpi_module.h): no other command, and no census outside mpirun,
// loads libmpi or pays MPI_Init. This header names no MPI type.
#include <cstdint>     // std::uint64_t
#include <exception>   // std::exception_ptr
#include <functional>  // std::function
#include <string>      // std::string

#include "census/family.h"
#include "census/table.h"
#include "grundy/core/budget.h"

namespace grundy::mpi {

struct CensusRequest {
  std::function<census::Family()> family;  // called on rank 0 only (file: is read there)
  std::uint64_t max = 1 << 16;
  std::string db;                         // the census's store ("" for none: no rank stores)
  std::function<Budget()> member_budget;  // a fresh budget for each member on this rank
  census::TableFormat format = census::TableFormat::kText;
  bool summary = true;  // rank 0's line on stderr: members, ranks, time
  // Prints an error (text or JSON, as the command was asked) and gives the exit status.
  std::function<int(std::exception_ptr)> report_error;
};

// The store rank k writes: "" when the census has none.
inline std::string rank_store(const std::string& db, int rank) {
  return db.empty() ? std::string() : db + ".rank" + std::to_string(rank);
}

inline constexpr const char* kModuleName = "libgrundy_mpi.so";
inline constexpr const char* kEntryName = "grundy_mpi_census";
// The module's entry point: MPI_Init, the census, MPI_Finalize; the exit status of this rank
// (rank 0's says how the census went; every other rank's is 0 unless MPI itself failed).
using Entry = int (*)(const CensusRequest*);

}  // namespace grundy::mpi
