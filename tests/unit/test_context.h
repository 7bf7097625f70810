#pragma once
// A test's own context (no state shared with other tests): fresh rulesets and period oracle, and
// the test process's results store (test_main.cc points GRUNDY_DB at a temporary one).
#include "app/context.h"
#include "store/result_store.h"

namespace grundy::testing {

inline constexpr std::uint64_t kTestRetainedBytes = std::uint64_t{1} << 30;

// The long-lived parts a test makes once and hands each of its commands through context().
class TestShared : public app::Shared {
 public:
  TestShared() : app::Shared(kTestRetainedBytes, app::ResultStore::default_path()) {}
};

}  // namespace grundy::testing
