#pragma once
// The field of 64-bit nimbers, F_{2^64} (Conway, ONAG ch. 6: the nimbers below 2^(2^k) form a
// field under nim-sum and nim-product). Three routes to the product, each checked against the
// others in grundy/core/nimber_field_test.cc:
//   1. the recursion on Fermat 2-powers, nim_product (grundy/core/nim.h): the reference;
//   2. byte-sliced tables (any machine): 64 byte products and 36 linear lookups;
//   3. PCLMULQDQ through a polynomial basis: F_{2^64} ≅ GF(2)[x]/(p), p = x^64+x^4+x^3+x+1
//      (irreducible, so both are the field of 2^64 elements and any root α of p in the nimbers
//      gives the isomorphism Σ c_i x^i ↦ ⊕ c_i α^i). The change of basis is a GF(2)-linear map,
//      applied by byte-sliced tables; the product is one carry-less multiply and a reduction.
// nimber_product() picks route 3 at run time where the CPU has CLMUL, else route 2.
// The tables are built once, on first use, into function-local statics (immutable afterwards,
// thread-safe by C++ static initialisation); nothing here does I/O or keeps mutable state.
#include <cstdint>  // std::uint64_t

#include "grundy/core/nim.h"

namespace grundy {

// Route 2: byte-sliced tables.
Nimber nim_product_table(Nimber a, Nimber b);

// True when this CPU has PCLMULQDQ (route 3 may be called).
bool nim_clmul_available();
// Route 3: the polynomial basis and one carry-less multiply. Only where nim_clmul_available().
Nimber nim_product_clmul(Nimber a, Nimber b);
// Route 3 as it was before issue 31 (each change of basis a loop over the bytes), kept for
// bench/nimber_bench.cc to time beside route 3 and for the test that they agree. Only where
// nim_clmul_available().
Nimber nim_product_clmul_looped(Nimber a, Nimber b);

// The fastest route this machine has.
Nimber nimber_product(Nimber a, Nimber b);

// The root α of x^64 + x^4 + x^3 + x + 1 that route 3 maps x to, found at table-building time
// by splitting the polynomial with traces (the least of its 64 conjugates α^(2^k)).
Nimber nim_poly_basis_root();

// a^e (square and multiply); a^0 = 1, 0^0 = 1.
Nimber nimber_power(Nimber a, std::uint64_t e);

// The inverse a^(2^64 − 2) (the multiplicative group has order 2^64 − 1). a must not be 0:
// the caller reports "0 has no inverse".
Nimber nimber_inverse(Nimber a);

// The quotient a / b = a ⊗ b^(−1) (ONAG ch. 6: the nimbers below 2^64 are a field). b must not be
// 0: the caller reports "division by 0".
Nimber nimber_quotient(Nimber a, Nimber b);

// The square root: x ↦ x² is GF(2)-linear and bijective (Frobenius), so √ is its inverse,
// a ↦ a^(2^63), applied as a byte-sliced 64×64 GF(2) matrix.
Nimber nimber_sqrt(Nimber a);

}  // namespace grundy
