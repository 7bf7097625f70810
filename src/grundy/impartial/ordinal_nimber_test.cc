// Transfinite nim arithmetic below ω^ω (grundy/impartial/ordinal_nimber.h, ordinal_nim_inverse.h),
// checked by a second route that never uses the base-3 carry rule: the tower
// K_0 = F_{2^64}, K_n = K_{n-1}[t]/(t^3 − a), t = ω^(3^(n-1)), a = 2 (n = 1) or ω^(3^(n-2)),
// where an element of K_n is the vector of its 3^n coefficients (the coefficient of ω^e at index
// e) and is multiplied as a polynomial in t with the reference nim product (grundy/core/nim.h);
// and by CGSuite's printed values (its GameTest.scala) and hand-derived ONAG values.
#include "grundy/impartial/ordinal_nimber.h"

#include <gtest/gtest.h>

#include <random>

#include "grundy/core/error.h"
#include "grundy/core/nim.h"
#include "grundy/impartial/ordinal_nim_inverse.h"
#include "grundy/impartial/ordinal_notation.h"

namespace grundy::transfinite {
namespace {

using Vec = std::vector<Nimber>;

std::size_t pow3(int n) {
  std::size_t p = 1;
  while (n-- > 0) p *= 3;
  return p;
}

Vec add(Vec x, const Vec& y) {
  for (std::size_t i = 0; i < x.size(); ++i) x[i] ^= y[i];
  return x;
}

// The product in K_n as polynomials in t, reduced by t^3 = a.
Vec tower_product(const Vec& x, const Vec& y, int n) {
  if (n == 0) return {grundy::nim_product(x[0], y[0])};
  const std::size_t m = pow3(n - 1);
  auto block = [&](const Vec& v, int i) { return Vec(v.begin() + i * m, v.begin() + (i + 1) * m); };
  std::vector<Vec> z(5, Vec(m, 0));
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j)
      z[i + j] = add(z[i + j], tower_product(block(x, i), block(y, j), n - 1));
  }
  Vec a(m, 0);
  if (n == 1) {
    a[0] = 2;  // ω^3 = 2 (ONAG ch. 6)
  } else {
    a[pow3(n - 2)] = 1;  // (ω^(3^(n-1)))^3 = ω^(3^(n-2))
  }
  z[0] = add(z[0], tower_product(a, z[3], n - 1));
  z[1] = add(z[1], tower_product(a, z[4], n - 1));
  Vec r;
  for (int i = 0; i < 3; ++i) r.insert(r.end(), z[i].begin(), z[i].end());
  return r;
}

constexpr int kLevels = 4;  // exponents below 81

Vec to_tower(const Ordinal& a) {
  Vec v(pow3(kLevels), 0);
  for (const OrdinalTerm& t : a.terms()) v.at(t.exponent) = t.coefficient;
  return v;
}

Ordinal from_tower(const Vec& v) {
  std::vector<OrdinalTerm> terms;
  for (std::size_t e = 0; e < v.size(); ++e) terms.push_back({e, v[e]});
  return Ordinal::from_terms(terms);
}

Ordinal random_ordinal(std::mt19937_64& rng, std::uint64_t exponents) {
  std::vector<OrdinalTerm> terms;
  const int count = static_cast<int>(rng() % 5);
  for (int i = 0; i < count; ++i) {
    const std::uint64_t e = rng() % exponents;
    const Nimber c = rng() % 3 == 0 ? rng() : rng() % 20;
    terms.push_back({e, c});
  }
  return Ordinal::from_terms(terms);
}

Ordinal p(const char* text) {
  return parse_ordinal(text);
}

Ordinal mul(const Ordinal& a, const Ordinal& b) {
  Budget budget;
  return nim_product(a, b, budget);
}

TEST(TransfiniteNimber, CgsuitePrintedProducts) {
  // CGSuite 2.1, GameTest.scala: "omega NimProduct 7" prints ω×7, and so on.
  EXPECT_EQ(format_ordinal(mul(p("omega"), p("7"))), "ω×7");
  EXPECT_EQ(format_ordinal(mul(p("omega"), p("omega"))), "ω^2");
  EXPECT_EQ(format_ordinal(mul(p("omega"), p("omega^2"))), "2");
  EXPECT_EQ(format_ordinal(mul(p("omega^3"), p("omega^3"))), "ω^6");
  EXPECT_EQ(format_ordinal(mul(p("omega^3"), p("omega^6"))), "ω");
  EXPECT_EQ(format_ordinal(mul(p("omega^3"), p("omega^8"))), "2");
  EXPECT_EQ(format_ordinal(mul(p("omega^8"), p("omega^8"))), "ω^5×2");
  Budget budget;
  EXPECT_EQ(format_ordinal(nim_power(p("omega"), 3, budget)), "2");
  EXPECT_EQ(format_ordinal(nim_power(p("omega^3"), 9, budget)), "2");
  EXPECT_EQ(format_ordinal(nim_power(p("omega^27"), 81, budget)), "2");
  // "(omega^omega*4 + omega^3*9 + 11) NimSum (omega^omega*6 + omega^3*5 + omega)" prints
  // ω^ω×2+ω^3×12+ω+11; its part below ω^ω:
  EXPECT_EQ(format_ordinal(nim_sum(p("omega^3*9 + 11"), p("omega^3*5 + omega"))), "ω^3×12+ω+11");
}

