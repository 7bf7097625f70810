// The genus and misère win/lose searches charge each child of a position to the budget as it is
// listed (bytes, work and so the clock), not once the whole list is built: a position with many
// children (a sum of hundreds of heaps, one heap of a code with wide moves) is refused part way
// through its listing, with memory bounded by the byte limit.
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <string>

#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/genus_solver.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

// Nim whose heaps count how often the solver asks whether one is terminal: the solvers ask it of
// every piece of every child they build (normalise), so the count says how many were built.
class CountingNim : public ImpartialRuleset {
 public:
  mutable std::atomic<std::uint64_t> asked{0};
  std::string spelling() const override { return "counting-nim"; }
  std::string describe() const override { return "Nim, counting the children built"; }
  std::vector<Component> parse_position(std::string_view, std::size_t) const override { return {}; }
  std::string format_position(std::span<const Component> cs) const override {
    return std::to_string(cs.size());
  }
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    std::vector<Parts> out;
    for (std::uint64_t h = 0; h < c.a; ++h) out.push_back(h == 0 ? Parts{} : Parts{{h, 0}});
    return out;
  }
  bool is_terminal(const Component& c, Budget& budget) const override {
    asked.fetch_add(1, std::memory_order_relaxed);
    return c.a == 0;
  }
  std::string describe_move(const Component&, std::span<const Component>) const override {
    return {};
  }
  Component sample(std::uint64_t seed, unsigned) const override { return {seed % 8, 0}; }
};

constexpr std::uint64_t kHeap = 200'000;       // the root's children: 200 000 states
constexpr std::uint64_t kByteLimit = 1 << 20;  // room for about 10 000 of them

Sum one_heap(const std::shared_ptr<CountingNim>& nim, std::uint64_t heap) {
  Sum sum;
  sum.terms.push_back({nim, {Component{heap, 0}}});
  return sum;
}

template <class Solve>
void expect_refused_part_way(Solve solve) {
  const auto nim = std::make_shared<CountingNim>();
  Budget budget;
  budget.set_byte_limit(kByteLimit);
  try {
    solve(budget, one_heap(nim, kHeap));
    FAIL() << "a root of 200 000 children fit in 1 MiB";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_TRUE(e.memory()) << e.what();
  }
  // Built all 200 000 children first (the bug) would have asked 200 000 times.
  EXPECT_LT(nim->asked.load(), kHeap / 4);
  EXPECT_LE(budget.peak_bytes(), kByteLimit);
}

TEST(SearchCharge, GenusRefusesAWideRootPartWayThroughItsChildren) {
  expect_refused_part_way([](Budget& b, const Sum& s) { GenusSolver(b).genus(s); });
}

TEST(SearchCharge, WinLossRefusesAWideRootPartWayThroughItsChildren) {
  expect_refused_part_way(
      [](Budget& b, const Sum& s) { WinLossSolver(b, Convention::kMisere).outcome(s); });
}

// The work of listing is charged too: a node limit far below the children's number stops the
// listing, not the search after it.
TEST(SearchCharge, NodeLimitStopsTheListing) {
  for (int which = 0; which < 2; ++which) {
    const auto nim = std::make_shared<CountingNim>();
    Budget budget;
    budget.set_node_limit(10'000);
    const Sum sum = one_heap(nim, kHeap);
    if (which == 0) {
      EXPECT_THROW(GenusSolver(budget).genus(sum), Error);
    } else {
      EXPECT_THROW(WinLossSolver(budget, Convention::kMisere).outcome(sum), Error);
    }
    EXPECT_LT(nim->asked.load(), kHeap / 4) << (which == 0 ? "genus" : "win/lose");
  }
}

// Charging changes nothing that fits: the same genus and outcome as the literature's (misère Nim:
// a single heap of n ≥ 2 is an N-position; genus of *n is n^{n, n⊕2}).
TEST(SearchCharge, ValuesUnchangedWithinBudget) {
  const auto nim = std::make_shared<CountingNim>();
  Budget budget;
  budget.set_byte_limit(kByteLimit);
  EXPECT_EQ(format_genus(GenusSolver(budget).genus(one_heap(nim, 5))), "5^57");
  EXPECT_EQ(WinLossSolver(budget, Convention::kMisere).outcome(one_heap(nim, 5)), Outcome::kN);
  EXPECT_EQ(WinLossSolver(budget, Convention::kMisere).outcome(one_heap(nim, 1)), Outcome::kP);
}

}  // namespace
}  // namespace grundy
