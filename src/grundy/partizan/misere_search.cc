#include "grundy/partizan/misere_search.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort

#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/loopy.h"
#include "grundy/notation/expression.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan::misere {

namespace {
constexpr std::size_t kEntryBytes = 256;
constexpr std::size_t kTableEntryBytes = 64;
std::size_t index_of(Side side) {
  return side == Side::kLeft ? 0 : 1;
}
}  // namespace

MisereSearch::MisereSearch(Budget& budget)
    : budget_(budget), forms_(budget), bytes_(budget, "the misère outcome search") {}

std::uint32_t MisereSearch::intern_form(FormId f) {
  if (auto it = form_ids_.find(f); it != form_ids_.end()) return it->second;
  bytes_.add(kEntryBytes);
  const auto id = static_cast<std::uint32_t>(entries_.size());
  Entry& e = entries_.emplace_back();
  e.is_form = true;
  e.form = f;
  form_ids_.emplace(f, id);
  ++stats_.components;
  return id;
}

std::uint32_t MisereSearch::intern_region(const std::shared_ptr<const Ruleset>& ruleset,
                                          Component c, bool negated) {
  RegionKey key{ruleset->serial(), negated, std::move(c)};
  if (auto it = region_ids_.find(key); it != region_ids_.end()) return it->second;
  bytes_.add(kEntryBytes + key.c.cells.size());
  const auto id = static_cast<std::uint32_t>(entries_.size());
  Entry& e = entries_.emplace_back();
  e.ruleset = ruleset;
  e.c = key.c;
  e.negated = negated;
  region_ids_.emplace(std::move(key), id);
  ++stats_.components;
  return id;
}

void MisereSearch::add_parts(Parts& out, const std::shared_ptr<const Ruleset>& ruleset,
                             const std::vector<Component>& parts, bool negated) {
  for (const Component& part : parts) {
    std::vector<Component> split;
    if (auto p = ruleset->components(part)) {
      split = std::move(*p);
    } else {
      split.push_back(part);
    }
    for (Component& c : split) {
      const std::uint32_t id = intern_region(ruleset, std::move(c), negated);
      if (!is_zero(id)) out.push_back(id);
    }
  }
}

void MisereSearch::list(std::uint32_t id) {
  if (entries_[id].listed) return;
  budget_.charge();
  if (entries_[id].is_form) {
    for (Side side : {Side::kLeft, Side::kRight}) {
      std::vector<Parts> options;
      for (FormId x : std::vector<FormId>(forms_.options(entries_[id].form, side))) {
        options.push_back(x == kZeroForm ? Parts{} : Parts{intern_form(x)});
      }
      entries_[id].options[index_of(side)] = std::move(options);
    }
  } else {
    const std::shared_ptr<const Ruleset> ruleset = entries_[id].ruleset;
    const Component c = entries_[id].c;
    const bool negated = entries_[id].negated;
    for (Side side : {Side::kLeft, Side::kRight}) {
      // −G: Left moves where Right would in G, to the negatives of Right's options.
      const std::vector<grundy::Parts> moves =
          ruleset->options(c, negated ? other(side) : side, budget_);
      std::vector<Parts> options;
      for (const grundy::Parts& to : moves) {
        Parts parts;
        add_parts(parts, ruleset, to, negated);
        std::sort(parts.begin(), parts.end());
        options.push_back(std::move(parts));
      }
      std::size_t bytes = 0;
      for (const Parts& p : options) bytes += 24 + 4 * p.size();
      bytes_.add(bytes);
      entries_[id].options[index_of(side)] = std::move(options);
    }
  }
  entries_[id].listed = true;
}

// Whether neither side has a move from the component, without listing its options as parts (which
// would intern, and so list, every follower of a region at once).
bool MisereSearch::is_zero(std::uint32_t id) {
  Entry& e = entries_[id];
  if (e.listed) return e.options[0].empty() && e.options[1].empty();
  if (e.zero < 0) {
    e.zero = e.is_form ? forms_.options(e.form, Side::kLeft).empty() &&
                             forms_.options(e.form, Side::kRight).empty()
                       : e.ruleset->is_terminal(e.c, budget_);
  }
  return e.zero == 1;
}

