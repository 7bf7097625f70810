#include "grundy/core/nimber_field.h"

#include <wmmintrin.h>  // _mm_clmulepi64_si128 (compiled for the one function that uses it)

#include <algorithm>  // std::min
#include <array>      // std::array
#include <stdexcept>  // std::logic_error
#include <utility>    // std::swap
#include <vector>     // std::vector

namespace grundy {
namespace {

// ----------------------------------------------------------------------------------------------
// Route 2: byte-sliced tables.
//
// Write a = ⊕ a_i·2^(8i) with bytes a_i. For a byte v, v·2^(8i) = v ⊗ 2^(8i): 2^(8i) is a product
// of distinct Fermat 2-powers 2^8, 2^16, 2^32, and a Fermat 2-power times a smaller number is the
// ordinary product (ONAG, Theorem 49). So
//   a ⊗ b = ⊕_{i,j} (a_i ⊗ b_j) ⊗ 2^(8i) ⊗ 2^(8j),
// where a_i ⊗ b_j is a byte (the bytes are the subfield F_256) and v ↦ v ⊗ 2^(8i) ⊗ 2^(8j) is
// GF(2)-linear, so the terms (i, j) and (j, i) share one lookup: 64 byte products, 36 lookups.

struct ByteTables {
  std::array<std::array<std::uint8_t, 256>, 256> byte_product;  // a ⊗ b for bytes a, b
  std::array<std::array<Nimber, 256>, 36> spread;  // [pair i ≤ j][v] = v ⊗ 2^(8i) ⊗ 2^(8j)
};

constexpr int pair_index(int i, int j) {  // i ≤ j < 8, in the order (0,0), (0,1), …, (7,7)
  return i * 8 - i * (i - 1) / 2 + (j - i);
}

// Fills row[v] for every byte v from the images of the bits (row is GF(2)-linear in v).
template <class T>
void fill_linear(std::array<T, 256>& row, const std::array<T, 8>& bit_images) {
  row[0] = 0;
  for (int v = 1; v < 256; ++v) {
    const int low = __builtin_ctz(v);
    row[v] = static_cast<T>(row[v & (v - 1)] ^ bit_images[low]);
  }
}

const ByteTables& byte_tables() {
  static const ByteTables tables = [] {
    ByteTables t{};
    for (int a = 0; a < 256; ++a) {
      std::array<std::uint8_t, 8> images{};
      for (int k = 0; k < 8; ++k) {
        images[k] = static_cast<std::uint8_t>(nim_product(a, Nimber{1} << k));
      }
      fill_linear(t.byte_product[a], images);
    }
    for (int i = 0; i < 8; ++i) {
      for (int j = i; j < 8; ++j) {
        std::array<Nimber, 8> images{};
        for (int k = 0; k < 8; ++k) {
          images[k] = nim_product(Nimber{1} << (8 * i + k), Nimber{1} << (8 * j));
        }
        fill_linear(t.spread[pair_index(i, j)], images);
      }
    }
    return t;
  }();
  return tables;
}

Nimber table_product(const ByteTables& t, Nimber a, Nimber b) {
  std::array<std::uint8_t, 8> x{}, y{};
  for (int i = 0; i < 8; ++i) {
    x[i] = static_cast<std::uint8_t>(a >> (8 * i));
    y[i] = static_cast<std::uint8_t>(b >> (8 * i));
  }
  Nimber r = 0;
  for (int i = 0; i < 8; ++i) {
    const auto& row_i = t.byte_product[x[i]];
    r ^= t.spread[pair_index(i, i)][row_i[y[i]]];
    for (int j = i + 1; j < 8; ++j) {
      r ^= t.spread[pair_index(i, j)][row_i[y[j]] ^ t.byte_product[x[j]][y[i]]];
    }
  }
  return r;
}

// ----------------------------------------------------------------------------------------------
// Route 3: the polynomial basis.
//
// p = x^64 + x^4 + x^3 + x + 1 is irreducible over GF(2), so GF(2)[x]/(p) is the field of 2^64
// elements, as the 64-bit nimbers are; p splits there into 64 distinct roots, the conjugates
// α^(2^k) of any one. Fix one α: x ↦ α extends to a field isomorphism, whose matrix has the
// columns α^0 … α^63 (that they are independent is checked below: it proves p irreducible).

// A polynomial with nimber coefficients, lowest degree first, no trailing zeros.
using Poly = std::vector<Nimber>;

void drop_leading_zeros(Poly& f) {
  while (!f.empty() && f.back() == 0) f.pop_back();
}

Nimber table_power(const ByteTables& t, Nimber a, std::uint64_t e) {
  Nimber r = 1;
  for (; e != 0; e >>= 1) {
    if (e & 1) r = table_product(t, r, a);
    a = table_product(t, a, a);
  }
  return r;
}

Nimber table_inverse(const ByteTables& t, Nimber a) {
  return table_power(t, a, ~std::uint64_t{1});  // a^(2^64 − 2)
}

// f mod g (g not zero), in place.
void poly_mod(Poly& f, const Poly& g, const ByteTables& t) {
  const Nimber lead_inverse = table_inverse(t, g.back());
  const std::size_t dg = g.size() - 1;
  while (f.size() > dg) {
    const Nimber c = table_product(t, f.back(), lead_inverse);
    const std::size_t shift = f.size() - 1 - dg;
    for (std::size_t k = 0; k <= dg; ++k) f[shift + k] ^= table_product(t, c, g[k]);
    drop_leading_zeros(f);
  }
}

// The monic greatest common divisor.
Poly poly_gcd(Poly f, Poly g, const ByteTables& t) {
  drop_leading_zeros(f);
  drop_leading_zeros(g);
  while (!g.empty()) {
    poly_mod(f, g, t);
    std::swap(f, g);
  }
  if (!f.empty()) {
    const Nimber inv = table_inverse(t, f.back());
    for (Nimber& c : f) c = table_product(t, c, inv);
  }
  return f;
}

// Tr(δx) mod p, where Tr(y) = y + y^2 + y^4 + … + y^(2^63) is the absolute trace of F_{2^64}.
// Squaring is c_i x^i ↦ c_i^2 x^(2i) in characteristic 2, and p has coefficients 0 and 1, so the
// reduction (x^64 = x^4 + x^3 + x + 1) only adds coefficients.
Poly trace_mod_p(Nimber delta, const ByteTables& t) {
  std::array<Nimber, 64> y{}, sum{};
  y[1] = delta;
  for (int round = 0; round < 64; ++round) {
    for (int i = 0; i < 64; ++i) sum[i] ^= y[i];
    std::array<Nimber, 127> z{};
    for (int i = 0; i < 64; ++i) z[2 * i] = table_product(t, y[i], y[i]);
    for (int d = 126; d >= 64; --d) {
      const Nimber c = z[d];
      z[d] = 0;
      z[d - 64] ^= c;
      z[d - 63] ^= c;
      z[d - 61] ^= c;
      z[d - 60] ^= c;
    }
    std::copy(z.begin(), z.begin() + 64, y.begin());
  }
  Poly out(sum.begin(), sum.end());
  drop_leading_zeros(out);
  return out;
}

// A root of p in the nimbers, by trace splitting (Berlekamp 1970; Rabin 1980): for a root r,
// Tr(δr) is 0 or 1, so gcd(g, Tr(δx)) keeps the roots of g with Tr(δr) = 0, about half of them;
// for two roots r ≠ s, δ ↦ Tr(δ(r − s)) is a nonzero linear form, so some δ parts them.
Nimber find_root_of_p(const ByteTables& t) {
  Poly g(65, 0);
  for (int k : {0, 1, 3, 4, 64}) g[k] = 1;
  std::uint64_t state = 0x243F6A8885A308D3ull;  // the δ are a fixed sequence: one answer always
  while (g.size() > 2) {
    state += 0x9E3779B97F4A7C15ull;  // splitmix64
    std::uint64_t delta = state;
    delta = (delta ^ (delta >> 30)) * 0xBF58476D1CE4E5B9ull;
    delta = (delta ^ (delta >> 27)) * 0x94D049BB133111EBull;
    delta ^= delta >> 31;
    Poly h = poly_gcd(g, trace_mod_p(delta, t), t);
    if (h.size() >= 2 && h.size() < g.size()) g = std::move(h);
  }
  return g[0];  // g = x + r, so r = g[0] (characteristic 2)
}

struct PolyTables {
  Nimber alpha = 0;
  std::array<std::array<std::uint64_t, 256>, 8> to_nimber{};  // polynomial basis → nimber
  std::array<std::array<std::uint64_t, 256>, 8> to_poly{};    // nimber → polynomial basis
};

using SlicedMap = std::array<std::array<std::uint64_t, 256>, 8>;

// v ↦ M v for the map sliced into m: the image of each byte of v looked up, the eight images
// XORed. Written out, with constant shifts and the XORs paired as a tree, so the eight loads
// are independent and each byte is one shift and one zero-extension. (Issue 31: as a loop, gcc
// 12 at -O2 kept it rolled, a shift by a variable count and one chain of eight XORs, and the
// three changes of basis of a product cost it about twice the time; bench/README.md.)
inline __attribute__((always_inline)) std::uint64_t apply_linear_map(const SlicedMap& m,
                                                                     std::uint64_t v) {
  return ((m[0][v & 0xff] ^ m[1][(v >> 8) & 0xff]) ^
          (m[2][(v >> 16) & 0xff] ^ m[3][(v >> 24) & 0xff])) ^
         ((m[4][(v >> 32) & 0xff] ^ m[5][(v >> 40) & 0xff]) ^
          (m[6][(v >> 48) & 0xff] ^ m[7][v >> 56]));
}

// The same map as a loop over the bytes, as it was before issue 31: only for
// nim_product_clmul_looped, the benchmark's comparison.
std::uint64_t apply_linear_map_looped(const SlicedMap& m, std::uint64_t v) {
  std::uint64_t r = 0;
  for (int k = 0; k < 8; ++k) r ^= m[k][(v >> (8 * k)) & 0xff];
  return r;
}

// The byte-sliced tables of the linear map with column images[i] for bit i.
void slice(std::array<std::array<std::uint64_t, 256>, 8>& m,
           const std::array<std::uint64_t, 64>& images) {
  for (int k = 0; k < 8; ++k) {
    std::array<std::uint64_t, 8> bits{};
    std::copy(images.begin() + 8 * k, images.begin() + 8 * k + 8, bits.begin());
    fill_linear(m[k], bits);
  }
}

const PolyTables& poly_tables() {
  static const PolyTables tables = [] {
    const ByteTables& t = byte_tables();
    PolyTables out;
    // The least of the conjugates, so the choice does not depend on the δ sequence.
    Nimber root = find_root_of_p(t);
    out.alpha = root;
    for (int k = 0; k < 64; ++k) {
      out.alpha = std::min(out.alpha, root);
      root = table_product(t, root, root);
    }
    // p(α) = 0, checked by the reference route (the recursion), not the tables that found α.
    Nimber power = 1;
    std::array<std::uint64_t, 64> columns{};  // α^i
    for (int i = 0; i < 64; ++i) {
      columns[i] = power;
      power = nim_product(power, out.alpha);
    }
    if ((power ^ columns[4] ^ columns[3] ^ columns[1] ^ columns[0]) != 0) {
      throw std::logic_error("the root of x^64 + x^4 + x^3 + x + 1 does not check");
    }
    slice(out.to_nimber, columns);
    // The inverse matrix by Gauss–Jordan over GF(2): pairs (value, combination) with
    // value = ⊕_{i in combination} α^i, reduced until each value is one bit 2^m.
    std::array<std::uint64_t, 64> value = columns, combination{};
    for (int i = 0; i < 64; ++i) combination[i] = std::uint64_t{1} << i;
    std::array<std::uint64_t, 64> inverse_columns{};
    for (int m = 0; m < 64; ++m) {
      int pivot = m;
      while (pivot < 64 && !((value[pivot] >> m) & 1)) ++pivot;
      if (pivot == 64) {
        throw std::logic_error("the powers of α are dependent: p is not irreducible");
      }
      std::swap(value[m], value[pivot]);
      std::swap(combination[m], combination[pivot]);
      for (int r = 0; r < 64; ++r) {
        if (r != m && ((value[r] >> m) & 1)) {
          value[r] ^= value[m];
          combination[r] ^= combination[m];
        }
      }
    }
    for (int m = 0; m < 64; ++m) inverse_columns[m] = combination[m];  // value[m] = 2^m now
    slice(out.to_poly, inverse_columns);
    return out;
  }();
  return tables;
}

// The product in GF(2)[x]/(p): a carry-less multiply, then x^64 = x^4 + x^3 + x + 1. The high
// word h stands for h·x^64 = h ⊕ h·x ⊕ h·x^3 ⊕ h·x^4; the bits shifted past x^63 by that
// (h >> 63, h >> 61, h >> 60, degree ≤ 3) are folded the same way once more.
__attribute__((target("pclmul"))) inline std::uint64_t poly_product(std::uint64_t a,
                                                                    std::uint64_t b) {
  const __m128i product = _mm_clmulepi64_si128(_mm_cvtsi64_si128(static_cast<long long>(a)),
                                               _mm_cvtsi64_si128(static_cast<long long>(b)), 0);
  const auto lo = static_cast<std::uint64_t>(_mm_cvtsi128_si64(product));
  const auto hi =
      static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(product, product)));
  const std::uint64_t folded = hi ^ (hi >> 63) ^ (hi >> 61) ^ (hi >> 60);
  return lo ^ folded ^ (folded << 1) ^ (folded << 3) ^ (folded << 4);
}

