// A checkpoint's checksums (issue "Reliability and security", item 5): every flipped byte, every
// truncation and any appended bytes are an error naming the file, never a value misread.
#include "store/checkpoint.h"

#include <gtest/gtest.h>
#include <stdlib.h>  // mkdtemp

#include <filesystem>
#include <fstream>
#include <iterator>

#include "store/checkpoint_format.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"

namespace grundy::app {
namespace {

namespace format = checkpoint_format;
using Bytes = std::vector<unsigned char>;

std::vector<std::uint16_t> some_values(std::size_t n) {
  std::vector<std::uint16_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<std::uint16_t>((i * 7919) % 1000);
  return v;
}

// A checkpoint of n values of "0.6", as Checkpoint writes it.
Bytes small_checkpoint(std::size_t n) {
  Bytes b = format::header("0.6", engine_version());
  const auto values = some_values(n);
  for (std::size_t at = 0; at < n; at += format::kValuesPerRecord) {
    const std::size_t k = std::min(format::kValuesPerRecord, n - at);
    const Bytes r = format::record(format::header_crc(b), at, std::span(values).subspan(at, k));
    b.insert(b.end(), r.begin(), r.end());
  }
  return b;
}

// Decoding bytes fails with a usage error (exit 2) that names the file.
void expect_refused(const Bytes& bytes, const std::string& what) {
  try {
    format::decode(bytes, "/some/ck", "0.6", engine_version());
    ADD_FAILURE() << what << ": read without an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage) << what;
    EXPECT_NE(std::string(e.what()).find("/some/ck"), std::string::npos)
        << what << ": " << e.what();
  }
}

std::string temp_dir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "grundy-ck-XXXXXX").string();
  EXPECT_NE(mkdtemp(pattern.data()), nullptr);
  return pattern;
}

TEST(CheckpointFormat, ReadsWhatItWrote) {
  for (std::size_t n : {0, 1, 2038, 2039, 5000}) {
    EXPECT_EQ(format::decode(small_checkpoint(n), "ck", "0.6", engine_version()), some_values(n));
  }
}

TEST(CheckpointFormat, EveryFlippedByteIsAnError) {
  const Bytes good = small_checkpoint(2100);  // a header and two records, the second part full
  for (std::size_t i = 0; i < good.size(); ++i) {
    for (unsigned char flip : {0x01, 0x80}) {
      Bytes bad = good;
      bad[i] ^= flip;
      expect_refused(bad, "byte " + std::to_string(i) + " flipped");
    }
  }
}

TEST(CheckpointFormat, EveryTruncationAndAppendIsAnError) {
  const Bytes good = small_checkpoint(2100);
  for (std::size_t n = 1; n < good.size(); ++n) {
    // A cut at a record's end leaves a shorter checkpoint of right values: never wrong, but its
    // missing records are computed again. Anywhere else it is an error.
    Bytes cut(good.begin(), good.begin() + n);
    if (n % format::kPage == 0) {
      EXPECT_EQ(format::decode(cut, "ck", "0.6", engine_version()),
                some_values((n / format::kPage - 1) * format::kValuesPerRecord));
    } else {
      expect_refused(cut, "cut to " + std::to_string(n) + " bytes");
    }
  }
  for (std::size_t extra : {1, 2, 4, 100, 4096}) {
    Bytes longer = good;
    longer.insert(longer.end(), extra, 0);
    expect_refused(longer, std::to_string(extra) + " bytes appended");
    // Whole pages appended from the same file (a record written twice) are refused too.
  }
  Bytes twice = good;
  twice.insert(twice.end(), good.end() - format::kPage, good.end());
  expect_refused(twice, "a record repeated");
}

TEST(CheckpointFormat, RefusesOtherFilesRulesetsVersionsAndRecords) {
  expect_refused(Bytes{'h', 'e', 'l', 'l', 'o'}, "text");
  const std::string old = "grundy-checkpoint 1 0.6\n\x01\x00";
  try {
    format::decode(Bytes(old.begin(), old.end()), "ck", "0.6", engine_version());
    ADD_FAILURE() << "format 1 read";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("older format"), std::string::npos) << e.what();
  }
  const Bytes good = small_checkpoint(10);
  EXPECT_THROW(format::decode(good, "ck", "0.77", engine_version()), Error);
  EXPECT_THROW(format::decode(good, "ck", "0.6", "0.0.1"), Error);
  // A record from another ruleset's file, spliced in: its CRC continues another header's.
  Bytes other = format::header("0.77", engine_version());
  const auto values = some_values(10);
  const Bytes r = format::record(format::header_crc(other), 0, values);
  Bytes spliced(good.begin(), good.begin() + format::kPage);
  spliced.insert(spliced.end(), r.begin(), r.end());
  expect_refused(spliced, "a record of another file");
}

TEST(Checkpoint, AppendsWholeRecordsAndReadsThemBack) {
  const std::string dir = temp_dir();
  const std::string path = dir + "/ck";
  const auto values = some_values(5000);
  {
    Checkpoint ck(path, "0.6");
    EXPECT_EQ(ck.count(), 0u);
    ck.append(std::span(values).first(100));
    ck.append(values);
  }
  EXPECT_EQ(std::filesystem::file_size(path) % format::kPage, 0u);
  {
    Checkpoint ck(path, "0.6");
    EXPECT_EQ(ck.values(), values);
  }
  {  // one flipped bit on disk: refused, naming the file, and the file left as it was
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(format::kPage + 40);
    f.put('\x55');
  }
  const auto size = std::filesystem::file_size(path);
  try {
    Checkpoint ck(path, "0.6");
    ADD_FAILURE() << "a damaged checkpoint opened";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage);
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
  }
  EXPECT_EQ(std::filesystem::file_size(path), size);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grundy::app
