#include "server/static_files.h"

#include <string_view>  // std::string_view

#include "grundy/core/error.h"
#include "server/router.h"

namespace grundy::server {

bool climbs_out(const std::string& path) {
  if (path.find('\\') != std::string::npos || path.find('\0') != std::string::npos) return true;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    if (path.compare(start, end - start, "..") == 0) return true;
    start = end + 1;
  }
  return false;
}

namespace {

std::string html_escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace

std::string not_found_page(const std::string& path) {
  return "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
         "<title>Not found — grundy</title><link rel=\"stylesheet\" href=\"/style.css\"></head>\n"
         "<body><main><h1>Page not found</h1><p>There is no page at <code>" +
         html_escaped(printable(path, 200)) +
         "</code>.</p><p><a href=\"/\">The chapters and the playground</a> are on the first "
         "page.</p></main></body>\n</html>\n";
}

bool add_static_files(httplib::Server& http, const std::string& folder) {
  // req.path is already percent-decoded, so "/%2e%2e/" arrives here as "/../".
  http.set_pre_routing_handler([](const httplib::Request& req, httplib::Response& res) {
    if (climbs_out(req.path) || climbs_out(req.target)) {
      reply(res, 400, {{"error", "the path leaves the web folder: refused"}});
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  // no-cache: a browser revalidates, so a rebuilt web/ folder is seen at once.
  if (!http.set_mount_point("/", folder, {{"Cache-Control", "no-cache"}})) return false;
  http.set_file_extension_and_mimetype_mapping("js", "text/javascript");
  http.set_file_extension_and_mimetype_mapping("mjs", "text/javascript");
  return true;
}

}  // namespace grundy::server
