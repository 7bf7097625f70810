// The commands' declarations (app/command.h) and the routes made from them: every command served
// over HTTP has a handler, reads its parameters from the query as declared (fallbacks, bounds,
// flags, the missing ones named), and answers as the function it declares.
#include <gtest/gtest.h>

#include <set>

#include "app/command.h"
#include "grundy/core/error.h"
#include "server/router.h"

namespace grundy::server {
namespace {

httplib::Request request(const std::string& query) {
  httplib::Request req;
  req.target = "/api/x?" + query;
  httplib::detail::parse_query_text(query, req.params);
  return req;
}

TEST(Declarations, NamesAndParametersAreUnique) {
  std::set<std::string> names;
  for (const app::Command* c : app::commands()) {
    EXPECT_TRUE(names.insert(c->name).second) << c->name;
    std::set<std::pair<std::string, bool>> params;  // a name once per front
    for (const app::Param& p : c->params) {
      if (p.front != app::Front::kHttp) {
        EXPECT_TRUE(params.insert({p.command_line_spelling(), true}).second) << c->name << p.name;
      }
      if (p.front != app::Front::kCommandLine) {
        EXPECT_TRUE(params.insert({p.name, false}).second) << c->name << " " << p.name;
      }
    }
    if (c->http) {
      EXPECT_TRUE(c->run) << c->name << " is served but has no handler";
    }
  }
  // The commands every front has had (DESIGN.md, Command line), each declared.
  for (const char* name :
       {"value", "outcome",  "moves",    "seq",      "period",     "canonical",     "compare",
        "genus", "quotient", "nimber",   "lexicode", "properties", "census",        "thermograph",
        "cool",  "heat",     "overheat", "verify",   "options",    "fox-and-geese", "bench"}) {
    EXPECT_NE(app::find_command(name), nullptr) << name;
  }
}

TEST(Declarations, QueryTakesFallbacksAndBounds) {
  const app::Command& seq = *app::find_command("seq");
  app::Arguments a = read_arguments(seq, request("ruleset=0.07"));
  EXPECT_EQ(a.text("ruleset"), "0.07");
  EXPECT_EQ(a.natural("n"), 100u);  // over HTTP seq's N is 100 unless given
  EXPECT_FALSE(a.flag("misere"));
  EXPECT_FALSE(a.given("format"));  // a command-line option is never read from the query
  a = read_arguments(seq, request("ruleset=0.07&n=7&misere=1&format=csv"));
  EXPECT_EQ(a.natural("n"), 7u);
  EXPECT_TRUE(a.flag("misere"));
  EXPECT_FALSE(a.given("format"));
  EXPECT_THROW(read_arguments(seq, request("ruleset=0.07&n=1000001")), Error);  // over its bound
  EXPECT_THROW(read_arguments(seq, request("ruleset=0.07&n=-1")), Error);
  EXPECT_THROW(read_arguments(seq, request("ruleset=0.07&misere=maybe")), Error);
  try {
    read_arguments(seq, request("n=3"));
    ADD_FAILURE() << "a missing ruleset was read";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage);
    EXPECT_STREQ(e.what(), "missing query parameter 'ruleset'");
  }
  const app::Command& outcome = *app::find_command("outcome");
  EXPECT_EQ(read_arguments(outcome, request("expr=nim:1")).text("engine"), "auto");
}

TEST(Declarations, HandlersAnswerAsTheirFunctions) {
  Budget budget;
  app::Shared shared(std::uint64_t{64} << 20, "");
  const app::Context c = shared.context(budget);
  const app::Command& value = *app::find_command("value");
  const nlohmann::json j = value.run(read_arguments(value, request("expr=nim:3,4,5")), c).json();
  EXPECT_EQ(j.at("value"), 2);
  const app::Command& nimber = *app::find_command("nimber");
  EXPECT_EQ(nimber.run(read_arguments(nimber, request("op=mul&a=3&b=5")), c).json().at("result"),
            15);
  EXPECT_THROW(nimber.run(read_arguments(nimber, request("op=mul&a=3")), c), Error);
  const app::Command& thermograph = *app::find_command("thermograph");
  EXPECT_TRUE(thermograph.run(read_arguments(thermograph, request("expr={2|-1}&svg=1")), c)
                  .json()
                  .contains("svg"));
  EXPECT_FALSE(thermograph.run(read_arguments(thermograph, request("expr={2|-1}")), c)
                   .json()
                   .contains("svg"));
}

}  // namespace
}  // namespace grundy::server
