#include "ui/shell/tutorial.hpp"

#include <algorithm>

#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/path.hpp"
#include "core/world/step_rule.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/input/key_help.hpp"
#include "ui/input/keymap.hpp"

namespace dg {

namespace {

// "{letter:dagger}" becomes the pack letter of the first dagger carried ("?" when none is).
std::string with_letters(std::string text, const Game& game) {
  constexpr std::string_view kOpen = "{letter:";
  for (auto open = text.find(kOpen); open != std::string::npos; open = text.find(kOpen, open)) {
    const auto close = text.find('}', open);
    if (close == std::string::npos) break;
    const int kind =
        game.catalog().find_item(text.substr(open + kOpen.size(), close - open - kOpen.size()));
    std::string letter = "?";
    for (const InvSlot& s : game.hero().inventory)
      if (s.item.kind == kind) {
        letter = std::string(1, s.letter);
        break;
      }
    text.replace(open, close - open + 1, letter);
    open += letter.size();
  }
  return text;
}

// The first step of the way from the hero to `to` as the student walks it: through doors
// (bumps open and bash them), around known traps, by the one step rule. Dir::None: no way.
Dir first_step(const Game& game, Vec to) {
  const Level& level = game.level();
  const TileTable& tiles = game.catalog().tiles;
  auto can_step = [&](Vec a, Vec b) {
    const StepBlock block = step_block(tiles, level.tiles[a], level.tiles[b], a, b);
    if (block != StepBlock::None && block != StepBlock::ClosedDoor &&
        block != StepBlock::LockedDoor)
      return false;
    if (b == to) return true;
    return std::none_of(level.traps.begin(), level.traps.end(),
                        [&](const Trap& t) { return t.pos == b && !t.hidden; });
  };
  // Of the steps that begin a shortest way, the one pointing straightest at `to`: "east"
  // along a room's middle row, not a detour through its top row of the same length.
  Array2D<int> dist;
  distance_field(
      level.width(), level.height(), to, [&](Vec a, Vec b) { return can_step(b, a); }, dist);
  const Vec hero = game.hero().pos;
  if (!dist.contains(hero) || dist[hero] <= 0) return Dir::None;
  Dir best = Dir::None;
  long best_miss = 0;
  for (Dir d : kAllDirs) {
    const Vec p = hero + offset(d);
    if (!dist.contains(p) || dist[p] != dist[hero] - 1 || !can_step(hero, p)) continue;
    const long miss =
        static_cast<long>(to.x - p.x) * (to.x - p.x) + static_cast<long>(to.y - p.y) * (to.y - p.y);
    if (best == Dir::None || miss < best_miss) best = d, best_miss = miss;
  }
  return best;
}

// The way to throw at `at`: along the line, when it is one of the eight; else the first step
// toward it.
Dir way_to(const Game& game, Vec at) {
  const Dir line = line_direction(game.hero().pos, at);
  return line != Dir::None ? line : first_step(game, at);
}

std::string_view arrow(Dir d) {
  switch (d) {
    case Dir::N: return "↑";
    case Dir::NE: return "↗";
    case Dir::E: return "→";
    case Dir::SE: return "↘";
    case Dir::S: return "↓";
    case Dir::SW: return "↙";
    case Dir::W: return "←";
    case Dir::NW: return "↖";
    case Dir::None: break;
  }
  return "→";
}

// "{name}" becomes the key (as "{move_se}", for with_keys), "{name_way}" its direction and
// "{name_arrow}" its on-screen key.
std::string with_way(std::string text, std::string_view name, Dir d) {
  if (d == Dir::None) d = Dir::E;
  const std::string key = "{" + std::string(name);
  auto put = [&](const std::string& from, std::string_view to) {
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to);
  };
  put(key + "_way}", compass_name(d));
  put(key + "_arrow}", arrow(d));
  put(key + "}", "{" + std::string(move_id(d)) + "}");
  return text;
}

}  // namespace

std::vector<std::string> command_ids(const Command& c) {
  if (c.kind == Command::Kind::Move) return {"move", std::string(move_id(c.dir))};
  std::vector<std::string> ids;
  for (const KeyBinding& row : key_table()) {
    if (row.id.empty() || row.command.kind != c.kind || !applies_command(row.kind)) continue;
    if (c.kind == Command::Kind::Use && row.command.use != c.use) continue;
    ids.emplace_back(row.id);
  }
  return ids;
}

const TutorialLesson* TutorialRun::lesson() const {
  return lesson_ < 0 ? nullptr : &book_->lessons[static_cast<std::size_t>(lesson_)];
}