__attribute__((target("pclmul"))) Nimber clmul_product(const PolyTables& t, Nimber a, Nimber b) {
  return apply_linear_map(
      t.to_nimber, poly_product(apply_linear_map(t.to_poly, a), apply_linear_map(t.to_poly, b)));
}

__attribute__((target("pclmul"))) Nimber clmul_product_looped(const PolyTables& t, Nimber a,
                                                              Nimber b) {
  return apply_linear_map_looped(t.to_nimber, poly_product(apply_linear_map_looped(t.to_poly, a),
                                                           apply_linear_map_looped(t.to_poly, b)));
}

// a^e with every product in the polynomial basis: one change of basis each way.
__attribute__((target("pclmul"))) Nimber clmul_power(const PolyTables& t, Nimber a,
                                                     std::uint64_t e) {
  std::uint64_t base = apply_linear_map(t.to_poly, a);
  std::uint64_t r = apply_linear_map(t.to_poly, 1);
  for (; e != 0; e >>= 1) {
    if (e & 1) r = poly_product(r, base);
    base = poly_product(base, base);
  }
  return apply_linear_map(t.to_nimber, r);
}

// ----------------------------------------------------------------------------------------------
// The square root: the inverse of the Frobenius map, linear, as byte-sliced tables. The image of
// 2^m is (2^m)^(2^63) (as x^(2^64) = x for every x of the field, √x = x^(2^63)).

