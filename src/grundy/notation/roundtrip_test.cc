// The impartial grammar's round trip: format_sum(parse_sum(s)) parses to the same sum (the same
// terms, each the same ruleset with the same components) and printing is a fixed point, for every
// example of docs/notation.md and for random sums of every registered ruleset family. Also the
// print defects of issue 9: `0.66:10 + *0` printed `0.66:10 + 0`; a graph printed in the order
// it happened to be written.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"

namespace grundy {
namespace {

// Why two sums differ, or "" when they are the same sum: the same normalised components, each of
// the same ruleset and printed the same, in any order. Terms are not compared as such: a ruleset
// may print one term of several components as several terms (cram:A + cram:B), and a terminal
// component is the empty game, 0 (a term of none prints as a terminal graph node or wythoff:(0,0),
// a heap of 0 is dropped when parsed, a board with no region prints as 0).
std::string difference(const Sum& a, const Sum& b) {
  auto flat = [](const Sum& s) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Term& t : s.terms) {
      for (const Component& whole : t.components) {
        // By the normalised parts: several boards of one term print joined into one board,
        // which reads back as one component with the same regions.
        for (const Component& c : t.ruleset->components(whole).value_or(Parts{whole})) {
          Budget no_limit;  // a test of the notation, with no limit
          if (!t.ruleset->is_terminal(c, no_limit)) {
            out.emplace_back(t.ruleset->spelling(), t.ruleset->format_position({&c, 1}));
          }
        }
      }
    }
    // A sum is the same game whatever the order of its components (joining boards side by side
    // may list their regions in another order).
    std::sort(out.begin(), out.end());
    return out;
  };
  const auto x = flat(a), y = flat(b);
  if (x.size() != y.size()) {
    return fmt::format("{} components against {}", x.size(), y.size());
  }
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i].first != y[i].first) {
      return fmt::format("component {}: {} against {}", i, x[i].first, y[i].first);
    }
    if (x[i].second != y[i].second) {
      return fmt::format("component {}: {} against {}", i, x[i].second, y[i].second);
    }
  }
  return "";
}

// Checks the round trip of sum; returns what went wrong, or "".
std::string round_trip_failure(const Sum& sum) {
  const std::string printed = format_sum(sum);
  Sum back;
  try {
    back = parse_sum(printed);
  } catch (const Error& e) {
    return printed + " does not parse: " + e.what();
  }
  if (const std::string d = difference(sum, back); !d.empty()) {
    return printed + " reads back as another sum: " + d;
  }
  if (format_sum(back) != printed) return printed + " prints again as " + format_sum(back);
  return "";
}

std::vector<std::string> notation_examples() {
  const std::filesystem::path root = std::filesystem::path(GRUNDY_VECTORS_DIR) / ".." / "..";
  std::string text;
  for (const auto& doc : {root / "docs" / "notation.md", root / "README.md"}) {
    std::ifstream in(doc);
    std::stringstream ss;
    ss << in.rdbuf();
    text += ss.str();
  }
  // Code fences would pair the backticks wrongly; the commands inside quote their positions.
  for (std::size_t at; (at = text.find("```")) != std::string::npos;) text.replace(at, 3, "\n");
  std::vector<std::string> out;
  const std::regex code("`([^`\n]+)`|'([^'\n]+)'|\n([a-z][^\n` ]*:[^\n` ]*)\n");
  for (std::sregex_iterator it(text.begin(), text.end(), code), end; it != end; ++it) {
    for (int k = 1; k <= 3; ++k) {
      if ((*it)[k].matched) out.push_back((*it)[k].str());
    }
  }
  return out;
}

TEST(NotationRoundTrip, EveryExampleOfTheDocs) {
  std::size_t parsed = 0;
  for (const std::string& s : notation_examples()) {
    Sum sum;
    try {
      sum = parse_sum(s);
    } catch (const Error&) {
      continue;  // a fragment (`nim`, `d0`), not a whole position
    }
    ++parsed;
    EXPECT_EQ(round_trip_failure(sum), "") << s;
  }
  EXPECT_GE(parsed, 12u);
  std::cout << "[ property ] " << parsed
            << " examples of docs/notation.md and README.md round-trip\n";
}

