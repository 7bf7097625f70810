#pragma once
// Where a module the binary loads at run time lies: beside the running binary.
#include <string>

namespace grundy::cli {

// The path of the file named `name` in the folder of the running binary (from /proc/self/exe),
// or in the current folder when that cannot be read.
std::string module_path(const char* name);

}  // namespace grundy::cli