const std::array<std::array<std::uint64_t, 256>, 8>& sqrt_tables() {
  static const auto tables = [] {
    const ByteTables& t = byte_tables();
    std::array<std::uint64_t, 64> images{};
    for (int m = 0; m < 64; ++m) {
      Nimber r = Nimber{1} << m;
      for (int k = 0; k < 63; ++k) r = table_product(t, r, r);
      images[m] = r;
    }
    std::array<std::array<std::uint64_t, 256>, 8> out{};
    slice(out, images);
    return out;
  }();
  return tables;
}

}  // namespace

Nimber nim_product_table(Nimber a, Nimber b) {
  return table_product(byte_tables(), a, b);
}

bool nim_clmul_available() {
  static const bool available = __builtin_cpu_supports("pclmul");
  return available;
}

Nimber nim_product_clmul(Nimber a, Nimber b) {
  return clmul_product(poly_tables(), a, b);
}

Nimber nim_product_clmul_looped(Nimber a, Nimber b) {
  return clmul_product_looped(poly_tables(), a, b);
}

Nimber nimber_product(Nimber a, Nimber b) {
  return nim_clmul_available() ? nim_product_clmul(a, b) : nim_product_table(a, b);
}

Nimber nim_poly_basis_root() {
  return poly_tables().alpha;
}

Nimber nimber_power(Nimber a, std::uint64_t e) {
  return nim_clmul_available() ? clmul_power(poly_tables(), a, e)
                               : table_power(byte_tables(), a, e);
}

Nimber nimber_inverse(Nimber a) {
  return nimber_power(a, ~std::uint64_t{1});  // a^(2^64 − 2) = a^(−1), as a^(2^64 − 1) = 1
}

Nimber nimber_quotient(Nimber a, Nimber b) {
  return nimber_product(a, nimber_inverse(b));
}

Nimber nimber_sqrt(Nimber a) {
  return apply_linear_map(sqrt_tables(), a);
}

}  // namespace grundy
