// The conformance suite, run over every registered ruleset, impartial and partizan (OpenSpiel's
// generic tests): positions print and parse back to themselves; options are deterministic; the
// sum of a position's components equals the whole, solved with no splitting; joining components
// gives them back; and on every impartial position both players have the same moves, the fast
// route agrees with the mex rule, the canonical form is the nimber *G of the Grundy value
// (Sprague–Grundy), G(A + B) = G(A) XOR G(B), and the win/lose search that never uses values
// agrees. Partizan positions are refused by the impartial commands, and a loopy ruleset's (Fox and
// Geese) by the canonical form, which is not asked of them. Who wins, and the Grundy value
// of an impartial position, by plain recursion over the options from the definitions alone,
// agree with every solver. And each family's own cases, as data (tests/unit/ruleset_cases.h),
// which the test file of the ruleset that registers the family gives with GRUNDY_RULESET_CASES:
// spellings that print in a fixed form, spellings refused at a named column, worked positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <unordered_map>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/solver.h"
#include "grundy/search/outcome_search.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy {
namespace {

using partizan::GameId;
using partizan::GameStore;
using partizan::OutcomeSearch;
using partizan::PartizanSolver;

constexpr std::uint64_t kSamples = 30;

std::vector<std::string> examples() {
  std::vector<std::string> out;
  for (const auto& family : ruleset_families()) out.push_back(family.example);
  // More members of the families, as data.
  for (const char* s :
       {"dawson:5", "dawsons-kayles:5", "grundys-game:9", "0.6:3", "4.07:3", "0.[3]:4", "0.f:4",
        "8.0:5", "0.1!6!:5", "sub{2,5,7}:4", "allbut{}:3", "hackenbush:bbr,0g1"}) {
    out.push_back(s);
  }
  return out;
}

// A term as the commands read it, impartial or partizan: the one grammar finds the term and its
// ruleset reads the position (as grundy/games/sum.cc and grundy/partizan/expression.cc do); a
// nimber *n by the impartial reader.
Term read_term(std::string_view text) {
  const Syntax tree = parse_syntax(text);
  if (tree.kind != SyntaxKind::kTerm) return parse_sum(text).terms.at(0);
  RulesetPtr r = make_ruleset(tree.term().ruleset, tree.column);
  std::vector<Component> components =
      r->parse_position(tree.term().position, tree.term().position_column);
  return {std::move(r), std::move(components)};
}

class Conformance : public ::testing::TestWithParam<std::string> {
 protected:
  Term term() const { return read_term(GetParam()); }
  RulesetPtr ruleset() const { return term().ruleset; }
  // Samples of moderate size: impartial rulesets' up to 14, boards' up to 6 squares.
  Component sample(std::uint64_t seed) const {
    const RulesetPtr r = ruleset();
    return r->sample(seed, r->is_impartial_ruleset() ? 14 : 6);
  }
};

// The canonical form by recursion on the options alone: components() is never called, so no
// board is split or normalised, and an option is worth the sum of its parts taken whole.
GameId whole(const Ruleset& r, const Component& c, GameStore& store, Budget& budget,
             std::map<Component, GameId>& memo) {
  if (auto it = memo.find(c); it != memo.end()) return it->second;
  std::vector<GameId> sides[2];
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (const Parts& option : r.options(c, side, budget)) {
      GameId v = partizan::kZero;
      for (const Component& p : option) v = store.add(v, whole(r, p, store, budget, memo), budget);
      sides[side == Side::kLeft ? 0 : 1].push_back(v);
    }
  }
  const GameId g = store.construct(std::move(sides[0]), std::move(sides[1]), budget);
  memo.emplace(c, g);
  return g;
}

// Who wins moving first, and the Grundy value, by plain recursion over options() from the
// definitions alone (normal play: a player with no move loses; the Grundy value is the mex of the
// options' values): a position is the list of its parts as the options give them, never split
// into components, never valued by a canonical form, a nim-sum or a fast route. Memoised by the
// sorted parts (a sum is the same game whatever the order of its parts).
class PlainRecursion {
 public:
  explicit PlainRecursion(const Ruleset& r) : r_(r) {}

  Outcome outcome(const Parts& position) {
    const bool left = wins_moving_first(position, Side::kLeft);
    const bool right = wins_moving_first(position, Side::kRight);
    return left ? (right ? Outcome::kN : Outcome::kL) : (right ? Outcome::kR : Outcome::kP);
  }

