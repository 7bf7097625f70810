// Misère quotients in the results store (issue 11, item 3): a quotient computed once is read
// back, checked on read; a damaged or inconsistent row is an error naming the store.
#include "store/quotient_row.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <stdlib.h>  // mkdtemp

#include <filesystem>

#include "store/result_store.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"
#include "grundy/rulesets/take_and_break.h"

namespace grundy::app {
namespace {

MisereQuotient r8() {
  Budget budget;
  return compute_misere_quotient(parse_take_and_break_code("0.75", 1), 30, budget);
}

void expect_same(const MisereQuotient& a, const MisereQuotient& b) {
  EXPECT_EQ(a.max_heap, b.max_heap);
  EXPECT_EQ(a.generator_heaps, b.generator_heaps);
  EXPECT_EQ(a.normal_forms, b.normal_forms);
  EXPECT_EQ(a.product, b.product);
  EXPECT_EQ(a.p_portion, b.p_portion);
  EXPECT_EQ(a.pretending, b.pretending);
  EXPECT_EQ(a.orders, b.orders);
  EXPECT_EQ(a.relations.size(), b.relations.size());
  ASSERT_EQ(a.period.has_value(), b.period.has_value());
  if (a.period) {
    EXPECT_EQ(a.period->period, b.period->period);
  }
}

void expect_damaged(const QuotientRow& row, const std::string& what) {
  try {
    decode_quotient_row(row, "/some/store", engine_version());
    ADD_FAILURE() << what << ": read without an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage) << what;
    EXPECT_NE(std::string(e.what()).find("/some/store"), std::string::npos) << e.what();
  }
}

TEST(QuotientRow, ReadsWhatItWrote) {
  const MisereQuotient q = r8();
  const QuotientRow row = encode_quotient_row("0.75", 30, engine_version(), q);
  const auto got = decode_quotient_row(row, "db", engine_version());
  ASSERT_TRUE(got);
  expect_same(*got, q);
  // Another version's row is stale: computed again, not read.
  EXPECT_FALSE(
      decode_quotient_row(encode_quotient_row("0.75", 30, "other", q), "db", engine_version()));
}

TEST(QuotientRow, DamageIsAnError) {
  const MisereQuotient q = r8();
  QuotientRow row = encode_quotient_row("0.75", 30, engine_version(), q);
  QuotientRow flipped = row;
  flipped.body[flipped.body.size() / 2] ^= 1;
  expect_damaged(flipped, "a flipped bit");
  QuotientRow other_heap = row;
  other_heap.max_heap = 31;
  expect_damaged(other_heap, "another heap's row");

  // Rows whose checksum is right but whose quotient is not one: each is caught by the check.
  auto forged = [&](auto&& change) {
    MisereQuotient bad = q;
    change(bad);
    return encode_quotient_row("0.75", 30, engine_version(), bad);
  };
  expect_damaged(forged([](MisereQuotient& b) { std::swap(b.product[1], b.product[2]); }),
                 "a product table that is not a commutative monoid");
  expect_damaged(forged([](MisereQuotient& b) { b.pretending[5] = 99; }), "a pretending value");
  expect_damaged(forged([](MisereQuotient& b) { b.relations[0].equals ^= 1; }), "a relation");
  expect_damaged(forged([](MisereQuotient& b) { std::swap(b.normal_forms[1], b.normal_forms[2]); }),
                 "normal forms");
  expect_damaged(forged([](MisereQuotient& b) { b.pretending[9] = b.pretending[8]; }),
                 "a period the pretending function does not have");
  QuotientRow text = row;
  text.body = "{not json";
  text.checksum = quotient_row_checksum(text);
  expect_damaged(text, "text that is not a quotient");
}

TEST(QuotientRow, TheStoreKeepsQuotients) {
  std::string dir = (std::filesystem::temp_directory_path() / "grundy-quotient-XXXXXX").string();
  ASSERT_NE(mkdtemp(dir.data()), nullptr);
  const std::string path = dir + "/results.sqlite";
  const MisereQuotient q = r8();
  {
    ResultStore store(path);
    EXPECT_FALSE(store.load_quotient("0.75", 30));  // no table yet
    store.save_quotient("0.75", 30, q);
    EXPECT_FALSE(store.load_quotient("0.75", 29));
    EXPECT_FALSE(store.load_quotient("0.77", 30));
  }
  {
    ResultStore store(path);  // opened again
    const auto got = store.load_quotient("0.75", 30);
    ASSERT_TRUE(got);
    expect_same(*got, q);
  }
  // A bit flipped in the file's row: an error naming the file.
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db,
                           "UPDATE quotients SET body = replace(body, '\"max_heap\":23', "
                           "'\"max_heap\":22')",
                           nullptr, nullptr, nullptr),
              SQLITE_OK);
    sqlite3_close(db);
    ResultStore store(path);
    try {
      store.load_quotient("0.75", 30);
      ADD_FAILURE() << "a damaged row was read";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
    }
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grundy::app
