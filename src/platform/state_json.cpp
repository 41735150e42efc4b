#include "platform/state_json.hpp"

#include <nlohmann/json.hpp>

#include "core/action/worship.hpp"
#include "core/actor/character.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"
#include "core/world/places.hpp"
#include "platform/sdl/sdl_renderer.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/version.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

namespace {
// The letters of the armour worn, in slot order ("bc").
std::string worn_letters(const Player& h) {
  std::string out;
  for (char w : h.worn)
    if (w) out += w;
  return out;
}

// The ids of talents (catalog indices), for a test to read: ["rage", "cleave"].
std::vector<std::string> talent_ids(const Game& game, const std::vector<int>& talents) {
  std::vector<std::string> out;
  for (int t : talents)
    out.push_back(game.catalog().characters.talents[static_cast<std::size_t>(t)].id);
  return out;
}

// FNV-1a over the level's tiles, traps and gold: equal hashes natively and in wasm mean the
// same level was generated.
std::uint64_t level_hash(const Level& lv) {
  std::uint64_t h = 1469598103934665603ULL;
  auto mix = [&](std::uint64_t v) {
    h ^= v;
    h *= 1099511628211ULL;
  };
  for (Tile t : lv.tiles.cells()) mix(static_cast<std::uint64_t>(t));
  for (const Trap& t : lv.traps)
    mix(static_cast<std::uint64_t>(t.pos.x * 1000 + t.pos.y) * 16 +
        static_cast<std::uint64_t>(t.kind));
  for (const GoldPile& g : lv.gold)
    mix(static_cast<std::uint64_t>(g.pos.x * 1000 + g.pos.y) * 4096 +
        static_cast<std::uint64_t>(g.amount));
  return h;
}

// The first values of the game's RNG for a fixed seed: the browser test compares them with
// the ones the native tests pin, proving both builds draw the same numbers.
nlohmann::json rng_probe() {
  Rng rng(42);
  nlohmann::json out = nlohmann::json::array();
  for (int i = 0; i < 4; ++i) out.push_back(rng.next_u32());
  for (int i = 0; i < 4; ++i) out.push_back(rng.below(6) + 1);
  return out;
}

// The hero: who they are, their attributes and what they carry.
nlohmann::json hero_json(const Game& game) {
  const Player& h = game.hero();
  const CharacterTables& t = game.catalog().characters;
  nlohmann::json attrs = nlohmann::json::object();
  for (std::size_t i = 0; i < kAttrCount; ++i)
    attrs[std::string(attr_abbrev(static_cast<Attr>(i)))] = h.attr.value[i];
  nlohmann::json pack = nlohmann::json::array();
  for (const InvSlot& s : h.inventory)
    pack.push_back(std::string(1, s.letter) + " - " + game.wording().item_name(s.item));
  return {{"role", t.role_of(h.who).id},
          {"race", t.race_of(h.who).id},
          {"gender", t.genders[static_cast<std::size_t>(h.who.gender)].id},
          {"alignment", t.alignments[static_cast<std::size_t>(h.who.alignment)].id},
          {"title", t.describe(h.who)},
          {"attributes", attrs},
          {"exceptional", h.attr.exceptional},
          {"max_hp", h.max_hp},
          {"pw", h.pw},
          {"max_pw", h.max_pw},
          {"ac", h.armour_class(game.catalog())},
          {"speed", h.speed},
          {"talents", talent_ids(game, h.talents)},
          {"talents_offered", talent_ids(game, h.talent_offer)},
          {"god", worship::god_name(game)},
          {"piety", h.piety},
          {"wielded", std::string(h.wielded ? 1 : 0, h.wielded)},
          {"worn", worn_letters(h)},
          {"inventory", pack}};
}

nlohmann::json game_json(const Game& game) {
  nlohmann::json messages = nlohmann::json::array();
  for (const Message& m : game.log().latest()) messages.push_back(m.text);
  return {
      {"player", {{"x", game.hero().pos.x}, {"y", game.hero().pos.y}}},
      {"turn", game.turn()},
      {"state_hash", std::to_string(game.state_hash())},
      {"depth", game.depth()},
      {"place", here_label(game)},  // "5", "Lair:2" (r39)
      {"seed", std::to_string(game.run().seed)},
      {"hp", game.hero().hp},
      {"gold", game.hero().gold},
      {"kills", game.hero().kills},
      {"xl", game.hero().level},
      {"monsters", game.level().monsters.size()},
      {"over", game.run().over},
      {"wizard", game.wizard().enabled},
      {"hero", hero_json(game)},
      {"level",
       {{"width", game.level().width()},
        {"height", game.level().height()},
        {"stairs_up", {game.level().stairs_up.x, game.level().stairs_up.y}},
        {"stairs_down", {game.level().stairs_down.x, game.level().stairs_down.y}},
        {"hash", std::to_string(level_hash(game.level()))}}},
      {"messages", messages},
  };
}
}  // namespace

