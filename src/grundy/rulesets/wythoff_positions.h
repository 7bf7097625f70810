#pragma once
// Wythoff's P-positions at any size, exactly, in integers (no floating point).
//   Normal play (Wythoff 1907): the P-positions are (a_n, b_n) and (b_n, a_n) for n ≥ 0, with
//   a_n = ⌊nφ⌋ and b_n = ⌊nφ²⌋ = a_n + n. The a's and b's (n ≥ 1) are complementary Beatty
//   sequences (Rayleigh 1894, Beatty 1926): every positive integer is exactly one a_n or one b_n,
//   so every pile size v has exactly one P-partner, and every difference d one P-position.
//   Misère play: the same P-positions except that (0,0), (1,2), (2,1) give way to (0,1), (1,0),
//   (2,2) (checked against a misère search in grundy/rulesets/wythoff_positions_test.cc).
// So (x, y) is decided in O(1), and its winning moves are at most three: to the partner of y
// keeping y, to the partner of x keeping x, and to the P-position on its diagonal.
#include <cstdint>  // std::uint64_t
#include <string>   // std::string
#include <vector>   // std::vector

namespace grundy {

using WythoffWide = unsigned __int128;  // a_n passes 2^64 for n above 2^64/φ

// ⌊n/φ⌋ = ⌊n(φ − 1)⌋, exactly: the largest c with c² < n(n − c) (that is c < n/φ, from
// c² + cn − n² < 0), found from a 64-bit fixed-point guess and one exact check.
std::uint64_t floor_over_phi(std::uint64_t n);

// a_n = ⌊nφ⌋ = n + ⌊n/φ⌋ and b_n = a_n + n, for any n < 2^64.
WythoffWide wythoff_a(std::uint64_t n);
WythoffWide wythoff_b(std::uint64_t n);

// Whether (x, y) is a P-position of Wythoff's game (normal or misère play).
bool wythoff_is_p(std::uint64_t x, std::uint64_t y, bool misere);

// The pile size w with (v, w) a P-position (there is exactly one; it may pass 2^64), and the n
// of that P-position, which is {a_n, b_n} (in misère play, one of the three exceptions: then
// n = |v − w| too).
struct WythoffPartner {
  WythoffWide w = 0;
  std::uint64_t n = 0;
};
WythoffPartner wythoff_partner(std::uint64_t v, bool misere);

// A winning move of a single Wythoff position: to (x, y), a P-position, and why.
struct WythoffMove {
  std::uint64_t x = 0, y = 0;
  std::string reason;  // e.g. "(a_5, b_5) = (8, 13) is a P-position"
};
// Every move from (x, y) to a P-position (none from a P-position): at most three.
std::vector<WythoffMove> wythoff_moves_to_p(std::uint64_t x, std::uint64_t y, bool misere);

// The theorem in words, for "method" and explanations.
std::string wythoff_theorem(bool misere);

}  // namespace grundy
