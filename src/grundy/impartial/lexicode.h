#pragma once
// Lexicodes (Conway & Sloane, "Lexicographic codes: error-correcting codes from game theory",
// IEEE Trans. IT 32(3), 1986). The greedy code of length n and minimum distance d over base
// B = 2^a scans the words in lexicographic order (coordinate n − 1 most significant, so the order
// of the words read as base-B numbers) and keeps each word at Hamming distance ≥ d from every
// word kept. It is the set of P-positions of the game whose positions are the words and whose
// moves lower the word, changing at most d − 1 coordinates (a word is P iff no P-word below it is
// within distance d − 1: the greedy rule). For B = 2 that is the coin-turning game "turn at most
// d − 1 coins"; for B = 2^a its Grundy function is additive (Conway–Sloane: lexicodes over 2^a
// are closed under nim-addition), so it is the nim-sum of the values G(c·e_i) of the words with
// one nonzero digit, and the code is the kernel of w ↦ ⊕_i G(w_i·e_i): a linear code over F_2
// (over F_B for B = 2^(2^k)), built here by elimination, never by the greedy scan.
#include <cstdint>  // std::uint64_t
#include <map>      // std::map
#include <string>   // std::string
#include <vector>   // std::vector

#include "grundy/core/budget.h"

namespace grundy {

// The largest n·log2(B) (a word is packed into 64 bits, a bits a digit) and the largest base.
inline constexpr unsigned kMaxLexicodeBits = 63;
inline constexpr unsigned kMaxLexicodeBase = 256;
// The most code words --words lists, and the most words a weight enumeration visits.
inline constexpr std::uint64_t kMaxListedWords = std::uint64_t{1} << 20;
inline constexpr unsigned kMaxEnumerationDimension = 26;

struct Lexicode {
  unsigned n = 0, d = 0, base = 2;
  unsigned binary_dimension = 0;  // log2 of the size
  std::uint64_t size = 0;
  std::map<unsigned, std::uint64_t> weights;  // weight → number of words
  std::string weights_route;         // "enumerated the code", "MacWilliams from the dual code"
  std::vector<std::uint64_t> words;  // when asked: packed a bits a digit, coordinate i at bits a·i
};

// How the weight distribution is found: by enumerating the code when its dimension is small, else
// the dual code and MacWilliams' identity (kAuto); the others force one route (for tests).
enum class WeightRoute { kAuto, kEnumerate, kMacWilliams };

// Throws Error(kUsage) for a base that is not a power of 2 in 2 … 256, d < 1, n < 1, d > n, or
// n·log2(B) > 63; Error(kBudget) when neither the code nor its dual is small enough to enumerate
// the weights, or the words asked for are more than kMaxListedWords.
Lexicode lexicode(unsigned n, unsigned d, unsigned base, bool with_words, Budget& budget,
                  WeightRoute route = WeightRoute::kAuto);

// G(c·e_i) for i < n and c < B: the game values of the words with one nonzero digit, by the
// incremental bitsets (the coin values of "turn at most d − 1 coins" for B = 2).
std::vector<std::vector<std::uint64_t>> lexicode_digit_values(unsigned n, unsigned d, unsigned base,
                                                              Budget& budget);

// The second route: the greedy scan over all B^n words in lexicographic order (small n only).
std::vector<std::uint64_t> greedy_lexicode(unsigned n, unsigned d, unsigned base, Budget& budget);

// The Hamming weight (nonzero digits) of a packed word.
unsigned lexicode_weight(std::uint64_t word, unsigned n, unsigned base);
// A packed word as its digits, coordinate n − 1 first (hexadecimal digits up to base 16; above,
// decimal digits joined by '.').
std::string format_lexicode_word(std::uint64_t word, unsigned n, unsigned base);

}  // namespace grundy
