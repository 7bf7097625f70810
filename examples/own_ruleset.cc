// A ruleset defined outside grundy's tree, against the installed library (docs/api.md, "A game
// of your own"): Dawson's Kayles by its rules — a row of n pins, a move knocks down two adjacent
// pins, leaving the two rows on either side — registered under the name `row-pairs`. Once
// registered it is a game of the notation like any other: `row-pairs:7 + nim:3` parses, sums,
// and solves. The program checks it against the built-in octal game 0.07 (the same game, coded
// by its digits), heap by heap, and prints what it found.
//
//   build-examples/own_ruleset 30
#include <grundy/api.h>
#include <grundy/games/options_charge.h>
#include <grundy/games/registry.h>
#include <grundy/notation/expression.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

class RowPairs final : public grundy::ImpartialRuleset {
 public:
  std::string spelling() const override { return "row-pairs"; }
  std::string describe() const override {
    return "rows of pins; knock down two adjacent pins (Dawson's Kayles)";
  }
  std::vector<grundy::Component> parse_position(std::string_view text,
                                                std::size_t column) const override {
    std::vector<grundy::Component> rows;
    std::size_t start = 0;
    while (start <= text.size()) {
      const std::size_t comma = std::min(text.find(',', start), text.size());
      const std::uint64_t n =
          grundy::parse_natural(text.substr(start, comma - start), column + start, "a row");
      if (n > 0) rows.push_back({n, 0});
      start = comma + 1;
    }
    return rows;
  }
  std::string format_position(std::span<const grundy::Component> rows) const override {
    std::string out;
    for (const grundy::Component& r : rows) out += (out.empty() ? "" : ",") + std::to_string(r.a);
    return out.empty() ? "0" : out;
  }
  std::vector<grundy::Parts> options(const grundy::Component& row,
                                     grundy::Budget& budget) const override {
    grundy::OptionsCharge charge(budget, "the option list of a row of pins");
    std::vector<grundy::Parts> out;
    for (std::uint64_t left = 0; left + 2 <= row.a; ++left) {
      grundy::Parts parts;
      if (left > 0) parts.push_back({left, 0});
      if (row.a - 2 - left > 0) parts.push_back({row.a - 2 - left, 0});
      charge.add(parts);
      out.push_back(std::move(parts));
    }
    return out;
  }
  std::string describe_move(const grundy::Component& from,
                            std::span<const grundy::Component> to) const override {
    return "knock down two pins of the row of " + std::to_string(from.a);
  }
  grundy::Component sample(std::uint64_t seed, unsigned size) const override {
    return {seed % (size + 1), 0};
  }
};

// Registered when the program starts, like every ruleset of the tree.
REGISTER_RULESET_FAMILY("row-pairs", "row-pairs:7",
                        [](std::string_view spelling, std::size_t,
                           const grundy::HeapPeriodOracle*) -> grundy::RulesetPtr {
                          if (spelling != "row-pairs") return nullptr;
                          return std::make_shared<RowPairs>();
                        })

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 30;
  grundy::Budget budget;
  const std::vector<std::uint64_t> octal = grundy::grundy_sequence("0.07", n, budget);
  std::uint64_t agree = 0;
  for (std::uint64_t k = 0; k <= n; ++k) {
    const std::uint64_t ours = grundy::grundy_value("row-pairs:" + std::to_string(k), budget);
    if (ours == octal[k]) {
      ++agree;
    } else {
      std::printf("row-pairs:%llu has value %llu, but 0.07 says %llu\n",
                  static_cast<unsigned long long>(k), static_cast<unsigned long long>(ours),
                  static_cast<unsigned long long>(octal[k]));
    }
  }
  std::printf("row-pairs agrees with 0.07 on %llu of %llu rows\n",
              static_cast<unsigned long long>(agree), static_cast<unsigned long long>(n + 1));
  std::printf("row-pairs:7 + nim:3 has value %llu\n",
              static_cast<unsigned long long>(grundy::grundy_value("row-pairs:7 + nim:3", budget)));
  return agree == n + 1 ? 0 : 1;
}