  bool wins_moving_first(Parts position, Side side) {
    std::sort(position.begin(), position.end());
    auto key = std::make_pair(std::move(position), side);
    if (auto it = wins_.find(key); it != wins_.end()) return it->second;
    bool win = false;
    for (Parts& next : moves(key.first, side)) {
      if (!wins_moving_first(std::move(next), other(side))) {
        win = true;
        break;
      }
    }
    wins_.emplace(std::move(key), win);
    return win;
  }

  std::uint64_t grundy(Parts position) {
    std::sort(position.begin(), position.end());
    if (auto it = grundy_.find(position); it != grundy_.end()) return it->second;
    std::set<std::uint64_t> seen;
    for (Parts& next : moves(position, Side::kLeft)) seen.insert(grundy(std::move(next)));
    std::uint64_t mex = 0;
    while (seen.contains(mex)) ++mex;
    grundy_.emplace(std::move(position), mex);
    return mex;
  }

 private:
  // side's moves: one part replaced by the parts of one of its options.
  std::vector<Parts> moves(const Parts& position, Side side) {
    std::vector<Parts> out;
    for (std::size_t i = 0; i < position.size(); ++i) {
      for (const Parts& option : r_.options(position[i], side, no_limit_)) {
        Parts next = position;
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        next.insert(next.end(), option.begin(), option.end());
        out.push_back(std::move(next));
      }
    }
    return out;
  }

  const Ruleset& r_;
  Budget no_limit_;  // a test of the rules, with no limit
  std::map<std::pair<Parts, Side>, bool> wins_;
  std::map<Parts, std::uint64_t> grundy_;
};

// The engine's solvers, sharing one store.
struct EngineSolvers {
  EngineSolvers()
      : canonical(store, budget), grundy(budget), win_loss(budget, Convention::kNormal) {}
  Budget budget;  // a test of the rules, with no limit
  GameStore store;
  PartizanSolver canonical;
  GrundySolver grundy;
  WinLossSolver win_loss;
};

// The plain recursion's outcome of position against the outcome class of the canonical form and
// the outcome search; where every part is impartial, its Grundy value against the Grundy solver
// (components, fast routes) and its outcome against the win/lose search.
void expect_plain_recursion_agrees(const RulesetPtr& r, const Parts& position,
                                   PlainRecursion& plain, EngineSolvers& engine) {
  const std::string shown = r->format_term(position);
  const Outcome expected = plain.outcome(position);
  // Compared by name (L, R, N, P), so a failure prints the classes.
  EXPECT_EQ(to_string(engine.store.outcome(engine.canonical.value(*r, position), engine.budget)),
            to_string(expected))
      << shown << ": the canonical form's outcome";
  OutcomeSearch search(engine.budget);
  for (const Component& c : position) search.add(r, c);
  EXPECT_EQ(to_string(search.outcome()), to_string(expected)) << shown << ": the outcome search";
  if (!std::all_of(position.begin(), position.end(),
                   [&](const Component& c) { return r->is_impartial(c); })) {
    return;
  }
  const std::uint64_t g = plain.grundy(position);
  // The two definitions agree: by the mex rule G = 0 exactly when no option has G = 0, which is
  // when the player to move loses.
  EXPECT_EQ(to_string(expected), to_string(g == 0 ? Outcome::kP : Outcome::kN)) << shown;
  EXPECT_EQ(engine.grundy.grundy_value(*r, position), g) << shown << ": the Grundy solver";
  Sum sum;
  sum.terms.push_back({r, position});
  EXPECT_EQ(to_string(engine.win_loss.outcome(sum)), to_string(expected))
      << shown << ": the win/lose search";
}

TEST_P(Conformance, PlainRecursionAgreesWithTheSolvers) {
  const RulesetPtr r = ruleset();
  PlainRecursion plain(*r);
  EngineSolvers engine;
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    if (r->is_loopy(c)) continue;  // play may not end: no plain recursion
    expect_plain_recursion_agrees(r, {c}, plain, engine);
  }
}

TEST_P(Conformance, NotationRoundTrips) {
  const Term t = term();
  const std::string printed = format_term(t);
  const std::size_t colon = printed.find(':');
  if (colon == std::string::npos) {  // a nimber, *3
    EXPECT_EQ(format_sum(parse_sum(printed)), printed);
    return;
  }
  const std::vector<Component> again =
      t.ruleset->parse_position(printed.substr(colon + 1), colon + 2);
  EXPECT_EQ(again, t.components) << printed;
  EXPECT_EQ(t.ruleset->format_term(again), printed);
}

