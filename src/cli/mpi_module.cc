#include "cli/mpi_module.h"

#include <dlfcn.h>  // dlopen, dlsym, dlerror

#include <cstdio>   // std::fprintf
#include <cstdlib>  // std::getenv, std::strtoul
#include <string>   // std::string

#include "cli/module_path.h"
#include "grundy/core/error.h"

namespace grundy::cli {
bool under_mpirun() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"}) {
    if (std::getenv(name)) return true;
  }
  return false;
}

unsigned local_ranks() {
  for (const char* name : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS"}) {
    if (const char* v = std::getenv(name)) {
      const unsigned long n = std::strtoul(v, nullptr, 10);
      if (n >= 1 && n <= 1u << 20) return static_cast<unsigned>(n);
    }
  }
  return 1;
}

int run_mpi_census(const mpi::CensusRequest& request) {
#ifndef GRUNDY_MPI
  return request.report_error(std::make_exception_ptr(
      Error(ErrorKind::kUsage,
            "this grundy was built without MPI (CMake found no MPI: install libopenmpi-dev and "
            "configure again), so under mpirun every rank would run the whole census alone")));
#else
  const std::string path = module_path(mpi::kModuleName);
  // RTLD_GLOBAL: OpenMPI loads its own components with dlopen, and they need libmpi's symbols.
  void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!module) {
    std::fprintf(stderr, "grundy census: cannot load the MPI module %s: %s\n", path.c_str(),
                 dlerror());
    return 1;
  }
  auto entry = reinterpret_cast<mpi::Entry>(dlsym(module, mpi::kEntryName));
  if (!entry) {
    std::fprintf(stderr, "grundy census: %s has no entry point %s\n", path.c_str(),
                 mpi::kEntryName);
    return 1;
  }
  return entry(&request);
#endif
}

}  // namespace grundy::cli
