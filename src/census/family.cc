#include "census/family.h"

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/rulesets/take_and_break.h"

namespace grundy::census {
namespace {

// d_j as far as the options go: '!' only on a digit that leaves two or three heaps. A digit
// leaving no heap or one heap leaves nothing that could be equal, so 0.3! has the options of
// 0.3 at every heap.
HeapDigit effective(HeapDigit d) {
  return {d.bits, d.unequal && (d.bits & 12) != 0};
}

void append_digit(std::string& out, std::uint64_t j, HeapDigit d) {
  out += fmt::format("{}:{:x}{};", j, d.bits, d.unequal ? "!" : "");
}

// Merges spellings into members: one per rules_key, in order of first appearance.
class Collector {
 public:
  explicit Collector(Family& family) : family_(family) {}
  void add(std::string spelling, const HeapRules& rules) {
    if (++family_.spellings > kMaxSpellings) {
      throw Error(ErrorKind::kUsage,
                  fmt::format("the family {} has more than {} spellings: census a smaller one",
                              family_.name, kMaxSpellings));
    }
    auto [it, fresh] = index_.try_emplace(rules_key(rules), family_.members.size());
    if (fresh) {
      family_.members.push_back({std::move(spelling), {}});
      return;
    }
    Member& m = family_.members[it->second];
    if (spelling != m.spelling &&
        std::find(m.aliases.begin(), m.aliases.end(), spelling) == m.aliases.end()) {
      m.aliases.push_back(std::move(spelling));
    } else {
      --family_.spellings;  // the very same spelling twice (a list): not another spelling
    }
  }

 private:
  Family& family_;
  std::unordered_map<std::string, std::size_t> index_;
};

// The heap ruleset a spelling names, with its normalised spelling; a parse error at column
// otherwise (not a ruleset, or not a heap ruleset).
std::shared_ptr<const HeapRuleset> heap_ruleset(std::string_view text, std::size_t column) {
  check_brackets(text, column);
  auto ruleset = std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset(text, column));
  if (!ruleset) {
    throw parse_error(fmt::format("'{}' at column {} is not a heap ruleset: a census is of heap "
                                  "games (nim, sub{{…}}, allbut{{…}}, take-and-break codes)",
                                  printable(text), column),
                      column);
  }
  return ruleset;
}

// The number after "name:" (1 … limit), or a parse error at its column.
std::uint64_t family_size(std::string_view spec, std::size_t colon, std::uint64_t limit,
                          std::string_view what) {
  const std::size_t column = colon + 2;
  const std::uint64_t n = parse_natural(spec.substr(colon + 1), column, what);
  if (n < 1 || n > limit) {
    throw parse_error(
        fmt::format("{} at column {} must be from 1 to {}, not {}", what, column, limit, n),
        column);
  }
  return n;
}

// Every code d0.d1…dk (1 ≤ k ≤ digits) in the given base, d0 from firsts, the splitting digits
// also with '!' when bang: in increasing order of the code read as a number, a shorter
// spelling before the same code with trailing zeros. The game with no move is left out.
void enumerate_codes(Collector& out, unsigned base, std::uint64_t digits,
                     const std::vector<unsigned>& firsts, bool bang) {
  // A digit's spellings, in order: d, then d! when it splits (bit 4 or 8) and bang.
  std::vector<std::string> choices;
  for (unsigned d = 0; d < base; ++d) {
    const std::string s(1, "0123456789abcdef"[d]);
    choices.push_back(s);
    if (bang && (d & 12)) choices.push_back(s + "!");
  }
  std::vector<std::string> heads;
  for (unsigned d : firsts) {
    const std::string s(1, "0123456789abcdef"[d]);
    heads.push_back(s);
    if (bang && (d & 12)) heads.push_back(s + "!");
  }
  // Refused before any is made when the padded codes alone pass the limit.
  double padded = static_cast<double>(heads.size());
  for (std::uint64_t i = 0; i < digits; ++i) padded *= static_cast<double>(choices.size());
  if (padded > static_cast<double>(kMaxSpellings)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the family has {:.0f} codes of {} digits, more than the {} "
                            "spellings a census may hold: census a smaller one",
                            padded, digits, kMaxSpellings));
  }
  std::vector<std::size_t> at(digits, 0);  // the choice of each digit after the point
  for (const std::string& head : heads) {
    std::fill(at.begin(), at.end(), 0);
    for (;;) {
      // The code padded to `digits` digits; emit it cut after its last non-zero digit (at least
      // one digit), then with each further zero: every spelling of length ≤ digits once.
      std::size_t last = 0;  // digits up to the last non-zero one, at least 1
      for (std::size_t i = 0; i < digits; ++i) {
        if (at[i] != 0) last = i + 1;
      }
      if (last > 0 || head != "0") {
        std::string code = head + ".";
        for (std::size_t i = 0; i < std::max<std::size_t>(last, 1); ++i) code += choices[at[i]];
        for (std::size_t k = std::max<std::size_t>(last, 1);; ++k) {
          std::string normalised;
          HeapRules rules = parse_take_and_break_code(code, 1, &normalised);
          out.add(code, rules);
          if (k == digits) break;
          code += "0";
        }
      }
      // Next padded code: the last digit moves fastest.
      std::size_t i = digits;
      while (i > 0 && at[i - 1] + 1 == choices.size()) at[--i] = 0;
      if (i == 0) break;
      ++at[i - 1];
    }
  }
}

