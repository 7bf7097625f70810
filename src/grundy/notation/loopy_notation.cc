#include "grundy/notation/loopy_notation.h"

#include <cctype>  // std::isalnum, std::isalpha

namespace grundy {
namespace {

constexpr std::string_view kLoopyGameNames[] = {"on", "off", "over", "under", "upon", "dud"};

bool starts_a_name(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool continues_a_name(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}
bool is_blank(char c) {
  return c == ' ' || c == '\t';
}

}  // namespace

bool is_loopy_game_name(std::string_view word) {
  for (std::string_view name : kLoopyGameNames) {
    if (word == name) return true;
  }
  return false;
}

bool is_loopy_notation(std::string_view text) {
  // S & T; but `&N;` (digits, then ';') is a digit of a take-and-break code (CGSuite's `0.&48;`),
  // which S & T, the whole game and last, never is.
  for (std::size_t at = text.find('&'); at != std::string_view::npos; at = text.find('&', at + 1)) {
    std::size_t j = at + 1;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
    if (j == at + 1 || j == text.size() || text[j] != ';') return true;
  }
  // A definition first: NAME=.
  std::size_t i = 0;
  while (i < text.size() && is_blank(text[i])) ++i;
  if (i < text.size() && starts_a_name(text[i])) {
    std::size_t j = i;
    while (j < text.size() && continues_a_name(text[j])) ++j;
    while (j < text.size() && is_blank(text[j])) ++j;
    // (`c=.0:5` is a take-and-break code with the constraint '=', not a definition.)
    if (j < text.size() && text[j] == '=' && !(j + 1 < text.size() && text[j + 1] == '.')) {
      return true;
    }
  }
  // A built-in loopy game or pass.
  for (std::size_t k = 0; k < text.size();) {
    if (!continues_a_name(text[k])) {
      ++k;
      continue;
    }
    std::size_t j = k;
    while (j < text.size() && continues_a_name(text[j])) ++j;
    std::string_view word = text.substr(k, j - k);
    // CGSuite writes x + over as `3/2over`: the number's digits run into the name.
    while (!word.empty() && std::isdigit(static_cast<unsigned char>(word[0])))
      word.remove_prefix(1);
    // A word right after ':' is part of a ruleset's position, not a name.
    const bool in_term = k > 0 && text[k - 1] == ':';
    if (!in_term && (is_loopy_game_name(word) || word == "pass")) return true;
    k = j;
  }
  return false;
}

}  // namespace grundy
