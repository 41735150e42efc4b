#include "bot/bot.hpp"

#include <array>
#include <utility>

#include "bot/bot_magic.hpp"
#include "bot/bot_shop.hpp"
#include "bot/bot_tactics.hpp"
#include "bot/bot_worship.hpp"
#include "core/game.hpp"
#include "core/invariants.hpp"
#include "core/walk/routes.hpp"
#include "core/world/shop.hpp"
#include "ui/input/keymap.hpp"
#include "ui/shell/app.hpp"

namespace dg {

namespace {

// Keys a player might press, movement weighted up; menus and prompts get letters, y, n and
// Escape from the same list.
constexpr std::array<char32_t, 51> kKeys = {
    U'h', U'j', U'k', U'l', U'y', U'u', U'b', U'n', U'h', U'j', U'k', U'l', U'y',
    U'u', U'b', U'n', U'.', U's', U',', U'i', U'd', U'w', U'W', U'T', U'q', U't',
    U'B', U'<', U'>', U'o', U'v', U'_', U'O', U'c', U'a', U'b', U'c', U'y', U'n',
    U':', U'x', U'm', U'?', U'C', U'5', U'e', U'r', U'z', U'Z', U'P', U'R'};

constexpr int kLetLie = 3;  // levels above the hero's: a sleeping monster that strong is let lie

// A visible monster next to the hero, as the direction to it; not one that never attacks (a
// floating eye, a mould), which hurts only who strikes it: a player walks around it.
Dir adjacent_monster(const Game& g) {
  for (int d = 1; d <= 8; ++d) {
    const Vec p = g.hero().pos + offset(static_cast<Dir>(d));
    const Monster* m = g.sight().visible_monster(p);
    if (!m || m->tame || m->at_peace() || g.catalog().breed_of(*m).attacks.empty()) continue;
    // A sleeping monster far stronger than the hero (a minotaur, a dragon) is let lie, and
    // one asleep or fleeing when the hero's god scorns such a blow.
    if (m->mind == Mind::Asleep && m->level >= g.hero().level + kLetLie) continue;
    if (bot_worship::scorned_blow(g, p)) continue;
    return static_cast<Dir>(d);
  }
  // Else where something unseen struck from (NetHack's `I`): strike back there.
  for (int d = 1; d <= 8; ++d) {
    const Vec p = g.hero().pos + offset(static_cast<Dir>(d));
    if (g.level().contains(p) && g.level().memory[p].unseen && !g.sight().visible_monster(p))
      return static_cast<Dir>(d);
  }
  return Dir::None;
}

// On a shop's floor: what lies there is for sale, taken only to buy (bot_shop).
bool in_shop(const Game& g) {
  return shop::at(g, g.hero().pos) >= 0;
}

// A shopkeeper at peace beside the hero: a question up now is whether to attack it, and a
// player says no (a keeper fights far above the depth).
bool beside_keeper(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.at_peace() && chebyshev(m.pos, g.hero().pos) == 1) return true;
  return false;
}

bool items_here(const Game& g) {
  for (const FloorItem& f : g.level().items)
    if (f.pos == g.hero().pos) return true;
  return false;
}

}  // namespace

Bot::Bot(std::uint64_t seed, BotStyle style) : rng_(seed, 0xB07), style_(style) {}

Input Bot::random_key() {
  if (rng_.one_in(40)) return Input::special(Key::Escape);
  if (rng_.one_in(60)) return Input::special(Key::Enter);
  // The arrows too: a random press of the options may have chosen a preset in which no
  // letter walks (arrows, numpad), and a monster in view stops every rest and walk.
  if (rng_.one_in(12)) {
    constexpr std::array<Key, 4> kArrows = {Key::Up, Key::Down, Key::Left, Key::Right};
    return Input::special(kArrows[static_cast<std::size_t>(rng_.below(4))]);
  }
  return Input::character(kKeys[static_cast<std::size_t>(rng_.below(kKeys.size()))]);
}

