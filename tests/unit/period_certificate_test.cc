// Periodicity certificates: the known periods of the literature, and no false certificate on any
// octal code 0.d1d2d3 (nor its unequal-split variant) when checked against values computed well
// past the claimed period.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/period_search.h"

namespace grundy {
namespace {

bool optimised_build() {
#if defined(__OPTIMIZE__) && !defined(__SANITIZE_ADDRESS__)
  return !std::getenv("GRUNDY_SANITIZED");
#else
  return false;
#endif
}

std::vector<std::uint16_t> values(const HeapRules& rules, std::uint64_t n) {
  Budget budget;
  auto engine = make_engine(rules, EngineKind::kRareCommon);
  engine->extend_to(n, budget);
  return engine->values();
}

std::shared_ptr<const HeapRuleset> heap_ruleset_of(const std::string& spelling) {
  return std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset(spelling, 1));
}

TEST(PeriodCertificate, KnownPeriodsFromTheVectors) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/periods.tsv");
  ASSERT_TRUE(in) << "periods.tsv";
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream row(line);
    std::string spelling;
    std::uint64_t preperiod = 0, period = 0;
    row >> spelling >> preperiod >> period;
    const auto ruleset = heap_ruleset_of(spelling);
    ASSERT_TRUE(ruleset) << spelling;
    for (EngineKind kind : {EngineKind::kRareCommon, EngineKind::kNaive}) {
      if (kind == EngineKind::kNaive && !optimised_build() && preperiod > 1000) continue;
      Budget budget;
      auto engine = make_engine(ruleset->rules(), kind);
      const auto found = search_period(ruleset->rules(), *engine, 1 << 16, budget);
      ASSERT_TRUE(found.period && found.period->proved) << spelling;
      EXPECT_EQ(found.period->preperiod, preperiod) << spelling;
      EXPECT_EQ(found.period->period, period) << spelling;
      EXPECT_LE(found.period->values_needed, found.values_computed) << spelling;
    }
    ++rows;
  }
  EXPECT_GE(rows, 8);
}

TEST(PeriodCertificate, SequencesFromTheVectors) {
  std::ifstream in(std::string(GRUNDY_VECTORS_DIR) + "/sequences.tsv");
  ASSERT_TRUE(in) << "sequences.tsv";
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto tab = line.find('\t');
    const auto ruleset = heap_ruleset_of(line.substr(0, tab));
    ASSERT_TRUE(ruleset) << line.substr(0, tab);
    std::istringstream row(line.substr(tab + 1));
    std::vector<std::uint16_t> expected;
    for (unsigned v; row >> v;) expected.push_back(static_cast<std::uint16_t>(v));
    for (EngineKind kind : {EngineKind::kNaive, EngineKind::kRareCommon}) {
      auto engine = make_engine(ruleset->rules(), kind);
      Budget budget;
      engine->extend_to(expected.size() - 1, budget);
      EXPECT_EQ(engine->values(), expected) << line.substr(0, tab) << " " << to_string(kind);
    }
    ++rows;
  }
  EXPECT_GE(rows, 4);
}

// The classic Guy–Smith window without the unequal-split condition: what a naive port would
// certify. Used to show that '!' codes need the extra condition.
std::optional<std::pair<std::uint64_t, std::uint64_t>> plain_guy_smith(
    const HeapRules& rules, std::span<const std::uint16_t> g) {
  const std::uint64_t t = *rules.max_take();
  for (std::uint64_t p = 1; 2 * p <= g.size(); ++p) {
    std::uint64_t n = g.size() - p;
    while (n > 0 && g[n - 1 + p] == g[n - 1]) --n;
    const std::uint64_t start = std::max<std::uint64_t>(n, 1);
    if (2 * start + 2 * p + t <= g.size()) return std::pair{n, p};
  }
  return std::nullopt;
}

// True when G(n + p) = G(n) for every n0 ≤ n with n + p in g.
bool holds(std::span<const std::uint16_t> g, std::uint64_t n0, std::uint64_t p) {
  for (std::uint64_t n = n0; n + p < g.size(); ++n) {
    if (g[n + p] != g[n]) return false;
  }
  return true;
}

std::string code(const std::string& point, int d1, int d2, int d3, bool unequal) {
  std::string s = point;
  for (int d : {d1, d2, d3}) {
    s += static_cast<char>('0' + d);
    if (unequal && (d & 4)) s += '!';
  }
  return s;
}

class NoFalseCertificate : public ::testing::TestWithParam<int> {};

