#pragma once
// The version of grundy whose engine computed a stored value. Checkpoints and the results store's
// entries carry it: a value computed by another version (whose engine may have had a bug since
// fixed) is never taken for one of this version's.
namespace grundy {

// The project's version ("0.9.0"), set by CMake on engine_version.cc alone.
const char* engine_version();

}  // namespace grundy
