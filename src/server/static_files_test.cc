#include "server/static_files.h"

#include <gtest/gtest.h>

#include "grundy/core/error.h"

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

}  // namespace
}  // namespace grundy::server
