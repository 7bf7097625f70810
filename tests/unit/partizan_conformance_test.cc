// The conformance suite over every registered partizan ruleset (the impartial families have
// conformance_test.cc): positions print and parse back to themselves; options are deterministic;
// the sum of a position's components equals the whole board, solved with no splitting; and where
// a position is impartial, its moves are the same for both sides, its canonical form is the
// nimber *G of the Grundy value the impartial solver gives it (Sprague–Grundy), and the
// win/lose search of the impartial view agrees.
#include <gtest/gtest.h>

#include <deque>
#include <string>
#include <unordered_map>

#include "core/error.h"
#include "games/impartial_view.h"
#include "impartial/grundy_solver.h"
#include "impartial/registry.h"
#include "impartial/sum.h"
#include "impartial/win_loss_solver.h"
#include "partizan/ruleset.h"
#include "partizan/solver.h"

namespace grundy::partizan {
namespace {

constexpr std::uint64_t kSamples = 40;
constexpr unsigned kSize = 6;

class PartizanConformance : public ::testing::TestWithParam<std::string> {
 protected:
  const PartizanRuleset& ruleset() const { return *find_partizan_ruleset(GetParam()); }
  std::string sample(std::uint64_t seed) const {
    return ruleset().parse_position(ruleset().sample(seed, kSize), 1);
  }
};

// The canonical form by recursion on the whole board: no components, no memo across regions.
GameId whole_board(const PartizanRuleset& r, const std::string& p, GameStore& store, Budget& budget,
                   std::unordered_map<std::string, GameId>& memo) {
  if (auto it = memo.find(p); it != memo.end()) return it->second;
  std::vector<GameId> left, right;
  for (const std::string& o : r.options(p, Side::kLeft)) {
    left.push_back(whole_board(r, o, store, budget, memo));
  }
  for (const std::string& o : r.options(p, Side::kRight)) {
    right.push_back(whole_board(r, o, store, budget, memo));
  }
  const GameId g = store.construct(std::move(left), std::move(right), budget);
  memo.emplace(p, g);
  return g;
}

std::vector<std::string> names() {
  return partizan_ruleset_names();
}

TEST_P(PartizanConformance, PositionsRoundTrip) {
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const std::string p = sample(seed);
    EXPECT_EQ(ruleset().parse_position(p, 1), p) << p;
  }
}

TEST_P(PartizanConformance, OptionsAreDeterministic) {
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const std::string p = sample(seed);
    for (Side side : {Side::kLeft, Side::kRight}) {
      EXPECT_EQ(ruleset().options(p, side), ruleset().options(p, side)) << p;
    }
  }
}

TEST_P(PartizanConformance, ComponentsAddUpToTheWhole) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  std::unordered_map<std::string, GameId> memo;
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const std::string p = sample(seed);
    EXPECT_EQ(solver.value(ruleset(), p), whole_board(ruleset(), p, store, budget, memo)) << p;
    GameId sum = kZero;
    for (const std::string& part : ruleset().components(p)) {
      sum = store.add(sum, whole_board(ruleset(), part, store, budget, memo), budget);
    }
    EXPECT_EQ(sum, whole_board(ruleset(), p, store, budget, memo)) << p;
  }
}

TEST_P(PartizanConformance, JoiningComponentsGivesThemBack) {
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    std::vector<std::string> parts = ruleset().components(sample(seed));
    for (const std::string& more : ruleset().components(sample(seed + 1000))) {
      parts.push_back(more);
    }
    const std::string joined = ruleset().parse_position(ruleset().join(parts), 1);
    EXPECT_EQ(ruleset().components(joined), parts) << joined;
  }
  EXPECT_TRUE(ruleset().components(ruleset().parse_position(ruleset().join({}), 1)).empty());
}

TEST_P(PartizanConformance, ImpartialPositionsAreNimbers) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr view = make_ruleset(GetParam());
  GrundySolver grundy(budget);
  WinLossSolver win_loss(budget, Convention::kNormal);
  int impartial = 0;
  // The solvers' memos are keyed by ruleset, so every view they met is kept alive beside them.
  std::deque<Sum> kept;  // stable references
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const std::string p = sample(seed);
    if (!ruleset().is_impartial(p)) continue;
    ++impartial;
    EXPECT_EQ(ruleset().options(p, Side::kLeft), ruleset().options(p, Side::kRight)) << p;
    const Sum& sum = kept.emplace_back(parse_sum(GetParam() + ":" + p));
    const std::uint64_t g = grundy.grundy_value(sum);
    EXPECT_EQ(solver.value(ruleset(), p), store.nimber(g)) << p;
    EXPECT_EQ(win_loss.outcome(sum), g == 0 ? Outcome::kP : Outcome::kN) << p;
    // The sum prints as a sum that parses back to the same game.
    const Sum& again = kept.emplace_back(parse_sum(format_sum(sum)));
    EXPECT_EQ(grundy.grundy_value(again), g) << format_sum(sum);
  }
  if (GetParam() == "cram" || GetParam() == "hackenbush") {
    EXPECT_GT(impartial, 0) << "no impartial sample position";
  } else {
    EXPECT_EQ(impartial, 0) << "a partizan ruleset calls a sample impartial";
  }
}

TEST_P(PartizanConformance, PartizanPositionsAreRefusedByTheImpartialCommands) {
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const std::string p = sample(seed);
    if (ruleset().is_impartial(p)) continue;
    EXPECT_THROW(parse_sum(GetParam() + ":" + p), Error) << p;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPartizanRuleset, PartizanConformance, ::testing::ValuesIn(names()),
                         [](const auto& info) {
                           std::string n = info.param;
                           for (char& c : n) {
                             if (c == '-') c = '_';
                           }
                           return n;
                         });

}  // namespace
}  // namespace grundy::partizan