void TutorialRun::did(const std::vector<std::string>& ids) {
  const TutorialLesson* l = lesson();
  // One command may do several steps: the dart thrown kills the newt at once.
  while (l && step_ < l->steps.size()) {
    const auto& wanted = l->steps[step_].done;
    const bool did = std::any_of(ids.begin(), ids.end(), [&](const std::string& id) {
      return std::find(wanted.begin(), wanted.end(), id) != wanted.end();
    });
    if (!did) return;
    ++step_;
    if (step_ == l->steps.size() && l->ends) finished_ = true;
  }
}

bool TutorialRun::would_finish(std::string_view id) const {
  const TutorialLesson* l = lesson();
  if (!l || !l->ends || step_ + 1 != l->steps.size()) return false;
  const auto& wanted = l->steps[step_].done;
  return std::find(wanted.begin(), wanted.end(), id) != wanted.end();
}

void TutorialRun::note(std::string_view id) {
  did({std::string(id)});
}

void TutorialRun::begin(Game& game) {
  for (std::size_t i = 0; i < book_->lessons.size(); ++i) {
    const TutorialLesson& l = book_->lessons[i];
    if (begun_[i] || l.level != game.depth() || l.at != game.hero().pos) continue;
    begun_[i] = true;
    lesson_ = static_cast<int>(i);
    step_ = 0;
    foes_ = place_lesson_things(game, *book_, lesson_);
    return;
  }
}

void TutorialRun::settle(const Game& game) {
  const TutorialLesson* l = lesson();
  if (!l) return;
  const bool alive = std::any_of(foes_.begin(), foes_.end(),
                                 [&](int id) { return game.level().monster_by_id(id); });
  const bool hidden = std::any_of(game.level().traps.begin(), game.level().traps.end(),
                                  [](const Trap& t) { return t.hidden; });
  while (step_ < l->steps.size()) {
    const auto& wanted = l->steps[step_].done;
    auto waits_for = [&](std::string_view id) {
      return std::find(wanted.begin(), wanted.end(), id) != wanted.end();
    };
    if (!(waits_for("kill") && !foes_.empty() && !alive) && !(waits_for("trap_found") && !hidden))
      return;
    ++step_;
    if (step_ == l->steps.size() && l->ends) finished_ = true;
  }
}

bool TutorialRun::observe(Game& game, const Command& command, const std::vector<Event>& events) {
  std::vector<std::string> ids = command_ids(command);
  for (const Event& e : events) {
    if (e.kind == EventKind::Kill) ids.emplace_back("kill");
    if (e.kind == EventKind::Found) ids.emplace_back("trap_found");
  }
  did(ids);
  settle(game);
  const int before = lesson_;
  begin(game);
  return lesson_ != before;
}

std::string TutorialRun::text(const KeyBindings& keys, bool phone) const {
  const TutorialLesson* l = lesson();
  return l ? with_keys(phone ? l->phone_text : l->text, keys) : "";
}

std::string TutorialRun::ask(const Game& game, const KeyBindings& keys, bool phone) const {
  const TutorialLesson* l = lesson();
  if (!l || step_ >= l->steps.size()) return "";
  const TutorialStep& s = l->steps[step_];
  std::string text = with_letters(phone ? s.phone : s.ask, game);
  // The next lesson after this one not yet begun: its cell on this level, else the stairs
  // down to it.
  Dir next = Dir::None;
  for (auto i = static_cast<std::size_t>(lesson_) + 1; i < book_->lessons.size(); ++i) {
    if (begun_[i]) continue;
    const TutorialLesson& n = book_->lessons[i];
    next = first_step(game, n.level == game.depth() ? n.at : game.level().stairs_down);
    break;
  }
  text = with_way(std::move(text), "next", next);
  const Monster* foe = nullptr;
  for (int id : foes_)
    if (const Monster* m = game.level().monster_by_id(id);
        m && (!foe || chebyshev(m->pos, game.hero().pos) < chebyshev(foe->pos, game.hero().pos)))
      foe = m;
  text = with_way(std::move(text), "foe", foe ? way_to(game, foe->pos) : Dir::None);
  return with_keys(text, keys);
}

std::vector<std::string> TutorialRun::recap(const KeyBindings& keys, bool phone) const {
  std::vector<std::string> lines;
  for (const TutorialLesson& l : book_->lessons)
    if (!l.recap.empty()) lines.push_back(with_keys(phone ? l.phone_recap : l.recap, keys));
  return lines;
}

}  // namespace dg
