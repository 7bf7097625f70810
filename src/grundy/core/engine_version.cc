#include "grundy/core/engine_version.h"

#ifndef GRUNDY_ENGINE_VERSION
#error "GRUNDY_ENGINE_VERSION is set by CMake (the project's version)"
#endif

namespace grundy {

const char* engine_version() {
  return GRUNDY_ENGINE_VERSION;
}

}  // namespace grundy
