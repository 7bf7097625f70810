#include "server/params.h"

#include <gtest/gtest.h>

#include "grundy/core/error.h"

namespace grundy::server {
namespace {

TEST(Params, ReadStrictly) {
  httplib::Request req;
  req.params.emplace("n", "42");
  req.params.emplace("bad", "4x");
  req.params.emplace("big", "1000001");
  req.params.emplace("on", "1");
  req.params.emplace("off", "0");
  req.params.emplace("odd", "perhaps");
  EXPECT_EQ(number(req, "n", 7, 100), 42u);
  EXPECT_EQ(number(req, "absent", 7, 100), 7u);
  EXPECT_THROW(number(req, "bad", 7, 100), Error);
  EXPECT_THROW(number(req, "big", 7, 1'000'000), Error);
  // A least value, as a parameter declares it (Param::min): named in the refusal.
  EXPECT_EQ(number(req, "n", 7, 100, 42), 42u);
  try {
    number(req, "n", 7, 100, 43);
    ADD_FAILURE() << "42 is below the least value 43";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "parameter 'n' must be a whole number from 43 to 100, not '42'");
  }
  EXPECT_TRUE(flag(req, "on"));
  EXPECT_FALSE(flag(req, "off"));
  EXPECT_FALSE(flag(req, "absent"));
  EXPECT_THROW(flag(req, "odd"), Error);
  EXPECT_EQ(required(req, "n"), "42");
  EXPECT_THROW(required(req, "absent"), Error);
}

// What httplib's own reading would hide is refused, naming the parameter: a parameter given
// twice (httplib keeps the first) and an unencoded '=' in a value (httplib keeps the last piece:
// `n=0000pi=84900` was read as n = 84900). Encoded, both are fine.
TEST(Params, RefuseWhatHttplibWouldMisread) {
  const auto request = [](std::string target) {
    httplib::Request req;
    req.target = target;
    httplib::detail::parse_query_text(target.substr(target.find('?') + 1), req.params);
    return req;
  };
  const auto refusal = [](const httplib::Request& req, const char* name) -> std::string {
    try {
      (void)param(req, name);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kUsage);
      return e.what();
    }
    return "";
  };
  const httplib::Request twice = request("/api/seq?ruleset=0.07&n=5&n=500");
  EXPECT_NE(refusal(twice, "n").find("'n' is given more than once"), std::string::npos);
  EXPECT_EQ(required(twice, "ruleset"), "0.07");  // the others are read as before
  const httplib::Request spelled_twice = request("/api/seq?n=5&%6E=6");
  EXPECT_NE(refusal(spelled_twice, "n").find("more than once"), std::string::npos);
  const httplib::Request eq = request("/api/seq?ruleset=0.07&n=0000pi=84900");
  EXPECT_EQ(eq.get_param_value("n"), "84900");  // httplib's reading, refused here:
  EXPECT_NE(refusal(eq, "n").find("'=' in its value"), std::string::npos);
  EXPECT_THROW(number(eq, "n", 7, 100'000), Error);
  const httplib::Request encoded = request("/api/value?expr=a%3D%7B0%7Ca%7D%3B%20a%26b");
  EXPECT_EQ(required(encoded, "expr"), "a={0|a}; a&b");
  EXPECT_EQ(flag(request("/api/moves?expr=nim:3&all"), "all"), true);
}

}  // namespace
}  // namespace grundy::server
