// The impartial variant of every partizan board ruleset (`impartial(R)`,
// grundy/rulesets/impartial_variant.h) against the definition on boards of 12 cells, every shape:
// 1x12, 12x1, 2x6, 6x2, 3x4 and 4x3. Both orientations of each shape are checked for every
// ruleset: the engine values a board by its regions, each normalised to its least image under the
// symmetries the ruleset declares (a transpose among them for most), and that normalisation is one
// of the shortcuts under test, so whether a ruleset's variant is the same game transposed is
// checked here, not assumed.
//
// The second route is a plain recursion on whole boards: a board's Grundy value is the mex of the
// values of every board either side can move to, straight from R's option lists (R's options of a
// grid are the whole board after the move, never split; a test asserts each is one board). It
// never splits a board into regions, normalises, nim-adds or asks the engine. Its memo is dense: a
// board of the sweep's shape over the ruleset's k letters is its base-k index into a flat array of
// one byte a board (King Dirt's kings to place, which a move changes, pick one array of four).
// Sheep's herds split into sizes that are not among its letters, so its arrays index every herd
// between its least and greatest letter (6 for "0 1 3 -2", 6^12 bytes = 2.2 GB a 12-cell shape);
// any other board would be memoised in a hash map. The engine's value (the Grundy solver on
// impartial(R)) is computed once for each board checked.
//
// ImpartialVariantBoard12Long (ctest label `long`): EVERY board of each shape over the ruleset's
// letters: 3^12 = 531 441 a shape over 3 letters, 4^12 = 16 777 216 over 4 (Amazons and
// Generalised King Dirt, whose kings to place make four boards of each; Sheep), two shapes at a
// time. Measured (release, 2 cores, 7 Dec 2026): the 15 rulesets of 2 or 3 letters 150 s of CPU in
// all; Amazons 957 s and 1.0 GB; King Dirt 1 739 s and 2.9 GB; Sheep 2 723 s and 12.0 GB (its
// recursion valued 2.6*10^8 boards on a 3x4 shape; the engine's memo of regions is most of it).
// ImpartialVariantBoard12 (make test) runs the same code on every 6-cell shape exhaustively and
// on a 12-cell sample of 4 boards a shape (a sample that small memoised in the hash map alone).
#include <gtest/gtest.h>

#include <algorithm>  // std::minmax_element, std::find
#include <array>
#include <atomic>
#include <bitset>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>  // clock_gettime
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/rulesets/impartial_variant.h"
#include "tests/unit/impartial_variant_spellings.h"
#include "tests/unit/partizan_rulesets.h"

namespace grundy::impartial_variant_sweep {
namespace {

constexpr std::uint8_t kUnknown = 0xFF;         // no value yet; every value found is below it
constexpr std::size_t kDenseHeaders = 4;        // King Dirt: 0 or 1 king to place for each side
constexpr std::size_t kMaxSparse = 20'000'000;  // ~2 GB of hash map

// The Grundy value of a whole board of R by the definition: the mex over both sides' options.
class PlainBoardMex {
 public:
  // dense: memoise boards of the sweep's shape in the flat arrays (else all in the hash map, for
  // a sample too small to pay for them). letters: how many cell bytes the arrays index (the
  // sweep's own, and those given by assign).
  PlainBoardMex(const Ruleset& partizan, unsigned cells, unsigned letters, bool dense)
      : r_(partizan), cells_(cells), letters_(letters), dense_wanted_(dense) {
    digit_of_.fill(-1);
    dense_.reserve(kDenseHeaders);
    size_ = 1;
    for (unsigned i = 0; i < cells; ++i) size_ *= letters;
  }

  // Indexes the cell byte as digit in the dense arrays (a herd size Sheep's boards reach that is
  // not among the sweep's letters); learn still checks every letter read against it.
  void assign(char byte, unsigned digit) {
    digit_of_[static_cast<unsigned char>(byte)] = static_cast<int>(digit);
  }

  // Records that board holds, at cell i, the letter digits[i] (so boards met as options are
  // indexed as the sweep indexes them); false when two letters are held as one byte.
  bool learn(const Component& board, const std::vector<std::size_t>& digits) {
    if (board.cells.size() != digits.size()) return true;
    for (std::size_t i = 0; i < digits.size(); ++i) {
      auto& d = digit_of_[static_cast<unsigned char>(board.cells[i])];
      if (d == -1) d = static_cast<int>(digits[i]);
      if (d != static_cast<int>(digits[i])) return false;
    }
    return true;
  }

