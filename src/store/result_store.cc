#include "store/result_store.h"

#include <fmt/format.h>
#include <sqlite3.h>
#include <sys/statvfs.h>  // statvfs
#include <unistd.h>       // access

#include <algorithm>  // std::equal
#include <cerrno>     // errno
#include <chrono>     // the retry deadline
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>  // std::this_thread::sleep_for

#include "grundy/core/budget.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"
#include "store/quotient_row.h"
#include "store/store_row.h"

namespace grundy::app {
namespace {

constexpr int kApplicationId = 0x47524E44;  // 'GRND'
// Schema 2 added each entry's engine version and checksum (store_row.h). A schema-1 store is
// migrated by adding the columns: its entries, without a checksum, are stale (computed again and
// replaced), never read.
constexpr int kSchemaVersion = 2;

// A prepared statement that finalises itself.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) { rc_ = sqlite3_prepare_v2(db, sql, -1, &s_, nullptr); }
  ~Statement() { sqlite3_finalize(s_); }
  bool ok() const { return rc_ == SQLITE_OK; }
  sqlite3_stmt* get() const { return s_; }

 private:
  sqlite3_stmt* s_ = nullptr;
  int rc_ = SQLITE_OK;
};

}  // namespace

std::string ResultStore::default_path() {
  if (const char* p = std::getenv("GRUNDY_DB"); p && *p) return p;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) {
    return std::string(x) + "/grundy/results.sqlite";
  }
  if (const char* h = std::getenv("HOME"); h && *h) {
    return std::string(h) + "/.local/share/grundy/results.sqlite";
  }
  return "";
}

void ResultStore::fail(const std::string& what, int code) const {
  // By the error's code, not its message: a damaged file's schema may hold any text, "database
  // is locked" included (store_file_fuzz found one that made every open wait 5 s).
  if (code < 0) code = db_ ? sqlite3_errcode(db_) & 0xff : SQLITE_OK;
  last_code_ = code;
  busy_ = code == SQLITE_BUSY || code == SQLITE_LOCKED;
  write_fault_ = code == SQLITE_FULL || code == SQLITE_READONLY || code == SQLITE_IOERR ||
                 code == SQLITE_CANTOPEN || code == SQLITE_PERM;
  // A wait for a lock that the budget ended: over budget, as anywhere else.
  if (busy_ && budget_error_) {
    const std::exception_ptr e = budget_error_;
    budget_error_ = nullptr;
    std::rethrow_exception(e);
  }
  throw Error(ErrorKind::kComputation,
              fmt::format("the results store {}: {} (choose another file with --db, or run "
                          "without the store with --no-db)",
                          path_, what));
}

void ResultStore::exec(const char* sql) {
  char* message = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
    std::string m = message ? message : sqlite3_errmsg(db_);
    sqlite3_free(message);
    fail(m);
  }
}

int ResultStore::on_busy(void* self, int count) {
  auto* s = static_cast<ResultStore*>(self);
  const auto now = std::chrono::steady_clock::now();
  if (count == 0) s->wait_start_ = now;
  if (s->budget_) {
    try {
      s->budget_->check();
    } catch (const Error&) {
      s->budget_error_ = std::current_exception();
      return 0;  // SQLITE_BUSY, which fail() turns into this Error
    }
  }
  if (now - s->wait_start_ >= kBusyWait) return 0;
  // Short sleeps first (a save holds the lock for a millisecond or so), then 5 ms: a deadline is
  // seen within 5 ms.
  std::this_thread::sleep_for(std::chrono::milliseconds(count < 10 ? 1 : 5));
  return 1;
}

ResultStore::ResultStore(const std::string& path, Budget* budget, StoreWarning warn)
    : path_(path), budget_(budget), warn_(std::move(warn)) {
  try {
    open_writable();
  } catch (const Error&) {
    if (!warn_ || !write_fault_) throw;
    open_read_only(sqlite3_errstr(last_code_));
    return;
  }
  // SQLite opens a file it may not write read-only, without an error.
  if (warn_ && sqlite3_db_readonly(db_, "main") == 1) {
    read_only_ = true;
    warn_once(
        fmt::format("the results store {} cannot be written ({}): answers are read from "
                    "it, none is saved",
                    path_, system_reason("the file is read-only")));
  }
}

