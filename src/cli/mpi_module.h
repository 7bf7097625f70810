#pragma once
// The census under mpirun (mpi/mpi_census.h): detecting mpirun and loading the MPI module.
#include "mpi/mpi_census.h"

namespace grundy::cli {

// Whether this process is a rank started by mpirun (OpenMPI's OMPI_COMM_WORLD_SIZE, MPICH and
// Hydra's PMI_SIZE, PMIx's PMIX_RANK in the environment).
bool under_mpirun();
// How many ranks of the job run on this machine (OMPI_COMM_WORLD_LOCAL_SIZE, MPI_LOCALNRANKS), 1
// when unknown: the census's memory is shared among them.
unsigned local_ranks();

// Loads libgrundy_mpi.so beside the binary and runs the census under MPI; the exit status. A
// grundy built without MPI (no libopenmpi-dev when it was configured) says so (exit 2): every
// rank would otherwise run the whole census alone.
int run_mpi_census(const mpi::CensusRequest& request);

}  // namespace grundy::cli