TEST_P(Conformance, PositionsRoundTrip) {
  const RulesetPtr r = ruleset();
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    // Printing a component and parsing it back gives the same component.
    const std::vector<Component> one{sample(seed)};
    Budget no_limit;  // a test of the rules, with no limit
    if (r->is_heap_ruleset() && r->is_terminal(one[0], no_limit)) continue;  // heap 0 is dropped
    EXPECT_EQ(r->parse_position(r->format_position(one), 1), one) << r->format_position(one);
  }
}

TEST_P(Conformance, OptionsAreDeterministic) {
  const RulesetPtr r = ruleset();
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    Budget no_limit;  // a test of the rules, with no limit
    for (Side side : {Side::kLeft, Side::kRight})
      EXPECT_EQ(r->options(c, side, no_limit), r->options(c, side, no_limit));
    EXPECT_EQ(r->is_terminal(c, no_limit), r->options(c, Side::kLeft, no_limit).empty() &&
                                               r->options(c, Side::kRight, no_limit).empty());
  }
}

TEST_P(Conformance, ComponentsAddUpToTheWhole) {
  const RulesetPtr r = ruleset();
  if (r->is_loopy_ruleset()) GTEST_SKIP() << "a loopy game has no canonical form";
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  std::map<Component, GameId> memo;
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    const GameId g = whole(*r, c, store, budget, memo);
    EXPECT_EQ(solver.value(*r, c), g) << r->format_term(std::span(&c, 1));
    if (std::optional<Parts> parts = r->components(c)) {
      GameId sum = partizan::kZero;
      for (const Component& p : *parts)
        sum = store.add(sum, whole(*r, p, store, budget, memo), budget);
      EXPECT_EQ(sum, g) << r->format_term(std::span(&c, 1));
    }
  }
}

TEST_P(Conformance, JoiningComponentsGivesThemBack) {
  const RulesetPtr r = ruleset();
  if (!r->join({})) GTEST_SKIP() << "components do not join into one position here";
  auto split = [&](const Component& c) { return r->components(c).value_or(Parts{c}); };
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    Parts parts = split(sample(seed));
    for (const Component& more : split(sample(seed + 1000))) parts.push_back(more);
    const std::optional<Component> joined = r->join(parts);
    ASSERT_TRUE(joined);
    EXPECT_EQ(split(*joined), parts);
    // And the joined position reads back as itself.
    const std::vector<Component> one{*joined};
    EXPECT_EQ(r->parse_position(r->format_position(one), 1), one);
  }
  EXPECT_TRUE(split(*r->join({})).empty());
}

TEST_P(Conformance, ImpartialPositionsAreNimbers) {
  const RulesetPtr r = ruleset();
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  GrundySolver fast(budget, true), generic(budget, false);
  WinLossSolver win_loss(budget, Convention::kNormal);
  int impartial = 0;
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    if (!r->is_impartial(c)) continue;
    ++impartial;
    EXPECT_EQ(r->options(c, Side::kLeft, budget), r->options(c, Side::kRight, budget));
    const std::uint64_t g = fast.grundy_value(*r, c);
    EXPECT_EQ(generic.grundy_value(*r, c), g) << seed;
    EXPECT_EQ(solver.value(*r, c), store.nimber(g)) << r->format_term(std::span(&c, 1));
    Sum sum;
    sum.terms.push_back({r, {c}});
    EXPECT_EQ(win_loss.outcome(sum), g == 0 ? Outcome::kP : Outcome::kN);
  }
  // Cakes: a single square, which no one can cut, is 0 and impartial.
  if (r->is_impartial_ruleset() || r->spelling() == "cram" || r->spelling() == "hackenbush" ||
      r->spelling() == "toppling-dominoes" || r->spelling() == "cutcake" ||
      r->spelling() == "maundy-cake") {
    EXPECT_GT(impartial, 0) << "no impartial sample position";
  } else {
    EXPECT_EQ(impartial, 0) << "a partizan ruleset calls a sample impartial";
  }
}

TEST_P(Conformance, ValueOfASumIsTheNimSum) {
  const RulesetPtr r = ruleset();
  Budget budget;
  GrundySolver solver(budget);
  WinLossSolver win_loss(budget, Convention::kNormal);
  std::mt19937_64 rng(42);
  int checked = 0;
  for (int i = 0; i < 25; ++i) {
    const Component a = sample(rng() % 1000), b = sample(rng() % 1000);
    if (!r->is_impartial(a) || !r->is_impartial(b)) continue;
    ++checked;
    Sum sum;
    sum.terms.push_back({r, {a, b}});
    const std::uint64_t g = solver.grundy_value(sum);
    EXPECT_EQ(g, solver.grundy_value(*r, a) ^ solver.grundy_value(*r, b));
    // The independent route: who wins, by search alone.
    EXPECT_EQ(win_loss.outcome(sum), g == 0 ? Outcome::kP : Outcome::kN);
    // And the sum with *g added is always a second-player win.
    Sum balanced = sum;
    if (g) balanced.terms.push_back({parse_sum("*").terms[0].ruleset, {{g, 0, {}}}});
    EXPECT_EQ(win_loss.outcome(balanced), Outcome::kP);
  }
  if (r->is_impartial_ruleset()) {
    EXPECT_GT(checked, 0);
  }
}

