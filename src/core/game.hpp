#pragma once
// The whole game as a value: the dungeon's levels (kept as they were left), the hero, the
// RNG and what has been said. apply() takes one command, runs the world until the hero needs
// input again and returns at once; it never waits for a key, which is what a browser frame
// callback needs.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/action/action.hpp"
#include "core/actor/harm.hpp"
#include "core/actor/player.hpp"
#include "core/catalog.hpp"
#include "core/command.hpp"
#include "core/dice.hpp"
#include "core/effect/apply.hpp"
#include "core/event.hpp"
#include "core/geometry.hpp"
#include "core/item/knowledge.hpp"
#include "core/message_log.hpp"
#include "core/result.hpp"
#include "core/rng.hpp"
#include "core/run_record.hpp"
#include "core/sight.hpp"
#include "core/wizard.hpp"
#include "core/wording.hpp"
#include "core/world/dungeon.hpp"
#include "core/world/fov.hpp"
#include "core/world/level.hpp"
#include "core/world/light.hpp"
#include "core/world/path_cache.hpp"

namespace dg {

struct Outcome {
  bool took_turn = false;  // false: refused (a wall, say) or waiting for confirmation
  std::string confirm;     // non-empty: ask this [yn]; on yes, apply command.confirm()
  // What happened during the command and the world's turn after it (apply() fills it): how the
  // UI learns what happened, never by reading the messages' words or polling the state.
  std::vector<Event> events;
};

class Game {
 public:
  // A new dungeon from `seed` for the hero `who` (traits left unchosen are drawn from the
  // seed); the hero starts on the up staircase of level 1.
  // The game keeps a reference to `catalog`, which must outlive it.
  // `pet`: the role's pet starts beside the hero (NetHack's pettype:none turns it off).
  static Result<Game> new_game(const Catalog& catalog, std::uint64_t seed, Character who = {},
                               bool wizard = false, bool pet = true);
  // Level 1 from a hand-made map (it must contain exactly one '@'); deeper levels are made
  // from `seed` as usual.
  static Result<Game> from_ascii(const Catalog& catalog, std::string_view map,
                                 std::uint64_t seed = 1, Character who = {});
  // Hand-made levels from the top (the tutorial's): `levels[0]` is level 1, where the hero
  // starts at `start` (with the role's pet beside them when `pet`); deeper levels are made from
  // `seed` as usual.
  static Result<Game> from_levels(const Catalog& catalog, std::vector<Level> levels, Vec start,
                                  std::uint64_t seed, Character who, bool pet);

  Outcome apply(const Command& command);

  // The content this game's rules read (core/catalog.hpp).
  const Catalog& catalog() const { return *catalog_; }

  const Level& level() const { return dungeon_.here(); }
  // For tests and wizard tools that set up a situation by hand.
  Level& mutable_level() { return dungeon_.here(); }
  Player& mutable_player() { return player_; }
  Dungeon& mutable_dungeon() { return dungeon_; }
  void refresh_vision() { update_vision(); }

  const Player& hero() const { return player_; }
  int turn() const { return turn_; }
  int depth() const { return dungeon_.depth; }
  // Every level made so far, and how deep the dungeon goes (core/world/dungeon.hpp).
  const Dungeon& dungeon() const { return dungeon_; }
  const MessageLog& log() const { return log_; }
  // What happened during the last command and the world's turn after it (core/event.hpp), as
  // its Outcome carried them: for the core's own readers and the tests.
  const std::vector<Event>& events() const { return events_.events; }
  const Wizard& wizard() const { return wizard_; }
  // "a murky green potion", "2 potions of healing", "the Amulet of the Deep".
  // What this game hides about items and what the hero has learned (core/item/knowledge.hpp).
  const Knowledge& knowledge() const { return knowledge_; }
  Knowledge& mutable_knowledge() { return knowledge_; }
  // A fingerprint of the whole state (game_hash.cpp); equal games have equal hashes.
  std::uint64_t state_hash() const;
  // How the run began, every command and checkpoint, how it ended (core/run_record.hpp).
  const RunRecord& run() const { return run_; }
  void set_wanderers(bool on) { run_.wanderers = on; }
  void set_talents(bool on) { run_.talents = on; }
  // What the hero perceives right now (core/sight.hpp): cells seen, monsters shown.
  Sight sight() const { return Sight(*this); }
  // How the game's words name monsters, actors and items (core/wording.hpp).
  Wording wording() const { return Wording(*this); }

