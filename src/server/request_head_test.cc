#include "server/request_head.h"

#include <gtest/gtest.h>

#include <string>  // std::string

namespace grundy::server {
namespace {

using State = HeadCheck::State;

TEST(RequestHead, TakesACompleteGetAndLeavesWhatFollows) {
  const std::string one = "GET /api/value?expr=nim:1 HTTP/1.1\r\nHost: x\r\n\r\n";
  const HeadCheck h = check_head(one + "GET / HTTP/1.1\r\n");
  EXPECT_EQ(h.state, State::kComplete);
  EXPECT_EQ(h.length, one.size());
  EXPECT_EQ(check_head("HEAD / HTTP/1.0\r\n\r\n").state, State::kComplete);
  EXPECT_EQ(check_head("GET / HTTP/1.1\r\nContent-Length: 0\r\n\r\n").state, State::kComplete);
  EXPECT_EQ(check_head("GET / HTTP/1.1\r\nRange: bytes=0-9\r\n\r\n").state, State::kComplete);
}

TEST(RequestHead, WaitsForTheRest) {
  for (const char* partial :
       {"", "G", "GET /api/val", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nA: b"}) {
    EXPECT_EQ(check_head(partial).state, State::kIncomplete) << partial;
  }
}

TEST(RequestHead, RefusesBareLineFeedsAtOnce) {
  // Refused as soon as the LF arrives, not at the read timeout; the next request's bytes are
  // not this one's business.
  for (const char* bare :
       {"GET / HTTP/1.1\n", "GET / HTTP/1.1\nHost: x\n\n", "GET / HTTP/1.1\r\nHost: x\n", "\n"}) {
    const HeadCheck h = check_head(bare);
    EXPECT_EQ(h.state, State::kRefused) << bare;
    EXPECT_EQ(h.status, 400) << bare;
    EXPECT_NE(h.message.find("LF without CR"), std::string::npos) << h.message;
  }
  EXPECT_EQ(check_head("GET / HTTP/1.1\r\n\r\nGET / HTTP/1.1\n").state, State::kComplete);
}

TEST(RequestHead, Refuses) {
  const auto status = [](const std::string& s) {
    const HeadCheck h = check_head(s);
    return h.state == State::kRefused ? h.status : 0;
  };
  EXPECT_EQ(status("POST / HTTP/1.1\r\n"), 405);  // before the head is complete
  EXPECT_EQ(status("DELETE / HTTP/1.1\r\n\r\n"), 405);
  EXPECT_EQ(status("GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"), 413);
  EXPECT_EQ(status("GET / HTTP/1.1\r\ntransfer-encoding: chunked\r\n\r\n"), 413);
  EXPECT_EQ(status("GET / HTTP/1.1\r\nRange: bytes=0-,0-\r\n\r\n"), 416);
  EXPECT_EQ(status("GET / HTTP/1.1\r\nRange: bytes=0-1\r\nRange: bytes=2-3\r\n\r\n"), 416);
  EXPECT_EQ(status("GET / HTTP/1.1\r\nA: b\nContent-Length: 5\r\n\r\n"), 400);
  EXPECT_EQ(status("GET / HTTP/2\r\n\r\n"), 400);
  EXPECT_EQ(status("GET  / HTTP/1.1\r\n\r\n"), 400);
  EXPECT_EQ(status("GET / HTTP/1.1\r\n folded\r\n\r\n"), 400);
  EXPECT_EQ(status("GET /" + std::string(kMaxRequestLine, 'a')), 414);
  EXPECT_EQ(status("GET / HTTP/1.1\r\nX: " + std::string(kMaxHeadBytes, 'v')), 431);
  std::string many = "GET / HTTP/1.1\r\n";
  for (std::size_t i = 0; i <= kMaxHeaderLines; ++i) many += "X: v\r\n";
  EXPECT_EQ(status(many), 431);
  EXPECT_EQ(status(many + "\r\n"), 431);
}

TEST(RequestHead, TakesTheMostHeaderLinesAllowed) {
  std::string head = "GET / HTTP/1.1\r\n";
  for (std::size_t i = 0; i < kMaxHeaderLines; ++i) head += "X: v\r\n";
  EXPECT_EQ(check_head(head + "\r\n").state, State::kComplete);
}

}  // namespace
}  // namespace grundy::server
