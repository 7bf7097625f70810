#include "app/lexicode.h"

#include <fmt/format.h>

#include <cmath>
#include <limits>

#include "app/command.h"

namespace grundy::app {

LexicodeResult lexicode(unsigned n, unsigned d, unsigned base, bool with_words,
                        const Context& context) {
  LexicodeResult r;
  r.code = grundy::lexicode(n, d, base, with_words, context.budget);
  r.with_words = with_words;
  for (std::uint64_t w : r.code.words) r.words.push_back(format_lexicode_word(w, n, base));
  return r;
}

namespace {

// The dimension over F_B when the size is a power of B (always for B = 2, 4, 16, 256, where the
// code is F_B-linear), else log_B of the size as a fraction.
nlohmann::json dimension(const Lexicode& c) {
  const unsigned a = static_cast<unsigned>(std::countr_zero(c.base));
  if (c.binary_dimension % a == 0) return c.binary_dimension / a;
  return static_cast<double>(c.binary_dimension) / a;
}

}  // namespace

nlohmann::json to_json(const LexicodeResult& r) {
  nlohmann::json weights = nlohmann::json::object();
  for (auto [w, count] : r.code.weights) weights[std::to_string(w)] = count;
  nlohmann::json j = {{"n", r.code.n},
                      {"d", r.code.d},
                      {"base", r.code.base},
                      {"size", r.code.size},
                      {"dimension", dimension(r.code)},
                      {"weights", weights},
                      {"weights_route", r.code.weights_route}};
  if (r.with_words) j["words"] = r.words;
  return j;
}

std::string to_text(const LexicodeResult& r) {
  const Lexicode& c = r.code;
  std::string out = fmt::format("lexicode n={} d={} base {}: {} words, dimension {}", c.n, c.d,
                                c.base, c.size, dimension(c).dump());
  out += "\nweights:";
  for (auto [w, count] : c.weights) out += fmt::format(" {}:{}", w, count);
  out += fmt::format(" ({})", c.weights_route);
  for (const std::string& w : r.words) out += "\n" + w;
  return out;
}

GRUNDY_COMMAND({
    .name = "lexicode",
    .summary = "the lexicographic code of length N and minimum distance D (size, dimension, "
               "weight distribution), as the P-positions of its coin-turning game",
    .params = {{.name = "n",
                .kind = ParamKind::kNatural,
                .help = "the length",
                .positional = true,
                .required = true,
                .http_fallback = "0",
                .min = 1,
                .max = std::numeric_limits<unsigned>::max(),
                .http_max = 1000},
               {.name = "d",
                .kind = ParamKind::kNatural,
                .help = "the minimum distance",
                .positional = true,
                .required = true,
                .http_fallback = "0",
                .min = 1,
                .max = std::numeric_limits<unsigned>::max(),
                .http_max = 1000},
               {.name = "base",
                .kind = ParamKind::kNatural,
                .help = "the alphabet's size, a power of 2 up to 256",
                .fallback = "2",
                .min = 2,
                .max = 256},
               {.name = "words",
                .kind = ParamKind::kFlag,
                .help = "also list the code words (coordinate N-1 first)"}},
    .rank = 190,
    .run =
        [](const Arguments& a, const Context& c) {
          return Answer(lexicode(static_cast<unsigned>(a.natural("n")),
                                 static_cast<unsigned>(a.natural("d")),
                                 static_cast<unsigned>(a.natural("base")), a.flag("words"), c));
        },
})

}  // namespace grundy::app
