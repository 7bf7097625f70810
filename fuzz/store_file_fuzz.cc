// libFuzzer target for the results store's reader (issue "Reliability and security", items 1
// and 5): the bytes are a store file. ResultStore opens it, reads an entry and saves one; each
// step either works or throws grundy::Error naming the file (a foreign, damaged or old file),
// never crashes, and an entry saved is read back as saved. Anything else is a finding.
#include <unistd.h>  // getpid

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "store/result_store.h"
#include "grundy/core/error.h"

namespace {

[[noreturn]] void finding(const char* what, const std::string& detail) {
  std::fprintf(stderr, "FINDING: %s\n%s\n", what, detail.c_str());
  std::abort();
}

// A file of this process in the temporary folder, emptied of its journal between inputs.
const std::string& store_path() {
  // Never destroyed: the atexit handler reads it after static destructors have run.
  static const std::string& path = *new std::string([] {
    std::atexit([] {
      for (const char* tail : {"", "-wal", "-shm", "-journal"}) {
        std::remove((store_path() + tail).c_str());
      }
    });
    return (std::filesystem::temp_directory_path() /
            ("grundy-store-fuzz-" + std::to_string(getpid())))
        .string();
  }());
  return path;
}

void check_error(const grundy::Error& e) {
  if (std::string(e.what()).find(store_path()) == std::string::npos) {
    finding("an error not naming the store", e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string& path = store_path();
  for (const char* tail : {"", "-wal", "-shm", "-journal"}) std::remove((path + tail).c_str());
  if (std::FILE* f = std::fopen(path.c_str(), "wb")) {
    std::fwrite(data, 1, size, f);
    std::fclose(f);
  }
  try {
    grundy::app::ResultStore store(path);
    try {
      if (auto got = store.load("0.6")) {
        if (got->period && got->period->proved && got->period->values_needed > got->values.size()) {
          finding("a certificate reading values it does not hold", "");
        }
      }
    } catch (const grundy::Error& e) {
      check_error(e);
    }
    // A fresh entry saved into whatever the file held reads back as saved.
    if (store.load("0.77")) return 0;
    const std::vector<std::uint16_t> values{0, 0, 1, 1, 2, 0, 3, 1, 1, 0};
    store.save("0.77", values, std::nullopt, 0);
    const auto again = store.load("0.77");
    if (!again || again->values.size() < values.size() ||
        !std::equal(values.begin(), values.end(), again->values.begin())) {
      finding("an entry saved was not read back", "");
    }
  } catch (const grundy::Error& e) {
    check_error(e);
  }
  return 0;
}
