#include "ui/screens/character_creation.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "content/content.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/rules.hpp"
#include "ui/play/character_details.hpp"
#include "ui/screens/options_screen.hpp"
#include "ui/screens/runs_screen.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/version.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

constexpr int kLeft = 1;         // NetHack's menus sit one column in
constexpr int kColumn = 24;      // the option list's column width
constexpr int kMinDetails = 36;  // narrower than this beside the list: details go under it

int& slot_of(Character& c, Trait t) {
  switch (t) {
    case Trait::Role: return c.role;
    case Trait::Race: return c.race;
    case Trait::Gender: return c.gender;
    case Trait::Alignment: return c.alignment;
  }
  return c.role;
}

std::string role_label(const CharacterTables& t, const RoleDef& r, int gender) {
  // Before the gender is known both titles are offered, as NetHack does.
  if (r.female_name.empty() || r.female_name == r.name) return r.name;
  if (gender < 0) return r.name + "/" + r.female_name;
  return t.genders[static_cast<std::size_t>(gender)].id == "female" ? r.female_name : r.name;
}

void replace_all(std::string& s, std::string_view what, const std::string& with) {
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + with.size()))
    s.replace(at, what.size(), with);
}

// The game's goal with the dungeon's depth filled in.
std::string goal_text(const CreationText& text) {
  std::string goal = text.goal;
  if (const auto at = goal.find("%depth"); at != std::string::npos)
    goal.replace(at, 6, std::to_string(gen::kDungeonDepth));
  return goal;
}

int centred(const Terminal& term, std::string_view text) {
  return std::max(0, (term.width() - static_cast<int>(text.size())) / 2);
}

}  // namespace

std::vector<TraitOption> trait_options(const CharacterTables& t, Trait trait,
                                       const Character& so_far) {
  std::vector<TraitOption> out;
  auto at = [](const auto& v, int i) -> const auto& {
    return v[static_cast<std::size_t>(i)];
  };
  switch (trait) {
    case Trait::Role:
      for (std::size_t i = 0; i < t.roles.size(); ++i)
        if (t.is_legal({static_cast<int>(i), so_far.race, so_far.gender, so_far.alignment}))
          out.push_back(
              {t.roles[i].key, role_label(t, t.roles[i], so_far.gender), static_cast<int>(i)});
      break;
    case Trait::Race:
      for (int r : t.allowed_races(so_far.role))
        out.push_back({at(t.races, r).key, at(t.races, r).name, r});
      break;
    case Trait::Gender:
      for (int g : t.allowed_genders(so_far.role))
        out.push_back({at(t.genders, g).key, at(t.genders, g).id, g});
      break;
    case Trait::Alignment:
      for (int a : t.allowed_alignments(so_far.role, so_far.race))
        out.push_back({at(t.alignments, a).key, at(t.alignments, a).id, a});
      break;
  }
  return out;
}

std::string fill_in(const CharacterTables& t, std::string text, const Character& c) {
  if (c.role >= 0) replace_all(text, "%role", role_label(t, t.role_of(c), c.gender));
  if (c.race >= 0) replace_all(text, "%race", t.race_of(c).adjective);
  if (c.gender >= 0) replace_all(text, "%gender", t.genders[static_cast<std::size_t>(c.gender)].id);
  return text;
}

void continue_creation(ScreenContext& app, Character c) {
  for (Trait trait : {Trait::Role, Trait::Race, Trait::Gender, Trait::Alignment}) {
    if (slot_of(c, trait) >= 0) continue;
    const auto options = trait_options(app.content().catalog.characters, trait, c);
    if (options.size() == 1) {
      slot_of(c, trait) = options.front().index;  // nothing to ask
      continue;
    }
    app.screens().replace(
        std::make_unique<TraitScreen>(app.content().catalog.characters, trait, c));
    return;
  }
  app.session().start(c);
}

// ---- title ------------------------------------------------------------------------------

namespace {

// What the title says to a key it does not take: on a touch screen, to tap a choice.
const std::string& ask_hint(const ScreenContext& app) {
  const CreationText& text = app.content().creation_text;
  return app.settings().touch_keys() ? text.phone_ask_hint : text.ask_hint;
}

}  // namespace

