#include "core/effect/effect.hpp"

namespace dg {

namespace {

using P = Property;

constexpr EffectRules timed(std::string_view id, std::string_view start, std::string_view end,
                            std::string_view status, Property p, int amount) {
  EffectRules r;
  r.id = id, r.start = start, r.end = end, r.status = status, r.property = p, r.amount = amount;
  return r;
}
constexpr EffectRules resisted(EffectRules r, Property by, std::string_view message) {
  r.resisted_by = by, r.resisted = message;
  return r;
}
constexpr EffectRules seen(EffectRules r, std::string_view words) {
  r.seen = words;
  return r;
}
constexpr EffectRules harmful(EffectRules r) {
  r.harmful = true;
  return r;
}
constexpr EffectRules hold(std::string_view id, std::string_view start, std::string_view still,
                           std::string_view end, std::string_view status, Property p,
                           WearsOff wears) {
  EffectRules r = timed(id, start, end, status, p, 1);
  r.still = still, r.wears = wears;
  return r;
}

// Indexed by EffectKind; keep in the enum's order.
constexpr std::array<EffectRules, kEffectCount> kRules = {{
    seen(timed("weakness", "You feel weak.", "You feel your strength return.", "Weak", P::Strength,
               -2),
         "{A} looks weaker."),
    seen(timed("might", "You feel strong!", "You feel less strong.", "Mighty", P::Strength, 2),
         "{A} looks stronger."),
    seen(timed("speed", "You are suddenly moving much faster.", "You feel yourself slow down.",
               "Fast", P::Speed, 6),
         "{A} is suddenly moving faster."),
    harmful(seen(
        timed("slowness", "You feel sluggish.", "You feel less sluggish.", "Slow", P::Speed, -6),
        "{A} seems to be moving slower.")),
    harmful(seen(timed("confusion", "Huh, what?  Where am I?", "You feel less confused now.",
                       "Conf", P::Confused, 1),
                 "{A} looks confused.")),
    harmful(seen(timed("blindness", "A cloud of darkness falls upon you.", "You can see again.",
                       "Blind", P::Blind, 1),
                 "{A} is blinded!")),
    seen(resisted(timed("poison", "You feel very sick!", "You feel less sick.", "Poisoned",
                        P::Poisoned, 1),
                  P::PoisonResistant, "You feel mildly ill, but the poison does not take hold."),
         "{A} looks very sick."),
    seen(timed("levitation", "You start to float in the air!", "You float gently to the ground.",
               "Lev", P::Levitating, 1),
         "{A} floats up into the air!"),
    timed("telepathy", "You feel a strange mental acuity.", "Your senses return to normal.", "ESP",
          P::Telepathic, 1),
    timed("see_invisible", "Your vision sharpens.", "Your vision dulls.", "SeeInv",
          P::SeesInvisible, 1),
    seen(timed("fear", "You feel afraid.", "You feel braver.", "Afraid", P::Afraid, 1),
         "{A} turns to flee."),
    seen(timed("protection", "You are surrounded by a shimmering light.",
               "The shimmering light around you fades.", "Prot", P::Protected, 2),
         "{A} is surrounded by a shimmering light."),
    // A fire's steps say how it caught (core/world/fire.hpp).
    harmful(
        seen(resisted(timed("burning", "", "You are no longer burning.", "Burning", P::Burning, 1),
                      P::FireResistant, "You feel warm, but you do not burn."),
             "{A} catches fire!")),
    harmful(seen(resisted(hold("paralysis", "You are frozen!", "You cannot move!",
                               "You can move again.", "Paralysed", P::Paralysed, WearsOff::Acting),
                          P::FreeAction, "You stiffen momentarily."),
                 "{A} is frozen!")),
    harmful(seen(hold("sleep", "You fall asleep.", "You are fast asleep.", "You wake up.", "Asleep",
                      P::Paralysed, WearsOff::Acting),
                 "{A} falls asleep.")),
    // A pit or a trap announces itself; the hold has nothing to add.
    hold("pit", "", "You are still in a pit.", "You crawl to the edge of the pit.", "InPit",
         P::Stuck, WearsOff::Walking),
    hold("bear_trap", "", "You are caught in a bear trap.", "You pull free of the bear trap.",
         "Trapped", P::Stuck, WearsOff::Walking),
}};

}  // namespace

const EffectRules& effect_rules(EffectKind kind) {
  return kRules[static_cast<std::size_t>(kind)];
}

EffectKind find_effect(std::string_view id) {
  for (std::size_t i = 0; i < kEffectCount; ++i)
    if (kRules[i].id == id) return static_cast<EffectKind>(i);
  return EffectKind::kCount;
}

int modifier(EffectKind kind, Property property) {
  return effect_rules(kind).property == property ? effect_rules(kind).amount : 0;
}
std::string_view effect_id(EffectKind kind) {
  return effect_rules(kind).id;
}
std::string_view effect_start_message(EffectKind kind) {
  return effect_rules(kind).start;
}
std::string_view effect_end_message(EffectKind kind) {
  return effect_rules(kind).end;
}
std::string_view effect_status(EffectKind kind) {
  return effect_rules(kind).status;
}

int modifiers(const std::vector<Effect>& effects, Property property) {
  int sum = 0;
  for (const Effect& e : effects) sum += modifier(e.kind, property);
  return sum;
}

}  // namespace dg
