// sum_report: what grundy's engine says of a game, from a program of one's own.
//   sum_report 'kayles:7 + nim:3'     Grundy value, canonical form and outcome of a sum
//   sum_report --heap 0.07            the first values of a heap game and its proved period
// Built against the installed package (examples/CMakeLists.txt, or pkg-config: docs/api.md).
#include <grundy/api.h>

#include <chrono>   // std::chrono::seconds
#include <cstdint>  // std::uint64_t
#include <cstdio>   // std::printf
#include <string>   // std::string

namespace {

int report_sum(const std::string& expression) {
  grundy::Budget budget = grundy::Budget::with_time(std::chrono::seconds(10));
  std::printf("game:      %s\n", expression.c_str());
  std::printf("canonical: %s\n", grundy::canonical_form(expression, budget).c_str());
  std::printf("outcome:   %s\n",
              std::string(to_string(grundy::outcome(expression, budget))).c_str());
  try {
    std::printf("value:     %llu\n",
                static_cast<unsigned long long>(grundy::grundy_value(expression, budget)));
  } catch (const grundy::Error& e) {
    std::printf("value:     none (%s)\n", e.what());
  }
  return 0;
}

int report_heap_game(const std::string& code) {
  grundy::Budget budget = grundy::Budget::with_time(std::chrono::seconds(10));
  std::printf("heap game: %s\nG(0..19):", code.c_str());
  for (std::uint64_t g : grundy::grundy_sequence(code, 19, budget)) {
    std::printf(" %llu", static_cast<unsigned long long>(g));
  }
  std::printf("\n");
  if (const auto p = grundy::proved_period(code, 100000, budget)) {
    std::printf("period:    %llu from heap %llu (%s)\n", static_cast<unsigned long long>(p->period),
                static_cast<unsigned long long>(p->preperiod), p->theorem.c_str());
  } else {
    std::printf("period:    none proved up to heap 100000\n");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::printf("grundy engine %s\n", grundy::engine_version());
  try {
    if (argc == 3 && std::string(argv[1]) == "--heap") return report_heap_game(argv[2]);
    if (argc == 2) return report_sum(argv[1]);
    std::fprintf(stderr, "usage: sum_report EXPRESSION | sum_report --heap CODE\n");
    return 2;
  } catch (const grundy::Error& e) {
    std::fprintf(stderr, "sum_report: %s\n", e.what());
    return e.kind() == grundy::ErrorKind::kBudget ? 1 : 2;
  }
}
