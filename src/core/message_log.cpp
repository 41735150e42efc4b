#include "core/message_log.hpp"

namespace dg {

void MessageLog::add(std::string text, int turn, std::optional<Vec> from_hero) {
  messages_.push_back({std::move(text), turn, from_hero});
  ++total_;
  if (messages_.size() > kCapacity) messages_.pop_front();
}

std::deque<Message> MessageLog::latest() const {
  const std::size_t fresh = total_ - new_from_;
  const std::size_t n = fresh < messages_.size() ? fresh : messages_.size();
  return {messages_.end() - static_cast<std::ptrdiff_t>(n), messages_.end()};
}

}  // namespace dg