void MisereSearch::add(FormId f) {
  if (f == kZeroForm) return;
  root_.push_back(intern_form(f));
}

void MisereSearch::add(const RulesetPtr& ruleset, const Component& c, bool negated) {
  add_parts(root_, ruleset, {c}, negated);
}

bool MisereSearch::win(const std::vector<std::uint32_t>& sum, Side side) {
  std::string key(sum.size() * 4 + 1, '\0');
  key[0] = side == Side::kLeft ? 'L' : 'R';
  for (std::size_t i = 0; i < sum.size(); ++i) {
    for (int b = 0; b < 4; ++b) key[1 + 4 * i + b] = static_cast<char>(sum[i] >> (8 * b));
  }
  if (auto it = table_.find(key); it != table_.end()) {
    ++stats_.table_hits;
    return it->second;
  }
  budget_.charge();
  ++stats_.nodes;
  bool moved = false, result = false;
  for (std::size_t i = 0; i < sum.size() && !result; ++i) {
    if (i > 0 && sum[i] == sum[i - 1]) continue;  // an equal component has the same moves
    list(sum[i]);
    const std::vector<Parts>& options = entries_[sum[i]].options[index_of(side)];
    for (std::size_t k = 0; k < options.size() && !result; ++k) {
      moved = true;
      std::vector<std::uint32_t> next;
      next.reserve(sum.size() + options[k].size());
      next.insert(next.end(), sum.begin(), sum.begin() + static_cast<std::ptrdiff_t>(i));
      next.insert(next.end(), sum.begin() + static_cast<std::ptrdiff_t>(i) + 1, sum.end());
      next.insert(next.end(), options[k].begin(), options[k].end());
      std::sort(next.begin(), next.end());
      result = !win(next, other(side));
    }
  }
  // Misère play: the player with no move anywhere in the sum wins.
  if (!moved) result = true;
  bytes_.add(kTableEntryBytes + key.size());
  table_.emplace(std::move(key), result);
  return result;
}

bool MisereSearch::wins_moving_first(Side side) {
  std::vector<std::uint32_t> sum = root_;
  std::sort(sum.begin(), sum.end());
  return win(sum, side);
}

std::string MisereSearch::spell(std::uint32_t id) {
  const Entry& e = entries_[id];
  if (e.is_form) return forms_.spell(e.form);
  const std::string term = format_term(Term{e.ruleset, {e.c}});
  return e.negated ? "-(" + term + ")" : term;
}

std::vector<MisereSearch::Move> MisereSearch::moves(Side side) {
  std::vector<std::uint32_t> sum = root_;
  std::sort(sum.begin(), sum.end());
  std::vector<Move> out;
  for (std::size_t i = 0; i < sum.size(); ++i) {
    if (i > 0 && sum[i] == sum[i - 1]) continue;  // an equal component has the same moves
    list(sum[i]);
    const std::vector<Parts> options = entries_[sum[i]].options[index_of(side)];
    for (const Parts& p : options) {
      budget_.charge();
      std::vector<std::uint32_t> next;
      next.insert(next.end(), sum.begin(), sum.begin() + static_cast<std::ptrdiff_t>(i));
      next.insert(next.end(), sum.begin() + static_cast<std::ptrdiff_t>(i) + 1, sum.end());
      next.insert(next.end(), p.begin(), p.end());
      std::string to;
      for (std::uint32_t c : next) to += (to.empty() ? "" : " + ") + spell(c);
      std::sort(next.begin(), next.end());
      out.push_back({to.empty() ? "0" : to, !win(next, other(side))});
    }
  }
  return out;
}

Outcome MisereSearch::outcome() {
  const bool left = wins_moving_first(Side::kLeft), right = wins_moving_first(Side::kRight);
  if (left && right) return Outcome::kN;
  if (left) return Outcome::kL;
  if (right) return Outcome::kR;
  return Outcome::kP;
}

FormId MisereSearch::simplest_sum(const Parts& parts) {
  FormId f = kZeroForm;
  for (std::uint32_t p : parts) f = forms_.canonical(forms_.add(f, simplest(p)));
  return f;
}

