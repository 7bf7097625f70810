// CGSuite's generalised take-and-break codes (tb_code.h): the normal forms and option lists of
// CGSuite's own tests (TBCodeTest.scala), printing that reads back, the literature's sequences
// through the general engine, and each new kind of digit against a plain mex recursion over
// every multiset of heaps, checked by a rule written out in words.
#include "grundy/rulesets/tb_code.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/rulesets/take_and_break_general.h"
#include "tests/unit/vectors.h"

namespace grundy {
namespace {

std::string options_string(const std::string& code, std::uint64_t n) {
  std::string out;
  bool first = true;
  parse_take_break_code(code, 1).for_each_option(n, [&](std::span<const std::uint64_t> parts) {
    if (!first) out += "  ";
    first = false;
    if (parts.empty()) out += "-";
    for (std::size_t i = 0; i < parts.size(); ++i) {
      out += (i ? "," : "") + std::to_string(parts[i]);
    }
    return true;
  });
  return out;
}

// CGSuite's TBCodeTest "normalize codes correctly", its answers in lower case.
TEST(TakeBreakCode, NormalFormsAsCgsuite) {
  const std::map<std::string, std::string> normal{
      {"04.30", "4.3"},
      {"04.00[30]", "4.00[30]"},
      {"04.00[00]", "4.0"},
      {"00.00[00]", "0.0"},
      {"0.{1,2!}", "0.6!"},
      {"0.{0!,2!,3!}", "0.d!"},
      {"0.{0!,2!,3}", "0.{0,2!,3}"},
      {"0.{0!,2!,3!+}", "0.{0,2+}!"},
      {"0.{0!,2,3!+}", "0.{0,2,3!+}"},
      {"0.{0!,3+}", "0.{0,3+}"},
      {"0.{0,2!,4!+}", "0.{0,2,4+}!"},
      {"0.{0!,2!,4+}", "0.{0,2!,4+}"},
      {"0.{0!,2!,4?+}", "0.{0,2!,4?+}"},
      {"0.{0!,2?,4?+}", "0.{0,2,4+}?"},
      {"0.{0!,2=,4?+}", "0.{0,2=,4?+}"},
      {"0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"},
      {"0.{0!,2?,3?,4?+}", "0.{0,2+}?"},
      {"0.{0,1!,2,3,4+}", "0.*"},
      {"0.{0,1,2!,3!,4!+}", "0.*!"},
  };
  for (const auto& [code, expected] : normal) {
    EXPECT_EQ(format_take_break_code(parse_take_break_code(code, 1)), expected) << code;
  }
}

// CGSuite's TBCodeTest "traverse options correctly": the options in CGSuite's order.
TEST(TakeBreakCode, OptionsAsCgsuite) {
  const std::vector<std::tuple<std::string, std::uint64_t, std::string>> cases{
      {"0.3", 9, "8"},
      {"0.7", 9, "8  1,7  2,6  3,5  4,4"},
      {"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
      {"4.0", 8, "1,7  2,6  3,5  4,4"},
      {"4!.0", 8, "1,7  2,6  3,5"},
      {"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
      {"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
      {"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
      {"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
      {"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
      {"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
      {"0.*3", 7,
       "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
      {"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
      {"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
      {"0.[3]", 7, "6  5  4  3  2  1  -"},
      {"0.[2]", 7, "6  5  4  3  2  1"},
      {"0.3[1]", 7, "6  -"},
      {"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
      {"80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"},
      {"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
      {"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
      {"0.{0,1,3+}", 1, "-"},
      {"0.{0,1,3+}", 2, "1"},
      {"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
      {"0.{1,3+}", 1, ""},
      {"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
  };
  for (const auto& [code, n, expected] : cases) {
    EXPECT_EQ(options_string(code, n), expected) << code << " at " << n;
  }
}

TEST(TakeBreakCode, PrintingReadsBack) {
  for (const char* code : {"0.77",    "4!.0",       "80.0",
                           "{2+}.0",  "{2+}!.0",    "0.*",
                           "0.*=",    "0.[{0+}=]",  "8?.0",
                           "0.v",     "0.{5}",      "0.{0,2!,4?+}",
                           "c=.0",    "0.1{6}",     "{3}0.0",
                           "0.7[03]", "0.{63}",     "0.&48;",
                           "0.&96;?", "{3+}{2+}.1", "0.{1,2,3,4,5,6}!{6}"}) {
    const TakeBreakCode parsed = parse_take_break_code(code, 1);
    const std::string printed = format_take_break_code(parsed);
    EXPECT_EQ(parse_take_break_code(printed, 1), parsed) << code << " printed " << printed;
    EXPECT_EQ(format_take_break_code(parse_take_break_code(printed, 1)), printed) << code;
  }
  // CGSuite writes &N; for a digit of 32 or more (TBCode.scala's Digit.toString), and reads it.
  EXPECT_EQ(format_take_break_code(parse_take_break_code("0.{5}", 1)), "0.&32;");
  EXPECT_EQ(format_take_break_code(parse_take_break_code("0.{4,5}!", 1)), "0.&48;!");
  EXPECT_EQ(format_take_break_code(parse_take_break_code("0.{0,1,63}", 1)),
            "0.&9223372036854775811;");
  EXPECT_EQ(parse_take_break_code("0.&48;", 1), parse_take_break_code("0.{4,5}", 1));
  EXPECT_EQ(parse_take_break_code("&24;.&3;", 1), parse_take_break_code("{3,4}.3", 1));
  EXPECT_EQ(parse_take_break_code("0.&0;&7;", 1), parse_take_break_code("0.07", 1));
  EXPECT_EQ(parse_take_break_code("0.&33;=", 1), parse_take_break_code("0.{0,5}=", 1));
  EXPECT_EQ(format_take_break_code(parse_take_break_code("0.{4}", 1)), "0.g");
  EXPECT_EQ(format_take_break_code(parse_take_break_code("0.V", 1)), "0.v");
}

TEST(TakeBreakCode, RefusalsNameTheColumn) {
  const std::vector<std::pair<std::string, std::size_t>> bad{
      {"20.017", 1},  // adds a token and leaves one heap: play need not end (CGSuite takes it)
      {"1.0", 1},
      {"2.0", 1},
      {"*.0", 1},
      {"{1+}.0", 1},
      {"40.0", 1},
      {"0.{}", 4},
      {"0.{64}", 4},
      {"0.{1!,2}!", 5},
      {"0.&;", 4},
      {"0.3?!", 5},
      {"0.x", 3},
      {"0.[]", 4},
      {"0.[3", 5},
      {"0.3]", 4},
      {"03", 3},
      {"0.{2", 3},
      {"0.{a}", 4},
      {"0.[3]3", 6},
      {"0..3", 3},
      {"!.0", 1},
      {"0.&48", 6},
      {"0.&x;", 4},
      {"0.&18446744073709551616;", 4},
      {"&2;.0", 1},
  };
  for (const auto& [code, column] : bad) {
    try {
      parse_take_break_code(code, 1);
      ADD_FAILURE() << code << " was accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.column(), column) << code << ": " << e.what();
    }
  }
}

// The value of a heap of n by a plain mex recursion: every multiset of nonempty heaps whose
// total is n − j for some j (from −adds up to n), kept when allowed(j, heaps) says the rule in
// words allows it. No code is read.
using Allowed = std::function<bool(std::int64_t, const std::vector<std::uint64_t>&)>;

// most: the most heaps the rule allows (0: no bound), so that longer multisets are not listed.
std::vector<std::uint32_t> plain_values(std::uint64_t top, int adds, const Allowed& allowed,
                                        std::size_t most) {
  std::vector<std::uint32_t> g;
  for (std::uint64_t n = 0; n <= top; ++n) {
    std::set<std::uint32_t> seen;
    for (std::int64_t j = -adds; j <= static_cast<std::int64_t>(n); ++j) {
      const std::uint64_t m = n - j;
      // Every multiset of parts summing to m, parts in descending order.
      std::vector<std::uint64_t> parts;
      std::function<void(std::uint64_t, std::uint64_t)> rec = [&](std::uint64_t rest,
                                                                  std::uint64_t cap) {
        if (rest == 0) {
          std::vector<std::uint64_t> heaps(parts.rbegin(), parts.rend());
          if (!allowed(j, heaps)) return;
          std::uint32_t v = 0;
          for (std::uint64_t h : heaps) {
            EXPECT_LT(h, n) << "a heap left is not smaller";
            v ^= g[h];
          }
          seen.insert(v);
          return;
        }
        if (most && parts.size() == most) return;
        for (std::uint64_t p = std::min(rest, cap); p >= 1; --p) {
          parts.push_back(p);
          rec(rest - p, p);
          parts.pop_back();
        }
      };
      rec(m, m);
    }
    std::uint32_t mex = 0;
    while (seen.contains(mex)) ++mex;
    g.push_back(mex);
  }
  return g;
}

bool distinct(const std::vector<std::uint64_t>& h) {
  return std::set<std::uint64_t>(h.begin(), h.end()).size() == h.size();
}
bool all_equal(const std::vector<std::uint64_t>& h) {
  return std::all_of(h.begin(), h.end(), [&](std::uint64_t x) { return x == h[0]; });
}

std::vector<std::uint32_t> engine_values(const std::string& code, std::uint64_t top) {
  TakeBreakRuleset ruleset(parse_take_break_code(code, 1));
  Budget budget;
  return ruleset.values_up_to(top, budget);
}

TEST(TakeBreakCode, NewDigitsAgreeWithPlainRecursion) {
  struct Case {
    std::string code;
    int adds;
    std::uint64_t top;
    Allowed allowed;
    std::size_t most = 0;  // the most heaps the rule allows (0: no bound)
  };
  const std::vector<Case> cases{
      {"80.0", 1, 60, [](std::int64_t j, const auto& h) { return j == -1 && h.size() == 3; }, 3},
      {"{3}4.0", 1, 60,
       [](std::int64_t j, const auto& h) {
         return (j == -1 && h.size() == 3) || (j == 0 && h.size() == 2);
       },
       3},
      {"8?.0", 0, 60,
       [](std::int64_t j, const auto& h) { return j == 0 && h.size() == 3 && !all_equal(h); }, 3},
      {"8=.0", 0, 60,
       [](std::int64_t j, const auto& h) { return j == 0 && h.size() == 3 && all_equal(h); }, 3},
      {"8!.0", 0, 60,
       [](std::int64_t j, const auto& h) { return j == 0 && h.size() == 3 && distinct(h); }, 3},
      {"4=.3", 0, 60,
       [](std::int64_t j, const auto& h) {
         return (j == 0 && h.size() == 2 && h[0] == h[1]) || (j == 1 && h.size() <= 1);
       },
       2},
      {"0.v", 0, 60, [](std::int64_t j, const auto& h) { return j == 1 && h.size() <= 4; }, 4},
      {"0.g?", 0, 60,
       [](std::int64_t j, const auto& h) { return j == 1 && h.size() == 4 && !all_equal(h); }, 4},
      // Unbounded counts: every multiset is listed, so the heaps are smaller.
      {"{2+}.0", 0, 32, [](std::int64_t j, const auto& h) { return j == 0 && h.size() >= 2; }},
      {"{2+}!.0", 0, 36,
       [](std::int64_t j, const auto& h) { return j == 0 && h.size() >= 2 && distinct(h); }},
      {"0.*", 0, 32, [](std::int64_t j, const auto&) { return j == 1; }},
      {"0.*=", 0, 36, [](std::int64_t j, const auto& h) { return j == 1 && all_equal(h); }},
      {"0.[{0+}=]", 0, 26, [](std::int64_t j, const auto& h) { return j >= 1 && all_equal(h); }},
      {"0.{2,3?+}", 0, 32,
       [](std::int64_t j, const auto& h) {
         return j == 1 && (h.size() == 2 || (h.size() >= 3 && !all_equal(h)));
       }},
      {"0.{1,2,3,4,5,6}!{6}", 0, 50,
       [](std::int64_t j, const auto& h) {
         return (j == 1 && h.size() >= 1 && h.size() <= 6 && distinct(h)) ||
                (j == 2 && h.size() == 6);
       },
       6},
      {"0.[1{2}]", 0, 60,
       [](std::int64_t j, const auto& h) {
         return j >= 1 && ((j % 2 == 1 && h.empty()) || (j % 2 == 0 && h.size() == 2));
       },
       2},
  };

  for (const Case& c : cases) {
    SCOPED_TRACE(c.code);
    const auto plain = plain_values(c.top, c.adds, c.allowed, c.most);
    EXPECT_EQ(engine_values(c.code, c.top), plain);
    // And through the registry, as `grundy value` meets it (8!.0 is the heap engines' code: so
    // the two engines agree there too).
    const RulesetPtr r = make_ruleset(c.code);
    Budget budget;
    EXPECT_EQ(r->fast_value({c.top, 0}, budget), plain[c.top]);
  }
}

// The literature's sequences (tests/vectors/sequences.tsv: Winning Ways' 0.77, 0.137, 4.07, 0.6,
// Grundy's game 4!.0, …) through the general engine, which no code there needs: each row's code
// read as CGSuite spells it again with the additive zero, braces for its digits and so on.
TEST(TakeBreakCode, GeneralEngineGivesTheLiteraturesSequences) {
  int rows = 0;
  for (const auto& row : testing::read_vector_file("sequences.tsv")) {
    const std::string& code = row[0];
    if (code.find('.') == std::string::npos) continue;  // subtraction games
    const auto want = testing::split_numbers(row[1]);
    const std::uint64_t top = std::min<std::uint64_t>(want.size() - 1, 120);
    SCOPED_TRACE(code);
    const auto got = engine_values(code, top);
    for (std::uint64_t n = 0; n <= top; ++n) ASSERT_EQ(got[n], want[n]) << "heap " << n;
    ++rows;
  }
  EXPECT_GE(rows, 8);
  // The same games in other spellings: the brace lists of their digits, a leading zero.
  const std::vector<std::pair<std::string, std::string>> same{{"{2!}.0", "4!.0"},
                                                              {"0.{1,2}", "0.6"},
                                                              {"04.07", "4.07"},
                                                              {"{2}.0{0,1,2}", "4.07"},
                                                              {"0.{0,1,2}{0,1,2}", "0.77"}};
  for (const auto& [spelled, code] : same) {
    EXPECT_EQ(format_take_break_code(parse_take_break_code(spelled, 1)), code);
  }
}

// Codes the heap engines take go to them; the rest to the general ruleset.
TEST(TakeBreakCode, RoutesToTheRightRuleset) {
  for (const char* code : {"0.77", "4!.0", "0.{1,2}", "04.07", "0.f!", "0.3!"}) {
    EXPECT_NE(dynamic_cast<const HeapRuleset*>(make_ruleset(code).get()), nullptr) << code;
  }
  for (const char* code : {"80.0", "0.g", "0.7?", "0.*", "{2+}.0", "0.{2!,3}"}) {
    EXPECT_NE(dynamic_cast<const TakeBreakRuleset*>(make_ruleset(code).get()), nullptr) << code;
  }
  EXPECT_EQ(make_ruleset("0.3!")->spelling(), "0.3");  // '!' on one heap says nothing
  EXPECT_EQ(make_ruleset("0.{1,2}")->spelling(), "0.6");
}

}  // namespace
}  // namespace grundy
