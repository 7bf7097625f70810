// The one game model through the commands: partizan boards whose positions are impartial answer
// `value`, `moves` and misère `outcome`; `moves` on a partizan sum lists each side's winning
// moves, checked against a plain alternating search on the boards; an expression both readers
// refuse keeps the error of the grammar it was written in.
#include <gtest/gtest.h>

#include <map>

#include "app/commands.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "tests/unit/test_context.h"

namespace grundy::app {
namespace {

// Does side, moving first on the sum of these boards, win? No components, no values.
class Search {
 public:
  explicit Search(const Ruleset& r) : r_(r) {}
  bool wins_first(const std::vector<Component>& boards, Side side) {
    auto key = boards;
    std::sort(key.begin(), key.end());
    key.push_back({side == Side::kLeft ? 1u : 2u, 0, "side"});
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const Side other = side == Side::kLeft ? Side::kRight : Side::kLeft;
    bool win = false;
    Budget no_limit;  // a test of the rules, with no limit
    for (std::size_t i = 0; i < boards.size() && !win; ++i) {
      for (const Parts& o : r_.options(boards[i], side, no_limit)) {
        auto next = boards;
        next[i] = o.at(0);  // a board's move leads to one board
        if (!wins_first(next, other)) {
          win = true;
          break;
        }
      }
    }
    memo_.emplace(key, win);
    return win;
  }

 private:
  const Ruleset& r_;
  std::map<std::vector<Component>, bool> memo_;
};

TEST(OneModel, CramAndGreenHackenbushHaveGrundyValues) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  // Cram 3x4 is * (its canonical form, an independent route in the partizan solver).
  EXPECT_EQ(value("cram:....|....|....", context).value, 1u);
  EXPECT_EQ(canonical("cram:....|....|....", context).canonical, "*");
  // A triangle on the ground: fusion makes it one loop-free edge's worth, *1; a ground edge with
  // two parallel edges above: the cycle fuses to two loops (worth 0) and the colon principle
  // gives *1 (Winning Ways ch. 7).
  EXPECT_EQ(value("hackenbush:0g1,1g2,2g0", context).value, 1u);
  EXPECT_EQ(value("hackenbush:0g1,1g2,1g2", context).value, 1u);
  EXPECT_EQ(value("hackenbush:ggg", context).value, 3u);
}

TEST(OneModel, CramMovesAreThePositionsOfValueZero) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  const MovesResult r = moves("cram:...|... + nim:3", false, context);
  ASSERT_FALSE(r.moves.empty());
  for (const MoveResult& m : r.moves) EXPECT_EQ(value(m.to, context).value, 0u) << m.to;
}

TEST(OneModel, HackenbushMovesNameTheEdgeCut) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  // A stalk of three green edges is *3; beside *1 the winning cut leaves *1: the second edge.
  const MovesResult r = moves("hackenbush:0g1,1g2,2g3 + nim:1", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_EQ(r.moves[0].to, "hackenbush:0g1 + nim:1");
  EXPECT_NE(r.moves[0].explanation.find("cut the edge 1g2 (1 more edge falls with it)"),
            std::string::npos)
      << r.moves[0].explanation;
}

TEST(OneModel, MisereCramIsSearched) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  // 1x2: one move, after which the mover cannot be made to move: in misère play the player who
  // takes the last domino loses, so the first player loses.
  EXPECT_EQ(outcome("cram:..", true, context).outcome, Outcome::kP);
  // 1x3: the only moves leave one empty square (no moves): misère, the mover then wins.
  EXPECT_EQ(outcome("cram:...", true, context).outcome, Outcome::kP);
  // 1x4: moving in the middle leaves two single squares; at an end, a 1x2 (a P-position).
  EXPECT_EQ(outcome("cram:....", true, context).outcome, Outcome::kN);
}

TEST(OneModel, PartizanPositionsAreRefusedByValueWithTheReason) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  try {
    value("domineering:..|..", context);
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("partizan"), std::string::npos) << e.what();
  }
  EXPECT_THROW(value("hackenbush:bg", context), Error);
}

TEST(OneModel, PartizanMovesAreExactlyTheWinningOptions) {
  for (const char* name : {"domineering", "clobber"}) {
    const RulesetPtr rules = make_ruleset(name);
    Search search(*rules);
    auto spell = [&](const Component& c) {
      return rules->format_term(std::span<const Component>(&c, 1));
    };
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
      const Component a = rules->sample(seed, 6), b = rules->sample(seed + 100, 4);
      const std::string expr = spell(a) + " + " + spell(b);
      Budget budget;
      testing::TestShared shared;
      const Context context = shared.context(budget);
      const MovesResult r = moves(expr, false, context);
      EXPECT_TRUE(r.partizan);
      for (Side side : {Side::kLeft, Side::kRight}) {
        const Side other = side == Side::kLeft ? Side::kRight : Side::kLeft;
        std::set<std::string> expected, found;
        for (int i = 0; i < 2; ++i) {
          const Component& board = i == 0 ? a : b;
          for (const Parts& option : rules->options(board, side, budget)) {
            const Component& o = option.at(0);
            const std::vector<Component> after = i == 0 ? std::vector{o, b} : std::vector{a, o};
            if (!search.wins_first(after, other)) {
              expected.insert(i == 0 ? spell(o) + " + " + spell(b) : spell(a) + " + " + spell(o));
            }
          }
        }
        for (const MoveResult& m : r.moves) {
          if (m.side == (side == Side::kLeft ? "Left" : "Right")) found.insert(m.to);
        }
        EXPECT_EQ(found, expected) << expr;
      }
    }
  }
}

TEST(OneModel, AnExpressionBothReadersRefuseKeepsItsOwnError) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  for (bool misere : {false, true}) {
    try {
      outcome("nim:-1", misere, context);
      FAIL();
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("heap size"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace grundy::app

namespace grundy::app {
namespace {

// `verify cram` compares distinct boards (a board is its squares, not its dimensions: it once
// kept one board per shape), and only impartial ones; a partizan ruleset is refused.
TEST(OneModel, VerifyComparesDistinctImpartialBoards) {
  Budget budget;
  testing::TestShared shared;
  const Context context = shared.context(budget);
  const VerifyResult cram = verify("cram", context, 6);
  EXPECT_EQ(cram.agreements, cram.total);
  const std::set<std::string> boards(cram.positions.begin(), cram.positions.end());
  EXPECT_EQ(boards.size(), cram.positions.size());
  std::set<std::size_t> lengths;
  for (const std::string& b : cram.positions) lengths.insert(b.size());
  EXPECT_GT(cram.positions.size(), lengths.size());  // several boards of one size
  const VerifyResult green = verify("hackenbush", context, 6);
  EXPECT_GT(green.total, 0u);
  EXPECT_EQ(green.agreements, green.total);
  for (const std::string& p : green.positions)
    EXPECT_EQ(p.find_first_of("br", 11), std::string::npos) << p;
  try {
    verify("domineering", context, 6);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage);
  }
  // A position worth 0 is checked beside *1 (a first-player win), not twice as itself.
  const VerifyResult zero = verify("cram:..|..", context);
  ASSERT_GE(zero.checks.size(), 2u);
  EXPECT_NE(zero.checks[0].position, zero.checks[1].position);
}

}  // namespace
}  // namespace grundy::app
