#include "content/powers.hpp"

#include <string>

#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"
#include "core/actor/character.hpp"

namespace dg {

namespace {

PowerDef read_power(const Definition& d) {
  PowerDef p;
  p.id = d.name();
  p.named = d.text("named");
  if (p.named.find("{item}") == std::string::npos)
    d.error("named", "must say where the item's name goes: {item} (\"flaming {item}\")");
  p.description = d.text("description");
  const std::string on = d.text("on");
  if (on != "weapon" && on != "armour")
    d.error("on", "must be \"weapon\" or \"armour\" (got \"" + on + "\")");
  p.on_armour = on == "armour";
  p.bad = d.flag("bad");
  p.frequency = d.integer("frequency");
  p.min_depth = d.integer("min_depth");
  p.hit = read_effects(d, "hit");
  p.struck = read_effects(d, "struck");
  if (p.on_armour && !p.hit.empty()) d.error("hit", "is a weapon's: armour strikes no blow");
  if (!p.on_armour && !p.struck.empty()) d.error("struck", "is armour's: a weapon is not struck");
  if (const std::string g = d.text("grants"); !g.empty() && !intrinsic_from_id(g, p.grants))
    d.error("grants", "unknown property \"" + g +
                          "\" (stealth, poison_resistance, fire_resistance, infravision, "
                          "see_invisible, searching, free_action, regeneration, teleportitis)");
  p.to_hit = d.integer("to_hit");
  p.damage = d.integer("damage");
  p.ac = d.integer("ac");
  p.weight = d.integer("weight");
  if (p.on_armour && (p.to_hit != 0 || p.damage != 0))
    d.error(p.to_hit != 0 ? "to_hit" : "damage", "is a weapon's");
  if (!p.on_armour && p.ac != 0) d.error("ac", "is armour's");
  if (p.hit.empty() && p.struck.empty() && p.grants == Property::kCount && p.to_hit == 0 &&
      p.damage == 0 && p.ac == 0 && p.weight == 100)
    d.error("named", "a power that does nothing: give it hit or struck steps, grants, or a bonus");
  return p;
}

}  // namespace

Result<std::vector<PowerDef>> parse_powers(std::string_view file_name, const ContentText& text) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kPowersSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  std::vector<PowerDef> powers;
  for (const Definition& d : file.definitions()) powers.push_back(read_power(d));
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  return powers;
}

}  // namespace dg
