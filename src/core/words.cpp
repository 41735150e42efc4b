#include "core/words.hpp"

#include <cstdlib>

#include "core/combat.hpp"
#include "core/message_log.hpp"

namespace dg {

std::string phrase(std::string_view text, const std::string& subject, const std::string& object) {
  const bool second_person = subject == "you";
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto close = text[i] == '{' ? text.find('}', i) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += text[i];
      continue;
    }
    const std::string_view key = text.substr(i + 1, close - i - 1);
    if (key == "A") {
      out += capitalised(subject);
    } else if (key == "a") {
      out += subject;
    } else if (key == "D") {
      out += capitalised(object);
    } else if (key == "d") {
      out += object;
    } else if (const auto bar = key.find('|'); bar != std::string_view::npos) {
      out += second_person ? key.substr(0, bar) : key.substr(bar + 1);
    } else {
      out += text.substr(i, close - i + 1);  // an unknown key: kept as written
    }
    i = close;
  }
  return out;
}

std::string direction_words(Vec from, Vec to) {
  const Vec d = to - from;
  std::string s;
  auto part = [&s](int n, const char* neg, const char* pos) {
    if (n == 0) return;
    if (!s.empty()) s += ", ";
    s += std::to_string(std::abs(n)) + " " + (n < 0 ? neg : pos);
  };
  part(d.x, "west", "east");
  part(d.y, "north", "south");
  return s.empty() ? "here" : s;
}

std::string where_words(Vec from, Vec to) {
  if (chebyshev(from, to) == 1)
    return " (" + std::string(compass_name(direction_of(to - from))) + ")";
  return ", " + direction_words(from, to);
}

std::string_view compass_name(Dir d) {
  switch (d) {
    case Dir::N: return "north";
    case Dir::NE: return "north-east";
    case Dir::E: return "east";
    case Dir::SE: return "south-east";
    case Dir::S: return "south";
    case Dir::SW: return "south-west";
    case Dir::W: return "west";
    case Dir::NW: return "north-west";
    case Dir::None: break;
  }
  return "here";
}

}  // namespace dg

namespace dg {

std::string placed_text(const Message& m) {
  if (!m.from_hero) return m.text;
  const Vec d = *m.from_hero;
  const bool beside = std::abs(d.x) <= 1 && std::abs(d.y) <= 1;
  const std::string where =
      " (" + (beside ? std::string(compass_name(direction_of(d))) : direction_words({0, 0}, d)) +
      ")";
  // Before the closing stop of the sentence, when it has one.
  std::string text = m.text;
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == '.' || text[end - 1] == '!' || text[end - 1] == '?')) --end;
  text.insert(end, where);
  return text;
}

}  // namespace dg
