#include "ui/shell/hints.hpp"

#include <algorithm>
#include <iterator>

#include "core/game.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/input/key_help.hpp"

namespace dg {

namespace {

// Whether the last command brought an event of `kind`: what happened, never its words.
bool happened(const HintMoment& moment, EventKind kind) {
  return std::any_of(moment.events.begin(), moment.events.end(),
                     [kind](const Event& e) { return e.kind == kind; });
}

bool monster_in_view(const Game& g, const HintMoment&) {
  for (const Monster& m : g.level().monsters)
    if (!m.tame && g.sight().visible_monster(m.pos) == &m) return true;
  return false;
}

bool unknown_thing_carried(const Game& g, const HintMoment&) {
  return std::any_of(g.hero().inventory.begin(), g.hero().inventory.end(), [&](const InvSlot& s) {
    return g.knowledge().disguised(s.item.kind) && !g.knowledge().knows(s.item.kind);
  });
}

bool hurt(const Game& g, const HintMoment& m) {
  return !g.run().over && std::any_of(m.events.begin(), m.events.end(), [](const Event& e) {
    return e.kind == EventKind::Wounded && 2 * e.hp < e.max_hp;
  });
}

bool stairs_down_seen(const Game& g, const HintMoment&) {
  const Level& lv = g.level();
  return lv.contains(lv.stairs_down) && lv.memory[lv.stairs_down].seen;
}

bool trap_in_view(const Game& g, const HintMoment&) {
  return std::any_of(g.level().traps.begin(), g.level().traps.end(),
                     [&](const Trap& t) { return !t.hidden && g.sight().sees(t.pos); });
}

bool thing_underfoot(const Game& g, const HintMoment&) {
  return std::any_of(g.level().items.begin(), g.level().items.end(),
                     [&](const FloorItem& f) { return f.pos == g.hero().pos; });
}

bool paging(const Game&, const HintMoment& m) {
  return m.paging;
}
bool locked_door(const Game&, const HintMoment& m) {
  return happened(m, EventKind::LockFound);
}
bool pet_left(const Game&, const HintMoment& m) {
  return happened(m, EventKind::LeftBehind);
}
bool new_level(const Game& g, const HintMoment&) {
  return g.hero().level >= 2;
}
bool talent_waiting(const Game& g, const HintMoment&) {
  return !g.hero().talent_offer.empty();
}
bool full_power(const Game& g, const HintMoment&) {
  const Player& h = g.hero();
  return !h.spells.empty() && h.max_pw > 0 && h.pw >= h.max_pw;
}

struct Rule {
  const char* id;
  bool (*now)(const Game&, const HintMoment&);
  // The words, with {command} for the player's key for it ("{look}" -> "x"); the on-screen
  // buttons of a phone bear the command's name, which follows the key.
  const char* text;
};

// Tried in this order: what needs an answer now comes first. Each fits one line of an
// 80-column screen with the default keys (tests/ui/test_hints.cpp), so on a desktop it takes
// the keys' reminder's place and covers nothing.
constexpr Rule kRules[] = {
    {"more", paging, "--More-- means more messages wait: Space or Enter shows the next."},
    {"hurt", hurt,
     "Hit points under half: {quaff} (quaff) a potion, {pray} (pray), {ascend} up, {rest} "
     "(rest)."},
    {"monster", monster_in_view,
     "A monster! {look} (look) names it; walk into it to fight, or keep away."},
    {"locked_door", locked_door,
     "A locked door: walk into it again to bash it (noisy; it may take a few tries)."},
    {"pet_left", pet_left, "Your pet comes along only when it is beside you on the stairs."},
    {"thing_underfoot", thing_underfoot, "Something lies here: {pick_up} (pick up) takes it."},
    {"unknown_thing", unknown_thing_carried,
     "An unknown potion or scroll: use one to learn what it is. {inventory} (pack) lists all."},
    {"trap", trap_in_view,
     "A trap (^): you are asked before stepping on one; {search} (search) finds more."},
    {"stairs_down", stairs_down_seen,
     "Stairs down: stand on them, press {descend}. Win: the Amulet on level 12, back up."},
    {"new_level", new_level, "A new experience level: more hit points and a surer blow."},
    {"talent", talent_waiting,
     "A talent waits to be chosen, for good: {talents} (talents) shows the three."},
    {"full_power", full_power,
     "Your power (Pw) is full: {cast} (cast) casts a spell. Pw comes back slowly."},
};

}  // namespace

std::optional<Hint> next_hint(const Game& game, const HintMoment& moment,
                              const std::vector<std::string>& seen, const KeyBindings& keys) {
  for (const Rule& r : kRules) {
    if (std::find(seen.begin(), seen.end(), r.id) != seen.end()) continue;
    if (r.now(game, moment)) return Hint{r.id, with_keys(r.text, keys)};
  }
  return std::nullopt;
}

std::vector<Hint> all_hints(const KeyBindings& keys) {
  std::vector<Hint> out;
  for (const Rule& r : kRules) out.push_back({r.id, with_keys(r.text, keys)});
  return out;
}

std::vector<std::string_view> hint_ids() {
  std::vector<std::string_view> ids;
  for (const Rule& r : kRules) ids.emplace_back(r.id);
  return ids;
}

}  // namespace dg
