#pragma once
// A tutorial student who reads the lesson on the screen and presses what it names: the row
// marked » (to the end of its sentence), the keys in it ([l], [Escape]). Shared by the tutorial's
// tests.
#include <catch2/catch.hpp>
#include <regex>
#include <string>
#include <vector>

#include "ui/input/input.hpp"
#include "ui/text/terminal.hpp"

namespace dg::test {

// The lesson's request as drawn: from the row marked » to the row ending its sentence.
inline std::string asked(const Terminal& t) {
  std::string ask;
  for (int y = 0; y < t.height(); ++y) {
    std::string row = t.row_text(y);
    const auto mark = row.find("» ");
    if (ask.empty() && mark == std::string::npos) continue;
    row = row.substr(ask.empty() ? mark + std::string("» ").size() : 0);
    const auto first = row.find_first_not_of(' ');
    ask += (ask.empty() ? "" : " ") + (first == std::string::npos ? "" : row.substr(first));
    if (!ask.empty() && ask.back() == '.') return ask;
  }
  return ask;
}

// The keys a request names ([l], [Escape]), in order.
inline std::vector<std::string> keys_in(const std::string& ask) {
  std::vector<std::string> keys;
  const std::regex token(R"(\[([^\]]+)\])");
  for (auto it = std::sregex_iterator(ask.begin(), ask.end(), token); it != std::sregex_iterator();
       ++it)
    keys.push_back((*it)[1]);
  return keys;
}

// The input a key's name stands for: Enter, Escape or a typed character.
inline Input input_for(const std::string& name) {
  if (name == "Enter") return Input::special(Key::Enter);
  if (name == "Escape") return Input::special(Key::Escape);
  REQUIRE(name.size() == 1);  // a typed character
  return Input::character(static_cast<char32_t>(name[0]));
}

}  // namespace dg::test