FormId MisereSearch::simplest(std::uint32_t id) {
  if (entries_[id].simplest != ~FormId{0}) return entries_[id].simplest;
  list(id);
  std::vector<FormId> sides[2];
  for (std::size_t s = 0; s < 2; ++s) {
    const std::vector<Parts> options = entries_[id].options[s];
    for (const Parts& p : options) sides[s].push_back(simplest_sum(p));
  }
  const FormId f = forms_.canonical(forms_.make(std::move(sides[0]), std::move(sides[1])));
  entries_[id].simplest = f;
  return f;
}

FormId MisereSearch::canonical() {
  std::vector<std::uint32_t> sum = root_;
  std::sort(sum.begin(), sum.end());
  return simplest_sum(sum);
}

namespace {

class Reader {
 public:
  Reader(MisereSearch& search, RulesetCache* rulesets) : search_(search), rulesets_(rulesets) {}

  // A top-level operand: ruleset terms stay regions, the rest are forms.
  void add(const Syntax& s, bool negated) {
    switch (s.kind) {
      case SyntaxKind::kSum:
        for (const Syntax& child : s.children) add(child, negated != child.subtracted);
        return;
      case SyntaxKind::kNegative:
        add(s.children[0], !negated);
        return;
      case SyntaxKind::kPlus:
        add(s.children[0], negated);
        return;
      case SyntaxKind::kTerm:
        add_term(s, negated);
        return;
      default: {
        const FormId f = form(s);
        search_.add(negated ? search_.forms().negative(f) : f);
      }
    }
  }

 private:
  void add_term(const Syntax& s, bool negated) {
    const TermSyntaxNode& term = s.term();
    check_brackets(term.ruleset, s.column);
    const RulesetPtr ruleset = rulesets_ ? make_ruleset(term.ruleset, s.column, *rulesets_)
                                         : make_ruleset(term.ruleset, s.column);
    for (const Component& c : ruleset->parse_position(term.position, term.position_column)) {
      refuse_loopy(*ruleset, c, "misère play");
      search_.add(ruleset, c, negated);
    }
  }

  // The form an operand names: {…|…} and ±(…) as written, sums and negatives of forms as forms,
  // any other value as its normal-play canonical form.
  FormId form(const Syntax& s) {
    MisereForms& forms = search_.forms();
    search_.budget().charge();
    switch (s.kind) {
      case SyntaxKind::kSum: {
        FormId f = kZeroForm;
        for (const Syntax& child : s.children) {
          const FormId g = form(child);
          f = forms.add(f, child.subtracted ? forms.negative(g) : g);
        }
        return f;
      }
      case SyntaxKind::kNegative:
        return forms.negative(form(s.children[0]));
      case SyntaxKind::kPlus:
        return form(s.children[0]);
      case SyntaxKind::kForm: {
        std::vector<FormId> left, right;
        for (std::size_t i = 0; i < s.children.size(); ++i) {
          (i < s.left_count ? left : right).push_back(form(s.children[i]));
        }
        return forms.make(std::move(left), std::move(right));
      }
      case SyntaxKind::kSwitch: {  // ±(G, H, …) = {G, H, … | −G, −H, …}
        std::vector<FormId> left, right;
        for (const Syntax& c : s.children) {
          left.push_back(form(c));
          right.push_back(forms.negative(left.back()));
        }
        return forms.make(std::move(left), std::move(right));
      }
      case SyntaxKind::kTerm:
        throw parse_error(
            fmt::format("{}: in misère play a ruleset term is read only as a part of the sum, "
                        "not inside a game form",
                        printable(s.spelling)),
            s.column);
      default:
        return forms.from_normal(store_, evaluate_syntax(store_, s, search_.budget()));
    }
  }

  MisereSearch& search_;
  RulesetCache* rulesets_;
  GameStore store_;
};

}  // namespace

void add_misere_expression(MisereSearch& search, std::string_view text, RulesetCache* rulesets) {
  if (text.size() > kMaxExpressionLength) {
    throw parse_error(fmt::format("the expression is {} characters long; the limit is {}",
                                  text.size(), kMaxExpressionLength),
                      kMaxExpressionLength + 1);
  }
  const Syntax tree = parse_syntax(text, 1);
  Reader(search, rulesets).add(tree, false);
}

}  // namespace grundy::partizan::misere