TEST(TransfiniteNimber, OnagValues) {
  // ω^3 = 2 (ONAG ch. 6), so ω^(-1) = ω^2 ⊗ 2^(-1) = ω^2×3 (2 ⊗ 3 = 1).
  Budget budget;
  EXPECT_EQ(mul(p("ω"), mul(p("ω"), p("ω"))), Ordinal(2));
  EXPECT_EQ(nim_inverse(p("ω"), budget), p("ω^2×3"));
  // (ω+1)^3 = ω^3 + 3ω^2 + 3ω + 1 = ω^2 + ω + 3 in characteristic 2.
  EXPECT_EQ(nim_power(p("ω+1"), 3, budget), p("ω^2+ω+3"));
  // ω ⊗ n is the ordinal ω·n for finite n (Conway's simplest extension), not the natural ω·n
  // after a nim product of coefficients: ω ⊗ (ω + 2) = ω^2 + ω×2.
  EXPECT_EQ(mul(p("ω"), p("ω+2")), p("ω^2+ω×2"));
  EXPECT_EQ(mul(p("ω×2"), p("ω×3")), p("ω^2"));  // 2 ⊗ 3 = 1
  // The carry rule's three cases against hand-worked tower values.
  EXPECT_EQ(omega_power_product(2, 1), std::make_pair(std::uint64_t{0}, Nimber{2}));
  EXPECT_EQ(omega_power_product(9 * 2, 9), std::make_pair(std::uint64_t{3}, Nimber{1}));
  EXPECT_EQ(omega_power_product(26, 1), std::make_pair(std::uint64_t{24}, Nimber{2}));
}

TEST(TransfiniteNimber, ProductAgreesWithTheTower) {
  std::mt19937_64 rng(34);
  for (int i = 0; i < 400; ++i) {
    const Ordinal a = random_ordinal(rng, 81), b = random_ordinal(rng, 81);
    // A product of two ordinals below ω^81 stays below ω^81: no carry leaves the field.
    EXPECT_EQ(mul(a, b), from_tower(tower_product(to_tower(a), to_tower(b), kLevels)))
        << format_ordinal(a) << " ⊗ " << format_ordinal(b);
  }
}

TEST(TransfiniteNimber, FieldAxioms) {
  std::mt19937_64 rng(35);
  for (int i = 0; i < 300; ++i) {
    const std::uint64_t range = i % 2 == 0 ? 30 : 100000;
    const Ordinal a = random_ordinal(rng, range), b = random_ordinal(rng, range),
                  c = random_ordinal(rng, range);
    EXPECT_EQ(mul(a, b), mul(b, a));
    EXPECT_EQ(mul(mul(a, b), c), mul(a, mul(b, c)));
    EXPECT_EQ(mul(a, nim_sum(b, c)), nim_sum(mul(a, b), mul(a, c)));
    EXPECT_EQ(mul(a, Ordinal(1)), a);
    EXPECT_EQ(nim_sum(a, a), Ordinal());
  }
}

TEST(TransfiniteNimber, Inverses) {
  std::mt19937_64 rng(36);
  Budget budget;
  for (int i = 0; i < 200; ++i) {
    const Ordinal a = random_ordinal(rng, i % 2 == 0 ? 81 : 2000);
    if (a.is_zero()) continue;
    const Ordinal inv = nim_inverse(a, budget);
    EXPECT_EQ(mul(a, inv), Ordinal(1)) << format_ordinal(a);
    if (a.terms().front().exponent < 81 && inv.terms().front().exponent < 81) {
      EXPECT_EQ(from_tower(tower_product(to_tower(a), to_tower(inv), kLevels)), Ordinal(1));
    }
    const Ordinal b = random_ordinal(rng, 81);
    EXPECT_EQ(mul(nim_quotient(b, a, budget), a), b);
  }
}

TEST(TransfiniteNimber, Order) {
  EXPECT_LT(p("ω^2"), p("ω^2+1"));
  EXPECT_LT(p("ω×5+9"), p("ω×6"));
  EXPECT_LT(p("1000"), p("ω"));
  EXPECT_EQ(p("ω+5"), p("5+ω"));  // natural sum, as CGSuite's surreal ordinals
}

TEST(TransfiniteNimber, BudgetIsCharged) {
  Budget budget;
  budget.set_node_limit(10);
  const Ordinal a = p("ω^7+ω^6+ω^5+ω^4+ω^3+ω^2+ω+1");
  EXPECT_THROW(nim_power(a, 1000, budget), Error);
}

}  // namespace
}  // namespace grundy::transfinite