std::string ResultStore::system_reason(std::string fallback) const {
  // The system's reason where there is one ("Read-only file system", "Permission denied",
  // "No space left on device"), rather than SQLite's "unable to open database file" or "disk
  // I/O error" (SQLite cannot make its -shm file on a full disk).
  std::error_code ec;
  std::filesystem::path place = path_;  // the file, else the nearest folder that exists
  while (!place.empty() && !std::filesystem::exists(place, ec)) place = place.parent_path();
  if (place.empty()) place = ".";
  if (::access(place.c_str(), W_OK) != 0) return std::strerror(errno);
  struct statvfs fs;
  if (::statvfs(place.c_str(), &fs) == 0 && fs.f_bavail == 0) return std::strerror(ENOSPC);
  return fallback;
}

void ResultStore::open_writable() {
  const std::string& path = path_;
  std::error_code ec;
  const auto folder = std::filesystem::path(path).parent_path();
  if (!folder.empty()) std::filesystem::create_directories(folder, ec);
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
      SQLITE_OK) {
    const std::string m = db_ ? sqlite3_errmsg(db_) : "cannot open";
    const int code = db_ ? sqlite3_errcode(db_) & 0xff : SQLITE_CANTOPEN;
    sqlite3_close(db_);
    db_ = nullptr;
    fail(m, code);
  }
  sqlite3_busy_handler(db_, &ResultStore::on_busy, this);
  // Connections opening one store at once can meet SQLITE_BUSY where SQLite does not wait (a
  // journal-mode change, a lock upgrade that would deadlock); the check is then run again, for as
  // long as the busy handler would have waited, and never past the budget.
  const auto deadline = std::chrono::steady_clock::now() + kBusyWait;
  for (;;) {
    try {
      check_or_create();
      return;
    } catch (const Error&) {
      if (busy_ && std::chrono::steady_clock::now() < deadline) {
        try {
          if (budget_) budget_->check();  // over budget: its Error, not another try
        } catch (...) {
          sqlite3_close(db_);
          db_ = nullptr;
          throw;
        }
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        continue;
      }
      sqlite3_close(db_);
      db_ = nullptr;
      throw;
    } catch (...) {
      sqlite3_close(db_);
      db_ = nullptr;
      throw;
    }
  }
}

