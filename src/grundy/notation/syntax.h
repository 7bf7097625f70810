#pragma once
// The one grammar (DESIGN.md, Notation; docs/partizan.md, Notation): every expression the commands
// read, impartial sums and CGSuite's spelling of partizan values alike, is parsed here into one
// syntax tree, and each wing gives the tree its meaning (grundy/games/sum.cc reads a plain sum of
// terms, grundy/partizan/parse.cc evaluates any tree). The grammar, loosest binding first:
//   sum        ordinal (('+' | '-' | '+-') ordinal)*          G + H, G - H, 2+-1 = 2 + +-1
//   ordinal    product (':' product)*                         G:H, the ordinal sum (CGSuite's ':',
//              looser than '.', tighter than '+'; left to right)
//   product    operand ('.' (operand | method))*               G.U, Norton multiplication
//   method     NortonMultiply '(' sum ')' | OrdinalSum '(' sum ')' | Overheat '(' sum ',' sum ')'
//              | Companion | Freeze | Cool '(' sum ')' | Heat '(' sum ')' | Pow '(' sum ')'
//              | PowTo '(' sum ')' | Subordinate '(' sum ')' | ConjunctiveSum '(' sum ')'
//              | SelectiveSum '(' sum ')' | ConwayProduct '(' sum ')' | OrdinalProduct '(' sum ')'
//              | Tiny | Upsum '(' sum ')' | Downsum '(' sum ')'  (for short games G + H)
//                                            (a method without arguments may take '()')
//              CGSuite's spelling: ^.NortonMultiply(^) = ^.^, G.Overheat(s,t) = ∫_s^t G
//   operand    '+-' switch | '-' operand | '+' operand | primary
//              a '-' directly before a number is its sign: -1^ is (-1) + ^, as CGSuite prints it
//   switch     '(' sum (',' sum)* ')' | '{' options '}' | operand
//              +-(a,b) = +-{a,b} = {a,b|-a,-b}; +-G = {G|-G}; +-{2|1} = {{2|1}|{-1|-2}}
//   primary    term | '{' options ('|'+ options)* '}' | '(' sum ')' | literal
//              | Tiny '(' sum ')' | Miny '(' sum ')'     CGSuite's {0||0|-G} and {G|0||0}
//   term       RULESET:POSITION, at the top level only (not inside brackets): `nim:3,4,5`,
//              `sub{1,3,4}:10`, `domineering:..|..`, when RULESET is a name (a letter first, not
//              a run of v's: `v:1` is an ordinal sum) or a take-and-break code (`0.77:5`);
//              any other ':' is an ordinal sum (`1:1`, `*:1`, `{0|1}:-1`); the position runs to the
//              next '+' or '-' outside brackets (a '-' right after the ':' is the position's:
//              nim:-1 is a bad heap, not nim: minus 1), the name may hold '-' (toads-and-frogs)
//   literal    [number] [ups] [star], at least one: 0, 3, 1/2, ^, ^^, ^3, v, v3, *, *5, 1/2^*
//              (the parts are added); a number may be followed by Tiny(G) or Miny(G), added
//              to it, as CGSuite prints 3Tiny(2) = {3||3|1}; numbers of any size, the denominator a
//              power of two; ups may be a power ^<n> (↑^n) or ^[n] (↑^{→n}), v<n>, v[n], as CGSuite
//              prints them
//   options    sum (',' sum)*, possibly empty; runs of bars nest: {3||2|1} = {3|{2|1}}
// Nesting is bounded by kMaxNesting so no input can exhaust the call stack, and length by
// kMaxExpressionLength. The tree refers to the text it was parsed from: keep the text alive.
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <string_view>  // std::string_view
#include <variant>      // std::variant
#include <vector>       // std::vector

#include "grundy/notation/expression.h"