// Every subset of {1 … m} (non-empty for sub), as name{…}, in lexicographic order of the
// increasing element lists.
void enumerate_sets(Collector& out, std::string_view name, std::uint64_t m, bool allow_empty) {
  std::vector<std::vector<std::uint64_t>> sets;
  std::vector<std::uint64_t> current;
  // Depth first: a list, then each extension of it by a larger element (lexicographic order).
  auto walk = [&](auto& self, std::uint64_t from) -> void {
    for (std::uint64_t e = from; e <= m; ++e) {
      current.push_back(e);
      sets.push_back(current);
      self(self, e + 1);
      current.pop_back();
    }
  };
  if (allow_empty) sets.push_back({});
  walk(walk, 1);
  for (const auto& set : sets) {
    std::string spelling(name);
    spelling += '{';
    for (std::size_t i = 0; i < set.size(); ++i) {
      if (i) spelling += ',';
      spelling += std::to_string(set[i]);
    }
    spelling += '}';
    const auto ruleset = heap_ruleset(spelling, 1);
    out.add(ruleset->spelling(), ruleset->rules());
  }
}

// The spellings of a list (spaces or ';' between them), column giving where text starts.
void add_list(Collector& out, std::string_view text, std::size_t column) {
  std::size_t i = 0;
  auto separator = [](char c) { return c == ' ' || c == '\t' || c == ';' || c == ','; };
  while (i < text.size()) {
    if (separator(text[i])) {
      ++i;
      continue;
    }
    // A spelling runs to the next separator outside braces (sub{1,2} holds commas).
    std::size_t end = i;
    int depth = 0;
    while (end < text.size() && (depth > 0 || !separator(text[end]))) {
      if (text[end] == '{' || text[end] == '[' || text[end] == '(') ++depth;
      if (text[end] == '}' || text[end] == ']' || text[end] == ')') --depth;
      ++end;
    }
    // Kept as written (kayles, 0.77 and 0.770 are three spellings of one game).
    const std::string_view spelling = text.substr(i, end - i);
    out.add(std::string(spelling), heap_ruleset(spelling, column + i)->rules());
    i = end;
  }
}

// A file: one spelling per line, '#' to the end of the line a comment. A bad line is an error
// naming the file, the line and the column.
void add_file(Collector& out, const std::string& path, std::string_view text) {
  std::size_t line = 0, start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++line;
    std::string_view content = text.substr(start, end - start);
    if (const std::size_t hash = content.find('#'); hash != std::string_view::npos) {
      content = content.substr(0, hash);
    }
    while (!content.empty() &&
           (content.back() == '\r' || content.back() == ' ' || content.back() == '\t')) {
      content.remove_suffix(1);
    }
    std::size_t lead = 0;
    while (lead < content.size() && (content[lead] == ' ' || content[lead] == '\t')) ++lead;
    if (lead < content.size()) {
      try {
        const std::string_view spelling = content.substr(lead);
        out.add(std::string(spelling), heap_ruleset(spelling, lead + 1)->rules());
      } catch (const Error& e) {
        if (e.kind() != ErrorKind::kParse && e.kind() != ErrorKind::kUsage) throw;
        throw Error(ErrorKind::kParse,
                    fmt::format("{}, line {}: {}", path, line, e.what()));  // no column of spec
      }
    }
    if (end == text.size()) break;
    start = end + 1;
  }
}

}  // namespace