TEST_P(Conformance, PartizanPositionsAreRefusedByTheImpartialCommands) {
  const RulesetPtr r = ruleset();
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    if (r->is_impartial(c)) continue;
    EXPECT_THROW(parse_sum(r->format_term(std::span(&c, 1))), Error);
  }
}

// A loopy ruleset (Fox and Geese) says so of every position, and the solvers of games that end
// refuse its positions rather than meet a cycle.
TEST_P(Conformance, LoopyPositionsAreRefusedByTheShortGameSolvers) {
  const RulesetPtr r = ruleset();
  if (!r->is_loopy_ruleset()) GTEST_SKIP() << "its games end";
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  for (std::uint64_t seed = 0; seed < kSamples; ++seed) {
    const Component c = sample(seed);
    const std::string term = r->format_term(std::span(&c, 1));
    EXPECT_TRUE(r->is_loopy(c)) << term;
    try {
      partizan::evaluate(solver, term);
      ADD_FAILURE() << "the canonical form of " << term;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kUsage) << e.what();
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, Conformance, ::testing::ValuesIn(examples()));

// Each registered family's cases (GRUNDY_RULESET_CASES, tests/unit/ruleset_cases.h), one family
// a test. The families and their cases both register at static initialisation; ValuesIn below is
// evaluated later, when InitGoogleTest registers the tests, so it sees every family.
class ConformanceCases : public ::testing::TestWithParam<std::string> {
 protected:
  // A failure names the file and line that give the family's cases (__FILE__, a literal: its
  // text outlives the trace).
  void SetUp() override {
    if (const testing::RulesetCases* c = find(); c && !c->file.empty()) {
      trace_.emplace(c->file.data(), c->line, "the cases of " + GetParam());
    }
  }
  const testing::RulesetCases* find() const {
    for (const testing::RulesetCases& c : testing::ruleset_cases()) {
      if (c.family == GetParam()) return &c;
    }
    return nullptr;
  }
  const testing::RulesetCases& cases() const {
    if (const testing::RulesetCases* c = find()) return *c;
    static const testing::RulesetCases kNone{};
    ADD_FAILURE() << "the family " << GetParam()
                  << " has no cases: add GRUNDY_RULESET_CASES(.family = \"" << GetParam()
                  << "\", ...) to src/grundy/rulesets/NAME_test.cc, the test file of the ruleset "
                     "src/grundy/rulesets/NAME.cc that registers it (tests/unit/ruleset_cases.h)";
    return kNone;
  }
  // The family's ruleset for the spelling of text's term, or nullptr if it is another's.
  RulesetPtr own(std::string_view text) const {
    const Syntax tree = parse_syntax(text);
    const std::string_view spelling = tree.kind == SyntaxKind::kTerm ? tree.term().ruleset : "*";
    for (const RulesetFamily& family : ruleset_families()) {
      if (family.name == GetParam()) return family.make(spelling, 1, nullptr);
    }
    return nullptr;
  }

 private:
  std::optional<::testing::ScopedTrace> trace_;
};

std::vector<std::string> family_names() {
  std::vector<std::string> out;
  for (const RulesetFamily& family : ruleset_families()) out.push_back(family.name);
  return out;
}

TEST_P(ConformanceCases, HasCasesOfItsOwn) {
  const testing::RulesetCases& c = cases();
  EXPECT_FALSE(c.prints.empty()) << GetParam() << ": no spelling to print";
  EXPECT_FALSE(c.refusals.empty()) << GetParam() << ": no spelling to refuse";
  for (const testing::Printing& p : c.prints) EXPECT_TRUE(own(p.text)) << p.text;
  for (std::string_view p : c.positions) EXPECT_TRUE(own(p)) << p;
}

// A spelling reads and prints in its fixed form, which reads back as the same components of the
// same ruleset and prints as itself.
TEST_P(ConformanceCases, PrintsItsSpellings) {
  for (const testing::Printing& p : cases().prints) {
    const Term t = read_term(p.text);
    const std::string printed = t.ruleset->format_term(t.components);
    EXPECT_EQ(printed, p.printed) << p.text;
    const Term again = read_term(printed);
    EXPECT_EQ(again.ruleset->spelling(), t.ruleset->spelling()) << printed;
    EXPECT_EQ(again.components, t.components) << printed;
    EXPECT_EQ(again.ruleset->format_term(again.components), printed);
  }
}

// A bad spelling is refused with a parse error naming its column, by each reader of the
// commands: the term reader, the impartial one (parse_sum) and the partizan one (evaluate); and
// by the ruleset's own reader of the text after the ':', which the grammar may never reach (an
// empty position).
TEST_P(ConformanceCases, RefusesItsBadSpellings) {
  for (const testing::Refusal& bad : cases().refusals) {
    auto expect_refused = [&](const char* reader, auto&& read) {
      try {
        read();
        ADD_FAILURE() << reader << " reads " << bad.text;
      } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::kParse) << reader << ": " << bad.text << ": " << e.what();
        EXPECT_EQ(e.column(), bad.column) << reader << ": " << bad.text << ": " << e.what();
        EXPECT_NE(std::string_view(e.what()).find(bad.says), std::string_view::npos)
            << reader << ": " << bad.text << ": " << e.what();
        // Where the message names a column in the text, it is the error's column.
        const std::string what = e.what();
        if (const std::size_t at = what.find("at column "); at != std::string::npos) {
          EXPECT_EQ(std::stoull(what.substr(at + 10)), bad.column)
              << reader << ": " << bad.text << ": " << e.what();
        }
      }
    };
    expect_refused("the term reader", [&] { read_term(bad.text); });
    expect_refused("parse_sum", [&] { parse_sum(bad.text); });
    expect_refused("evaluate", [&] {
      GameStore store;
      Budget budget;
      PartizanSolver solver(store, budget);
      partizan::evaluate(solver, bad.text);
    });
    if (const std::size_t colon = bad.text.find(':'); colon != std::string_view::npos) {
      expect_refused("the ruleset's reader", [&] {
        make_ruleset(bad.text.substr(0, colon))
            ->parse_position(bad.text.substr(colon + 1), colon + 2);
      });
    }
  }
}

