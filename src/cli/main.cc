// The grundy command: argument parsing only; every command is an app/ function.
#include "cli/commands.h"

int main(int argc, char** argv) {
  return grundy::cli::run(argc, argv);
}