bool TitleScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key != Key::Char) {
    app.notices().notify(ask_hint(app));
    return true;
  }
  switch (in.ch) {
    case U'y': app.session().start(Character{}); break;  // the game draws every trait from its seed
    case U'n': continue_creation(app, Character{}); break;
    case U'q': app.quit(); break;
    case U't': app.session().start_tutorial(); break;
    case U'i': app.notices().notify(app.services().request_import()); break;
    case U'r': app.notices().notify(app.services().request_replay()); break;
    case U'o': app.screens().push(std::make_unique<OptionsScreen>()); break;
    case U'k':
      if (!app.session().kept_list().empty()) {
        app.screens().push(std::make_unique<RunsScreen>(false, app.session().kept_list()));
        break;
      }
      app.notices().notify(ask_hint(app));
      break;
    default: app.notices().notify(ask_hint(app)); break;
  }
  return true;
}

void TitleScreen::draw(Terminal& term, const ScreenContext& app) const {
  const CreationText& text = app.content().creation_text;
  // Below the name: the question and the rest, wrapped on a narrow (phone) screen, the
  // choices one to a line when they do not fit side by side.
  struct Line {
    int x;
    std::string text;
    Color fg;
  };
  std::vector<Line> lines;
  auto add = [&](int x, std::string_view t, Color fg) {
    for (std::string& l : wrap_text(t, term.width() - x)) lines.push_back({x, std::move(l), fg});
  };
  add(kLeft, text.ask_pick, colors::kWhite);
  // The tutorial is offered first until it has been played to its end.
  const bool tutorial_done = app.settings().preferences().tutorial_done;
  std::vector<std::string> choices;
  for (const std::string& c : text.choices)
    if (!tutorial_done || !c.starts_with("t - ")) choices.push_back(c);
  std::string side_by_side;
  for (const std::string& c : choices) side_by_side += (side_by_side.empty() ? "" : "    ") + c;
  if (cell_count(side_by_side) <= term.width() - kLeft - 2) {
    add(kLeft + 2, side_by_side, colors::kText);
  } else {
    for (const std::string& c : choices) add(kLeft + 2, c, colors::kText);
  }
  lines.push_back({0, "", colors::kText});
  const std::string& welcome = app.settings().touch_keys() ? text.phone_welcome : text.welcome;
  add(kLeft, welcome, colors::kHint);
  lines.push_back({0, "", colors::kText});
  add(kLeft, text.import_hint, colors::kDim);
  add(kLeft, text.replay_hint, colors::kDim);
  add(kLeft, text.options_hint, colors::kDim);
  if (tutorial_done) add(kLeft, text.tutorial_hint, colors::kDim);
  if (!app.session().kept_list().empty()) {
    const KeptRun& first = app.session().kept_list().front();
    add(kLeft,
        (app.session().kept_list().size() == 1
             ? "A run begun under " + rules_words(first.rules) + " is kept"
             : std::to_string(app.session().kept_list().size()) +
                   " runs begun under other rules are kept") +
            ": press k to see " + (app.session().kept_list().size() == 1 ? "it." : "them."),
        colors::kHighlight);
    // A run whose engine leaves this site soon is told while it can still be finished.
    for (const KeptRun& run : app.session().kept_list())
      if (!run.leaving.empty())
        add(kLeft, run.summary + ": " + run.leaving + ".", colors::kWarning);
  }
  // The seed sits on the last row.
  // The name box, a blank row, the subtitle and the goal (centred, wrapped), a blank row.
  const std::vector<std::string> subtitle = wrap_text(text.subtitle, term.width() - 2);
  std::vector<std::string> goal =
      wrap_text(goal_text(app.content().creation_text), term.width() - 2);
  // A short, narrow screen (40 x 24) lets the goal go: the guide (?) and the tutorial say it.
  if (5 + static_cast<int>(subtitle.size() + goal.size() + lines.size()) > term.height() - 1)
    goal.clear();
  const int block = 5 + static_cast<int>(subtitle.size() + goal.size() + lines.size());
  const int top = std::max(0, std::min(term.height() / 2 - 6, term.height() - 2 - block));
  const std::string name = "  " + text.title + "  ";
  const int inner = static_cast<int>(name.size());
  const int left = std::max(0, (term.width() - inner - 2) / 2);
  std::string rule;
  for (int i = 0; i < inner; ++i) rule += "═";
  term.print(left, top, "╔" + rule + "╗", colors::kHighlight);
  term.print(left, top + 1, "║" + name + "║", colors::kHighlight);
  term.print(left, top + 2, "╚" + rule + "╝", colors::kHighlight);
  int row = top + 4;
  for (const std::string& s : subtitle) term.print(centred(term, s), row++, s, colors::kText);
  for (const std::string& g : goal) term.print(centred(term, g), row++, g, colors::kDim);
  ++row;
  for (const Line& l : lines) term.print(l.x, row++, l.text, l.fg);
  const std::string seed = "seed " + std::to_string(app.session().seed());
  term.print(kLeft, term.height() - 1, seed, colors::kDim);
  const std::string version = std::string("version ") + game_version();
  const int version_x = term.width() - 1 - static_cast<int>(version.size());
  if (version_x > kLeft + static_cast<int>(seed.size()))
    term.print(version_x, term.height() - 1, version, colors::kDim);
}

