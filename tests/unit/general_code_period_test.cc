// `grundy period` of the take-and-break codes the heap engines do not take (sequence_run.cc,
// general_period): the period the Guy–Smith theorem for k heaps proves from the values it read
// is checked against the values computed directly far beyond them (the second route), and codes
// the theorem does not cover are refused saying why.
#include <gtest/gtest.h>

#include "app/sequence_run.h"
#include "grundy/core/error.h"
#include "grundy/rulesets/take_and_break_general.h"
#include "grundy/rulesets/tb_code.h"

namespace grundy {
namespace {

TEST(GeneralCodePeriod, ProvedPeriodsAgreeWithDirectValues) {
  // Codes that add tokens (80.0, 80.07, 80.3, 80.{1,3}) or leave four or more heaps (0.{0,1,4},
  // 4.{5}). Searched to 300 values only: each is proved from under 20, and a failure stops fast.
  for (const char* code : {"80.0", "80.07", "80.3", "0.{0,1,4}", "4.{5}", "80.{1,3}"}) {
    Budget budget;
    const app::SequenceData data = app::search_sequence_period(code, 300, {}, budget);
    ASSERT_TRUE(data.period && data.period->proved) << code;
    EXPECT_EQ(data.engine, "naive (general take-and-break code)");
    const std::uint64_t needed = data.period->values_needed;
    ASSERT_LE(needed, data.values.size()) << code;
    // The certificate reads G(0 … needed − 1) only; G up to 4·needed + 200 by the mex rule.
    const std::vector<std::uint16_t> read(data.values.begin(), data.values.begin() + needed);
    const TakeBreakRuleset direct(parse_take_break_code(code, 1));
    const auto g = direct.values_up_to(4 * needed + 200, budget);
    for (std::uint64_t n = 0; n < g.size(); ++n) {
      ASSERT_EQ(value_from_period(*data.period, std::span(read), n), g[n])
          << code << " at " << n << " (n0 " << data.period->preperiod << ", p "
          << data.period->period << ")";
    }
  }
}

TEST(GeneralCodePeriod, GrowingValuesAreNotCalledPeriodic) {
  // 0.&48; (remove one, leave four or five heaps) and {4}.1 grow without bound as far as they are
  // computed (G(4m+1) = m for 0.&48;, steps of 2 for {4}.1): no pure period may be claimed.
  for (const char* code : {"0.&48;", "{4}.1"}) {
    Budget budget;
    const app::SequenceData data = app::search_sequence_period(code, 150, {}, budget);
    EXPECT_FALSE(data.period) << code;
    ASSERT_EQ(data.values.size(), 151u) << code;
    EXPECT_GT(data.values[150], data.values[75]) << code;
  }
}

TEST(GeneralCodePeriod, KAndTOfTheCode) {
  std::string why;
  const auto b = guy_smith_bounds(parse_take_break_code("80.0{5}3", 1), why);
  ASSERT_TRUE(b);
  EXPECT_EQ(b->k, 5u);  // d2 = {5} leaves five heaps (d-1 = 8 three)
  EXPECT_EQ(b->t, 3u);  // d3 = 3 removes three tokens
  for (const auto& [code, reason] : std::vector<std::pair<std::string, std::string>>{
           {"0.7?", "d1 = 7? constrains"},
           {"{2+}=.0", "d0 = {2+}= leaves any number"},
           {"0.*", "d1 = * leaves any number"},
           {"80.[7]", "repeating block"},
           {"8!0.0", "d-1 = 8! constrains"},
       }) {
    EXPECT_FALSE(guy_smith_bounds(parse_take_break_code(code, 1), why)) << code;
    EXPECT_NE(why.find(reason), std::string::npos) << code << ": " << why;
  }
}

TEST(GeneralCodePeriod, UncoveredCodesAreRefused) {
  Budget budget;
  try {
    app::search_sequence_period("0.7?", 100, {}, budget);
    ADD_FAILURE() << "0.7? was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage);
    EXPECT_NE(std::string(e.what()).find("no periodicity theorem here covers 0.7?"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace grundy
