#include "grundy/impartial/lexicode.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <span>

#include "grundy/core/error.h"
#include "grundy/impartial/coin_values.h"

namespace grundy {
namespace {

unsigned log2_base(unsigned base) {
  return static_cast<unsigned>(std::countr_zero(base));
}

void check_arguments(unsigned n, unsigned d, unsigned base) {
  if (base < 2 || base > kMaxLexicodeBase || !std::has_single_bit(base)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the base is {}: it must be a power of 2 from 2 to {} (Conway–Sloane: "
                            "only then is the lexicode the kernel of the game's value map)",
                            base, kMaxLexicodeBase));
  }
  if (n < 1) throw Error(ErrorKind::kUsage, "the length N must be at least 1");
  if (d < 1 || d > n) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the minimum distance D is {}: it must be from 1 to N = {}", d, n));
  }
  if (static_cast<std::uint64_t>(n) * log2_base(base) > kMaxLexicodeBits) {
    throw Error(ErrorKind::kUsage,
                fmt::format("N · log2(B) = {} is more than {} (a word is packed into 64 bits)",
                            n * log2_base(base), kMaxLexicodeBits));
  }
}

std::uint64_t digit_mask(unsigned n, unsigned a) {
  std::uint64_t m = 0;
  for (unsigned i = 0; i < n; ++i) m |= std::uint64_t{1} << (i * a);
  return m;
}

// Operations on bitsets of gigabytes read the deadline as they go: between chunks of 2^16 words
// (512 KiB, well under a millisecond), Budget::check, which adds no units of work.
constexpr std::uint64_t kChunkWords = std::uint64_t{1} << 16;

// dst |= src translated by the nim-sum g (or_translated), a chunk at a time: within a chunk
// starting at a multiple `begin` of its power-of-2 length, index begin + j is begin ^ j, so the
// chunk is the whole operation with g's word offset XORed with begin.
void or_translated_checked(std::vector<std::uint64_t>& dst, const std::vector<std::uint64_t>& src,
                           std::uint64_t g, Budget& budget) {
  for (std::uint64_t begin = 0; begin < src.size(); begin += kChunkWords) {
    const std::uint64_t len = std::min<std::uint64_t>(kChunkWords, src.size() - begin);
    or_translated(dst, std::span(src).subspan(begin, len), g ^ (begin << 6));
    if (src.size() > kChunkWords) budget.check();
  }
}

void copy_checked(std::vector<std::uint64_t>& dst, const std::vector<std::uint64_t>& src,
                  Budget& budget) {
  dst.resize(src.size());
  for (std::uint64_t begin = 0; begin < src.size(); begin += kChunkWords) {
    const std::uint64_t len = std::min<std::uint64_t>(kChunkWords, src.size() - begin);
    std::copy_n(src.begin() + begin, len, dst.begin() + begin);
    if (src.size() > kChunkWords) budget.check();
  }
}

// Bitsets of nim-sums, all of one power-of-2 size, grown together.
struct Sets {
  std::vector<std::vector<std::uint64_t>> sets;
  std::uint64_t bits = 64;
  void grow(std::uint64_t value, MemoryCharge& charge, Budget& budget) {
    const std::uint64_t to = std::bit_ceil(value + 1);
    if (to <= bits) return;
    if (to > (std::uint64_t{1} << 40)) {
      throw Error(ErrorKind::kBudget, "the lexicode's digit values pass 2^40: too large");
    }
    charge.add(sets.size() * ((to - bits) / 8));
    for (auto& s : sets) {  // zeroed a chunk at a time
      s.reserve(to / 64);
      while (s.size() < to / 64) {
        s.resize(std::min<std::uint64_t>(to / 64, s.size() + kChunkWords), 0);
        budget.check();
      }
    }
    bits = to;
  }
};

std::uint64_t mex(const std::vector<std::uint64_t>& set) {
  for (std::uint64_t w = 0; w < set.size(); ++w) {
    if (~set[w] != 0) return w * 64 + std::countr_one(set[w]);
  }
  return set.size() * 64;
}

}  // namespace

unsigned lexicode_weight(std::uint64_t word, unsigned n, unsigned base) {
  const unsigned a = log2_base(base);
  std::uint64_t any = 0;
  for (unsigned t = 0; t < a; ++t) any |= word >> t;
  return static_cast<unsigned>(std::popcount(any & digit_mask(n, a)));
}

