#pragma once
// Each registered ruleset family's cases for the conformance suite
// (tests/unit/conformance_test.cc), as data: spellings that read and print back in a fixed form,
// spellings that must be refused with a parse error naming the column, and worked positions for the
// plain recursion. Every text is a whole term as a user types it (`push:LR.L`), and every column is
// of that term, as the commands report it. One generic test runs each table; the suite fails for a
// registered family with no table here, so a new ruleset comes with its own.
#include <cstddef>      // std::size_t
#include <string_view>  // std::string_view
#include <vector>       // std::vector

namespace grundy::testing {

// A term that reads and prints as printed (its fixed point: printed reads and prints as itself).
struct Printing {
  std::string_view text;
  std::string_view printed;
};

// A term refused with a parse error at column, whose message holds says (when not empty).
struct Refusal {
  std::string_view text;
  std::size_t column;
  std::string_view says = {};
};

struct RulesetCases {
  std::string_view family;  // RulesetFamily::name
  std::vector<Printing> prints;
  std::vector<Refusal> refusals;
  // Positions whose outcome (and Grundy value, where impartial) the plain recursion checks
  // beside the family's samples: the worked examples and benchmark boards of the literature.
  std::vector<std::string_view> positions = {};
};

inline const std::vector<RulesetCases>& ruleset_cases() {
  static const std::vector<RulesetCases> kCases = {
      // Impartial families given by rules.
      {"nim",
       {{"nim:3,4,5", "nim:3,4,5"}, {"nim:7", "nim:7"}},
       {{"nim:3,x", 7}, {"nim:-1", 5}},
       {"nim:1,2,3", "nim:2,5,6"}},
      {"sub",
       {{"sub{1,3,4}:10", "sub{1,3,4}:10"}, {"sub{4,1,3}:2,3", "sub{1,3,4}:2,3"}},
       {{"sub{}:3", 5, "is empty"}, {"sub{0,1}:3", 5, "0 at column 5"}, {"sub{1,3}:x", 10}}},
      {"allbut",
       {{"allbut{1,2}:10", "allbut{1,2}:10"}, {"allbut{}:3", "allbut{}:3"}},
       {{"allbut{1,x}:3", 10}, {"allbut{1}:3,", 13}}},
      {"take-and-break",
       {{"kayles:10", "kayles:10"}, {"0.77:5", "0.77:5"}, {"dawsons-kayles:5", "dawsons-kayles:5"}},
       {{"0.7x:5", 4}, {"0.77:y", 6}, {"0.77.7:5", 5}},
       {"kayles:9", "0.137:8"}},
      {"wythoff",
       {{"wythoff:(3,5)", "wythoff:(3,5)"}, {"wythoff:(5, 3)", "wythoff:(5,3)"}},
       {{"wythoff:(3)", 9}, {"wythoff:(3,x)", 12}, {"wythoff:3,5", 9}},
       {"wythoff:(4,6)"}},
      {"graph",
       {{"graph{a->b,c;b->c;c}:a", "graph{a->b,c;b->c;c}:a"}},
       {{"graph{a->b;b}:z", 15}, {"graph:a", 1}, {"graph{a->b!;b}:a", 11}}},
      {"nimber", {{"*3", "*3"}, {"*", "*"}}, {{"*x", 2}}},
      {"impartial",
       {{"impartial:{0,*,{*2,*3}}", "impartial:{0,*,{*2,*3}}"}},
       {{"impartial:{0,x}", 14}, {"impartial:{0,*}}", 16}}},
      // Coin-turning games (Winning Ways ch. 14) and their products, the Tartans.
      {"turning-turtles",
       {{"turning-turtles:THHTH,HT", "turning-turtles:THHTH,HT"}},
       {{"turning-turtles:THx", 19}}},
      {"mock-turtles",
       {{"mock-turtles:THHTHTH", "mock-turtles:THHTHTH"}},
       {{"mock-turtles:H T", 15}}},
      {"moebius", {{"moebius:HTHHT", "moebius:HTHHT"}}, {{"moebius:h", 9}}},
      {"mogul", {{"mogul:THTHHT", "mogul:THTHHT"}}, {{"mogul:THTHHTX", 13}}},
      {"twins", {{"twins:THHTHH", "twins:THHTHH"}}, {{"twins:THxT", 9}}},
      {"triplets", {{"triplets:TTHHTH", "triplets:TTHHTH"}}, {{"triplets:,H", 10}}},
      {"ruler", {{"ruler:HHTHTHH", "ruler:HHTHTHH"}}, {{"ruler:HT,,H", 10}}},
      {"turn",
       {{"turn{=3}:TTH", "turn{=3}:TTH"}, {"turn{<=4}:HTHTH", "turn{<=4}:HTHTH"}},
       {{"turn{<3}:H", 6}, {"turn{<=0}:H", 8}, {"turn{<=99}:H", 8}}},
      {"tartan",
       {{"tartan{twins,ruler}:(3,1),(1,2)", "tartan{twins,ruler}:(1,2),(3,1)"},
        {"tartan{twins,twins}:0", "tartan{twins,twins}:0"},
        // Boards joined by ';' are a sum of boards, each printed apart.
        {"tartan{twins,twins}:(2,3);(1,1)", "tartan{twins,twins}:(2,3);(1,1)"}},
       {{"tartan{twins,nim}:(1,1)", 14},
        {"tartan{twins}:(1,1)", 1},
        {"tartan{twins,twins}:(1,1),(1,1)", 27, "listed twice"},
        {"tartan{twins,twins}:(1,x)", 24}}},
      // Partizan board and picture games.
      {"domineering",
       {{"domineering:..|..", "domineering:..|.."},
        {"domineering:..#.|....", "domineering:..#.|...."}},
       {{"domineering:..|...", 19}, {"domineering:..x", 15}},
       {"domineering:..|..", "domineering:...|...", "domineering:...|...|...",
        "domineering:....|....|....", "domineering:..#|...|.#.", "domineering:....|.##.|....",
        "domineering:.....|.....", "domineering:...|...|...|...", "domineering:..#.|....|.#..",
        "domineering:.#.|...|.#.", "domineering:...#|..##|....",
        // The benchmark boards (well under a second by plain recursion in a release build).
        "domineering:....|....|....|....", "domineering:.....|.....|.....|....."}},
      {"cram",
       {{"cram:...|...", "cram:...|..."}},
       {{"cram:..|.o", 10}},
       {"cram:..|..", "cram:...|...", "cram:...|...|...", "cram:....|....", "cram:..#.|....|.#..",
        "cram:..#.|.#..|.#.."}},
      {"clobber",
       {{"clobber:xo|ox", "clobber:xo|ox"}},
       {{"clobber:xq", 10}},
       {"clobber:xo", "clobber:xoxo", "clobber:xo|ox", "clobber:xox|oxo", "clobber:xoxo|oxox",
        "clobber:xxo|oox|.x.", "clobber:xoxo|oxox|xo..", "clobber:xoxo|ox..",
        "clobber:xxo.|o..x|ox.o", "clobber:xo.x|.oxo|x..o", "clobber:xoxo|oxox|xoxo"}},
      {"amazons",
       {{"amazons:x..|..o", "amazons:x..|..o"}},
       {{"amazons:x.q", 11}},
       {"amazons:x..|..o", "amazons:x.o", "amazons:x...|...o", "amazons:x.#|.#o|...",
        "amazons:xo..|....", "amazons:x.#.|.#.o|..#.", "amazons:xo.|#..|..o", "amazons:x.#.o|.#.#.",
        "amazons:x....|o...."}},
      {"cutcake",
       {{"cutcake:2x3,3x2", "cutcake:2x3,3x2"}},
       {{"cutcake:2y3", 9}},
       {"cutcake:2x2", "cutcake:2x3", "cutcake:3x5", "cutcake:4x4,1x3", "cutcake:5x2",
        "cutcake:2x3,3x2", "cutcake:2x2,1x3"}},
      {"toads-and-frogs",
       {{"toads-and-frogs:tt..ff", "toads-and-frogs:tt..ff"}},
       {{"toads-and-frogs:tx", 18}},
       {"toads-and-frogs:t.f", "toads-and-frogs:tt..ff", "toads-and-frogs:t..f",
        "toads-and-frogs:tt.f.f", "toads-and-frogs:t.tf.f", "toads-and-frogs:tt.ff",
        "toads-and-frogs:ttt..fff", "toads-and-frogs:ftt..ff.tt", "toads-and-frogs:t.f.t.f",
        "toads-and-frogs:fft.f.tt|t..f"}},
      {"hackenbush",
       {{"hackenbush:0g1,1g2,2g0", "hackenbush:0g1,1g2,0g2"},
        {"hackenbush:bbr,0g1", "hackenbush:0b1,1b2,2r3,0g4"}},
       {{"hackenbush:0q1", 12}, {"hackenbush:0g1,,1g2", 16}},
       {"hackenbush:bbr", "hackenbush:br,rb", "hackenbush:gg,g", "hackenbush:0b1,1r2,2g0",
        "hackenbush:0g1,1g2,2g0,2b3", "hackenbush:0b1,1r1,1g2", "hackenbush:bgr,rgb",
        "hackenbush:0r1,1b2,2r0,1g3,3g2", "hackenbush:0b1,1r2,2g0,0g3,3b3",
        "hackenbush:bgr,rgb,0g1,1g1", "hackenbush:br,0r1,1b2,2g1"}},
      {"konane",
       {{"konane:xox.|o.ox", "konane:xox.|o.ox"}},
       {{"konane:xoz", 10}},
       {"konane:xo.o.", "konane:xo.#xo.", "konane:x|o|."}},
      {"push",
       {{"push:LR.L", "push:LR.L"},
        {"push:LR.L|.R", "push:LR.L|.R"},
        {"push:0", "push:0"},
        {"push:..R.", "push:..R."}},
       {{"push:LRx", 8}, {"push:LR||L", 9}, {"push:lr", 6}, {"push:", 6}}},
      {"toppling-dominoes",
       {{"toppling-dominoes:LRG", "toppling-dominoes:LRG"},
        {"toppling-dominoes:LRLG|LL", "toppling-dominoes:LRLG|LL"},
        {"toppling-dominoes:0", "toppling-dominoes:0"},
        {"toppling-dominoes:G|G|R", "toppling-dominoes:G|G|R"}},
       {{"toppling-dominoes:LRx", 21},
        {"toppling-dominoes:LR||L", 22},
        {"toppling-dominoes:lr", 19},
        {"toppling-dominoes:", 19}}},
      {"nogo",
       {{"nogo:..x|.o.|...", "nogo:..x|.o.|..."},
        {"nogo:x..o", "nogo:x..o"},
        {"nogo:.#.|...", "nogo:.#.|..."}},
       // A group with no liberty is refused at its first stone (no capture, no suicide).
       {{"nogo:..z", 8}, {"nogo:xo", 6}, {"nogo:..|.o|ox", 13}, {"nogo:.o.|oxo", 11}},
       {"nogo:x..o", "nogo:x.x.x.o", "nogo:...|..."}},
      // Col and Snort read the same graphs; names are numbered in their order, so any names read
      // as the same graph.
      {"col",
       {{"col:..x|o..", "col:..x|o.."},
        {"col:0~1,1~2,3L", "col:0~1,1~2,3L"},
        {"col:0L~1R,1~2", "col:0L~1R,1~2"},
        {"col:#", "col:#"},
        {"col:0R", "col:0R"},
        {"col:30~7, 7~100L", "col:0~1,0~2L"}},
       {{"col:..|.", 9},
        {"col:0~1,1~q", 11},
        {"col:0L~1,0R", 10},
        {"col:2~2", 5},
        {"col:0~", 7},
        {"col:x.y", 7}}},
      {"snort",
       {{"snort:..x|o..", "snort:..x|o.."},
        {"snort:0~1,1~2,3L", "snort:0~1,1~2,3L"},
        {"snort:0L~1R,1~2", "snort:0L~1R,1~2"},
        {"snort:#", "snort:#"},
        {"snort:0R", "snort:0R"},
        {"snort:30~7, 7~100L", "snort:0~1,0~2L"}},
       {{"snort:..|.", 11},
        {"snort:0~1,1~q", 13},
        {"snort:0L~1,0R", 12},
        {"snort:2~2", 7},
        {"snort:0~", 9},
        {"snort:x.y", 9}}},
      {"maundy-cake",
       {{"maundy-cake:2x3,1x4", "maundy-cake:2x3,1x4"}},
       {{"maundy-cake:2x3,2y3", 17},
        {"maundy-cake:0x3", 13},
        {"maundy-cake:2x", 15},
        {"maundy-cake:5000x1", 13}}},
      {"eatcake",
       {{"eatcake:2x3,1x4", "eatcake:2x3,1x4"}},
       {{"eatcake:2x3,2y3", 13}, {"eatcake:0x3", 9}, {"eatcake:2x", 11}, {"eatcake:5000x1", 9}}},
      // A loopy ruleset: no worked positions (play need not end, so no plain recursion; its own
      // test checks its game graph against the retrograde table).
      {"fox-and-geese",
       {{"fox-and-geese:...|.G.|F..", "fox-and-geese:...|.G.|F.."},
        {"fox-and-geese:#F#.|....|....|G.G.", "fox-and-geese:.F..|....|....|G.G."}},
       {{"fox-and-geese:F.|.G", 15, "light square"},
        {"fox-and-geese:...|.G.|FF.", 24, "a second fox"},
        {"fox-and-geese:...|.x.|F..", 20, "not a fox-and-geese square"},
        {"fox-and-geese:...|.G", 21, "row 2 has 2 squares"}}},
  };
  return kCases;
}

}  // namespace grundy::testing
