#pragma once
// The misère quotient behind `outcome --misere` and `moves --misere` on a sum of heaps of one
// take-and-break game (grundy/impartial/quotient_sum.h), read back from the results store when one kept
// there covers the sum's heaps, so that a quotient `grundy quotient` computed once is not
// computed again for every sum.
#include <optional>  // std::optional

#include "app/context.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/misere_quotient.h"

namespace grundy::app {

// A kept quotient of the sum's ruleset giving every heap of the sum a class (Q_n with n at least
// its largest heap, or one with a proved period), checked on read exactly as `grundy quotient`
// checks it (store/quotient_row.h: checksum, engine version, monoid axioms, normal forms,
// relations, generators, period); a damaged row is an Error naming the store. nullopt when the
// rule does not apply, with --no-db, or when the store keeps none that covers the heaps.
// The quotient is kept in `slot`; the pointer (to it, or nullptr) is what quotient_sum_outcome
// and quotient_winning_moves take as `known`.
const MisereQuotient* stored_quotient_for(const Sum& sum, const Context& context,
                                          std::optional<MisereQuotient>& slot);

}  // namespace grundy::app
