#include "ui/shell/app.hpp"

#include <algorithm>

#include "ui/input/menu_tap.hpp"
#include "ui/shell/hints.hpp"
#include "ui/shell/moments.hpp"
#include "ui/shell/notice_line.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

App::App(const Content& content, GameFactory factory, std::uint64_t seed)
    : content_(&content), session_(content, std::move(factory), shell_) {
  session_.open_title(seed);
}

App::App(const Content& content, Game game, GameFactory factory)
    : content_(&content), session_(content, std::move(factory), shell_) {
  session_.play(std::move(game));
}

App::App(App&& other) noexcept
    : content_(other.content_),
      shell_(std::move(other.shell_)),
      session_(std::move(other.session_)),
      guard_(other.guard_),
      settings_(std::move(other.settings_)),
      size_(other.size_),
      low_hp_warned_(other.low_hp_warned_),
      quit_requested_(other.quit_requested_) {
  session_.attach(shell_);
}

bool App::handle(const Input& in) {
  if (shell_.screens.empty() || guard_.typed_before_shown(in)) return false;
  if (walking() && in.key != Key::None && in.key != Key::Hover) {
    session_.walker().stop();  // any key or tap stops a walk, and does nothing else
    return true;
  }
  // Any key or tap ends a moment being drawn (and then does what it does).
  const bool skipped = flash_frames_ > 0 && in.key != Key::None && in.key != Key::Hover;
  if (skipped) flash_frames_ = 0;
  if (in.is_pointer() && !shell_.screens.top().wants_pointer()) return skipped;
  if (size_.too_small() && in.key != Key::None && !in.is_pointer()) {
    // Nothing on so small a screen could be read: a key would act unseen.
    notices().notify("The window is too small to play: make it larger.");
    return true;
  }
  notices().input_arrived();
  // The top screen may close itself; the stack keeps it alive until its handler returns.
  const bool changed = shell_.screens.top().handle(in, *this);
  shell_.screens.retire();
  return changed || skipped;
}

bool App::handle_pointer(const Input& in, const Terminal& shown) {
  if (shell_.screens.empty() || guard_.typed_before_shown(in)) return false;
  if (shell_.screens.top().wants_pointer()) return handle(in);
  if (in.key != Key::Click) return false;
  const auto key = menu_key_at(shown, in.col, in.row);
  return key && handle(Input::character(*key));
}

void App::draw(Terminal& term) const {
  term.clear();
  for (const auto& s : shell_.screens.all()) s->draw(term, *this);
  if (!shell_.screens.all().empty())
    draw_notice(term, shell_.notices, shell_.screens.top().notice_place(term, *this));
}

Outcome App::apply(const Command& command) {
  const Game& game = session_.game();
  const Outcome out = session_.mutable_game().apply(command);
  last_events_ = out.events;  // what every chore below reads of what happened
  if (command.kind == Command::Kind::Cast) session_.set_last_spell(command.item);
  flash_frames_ = 0;
  bool new_level = false;
  // A turn that passed moves the fire, gas and water in view for the moment (none: still).
  if (out.took_turn && !settings_.reduce_motion() && scene_moves(game))
    flash_frames_ = kFlashFrames;
  for (const Event& e : out.events) {
    if (moment_shown(game, e)) flash_frames_ = kFlashFrames;
    new_level |= e.kind == EventKind::LevelChanged;
  }
  queue_sounds(out.events);
  warn_low_hit_points(out.events);
  if (!out.confirm.empty())
    shell_.screens.push(screens::yes_no(out.confirm + " [yn]", command.confirm()));
  screens::offer_choices(*this);  // an identify, an enchanting or a new level may offer one
  // What keys typed ahead must not skip: a new level, a message to page through, the end.
  // (A screen reader said it all: the line never waits at a --More--, nor holds a key back.)
  const bool paging =
      !settings_.preferences().screen_reader && shell_.screens.floor().messages_need_paging(*this);
  if (game.run().over || new_level || paging) guard_.arm();
  if (TutorialRun* t = session_.tutorial();
      t && t->observe(session_.mutable_game(), command, out.events))
    session_.walker().stop();  // a lesson began: the walk stops for it, as for a hint
  offer_hint(paging, out.events);
  if (game.run().over) {
    Preferences p = settings_.preferences();
    ++p.games_ended;  // hints stop by themselves after a few games
    (void)settings_.set(p);
    session_.end_run();
  }
  return out;
}

bool App::tutorial_key(std::string_view id, bool applies) {
  TutorialRun* t = session_.tutorial();
  if (!t || id.empty()) return false;
  if (t->would_finish(id)) {
    t->note(id);
    Preferences p = settings_.preferences();
    p.tutorial_done = true;  // the title no longer offers it first
    (void)settings_.set(p);
    shell_.screens.push(screens::tutorial_recap());
    return true;
  }
  if (!applies) t->note(id);  // a command applied is seen by apply()
  return false;
}