  // The parts of the rules that actions (core/action/) and monsters' minds
  // (core/actor/mind.cpp) call: the RNG, what is said and reported, the checks a step makes.
  Rng& rng() { return rng_; }
  // A message; one about a creature or thing at `about` carries its place, from the hero.
  void say(std::string text, std::optional<Vec> about = std::nullopt);
  void report(Event e) { events_.events.push_back(std::move(e)); }
  void make_noise(Vec at) { dungeon_.noise = {at, turn_, dungeon_.depth}; }
  Wizard& mutable_wizard() { return wizard_; }
  // The hunters' shared distance field to the hero (kept while the hero and tiles stay put).
  const Array2D<int>& hero_field() {
    return paths_.to_hero(catalog_->tiles, level(), dungeon_.depth, turn_, player_.pos);
  }
  // The hero takes the stairs (or falls, or a wizard jumps) to `to_depth`.
  Outcome change_level(int to_depth, bool arrive_on_up_stairs, bool by_stairs = true);
  // The run ends: won, left the dungeon, or died by quitting (`cause` "quit").
  void finish(Ending how, std::string cause = {}) {
    run_.over = true;
    run_.ending = how;
    if (!cause.empty()) run_.death_cause = std::move(cause);
  }
  // The one way any creature loses hit points (game_harm.cpp): `amount` off `victim`, the
  // harm's words said, and at none its death: the hero's run ends (`harm.cause` on the death
  // screen), a monster is taken off the level and drops what it carried. True when it died;
  // a monster that died is gone, so `victim` must not be used after a true.
  bool damage(Actor& victim, int amount, const Harm& harm);
  // `experience` more for the hero: each experience level it reaches (its hit points and
  // power, said), then a talent if one is earned (game_harm.cpp; a kill's, the wizard's).
  void gain_experience(int experience);

  friend bool operator==(const Game&, const Game&) = default;

 private:
  friend class Sight;                             // reads the vision update_vision() keeps
  Outcome apply_command(const Command& command);  // apply() but for the checkpoint
  // The hero's action, as the command's outcome (game.cpp).
  Outcome perform(Action&& action);
  // The action a command asks of the hero (game.cpp); null for a wizard's command.
  static std::unique_ptr<Action> action_for(const Command& c);
  // game_birth.cpp: the character, attributes, hit points, power, intrinsics and kit.
  Result<bool> create_hero(Character who);
  // The scheduler (game_update.cpp): runs the world until the hero can act again.
  void update();
  void hero_tick();      // what each tick does to the hero: hazards, poison, healing
  void monsters_turn();  // each monster's slot of a tick: energy, conditions, actions
  void monster_acts(int id);
  void maybe_spawn_wanderer();
  // game.cpp
  // A game with no level entered yet: seed, RNG, secrets and the hero.
  static Result<Game> blank(const Catalog& catalog, std::uint64_t seed, const Character& who,
                            bool wizard);
  // Makes the hero's level `depth`, made now if it never was: true when it was made now.
  Result<bool> enter_level(int depth);
  void update_vision();
  void welcome();  // "Welcome to Deepglyph! You are a lawful female dwarvish Valkyrie."
  // game_harm.cpp: damage() on the hero (immortality, the run's end) and a monster's death.
  void hurt_hero(int amount, const std::string& cause);
  void kill_monster(Monster& m, const Harm& harm);

  const Catalog* catalog_ = nullptr;
  Dungeon dungeon_;
  Rng rng_;
  Player player_;
  int turn_ = 0;
  MessageLog log_;
  Wizard wizard_;
  RunRecord run_;
  Knowledge knowledge_;
  Array2D<std::uint8_t> visible_;
  Array2D<std::uint8_t> sight_;  // what the hero's eyes see: visible_ without the wizard's view
  FieldOfView los_;              // line of sight from the hero, regardless of light
  Array2D<Glow> glow_;           // the light of lamps, fire and glowing monsters on each cell
  FieldOfView light_fov_;        // scratch for working that out
  PathCache paths_;
  EventLog events_;
};

// Replays `commands` on a new game; the same inputs give the same game.
Result<Game> replay(const Catalog& catalog, std::uint64_t seed, const Character& who, bool wizard,
                    const std::vector<Command>& commands, bool pet = true);

// The score: the gold found in the dungeon (out of it, with the Amulet, it doubles). Gold
// found, not carried (r38): what is spent in shops or offered at altars still counts, so
// buying what keeps the hero alive never costs the score; a sale's gold was not found. Each
// branch trophy taken adds its worth (r39).
inline int score(const Game& g) {
  int found = g.hero().gold_found;
  for (int kind : g.hero().trophies) found += g.catalog().item(kind).trophy;  // (r39)
  return g.run().ending == Ending::Won ? 2 * found : found;
}

}  // namespace dg