// ---- one trait ----------------------------------------------------------------------------

TraitScreen::TraitScreen(const CharacterTables& tables, Trait trait, Character so_far)
    : trait_(trait), so_far_(so_far), options_(trait_options(tables, trait, so_far)) {}

bool TraitScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Escape) {  // back one step: the trait asked before this one, or the title
    const CharacterTables& tables = app.content().catalog.characters;
    Character c = so_far_;
    constexpr Trait kOrder[] = {Trait::Role, Trait::Race, Trait::Gender, Trait::Alignment};
    const auto here = std::find(std::begin(kOrder), std::end(kOrder), trait_);
    for (auto it = here; it != std::begin(kOrder);) {
      --it;
      if (slot_of(c, *it) < 0) continue;
      slot_of(c, *it) = -1;
      // Asked only if it offered a choice (one option is filled in without asking).
      if (trait_options(tables, *it, c).size() > 1) {
        continue_creation(app, c);
        return true;
      }
    }
    app.screens().replace(std::make_unique<TitleScreen>());
    return true;
  }
  // A tap or click on an option shows its details; another on the shown one picks it. (Not
  // hovering: a touch screen moves the pointer to where the finger lands just before the tap,
  // which would make every first tap a pick.)
  if (in.is_pointer()) {
    if (in.key == Key::Hover) return false;
    for (std::size_t i = 0; i < option_at_.size() && i < options_.size(); ++i) {
      const auto [row, col] = option_at_[i];
      if (in.row != row || in.col < col || in.col >= col + kColumn) continue;
      if (i == highlight_)
        pick(app, i);
      else
        highlight_ = i;
      return true;
    }
    return false;
  }
  if (in.key == Key::Up || in.key == Key::Down) {
    const std::size_t n = options_.size();
    highlight_ = (highlight_ + (in.key == Key::Up ? n - 1 : 1)) % n;
    return true;
  }
  if (in.key == Key::Enter) {
    pick(app, highlight_);
    return true;
  }
  if (in.key == Key::Char && in.ch == U'q') {
    app.quit();
    return true;
  }
  if (in.key == Key::Char && in.ch == U'*') {
    pick(app, static_cast<std::size_t>(
                  app.session().chooser().below(static_cast<int>(options_.size()))));
    return true;
  }
  for (std::size_t i = 0; i < options_.size(); ++i) {
    if (in.key == Key::Char && in.ch == static_cast<char32_t>(options_[i].key)) {
      pick(app, i);
      return true;
    }
  }
  app.notices().notify(app.content().creation_text.not_offered);
  return true;
}

void TraitScreen::pick(ScreenContext& app, std::size_t i) const {
  Character c = so_far_;
  slot_of(c, trait_) = options_[i].index;
  continue_creation(app, c);
}

std::vector<std::string> TraitScreen::details(const ScreenContext& app) const {
  const Catalog& cat = app.content().catalog;
  const int index = options_[highlight_].index;
  if (trait_ == Trait::Role) return role_details(cat, index);
  if (trait_ == Trait::Race) return race_details(cat, index);
  return {};
}

std::string TraitScreen::focus(const ScreenContext& app) const {
  const TraitOption& o = options_[highlight_];
  std::string said = std::string(1, o.key) + " - " + o.label + ".";
  for (const std::string& d : details(app)) said += " " + d;
  return said;
}