TEST_P(ConformanceCases, WorkedPositionsAgreeWithThePlainRecursion) {
  for (std::string_view text : cases().positions) {
    const Term t = read_term(text);
    PlainRecursion plain(*t.ruleset);
    EngineSolvers engine;
    expect_plain_recursion_agrees(t.ruleset, t.components, plain, engine);
    // And the sum of the parts, each valued whole by recursion on its options, is the solver's.
    std::map<Component, GameId> memo;
    GameId sum = partizan::kZero;
    for (const Component& c : t.components) {
      sum = engine.store.add(sum, whole(*t.ruleset, c, engine.store, engine.budget, memo),
                             engine.budget);
    }
    EXPECT_EQ(engine.canonical.value(*t.ruleset, t.components), sum) << text;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryFamily, ConformanceCases, ::testing::ValuesIn(family_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& ch : name) {
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           }
                           return name;
                         });

// Every table is of a registered family, and of one alone: a second table for a family is refused
// (at static initialisation the binary stops, naming both files) and the registry keeps the first.
TEST(ConformanceCases, EveryTableIsOfARegisteredFamily) {
  const std::vector<std::string> names = family_names();
  for (const testing::RulesetCases& c : testing::ruleset_cases()) {
    EXPECT_NE(std::find(names.begin(), names.end(), c.family), names.end())
        << c.family << " (" << c.file << ":" << c.line << ") is not a registered family";
  }
  const std::size_t count = testing::ruleset_cases().size();
  EXPECT_THROW(testing::register_ruleset_cases({.family = "nim", .prints = {}, .refusals = {}},
                                               "again_test.cc", 1),
               std::logic_error);
  EXPECT_EQ(testing::ruleset_cases().size(), count);
}

TEST(Conformance, EveryFamilyIsCovered) {
  std::set<std::string> names;
  for (const auto& family : ruleset_families()) names.insert(family.name);
  for (const char* expected :
       {"nim", "sub", "allbut", "take-and-break", "wythoff", "graph", "nimber", "domineering",
        "cram", "clobber", "amazons", "cutcake", "toads-and-frogs", "hackenbush"}) {
    EXPECT_TRUE(names.contains(expected)) << expected;
  }
}

}  // namespace
}  // namespace grundy
