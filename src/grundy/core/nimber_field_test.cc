// The nimber field: every product route against the recursion, the literature's values, and the
// field laws on random values.
#include "grundy/core/nimber_field.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "tests/unit/vectors.h"

namespace grundy {
namespace {

// Random nimbers of every length: a random word shifted right by a random amount, so small
// values (and their subfields) are drawn as often as full-width ones.
std::vector<Nimber> random_nimbers(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Nimber> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(rng() >> (rng() % 64));
  return out;
}

// The literal definition: a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}.
TEST(NimberField, RecursionIsTheMexDefinitionBelow32) {
  constexpr int kN = 32;
  std::vector<std::vector<Nimber>> mex_table(kN, std::vector<Nimber>(kN));
  for (int a = 0; a < kN; ++a) {
    for (int b = 0; b < kN; ++b) {
      std::vector<bool> seen(kN * kN + 1);
      for (int x = 0; x < a; ++x) {
        for (int y = 0; y < b; ++y) {
          seen[mex_table[x][b] ^ mex_table[a][y] ^ mex_table[x][y]] = true;
        }
      }
      Nimber m = 0;
      while (seen[m]) ++m;
      mex_table[a][b] = m;
      EXPECT_EQ(nim_product(a, b), m) << a << " " << b;
    }
  }
}

TEST(NimberField, TableOf16MatchesTheVectors) {
  const auto rows = testing::read_vector_file("nim-product.tsv");
  ASSERT_EQ(rows.size(), 16u);
  for (Nimber a = 0; a < 16; ++a) {
    for (Nimber b = 0; b < 16; ++b) {
      const Nimber expected = std::stoull(rows[a][b]);
      EXPECT_EQ(nim_product_table(a, b), expected);
      EXPECT_EQ(nimber_product(a, b), expected);
      if (nim_clmul_available()) {
        EXPECT_EQ(nim_product_clmul(a, b), expected);
      }
    }
  }
}

TEST(NimberField, EveryRouteAgreesWithTheRecursionOnAllPairsBelow256) {
  for (Nimber a = 0; a < 256; ++a) {
    for (Nimber b = 0; b < 256; ++b) {
      const Nimber r = nim_product(a, b);
      ASSERT_EQ(nim_product_table(a, b), r) << a << " " << b;
      ASSERT_EQ(nimber_product(a, b), r) << a << " " << b;
      if (nim_clmul_available()) {
        ASSERT_EQ(nim_product_clmul(a, b), r) << a << " " << b;
      }
    }
  }
}

TEST(NimberField, EveryRouteAgreesWithTheRecursionOnRandomPairs) {
  const auto xs = random_nimbers(20000, 1), ys = random_nimbers(20000, 2);
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const Nimber r = nim_product(xs[i], ys[i]);
    ASSERT_EQ(nim_product_table(xs[i], ys[i]), r) << xs[i] << " " << ys[i];
    ASSERT_EQ(nimber_product(xs[i], ys[i]), r) << xs[i] << " " << ys[i];
    if (nim_clmul_available()) {
      ASSERT_EQ(nim_product_clmul(xs[i], ys[i]), r);
    }
  }
  // The edges: all ones, single bits, Fermat 2-powers.
  std::vector<Nimber> edges = {0, 1, ~Nimber{0}, ~Nimber{0} >> 1};
  for (int k = 0; k < 64; ++k) edges.push_back(Nimber{1} << k);
  for (Nimber a : edges) {
    for (Nimber b : edges) {
      ASSERT_EQ(nimber_product(a, b), nim_product(a, b)) << a << " " << b;
      ASSERT_EQ(nim_product_table(a, b), nim_product(a, b)) << a << " " << b;
    }
  }
}

// Every product route by name, the CLMUL ones only where this CPU has the instruction.
std::vector<std::pair<const char*, Nimber (*)(Nimber, Nimber)>> routes() {
  std::vector<std::pair<const char*, Nimber (*)(Nimber, Nimber)>> out = {
      {"recursion", nim_product}, {"table", nim_product_table}, {"dispatched", nimber_product}};
  if (nim_clmul_available()) {
    out.push_back({"clmul", nim_product_clmul});
    out.push_back({"clmul looped", nim_product_clmul_looped});
  }
  return out;
}

// Issue 31: the route nimber_product takes (CLMUL, its changes of basis unrolled, where the CPU
// has it) against the portable byte tables on 2^22 random pairs of a fixed seed, and against
// the recursion (the definition on Fermat 2-powers) on every 32nd of them; full-width values
// and values of every length.
TEST(NimberField, FastRouteAgreesOnMillionsOfRandomPairs) {
  std::mt19937_64 rng(31);
  const bool clmul = nim_clmul_available();
  for (int i = 0; i < (1 << 22); ++i) {
    Nimber a = rng(), b = rng();
    if (i % 2) a >>= rng() % 64, b >>= rng() % 64;
    const Nimber fast = nimber_product(a, b);
    ASSERT_EQ(fast, nim_product_table(a, b)) << a << " " << b;
    if (clmul) {
      ASSERT_EQ(nim_product_clmul(a, b), fast) << a << " " << b;
      ASSERT_EQ(nim_product_clmul_looped(a, b), fast) << a << " " << b;
    }
    if (i % 32 == 0) {
      ASSERT_EQ(nim_product(a, b), fast) << a << " " << b;
    }
  }
}

// The Fermat 2-powers F = 2^(2^k) (ONAG ch. 6, Theorem 49): F ⊗ F = 3F/2 (the sesquimultiple),
// F ⊗ x = F·x for every x < F, so a product of distinct Fermat 2-powers is their ordinary
// product (2 ⊗ 4 ⊗ 16 ⊗ 256 ⊗ 65536 ⊗ 2^32 = 2^63), by every route.
TEST(NimberField, FermatTwoPowersByEveryRoute) {
  std::mt19937_64 rng(32);
  for (const auto& [name, product] : routes()) {
    Nimber all = 1;
    for (int k = 0; k < 6; ++k) {
      const Nimber f = Nimber{1} << (1 << k);
      EXPECT_EQ(product(f, f), f + f / 2) << name << " F = 2^" << (1 << k);
      for (int j = 0; j < k; ++j) {
        const Nimber g = Nimber{1} << (1 << j);
        EXPECT_EQ(product(f, g), f * g) << name;
        EXPECT_EQ(product(g, f), f * g) << name;
      }
      for (int t = 0; t < 100; ++t) {
        const Nimber x = rng() & (f - 1);
        ASSERT_EQ(product(f, x), f * x) << name << " " << f << " " << x;
      }
      all = product(all, f);
    }
    EXPECT_EQ(all, Nimber{1} << 63) << name;
    // The first values of the table of 2^(2^k): 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24.
    EXPECT_EQ(product(2, 2), 3u) << name;
    EXPECT_EQ(product(4, 4), 6u) << name;
    EXPECT_EQ(product(16, 16), 24u) << name;
    EXPECT_EQ(product(8, 8), 13u) << name;  // 8 = 2·4: (2 ⊗ 2) ⊗ (4 ⊗ 4) = 3 ⊗ 6 = 13
  }
}

TEST(NimberField, ClmulIsUsedWhereTheCpuHasIt) {
  // This machine's answer, printed so a run shows which route nimber_product took.
  std::printf("PCLMULQDQ: %s\n", nim_clmul_available() ? "yes" : "no");
  if (!nim_clmul_available()) GTEST_SKIP() << "no PCLMULQDQ on this CPU";
  EXPECT_EQ(nim_product_clmul(~Nimber{0}, ~Nimber{0}), 11290409524105353207ull);
}

TEST(NimberField, TheRootIsARootOfThePolynomialAndGeneratesABasis) {
  const Nimber alpha = nim_poly_basis_root();
  // p(α) = α^64 + α^4 + α^3 + α + 1 = 0, by the recursion.
  std::vector<Nimber> powers{1};
  for (int i = 1; i <= 64; ++i) powers.push_back(nim_product(powers.back(), alpha));
  EXPECT_EQ(powers[64] ^ powers[4] ^ powers[3] ^ powers[1] ^ powers[0], 0u);
  // α^0 … α^63 are independent over GF(2) (rank 64 by elimination).
  std::vector<Nimber> basis(powers.begin(), powers.begin() + 64);
  int rank = 0;
  for (int bit = 63; bit >= 0; --bit) {
    auto it =
        std::find_if(basis.begin() + rank, basis.end(), [&](Nimber v) { return (v >> bit) & 1; });
    if (it == basis.end()) continue;
    std::swap(*it, basis[rank]);
    for (std::size_t k = 0; k < basis.size(); ++k) {
      if (static_cast<int>(k) != rank && ((basis[k] >> bit) & 1)) basis[k] ^= basis[rank];
    }
    ++rank;
  }
  EXPECT_EQ(rank, 64);
  // It is the least of its conjugates α^(2^k); the root published in the notes
  // (0x61abc442bb5b4ff1, found independently) is one of them.
  Nimber conjugate = alpha;
  bool published_found = false;
  for (int k = 0; k < 64; ++k) {
    EXPECT_LE(alpha, conjugate);
    published_found |= conjugate == 0x61abc442bb5b4ff1ull;
    conjugate = nim_product(conjugate, conjugate);
  }
  EXPECT_EQ(conjugate, alpha);  // α^(2^64) = α
  EXPECT_TRUE(published_found);
}

TEST(NimberField, EveryLineOfTheVectorFile) {
  const auto rows = testing::read_vector_file("nimber-field.tsv");
  int checked = 0;
  for (const auto& row : rows) {
    if (row[0] == "op") continue;  // the header
    ASSERT_EQ(row.size(), 4u);
    const Nimber a = std::stoull(row[1]);
    const Nimber expected = std::stoull(row[3]);
    if (row[0] == "mul") {
      const Nimber b = std::stoull(row[2]);
      EXPECT_EQ(nim_product(a, b), expected) << a << " " << b;
      EXPECT_EQ(nim_product_table(a, b), expected) << a << " " << b;
      EXPECT_EQ(nimber_product(a, b), expected) << a << " " << b;
    } else if (row[0] == "inv") {
      EXPECT_EQ(nimber_inverse(a), expected) << a;
    } else if (row[0] == "sqrt") {
      EXPECT_EQ(nimber_sqrt(a), expected) << a;
    } else {
      ADD_FAILURE() << "unknown op " << row[0];
    }
    ++checked;
  }
  EXPECT_EQ(checked, 17);
}

TEST(NimberField, PublishedPowersOfAPrimitiveElement) {
  // g = 2^32 + 6, the least primitive element of F_{2^64} (impartial-algebra notes §1.5).
  const Nimber g = 4294967302ull;
  EXPECT_EQ(nimber_power(g, 2), 6442450949ull);
  EXPECT_EQ(nimber_power(g, 12345), 7368165106640270996ull);
  EXPECT_EQ(nimber_power(g, 0xdeadbeefcafebabeull), 1139277226647030835ull);
  // Primitive: g^((2^64 − 1)/q) ≠ 1 for each prime q of 2^64 − 1.
  for (std::uint64_t q : {3ull, 5ull, 17ull, 257ull, 641ull, 65537ull, 6700417ull}) {
    EXPECT_NE(nimber_power(g, ~std::uint64_t{0} / q), 1u) << q;
  }
  EXPECT_EQ(nimber_power(g, ~std::uint64_t{0}), 1u);
  // 2 is a primitive cube root of unity: 2 ⊗ 2 ⊗ 2 = 1.
  EXPECT_EQ(nimber_power(2, 3), 1u);
}

TEST(NimberField, FieldLawsOnRandomValues) {
  const auto xs = random_nimbers(3000, 3), ys = random_nimbers(3000, 4),
             zs = random_nimbers(3000, 5);
  std::mt19937_64 rng(6);
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const Nimber a = xs[i], b = ys[i], c = zs[i];
    // Commutative, associative, distributive over the nim-sum.
    ASSERT_EQ(nimber_product(a, b), nimber_product(b, a));
    ASSERT_EQ(nimber_product(nimber_product(a, b), c), nimber_product(a, nimber_product(b, c)));
    ASSERT_EQ(nimber_product(a, b ^ c), nimber_product(a, b) ^ nimber_product(a, c));
    // Inverse.
    if (a != 0) {
      const Nimber inv = nimber_inverse(a);
      ASSERT_EQ(nimber_product(a, inv), 1u) << a;
      ASSERT_EQ(nim_product(a, inv), 1u) << a;  // checked by the reference route too
      ASSERT_EQ(nimber_inverse(inv), a);
    }
    // Square root: √a ⊗ √a = a; √ is a^(2^63); √ is additive (Frobenius is linear).
    const Nimber s = nimber_sqrt(a);
    ASSERT_EQ(nim_product(s, s), a) << a;
    ASSERT_EQ(nimber_power(a, std::uint64_t{1} << 63), s) << a;
    ASSERT_EQ(nimber_sqrt(a ^ b), s ^ nimber_sqrt(b));
    // Powers: a^(e+f) = a^e ⊗ a^f, (a^e)^f = a^(ef mod (2^64 − 1)) for a ≠ 0, (ab)^e = a^e b^e.
    const std::uint64_t e = rng() >> 1, f = rng() >> 1;
    ASSERT_EQ(nimber_power(a, e + f), nimber_product(nimber_power(a, e), nimber_power(a, f)));
    if (a != 0) {
      const auto ef =
          static_cast<std::uint64_t>(static_cast<unsigned __int128>(e) * f % ~std::uint64_t{0});
      ASSERT_EQ(nimber_power(nimber_power(a, e), f), nimber_power(a, ef));
      ASSERT_EQ(nimber_power(a, ~std::uint64_t{0}), 1u);  // Lagrange: the group has 2^64 − 1
    }
    ASSERT_EQ(nimber_power(nimber_product(a, b), e),
              nimber_product(nimber_power(a, e), nimber_power(b, e)));
  }
  EXPECT_EQ(nimber_power(0, 0), 1u);
  EXPECT_EQ(nimber_power(0, 5), 0u);
  EXPECT_EQ(nimber_power(7, 1), 7u);
}

}  // namespace
}  // namespace grundy

namespace grundy {
namespace {

// Division checked by multiplying back, and CGSuite's NimInverse list as 1 / n.
TEST(NimberField, QuotientTimesDivisorIsTheDividend) {
  const std::vector<Nimber> inverses{1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170};
  for (Nimber n = 1; n <= 16; ++n) EXPECT_EQ(nimber_quotient(1, n), inverses[n - 1]) << n;
  const auto as = random_nimbers(2000, 11), bs = random_nimbers(2000, 12);
  for (std::size_t i = 0; i < as.size(); ++i) {
    if (bs[i] == 0) continue;
    const Nimber q = nimber_quotient(as[i], bs[i]);
    ASSERT_EQ(nim_product(q, bs[i]), as[i]) << as[i] << " / " << bs[i];  // the recursion
  }
  for (Nimber a = 0; a < 64; ++a) {
    for (Nimber b = 1; b < 64; ++b) ASSERT_EQ(nim_product(nimber_quotient(a, b), b), a);
  }
}

}  // namespace
}  // namespace grundy