// The sound device and what it played, sounds by their names in sounds.toml.
nlohmann::json audio_json(const AudioStats& a, const Content& content) {
  const auto name = [&content](int s) {
    return s >= 0 && s < static_cast<int>(content.sounds.size())
               ? content.sounds[static_cast<std::size_t>(s)].id
               : std::string();
  };
  nlohmann::json heard = nlohmann::json::array();
  for (int s : a.heard) heard.push_back(name(s));
  return {{"opened", a.opened},
          {"playing", a.playing},
          {"rate", a.rate},
          {"callbacks", a.callbacks},
          {"callback_ms", a.callback_ms},
          {"started", a.started},
          {"last", name(a.last_sound)},
          {"left", a.last_left},
          {"right", a.last_right},
          {"heard", heard}};
}

std::string state_json(const App& app, const Terminal& term, const SdlRenderer& renderer,
                       const AudioStats& audio, long inputs, long frames_run) {
  const RenderStats& stats = renderer.stats();
  const FontAtlas& atlas = renderer.atlas();
  // Before a character is chosen there is no game yet: only the screen and the renderer.
  nlohmann::json j = app.playing() ? game_json(app.game()) : nlohmann::json::object();
  j["playing"] = app.playing();
  j["inputs"] = inputs;
  j["owner"] = app.session().keeper().owner();
  j["version"] = game_version();              // the game's, as a link to a run records it
  j["rules"] = rules_name(rules_id());        // the rules this engine plays (core/rules.hpp)
  j["screens"] = app.screens().depth();       // how many screens are stacked (1: the floor alone)
  j["walking"] = app.walking();               // a walk is under way (explore, travel, rest, run)
  j["animating"] = app.animating();           // a walk or a moment on the map: frames are asked
  j["map_zoom"] = app.settings().map_zoom();  // terminal cells per map cell, as drawn now
  if (!app.playing()) j["seed"] = std::to_string(app.session().seed());
  // A new player's hints (ui/shell/hints.hpp): the one shown now, and every one shown so far.
  j["tip"] = app.playing() ? app.notices().tip(app.game().turn()) : std::string();
  j["hints_on"] = app.settings().preferences().hints_on();
  j["hints_seen"] = app.settings().preferences().hints_seen;
  j["audio"] = audio_json(audio, app.content());
  j["reduce_motion"] = app.settings().reduce_motion();
  const nlohmann::json common = {
      {"rng_probe", rng_probe()},
      {"screen", term.to_string()},
      {"grid", {{"cols", term.width()}, {"rows", term.height()}}},
      {"render",
       {{"driver", stats.driver},
        {"dpr", stats.dpr},
        {"out_w", stats.out_w},
        {"out_h", stats.out_h},
        {"font_px", atlas.pixel_size()},
        {"cell_w", atlas.cell_width()},
        {"cell_h", atlas.cell_height()},
        {"origin_x", renderer.layout().origin_x},
        {"origin_y", renderer.layout().origin_y},
        {"glyphs", atlas.glyph_count()},
        {"frames_drawn", stats.frames_drawn},
        {"frames_run", frames_run},
        {"gpu_limit", stats.gpu_limit},
        {"context_rebuilds", stats.context_rebuilds},
        {"cells_last_frame", stats.cells_last_frame},
        {"frame_ms", stats.frame_ms}}},
  };
  j.update(common);
  // Replace, not throw, on bad UTF-8: a state dump must never take the game down.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace dg
