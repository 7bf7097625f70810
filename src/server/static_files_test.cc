#include "server/static_files.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "server/params.h"

namespace grundy::server {
namespace {

TEST(StaticFiles, RefusesPathsThatClimbOut) {
  for (const char* path : {"/..", "/../", "/../CMakeLists.txt", "/chapters/../../x", "/a/..", "..",
                           "/..\\x", "/a\\b"}) {
    EXPECT_TRUE(climbs_out(path)) << path;
  }
  EXPECT_TRUE(climbs_out(std::string("/a\0b", 4)));
}

TEST(StaticFiles, AcceptsPathsInside) {
  for (const char* path : {"/", "/index.html", "/chapters/mex.html", "/a..b/c", "/...", "/.x/..y",
                           "/api/value?expr=nim:1"}) {
    EXPECT_FALSE(climbs_out(path)) << path;
  }
}

TEST(StaticFiles, NotFoundPageQuotesThePathEscaped) {
  const std::string page = not_found_page("/chapters/<script>x\"&'.html");
  EXPECT_NE(page.find("<h1>Page not found</h1>"), std::string::npos);
  EXPECT_NE(page.find("/chapters/&lt;script&gt;x&quot;&amp;&#39;.html"), std::string::npos);
  EXPECT_EQ(page.find("<script>"), std::string::npos);
  EXPECT_NE(page.find("href=\"/\""), std::string::npos);
}

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
  EXPECT_TRUE(flag(req, "on"));
  EXPECT_FALSE(flag(req, "off"));
  EXPECT_FALSE(flag(req, "absent"));
  EXPECT_THROW(flag(req, "odd"), Error);
  EXPECT_EQ(required(req, "n"), "42");
  EXPECT_THROW(required(req, "absent"), Error);
}

}  // namespace
}  // namespace grundy::server
