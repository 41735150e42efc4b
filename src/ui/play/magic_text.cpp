#include "ui/play/magic_text.hpp"

namespace dg {

// "heals 6d4 hit points and cures poison", "speed for 60 turns".
std::string effects_text(const Effects& steps) {
  std::string out;
  auto add = [&out](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
  for (const EffectStep& s : steps) {
    std::string part;
    switch (s.op) {
      case EffectOp::Heal:
        part = "heals " + s.amount.to_string() + " hit points";
        if (s.condition != EffectKind::kCount)
          part += " and cures " + std::string(effect_id(s.condition));
        break;
      case EffectOp::Damage: part = "hurts " + s.amount.to_string(); break;
      case EffectOp::Condition: {
        const std::string turns = s.turns.max > s.turns.min ? std::to_string(s.turns.min) + "-" +
                                                                  std::to_string(s.turns.max)
                                                            : std::to_string(s.turns.min);
        std::string name(effect_id(s.condition));
        for (char& c : name)
          if (c == '_') c = ' ';
        part = name + " for " + turns + " turns";
        break;
      }
      case EffectOp::GainStrength: part = "raises strength"; break;
      case EffectOp::Corrode: part = "corrodes armour"; break;
      case EffectOp::CorrodeWeapon: part = "corrodes your weapon"; break;
      case EffectOp::StealGold: part = "steals gold"; break;
      case EffectOp::StealItem: part = "steals a thing you carry"; break;
      case EffectOp::Teleport: part = "teleports"; break;
      case EffectOp::Noise: part = "makes a loud noise"; break;
      case EffectOp::Fall: part = "drops you a level"; break;
      case EffectOp::MapLevel: part = "maps the level"; break;
      case EffectOp::Summon:
        part = "brings " + s.amount.to_string() + (s.kin ? " of its kind" : " monster(s)");
        break;
      case EffectOp::Frighten: part = "frightens the monsters that see you"; break;
      case EffectOp::Blast: part = "blasts all around for " + s.amount.to_string(); break;
      case EffectOp::Identify: part = "identifies " + s.amount.to_string() + " thing(s)"; break;
      case EffectOp::EnchantWeapon: part = "enchants your weapon"; break;
      case EffectOp::EnchantArmour: part = "enchants a piece of your armour"; break;
      case EffectOp::Repair: part = "mends your armour"; break;
      case EffectOp::DetectGold: part = "shows where the gold is"; break;
      case EffectOp::Light: part = "lights up the area"; break;
      case EffectOp::Blink: part = "moves you a few steps, in sight"; break;
    }
    add(part);
  }
  return out;
}

std::string zap_text(const Zap& z) {
  const std::string cells = std::to_string(z.range) + " cells";
  switch (z.reach) {
    case Reach::Self: return "on yourself";
    case Reach::Beam: return "as a beam (" + cells + ") on the first creature in its way";
    case Reach::Ray:
      return "as a ray (" + cells + ") on every creature in its way, bouncing off walls";
    case Reach::Burst:
      return "as a ball (" + cells + ") bursting on all around the first thing it meets";
    case Reach::Dig: return "as a dig (" + cells + ") through walls, or down at your feet";
  }
  return "";
}

}  // namespace dg
