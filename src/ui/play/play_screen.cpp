#include "ui/play/play_screen.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/places.hpp"
#include "ui/input/key_help.hpp"
#include "ui/input/keymap.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/camera.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/play/describe.hpp"
#include "ui/play/fight.hpp"
#include "ui/play/fire.hpp"
#include "ui/play/flashes.hpp"
#include "ui/play/god_menu.hpp"
#include "ui/play/guide_screen.hpp"
#include "ui/play/item_commands.hpp"
#include "ui/play/item_screen.hpp"
#include "ui/play/level_map_screen.hpp"
#include "ui/play/look_screen.hpp"
#include "ui/play/map_view.hpp"
#include "ui/play/play_layout.hpp"
#include "ui/play/run.hpp"
#include "ui/play/sidebar.hpp"
#include "ui/play/spell_menu.hpp"
#include "ui/play/status_lines.hpp"
#include "ui/play/talent_menu.hpp"
#include "ui/play/travel.hpp"
#include "ui/play/wizard_menu.hpp"
#include "ui/shell/moments.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"
#include "ui/widgets/item_menu.hpp"
#include "ui/widgets/prompts.hpp"
#include "ui/widgets/text_pager.hpp"

namespace dg {

namespace {

MessagePager::Moment moment(const Game& game) {
  return {game.turn(), game.log().count()};
}

// Screen-reader mode (the options' and the page's switch): what is drawn was also said.
bool reading(const ScreenContext& app) {
  return app.settings().preferences().screen_reader;
}

std::string count_words(int count) {
  return count > 0 ? "Count: " + std::to_string(count) + " (then the command to repeat)"
                   : "No count.";
}

}  // namespace

namespace {

// A step, or first the question its terrain asks (a fountain: "Drink from the fountain?"),
// judged by what the hero knows is there.
void step(ScreenContext& app, const Command& move) {
  const Game& g = app.game();
  const Vec to = g.hero().pos + offset(move.dir);
  if (g.level().contains(to) && g.level().memory[to].seen && !g.sight().visible_monster(to)) {
    const std::string& ask = g.catalog().tile(g.level().memory[to].tile).ask;
    if (!ask.empty()) {
      app.screens().push(screens::yes_no(ask + " [yn]", move));
      return;
    }
  }
  app.apply(move);
}

}  // namespace

bool PlayScreen::handle_pointer(const Input& in, ScreenContext& app) {
  const Game& g = app.game();
  Vec p;
  if (!map_.cell_at(in.col, in.row, p) || !g.level().contains(p)) return false;
  const std::string what = describe_cell(g, p);
  if (in.key == Key::LongPress && p != g.hero().pos && g.sight().visible_monster(p)) {
    app.screens().push(std::make_unique<LookScreen>(p));  // a monster: all that can be told of it
    return true;
  }
  if (in.key != Key::Click || p == g.hero().pos) {
    std::string said = p == g.hero().pos
                           ? "That is " + what + "."
                           : capitalised(what) + " (" + direction_words(g.hero().pos, p) + ").";
    if (in.key == Key::Hover)
      app.notices().hint(std::move(said));
    else
      app.notices().notify(std::move(said));
    return true;
  }
  if (const Dir next = direction_of(p - g.hero().pos); next != Dir::None) {
    step(app, Command::move(next));  // next to the hero: step, open, or attack
    return true;
  }
  if (!g.level().memory[p].seen) {
    app.notices().notify("You do not know the way there.");
    return true;
  }
  travel(app, p);
  return true;
}

std::optional<Dir> PlayScreen::run_direction(const Input& in, const ScreenContext& app) {
  if (in.shift && in.key != Key::Char) return direction_for(in, app.settings().keys());
  // H J K L Y U N, as NetHack runs (B is brewing here): when the key means nothing else.
  if (in.key != Key::Char || in.ctrl || in.ch < U'A' || in.ch > U'Z') return std::nullopt;
  if (action_for(in, app.settings().keys())) return std::nullopt;
  return direction_for(Input::character(in.ch - U'A' + U'a'), app.settings().keys());
}

bool PlayScreen::handle(const Input& in, ScreenContext& app) {
  // A message line with more to read takes the input to show the next page.
  const std::string& shown = app.notices().shown();
  // Paged to the terminal's width as the platform laid it out, known before this screen is
  // first drawn: keys that arrive together act as keys typed one per frame. (An App with no
  // size, the bot's, pages to what was drawn, which for it is nothing.)
  const int width = app.size().cols > 0 ? app.size().cols - app.size().corner_cells : view_.x;
  // A hint was drawn as it is, outside the pager; in screen-reader mode everything was said
  // aloud whole (ui/shell/speech), so the line never waits at a --More-- either.
  if (!app.notices().shown_was_hint() && !reading(app))
    more_.show(shown.empty() ? top_line_messages(app) : shown, width, moment(app.game()));
  if (more_.waiting()) return more_.turn(in);
  more_.release();
  if (in.is_pointer()) return handle_pointer(in, app);
  // A count (NetHack's: 20s searches 20 times): digits no command is bound to begin one, and
  // any digit goes on with it; the next key is the command it repeats.
  const bool digit = in.key == Key::Char && !in.ctrl && in.ch >= U'0' && in.ch <= U'9';
  if (digit && (count_ > 0 || (in.ch != U'0' && !action_for(in, app.settings().keys())))) {
    count_ = std::min(count_ * 10 + static_cast<int>(in.ch - U'0'), kMaxCount);
    app.notices().notify(count_words(count_));
    return true;
  }
  // G's direction, Shift+direction, or a capital vi-key no command takes: run that way.
  if (std::exchange(run_next_, false)) {
    if (const auto d = direction_for(in, app.settings().keys()))
      run(app, *d);
    else
      app.notices().notify("Never mind.");
    return true;
  }
  if (const auto d = run_direction(in, app)) {
    count_ = 0;
    run(app, *d);
    return true;
  }
  const int count = std::exchange(count_, 0);
  const auto action = action_for(in, app.settings().keys());
  if (!action) {
    if (in.key == Key::None) return false;
    // Escape and Enter mean "never mind" here, as after a menu: they clear the message line.
    if (in.key != Key::Escape && in.key != Key::Enter)
      app.notices().notify("Unknown command " + describe(in) + ".");
    return true;
  }
  if (app.session().tutorial()) {
    const auto chord = chord_of(in);
    const std::string_view id = chord ? app.settings().keys().command_for(*chord) : "";
    if (app.tutorial_key(id, applies_command(action->kind))) return true;
    if (action->kind == KeyAction::Kind::SaveQuit) {  // nothing to save: leaving is the question
      app.screens().push(screens::leave_tutorial(app.content().tutorial.leave));
      return true;
    }
  }
  const Command::Kind ck = action->command.kind;
  const bool stairs_key = action->kind == KeyAction::Kind::Command &&
                          (ck == Command::Kind::Descend || ck == Command::Kind::Ascend);
  if (stairs_key) {
    // > and < away from their staircase walk there first, when the hero knows where it is.
    const bool down = ck == Command::Kind::Descend;
    const Tile here = app.game().level().at(app.game().hero().pos);
    const auto stairs = known_stairs(app.game(), down);
    if (here != (down ? Tile::StairsDown : Tile::StairsUp)) {
      if (stairs)
        travel(app, *stairs);
      else
        app.notices().notify(std::string("There is no staircase ") + (down ? "down" : "up") +
                             " here, and you have not seen one on this level yet.");
      return true;
    }
    // On them with the pet in sight but not beside: a few turns' wait for it, so it comes
    // along (any key stops the wait; the stairs are then one more key). Not with a threat in
    // view: then the stairs are a way out, taken at once.
    if (pet_lags_for_stairs(app.game()) && stop_reason(app.game()).empty()) {
      app.start_walk(stairs_walk(down));
      return true;
    }
  }
  const bool repeatable =
      ck == Command::Kind::Move || ck == Command::Kind::Wait || ck == Command::Kind::Search;
  if (count > 1 && action->kind == KeyAction::Kind::Command && repeatable) {
    repeat_command(app, action->command, count);
    return true;
  }
  switch (action->kind) {
    case KeyAction::Kind::Command:
      if (ck == Command::Kind::Pray && app.settings().preferences().confirm_pray) {
        app.screens().push(screens::yes_no("Are you sure you want to pray? [yn]", action->command));
        break;
      }
      if (ck == Command::Kind::Quit) {  // asked twice, as NetHack's #quit: it cannot be undone
        const Command quit = action->command;
        app.screens().push(
            screens::yes_then("Really give up this run? It ends here, as a death by quitting. [yn]",
                              [quit](ScreenContext& a) {
                                a.screens().push(screens::yes_no(
                                    "Are you sure? The run cannot be taken up again. [yn]", quit));
                              }));
        break;
      }
      if (ck == Command::Kind::Move) {
        step(app, action->command);
        break;
      }
      app.apply(action->command);
      break;
    case KeyAction::Kind::Travel:
      app.screens().push(
          std::make_unique<LevelMapScreen>(LevelMapScreen::travel_start(app.game())));
      break;
    case KeyAction::Kind::Overview:
      app.screens().push(std::make_unique<LevelMapScreen>(app.game().hero().pos));
      break;
    case KeyAction::Kind::Rest: rest(app); break;
    case KeyAction::Kind::Fight: fight(app); break;
    case KeyAction::Kind::CastAgain: cast_again(app); break;
    case KeyAction::Kind::Cast: cast_spell(app); break;
    case KeyAction::Kind::RemoveRing: remove_ring(app); break;
    case KeyAction::Kind::Explore: explore(app); break;
    case KeyAction::Kind::Look:
      app.screens().push(std::make_unique<LookScreen>(app.game().hero().pos));
      break;
    case KeyAction::Kind::Describe: app.notices().notify(describe_surroundings(app.game())); break;
    case KeyAction::Kind::Status: app.notices().notify(describe_status(app.game())); break;
    case KeyAction::Kind::LevelWords: app.notices().notify(describe_level(app.game())); break;
    case KeyAction::Kind::Palette: {
      Preferences p = app.settings().preferences();  // kept, as on the options screen
      p.palette = p.palette == Palette::Standard ? Palette::ColourBlind : Palette::Standard;
      app.set_preferences(p);
      app.notices().notify(app.settings().palette() == Palette::ColourBlind
                               ? "Colour-blind-safe palette on (C again: off)."
                               : "Standard palette.");
      break;
    }
    case KeyAction::Kind::Options: app.screens().push(screens::options()); break;
    case KeyAction::Kind::Sound: {
      Preferences p = app.settings().preferences();  // kept, as on the options screen
      p.sound = !p.sound;
      app.set_preferences(p);
      app.notices().notify(p.sound ? "Sound on (% again: off; = for the volumes)."
                                   : "Sound off, and kept off (% again: on).");
      break;
    }
    case KeyAction::Kind::Fire: fire(app); break;
    case KeyAction::Kind::Quiver: choose_quiver(app); break;
    case KeyAction::Kind::Run:
      run_next_ = true;
      app.notices().notify("Run which way?");
      break;
    case KeyAction::Kind::Count: {
      // By touch, where there are no digits: each tap steps to the next count, then to none.
      static constexpr int kSteps[] = {5, 10, 20, 50};
      const int* next = std::upper_bound(std::begin(kSteps), std::end(kSteps), count);
      count_ = next == std::end(kSteps) ? 0 : *next;
      app.notices().notify(count_words(count_));
      break;
    }
    case KeyAction::Kind::ZoomIn:
    case KeyAction::Kind::ZoomOut: {
      const int z = app.settings().map_zoom();
      const bool in_key = action->kind == KeyAction::Kind::ZoomIn;
      Preferences p = app.settings().preferences();
      p.zoom = in_key ? (z >= Settings::kMaxZoom ? 1 : z + 1) : std::max(1, z - 1);
      app.set_preferences(p);
      app.notices().notify("Map zoom " + std::to_string(app.settings().map_zoom()) +
                           "x (+ and - change it).");
      break;
    }
    case KeyAction::Kind::AskDirection:
      app.screens().push(std::make_unique<DirectionPrompt>(action->command));
      break;
    case KeyAction::Kind::ChooseItem:
      if (action->command.use == Use::Wear)
        wear(app);
      else
        choose_item(app, action->command.use);
      break;
    case KeyAction::Kind::TakeOff: take_off(app); break;
    case KeyAction::Kind::PickUp: pick_up(app); break;
    case KeyAction::Kind::Brew: brew(app); break;
    case KeyAction::Kind::Talents: open_talents(app); break;
    case KeyAction::Kind::God: open_god(app); break;
    case KeyAction::Kind::Inventory:
      open_inventory(app);  // a letter (or a tap) shows that thing and what can be done with it
      break;
    case KeyAction::Kind::History:
      app.screens().push(
          std::make_unique<TextPager>("Messages", message_history(app.game()), true));
      break;
    case KeyAction::Kind::Help: app.screens().push(std::make_unique<GuideScreen>()); break;
    case KeyAction::Kind::SaveQuit:
      if (app.session().save()) app.quit(true);
      break;
    case KeyAction::Kind::WizardMenu:
      if (app.game().wizard().enabled) {
        app.screens().push(std::make_unique<WizardMenu>());
      } else {
        app.notices().notify("Wizard mode is off (start with --wizard, or ?wizard=1 on the web).");
      }
      break;
  }
  return true;
}

const PlayLayout& PlayScreen::layout_now(const ScreenContext& app, int cols, int rows,
                                         bool fresh) const {
  const Game& game = app.game();
  const int zoom = app.settings().map_zoom();
  KeptLayout& k = layout_;
  if (fresh || k.game != &game || k.at != moment(game) || k.cols != cols || k.rows != rows ||
      k.zoom != zoom)
    k = {&game, moment(game), cols,
         rows,  zoom,         play_layout(game, cols, rows, zoom, app.settings().keys())};
  return k.layout;
}

std::string PlayScreen::top_line_messages(const ScreenContext& app) const {
  const Game& game = app.game();
  const int cols = app.size().cols, rows = app.size().rows;
  if (cols > 0 && rows > 0 && pane_holds_latest(game, layout_now(app, cols, rows))) return "";
  return message_line(game);
}

bool PlayScreen::messages_need_paging(const ScreenContext& app) const {
  if (app.size().cols <= 0 || app.size().rows <= 0) return false;  // nothing drawn: no paging
  const std::string said = top_line_messages(app);
  return !said.empty() && message_pages(said, app.size().cols).size() > 1;
}

void PlayScreen::draw(Terminal& term, const ScreenContext& app) const {
  const Game& game = app.game();
  const PlayLayout& layout = layout_now(app, term.width(), term.height(), true);
  const std::vector<std::string>& bottom = layout.bottom;
  const int map_rows = layout.map_rows;
  const int side = term.width() - layout.map_width;
  view_ = {layout.map_width, map_rows};
  // (Short of the page's corner button when the line reaches the right edge.)
  const int line = side > 0 ? view_.x : view_.x - app.size().corner_cells;
  // The latest messages, unless the pane shows them whole.
  const std::string said = pane_holds_latest(game, layout) ? std::string() : message_line(game);
  if (&app.screens().top() != this) {
    // Under another screen (a menu, the wizard's panel): those messages, as far as they fit;
    // the shell draws a notice where the screen on top puts it.
    const std::vector<std::string> pages = message_pages(said, line);
    if (!pages.empty()) term.print(0, 0, pages[0], colors::kText);
  } else if (app.notices().is_hint()) {
    term.print(0, 0, app.notices().text(), colors::kText);
  } else {
    const std::string& text = app.notices().text().empty() ? said : app.notices().text();
    if (reading(app)) {
      // What fits, and a mark that there was more: the reader heard it all.
      const std::vector<std::string> pages = message_pages(text, line);
      term.print(0, 0, pages.empty() ? "" : pages[0] + (pages.size() > 1 ? " ..." : ""),
                 colors::kText);
    } else {
      more_.show(text, line, moment(game));
      term.print(0, 0, more_.line(), colors::kText);
    }
  }
  if (layout.pane_rows > 0) draw_pane(term, game, layout);
  if (map_rows > 0) {
    map_ = map_view(game, layout, app.settings().map_zoom());
    const Appearance looks(app.content(), app.settings().palette());
    draw_map(term, looks, game, map_);
    if (app.flash_shown())
      draw_flashes(term, looks, game, app.last_events(), map_,
                   {app.flash_frame(), kMomentFrames, app.settings().reduce_motion()});
  }
  if (side > 0)
    draw_sidebar(term, app, view_.x, kTopRows, term.height() - static_cast<int>(bottom.size()));
  const int first = term.height() - static_cast<int>(bottom.size());
  for (std::size_t i = 0; i < bottom.size(); ++i)
    term.print(0, first + static_cast<int>(i), bottom[i],
               i + 1 == bottom.size() ? colors::kDim : colors::kText);
  // Hit points below half turn yellow, below a third red (the status lines are plain text).
  const Player& h = game.hero();
  if (2 * h.hp < h.max_hp)
    for (std::size_t i = 0; i < bottom.size(); ++i) {
      const auto at = bottom[i].find(" HP:");
      if (at == std::string::npos) continue;
      const auto end = bottom[i].find(' ', at + 1);
      term.print(static_cast<int>(at) + 1, first + static_cast<int>(i),
                 bottom[i].substr(at + 1, end == std::string::npos ? end : end - at - 1),
                 health_colour(h.hp, h.max_hp));
    }
  draw_tip(term, app.notices().tip(game.turn()), first);
  if (const TutorialRun* t = app.session().tutorial()) draw_lesson(term, app, *t, first);
}

std::string PlayScreen::whereabouts(const ScreenContext& app) const {
  const Game& g = app.game();
  return here_name(g) + ", " + describe_cell(g, g.hero().pos);
}

void PlayScreen::draw_lesson(Terminal& term, const ScreenContext& app, const TutorialRun& t,
                             int status_top) const {
  // A box across the map, its header, the lesson's words and (in its own colour) what to press
  // now: at the map's top, or at its bottom when the hero is in the top half, so the hero and
  // what is around them stay in sight.
  const int width = view_.x > 20 ? view_.x : term.width();
  if (!t.lesson() || width < 12) return;
  const KeyBindings& keys = app.settings().keys();
  const bool phone = app.settings().touch_keys();
  std::vector<std::pair<std::string, Color>> lines;
  const std::string leave = phone ? "tap save to leave" : with_keys("{save} leaves", keys);
  lines.push_back({app.content().tutorial.title + ", lesson " + std::to_string(t.lesson_number()) +
                       " of " + std::to_string(t.lesson_count()) + " (" + leave + ")",
                   colors::kHighlight});
  for (std::string& l : wrap_text(t.text(keys, phone), width - 2))
    lines.push_back({l, colors::kText});
  // What to press is marked, so an eye (or a test reading the screen) finds it at once.
  const std::vector<std::string> ask = wrap_text(t.ask(app.game(), keys, phone), width - 4);
  for (std::size_t i = 0; i < ask.size(); ++i)
    lines.push_back({(i == 0 ? "» " : "  ") + ask[i], colors::kHint});
  const int rows = static_cast<int>(lines.size());
  const int hero_row = map_.screen_of(app.game().hero().pos).y;
  const int map_bottom = std::min(status_top, kTopRows + view_.y);
  const bool at_bottom = hero_row < kTopRows + view_.y / 2;
  const int top = std::max(kTopRows, at_bottom ? map_bottom - rows : kTopRows);
  for (int i = 0; i < rows && top + i < status_top; ++i) {
    for (int x = 0; x < width; ++x) term.put(x, top + i, U' ', colors::kText, colors::kHintGround);
    const auto& [text, fg] = lines[static_cast<std::size_t>(i)];
    term.print(1, top + i, text, fg, colors::kHintGround);
  }
}

void PlayScreen::draw_tip(Terminal& term, const std::string& tip, int status_top) {
  // One line takes the keys' reminder's place (the last row); a longer one (a phone's narrow
  // screen) goes over the map's first rows, under the message line: the messages, the status
  // lines and the hero (whom the camera keeps mid-map) stay in sight. In its own colour, on its
  // own ground, the whole width.
  if (tip.empty() || term.width() < 2) return;
  const std::vector<std::string> lines = wrap_text(tip, term.width() - 2);
  const int rows = static_cast<int>(lines.size());
  const int top = rows == 1 ? term.height() - 1 : kTopRows;
  const int end = rows == 1 ? term.height() : status_top;
  for (int i = 0; i < rows && top + i < end; ++i) {
    for (int x = 0; x < term.width(); ++x)
      term.put(x, top + i, U' ', colors::kHint, colors::kHintGround);
    term.print(1, top + i, lines[static_cast<std::size_t>(i)], colors::kHint, colors::kHintGround);
  }
}

}  // namespace dg
