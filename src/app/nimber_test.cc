// `grundy nimber`: strict operands, the operations, the errors and the JSON.
#include "app/nimber.h"

#include <gtest/gtest.h>

#include "grundy/core/error.h"
#include "grundy/core/nimber_field.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

ErrorKind kind_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.kind();
  }
  ADD_FAILURE() << "no error";
  return ErrorKind::kComputation;
}

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(NimberCommand, OperandsAreDecimalOrHexAndNothingElse) {
  EXPECT_EQ(parse_nimber_operand("0", "A"), 0u);
  EXPECT_EQ(parse_nimber_operand("18446744073709551615", "A"), ~std::uint64_t{0});
  EXPECT_EQ(parse_nimber_operand("0xffffffffffffffff", "A"), ~std::uint64_t{0});
  EXPECT_EQ(parse_nimber_operand("0X1aF", "A"), 0x1afu);
  EXPECT_EQ(parse_nimber_operand("007", "A"), 7u);
  for (const char* bad :
       {"", "-1", "+1", " 1", "1 ", "1.0", "1e3", "0x", "0x1g", "x1", "abc", "18446744073709551616",
        "0x10000000000000000", "99999999999999999999999"}) {
    EXPECT_EQ(kind_of([&] { parse_nimber_operand(bad, "A"); }), ErrorKind::kParse) << bad;
  }
  EXPECT_NE(message_of([] {
              parse_nimber_operand("18446744073709551616", "B");
            }).find("B = 18446744073709551616 is too large"),
            std::string::npos);
  try {
    parse_nimber_operand("12x4", "A");
  } catch (const Error& e) {
    EXPECT_EQ(e.column(), 3u);
  }
}

TEST(NimberCommand, Operations) {
  testing::TestShared shared;
  Budget budget;
  const Context c = shared.context(budget);
  EXPECT_EQ(nimber("mul", {"0x8000000000000000", "9223372036854775808"}, c).result,
            16017865340936038689ull);
  EXPECT_EQ(nimber("inv", {"16"}, c).result, 170u);
  EXPECT_EQ(nimber("sqrt", {"0x123456789abcdef0"}, c).result, 2113505338991452917ull);
  EXPECT_EQ(nimber("pow", {"2", "3"}, c).result, 1u);
  // 16 / 5 multiplied back by 5 (the recursion, nim_product) is 16; CGSuite: 14 ⊙ 16 = 23.
  const std::uint64_t q = nimber("div", {"16", "5"}, c).result;
  EXPECT_EQ(nim_product(q, 5), 16u);
  EXPECT_EQ(to_json(nimber("div", {"1", "16"}, c)).dump(),
            R"({"a":1,"b":16,"op":"div","result":170})");
  EXPECT_EQ(nimber("ugly", {"14", "16"}, c).result, 23u);
  EXPECT_EQ(to_json(nimber("mul", {"3", "5"}, c)).dump(),
            R"({"a":3,"b":5,"op":"mul","result":15})");
  EXPECT_EQ(to_json(nimber("pow", {"4294967302", "2"}, c)).dump(),
            R"({"a":4294967302,"e":2,"op":"pow","result":6442450949})");
  EXPECT_EQ(to_text(nimber("mul", {"18446744073709551615", "18446744073709551615"}, c)),
            "11290409524105353207");
}

TEST(NimberCommand, Errors) {
  testing::TestShared shared;
  Budget budget;
  const Context c = shared.context(budget);
  EXPECT_EQ(message_of([&] { nimber("inv", {"0"}, c); }), "0 has no inverse");
  EXPECT_EQ(kind_of([&] { nimber("inv", {"0x0"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(kind_of([&] { nimber("frob", {"1", "2"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(message_of([&] { nimber("div", {"5", "0"}, c); }), "division by 0");
  EXPECT_EQ(kind_of([&] { nimber("ugly", {"5"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(kind_of([&] { nimber("mul", {"1"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(kind_of([&] { nimber("sqrt", {"1", "2"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(kind_of([&] { nimber("pow", {"2", "-1"}, c); }), ErrorKind::kParse);
}

// Ordinals below ω^ω: CGSuite's and ONAG's printed values, and each operation undone by another
// (the product itself is checked against a tower of cubic extensions in the engine's tests).
TEST(NimberCommand, TransfiniteOperands) {
  testing::TestShared shared;
  Budget budget;
  const Context c = shared.context(budget);
  EXPECT_EQ(to_text(nimber("mul", {"ω", "ω^2"}, c)), "2");            // CGSuite
  EXPECT_EQ(to_text(nimber("mul", {"w^8", "omega^8"}, c)), "ω^5×2");  // CGSuite
  EXPECT_EQ(to_text(nimber("inv", {"w"}, c)), "ω^2×3");               // ONAG: 1/ω = ω²·3
  EXPECT_EQ(to_text(nimber("pow", {"w+1", "3"}, c)), "ω^2+ω+3");      // ONAG
  EXPECT_EQ(to_json(nimber("pow", {"w+1", "3"}, c)).dump(),
            R"({"a":"ω+1","e":3,"op":"pow","result":"ω^2+ω+3","transfinite":true})");
  for (const char* a : {"w", "w^2*3+1", "ω^5+ω^3×7+2", "w^4", "9"}) {
    for (const char* b : {"w+1", "w^2", "ω^7×5+ω", "3"}) {
      const std::string q = to_text(nimber("div", {a, b}, c));
      const std::string back = to_text(nimber("mul", {q, b}, c));
      EXPECT_EQ(back, to_text(nimber("mul", {a, "w^0"}, c))) << a << " / " << b;  // a × 1
      const std::string squared = to_text(nimber("mul", {b, b}, c));
      EXPECT_EQ(to_text(nimber("pow", {b, "2"}, c)), squared) << b;
    }
    EXPECT_EQ(to_text(nimber("mul", {a, to_text(nimber("inv", {a}, c))}, c)), "1") << a;
  }
  EXPECT_EQ(message_of([&] { nimber("div", {"w", "0"}, c); }), "division by 0");
  EXPECT_EQ(kind_of([&] { nimber("sqrt", {"w"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(kind_of([&] { nimber("ugly", {"w", "2"}, c); }), ErrorKind::kUsage);
  EXPECT_EQ(kind_of([&] { nimber("mul", {"w^w", "2"}, c); }), ErrorKind::kParse);
}

}  // namespace
}  // namespace grundy::app