std::string rules_key(const HeapRules& rules) {
  std::string key;
  const auto& finite = rules.finite_digits();
  if (!rules.tail_start()) {
    for (const auto& [j, d] : finite) append_digit(key, j, effective(d));
    return key;
  }
  // The tail at its least period q, then started as early as the digits before it allow: a tail
  // [t0 … t(q−1)] from s with d_(s−1) = t(q−1) is the tail [t(q−1) t0 … t(q−2)] from s − 1.
  std::vector<HeapDigit> tail;
  for (HeapDigit d : rules.tail()) tail.push_back(effective(d));
  std::size_t q = tail.size();
  for (std::size_t p = 1; p < tail.size(); ++p) {
    if (tail.size() % p) continue;
    bool periodic = true;
    for (std::size_t i = p; i < tail.size() && periodic; ++i) periodic = tail[i] == tail[i - p];
    if (periodic) {
      q = p;
      break;
    }
  }
  tail.resize(q);
  std::uint64_t start = *rules.tail_start();
  while (start > 0 && effective(rules.digit(start - 1)) == tail.back()) {
    std::rotate(tail.begin(), tail.end() - 1, tail.end());
    --start;
  }
  for (const auto& [j, d] : finite) {
    if (j < start) append_digit(key, j, effective(d));
  }
  key += fmt::format("from {}:", start);
  for (HeapDigit d : tail) append_digit(key, 0, d);
  return key;
}

Family parse_family(std::string_view spec,
                    const std::function<std::string(const std::string& path)>& read_file) {
  Family family;
  const auto [text, column] = trim(spec, 1);
  family.name = std::string(text);
  Collector out(family);
  const std::size_t colon = text.find(':');
  const std::string_view kind = text.substr(0, colon);
  if (colon == std::string_view::npos) {
    throw parse_error(fmt::format("expected a family such as octal:3, hex:2, subtraction:6, "
                                  "allbut:4, list:0.77 0.137 or file:PATH, not '{}'",
                                  printable(text)),
                      column);
  }
  if (kind == "octal" || kind == "octal!" || kind == "hex" || kind == "hex!") {
    const bool hex = kind.starts_with("hex");
    const bool bang = kind.ends_with("!");
    // octal:D enumerates 2·8^D spellings, hex:D 4·16^D (with '!' more): the limit on spellings
    // stops the larger ones, with a message, before any is made.
    const std::uint64_t digits = family_size(text, colon, hex ? 4 : 6, "the number of digits");
    const std::vector<unsigned> firsts =
        hex ? std::vector<unsigned>{0, 4, 8, 12} : std::vector<unsigned>{0, 4};
    family.description = fmt::format(
        "every {} code d0.d1…dk with d0 in {{{}}} and 1 <= k <= {}{}, except the "
        "game without moves",
        hex ? "hexadecimal" : "octal", hex ? "0, 4, 8, c" : "0, 4", digits,
        bang ? ", each splitting digit also with '!'" : "");
    enumerate_codes(out, hex ? 16 : 8, digits, firsts, bang);
  } else if (kind == "subtraction" || kind == "allbut") {
    const bool sub = kind == "subtraction";
    const std::uint64_t m = family_size(text, colon, 20, "the largest element");
    family.description =
        sub ? fmt::format("sub{{S}} for every non-empty S with largest element at most {}", m)
            : fmt::format("allbut{{S}} for every S with largest element at most {}", m);
    enumerate_sets(out, sub ? "sub" : "allbut", m, !sub);
  } else if (kind == "list") {
    family.description = "the rulesets listed";
    add_list(out, text.substr(colon + 1), column + colon + 1);
  } else if (kind == "file") {
    const std::string path(text.substr(colon + 1));
    if (path.empty()) throw parse_error("expected a file name after file:", column + colon + 1);
    if (!read_file) {
      throw Error(ErrorKind::kUsage, "file: families are read by the command line only");
    }
    family.description = "the rulesets listed in " + path;
    add_file(out, path, read_file(path));
  } else {
    throw parse_error(fmt::format("unknown family '{}' at column {}: expected octal:D, octal!:D, "
                                  "hex:D, hex!:D, subtraction:M, allbut:M, list:… or file:PATH",
                                  printable(kind), column),
                      column);
  }
  if (family.members.empty()) {
    throw Error(ErrorKind::kUsage, fmt::format("the family {} has no member", family.name));
  }
  return family;
}

}  // namespace grundy::census
