// The partizan grammar against CGSuite's spelling and against itself: CGSuite's inputs and
// outputs (from its own functional tests, CgscriptTest.scala), the print/parse defects of issue 9,
// and the round-trip property print(parse(s)) = s as a game, with printing a fixed point, over
// every canonical form the tests and docs compute and over thousands of random games.
#include "grundy/partizan/notation.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <pthread.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <unordered_set>

#include "grundy/core/error.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/solver.h"
#include "grundy/partizan/thermograph.h"

namespace grundy::partizan {
namespace {

struct Grammar : ::testing::Test {
  GameStore store;
  Budget budget;
  PartizanSolver solver{store, budget};
  GameId g(const std::string& text) { return evaluate(solver, text); }
  std::string canon(const std::string& text) { return format_game(store, g(text)); }
};

// CGSuite's answers, input → output, from CgscriptTest.scala ("correctly interpret canonical
// forms", "process arithmetic expressions", "respect order of operations").
TEST_F(Grammar, CgsuiteSpellings) {
  EXPECT_EQ(canon("{0|^*5}"), "^^*4");
  EXPECT_EQ(canon("{3|||2||1|0,*||||-1/2}"), "{3|||2||1|0,*||||-1/2}");
  EXPECT_EQ(canon("+-1"), "+-1");
  EXPECT_EQ(canon("+-(1/2)"), "+-1/2");
  EXPECT_EQ(canon("+-{1,1+*}"), "+-{1,1*}");
  EXPECT_EQ(canon("3+-1"), "{4|2}");
  EXPECT_EQ(canon("+-1+-2+-3+-4"), "+-{10|8||6|4|||4|2||0|-2}");
  EXPECT_EQ(canon("3 - 2 +- 6 - 7 +- 8 + 4"), "{12|0||-4|-16}");
  EXPECT_EQ(canon("^^^^^^+vvv*+^19*3+v14"), "^8*2");
  EXPECT_EQ(canon("*3+*5"), "*6");
  EXPECT_EQ(canon("2 + (1+*)"), "3*");
  EXPECT_EQ(canon("2 - (1+*)"), "1*");
  EXPECT_EQ(canon("vvvvv"), "v5");
}

// Options in CGSuite's order (DeterministicOrdering): numbers ascending, nimbers, the other
// number-up-stars (by number, then those without ups, then by ups, then by nimber), the rest.
TEST_F(Grammar, CgsuiteOptionOrder) {
  EXPECT_EQ(canon("{+-1, *2, *, 0|-4}"), "{0,*,*2,+-1|-4}");
  EXPECT_EQ(canon("{1v, 1*|-4}"), "{1*,1v|-4}");
  EXPECT_EQ(canon("{1^, 1*|-4}"), "{1*,1^|-4}");
}

// CGSuite's heating answers ("process infix ops": `G Heat 2`).
TEST_F(Grammar, CgsuiteHeatedForms) {
  Thermographer thermo(store, budget);
  auto heat2 = [&](const char* s) { return format_game(store, thermo.heat(g(s), g("2"))); };
  EXPECT_EQ(heat2("*"), "+-2");
  EXPECT_EQ(heat2("*2"), "+-{2,{4|0}}");
  EXPECT_EQ(heat2("^"), "{2||0|-4}");
  EXPECT_EQ(heat2("^*"), "{2,{4|0}|-2}");
  EXPECT_EQ(heat2("^^"), "{2||0,+-2|-4}");
}

// Every spelling of the brief reads as the game it names.
TEST_F(Grammar, ReadsCgsuiteInput) {
  const GameId up = store.nus({Dyadic(0), 1, 0});
  EXPECT_EQ(g("^3"), store.nus({Dyadic(0), 3, 0}));
  EXPECT_EQ(g("v3"), store.nus({Dyadic(0), -3, 0}));
  EXPECT_EQ(g("^^^"), g("^3"));
  EXPECT_EQ(g("^*"), store.add(up, store.nimber(1), budget));
  EXPECT_EQ(g("v*"), store.nus({Dyadic(0), -1, 1}));
  EXPECT_EQ(g("^3*2"), store.nus({Dyadic(0), 3, 2}));
  EXPECT_EQ(g("1/2*"), store.nus({Dyadic(BigInt(1), 1), 0, 1}));
  EXPECT_EQ(g("-1^"), store.nus({Dyadic(-1), 1, 0}));
  EXPECT_EQ(g("-1/2v"), store.nus({-Dyadic(BigInt(1), 1), -1, 0}));
  EXPECT_EQ(g("*7"), store.nimber(7));
  EXPECT_EQ(g("+-(1,2)"), g("{1,2|-1,-2}"));
  EXPECT_EQ(g("+-{1,2}"), g("{1,2|-1,-2}"));
  EXPECT_EQ(g("+-(1, {2|1}, ^)"), g("{1,{2|1},^|-1,{-1|-2},v}"));
  EXPECT_EQ(g("5 +-(1,2)"), g("5 + {1,2|-1,-2}"));
  EXPECT_EQ(g("+-(1^)"), g("{1^|-1v}"));
  EXPECT_EQ(g("+-{2|1}"), g("{{2|1}|{-1|-2}}"));
  EXPECT_EQ(g("{1|{0|-1}}"), g("{1||0|-1}"));
  EXPECT_EQ(g("-^"), g("v"));
  EXPECT_EQ(g("- {1|0}"), g("{0|-1}"));
  EXPECT_EQ(g("--1^"), g("1v"));
  EXPECT_EQ(g("2 - 1^"), g("1v"));
}

// A ruleset term after a number and a binary minus: the name was taken to be `1 - domineering`
// (an unknown ruleset). Failed before the fix.
TEST_F(Grammar, TermAfterBinaryMinus) {
  EXPECT_EQ(g("1 - domineering:..|.."), g("1 - +-1"));
  EXPECT_EQ(g("{1|0} - domineering:..|.. + 2"), g("{1|0} + 2 - +-1"));
  EXPECT_EQ(g("domineering : ..|.."), g("+-1"));
  EXPECT_EQ(g("-0.77:3 + ^"), g("^*3"));
}

TEST_F(Grammar, BadSwitchesNameTheColumn) {
  for (const auto& [text, column] : std::vector<std::pair<std::string, std::size_t>>{
           {"+-(1,2", 3}, {"+-(1;2)", 5}, {"+-{}", 3}, {"+-(1,)", 6}, {"^^3", 3}}) {
    try {
      g(text);
      ADD_FAILURE() << text << " parsed";
    } catch (const Error& e) {
      EXPECT_EQ(e.column(), column) << text << ": " << e.what();
    }
  }
}

// Issue 9: `domineering:..|.. + clobber:xxo` printed {1^|-1^} but compared '>' with it. The
// printer was right (CGSuite prints x + ^ as x^ and -1 + ^ as -1^); the parser read -1^ as
// -(1^) = -1v. It failed before the fix.
TEST_F(Grammar, NusInsideBracesReadsBackEqual) {
  const GameId sum = g("domineering:..|.. + clobber:xxo");
  EXPECT_EQ(format_game(store, sum), "{1^|-1^}");
  EXPECT_EQ(store.compare(sum, g("{1^|-1^}"), budget), Relation::kEqual);
}

// Issue 9: -(1/2 + ^) printed -1/2v, which read as -1/2^. Failed before the fix.
TEST_F(Grammar, SignedNumberLiteral) {
  const GameId x = g("-(1/2 + ^)");
  EXPECT_EQ(format_game(store, x), "-1/2v");
  EXPECT_EQ(g("-1/2v"), x);
}

// Issue 9: ^4097 was printed (a sum reaches it) but refused by the parser. Failed before.
TEST_F(Grammar, LargeUpMultiples) {
  const GameId x = g("^4096 + ^");
  EXPECT_EQ(format_game(store, x), "^4097");
  EXPECT_EQ(g("^4097"), x);
  EXPECT_EQ(g("v123456789"), store.nus({Dyadic(0), -123456789, 0}));
  // The most the store holds is 2^61 ups; beyond is a parse error or, for a sum, a budget error
  // (never a signed overflow).
  EXPECT_EQ(g("^2305843009213693952"), store.nus({Dyadic(0), kMaxUpMultiple, 0}));
  EXPECT_EQ(g("v2305843009213693952 + ^2305843009213693952"), kZero);
  try {
    g("^2305843009213693953");
    ADD_FAILURE() << "parsed";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_EQ(e.column(), 1u);
  }
  try {
    g("^2305843009213693952 + ^");
    ADD_FAILURE() << "added";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

// ^n is n levels deep through its options; a sum, a comparison or heating that walks down it
// one up at a time fails with a budget error past kMaxRecursionDepth instead of overflowing the
// call stack (a segmentation fault before). Run on a thread with a large stack, so the check
// holds under AddressSanitizer's larger frames too.
TEST(GrammarLimits, DeepUpMultiplesFailCleanly) {
  std::vector<std::string> errors;
  auto body = [&] {
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    Thermographer thermo(store, budget);
    const std::vector<std::function<void()>> runs = {
        [&] { evaluate(solver, "{0|^1000000} + {^1000000|0}"); },
        [&] { evaluate(solver, "+-78904123 + ^7890"); },  // found by fuzz/grammar_fuzz
        [&] { thermo.heat(evaluate(solver, "^1000000"), store.number(Dyadic(1))); },
    };
    for (const auto& run : runs) {
      try {
        run();
        errors.push_back("no error");
      } catch (const Error& e) {
        errors.push_back(e.kind() == ErrorKind::kBudget ? "budget" : e.what());
      }
    }
    // Within the limit the same shapes are computed.
    EXPECT_EQ(format_game(store, evaluate(solver, "{0|^2000} + {^2000|0}")), "{^4001*|^2001*}");
  };
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, std::size_t{512} << 20);
  pthread_t thread;
  auto trampoline = [](void* f) -> void* {
    (*static_cast<decltype(body)*>(f))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attr, trampoline, &body), 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
  EXPECT_EQ(errors, (std::vector<std::string>{"budget", "budget", "budget"}));
}

// {0|1/2^4096} is 1/2^4097, printed but refused before ("the denominator is above 2^4096").
TEST_F(Grammar, LargeDenominators) {
  std::string two_4096 = "1";
  for (int i = 0; i < 4096; ++i) {  // decimal doubling: 2^4096 without a big-integer library
    int carry = 0;
    for (auto it = two_4096.rbegin(); it != two_4096.rend(); ++it) {
      const int d = (*it - '0') * 2 + carry;
      *it = static_cast<char>('0' + d % 10);
      carry = d / 10;
    }
    if (carry) two_4096.insert(two_4096.begin(), static_cast<char>('0' + carry));
  }
  const GameId x = g("{0|1/" + two_4096 + "}");
  const std::string printed = format_game(store, x);
  ASSERT_EQ(store.number_of(x)->exponent(), 4097u);
  EXPECT_EQ(g(printed), x);
}

// ---- The round-trip property ----

// Checks print(parse(s)) = s for the game g: its spelling reads back as g (ids are canonical
// forms, so equal ids are equal games) and printing is a fixed point. Returns the failures.
std::string round_trip_failure(GameStore& store, Budget& budget, GameId g) {
  const std::string s = format_game(store, g);
  GameId back;
  try {
    back = parse_game(store, s, budget);
  } catch (const Error& e) {
    return s + " does not parse: " + e.what();
  }
  if (back != g) return s + " reads back as " + format_game(store, back);
  const std::string again = format_game(store, back);
  if (again != s) return s + " prints again as " + again;
  return "";
}

// Every game reachable from g through options (the subgames a computation of g also computes).
void collect_subgames(GameStore& store, GameId g, std::unordered_set<GameId>& seen) {
  std::vector<GameId> stack{g};
  while (!stack.empty()) {
    const GameId x = stack.back();
    stack.pop_back();
    if (!seen.insert(x).second) continue;
    if (seen.size() > 100000) return;
    auto v = store.nus_of(x);
    // A number's options are numbers again, down to 0 one integer at a time (a long walk for
    // 123456789012345678901234567890/1024); *n lists n options. Neither is expanded here.
    if (v && (v->is_number() || v->nim > 64 || v->ups > 64 || v->ups < -64)) continue;
    for (Side s : {Side::kLeft, Side::kRight}) {
      for (GameId o : store.options(x, s)) stack.push_back(o);
    }
  }
}

// The string literals and code spans of the files the tests and docs are made of, and the
// small boards of the ruleset tests.
std::vector<std::string> candidate_expressions() {
  const std::filesystem::path root = std::filesystem::path(GRUNDY_VECTORS_DIR) / ".." / "..";
  std::vector<std::filesystem::path> files = {root / "docs" / "partizan.md", root / "README.md",
                                              root / "docs" / "notation.md"};
  for (const char* folder : {"partizan", "stoppers", "search", "games", "rulesets"}) {
    for (const auto& entry :
         std::filesystem::directory_iterator(root / "src" / "grundy" / folder)) {
      const std::string name = entry.path().filename().string();
      if (name.ends_with("_test.cc") && name != "notation_test.cc") files.push_back(entry.path());
    }
  }
  for (const auto& entry : std::filesystem::directory_iterator(root / "tests" / "vectors")) {
    if (entry.path().extension() == ".tsv") files.push_back(entry.path());
  }
  for (const auto& entry : std::filesystem::directory_iterator(root / "tests" / "blackbox")) {
    files.push_back(entry.path());
  }
  // And the small boards the ruleset tests search (rulesets_test.cc): every Clobber and
  // Toads-and-Frogs row of up to 6 squares, every Clobber 2×3 board, every Domineering 3×3 shape.
  std::vector<std::string> out;
  auto boards = [&](const std::string& ruleset, const std::string& alphabet, int squares, int row) {
    std::vector<int> digit(static_cast<std::size_t>(squares), 0);
    for (;;) {
      std::string board;
      for (int i = 0; i < squares; ++i) {
        if (row && i && i % row == 0) board += '|';
        board += alphabet[static_cast<std::size_t>(digit[static_cast<std::size_t>(i)])];
      }
      out.push_back(ruleset + ":" + board);
      int i = 0;
      while (i < squares &&
             ++digit[static_cast<std::size_t>(i)] == static_cast<int>(alphabet.size())) {
        digit[static_cast<std::size_t>(i++)] = 0;
      }
      if (i == squares) break;
    }
  };
  for (int n = 1; n <= 6; ++n) {
    boards("clobber", "xo.", n, 0);
    boards("toads-and-frogs", "tf.", n, 0);
  }
  boards("clobber", "xo.", 6, 3);
  boards("domineering", ".#", 9, 3);
  const std::regex quoted("\"([^\"\\\\]{1,200})\"|`([^`]{1,200})`|'([^']{1,200})'");
  for (const auto& file : files) {
    std::ifstream in(file);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    for (std::sregex_iterator it(text.begin(), text.end(), quoted), end; it != end; ++it) {
      for (int k = 1; k <= 3; ++k) {
        if ((*it)[k].matched) out.push_back((*it)[k].str());
      }
    }
    if (file.extension() == ".tsv") {
      std::istringstream lines(text);
      for (std::string line; std::getline(lines, line);) {
        if (!line.empty() && line[0] != '#') out.push_back(line.substr(0, line.find('\t')));
      }
    }
  }
  return out;
}

TEST(GrammarProperty, EveryFormTheTestsComputeRoundTrips) {
  GameStore store;
  std::unordered_set<GameId> forms, values;
  std::size_t parsed = 0;
  for (const std::string& s : candidate_expressions()) {
    Budget budget;
    budget.set_node_limit(2'000'000);
    // The docs hold positions too large on purpose (wythoff:(100000,100001)): they are refused by
    // the byte budget before any table is allocated (under AddressSanitizer a refused allocation
    // aborts instead of throwing).
    budget.set_byte_limit(std::uint64_t{1} << 30);
    PartizanSolver solver(store, budget);
    GameId g;
    try {
      g = evaluate(solver, s);
    } catch (const Error&) {
      continue;  // prose, commands, error examples, or too large for the budget
    }
    ++parsed;
    values.insert(g);
    collect_subgames(store, g, forms);
  }
  Budget budget;
  std::size_t failures = 0;
  for (GameId g : forms) {
    const std::string failure = round_trip_failure(store, budget, g);
    if (!failure.empty() && ++failures <= 20) ADD_FAILURE() << failure;
  }
  EXPECT_EQ(failures, 0u);
  EXPECT_GT(parsed, 3000u);
  EXPECT_GT(forms.size(), 150u);
  std::cout << "[ property ] " << parsed << " expressions from the tests and docs, "
            << values.size() << " distinct values, " << forms.size()
            << " canonical forms with their subgames (the walk stops past 100000) round-trip\n";
}

// Random games of small birthday: numbers, ups, nimbers, switches, {L|R}, sums and negatives,
// from a seeded generator (the same games on every run).
class RandomGames {
 public:
  RandomGames(GameStore& store, Budget& budget, std::uint64_t seed)
      : store_(store), budget_(budget), rng_(seed) {}

  GameId game(int depth) {
    const int kind = pick(depth == 0 ? 4 : 9);
    switch (kind) {
      case 0: {
        const int exponent = pick(4);
        return store_.number(Dyadic(BigInt(pick(17) - 8), exponent));
      }
      case 1:
        return store_.nus({Dyadic(pick(5) - 2), pick(7) - 3, static_cast<std::uint64_t>(pick(4))});
      case 2:
        return store_.nimber(pick(5));
      case 3:
        return store_.nus({Dyadic(BigInt(pick(9) - 4), 1), pick(3) - 1, 0});
      case 4:
      case 5: {
        std::vector<GameId> left, right;
        for (int i = pick(4); i > 0; --i) left.push_back(game(depth - 1));
        for (int i = pick(4); i > 0; --i) right.push_back(game(depth - 1));
        return store_.construct(left, right, budget_);
      }
      case 6: {
        const GameId x = game(depth - 1);
        return store_.construct({x}, {store_.negative(x)}, budget_);  // ±x
      }
      case 7:
        return store_.add(game(depth - 1), game(depth - 1), budget_);
      default:
        return store_.negative(game(depth - 1));
    }
  }

 private:
  int pick(int n) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(n)); }
  GameStore& store_;
  Budget& budget_;
  std::mt19937_64 rng_;
};

TEST(GrammarProperty, RandomGamesRoundTrip) {
  GameStore store;
  Budget budget;
  RandomGames random(store, budget, 20261201);
  constexpr int kGames = 20000;
  std::set<GameId> distinct;
  std::size_t failures = 0;
  for (int i = 0; i < kGames; ++i) {
    const GameId g = random.game(1 + i % 4);
    distinct.insert(g);
    const std::string failure = round_trip_failure(store, budget, g);
    if (!failure.empty() && ++failures <= 20) ADD_FAILURE() << failure;
  }
  // And every subgame of them.
  std::unordered_set<GameId> subgames;
  for (GameId g : distinct) collect_subgames(store, g, subgames);
  for (GameId g : subgames) {
    const std::string failure = round_trip_failure(store, budget, g);
    if (!failure.empty() && ++failures <= 20) ADD_FAILURE() << failure;
  }
  EXPECT_EQ(failures, 0u);
  EXPECT_GT(distinct.size(), 2500u);
  std::cout << "[ property ] " << kGames << " random games, " << distinct.size()
            << " distinct canonical forms, " << subgames.size()
            << " with their subgames, round-trip\n";
}

}  // namespace
}  // namespace grundy::partizan

