// The unit tests' main. Before any test runs, GRUNDY_DB points at a fresh results store in a
// temporary folder of this process (removed at exit), so no test can read an answer an earlier
// run left in the user's store (~/.local/share/grundy/results.sqlite), nor write one there: every
// code path that takes the default store (app::seq, app::period, the server) gets this one.
// tests/home_check.sh runs the tests with HOME pointed at an empty folder and checks it stays so.
#include <gtest/gtest.h>
#include <stdlib.h>  // mkdtemp, setenv

#include <cstdio>
#include <filesystem>
#include <string>

#include "store/result_store.h"

namespace {

std::string& test_store_dir() {
  static std::string dir;
  return dir;
}

TEST(TestEnvironment, TheResultsStoreIsAFreshFileOfThisProcess) {
  const std::string path = grundy::app::ResultStore::default_path();
  ASSERT_FALSE(test_store_dir().empty());
  EXPECT_EQ(path, test_store_dir() + "/results.sqlite");
  if (const char* home = std::getenv("HOME"); home && *home) {
    EXPECT_FALSE(path.starts_with(std::string(home) + "/.local")) << path;
  }
}

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/grundy-tests-XXXXXX";
  if (!mkdtemp(pattern.data())) {
    std::perror("grundy_tests: cannot create a temporary folder for the results store");
    return 1;
  }
  test_store_dir() = pattern;
  setenv("GRUNDY_DB", (pattern + "/results.sqlite").c_str(), 1);
  // Any path that still looked for the default store would look under HOME, which ctest points
  // at an empty folder and checks afterwards (tests/home_check.sh --empty).
  unsetenv("XDG_DATA_HOME");
  const int status = RUN_ALL_TESTS();
  std::error_code ec;
  std::filesystem::remove_all(pattern, ec);
  return status;
}