Input Bot::goal_key(const App& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  // A menu or prompt: the item meant, else answer as a player might.
  if (app.screens().depth() > 1) {
    if (!pending_.empty()) {
      const char next = pending_.front();
      pending_.erase(0, 1);
      return Input::character(static_cast<char32_t>(next));
    }
    // A talent offered (at a new level, or brought back with `a`): the one to take.
    if (const char choice = bot_magic::talent_choice(g)) return Input::character(choice);
    // A scroll of enchanting just read (its kind not known before): the thing to grow.
    for (const Event& e : app.last_events())
      if (e.kind == EventKind::EnchantOffered)
        if (const char target = bot_magic::enchant_target(g))
          return Input::character(static_cast<char32_t>(target));
    if (rng_.one_in(4)) return Input::special(Key::Escape);
    if (rng_.one_in(3)) return Input::special(Key::Enter);  // takes what a menu has chosen
    return Input::character(rng_.coin() ? U'y' : U'a');
  }
  pending_.clear();
  if (!h.talent_offer.empty()) return Input::character(U'a');  // an offer left for later
  if (const std::string w = bot_worship::keys(g, rng_); !w.empty()) {
    pending_ = w.substr(1);  // the god screen's letter
    return Input::character(static_cast<char32_t>(w.front()));
  }
  if (const std::string t = bot_tactics::keys(g, rng_, tactics_, app.session().quiver());
      !t.empty()) {
    pending_ = t.substr(1);
    return Input::character(static_cast<char32_t>(t.front()));
  }
  if (const std::string magic = bot_magic::keys(g, rng_); !magic.empty()) {
    pending_ = magic.substr(1);  // the menu's letter, then a direction
    return Input::character(static_cast<char32_t>(magic.front()));
  }
  if (const char p = bot_tactics::potion_letter(g);
      p && bot_magic::badly_hurt(h) && rng_.one_in(3)) {
    pending_ = std::string(1, p);  // the letter to give the "Drink what?" menu
    return Input::character(U'q');
  }
  if (const Dir d = adjacent_monster(g); d != Dir::None) return Input::character(key_for(d));
  // With the Amulet, the way home: up every staircase (`<` walks to it), and out from level 1.
  // Where no remembered way leads to the staircase up (a level crossed by a jump, or only
  // half seen), explore until one does.
  if (g.hero().carries_amulet(g.catalog())) {
    // Rested first: each level up is a fight the hero may have to walk through.
    if (bot_tactics::should_rest_first(g)) return Input::character(U'v');
    const auto up = known_stairs(g, false);
    const bool way = up && (*up == g.hero().pos || !travel_path(g, *up).empty());
    return Input::character(way ? U'<' : U'o');
  }
  if (const std::string s = bot_shop::keys(g); !s.empty()) {  // pay, put back, or buy
    pending_ = s.substr(1);
    return Input::character(static_cast<char32_t>(s.front()));
  }
  // Into a branch and out (after the shop's keys: never out of a shop with its goods).
  if (const std::string b = bot_branch::keys(g, branches_); !b.empty()) {
    pending_ = b.substr(1);
    return Input::character(static_cast<char32_t>(b.front()));
  }
  if (items_here(g) && !in_shop(g) && rng_.coin()) return Input::character(U',');
  if (const Dir d = bot_shop::to_goods(g); d != Dir::None) return Input::character(key_for(d));
  if (const Dir d = bot_worship::to_altar(g); d != Dir::None) return Input::character(key_for(d));
  const bool rest_first = bot_tactics::should_rest_first(g);
  if (rest_first && rng_.coin()) return Input::character(U'v');
  if (rng_.one_in(3))  // to the stairs, or down them, rested
    return Input::character(rest_first ? U'v' : U'>');
  return Input::character(U'o');
}

Input Bot::next(const App& app) {
  const int turn = app.playing() ? app.game().turn() : -1;
  stuck_ = turn == last_turn_ ? stuck_ + 1 : 0;
  last_turn_ = turn;
  // Random keys now and then, and whenever the plan stops making progress; stuck in a menu
  // that waits for one of its letters, a player would press Escape now and then.
  if (stuck_ > 2 && app.screens().depth() > 1 && rng_.one_in(8)) return Input::special(Key::Escape);
  if (app.playing() && app.screens().depth() > 1 && beside_keeper(app.game()))
    return Input::special(Key::Escape);
  if (style_ == BotStyle::Random || !app.playing() || stuck_ > 2 ||
      (style_ == BotStyle::Goal && rng_.one_in(10)))
    return random_key();
  return goal_key(app);
}

GameReport play_bot_game(const Content& content, std::uint64_t seed, BotStyle style,
                         const BotRun& run) {
  GameReport report;
  report.seed = seed;
  report.style = style;
  auto made = Game::new_game(content.catalog, seed);
  if (!made) {
    report.problems.push_back("no game from seed " + std::to_string(seed) + ": " + made.error());
    return report;
  }
  App app(content, std::move(made.value()));
  Bot bot(seed, style);
  int depth = 1, next_round_trip = run.round_trip_every, idle = 0;
  auto note = [&](const std::string& what) {
    report.problems.push_back("turn " + std::to_string(app.game().turn()) + ": " + what);
  };
  while (app.playing() && !app.game().run().over && app.game().turn() < run.turns) {
    const int before = app.game().turn();
    app.handle(bot.next(app));
    // A walk the key began (explore, travel, rest) goes on frame by frame, as a player sees
    // it, until it ends by itself: the bot presses no key meanwhile, which would stop it.
    while (app.walking()) app.advance();
    ++report.keys;
    if (!app.playing()) break;  // the bot pressed a way out (quit, title)
    const Game& g = app.game();
    idle = g.turn() == before ? idle + 1 : 0;
    if (idle > run.max_keys_per_turn * 50) {
      note("no turn passed in " + std::to_string(idle) + " keys");
      break;
    }
    if (g.turn() == before && g.depth() == depth) continue;
    const bool moved_level = g.depth() != depth;
    depth = g.depth();
    for (std::string& p : broken_invariants(g, moved_level || g.run().over)) note(p);
    if (run.round_trip_every > 0 && g.turn() >= next_round_trip) {
      next_round_trip = g.turn() + run.round_trip_every;
      if (auto p = save_round_trip_problem(g); !p.empty()) note(p);
    }
    if (report.problems.size() > 20) break;  // enough to go on
  }
  if (app.playing()) {
    const Game& g = app.game();
    report.turns = g.turn();
    report.depth = g.dungeon().deepest_entered();
    report.kills = g.hero().kills;
    report.died = g.run().over && g.run().ending == Ending::Died;
    report.won = g.run().over && g.run().ending == Ending::Won;
    report.state = g.state_hash();
    if (auto p = save_round_trip_problem(g); !p.empty()) note(p);
  }
  return report;
}

}  // namespace dg
