#include "store/quotient_row.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <span>

#include "grundy/core/crc32.h"
#include "grundy/core/error.h"

namespace grundy::app {

namespace {

nlohmann::json to_store_json(const MisereQuotient& q) {
  nlohmann::json relations = nlohmann::json::array();
  for (const auto& r : q.relations) relations.push_back({{"word", r.word}, {"equals", r.equals}});
  std::vector<int> p;
  for (bool b : q.p_portion) p.push_back(b ? 1 : 0);
  nlohmann::json j = {{"max_heap", q.max_heap},
                      {"generator_heaps", q.generator_heaps},
                      {"normal_forms", q.normal_forms},
                      {"product", q.product},
                      {"p_portion", p},
                      {"pretending", q.pretending},
                      {"relations", relations},
                      {"orders", q.orders},
                      {"proof_states", q.proof_states},
                      {"exponent_bound", q.exponent_bound},
                      {"stopped", q.stopped}};
  if (q.period) j["period"] = {q.period->preperiod, q.period->period};
  return j;
}

MisereQuotient from_store_json(const nlohmann::json& j) {
  MisereQuotient q;
  q.max_heap = j.at("max_heap").get<std::uint64_t>();
  q.generator_heaps = j.at("generator_heaps").get<std::vector<std::uint64_t>>();
  q.normal_forms = j.at("normal_forms").get<std::vector<std::vector<std::uint32_t>>>();
  q.product = j.at("product").get<std::vector<std::uint32_t>>();
  for (int b : j.at("p_portion").get<std::vector<int>>()) q.p_portion.push_back(b != 0);
  q.pretending = j.at("pretending").get<std::vector<std::uint32_t>>();
  for (const auto& r : j.at("relations")) {
    q.relations.push_back(
        {r.at("word").get<std::vector<std::uint32_t>>(), r.at("equals").get<std::uint32_t>()});
  }
  q.orders = j.at("orders").get<std::vector<std::uint32_t>>();
  q.proof_states = j.at("proof_states").get<std::vector<std::uint64_t>>();
  q.exponent_bound = j.at("exponent_bound").get<unsigned>();
  q.stopped = j.at("stopped").get<std::string>();
  if (j.contains("period")) {
    const auto p = j.at("period").get<std::vector<std::uint64_t>>();
    if (p.size() != 2) throw std::invalid_argument("period");
    q.period = MisereQuotient::Period{p[0], p[1]};
  }
  return q;
}

// What is wrong with q as a quotient, or "" when nothing is.
std::string inconsistency(const MisereQuotient& q) {
  const std::size_t n = q.order();
  if (n == 0 || q.normal_forms.size() != n || q.product.size() != n * n) return "its sizes";
  for (std::uint32_t x : q.product) {
    if (x >= n) return "its product table";
  }
  for (std::uint32_t x = 0; x < n; ++x) {
    if (q.multiply(0, x) != x) return "its identity";
    for (std::uint32_t y = 0; y < n; ++y) {
      if (q.multiply(x, y) != q.multiply(y, x)) return "its commutativity";
      for (std::uint32_t z = 0; z < n; ++z) {
        if (q.multiply(q.multiply(x, y), z) != q.multiply(x, q.multiply(y, z))) {
          return "its associativity";
        }
      }
    }
  }
  const std::size_t k = q.generator_heaps.size();
  if (q.pretending.size() != q.max_heap + 1 || q.orders.size() != q.max_heap) {
    return "its pretending function";
  }
  for (std::uint32_t e : q.pretending) {
    if (e >= n) return "its pretending function";
  }
  if (q.pretending[0] != 0) return "its pretending function";
  std::vector<std::uint32_t> gen(k);
  for (std::size_t j = 0; j < k; ++j) {
    if (q.generator_heaps[j] > q.max_heap ||
        (j && q.generator_heaps[j] <= q.generator_heaps[j - 1])) {
      return "its generators";
    }
    gen[j] = q.pretending[q.generator_heaps[j]];
  }
  auto evaluate = [&](const std::vector<std::uint32_t>& word) -> std::optional<std::uint32_t> {
    if (word.size() != k) return std::nullopt;
    std::uint32_t x = 0;
    for (std::size_t j = 0; j < k; ++j) {
      for (std::uint32_t e = 0; e < word[j] && e < 1000; ++e) x = q.multiply(x, gen[j]);
    }
    return x;
  };
  for (std::uint32_t e = 0; e < n; ++e) {
    if (evaluate(q.normal_forms[e]) != e) return "its normal forms";
  }
  for (const auto& r : q.relations) {
    if (r.equals >= n || evaluate(r.word) != r.equals) return "its relations";
  }
  if (q.period) {
    const auto [n0, p] = *q.period;
    if (p == 0 || n0 + p > q.max_heap + 1) return "its period";
    for (std::uint64_t h = n0; h + p <= q.max_heap; ++h) {
      if (q.pretending[h] != q.pretending[h + p]) return "its period";
    }
  }
  return "";
}

}  // namespace

std::uint32_t quotient_row_checksum(const QuotientRow& row) {
  const std::string head = fmt::format("{}\n{}\n{}\n", row.ruleset, row.max_heap, row.engine);
  return crc32(bytes_of(row.body), crc32(bytes_of(head)));
}

QuotientRow encode_quotient_row(const std::string& ruleset, std::uint64_t max_heap,
                                const std::string& engine, const MisereQuotient& q) {
  QuotientRow row{ruleset, max_heap, engine, to_store_json(q).dump(), 0};
  row.checksum = quotient_row_checksum(row);
  return row;
}

std::optional<MisereQuotient> decode_quotient_row(const QuotientRow& row, const std::string& path,
                                                  const std::string& engine) {
  auto damaged = [&](const std::string& what) {
    return Error(ErrorKind::kUsage,
                 fmt::format("the results store {} holds a damaged misère quotient of {} "
                             "(--max-heap {}): {} (remove the file, or run with --no-db)",
                             path, row.ruleset, row.max_heap, what));
  };
  if (quotient_row_checksum(row) != static_cast<std::uint32_t>(row.checksum)) {
    throw damaged("its checksum does not match");
  }
  if (row.engine != engine) return std::nullopt;
  MisereQuotient q;
  try {
    q = from_store_json(nlohmann::json::parse(row.body));
  } catch (const std::exception&) {
    throw damaged("its text does not read as a quotient");
  }
  if (const std::string what = inconsistency(q); !what.empty()) throw damaged("wrong " + what);
  return q;
}

}  // namespace grundy::app