void App::offer_hint(bool paging, const std::vector<Event>& events) {
  const Preferences& p = settings_.preferences();
  // In the tutorial its lessons speak instead.
  if (!p.hints_on() || game().run().over || session_.tutorial()) return;
  const auto hint = next_hint(game(), {paging, events}, p.hints_seen, p.keys);
  if (!hint) return;
  Preferences seen = p;
  seen.hints_seen.push_back(hint->id);
  // Kept with the options: never shown again (if they cannot be kept, it may come back).
  (void)settings_.set(seen);
  shell_.notices.tip(hint->text, game().turn());
  session_.walker().stop();  // a walk stops for it, as for anything the player should see
}

void App::start_walk(std::unique_ptr<Walk> walk) {
  Walker& walker = session_.walker();
  // A walk that cannot begin says why, every time; pressed again with the same monster known
  // and coming no nearer, it asks once whether to go on with it in view (as DCSS asks).
  if (const WalkStop stop = walker.blocked(game(), *walk); stop.monster >= 0) {
    if (!walker.stopped_before(stop)) {
      walker.note_stop(stop);
      notices().notify(stop.said);
      return;
    }
    auto held = std::make_shared<std::unique_ptr<Walk>>(std::move(walk));
    shell_.screens.push(screens::yes_then(
        "Continue with " + stop.name + " in view? [yn]", [held, stop](ScreenContext& app) {
          app.session().walker().pass_over(stop, app.game().depth());
          if (*held) app.start_walk(std::move(*held));
        }));
    return;
  }
  walker.start(std::move(walk));
  advance();  // the first steps at once (all of them when walks are instant)
}

bool App::advance() {
  Walker& walker = session_.walker();
  // Each frame of a moment that moves is drawn; a still one only as it ends.
  bool moved = flash_frames_ > 0 && (--flash_frames_ == 0 || !settings_.reduce_motion());
  for (int i = 0; walking() && (settings_.instant_walks() || i < kWalkStepsPerFrame); ++i) {
    // Anything over the play screen (a question, a --More--) or the run's end stops it.
    if (!playing() || game().run().over || shell_.screens.depth() != 1) {
      walker.stop();
      break;
    }
    const WalkStep step = walker.next(game());
    if (!step.command) {
      if (!step.said.empty()) notices().notify(step.said);
      if (!step.question.empty()) shell_.screens.push(screens::yes_no(step.question, step.on_yes));
      return true;
    }
    const int hp = game().hero().hp;
    const Outcome out = apply(*step.command);
    // Its end after a refused step or a hurt, unless something else was said (a warning).
    if (std::string said = walker.applied(out, hp, game());
        !said.empty() && notices().text().empty())
      notices().notify(std::move(said));
    moved = true;
  }
  return moved;
}

void App::warn_low_hit_points(const std::vector<Event>& events) {
  // Told once on the way down past half and once past a third, as the wounds tell (a wound
  // that found the hero above half again starts over), with the hit points the last left.
  const Event* last = nullptr;
  bool half = false, low = false;
  for (const Event& e : events) {
    if (e.kind != EventKind::Wounded) continue;
    last = &e;
    if (2 * (e.hp + e.amount) >= e.max_hp) low_hp_warned_ = half_hp_warned_ = false;
    if (!low_hp_warned_ && 3 * e.hp < e.max_hp) {
      low = low_hp_warned_ = half_hp_warned_ = true;
    } else if (!half_hp_warned_ && 2 * e.hp < e.max_hp) {
      half = half_hp_warned_ = true;
    }
  }
  if (game().run().over || !(low || half)) return;
  const std::string hp = std::to_string(last->hp) + " of " + std::to_string(last->max_hp);
  const std::string warning =
      low ? "*** LOW HIT POINTS: " + hp + " ***" : "Hit points below half: " + hp + ".";
  std::string said = shell_.screens.floor().top_line_messages(*this);
  if (!said.empty()) said += "  ";
  notices().notify(said + warning);
}

void App::queue_sounds(const std::vector<Event>& events) {
  const float effects = settings_.effects_gain();
  if (effects > 0)
    for (const Cue& c : hear(game(), *content_, events)) add_cue(c, effects);
  // Kept up to date with sound off too: turned on, it tells only what is new from then on.
  if (!settings_.preferences().screen_reader || !settings_.preferences().sound_cues) return;
  const std::vector<Cue> cues = reader_cues_.update(game(), *content_);
  if (const float gain = settings_.cues_gain(); gain > 0)
    for (const Cue& c : cues) add_cue(c, gain);
}

void App::add_cue(Cue c, float gain) {
  for (Cue& before : cues_)
    if (before.sound == c.sound) {  // one of each a frame, each side as loud as the louder
      before.left = std::max(before.left, c.left * gain);
      before.right = std::max(before.right, c.right * gain);
      return;
    }
  c.left *= gain;
  c.right *= gain;
  cues_.push_back(c);
}

void App::cue(std::string_view sound) {
  if (const int s = find_sound(*content_, sound); s >= 0)
    add_cue(heard_from(s, {0, 0}, {-1, -1}), settings_.effects_gain());
}

void App::quit(bool saved) {
  if (services().can_exit()) {
    quit_requested_ = true;
    return;
  }
  session_.close(saved);
}

}  // namespace dg