  std::uint8_t grundy(const Component& board) {
    std::uint8_t* slot = dense_slot(board);
    if (slot && *slot != kUnknown) return *slot;
    if (!slot) {
      if (auto it = sparse_.find(board); it != sparse_.end()) return it->second;
    }
    std::bitset<256> seen;
    for (Side side : {Side::kLeft, Side::kRight}) {
      for (const Parts& option : r_.options(board, side, no_limit_)) {
        if (option.size() != 1) {
          throw std::runtime_error(r_.format_position({&board, 1}) +
                                   ": an option is not one whole board, so the plain recursion "
                                   "cannot follow it");
        }
        seen.set(grundy(option[0]));
      }
    }
    std::size_t mex = 0;
    while (seen.test(mex)) ++mex;
    if (mex >= kUnknown) throw std::runtime_error("a Grundy value above 254");
    const auto value = static_cast<std::uint8_t>(mex);
    if (slot) {  // the arrays are made once, whole: slot still points into one
      *slot = value;
      ++valued_dense_;
    } else {
      // A board outside the dense arrays (a Sheep herd of a size not among the letters) costs
      // ~100 bytes here: past kMaxSparse the check fails with this message, not the machine's
      // memory (Sheep's every 1x12 board valued 10^8 such boards, 14 GB and growing).
      if (sparse_.size() >= kMaxSparse) {
        throw std::runtime_error("the plain recursion holds " + std::to_string(kMaxSparse) +
                                 " boards outside the sweep's letters: too many to check here");
      }
      sparse_.emplace(board, value);
    }
    return value;
  }

  std::uint64_t valued() const { return valued_dense_ + sparse_.size(); }

 private:
  // The byte of board's dense array, or nullptr when it is not a board of the sweep's shape over
  // its letters.
  std::uint8_t* dense_slot(const Component& board) {
    if (!dense_wanted_ || board.cells.size() != cells_) return nullptr;
    std::uint64_t index = 0;
    for (char c : board.cells) {
      const int d = digit_of_[static_cast<unsigned char>(c)];
      if (d < 0) return nullptr;
      index = index * letters_ + static_cast<unsigned>(d);
    }
    for (auto& [header, values] : dense_) {
      if (header == std::pair{board.a, board.b}) return &values[index];
    }
    if (dense_.size() == kDenseHeaders) return nullptr;
    dense_.push_back({{board.a, board.b}, std::vector<std::uint8_t>(size_, kUnknown)});
    return &dense_.back().second[index];
  }

