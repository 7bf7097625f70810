#pragma once
// Rulesets register themselves by name (OpenSpiel's REGISTER_SPIEL_GAME): each family gives a
// factory that recognises its spellings. The notation layer splits an expression into terms and
// the registry turns each term's ruleset text into a Ruleset.
#include <cstdint>        // std::uint64_t
#include <functional>     // std::function
#include <list>           // std::list
#include <mutex>          // std::mutex
#include <string>         // std::string
#include <string_view>    // std::string_view
#include <unordered_map>  // std::unordered_map
#include <utility>        // std::pair
#include <vector>         // std::vector

#include "grundy/games/heap_period_oracle.h"
#include "grundy/games/ruleset.h"

namespace grundy {

// Returns the ruleset for spelling, or nullptr when the spelling is not of this family. A
// spelling that is of this family but malformed throws a parse error naming the column. A heap
// ruleset asks oracle (which may be null) for the values beyond its own table.
using RulesetFactory = std::function<RulesetPtr(std::string_view spelling, std::size_t column,
                                                const HeapPeriodOracle* oracle)>;

struct RulesetFamily {
  RulesetFamily(std::string name_, std::string example_, RulesetFactory make_,
                bool cacheable_ = true, std::function<std::vector<std::string>()> names_ = {})
      : name(std::move(name_)),
        example(std::move(example_)),
        make(std::move(make_)),
        cacheable(cacheable_),
        names(std::move(names_)) {}

  std::string name;     // "nim", "sub", "take-and-break", …
  std::string example;  // a spelling with a position, for docs and the conformance suite
  RulesetFactory make;
  // Whether one instance per spelling may be shared by every request (false when an instance
  // holds tables that only one request should fill).
  bool cacheable = true;
  // The names this family answers to, for error messages and docs; empty: just `name`.
  std::function<std::vector<std::string>()> names;
  // A board or picture game in CGSuite's spelling (Domineering, Clobber, Hackenbush, Cram), as
  // opposed to a family of impartial games given by rules (heaps, subtraction sets, octal codes):
  // listed after those in messages and docs.
  bool board_game = false;
  // Its games are loopy as a rule (Ruleset::is_loopy_ruleset: Fox and Geese), so that the kind of
  // an expression is read without making every ruleset it names (grundy/games/game_kind.h).
  bool loopy = false;
};

// The family of one ruleset with a fixed name (Domineering, Clobber, Hackenbush): it answers
// that name alone. example is a term with a position, for docs and the conformance suite.
RulesetFamily board_game_family(RulesetPtr ruleset, std::string example);

// Every name a ruleset may be spelled with, or the shape of its spelling ("sub{...}"), from
// the registry: for error messages, `grundy --help` and docs.
std::vector<std::string> known_ruleset_names();

// Registers a family; call from a static initialiser in the ruleset's .cc file.
bool register_ruleset_family(RulesetFamily family);

const std::vector<RulesetFamily>& ruleset_families();

// The rulesets made so far, by spelling, so that their value tables serve later requests;
// bounded by count and by the bytes their tables keep (Ruleset::retained_bytes), evicting the
// least recently used. An evicted ruleset lives on while a request still holds it. The process
// (a command line run, the server) makes one and passes it down; the heap rulesets it makes are
// built with its oracle, so a cached ruleset never meets another oracle.
class RulesetCache {
 public:
  static constexpr std::size_t kMaxEntries = 256;
  RulesetCache(std::size_t max_entries, std::uint64_t max_bytes,
               const HeapPeriodOracle* oracle = nullptr);
  // The oracle the heap rulesets of this cache ask (nullptr: none; it outlives the cache).
  const HeapPeriodOracle* oracle() const { return oracle_; }
  // A new bound on the bytes kept (evicting at once if need be).
  void set_max_bytes(std::uint64_t bytes);
  RulesetPtr find(std::string_view spelling);
  void insert(std::string_view spelling, RulesetPtr ruleset);
  // A ruleset that lives outside the registry (a game defined in Python, src/python), found by
  // its spelling for the cache's life and never evicted; a second one of a spelling replaces it.
  void pin(std::string_view spelling, RulesetPtr ruleset);
  std::uint64_t bytes() const;
  std::size_t size() const;
  std::uint64_t evictions() const { return evictions_; }

 private:
  void evict();  // with mutex_ held
  mutable std::mutex mutex_;
  std::size_t max_entries_;
  std::uint64_t max_bytes_;
  const HeapPeriodOracle* oracle_;
  std::list<std::pair<std::string, RulesetPtr>> order_;  // most recently used first
  std::unordered_map<std::string, RulesetPtr> pinned_;
  std::unordered_map<std::string, std::list<std::pair<std::string, RulesetPtr>>::iterator> index_;
  std::uint64_t evictions_ = 0;
};

// The ruleset for a spelling, from the cache (made there, with its oracle, if it is not yet
// held), or a parse error listing what is known.
RulesetPtr make_ruleset(std::string_view spelling, std::size_t column, RulesetCache& cache);
// A ruleset of its own, shared with nobody and without an oracle: for tests, and for callers
// that read only its rules.
RulesetPtr make_ruleset(std::string_view spelling, std::size_t column = 1);

}  // namespace grundy

#define GRUNDY_CONCAT_INNER(a, b) a##b
#define GRUNDY_CONCAT(a, b) GRUNDY_CONCAT_INNER(a, b)
// __COUNTER__, not __LINE__: a unity build joins files whose registrations share a line number.
#define REGISTER_RULESET_FAMILY(...)                                           \
  namespace {                                                                  \
  const bool GRUNDY_CONCAT(registered_family_, __COUNTER__) =                  \
      ::grundy::register_ruleset_family(::grundy::RulesetFamily{__VA_ARGS__}); \
  }