// Every certificate found from the first L values (L = 64, 128, …) is checked against values
// computed to `check` ≥ 3·L: it must hold there. For the '!' codes the plain Guy–Smith window is
// also tried, and the false certificates it gives are counted (they exist: see the next test).
TEST_P(NoFalseCertificate, OnEveryThreeDigitOctalCode) {
  const std::uint64_t check = optimised_build() ? 3000 : 400;
  const std::uint64_t longest = optimised_build() ? 1024 : 128;
  const int d1 = GetParam();
  int certified = 0;
  for (int c = 0; c < 64; ++c) {
    for (bool unequal : {false, true}) {
      const int d2 = c >> 3, d3 = c & 7;
      if (unequal && !((d1 | d2 | d3) & 4)) continue;
      const std::string spelling = code("0.", d1, d2, d3, unequal);
      const HeapRules rules = parse_take_and_break_code(spelling, 1);
      const auto g = values(rules, check);
      for (std::uint64_t length = 64; length <= longest; length *= 2) {
        const auto found = find_period(rules, std::span(g).first(length));
        if (!found || !found->proved) continue;
        ++certified;
        EXPECT_LE(found->values_needed, length) << spelling;
        EXPECT_TRUE(holds(g, found->preperiod, found->period))
            << spelling << ": false certificate preperiod " << found->preperiod << " period "
            << found->period << " from " << length << " values";
        break;
      }
    }
  }
  EXPECT_GT(certified, 0);
}

INSTANTIATE_TEST_SUITE_P(FirstDigit, NoFalseCertificate, ::testing::Range(0, 8));

TEST(PeriodCertificate, UnequalSplitsNeedTheZeroCondition) {
  // Brute force over the '!' codes 0.d1d2d3 and 4!.d1d2: the plain Guy–Smith window certifies
  // periods that break (e.g. 0.16!: "period 3 from 3" after 14 values, false at n = 15); the
  // certificate with the unequal-split condition never does.
  const std::uint64_t check = optimised_build() ? 2000 : 300;
  int plain_false = 0, ours_false = 0, ours_certified = 0;
  std::vector<std::string> codes;
  for (int c = 0; c < 512; ++c) {
    const int d1 = c >> 6, d2 = (c >> 3) & 7, d3 = c & 7;
    if ((d1 | d2 | d3) & 4) codes.push_back(code("0.", d1, d2, d3, true));
  }
  for (int c = 0; c < 64; ++c) codes.push_back(code("4!.", c >> 3, c & 7, 0, true));
  for (const std::string& spelling : codes) {
    const HeapRules rules = parse_take_and_break_code(spelling, 1);
    const auto g = values(rules, check);
    for (std::uint64_t length = 8; 4 * length <= check; length *= 2) {
      const auto prefix = std::span(g).first(length);
      if (auto plain = plain_guy_smith(rules, prefix)) {
        if (!holds(g, plain->first, plain->second)) ++plain_false;
      }
      if (auto ours = find_period(rules, prefix); ours && ours->proved) {
        ++ours_certified;
        if (!holds(g, ours->preperiod, ours->period)) {
          ++ours_false;
          ADD_FAILURE() << spelling << ": false certificate from " << length << " values";
        }
      }
    }
  }
  EXPECT_GT(plain_false, 0);
  EXPECT_EQ(ours_false, 0);
  EXPECT_GT(ours_certified, 0);

  const HeapRules example = parse_take_and_break_code("0.16!", 1);
  const auto g = values(example, 40);
  const auto plain = plain_guy_smith(example, std::span(g).first(14));
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->second, 3u);
  EXPECT_FALSE(holds(g, plain->first, plain->second));
  const auto ours = find_period(example, std::span(g).first(14));
  EXPECT_FALSE(ours && ours->proved);
}

TEST(PeriodCertificate, GrundysGameHasNoCertificateInTheFirstValues) {
  const auto ruleset = heap_ruleset_of("grundys-game");
  Budget budget;
  auto engine = make_engine(ruleset->rules(), EngineKind::kRareCommon);
  const auto found = search_period(ruleset->rules(), *engine, 4095, budget);
  EXPECT_FALSE(found.period && found.period->proved);
  EXPECT_EQ(found.values_computed, 4096u);
}

// 0.c! (no theorem here covers splits into three unequal heaps) grows about like n/2.5; the last
// few dozen of its first 300 or 1000 values happen to follow G(n + 2) = G(n) + 1. That run is no
// evidence of arithmetic periodicity and must not be reported as one.
TEST(PeriodCertificate, ArithmeticPeriodicityNeedsMoreThanAShortRun) {
  const auto ruleset = heap_ruleset_of("0.c!");
  for (const std::uint64_t n : {300u, 1000u}) {
    const auto g = values(ruleset->rules(), n);
    const auto found = find_period(ruleset->rules(), std::span(g));
    EXPECT_FALSE(found) << "G(0.." << n << "): preperiod " << found->preperiod << " period "
                        << found->period << " saltus " << found->saltus;
  }
  // A sequence that is arithmetic-periodic over nearly all of its values is still reported:
  // G(n + 2) = G(n) + 1 from n = 3 on.
  std::vector<std::uint16_t> g = {5, 3, 0};
  for (std::uint16_t n = 3; n < 200; ++n) g.push_back((n - 3) / 2 + (n % 2 ? 0 : 7));
  const auto found = find_period(ruleset->rules(), std::span(g));
  ASSERT_TRUE(found);
  EXPECT_FALSE(found->proved);
  EXPECT_EQ(found->period, 2u);
  EXPECT_EQ(found->saltus, 1);
  EXPECT_LE(found->preperiod, 3u);
}

}  // namespace
}  // namespace grundy