namespace grundy {

// The deepest nesting of braces, parentheses and operators accepted; deeper input is a parse
// error (so no input can exhaust the call stack).
inline constexpr std::size_t kMaxNesting = 1000;
// The most nodes a tree may have (each about 150 bytes, so at most about 150 MB), whatever the
// input: `1+1+…` in 4 MiB would otherwise make two million. A position is one node however long
// (`nim:1,2,…` or a large board).
inline constexpr std::size_t kMaxSyntaxNodes = std::size_t{1} << 20;

enum class SyntaxKind {
  kSum,       // children joined by '+' or '-' (each child's subtracted says which)
  kNegative,  // -G: children[0]
  kPlus,      // +G, a unary plus: children[0]
  kLiteral,   // number, ups and nimber juxtaposed: 0, -1/2, ^3, v*, 1/2^*, *5
  kSwitch,    // +-(a,b,…) = {a,b,…|-a,-b,…}: children are the Left options
  kForm,      // {L|R}: children are the Left options, then the Right ones
  kTerm,      // RULESET:POSITION
  kNorton,    // G.U: children[0] = G, children[1] = U
  kOrdinal,   // G:H: children[0] = G, children[1] = H
  kOverheat,  // G.Overheat(s,t): children G, s, t
  kMethod,    // another of CGSuite's methods, G.Companion, G.Pow(n), …: children G and the
              // arguments, the name in method()
};

// [number] [ups] [star], CGSuite's number-up-star.
struct LiteralSyntax {
  std::string_view number;        // "3", "1/2", or empty when there is none
  std::string_view nim_digits;    // the digits after '*', empty for `*` (which is *1)
  std::uint64_t ups = 0;          // the count of arrows: ^3 and ^^^ are 3
  std::uint64_t nim = 0;          // the nimber's value (1 for `*`, 0 when there is no '*')
  std::size_t number_column = 0;  // the number's first digit
  std::size_t ups_column = 0;     // the first arrow (a count's digits follow it directly)
  std::size_t nim_column = 0;     // just after the '*'
  bool negative = false;          // a '-' written directly before the number (its sign)
  bool down = false;              // v rather than ^
  bool counted = false;           // the ups have a count in digits (^3, not ^^^)
  bool star = false;              // a '*' is written
  // A power after a single arrow: ^<n> is ↑^n, ^[n] is ↑^{→n} = ↑ + ↑^2 + … + ↑^n (CGSuite's
  // printed spelling); 0 when there is none.
  std::uint64_t power = 0;
  bool power_sum = false;  // ^[n] rather than ^<n>
};

struct TermSyntaxNode {
  std::string_view ruleset;  // "sub{1,3,4}", "domineering"
  std::string_view position;
  std::size_t position_column = 0;  // the ruleset's column is the node's
};

// A method's name as written (kMethod): "Companion", "Pow", …
struct MethodSyntax {
  std::string_view name;
};

struct Syntax {
  SyntaxKind kind = SyntaxKind::kLiteral;
  bool subtracted = false;     // an operand of a kSum written after '-'
  std::size_t left_count = 0;  // kForm: how many children are Left options
  std::size_t column = 0;      // 1-based column of the node's first character
  std::string_view spelling;   // the node's text, as written
  std::vector<Syntax> children;
  // A literal's or a term's parts: one or the other (or neither), so a node stays small.
  std::variant<std::monostate, LiteralSyntax, TermSyntaxNode, MethodSyntax> parts;
  const LiteralSyntax& literal() const { return std::get<LiteralSyntax>(parts); }  // kLiteral
  const TermSyntaxNode& term() const { return std::get<TermSyntaxNode>(parts); }   // kTerm
  const MethodSyntax& method() const { return std::get<MethodSyntax>(parts); }     // kMethod
};

// Parses text (whose first character is at column) into a syntax tree. Throws Error(kParse)
// naming the column and what was expected.
Syntax parse_syntax(std::string_view text, std::size_t column = 1);

// True when tree is a plain sum of impartial-looking components: `RULESET:POSITION` terms,
// nimbers *n and 0, joined by '+' (the shape the impartial reader takes).
bool is_plain_sum(const Syntax& tree);

// True when s is `RULESET:POSITION`, a nimber *n or 0, not subtracted.
bool is_impartial_component(const Syntax& s);

// The components of a plain sum (the tree itself when it is one component).
std::vector<const Syntax*> plain_sum_components(const Syntax& tree);

}  // namespace grundy