std::pair<std::string, std::string> TraitScreen::heading(const ScreenContext& app) const {
  const CreationText& text = app.content().creation_text;
  const std::string* title = &text.role_title;
  const std::string* prompt = &text.role_prompt;
  switch (trait_) {
    case Trait::Role: break;
    case Trait::Race: title = &text.race_title, prompt = &text.race_prompt; break;
    case Trait::Gender: title = &text.gender_title, prompt = &text.gender_prompt; break;
    case Trait::Alignment: title = &text.alignment_title, prompt = &text.alignment_prompt; break;
  }
  return {*title, fill_in(app.content().catalog.characters, *prompt, so_far_)};
}

std::vector<std::string> TraitScreen::choices(const ScreenContext& app) const {
  const CreationText& text = app.content().creation_text;
  std::vector<std::string> lines;
  for (const TraitOption& o : options_) lines.push_back(std::string(1, o.key) + " - " + o.label);
  lines.push_back("* - " + text.random);
  lines.push_back("q - " + text.quit);
  return lines;
}

std::string TraitScreen::spoken(const ScreenContext& app) const {
  // In reading order, whatever the layout: the heading, the list, then the highlighted
  // option's details (drawn beside the list on a wide screen).
  const auto [title, prompt] = heading(app);
  std::string said = title + "\n" + prompt;
  for (const std::string& line : choices(app)) said += "\n" + line;
  return said + "\n" + focus(app);
}

void TraitScreen::draw(Terminal& term, const ScreenContext& app) const {
  const auto [title, prompt] = heading(app);
  term.print(kLeft, 1, title, colors::kHighlight);
  term.print(kLeft, 2, prompt, colors::kText);
  const std::vector<std::string> lines = choices(app);
  // One column when it fits; otherwise as many as it takes, kColumn cells apart.
  const int first = 4;
  const int rows = std::max(1, term.height() - first - 2);
  option_at_.clear();
  int columns = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int col = static_cast<int>(i) / rows, row = static_cast<int>(i) % rows;
    const bool lit = i == highlight_;
    std::string shown = lines[i];
    if (lit) shown.resize(std::max<std::size_t>(shown.size(), kColumn - 2), ' ');
    term.print(kLeft + col * kColumn, first + row, shown, lit ? colors::kBlack : colors::kText,
               lit ? colors::kHighlight : colors::kBlack);
    if (i < options_.size()) option_at_.emplace_back(first + row, kLeft + col * kColumn);
    columns = col + 1;
  }
  const int below = first + std::min(rows, static_cast<int>(lines.size())) + 1;
  // The highlighted option's details: beside the list when there is room, else under it.
  const std::vector<std::string> details = this->details(app);
  if (details.empty()) return;
  const int beside = kLeft + columns * kColumn + 2;
  const bool right = term.width() - beside >= kMinDetails;
  const int x = right ? beside : kLeft;
  int row = right ? first : below + 1;
  const int width = term.width() - x - 1;
  term.print(x, row++, options_[highlight_].label, colors::kHighlight);
  for (std::size_t i = 0; i < details.size(); ++i)
    for (const std::string& part : wrap_text(details[i], width))
      if (row < term.height() - 1)
        term.print(x, row++, part, i == 0 ? colors::kText : colors::kDim);
  ++row;
  for (const std::string& part :
       wrap_text("(Enter, its letter, or a second tap or click picks it)", width))
    if (row < term.height() - 1) term.print(x, row++, part, colors::kDim);
}

// ---- farewell -----------------------------------------------------------------------------

bool FarewellScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (saved_ && in.key == Key::Char && in.ch == U'e' && app.session().export_save()) return true;
  // A saved game carries on (one that cannot be restored explains itself); else a new one.
  if (app.session().resume() == Session::Resume::NoSave) app.session().to_title();
  return true;
}

void FarewellScreen::draw(Terminal& term, const ScreenContext& app) const {
  const std::string& text =
      saved_ ? app.content().creation_text.saved : app.content().creation_text.farewell;
  term.print(centred(term, text), term.height() / 2, text, colors::kText);
  if (saved_) {
    const std::string& more = app.content().creation_text.export_hint;
    term.print(centred(term, more), term.height() / 2 + 2, more, colors::kDim);
  }
}

}  // namespace dg
