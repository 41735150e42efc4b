#include <catch2/catch.hpp>

#include "core/message_log.hpp"

namespace test_message_log {

using namespace dg;

TEST_CASE("latest() holds only what the current command said", "[core][log]") {
  MessageLog log;
  log.add("old", 0);
  log.begin_command();
  CHECK(log.latest().empty());
  log.add("one", 1);
  log.add("two", 1);
  REQUIRE(log.latest().size() == 2);
  CHECK(log.latest()[0].text == "one");
  CHECK(log.latest()[1].text == "two");
  CHECK(log.all().size() == 3);
}

TEST_CASE("the log keeps a bounded history", "[core][log]") {
  MessageLog log;
  for (int i = 0; i < 1200; ++i) log.add("m" + std::to_string(i), i);
  CHECK(log.all().size() == MessageLog::kCapacity);
  CHECK(log.all().front().text == "m700");
  CHECK(log.latest().size() == MessageLog::kCapacity);  // never more than is kept
}

}  // namespace test_message_log
