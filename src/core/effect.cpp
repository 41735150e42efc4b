#include "core/effect.hpp"

namespace dg {

namespace {

struct EffectInfo {
  std::string_view id;
  std::string_view start;
  std::string_view end;
  std::string_view status;
  Property property;
  int amount;
};

// Indexed by EffectKind; keep in the enum's order.
constexpr std::array<EffectInfo, kEffectCount> kInfo = {{
    {"weakness", "You feel weak.", "You feel your strength return.", "Weak", Property::Strength,
     -2},
    {"might", "You feel strong!", "You feel less strong.", "Mighty", Property::Strength, 2},
    {"speed", "You are suddenly moving much faster.", "You feel yourself slow down.", "Fast",
     Property::Speed, 6},
    {"slowness", "You feel sluggish.", "You feel less sluggish.", "Slow", Property::Speed, -6},
    {"confusion", "Huh, what?  Where am I?", "You feel less confused now.", "Conf",
     Property::Confused, 1},
    {"blindness", "A cloud of darkness falls upon you.", "You can see again.", "Blind",
     Property::Blind, 1},
    {"poison", "You feel very sick!", "You feel less sick.", "Poisoned", Property::Poisoned, 1},
    {"levitation", "You start to float in the air!", "You float gently to the ground.", "Lev",
     Property::Levitating, 1},
    {"telepathy", "You feel a strange mental acuity.", "Your senses return to normal.", "ESP",
     Property::Telepathic, 1},
    {"see_invisible", "Your vision sharpens.", "Your vision dulls.", "SeeInv",
     Property::SeesInvisible, 1},
}};

const EffectInfo& info(EffectKind k) {
  return kInfo[static_cast<std::size_t>(k)];
}

}  // namespace

int modifier(EffectKind kind, Property property) {
  return info(kind).property == property ? info(kind).amount : 0;
}
std::string_view effect_id(EffectKind kind) {
  return info(kind).id;
}
std::string_view effect_start_message(EffectKind kind) {
  return info(kind).start;
}
std::string_view effect_end_message(EffectKind kind) {
  return info(kind).end;
}
std::string_view effect_status(EffectKind kind) {
  return info(kind).status;
}

int modifiers(const std::vector<Effect>& effects, Property property) {
  int sum = 0;
  for (const Effect& e : effects) sum += modifier(e.kind, property);
  return sum;
}

}  // namespace dg