  const Ruleset& r_;
  unsigned cells_, letters_;
  bool dense_wanted_;
  std::uint64_t size_;
  std::array<int, 256> digit_of_;
  std::vector<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::vector<std::uint8_t>>> dense_;
  std::unordered_map<Component, std::uint8_t, ComponentHash> sparse_;
  std::uint64_t valued_dense_ = 0;
  Budget no_limit_;  // a test of the rules, with no limit
};

// The CPU time of the calling thread (the long test checks two shapes at once).
double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct Checked {
  std::uint64_t boards = 0;  // boards R reads (NoGo refuses a group with no liberty)
  double seconds = 0;
};

// Checks boards of rows x cols cells of r's variant: every one when sample is 0, else sample
// boards drawn uniformly (seed fixed), each distinct one once.
Checked sweep_board(const RulesetPtr& r, const Spelling& s, unsigned rows, unsigned cols,
                    std::uint64_t sample) {
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = thread_cpu_seconds();
  const std::vector<std::string> cells = cells_of(s);
  const unsigned n = rows * cols;
  const auto k = static_cast<unsigned>(cells.size());
  std::uint64_t total = 1;
  for (unsigned i = 0; i < n; ++i) total *= k;
  std::vector<std::uint64_t> indices;
  if (sample == 0) {
    indices.resize(total);
    for (std::uint64_t i = 0; i < total; ++i) indices[i] = i;
  } else {
    std::mt19937_64 random(0x5EED12 + rows);
    std::uniform_int_distribution<std::uint64_t> pick(0, total - 1);
    std::unordered_set<std::uint64_t> drawn;
    for (std::uint64_t i = 0; i < sample; ++i) {
      const std::uint64_t index = pick(random);
      if (drawn.insert(index).second) indices.push_back(index);
    }
  }
  const RulesetPtr variant = impartial_variant(r);
  // A number board's cell is its herd as one signed byte, and a move only splits a herd (Sheep:
  // k of n walk off, n - k stay), so every board met holds herds between the least and the
  // greatest letter: the dense arrays index that whole range (6 bytes for "0 1 3 -2": 6^12 is
  // 2.2 GB a 12-cell shape). Were a board to leave it, it would go to the hash map, not be lost.
  unsigned dense_letters = k;
  std::vector<std::pair<char, unsigned>> extra;
  if (s.shape == Shape::kNumberBoard) {
    std::vector<int> herds;
    for (const std::string& c : cells) herds.push_back(std::stoi(c));
    const auto [least, most] = std::minmax_element(herds.begin(), herds.end());
    for (int h = *least; h <= *most; ++h) {
      if (std::find(herds.begin(), herds.end(), h) == herds.end()) {
        extra.push_back({static_cast<char>(h), dense_letters++});
      }
    }
  }
  PlainBoardMex plain(*r, n, dense_letters, sample == 0 || sample >= 1000);
  for (unsigned i = 0; s.shape == Shape::kNumberBoard && i < k; ++i) {
    plain.assign(static_cast<char>(std::stoi(cells[i])), i);
  }
  for (auto [byte, digit] : extra) plain.assign(byte, digit);
  Budget budget;  // a test of the rules, with no limit
  GrundySolver solver(budget);
  Checked out;
  double t_parse = 0, t_plain = 0, t_engine = 0;
  std::vector<std::size_t> digits(n);
  for (std::uint64_t index : indices) {
    for (unsigned i = n; i-- > 0;) {
      digits[i] = index % k;
      index /= k;
    }
    const auto t0 = std::chrono::steady_clock::now();
    const std::string text = board_text(s, cells, cols, digits);
    std::vector<Component> position;
    try {
      position = r->parse_position(text, 1);
    } catch (const Error&) {
      continue;
    }
    if (position.size() != 1 || !plain.learn(position[0], digits)) {
      ADD_FAILURE() << text << " is not read as one board of its letters";
      return out;
    }
    ++out.boards;
    const auto t1 = std::chrono::steady_clock::now();
    t_parse += std::chrono::duration<double>(t1 - t0).count();
    std::uint8_t want = 0;
    try {
      want = plain.grundy(position[0]);
    } catch (const std::runtime_error& e) {
      ADD_FAILURE() << e.what();
      return out;
    }
    const auto t2 = std::chrono::steady_clock::now();
    t_plain += std::chrono::duration<double>(t2 - t1).count();
    const std::uint64_t got = solver.grundy_value(*variant, position);
    t_engine += std::chrono::duration<double>(std::chrono::steady_clock::now() - t2).count();
    if (got != want) {
      ADD_FAILURE() << variant->format_term(position) << ": the solver gives " << got
                    << ", the plain mex recursion " << static_cast<int>(want);
      return out;
    }
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu = thread_cpu_seconds() - cpu_start;
  std::printf(
      "  impartial(%s) %ux%u: %llu boards, %s, %.1f s (%.1f s CPU; the plain recursion "
      "valued %llu)\n",
      r->spelling().c_str(), rows, cols, static_cast<unsigned long long>(out.boards),
      sample ? "sampled" : "every board", out.seconds, cpu,
      static_cast<unsigned long long>(plain.valued()));
  std::printf("  parse %.2f s, plain %.2f s, engine %.2f s\n", t_parse, t_plain, t_engine);
  std::fflush(stdout);  // a long run shows each shape as it ends
  return out;
}

// The board rulesets of the registry, with their spellings.
std::vector<std::pair<RulesetPtr, const Spelling*>> board_rulesets() {
  std::vector<std::pair<RulesetPtr, const Spelling*>> out;
  for (const RulesetPtr& r : testing::partizan_rulesets()) {
    const Spelling* s = spelling_of(r->spelling());
    if (s && (s->shape == Shape::kBoard || s->shape == Shape::kNumberBoard)) out.push_back({r, s});
  }
  return out;
}

// Every shape rows x cols of n cells, both orientations.
std::vector<std::pair<unsigned, unsigned>> shapes_of(unsigned n) {
  std::vector<std::pair<unsigned, unsigned>> out;
  for (unsigned rows = 1; rows <= n; ++rows) {
    if (n % rows == 0) out.push_back({rows, n / rows});
  }
  return out;
}

TEST(ImpartialVariantBoard12, EveryBoardRulesetOn6CellsAndA12CellSample) {
  const auto rulesets = board_rulesets();
  EXPECT_GE(rulesets.size(), 15u);
  for (const auto& [r, s] : rulesets) {
    for (auto [rows, cols] : shapes_of(6)) EXPECT_GT(sweep_board(r, *s, rows, cols, 0).boards, 0u);
    for (auto [rows, cols] : shapes_of(12)) {
      EXPECT_GT(sweep_board(r, *s, rows, cols, 4).boards, 0u);
    }
  }
}

// One test a ruleset, so each runs (and is timed) as its own ctest entry.
class ImpartialVariantBoard12Long : public ::testing::TestWithParam<std::string> {};

TEST_P(ImpartialVariantBoard12Long, EveryShapeTo12Cells) {
  const RulesetPtr r = make_ruleset(GetParam());
  const Spelling* s = spelling_of(r->spelling());
  ASSERT_TRUE(s);
  // Every board of every shape from the size where ImpartialVariantSweepLong stops (its bound of
  // 10^6 positions a ruleset ends 4-letter boards at 8 cells, 3-letter ones at 11) to 12 cells,
  // the shapes two at a time (each with its own recursion and solver: nothing is shared but the
  // ruleset, whose options are const).
  const unsigned first = cells_of(*s).size() >= 4 ? 9 : 12;
  std::vector<std::pair<unsigned, unsigned>> shapes;
  for (unsigned n = 12; n >= first; --n) {
    for (auto shape : shapes_of(n)) shapes.push_back(shape);
  }
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next++) < shapes.size();) {
      EXPECT_GT(sweep_board(r, *s, shapes[i].first, shapes[i].second, 0).boards, 0u);
    }
  };
  std::thread second(worker);
  worker();
  second.join();
}

std::vector<std::string> board_ruleset_names() {
  std::vector<std::string> out;
  for (const Spelling& s : kSpellings) {
    if (s.shape == Shape::kBoard || s.shape == Shape::kNumberBoard) out.emplace_back(s.ruleset);
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(, ImpartialVariantBoard12Long, ::testing::ValuesIn(board_ruleset_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace grundy::impartial_variant_sweep
