#pragma once
// `grundy lexicode N D [--base B] [--words]` and GET /api/lexicode: the lexicode of length N and
// minimum distance D over base B, built as the P-positions of its game (grundy/impartial/lexicode.h).
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/context.h"
#include "grundy/impartial/lexicode.h"

namespace grundy::app {

struct LexicodeResult {
  Lexicode code;
  std::vector<std::string> words;  // when asked for, as digits, coordinate N − 1 first
  bool with_words = false;
};
LexicodeResult lexicode(unsigned n, unsigned d, unsigned base, bool with_words,
                        const Context& context);

nlohmann::json to_json(const LexicodeResult& r);
std::string to_text(const LexicodeResult& r);

}  // namespace grundy::app
