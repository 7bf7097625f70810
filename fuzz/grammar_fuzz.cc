// libFuzzer target for the one grammar (issue 9): for any input,
//   - the partizan parser either reads a game, which prints back to a spelling that parses to the
//     same game (ids are canonical forms) and prints to itself again, or fails with Error whose
//     column lies inside the input (1 … length + 1, the end included);
//   - the impartial parser likewise: format_sum(parse_sum(s)) parses to a sum that prints the same.
// Anything else (another exception, a crash, a sanitizer report) is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/partizan/notation.h"

namespace {

[[noreturn]] void finding(const char* what, std::string_view input, const std::string& detail) {
  std::fprintf(stderr, "FINDING: %s\ninput: %.*s\n%s\n", what, static_cast<int>(input.size()),
               input.data(), detail.c_str());
  std::abort();
}

void check_column(const grundy::Error& e, std::string_view input) {
  if (e.kind() == grundy::ErrorKind::kBudget) return;  // too large, said so
  if (e.kind() != grundy::ErrorKind::kParse)
    finding("an error that is not a parse error", input, e.what());
  if (e.column() < 1 || e.column() > input.size() + 1) {
    finding("an error column outside the input", input,
            std::to_string(e.column()) + ": " + e.what());
  }
}

void partizan(std::string_view input) {
  using namespace grundy::partizan;
  GameStore store;
  grundy::Budget budget;
  budget.set_node_limit(2'000);
  GameId g;
  try {
    g = parse_game(store, input, budget);
  } catch (const grundy::Error& e) {
    check_column(e, input);
    return;
  }
  // Forms past 64 KiB (a tree exponentially larger than its game) are not printed or re-read
  // here: printing them took most of the target's time. Unit tests read back forms of megabytes.
  std::string printed;
  grundy::Budget printing;  // no limit but the length: a form is printed or refused as too long
  try {
    printed = format_game(store, g, printing, std::size_t{1} << 16);
  } catch (const grundy::Error& e) {
    if (e.kind() == grundy::ErrorKind::kBudget) return;
    finding("printing failed", input, e.what());
  }
  grundy::Budget again;
  again.set_node_limit(20'000);
  GameId back;
  try {
    back = parse_game(store, printed, again);
  } catch (const grundy::Error& e) {
    if (e.kind() == grundy::ErrorKind::kBudget) return;
    finding("the printed game does not parse", input, printed + "\n" + e.what());
  }
  if (back != g)
    finding("the printed game reads back as another", input,
            printed + " -> " + format_game(store, back));
  if (format_game(store, back) != printed) finding("printing is not a fixed point", input, printed);
}

void impartial(std::string_view input) {
  grundy::Sum sum;
  try {
    sum = grundy::parse_sum(input);
  } catch (const grundy::Error& e) {
    check_column(e, input);
    return;
  }
  const std::string printed = grundy::format_sum(sum);
  grundy::Sum back;
  try {
    back = grundy::parse_sum(printed);
  } catch (const grundy::Error& e) {
    finding("the printed sum does not parse", input, printed + "\n" + e.what());
  }
  if (grundy::format_sum(back) != printed)
    finding("the printed sum prints otherwise", input, printed);
  if (back.component_count() > sum.component_count()) {
    finding("the printed sum has more components", input, printed);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  try {
    partizan(input);
    impartial(input);
  } catch (const std::exception& e) {
    finding("an exception that is not grundy::Error", input, e.what());
  }
  return 0;
}
