#include "app/command.h"

#include <fmt/format.h>

#include <algorithm>  // std::stable_sort
#include <cctype>     // std::toupper
#include <charconv>   // std::from_chars

#include "grundy/core/error.h"

namespace grundy::app {
namespace {

struct Registered {
  std::vector<Command> commands;  // in the order registered
};

// The registry: filled while the program starts, by each command file's GRUNDY_COMMAND, and
// only read afterwards.
Registered& registry() {
  static Registered r;
  return r;
}

std::string upper(std::string s) {
  for (char& c : s) c = c == '_' ? '-' : static_cast<char>(std::toupper(c));
  return s;
}

std::string dashed(std::string s) {
  for (char& c : s) {
    if (c == '_') c = '-';
  }
  return s;
}

}  // namespace

std::string Param::command_line_spelling() const {
  if (!spelling.empty()) return spelling;
  return positional ? upper(name) : "--" + dashed(name);
}

Param expression_param(std::string help) {
  return {.name = "expr", .help = std::move(help), .positional = true, .required = true};
}

Param misere_param(std::string help) {
  return {.name = "misere", .kind = ParamKind::kFlag, .help = std::move(help)};
}

std::string Arguments::text(const std::string& name) const {
  const auto it = values_.find(name);
  return it == values_.end() || it->second.empty() ? "" : it->second.front();
}

std::optional<std::string> Arguments::optional_text(const std::string& name) const {
  if (!given(name)) return std::nullopt;
  return text(name);
}

std::uint64_t Arguments::natural(const std::string& name) const {
  const std::string t = text(name);
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size()) {
    // The fronts read naturals strictly; reaching here is a declaration without a fallback.
    throw Error(ErrorKind::kUsage, fmt::format("'{}' needs a whole number", name));
  }
  return v;
}

std::vector<std::string> Arguments::list(const std::string& name) const {
  const auto it = values_.find(name);
  return it == values_.end() ? std::vector<std::string>{} : it->second;
}

nlohmann::json Answer::json() const {
  nlohmann::json j = json_();
  for (const auto& [key, value] : extra.items()) j[key] = value;
  return j;
}

const Param* Command::param(std::string_view name) const {
  for (const Param& p : params) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

bool register_command(Command command) {
  for (const Command& c : registry().commands) {
    if (c.name == command.name) {
      throw std::logic_error("grundy: the command " + command.name + " is declared twice");
    }
  }
  registry().commands.push_back(std::move(command));
  return true;
}

std::vector<const Command*> commands() {
  std::vector<const Command*> out;
  for (const Command& c : registry().commands) out.push_back(&c);
  std::stable_sort(out.begin(), out.end(),
                   [](const Command* a, const Command* b) { return a->rank < b->rank; });
  return out;
}

const Command* find_command(std::string_view name) {
  for (const Command& c : registry().commands) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

std::string command_table_markdown() {
  std::string out =
      "| command | what it answers | arguments and options | HTTP |\n"
      "|---|---|---|---|\n";
  for (const Command* c : commands()) {
    std::string args;
    for (const Param& p : c->params) {
      if (p.front == Front::kHttp) continue;
      std::string spelled = p.command_line_spelling();
      if (p.kind == ParamKind::kList) spelled += " …";
      if (!p.positional && p.kind != ParamKind::kFlag) spelled += " " + upper(p.name);
      if (!p.required) spelled = "[" + spelled + "]";
      args += (args.empty() ? "`" : " `") + spelled + "`";
    }
    if (c->store) args += " `[--db FILE]` `[--no-db]`";
    std::string http = "—";
    if (c->http) {
      std::string query;
      for (const Param& p : c->params) {
        if (p.front == Front::kCommandLine) continue;
        query += (query.empty() ? "?" : "&") + p.name + "=";
      }
      http = "`GET /api/" + c->name + query + "`";
    }
    std::string summary = c->summary;
    for (char& ch : summary) {
      if (ch == '|') ch = '/';
    }
    out += fmt::format("| `grundy {}` | {} | {} | {} |\n", c->name, summary, args, http);
  }
  return out;
}

}  // namespace grundy::app