namespace grundy::partizan {
namespace {

// Print and parse agree at the reader's nesting limit: v:n is n braces deep. Up to the limit the
// printed form reads back as the same game; past it printing refuses (kBudget), never printing
// what the reader would refuse (a fuzz finding: `v :503`).
TEST_F(Grammar, AFormTooDeepToReadBackIsRefusedNotPrinted) {
  for (int n : {100, 300, 330}) {
    const std::string text = canon(fmt::format("v:{}", n));
    EXPECT_EQ(g(text), g(fmt::format("v:{}", n))) << n;
  }
  try {
    (void)canon("v :503");
    FAIL() << "v:503 printed";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_NE(std::string(e.what()).find("past what grundy reads back"), std::string::npos)
        << e.what();
  }
}

// A form of 3.8 MB, under the reader's length but past its node bound by the printer's scan, is
// refused as too large without parsing it (a fuzz finding: parsing it to be sure took 2.7 s).
TEST_F(Grammar, AFormPastTheNodeBoundIsRefusedWithoutParsing) {
  try {
    (void)canon("v4:4 .10v3:^404");
    FAIL() << "printed";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_NE(std::string(e.what()).find("the reader stops at"), std::string::npos) << e.what();
  }
}

// Sums of nimbers XOR them: whatever nimber a sum makes, its printed form reads back
// (grammar_fuzz: *2^62 + *1 printed *4611686018427387905, which the reader refused).
TEST_F(Grammar, EveryNimberASumMakesReadsBack) {
  for (const char* text :
       {"*4611686018427387904 + *1", "*18446744073709551615 + *1",
        "*9223372036854775808 + *4611686018427387904", "v10*04611686018427387904:2"}) {
    const std::string printed = canon(text);
    EXPECT_EQ(g(printed), g(text)) << text << " -> " << printed;
  }
  EXPECT_EQ(canon("*18446744073709551615 + *1"), "*18446744073709551614");
  try {
    (void)g("*18446744073709551616");
    ADD_FAILURE() << "2^64 read";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_EQ(e.column(), 2u);
  }
}

// format_game with a length bound prints what fits exactly as without it, and refuses the rest
// (kBudget) before printing it whole: 4:v4:44*7 prints to 587 817 characters.
TEST_F(Grammar, ALengthBoundRefusesLongerFormsAndKeepsShorterOnes) {
  const GameId big = g("4:v4:44*7");
  const std::string whole = format_game(store, big);
  ASSERT_GT(whole.size(), std::size_t{1} << 16);
  Budget budget;
  EXPECT_EQ(format_game(store, big, budget, whole.size()), whole);  // exactly its length
  for (std::size_t bound : {std::size_t{1} << 16, whole.size() - 1}) {
    try {
      (void)format_game(store, big, budget, bound);
      ADD_FAILURE() << "printed within " << bound;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
    }
  }
  EXPECT_EQ(format_game(store, g("{1|-1}"), budget, 5), "+-1");
}

}  // namespace
// Printing is charged to the budget it is given: a form found within a budget may still take
// 4 MiB and a tenth of a second to print (router_fuzz: `outcome v16:*13` ran 88 ms past a 5 ms
// budget, printing). The same form prints the same with an ample budget, which counts its work;
// a node limit, a passed deadline or a byte limit below the text's size stops it with kBudget.
TEST_F(Grammar, PrintingChargesTheBudget) {
  const GameId big = g("4:v4:44*7");
  const std::string whole = format_game(store, big);
  Budget ample;
  EXPECT_EQ(format_game(store, big, ample), whole);
  EXPECT_GT(ample.nodes(), whole.size() / 64);
  const auto refused = [&](Budget& b) {
    try {
      (void)format_game(store, big, b);
      return false;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
      return true;
    }
  };
  Budget nodes;
  nodes.set_node_limit(ample.nodes() / 2);
  EXPECT_TRUE(refused(nodes));
  Budget late;
  late.set_deadline(Budget::Clock::now());
  EXPECT_TRUE(refused(late));
  Budget bytes;
  bytes.set_byte_limit(whole.size() / 2);
  EXPECT_TRUE(refused(bytes));
  EXPECT_EQ(bytes.bytes(), 0u);  // the text's charge is given back with it
}

}  // namespace grundy::partizan
