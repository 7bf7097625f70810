// The grundy command: argument parsing only; every command is an app/ function.
#include <cstdio>     // std::fputs
#include <exception>  // std::exception

#include "cli/command_line.h"

int main(int argc, char** argv) {
  // The commands catch their own errors (runner.h); this is the last line, so that nothing
  // thrown while reading the arguments ends the program with an abort.
  try {
    return grundy::cli::run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "grundy: internal error: %s\n", e.what());
  } catch (...) {
    std::fputs("grundy: internal error\n", stderr);
  }
  return 1;
}
