// `grundy thermograph`: the walls as data, and an SVG plot (values grow to the left, as in
// Winning Ways; temperature grows upward).
#include "grundy/partizan/thermograph.h"

#include <fmt/format.h>

#include <algorithm>  // std::min, std::max
#include <fstream>

#include "app/command.h"
#include "app/partizan.h"
#include "app/partizan_render.h"
#include "grundy/core/error.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/notation.h"

namespace grundy::app {

using namespace grundy::partizan;

namespace {

std::vector<WallPoint> wall(const Trajectory& f, const Dyadic& top) {
  std::vector<WallPoint> out;
  for (std::size_t i = 0; i < f.t.size(); ++i) {
    out.push_back({f.t[i].to_string(), f.v[i].to_string(), f.t[i].to_double(), f.v[i].to_double()});
  }
  if (f.t.back() < top) {
    const Dyadic v = f.at(top);
    out.push_back({top.to_string(), v.to_string(), top.to_double(), v.to_double()});
  }
  return out;
}

std::string draw(const ThermographResult& r, double mast_top) {
  double lo = 0, hi = 0;
  for (const auto* w : {&r.left_wall, &r.right_wall}) {
    for (const auto& p : *w) lo = std::min(lo, p.v_value), hi = std::max(hi, p.v_value);
  }
  lo -= 1, hi += 1;
  const double width = 480, height = 360, margin = 40;
  const double t_lo = -1, t_hi = mast_top;
  auto x = [&](double v) { return margin + (hi - v) / (hi - lo) * (width - 2 * margin); };
  auto y = [&](double t) {
    return height - margin - (t - t_lo) / (t_hi - t_lo) * (height - 2 * margin);
  };
  auto line = [&](const std::vector<WallPoint>& w, const char* colour) {
    std::string pts;
    for (const auto& p : w) pts += fmt::format("{:.3f},{:.3f} ", x(p.v_value), y(p.t_value));
    return fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>\n",
                       pts, colour);
  };
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} "
      "{}\">\n"
      "<title>Thermograph of {}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, width, height, r.canonical);
  // Axes: t = 0 horizontal, value 0 vertical.
  svg += fmt::format("<line x1=\"{}\" y1=\"{:.3f}\" x2=\"{}\" y2=\"{:.3f}\" stroke=\"#bbb\"/>\n",
                     margin, y(0), width - margin, y(0));
  svg += fmt::format("<line x1=\"{:.3f}\" y1=\"{}\" x2=\"{:.3f}\" y2=\"{}\" stroke=\"#bbb\"/>\n",
                     x(0), margin, x(0), height - margin);
  svg += line(r.left_wall, "#1f4fbf");
  svg += line(r.right_wall, "#bf1f1f");
  svg += fmt::format(
      "<text x=\"{}\" y=\"20\" font-family=\"sans-serif\" font-size=\"13\">{}: mean {}, "
      "temperature {}</text>\n</svg>\n",
      margin, r.canonical, r.mean, r.temperature);
  return svg;
}

}  // namespace

ThermographResult thermograph(const std::string& expression, const Context& context,
                              bool with_svg) {
  Budget& budget = context.budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  const GameId g = evaluate(solver, expression, context.rulesets);
  Thermographer thermo(store, budget);
  const Thermograph& th = thermo.thermograph(g);
  ThermographResult r;
  r.expression = expression;
  r.canonical = format_game(store, g, budget);
  r.mean = th.mean.to_string();
  r.temperature = th.temperature.to_string();
  // Show the mast a little above the temperature.
  Dyadic top = th.temperature + Dyadic(1);
  r.left_wall = wall(th.left, top);
  r.right_wall = wall(th.right, top);
  for (const Dyadic& t : critical_temperatures(th))
    r.critical_temperatures.push_back(t.to_string());
  for (const Dyadic& t : critical_points(th.left)) r.left_critical.push_back(t.to_string());
  for (const Dyadic& t : critical_points(th.right)) r.right_critical.push_back(t.to_string());
  r.left_slopes = slopes_from_the_mast(th.left);
  r.right_slopes = slopes_from_the_mast(th.right);
  r.cgsuite = cgsuite_spelling(th);
  if (with_svg) r.svg = draw(r, top.to_double());
  return r;
}

GRUNDY_COMMAND({
    .name = "thermograph",
    .summary = "the thermograph's walls, mean and temperature",
    .params = {expression_param("a game"),
               {.name = "svg_file",
                .help = "also draw the thermograph into this SVG file",
                .front = Front::kCommandLine,
                .spelling = "--svg"},
               {.name = "svg",
                .kind = ParamKind::kFlag,
                .help = "also draw the thermograph, as the SVG text of the field `svg`",
                .front = Front::kHttp}},
    .rank = 140,
    .run =
        [](const Arguments& a, const Context& c) {
          const std::string file = a.text("svg_file");
          ThermographResult r = thermograph(a.text("expr"), c, a.flag("svg") || !file.empty());
          if (!file.empty()) {
            std::ofstream out(file);
            out << r.svg;
            if (!out) throw Error(ErrorKind::kUsage, "cannot write the SVG file " + file);
          }
          const std::string svg = a.flag("svg") ? r.svg : "";
          Answer answer(std::move(r));
          if (a.flag("svg")) answer.extra["svg"] = svg;
          return answer;
        },
})

}  // namespace grundy::app
