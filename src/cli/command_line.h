#pragma once
namespace grundy::cli {
// Parses the command line, runs the command and returns the exit status (DESIGN.md): 0 success,
// 1 the computation failed or ran out of budget, 2 bad usage or a spec that does not parse.
int run(int argc, char** argv);
}  // namespace grundy::cli
