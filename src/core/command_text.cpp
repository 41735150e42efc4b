#include "core/command_text.hpp"

#include <array>
#include <charconv>
#include <optional>
#include <vector>

namespace dg {

namespace {

using K = Command::Kind;

// What a command names after its verb.
enum class Arg {
  None,
  Letter,
  OptionalLetter,
  Letters,
  Number,
  Numbers,
  Breed,
  ItemKind,
  LetterAndName,  // a letter, then every word after it: a name the player typed
};

struct Verb {
  std::string_view name;
  K kind;
  Use use = Use::Drop;  // for K::Use
  Arg arg = Arg::None;
};

// Every command's name. Names are never reused for something else: saves hold them.
constexpr std::array<Verb, 39> kVerbs = {{
    {"move", K::Move},
    {"wait", K::Wait},
    {"search", K::Search},
    {"pray", K::Pray},
    {"order", K::Order},
    {"quit", K::Quit},
    {"open", K::Open},
    {"close", K::Close},
    {"ascend", K::Ascend},
    {"descend", K::Descend},
    {"pick_up", K::PickUp, Use::Drop, Arg::Numbers},
    {"drop", K::Use, Use::Drop, Arg::Letter},
    {"wield", K::Use, Use::Wield, Arg::Letter},
    {"wear", K::Use, Use::Wear, Arg::Letter},
    {"quaff", K::Use, Use::Quaff, Arg::Letter},
    {"read", K::Use, Use::Read, Arg::Letter},
    {"throw", K::Use, Use::Throw, Arg::Letter},
    {"zap", K::Use, Use::Zap, Arg::Letter},
    {"put_on", K::Use, Use::PutOn, Arg::Letter},
    {"remove", K::Use, Use::Remove, Arg::Letter},
    {"cast", K::Cast, Use::Drop, Arg::Letter},
    {"call", K::Call, Use::Drop, Arg::LetterAndName},
    {"identify", K::Identify, Use::Drop, Arg::OptionalLetter},
    {"enchant", K::Enchant, Use::Drop, Arg::OptionalLetter},
    {"talent", K::Talent, Use::Drop, Arg::Letter},
    {"take_off", K::TakeOff, Use::Drop, Arg::OptionalLetter},  // "take_off" alone: older saves
    {"brew", K::Brew, Use::Drop, Arg::Letters},
    {"wizard_jump", K::WizardJump, Use::Drop, Arg::Number},
    {"wizard_map", K::WizardToggleMap},
    {"wizard_walls", K::WizardToggleWalls},
    {"wizard_immortal", K::WizardImmortal},
    {"wizard_summon", K::WizardSummon, Use::Drop, Arg::Breed},
    {"wizard_create", K::WizardCreate, Use::Drop, Arg::ItemKind},
    {"wizard_level", K::WizardLevel},
    {"invoke", K::Invoke, Use::Drop, Arg::Letter},
    {"offer", K::Offer},
    {"convert", K::Convert},
    {"wizard_piety", K::WizardPiety},
    {"pay", K::Pay},
}};

// Indexed by Dir.
constexpr std::array<std::string_view, 9> kDirs = {"", "n", "ne", "e", "se", "s", "sw", "w", "nw"};

// A stand-in for a letter or id the command lacks (a brew of nothing, an unknown breed).
constexpr std::string_view kNone = "-";
constexpr std::size_t kMaxTextLength = 80;
constexpr std::size_t kMaxPicked = 26;  // things picked up at once: a menu's letters

bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

const Verb& verb_of(const Command& c) {
  for (const Verb& v : kVerbs)
    if (v.kind == c.kind && (c.kind != K::Use || v.use == c.use)) return v;
  return kVerbs[1];  // not reached: every kind and use has a name
}

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    if (space != 0) out.push_back(text.substr(0, space));
    if (space == std::string_view::npos) break;
    text.remove_prefix(space + 1);
  }
  return out;
}

std::optional<int> number(std::string_view w) {
  int n = 0;
  const auto r = std::from_chars(w.data(), w.data() + w.size(), n);
  if (r.ec != std::errc{} || r.ptr != w.data() + w.size()) return std::nullopt;
  return n;
}

}  // namespace

std::optional<std::string> name_problem(std::string_view name) {
  if (name.size() > kMaxNameLength)
    return "a name longer than " + std::to_string(kMaxNameLength) + " characters";
  for (char ch : name)
    if (ch < ' ' || ch > '~') return std::string("a name with a character that is not printable");
  return std::nullopt;
}

namespace {

std::string quoted(std::string_view w) {
  return "'" + std::string(w.substr(0, 24)) + "'";
}

}  // namespace