std::string format_lexicode_word(std::uint64_t word, unsigned n, unsigned base) {
  const unsigned a = log2_base(base);
  std::string out;
  for (unsigned i = n; i-- > 0;) {
    const std::uint64_t digit = (word >> (i * a)) & (base - 1);
    if (base <= 16) {
      out += "0123456789abcdef"[digit];
    } else {
      if (!out.empty()) out += '.';
      out += std::to_string(digit);
    }
  }
  return out;
}

std::vector<std::vector<std::uint64_t>> lexicode_digit_values(unsigned n, unsigned d, unsigned base,
                                                              Budget& budget) {
  check_arguments(n, d, base);
  std::vector<std::vector<std::uint64_t>> g(n, std::vector<std::uint64_t>(base, 0));
  if (d == 1) return g;  // no move changes no coordinate: every word is P
  // S_m: nim-sums of the values of at most m words with one nonzero digit, at distinct
  // coordinates below the current one (m = 0 … d − 2); U: the values of the options of c·e_i.
  MemoryCharge charge(budget, "the lexicode's bitsets");
  Sets s;
  s.sets.assign(d, std::vector<std::uint64_t>(1, 1));  // S_0 … S_{d−2} = {0}; U
  const std::size_t top = d - 2, u = d - 1;
  charge.add(d * 8);
  for (unsigned i = 0; i < n; ++i) {
    // G(c·e_i) = mex of G(c'·e_i) ⊕ t over c' < c and t in S_{d−2}: a move lowers digit i and
    // changes at most d − 2 coordinates below it.
    copy_checked(s.sets[u], s.sets[top], budget);
    for (unsigned c = 1; c < base; ++c) {
      const std::uint64_t v = mex(s.sets[u]);
      s.grow(v, charge, budget);
      g[i][c] = v;
      or_translated_checked(s.sets[u], s.sets[top], v, budget);
      budget.charge(1 + s.bits / 64);
    }
    for (std::size_t m = top; m >= 1; --m) {
      for (unsigned c = 1; c < base; ++c) {
        or_translated_checked(s.sets[m], s.sets[m - 1], g[i][c], budget);
      }
      budget.charge(1 + (base - 1) * (s.bits / 64));
    }
  }
  return g;
}