// Random sums over every registered family: up to four terms, each a family's example ruleset
// with up to three of its sample() components.
TEST(NotationRoundTrip, RandomSumsOfEveryRuleset) {
  std::vector<RulesetPtr> rulesets;
  for (const RulesetFamily& family : ruleset_families()) {
    if (!family.board_game || family.name == "cram" || family.name == "hackenbush") {
      // The impartial reader's families; the other boards are partizan (notation_test.cc).
    } else {
      continue;
    }
    const Sum example = parse_sum(family.example);
    ASSERT_FALSE(example.terms.empty()) << family.name;
    rulesets.push_back(example.terms[0].ruleset);
    EXPECT_EQ(round_trip_failure(example), "") << family.example;
  }
  std::mt19937_64 rng(20261201);
  constexpr int kSums = 3000;
  Budget budget;
  GrundySolver solver(budget);
  std::deque<Sum> kept;
  std::size_t failures = 0;
  for (int i = 0; i < kSums; ++i) {
    Sum sum;
    for (int t = 1 + static_cast<int>(rng() % 4); t > 0; --t) {
      Term term{rulesets[rng() % rulesets.size()], {}};
      // A nimber term holds at most one nimber (`*2 + *3` is two terms).
      const int most = term.ruleset->spelling() == "*" ? 2 : 4;
      for (int c = static_cast<int>(rng() % most); c > 0; --c) {
        const std::uint64_t seed = rng();
        const unsigned size = 1 + static_cast<unsigned>(rng() % 12);
        Component x;
        try {
          x = term.ruleset->sample(seed, size);
        } catch (const Error& e) {
          // A partizan ruleset seen as impartial (cram) may find no impartial sample of a size.
          EXPECT_EQ(e.kind(), ErrorKind::kComputation) << e.what();
          continue;
        }
        // A heap ruleset drops an empty heap when it parses (a heap of 0 is the empty game), so
        // a sum of the notation never holds one.
        if (term.ruleset->is_heap_ruleset() && term.ruleset->is_terminal(x, budget)) continue;
        if (!term.ruleset->is_impartial(x)) continue;  // a Hackenbush picture with blue edges
        term.components.push_back(x);
      }
      sum.terms.push_back(std::move(term));
    }
    const std::string failure = round_trip_failure(sum);
    if (!failure.empty() && ++failures <= 20) ADD_FAILURE() << failure;
    if (failure.empty() && i % 10 == 0) {
      // The solver keys its memo by the ruleset's address, so every sum it has seen is kept
      // alive: a freed ruleset's address reused by another instance would meet the old memo.
      kept.push_back(std::move(sum));
      kept.push_back(parse_sum(format_sum(kept.back())));
      EXPECT_EQ(solver.grundy_value(kept[kept.size() - 2]), solver.grundy_value(kept.back()));
    }
  }
  EXPECT_EQ(failures, 0u);
  std::cout << "[ property ] " << kSums << " random sums over " << rulesets.size()
            << " ruleset families round-trip\n";
}

// Issue 9: `0.66:10 + *0` printed `0.66:10 + 0`, which reads back with one term fewer. A term
// left with no nimber is kept and printed *0, as nim:0 is. Failed before the fix.
TEST(NotationRoundTrip, NimberZeroIsKept) {
  EXPECT_EQ(format_sum(parse_sum("0.66:10 + *0")), "0.66:10 + *0");
  EXPECT_EQ(round_trip_failure(parse_sum("0.66:10 + *0")), "");
  EXPECT_EQ(format_sum(parse_sum("*0")), "*0");
  EXPECT_EQ(format_sum(parse_sum("0")), "0");
  EXPECT_EQ(format_sum(parse_sum("nim:0 + *0 + 0")), "nim:0 + *0");
  // A board left with no region is kept too, printed as a board (cram:#), and reads back.
  Sum board = parse_sum("cram:.. + nim:1");
  board.terms[0].components.clear();
  EXPECT_EQ(format_sum(board), "cram:# + nim:1");
  EXPECT_EQ(round_trip_failure(board), "");
}

// Issue 9: a graph printed its positions in the order they were first named, so one graph had
// many spellings and a spelling changed when printed. Failed before the fix.
TEST(NotationRoundTrip, GraphSpellingIsCanonical) {
  const std::string canonical = "graph{a->b,c;b->c;c}:a";
  for (const char* s : {"graph{a->b,c;b->c;c}:a", "graph{b->c;a->b,c;c}:a", "graph{a->c,b;b->c}:a",
                        "graph{ c ; b -> c ; a -> c , b , b }:a"}) {
    EXPECT_EQ(format_sum(parse_sum(s)), canonical) << s;
    EXPECT_EQ(difference(parse_sum(s), parse_sum(canonical)), "") << s;
  }
  const Sum sum = parse_sum("graph{z->y,x; y->x; x->w; w}:z,y,w");
  EXPECT_EQ(format_sum(sum), "graph{w;x->w;y->x;z->x,y}:z,y,w");
  EXPECT_EQ(round_trip_failure(sum), "");
  // A repeated edge is one option.
  const Sum twice = parse_sum("graph{a->b,b;b}:a");
  Budget no_limit;  // a test of the notation, with no limit
  EXPECT_EQ(twice.terms[0].ruleset->options(twice.terms[0].components[0], no_limit).size(), 1u);
}

// Nimber options were cut off silently at 2^20 (so *2^21 listed the options of *2^20, another
// game); now listing that many is a budget error. Failed before the fix (no error).
TEST(NotationRoundTrip, NimberOptionsAreNeverCutShort) {
  const Sum big = parse_sum("*2097152");
  const Term& t = big.terms[0];
  Budget no_limit;  // the refusal is the ruleset's own, at any budget
  try {
    t.ruleset->options(t.components[0], no_limit);
    ADD_FAILURE() << "*2097152 listed its options";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_NE(std::string(e.what()).find("2097152 options"), std::string::npos) << e.what();
  }
  const Sum small = parse_sum("*1048576");
  EXPECT_EQ(small.terms[0].ruleset->options(small.terms[0].components[0], no_limit).size(),
            1048576u);
  // The value needs no list.
  Budget budget;
  GrundySolver solver(budget);
  EXPECT_EQ(solver.grundy_value(big), 2097152u);
}

}  // namespace
}  // namespace grundy
