#include "census/family.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_ruleset.h"

namespace grundy::census {
namespace {

const HeapRules& rules_of(const std::string& spelling, std::shared_ptr<const HeapRuleset>& keep) {
  keep = std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset(spelling, 1));
  EXPECT_TRUE(keep) << spelling;
  return keep->rules();
}

std::string key_of(const std::string& spelling) {
  std::shared_ptr<const HeapRuleset> keep;
  return rules_key(rules_of(spelling, keep));
}

// The independent route: every option of every heap up to kHeaps, listed by brute force
// (HeapRules::for_each_option, which knows nothing of keys), as sorted lists of the heaps left.
constexpr std::uint64_t kHeaps = 24;
std::vector<std::set<std::vector<std::uint64_t>>> option_sets(const std::string& spelling) {
  std::shared_ptr<const HeapRuleset> keep;
  const HeapRules& rules = rules_of(spelling, keep);
  std::vector<std::set<std::vector<std::uint64_t>>> out(kHeaps + 1);
  for (std::uint64_t n = 0; n <= kHeaps; ++n) {
    rules.for_each_option(n, [&](std::span<const std::uint64_t> parts) {
      std::vector<std::uint64_t> p(parts.begin(), parts.end());
      std::sort(p.begin(), p.end());
      out[n].insert(p);
    });
  }
  return out;
}

std::vector<std::string> spellings(const Family& f) {
  std::vector<std::string> all;
  for (const Member& m : f.members) {
    all.push_back(m.spelling);
    all.insert(all.end(), m.aliases.begin(), m.aliases.end());
  }
  return all;
}

TEST(CensusFamily, OctalCountsAndOrder) {
  const Family f1 = parse_family("octal:1");
  ASSERT_EQ(f1.members.size(), 15u);  // 0.1 … 0.7 and 4.0 … 4.7
  EXPECT_EQ(f1.members.front().spelling, "0.1");
  EXPECT_EQ(f1.members[7].spelling, "4.0");
  EXPECT_EQ(f1.spellings, 15u);

  const Family f2 = parse_family("octal:2");
  // 2·8^2 codes of two digits, less 0.00: 127 games; 0.x and 4.x also spelled 0.x0 and 4.x0.
  EXPECT_EQ(f2.members.size(), 127u);
  EXPECT_EQ(f2.spellings, 127u + 15u);
  const Family f3 = parse_family("octal:3");
  EXPECT_EQ(f3.members.size(), 1023u);
  // Increasing as numbers, 0.xyz before 4.xyz: 0.001 first, 4.777 last.
  EXPECT_EQ(f3.members.front().spelling, "0.001");
  EXPECT_EQ(f3.members.back().spelling, "4.777");
  const auto it = std::find_if(f3.members.begin(), f3.members.end(),
                               [](const Member& m) { return m.spelling == "0.1"; });
  ASSERT_NE(it, f3.members.end());
  EXPECT_EQ(it->aliases, (std::vector<std::string>{"0.10", "0.100"}));
  EXPECT_EQ((it + 1)->spelling, "0.101");
  // Every spelling once, and each parses to the key of its member.
  std::set<std::string> seen;
  for (const Member& m : f3.members) {
    for (const std::string& a : m.aliases) EXPECT_EQ(key_of(a), key_of(m.spelling)) << a;
    EXPECT_TRUE(seen.insert(m.spelling).second) << m.spelling;
  }
}

TEST(CensusFamily, SubtractionAndAllBut) {
  const Family s = parse_family("subtraction:3");
  std::vector<std::string> names;
  for (const Member& m : s.members) names.push_back(m.spelling);
  EXPECT_EQ(names, (std::vector<std::string>{"sub{1}", "sub{1,2}", "sub{1,2,3}", "sub{1,3}",
                                             "sub{2}", "sub{2,3}", "sub{3}"}));
  const Family a = parse_family("allbut:2");
  names.clear();
  for (const Member& m : a.members) names.push_back(m.spelling);
  EXPECT_EQ(names, (std::vector<std::string>{"allbut{}", "allbut{1}", "allbut{1,2}", "allbut{2}"}));
  EXPECT_EQ(parse_family("subtraction:10").members.size(), 1023u);
}

TEST(CensusFamily, SpellingsOfOneGameAreOneMember) {
  const Family f = parse_family(
      "list:kayles 0.77 0.770 sub{1,2} 0.33 nim allbut{} 0.[3] 0.3[3] 0.[33] 0.3! 0.3 "
      "allbut{2} 0.30[3] 0.137 dawson 0.07 4!.0 grundys-game 4.0");
  std::vector<std::pair<std::string, std::vector<std::string>>> got;
  for (const Member& m : f.members) got.push_back({m.spelling, m.aliases});
  using V = std::vector<std::string>;
  EXPECT_EQ(got, (std::vector<std::pair<std::string, V>>{
                     {"kayles", V{"0.77", "0.770"}},
                     {"sub{1,2}", V{"0.33"}},
                     {"nim", V{"allbut{}", "0.[3]", "0.3[3]", "0.[33]"}},
                     {"0.3!", V{"0.3"}},  // '!' on a digit leaving at most one heap: vacuous
                     {"allbut{2}", V{"0.30[3]"}},
                     {"0.137", V{"dawson"}},
                     {"0.07", V{}},  // Dawson's chess shifted by one: another sequence
                     {"4!.0", V{"grundys-game"}},
                     {"4.0", V{}}}));
  EXPECT_EQ(f.spellings, 20u);
}

// The theorem behind the aliases, checked by brute force: two spellings share a key exactly when
// every heap up to kHeaps has the same options, over every code of octal!:2 and hex:1, with '!'
// added to digits where it is vacuous, and some tails.
TEST(CensusFamily, EqualKeysExactlyWhenEqualOptions) {
  std::vector<std::string> all = spellings(parse_family("octal!:2"));
  for (const std::string& s : spellings(parse_family("hex!:1"))) all.push_back(s);
  for (const std::string& s : {"0.1!", "0.3!2!", "0.13!", "4.3!", "0.2!6", "0.[3]", "0.3[3]",
                               "0.[7]", "0.7[7]", "0.[37]", "0.3[73]", "0.[6]", "0.6[6!]"}) {
    all.push_back(s);
  }
  std::map<std::string, std::vector<std::set<std::vector<std::uint64_t>>>> by_key;
  std::map<std::vector<std::set<std::vector<std::uint64_t>>>, std::string> by_options;
  std::size_t checked = 0;
  for (const std::string& s : all) {
    const std::string key = key_of(s);
    const auto options = option_sets(s);
    auto [k, new_key] = by_key.try_emplace(key, options);
    if (!new_key) EXPECT_EQ(k->second, options) << s << ": same key, other options";
    auto [o, new_options] = by_options.try_emplace(options, key);
    if (!new_options) EXPECT_EQ(o->second, key) << s << ": same options, other key";
    ++checked;
  }
  EXPECT_GT(checked, 600u);
  EXPECT_EQ(by_key.size(), by_options.size());
}

TEST(CensusFamily, BadFamiliesAreParseErrorsWithTheirColumn) {
  auto column = [](std::string_view spec) -> std::size_t {
    try {
      parse_family(spec);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << spec << ": " << e.what();
      return e.column();
    }
    ADD_FAILURE() << spec << " was accepted";
    return 0;
  };
  EXPECT_EQ(column("octal:0"), 7u);
  EXPECT_EQ(column("octal:7"), 7u);
  EXPECT_EQ(column("octal:x"), 7u);
  EXPECT_EQ(column("nosuch:3"), 1u);
  EXPECT_EQ(column("octal"), 1u);
  EXPECT_EQ(column("list:0.77 0.1x"), 14u);     // the x (q is a base-32 code digit)
  EXPECT_EQ(column("list:0.77 wythoff"), 11u);  // not a heap ruleset
  EXPECT_EQ(column("subtraction:21"), 13u);
  EXPECT_THROW(parse_family("list:"), Error);       // no member
  EXPECT_THROW(parse_family("file:x.txt"), Error);  // no reader: refused (the HTTP API)
  EXPECT_THROW(parse_family("hex!:4"), Error);      // past the limit, before any is made
}

TEST(CensusFamily, FilesNameTheLineOfABadSpelling) {
  const auto read = [](const std::string& path) -> std::string {
    if (path == "good") return "# a comment\n0.77   # Kayles\n\n  sub{1,3,4}\r\n0.770\n";
    return "0.77\n0.1q\n";
  };
  const Family f = parse_family("file:good", read);
  ASSERT_EQ(f.members.size(), 2u);
  EXPECT_EQ(f.members[0].spelling, "0.77");
  EXPECT_EQ(f.members[0].aliases, std::vector<std::string>{"0.770"});
  EXPECT_EQ(f.members[1].spelling, "sub{1,3,4}");
  try {
    parse_family("file:bad", read);
    ADD_FAILURE() << "accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("bad, line 2"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace grundy::census
