#include "grundy/games/one_way_strip.h"

#include <string>

namespace grundy::partizan {
namespace {

// The live squares of a part: trimmed as the header says; empty when it has no move.
std::string live_squares(std::string_view s, char right_mover, char left_mover) {
  std::size_t a = 0, b = s.size();
  while (a < b && s[a] == left_mover) ++a;
  while (b > a && s[b - 1] == right_mover) --b;
  if (a >= b) return {};
  const char units[] = {right_mover, left_mover, '\0'};
  const std::size_t first = s.find_first_of(units, a), last = s.find_last_of(units, b - 1);
  if (first >= b) return {};
  if (s[first] == right_mover) a = first;
  if (s[last] == left_mover) b = last + 1;
  const std::string_view live = s.substr(a, b - a);
  if (live.find('.') == std::string_view::npos) return {};
  return std::string(live);
}

}  // namespace

Parts one_way_strip_parts(std::string_view s, char right_mover, char left_mover) {
  Parts out;
  auto emit = [&](std::size_t from, std::size_t to) {
    std::string live = live_squares(s.substr(from, to - from), right_mover, left_mover);
    if (!live.empty()) out.push_back(Component{0, 0, std::move(live)});
  };
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == right_mover && i + 1 < s.size() && s[i + 1] == left_mover) {
      emit(start, i);  // the wall "xo"
      start = i + 2;
      ++i;
    } else if (s[i] == left_mover) {
      const std::size_t j = s.find_first_not_of('.', i + 1);
      if (j != std::string_view::npos && s[j] == right_mover) {  // "o..x"
        emit(start, i + 1);
        start = j;
        i = j - 1;
      }
    }
  }
  emit(start, s.size());
  return out;
}

}  // namespace grundy::partizan