void ResultStore::open_read_only(std::string why) {
  read_only_ = true;
  std::error_code ec;
  why = system_reason(why);
  if (!std::filesystem::exists(path_, ec) || std::filesystem::file_size(path_, ec) == 0) {
    warn_once(
        fmt::format("the results store {} cannot be created ({}): nothing is read from it "
                    "or saved to it",
                    path_, why));
    return;  // db_ stays null: no store
  }
  // immutable=1: no lock, no journal and no -shm file, which a read-only folder cannot hold; the
  // file is taken as it is on the disk (a clean close leaves no write-ahead log behind).
  std::string uri = "file:";
  for (const char c : path_) {
    if (c == '%' || c == '?' || c == '#') {
      uri += fmt::format("%{:02X}", static_cast<unsigned char>(c));
    } else {
      uri += c;
    }
  }
  uri += "?immutable=1";
  if (sqlite3_open_v2(uri.c_str(), &db_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
      SQLITE_OK) {
    const std::string m = db_ ? sqlite3_errmsg(db_) : "cannot open";
    sqlite3_close(db_);
    db_ = nullptr;
    fail(m, SQLITE_CANTOPEN);
  }
  try {
    int app_id = 0, version = 0;
    {
      Statement a(db_, "PRAGMA application_id");
      if (!a.ok() || sqlite3_step(a.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
      app_id = sqlite3_column_int(a.get(), 0);
    }
    {
      Statement v(db_, "PRAGMA user_version");
      if (!v.ok() || sqlite3_step(v.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
      version = sqlite3_column_int(v.get(), 0);
    }
    if (app_id != kApplicationId) {
      fail("the file is another program's SQLite database, not a grundy results store");
    }
    if (version != kSchemaVersion) {
      fail(
          fmt::format("the store was written by another version of grundy (schema {}, this "
                      "grundy reads {})",
                      version, kSchemaVersion));
    }
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
  warn_once(
      fmt::format("the results store {} cannot be written ({}): answers are read from it, "
                  "none is saved",
                  path_, why));
}

void ResultStore::warn_once(const std::string& what) {
  if (warned_) return;
  warned_ = true;
  warn_(what);
}

template <class Save>
void ResultStore::save_or_warn(Save&& save) {
  if (read_only_) return;  // told when opened
  try {
    save();  // its own transaction, rolled back on any failure
  } catch (const Error&) {
    if (!warn_ || !write_fault_) throw;
    warn_once(
        fmt::format("the results store {}: {}: this answer was not saved (the store is as "
                    "it was)",
                    path_, system_reason(sqlite3_errstr(last_code_))));
  }
}

void ResultStore::check_or_create() {
  // A power cut neither corrupts the store nor loses a save that returned: write-ahead logging
  // with synchronous=FULL (one fsync of the log per save; saves are one per computation).
  // Reading the header is where a file that is not a database fails ("file is not a
  // database"); a damaged entry fails its checksum when read (store_row.h).
  int app_id = 0, tables = 0;
  auto read_header = [&] {
    Statement s(db_, "PRAGMA application_id");
    if (!s.ok() || sqlite3_step(s.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
    app_id = sqlite3_column_int(s.get(), 0);
    Statement t(db_, "SELECT count(*) FROM sqlite_master");
    if (!t.ok() || sqlite3_step(t.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
    tables = sqlite3_column_int(t.get(), 0);
  };
  read_header();
  if (app_id == 0 && tables == 0) {
    // A fresh file: another connection may be making it a store at this moment. Under the
    // write lock (BEGIN IMMEDIATE) look again, and create the table only if it still is fresh.
    exec("BEGIN IMMEDIATE");
    try {
      read_header();
      if (app_id == 0 && tables == 0) {
        exec(fmt::format("PRAGMA application_id = {}; PRAGMA user_version = {}; "
                         "CREATE TABLE sequences (ruleset TEXT PRIMARY KEY, value_count INTEGER "
                         "NOT NULL, vals BLOB NOT NULL, searched_max INTEGER NOT NULL, "
                         "preperiod INTEGER, period INTEGER, saltus INTEGER, proved INTEGER, "
                         "theorem TEXT, values_needed INTEGER, engine TEXT, checksum INTEGER);",
                         kApplicationId, kSchemaVersion)
                 .c_str());
      }
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
    read_header();
  }
  if (app_id != kApplicationId && (app_id != 0 || tables != 0)) {
    fail("the file is another program's SQLite database, not a grundy results store");
  }
  if (app_id == kApplicationId) {
    // No quick_check: it reads the whole file (0.2 s for 420 MB) on every open, outside any
    // budget, and still passes a flipped bit inside a value. Each entry's checksum is checked
    // when it is read instead, and SQLite reports a damaged page it meets as an error.
    // Each statement in its own block: one left unfinished holds a read transaction, inside
    // which the journal mode cannot change.
    int version = 0;
    {
      Statement v(db_, "PRAGMA user_version");
      if (!v.ok() || sqlite3_step(v.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
      version = sqlite3_column_int(v.get(), 0);
    }
    if (version == 1)
      migrate_from_1();
    else if (version != kSchemaVersion) {
      fail(
          fmt::format("the store was written by another version of grundy (schema {}, this "
                      "grundy reads {})",
                      version, kSchemaVersion));
    }
    // synchronous = FULL: each save's commit is on the disk when save() returns (one fsync of the
    // log per save), so a power cut loses no save that returned.
    exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    Statement t(db_, "SELECT count(*) FROM sqlite_master WHERE name = 'sequences'");
    if (!t.ok() || sqlite3_step(t.get()) != SQLITE_ROW || sqlite3_column_int(t.get(), 0) != 1) {
      fail("the database is damaged (the sequences table is missing)");
    }
  }
}

void ResultStore::migrate_from_1() {
  exec("BEGIN IMMEDIATE");
  try {
    // Another connection may have migrated it meanwhile.
    int version = 0;
    {
      Statement v(db_, "PRAGMA user_version");
      if (!v.ok() || sqlite3_step(v.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
      version = sqlite3_column_int(v.get(), 0);
    }
    if (version == 1) {
      exec(fmt::format("ALTER TABLE sequences ADD COLUMN engine TEXT; ALTER TABLE sequences ADD "
                       "COLUMN checksum INTEGER; PRAGMA user_version = {};",
                       kSchemaVersion)
               .c_str());
    }
    exec("COMMIT");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

ResultStore::~ResultStore() {
  sqlite3_finalize(region_find_);
  sqlite3_close(db_);
}

std::optional<StoredSequence> ResultStore::load(const std::string& ruleset) {
  if (!db_) return std::nullopt;  // no store (open_read_only)
  Statement s(db_,
              "SELECT value_count, vals, searched_max, preperiod, period, saltus, proved, "
              "theorem, values_needed, engine, checksum FROM sequences WHERE ruleset = ?");
  if (!s.ok()) fail(sqlite3_errmsg(db_));
  sqlite3_bind_text(s.get(), 1, ruleset.c_str(), -1, SQLITE_TRANSIENT);
  const int rc = sqlite3_step(s.get());
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) fail(sqlite3_errmsg(db_));
  auto text = [&](int column) -> std::optional<std::string> {
    if (sqlite3_column_type(s.get(), column) == SQLITE_NULL) return std::nullopt;
    const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), column));
    return std::string(t ? t : "", static_cast<std::size_t>(sqlite3_column_bytes(s.get(), column)));
  };
  StoreRow row;
  row.ruleset = ruleset;
  row.value_count = sqlite3_column_int64(s.get(), 0);
  const auto* blob = static_cast<const unsigned char*>(sqlite3_column_blob(s.get(), 1));
  if (blob) row.vals.assign(blob, blob + sqlite3_column_bytes(s.get(), 1));
  row.searched_max = sqlite3_column_int64(s.get(), 2);
  if (sqlite3_column_type(s.get(), 4) != SQLITE_NULL) {
    Periodicity p;
    p.preperiod = static_cast<std::uint64_t>(sqlite3_column_int64(s.get(), 3));
    p.period = static_cast<std::uint64_t>(sqlite3_column_int64(s.get(), 4));
    p.saltus = sqlite3_column_int64(s.get(), 5);
    p.proved = sqlite3_column_int(s.get(), 6) != 0;
    p.theorem = text(7).value_or("");
    p.values_needed = static_cast<std::uint64_t>(sqlite3_column_int64(s.get(), 8));
    row.period = p;
  }
  row.engine = text(9);
  if (sqlite3_column_type(s.get(), 10) != SQLITE_NULL) {
    row.checksum = sqlite3_column_int64(s.get(), 10);
  }
  return decode_row(row, path_, engine_version());
}

std::vector<std::string> ResultStore::rulesets() {
  if (!db_) return {};
  Statement s(db_, "SELECT ruleset FROM sequences ORDER BY ruleset");
  if (!s.ok()) fail(sqlite3_errmsg(db_));
  std::vector<std::string> out;
  int rc;
  while ((rc = sqlite3_step(s.get())) == SQLITE_ROW) {
    const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), 0));
    out.emplace_back(t ? t : "", static_cast<std::size_t>(sqlite3_column_bytes(s.get(), 0)));
  }
  if (rc != SQLITE_DONE) fail(sqlite3_errmsg(db_));
  return out;
}

void ResultStore::save(const std::string& ruleset, std::span<const std::uint16_t> values,
                       const std::optional<Periodicity>& period, std::uint64_t searched_max) {
  // Read, compare and write under the write lock (BEGIN IMMEDIATE): two connections saving at
  // once must not both see the old row and let the shorter prefix land last.
  save_or_warn([&] {
    exec("BEGIN IMMEDIATE");
    try {
      save_locked(ruleset, values, period, searched_max);
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
}

void ResultStore::save_locked(const std::string& ruleset, std::span<const std::uint16_t> values,
                              const std::optional<Periodicity>& period,
                              std::uint64_t searched_max) {
  std::optional<Periodicity> best = period;
  std::uint64_t keep = std::min<std::uint64_t>(values.size(), kMaxStoredValues);
  if (best && best->proved) keep = std::min<std::uint64_t>(keep, best->values_needed);
  if (best && best->proved && best->values_needed > keep) best.reset();
  // Never replace a longer prefix or a proved certificate with less.
  if (auto old = load(ruleset)) {
    if (old->period && old->period->proved && !(best && best->proved)) return;
    if (!(best && best->proved) && old->values.size() >= keep &&
        old->searched_max >= searched_max) {
      return;
    }
    searched_max = std::max(searched_max, old->searched_max);
  }
  const StoreRow row =
      encode_row(ruleset, engine_version(), values.first(keep), best, searched_max);
  Statement s(db_,
              "INSERT OR REPLACE INTO sequences (ruleset, value_count, vals, searched_max, "
              "preperiod, period, saltus, proved, theorem, values_needed, engine, checksum) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  if (!s.ok()) fail(sqlite3_errmsg(db_));
  sqlite3_bind_text(s.get(), 1, ruleset.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(s.get(), 2, row.value_count);
  sqlite3_bind_blob64(s.get(), 3, row.vals.data(), row.vals.size(), SQLITE_TRANSIENT);
  sqlite3_bind_int64(s.get(), 4, row.searched_max);
  if (best) {
    sqlite3_bind_int64(s.get(), 5, static_cast<sqlite3_int64>(best->preperiod));
    sqlite3_bind_int64(s.get(), 6, static_cast<sqlite3_int64>(best->period));
    sqlite3_bind_int64(s.get(), 7, best->saltus);
    sqlite3_bind_int(s.get(), 8, best->proved ? 1 : 0);
    sqlite3_bind_text(s.get(), 9, best->theorem.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s.get(), 10, static_cast<sqlite3_int64>(best->values_needed));
  }
  sqlite3_bind_text(s.get(), 11, row.engine->c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(s.get(), 12, *row.checksum);
  if (sqlite3_step(s.get()) != SQLITE_DONE) fail(sqlite3_errmsg(db_));
  // Read back whole, through the primary key's index, inside its transaction. A damaged file
  // can take the row and then not give it back, which SQLite reports only to an integrity check
  // (store_file_fuzz: "row missing from index sqlite_autoindex_sequences_1", where the row could
  // not be found; a broken cell on the table's page, where it was found but another row's
  // columns came back). One look-up per save.
  const std::optional<StoredSequence> back = load(ruleset);
  const auto written = values.first(keep);
  if (!back || back->values.size() != written.size() ||
      !std::equal(written.begin(), written.end(), back->values.begin()) ||
      back->searched_max != searched_max) {
    fail("the database is damaged (an entry written does not read back as written)");
  }
}

std::optional<MisereQuotient> ResultStore::load_quotient(const std::string& ruleset,
                                                         std::uint64_t max_heap) {
  if (!db_) return std::nullopt;
  {
    Statement t(db_, "SELECT count(*) FROM sqlite_master WHERE name = 'quotients'");
    if (!t.ok() || sqlite3_step(t.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
    if (sqlite3_column_int(t.get(), 0) == 0) return std::nullopt;
  }
  Statement s(db_,
              "SELECT engine, body, checksum FROM quotients WHERE ruleset = ? AND max_heap = ?");
  if (!s.ok()) fail(sqlite3_errmsg(db_));
  sqlite3_bind_text(s.get(), 1, ruleset.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(s.get(), 2, static_cast<sqlite3_int64>(max_heap));
  const int rc = sqlite3_step(s.get());
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) fail(sqlite3_errmsg(db_));
  auto text = [&](int column) {
    const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(s.get(), column));
    return std::string(t ? t : "", static_cast<std::size_t>(sqlite3_column_bytes(s.get(), column)));
  };
  QuotientRow row{ruleset, max_heap, text(0), text(1), sqlite3_column_int64(s.get(), 2)};
  return decode_quotient_row(row, path_, engine_version());
}

std::vector<std::uint64_t> ResultStore::quotient_heaps(const std::string& ruleset) {
  if (!db_) return {};
  {
    Statement t(db_, "SELECT count(*) FROM sqlite_master WHERE name = 'quotients'");
    if (!t.ok() || sqlite3_step(t.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
    if (sqlite3_column_int(t.get(), 0) == 0) return {};
  }
  Statement s(db_, "SELECT max_heap FROM quotients WHERE ruleset = ? ORDER BY max_heap DESC");
  if (!s.ok()) fail(sqlite3_errmsg(db_));
  sqlite3_bind_text(s.get(), 1, ruleset.c_str(), -1, SQLITE_TRANSIENT);
  std::vector<std::uint64_t> out;
  int rc;
  while ((rc = sqlite3_step(s.get())) == SQLITE_ROW) {
    out.push_back(static_cast<std::uint64_t>(sqlite3_column_int64(s.get(), 0)));
  }
  if (rc != SQLITE_DONE) fail(sqlite3_errmsg(db_));
  return out;
}

void ResultStore::save_quotient(const std::string& ruleset, std::uint64_t max_heap,
                                const MisereQuotient& q) {
  const QuotientRow row = encode_quotient_row(ruleset, max_heap, engine_version(), q);
  save_or_warn([&] {
    exec("BEGIN IMMEDIATE");
    try {
      exec(
          "CREATE TABLE IF NOT EXISTS quotients (ruleset TEXT NOT NULL, max_heap INTEGER NOT NULL, "
          "engine TEXT NOT NULL, body TEXT NOT NULL, checksum INTEGER NOT NULL, PRIMARY KEY "
          "(ruleset, max_heap))");
      Statement s(db_,
                  "INSERT OR REPLACE INTO quotients (ruleset, max_heap, engine, body, checksum) "
                  "VALUES (?, ?, ?, ?, ?)");
      if (!s.ok()) fail(sqlite3_errmsg(db_));
      sqlite3_bind_text(s.get(), 1, row.ruleset.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64(s.get(), 2, static_cast<sqlite3_int64>(row.max_heap));
      sqlite3_bind_text(s.get(), 3, row.engine.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text(s.get(), 4, row.body.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64(s.get(), 5, row.checksum);
      if (sqlite3_step(s.get()) != SQLITE_DONE) fail(sqlite3_errmsg(db_));
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
}

}  // namespace grundy::app

namespace grundy::app {

std::optional<std::string> ResultStore::load_region(const std::string& ruleset,
                                                    const std::string& region) {
  if (!db_) return std::nullopt;
  if (no_regions_) return std::nullopt;
  if (!region_find_) {
    // Prepared once: a search looks up each region it meets. No table yet: nothing kept.
    if (sqlite3_prepare_v2(db_,
                           "SELECT engine, value, checksum FROM regions WHERE ruleset = ? AND "
                           "region = ?",
                           -1, &region_find_, nullptr) != SQLITE_OK) {
      sqlite3_finalize(region_find_);
      region_find_ = nullptr;
      Statement t(db_, "SELECT count(*) FROM sqlite_master WHERE name = 'regions'");
      if (!t.ok() || sqlite3_step(t.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
      if (sqlite3_column_int(t.get(), 0) == 0) {
        no_regions_ = true;
        return std::nullopt;
      }
      fail("the database is damaged (the regions table cannot be read)");
    }
  }
  sqlite3_stmt* s = region_find_;
  sqlite3_reset(s);
  sqlite3_clear_bindings(s);
  sqlite3_bind_text(s, 1, ruleset.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(s, 2, region.c_str(), -1, SQLITE_TRANSIENT);
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) {
    sqlite3_reset(s);  // ends the read transaction
    return std::nullopt;
  }
  if (rc != SQLITE_ROW) {
    sqlite3_reset(s);
    fail(sqlite3_errmsg(db_));
  }
  auto text = [&](int column) {
    const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(s, column));
    return std::string(t ? t : "", static_cast<std::size_t>(sqlite3_column_bytes(s, column)));
  };
  const RegionRow row{ruleset, region, text(0), text(1), sqlite3_column_int64(s, 2)};
  sqlite3_reset(s);
  return decode_region_row(row, path_, engine_version());
}

void ResultStore::save_regions(std::span<const RegionRow> rows) {
  if (rows.empty()) return;
  save_or_warn([&] {
    exec("BEGIN IMMEDIATE");
    try {
      exec(
          "CREATE TABLE IF NOT EXISTS regions (ruleset TEXT NOT NULL, region TEXT NOT NULL, "
          "engine TEXT NOT NULL, value TEXT NOT NULL, checksum INTEGER NOT NULL, PRIMARY KEY "
          "(ruleset, region))");
      Statement s(db_,
                  "INSERT OR REPLACE INTO regions (ruleset, region, engine, value, checksum) "
                  "VALUES (?, ?, ?, ?, ?)");
      if (!s.ok()) fail(sqlite3_errmsg(db_));
      for (const RegionRow& row : rows) {
        sqlite3_reset(s.get());
        sqlite3_bind_text(s.get(), 1, row.ruleset.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(s.get(), 2, row.region.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(s.get(), 3, row.engine.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(s.get(), 4, row.value.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(s.get(), 5, row.checksum);
        if (sqlite3_step(s.get()) != SQLITE_DONE) fail(sqlite3_errmsg(db_));
      }
      exec("COMMIT");
      no_regions_ = false;
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
}

std::uint64_t ResultStore::region_count(const std::string& ruleset) {
  if (!db_) return 0;
  {
    Statement t(db_, "SELECT count(*) FROM sqlite_master WHERE name = 'regions'");
    if (!t.ok() || sqlite3_step(t.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
    if (sqlite3_column_int(t.get(), 0) == 0) return 0;
  }
  Statement s(db_, "SELECT count(*) FROM regions WHERE ruleset = ?");
  if (!s.ok()) fail(sqlite3_errmsg(db_));
  sqlite3_bind_text(s.get(), 1, ruleset.c_str(), -1, SQLITE_TRANSIENT);
  if (sqlite3_step(s.get()) != SQLITE_ROW) fail(sqlite3_errmsg(db_));
  return static_cast<std::uint64_t>(sqlite3_column_int64(s.get(), 0));
}

}  // namespace grundy::app
