#pragma once
// The results store: Grundy sequences and periodicity certificates computed once are kept in an
// SQLite database, so the same question later is answered from it (docs/sequences.md).
//   Default path: $GRUNDY_DB if set, else $XDG_DATA_HOME/grundy/results.sqlite, else
//   $HOME/.local/share/grundy/results.sqlite. `--db PATH` chooses another, `--no-db` none.
// The file is marked with application_id 'GRND'; a file that is not SQLite, is damaged, or is
// another program's database gets an Error naming the path, never a crash or a silent reset.
// Each entry carries a checksum and the version of grundy that computed it (store_row.h),
// checked when it is read: a damaged entry is an error naming the file (exit 2), never a value.
// Write-ahead logging and a busy handler let several processes read and write it at once; each
// save is one transaction, so a process killed in the middle leaves the store as it was. A
// connection waits for another's lock at most kBusyWait, and never past its budget: a budget's
// deadline or cancel flag passing during the wait ends it with that budget's Error(kBudget).
#include <chrono>      // std::chrono::steady_clock
#include <cstdint>     // std::uint64_t
#include <exception>   // std::exception_ptr
#include <functional>  // std::function
#include <optional>    // std::optional
#include <span>        // std::span
#include <string>      // std::string
#include <vector>      // std::vector

#include "grundy/impartial/misere_quotient.h"
#include "grundy/sequence/period.h"
#include "store/region_row.h"

struct sqlite3;
struct sqlite3_stmt;

namespace grundy {
class Budget;
}

namespace grundy::app {

struct StoredSequence {
  std::vector<std::uint16_t> values;  // G(0 … k−1), exact
  std::optional<Periodicity> period;  // the certificate found from them, if any
  std::uint64_t searched_max = 0;     // a period search looked at heaps up to this one
};

// Told why a store cannot be written (a full disk, a read-only file or folder), once per store.
using StoreWarning = std::function<void(const std::string&)>;

class ResultStore {
 public:
  // The documented default path, or "" when neither $GRUNDY_DB, $XDG_DATA_HOME nor $HOME is set.
  static std::string default_path();

  // Opens (creating it and its folder if missing) the store at path; throws Error on a damaged
  // or foreign file. Waits for a lock held by another connection are bounded by budget (its
  // deadline, cancel flag and node limit, checked every few milliseconds of the wait), when
  // given; it must outlive the store.
  //
  // With warn, a store that cannot be written does not stop the computation that uses it: one
  // on a read-only file, folder or file system is read (opened immutable) and nothing is saved
  // to it; one that cannot be created is neither read nor written; a save that fails for want
  // of room or permission (SQLITE_FULL, _READONLY, _IOERR, _CANTOPEN, _PERM) is rolled back —
  // the store is left as it was — and the answer is given all the same. warn is told each time
  // once. A damaged or foreign file is an Error with or without warn.
  explicit ResultStore(const std::string& path, Budget* budget = nullptr, StoreWarning warn = {});
  ~ResultStore();
  ResultStore(const ResultStore&) = delete;
  ResultStore& operator=(const ResultStore&) = delete;

  std::optional<StoredSequence> load(const std::string& ruleset);
  // Keeps the longer prefix of values (at most kMaxStoredValues) and the better certificate.
  void save(const std::string& ruleset, std::span<const std::uint16_t> values,
            const std::optional<Periodicity>& period, std::uint64_t searched_max);

  // The misère quotient of ruleset computed with --max-heap max_heap, checked on read
  // (store/quotient_row.h): nullopt when none is kept (or it is another version's). Kept in the
  // table `quotients`, made by the first save (older grundys read the store as before).
  std::optional<MisereQuotient> load_quotient(const std::string& ruleset, std::uint64_t max_heap);
  void save_quotient(const std::string& ruleset, std::uint64_t max_heap, const MisereQuotient& q);
  // The --max-heap of every quotient kept for ruleset, largest first (none: empty).
  std::vector<std::uint64_t> quotient_heaps(const std::string& ruleset);

  // The canonical form kept for a solved region (store/region_row.h: the database of solved
  // regions of the outcome search), its row's checksum checked: nullopt when none is kept or it is
  // another version's. Kept in the table `regions`, made by the first save.
  std::optional<std::string> load_region(const std::string& ruleset, const std::string& region);
  // Keeps each row (its checksum and engine version already set) in one transaction.
  void save_regions(std::span<const RegionRow> rows);
  // How many solved regions of ruleset are kept (of any version).
  std::uint64_t region_count(const std::string& ruleset);

  // Every ruleset with an entry, in byte order of the spelling (entries of another version
  // included: load() returns nothing for them).
  std::vector<std::string> rulesets();

  const std::string& path() const { return path_; }

  // At most this many values are kept per ruleset (8 MiB).
  static constexpr std::uint64_t kMaxStoredValues = 1 << 22;
  // The longest wait for another connection's lock, budget or not (SQLite's busy timeout).
  static constexpr std::chrono::milliseconds kBusyWait{5000};

 private:
  // Throws the store's Error; code is SQLite's (by default the connection's last).
  [[noreturn]] void fail(const std::string& what, int code = -1) const;
  // The constructor's work when the store can be written.
  void open_writable();
  // After a write fault while opening (with warn): the file read immutable, or no store at all.
  void open_read_only(std::string why);
  // Runs a save; a write fault (with warn) is rolled back by it and told to warn instead.
  template <class Save>
  void save_or_warn(Save&& save);
  void warn_once(const std::string& what);
  // Why the file cannot be written, in the system's words where it has some, else fallback.
  std::string system_reason(std::string fallback) const;
  void exec(const char* sql);
  // Reads the header; makes a fresh file a store, or fails on a foreign or damaged one.
  void check_or_create();
  // Adds schema 2's columns to a schema-1 store (its entries then stale: no checksum).
  void migrate_from_1();
  // save() inside its transaction.
  void save_locked(const std::string& ruleset, std::span<const std::uint16_t> values,
                   const std::optional<Periodicity>& period, std::uint64_t searched_max);
  // SQLite's busy handler: sleeps and asks again until kBusyWait has passed or the budget ran out.
  static int on_busy(void* self, int count);
  std::string path_;
  sqlite3* db_ = nullptr;
  sqlite3_stmt* region_find_ = nullptr;  // load_region's statement, prepared once
  bool no_regions_ = false;              // load_region found no table `regions` (until a save)
  Budget* budget_ = nullptr;
  std::chrono::steady_clock::time_point wait_start_{};  // when the current wait for a lock began
  mutable std::exception_ptr budget_error_;  // the budget's Error that ended a wait, for fail()
  mutable bool busy_ = false;  // the last fail() was SQLITE_BUSY or SQLITE_LOCKED: worth a retry
  // The last fail() was for want of room or permission (SQLITE_FULL, _READONLY, _IOERR,
  // _CANTOPEN, _PERM): with warn_, not fatal to the computation.
  mutable bool write_fault_ = false;
  mutable int last_code_ = 0;  // SQLite's code of the last fail()
  StoreWarning warn_;
  bool read_only_ = false;  // nothing is saved (db_ is null when the file could not be made)
  bool warned_ = false;
};

}  // namespace grundy::app
