// The database of solved regions (store/region_db.h over the results store, filled by
// grundy/search/region_fill.h, read by the outcome search): every region it holds has the canonical
// form computed afresh (checked on the regions of many random boards, with their signs); the
// search reading it finds the same outcomes; a damaged, forged or unreadable row is refused with
// an error naming the file; a row of another version is not used. Each store is in a temp folder.
#include "store/region_db.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <stdlib.h>  // mkdtemp

#include <filesystem>
#include <random>

#include "app/context.h"
#include "app/partizan.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/partizan/notation.h"
#include "grundy/search/outcome_search.h"
#include "grundy/search/search_expression.h"
#include "grundy/partizan/solver.h"

namespace grundy::app {
namespace {

class RegionDb : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (std::filesystem::temp_directory_path() / "regions-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
    db_ = dir_ + "/results.sqlite";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  void fill(const std::string& ruleset, std::size_t cells) {
    Budget budget;
    const RegionDbFill f = fill_region_db(ruleset, cells, db_, budget);
    EXPECT_GT(f.stats.computed, 0u);
    EXPECT_EQ(f.stored, f.stats.regions);
  }
  // Runs sql on the store.
  void sql(const std::string& text) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(db_.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, text.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << text;
    sqlite3_close(db);
  }
  // The error reading region of domineering gives, or "" for none.
  std::string read_error(const std::string& region) {
    Budget budget;
    ResultStore store(db_, &budget);
    StoredRegions regions(store, budget);
    partizan::GameStore games;
    try {
      partizan::find_region(regions, games, budget, "domineering", region);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kUsage);
      return e.what();
    }
    return "";
  }
  std::string dir_, db_;
};

// Every region of at most max_cells squares of random boards of ruleset: the database's value is
// the canonical form computed afresh, of the normal form and (with its sign) of the region met.
void check_regions(const std::string& spelling, std::size_t max_cells, const std::string& db,
                   int boards) {
  const RulesetPtr ruleset = make_ruleset(spelling);
  const partizan::BitRules& bits =
      *dynamic_cast<const partizan::GridRuleset&>(*ruleset).bit_rules();
  Budget budget;
  ResultStore store(db, &budget);
  StoredRegions regions(store, budget);
  partizan::GameStore games;
  partizan::PartizanSolver solver(games, budget);
  int checked = 0;
  for (int seed = 0; seed < boards; ++seed) {
    {
      const Component c = ruleset->sample(seed, 6 + seed % 10);
      const std::optional<partizan::BitBoard> board = bits.encode(c);
      if (!board) continue;
      std::vector<partizan::SignedBoard> parts;
      bits.regions(*board, parts);
      for (const partizan::SignedBoard& p : parts) {
        if (static_cast<std::size_t>(std::popcount(p.board.layer[0] | p.board.layer[1])) >
            max_cells) {
          continue;
        }
        const std::string key = partizan::region_key(*ruleset, bits, p.board);
        const auto stored = partizan::find_region(regions, games, budget, spelling, key);
        ASSERT_TRUE(stored.has_value()) << spelling << ":" << key << " is not in the database";
        EXPECT_EQ(*stored, solver.value(*ruleset, bits.decode(p.board))) << key;
        // A board of one region (the others worth 0) is the stored value, negated when its
        // normal form is its conjugate.
        if (parts.size() == 1) {
          EXPECT_EQ(solver.value(*ruleset, c), p.negated ? games.negative(*stored) : *stored)
              << ruleset->format_term(std::vector{c});
        }
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, boards / 3) << spelling;
}

TEST_F(RegionDb, FilledValuesEqualFreshOnes) {
  fill("domineering", 8);
  check_regions("domineering", 8, db_, 300);
  fill("clobber", 5);
  check_regions("clobber", 5, db_, 300);
  // Filling again solves nothing: every region is read back (checked) instead.
  Budget budget;
  const RegionDbFill again = fill_region_db("domineering", 8, db_, budget);
  EXPECT_EQ(again.stats.computed, 0u);
  EXPECT_EQ(again.stats.kept, again.stats.regions);
}

// Sums of random boards: the sign of each region and the sum, through the search reading the
// database, against the search without it (120 random sums of one to three boards).
TEST_F(RegionDb, TheSearchReadingItFindsTheSameOutcomes) {
  fill("domineering", 7);
  fill("clobber", 5);
  std::mt19937_64 rng(5);
  std::uint64_t hits = 0;
  for (int round = 0; round < 120; ++round) {
    std::string expr;
    for (int k = 0; k < 1 + static_cast<int>(rng() % 3); ++k) {
      const RulesetPtr r = make_ruleset(rng() % 2 ? "domineering" : "clobber");
      const std::string term = r->format_term(std::vector{r->sample(rng(), 4 + rng() % 6)});
      expr += (expr.empty() ? "" : (rng() % 3 ? " + " : " - ")) + term;
    }
    Outcome with_db, without;
    {
      Budget budget;
      ResultStore store(db_, &budget);
      StoredRegions regions(store, budget);
      partizan::OutcomeSearchOptions o;
      o.table_bytes = std::uint64_t{1} << 16;
      o.regions = &regions;
      partizan::OutcomeSearch s(budget, o);
      partizan::add_expression(s, expr, nullptr);
      with_db = s.outcome();
      hits += s.stats().region_hits;
      regions.flush();
    }
    {
      Budget budget;
      partizan::OutcomeSearchOptions o;
      o.table_bytes = std::uint64_t{1} << 16;
      partizan::OutcomeSearch s(budget, o);  // no database
      partizan::add_expression(s, expr, nullptr);
      without = s.outcome();
    }
    ASSERT_EQ(with_db, without) << expr;
  }
  EXPECT_GT(hits, 50u);
}

TEST_F(RegionDb, TheOutcomeCommandSavesAndThenReads) {
  const std::string expr = "domineering:....|....|.... + domineering:...|.#.|...";
  auto run = [&](const std::string& db) {
    Budget budget;
    Shared shared(std::uint64_t{1} << 28, db);
    return partizan_outcome(expr, false, shared.context(budget), OutcomeEngine::kSearch);
  };
  const OutcomeResult first = run(db_);
  EXPECT_NE(first.method.find("0 read from the database"), std::string::npos) << first.method;
  const OutcomeResult second = run(db_);
  EXPECT_EQ(second.outcome, first.outcome);
  EXPECT_EQ(second.method.find(" 0 read from the database"), std::string::npos) << second.method;
  EXPECT_NE(second.method.find(", 0 saved to it"), std::string::npos) << second.method;
  const OutcomeResult none = run("");  // --no-db
  EXPECT_EQ(none.outcome, first.outcome);
  EXPECT_EQ(none.method.find("database"), std::string::npos);
}

TEST_F(RegionDb, ADamagedRowIsRefusedNamingTheFile) {
  fill("domineering", 4);
  sql("DELETE FROM regions WHERE region <> (SELECT max(region) FROM regions)");
  std::string kept;
  {
    Budget budget;
    ResultStore store(db_, &budget);
    ASSERT_EQ(store.region_count("domineering"), 1u);
  }
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(db_.c_str(), &db), SQLITE_OK);
    sqlite3_exec(
        db, "SELECT region FROM regions",
        [](void* out, int, char** v, char**) {
          *static_cast<std::string*>(out) = v[0];
          return 0;
        },
        &kept, nullptr);
    sqlite3_close(db);
  }
  EXPECT_EQ(read_error(kept), "");
  // The value changed, the checksum not.
  sql("UPDATE regions SET value = '{1|1}'");
  const std::string e = read_error(kept);
  EXPECT_NE(e.find(db_), std::string::npos) << e;
  EXPECT_NE(e.find("checksum"), std::string::npos) << e;
  // And through `grundy outcome`: the same error, not an answer.
  Budget budget;
  Shared shared(std::uint64_t{1} << 28, db_);
  try {
    partizan_outcome("domineering:" + kept, false, shared.context(budget), OutcomeEngine::kSearch);
    FAIL() << "no error";
  } catch (const Error& err) {
    EXPECT_EQ(err.kind(), ErrorKind::kUsage);
    EXPECT_NE(std::string(err.what()).find(db_), std::string::npos) << err.what();
  }
}

TEST_F(RegionDb, AForgedRowIsRefused) {
  Budget budget;
  {
    ResultStore store(db_, &budget);
    // Checksums right, values wrong: not a canonical form's spelling, not a game at all.
    const RegionRow rows[] = {
        encode_region_row("domineering", "..", engine_version(), "{0|0}"),
        encode_region_row("domineering", "...", engine_version(), "{1|"),
        encode_region_row("domineering", "....", "0.0.0-another", "-5"),
    };
    store.save_regions(rows);
  }
  std::string e = read_error("..");
  EXPECT_NE(e.find("canonical"), std::string::npos) << e;
  EXPECT_NE(e.find(db_), std::string::npos) << e;
  e = read_error("...");
  EXPECT_NE(e.find("does not read"), std::string::npos) << e;
  // Another version's row is not used: not found, so solved again.
  ResultStore store(db_, &budget);
  EXPECT_FALSE(store.load_region("domineering", "....").has_value());
}

TEST_F(RegionDb, TheFillIsBudgeted) {
  Budget budget;
  budget.set_node_limit(2'000);
  try {
    fill_region_db("domineering", 10, db_, budget);
    FAIL() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
  Budget other;
  EXPECT_THROW(fill_region_db("toads-and-frogs", 4, db_, other), Error);  // no bit rules
}

}  // namespace
}  // namespace grundy::app