std::string command_text(const Catalog& catalog, const Command& c) {
  const Verb& v = verb_of(c);
  std::string s(v.name);
  auto add = [&s](std::string_view w) {
    s += ' ';
    s += w;
  };
  switch (v.arg) {
    case Arg::None: break;
    case Arg::Letter: add(is_letter(c.item) ? std::string(1, c.item) : std::string(kNone)); break;
    case Arg::LetterAndName:
      add(is_letter(c.item) ? std::string(1, c.item) : std::string(kNone));
      for (std::string_view w : words(c.text)) add(w);
      return s;  // the name is the last thing: no direction or confirmation follows
    case Arg::OptionalLetter:
      // With no letter but a direction after it, "-" holds the letter's place: "take_off n"
      // is the letter n (the fuzzer's take_off north replayed as taking off item n).
      if (is_letter(c.item))
        add(std::string(1, c.item));
      else if (c.dir != Dir::None)
        add(kNone);
      break;
    case Arg::Letters: add(c.ingredients.empty() ? std::string(kNone) : c.ingredients); break;
    case Arg::Number: add(std::to_string(c.depth)); break;
    case Arg::Numbers: {  // "0", or "0,2,3"
      std::string list;
      for (int n : c.floor_items) list += (list.empty() ? "" : ",") + std::to_string(n);
      add(list.empty() ? "0" : list);
      break;
    }
    case Arg::Breed:
      add(c.breed >= 0 && c.breed < std::ssize(catalog.breeds) ? catalog.breed(c.breed).id
                                                               : std::string(kNone));
      break;
    case Arg::ItemKind:
      add(c.item_kind >= 0 && c.item_kind < std::ssize(catalog.items) ? catalog.item(c.item_kind).id
                                                                      : std::string(kNone));
      break;
  }
  if (c.dir != Dir::None) add(kDirs[static_cast<std::size_t>(c.dir)]);
  if (c.confirmed) add("!");
  return s;
}

Result<Command> parse_command_text(const Catalog& catalog, std::string_view text) {
  if (text.size() > kMaxTextLength) return Error{"a command too long to be one"};
  const std::vector<std::string_view> w = words(text);
  if (w.empty()) return Error{"an empty command"};
  const Verb* verb = nullptr;
  for (const Verb& v : kVerbs)
    if (v.name == w[0]) verb = &v;
  if (!verb) return Error{"unknown command " + quoted(w[0])};
  Command c = Command::of(verb->kind);
  c.use = verb->use;
  std::size_t next = 1;
  if (verb->arg == Arg::OptionalLetter) {
    if (w.size() >= 2 && w[1] == kNone)
      ++next;
    else if (w.size() >= 2 && w[1].size() == 1 && is_letter(w[1][0]))
      c.item = w[next++][0];
  } else if (verb->arg != Arg::None) {
    if (w.size() < 2) return Error{quoted(w[0]) + " lacks what it names"};
    const std::string_view a = w[next++];
    switch (verb->arg) {
      case Arg::None:
      case Arg::OptionalLetter: break;
      case Arg::Letter:
      case Arg::LetterAndName:
        if (a != kNone && (a.size() != 1 || !is_letter(a[0])))
          return Error{"not an inventory letter: " + quoted(a)};
        c.item = a == kNone ? 0 : a[0];
        break;
      case Arg::Letters:
        if (a != kNone) {
          if (a.size() > 3) return Error{"too many ingredients: " + quoted(a)};
          for (char l : a)
            if (!is_letter(l)) return Error{"not inventory letters: " + quoted(a)};
          c.ingredients = std::string(a);
        }
        break;
      case Arg::Number: {
        const auto n = number(a);
        if (!n) return Error{"not a number: " + quoted(a)};
        c.depth = *n;
        break;
      }
      case Arg::Numbers: {
        std::size_t from = 0;
        while (from <= a.size()) {
          const std::size_t comma = std::min(a.find(',', from), a.size());
          const auto n = number(a.substr(from, comma - from));
          if (!n) return Error{"not a list of numbers: " + quoted(a)};
          if (c.floor_items.size() >= kMaxPicked) return Error{"too many things: " + quoted(a)};
          c.floor_items.push_back(*n);
          from = comma + 1;
        }
        break;
      }
      case Arg::Breed:
        c.breed = a == kNone ? -1 : catalog.find_breed(a);
        if (a != kNone && c.breed < 0) return Error{"no monster " + quoted(a)};
        break;
      case Arg::ItemKind:
        c.item_kind = a == kNone ? -1 : catalog.find_item(a);
        if (a != kNone && c.item_kind < 0) return Error{"no item " + quoted(a)};
        break;
    }
  }
  if (verb->arg == Arg::LetterAndName) {  // the rest is the name, words joined by one space
    for (; next < w.size(); ++next) c.text += (c.text.empty() ? "" : " ") + std::string(w[next]);
    if (auto bad = name_problem(c.text)) return Error{*bad};
    return c;
  }
  if (next < w.size() && w[next] != "!") {
    Dir d = Dir::None;
    for (std::size_t i = 1; i < kDirs.size(); ++i)
      if (kDirs[i] == w[next]) d = static_cast<Dir>(i);
    if (d == Dir::None) return Error{"not a direction: " + quoted(w[next])};
    c.dir = d;
    ++next;
  }
  if (next < w.size() && w[next] == "!") {
    c.confirmed = true;
    ++next;
  }
  if (next < w.size()) return Error{"more words than " + quoted(w[0]) + " takes"};
  return c;
}

}  // namespace dg