Lexicode lexicode(unsigned n, unsigned d, unsigned base, bool with_words, Budget& budget,
                  WeightRoute route) {
  check_arguments(n, d, base);
  const unsigned a = log2_base(base);
  const unsigned bits = n * a;
  const std::vector<std::vector<std::uint64_t>> g = lexicode_digit_values(n, d, base, budget);
  // The value map is additive in each digit (Conway–Sloane); checked, not assumed.
  for (unsigned i = 0; i < n; ++i) {
    for (unsigned c = 0; c < base; ++c) {
      std::uint64_t sum = 0;
      for (unsigned t = 0; t < a; ++t)
        if (c >> t & 1) sum ^= g[i][1u << t];
      if (sum != g[i][c]) {
        throw Error(ErrorKind::kComputation,
                    fmt::format("the values of the words with one digit are not additive at "
                                "coordinate {}, digit {}",
                                i, c));
      }
    }
  }
  // Elimination over F_2: the columns are the values h(i, t) = G(2^t·e_i), bit a·i + t of a
  // word. A column that reduces to 0 gives a kernel word (the code's basis, one per column).
  struct Pivot {
    std::uint64_t value = 0, combination = 0;
  };
  std::vector<Pivot> pivots(64);
  std::vector<std::uint64_t> basis;
  unsigned rank = 0;
  for (unsigned i = 0; i < n; ++i) {
    for (unsigned t = 0; t < a; ++t) {
      std::uint64_t v = g[i][1u << t], comb = std::uint64_t{1} << (i * a + t);
      while (v) {
        const int b = 63 - std::countl_zero(v);
        if (!pivots[b].value) {
          pivots[b] = {v, comb};
          ++rank;
          break;
        }
        v ^= pivots[b].value, comb ^= pivots[b].combination;
      }
      if (!v) basis.push_back(comb);
    }
  }
  Lexicode out;
  out.n = n, out.d = d, out.base = base;
  out.binary_dimension = bits - rank;
  out.size = std::uint64_t{1} << out.binary_dimension;
  // The dual code: spanned by the rows of the parity-check matrix (bit b of each column).
  std::vector<std::uint64_t> dual;
  {
    std::vector<std::uint64_t> rows(64, 0);
    for (unsigned i = 0; i < n; ++i)
      for (unsigned t = 0; t < a; ++t)
        for (unsigned b = 0; b < 64; ++b)
          if (g[i][1u << t] >> b & 1) rows[b] |= std::uint64_t{1} << (i * a + t);
    std::vector<std::uint64_t> reduced(64, 0);
    for (std::uint64_t r : rows) {
      while (r) {
        const int b = 63 - std::countl_zero(r);
        if (!reduced[b]) {
          reduced[b] = r;
          dual.push_back(r);
          break;
        }
        r ^= reduced[b];
      }
    }
  }
  // Every word of the span of `gens`, in Gray-code order.
  auto enumerate = [&](const std::vector<std::uint64_t>& gens, auto&& visit) {
    std::uint64_t w = 0;
    visit(w);
    const std::uint64_t count = std::uint64_t{1} << gens.size();
    for (std::uint64_t k = 1; k < count; ++k) {
      w ^= gens[std::countr_zero(k)];
      visit(w);
      if ((k & 0xffff) == 0) budget.charge(0x10000);
    }
  };
  if (route != WeightRoute::kMacWilliams && out.binary_dimension <= kMaxEnumerationDimension) {
    enumerate(basis, [&](std::uint64_t w) { ++out.weights[lexicode_weight(w, n, base)]; });
    out.weights_route = "enumerated the code from its basis";
  } else if (route != WeightRoute::kEnumerate && dual.size() <= kMaxEnumerationDimension) {
    // MacWilliams' identity (for additive codes over an alphabet of q = B letters):
    // A_j = (1/|C⊥|) Σ_i B_i K_j(i), K_j(i) = Σ_s (−1)^s (q−1)^(j−s) C(i,s) C(n−i, j−s).
    std::vector<std::uint64_t> dual_weights(n + 1, 0);
    enumerate(dual, [&](std::uint64_t w) { ++dual_weights[lexicode_weight(w, n, base)]; });
    std::vector<std::vector<__int128>> binom(n + 1, std::vector<__int128>(n + 1, 0));
    for (unsigned i = 0; i <= n; ++i) {
      binom[i][0] = 1;
      for (unsigned j = 1; j <= i; ++j) binom[i][j] = binom[i - 1][j - 1] + binom[i - 1][j];
    }
    for (unsigned j = 0; j <= n; ++j) {
      __int128 total = 0;
      for (unsigned i = 0; i <= n; ++i) {
        if (!dual_weights[i]) continue;
        __int128 k = 0;
        for (unsigned s2 = 0; s2 <= std::min(i, j); ++s2) {
          if (j - s2 > n - i) continue;
          __int128 term = binom[i][s2] * binom[n - i][j - s2];
          for (unsigned p = 0; p < j - s2; ++p) term *= (base - 1);
          k += s2 % 2 ? -term : term;
        }
        total += k * static_cast<__int128>(dual_weights[i]);
      }
      const __int128 dual_size = static_cast<__int128>(1) << dual.size();
      if (total % dual_size != 0 || total < 0) {
        throw Error(ErrorKind::kComputation, "MacWilliams' identity gave a non-integral count");
      }
      if (total) out.weights[j] = static_cast<std::uint64_t>(total / dual_size);
    }
    out.weights_route = "MacWilliams' identity from the dual code";
  } else {
    throw Error(ErrorKind::kBudget,
                fmt::format("the lexicode ({}, {}) over base {} has 2^{} words and its dual 2^{}: "
                            "too many to enumerate for the weight distribution",
                            n, d, base, out.binary_dimension, dual.size()));
  }
  if (with_words) {
    if (out.size > kMaxListedWords) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("the code has {} words, more than the {} that --words lists",
                              out.size, kMaxListedWords));
    }
    MemoryCharge words_bytes(budget, "the lexicode's words");
    words_bytes.add(out.size * 8);
    enumerate(basis, [&](std::uint64_t w) { out.words.push_back(w); });
    std::sort(out.words.begin(), out.words.end());
  }
  return out;
}

std::vector<std::uint64_t> greedy_lexicode(unsigned n, unsigned d, unsigned base, Budget& budget) {
  check_arguments(n, d, base);
  const unsigned bits = n * log2_base(base);
  if (bits > 24) throw Error(ErrorKind::kBudget, "the greedy scan is for at most 2^24 words");
  std::vector<std::uint64_t> kept;
  for (std::uint64_t w = 0; w < (std::uint64_t{1} << bits); ++w) {
    bool far = true;
    for (std::uint64_t k : kept) {
      if (lexicode_weight(w ^ k, n, base) < d) {
        far = false;
        break;
      }
    }
    budget.charge(1 + kept.size());
    if (far) kept.push_back(w);
  }
  return kept;
}

}  // namespace grundy
