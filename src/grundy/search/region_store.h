#pragma once
// The outcome search's database of solved regions (issue 12; MCGS keeps an optional database of
// the same kind): the canonical form of a region, keyed by the ruleset's spelling and the region's
// normal form as the ruleset prints it (the symmetry-normalised board the search itself uses,
// grundy/games/bitboard.h), so a region solved once, in any search or by `grundy store regions`, is
// read back rather than solved again. The engine does no I/O: it reaches the database through
// this interface, which the app layer implements over the results store (store/region_db.h).
//
// Soundness: a key names one position of one ruleset, and a game may be replaced by any game equal
// to it (the value of a sum is the sum of the values, ONAG ch. 1), so a region's stored canonical
// form stands for it in any sum. A value read back is checked: the implementation checks its
// checksum and engine version, and the search that reads it checks that it reads as a canonical
// game CGSuite's printer spells exactly as stored; anything else is refused (refuse()).
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string

#include "grundy/core/budget.h"
#include "grundy/games/ruleset.h"
#include "grundy/games/bitboard.h"
#include "grundy/partizan/game_store.h"

namespace grundy::partizan {

class RegionStore {
 public:
  virtual ~RegionStore() = default;
  // The canonical form kept for region of ruleset (CGSuite's spelling, grundy/partizan/notation.h), if
  // any; its row already checked (checksum, engine version).
  virtual std::optional<std::string> find(const std::string& ruleset,
                                          const std::string& region) = 0;
  // Keeps value as region's canonical form (it may be written later, in a batch).
  virtual void save(const std::string& ruleset, const std::string& region,
                    const std::string& value) = 0;
  // Throws the Error that names the database: its value for region reads wrong (what).
  [[noreturn]] virtual void refuse(const std::string& ruleset, const std::string& region,
                                   const std::string& what) = 0;
};

// Units of work (Budget::charge) of one look-up or one save.
inline constexpr std::uint64_t kRegionStoreCost = 32;

// The key of a region on bits: the ruleset's printed position of the board (in normal form).
std::string region_key(const Ruleset& ruleset, const BitRules& bits, const BitBoard& board);

// The value kept for key, parsed into store and checked (it reads as a game that prints as kept);
// nullopt when none is kept. Charged to budget.
std::optional<GameId> find_region(RegionStore& regions, GameStore& store, Budget& budget,
                                  const std::string& ruleset, const std::string& key);
// Keeps g as key's value. Charged to budget.
void save_region(RegionStore& regions, GameStore& store, Budget& budget, const std::string& ruleset,
                 const std::string& key, GameId g);

}  // namespace grundy::partizan
