#include "content/toml/effect_steps.hpp"

#include <array>
#include <charconv>
#include <string>
#include <utility>
#include <vector>

#include "core/effect/ops.hpp"

namespace dg {

namespace {

bool whole(std::string_view s, int& out) {
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size() && out >= 0 && out <= 10000;
}

EffectKind read_condition(const Definition& d, std::string_view key) {
  const std::string id = d.text(key);
  const EffectKind k = find_effect(id);
  if (k == EffectKind::kCount) {
    std::string known;
    for (std::size_t i = 0; i < kEffectCount; ++i)
      known += (i ? ", " : "") + std::string(effect_id(static_cast<EffectKind>(i)));
    d.error(key, "unknown condition \"" + id + "\" (" + known + ")");
    return EffectKind::Weakness;
  }
  return k;
}

std::vector<std::string>& gas_names() {
  static std::vector<std::string> names;
  return names;
}

}  // namespace

void know_gases(std::vector<std::string> ids) {
  gas_names() = std::move(ids);
}

int read_gas(const Definition& d, std::string_view key) {
  const std::string id = d.text(key);
  const auto& names = gas_names();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == id) return static_cast<int>(i);
  std::string known;
  for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
  d.error(key, "no gas \"" + id + "\" (tileset.toml has " + (known.empty() ? "none" : known) + ")");
  return -1;
}

TurnRange read_range(const Definition& d, std::string_view key) {
  const std::string v = d.text(key);
  const auto dash = v.find('-');
  TurnRange t;
  const bool ok = dash == std::string::npos
                      ? whole(v, t.min) && (t.max = t.min, true)
                      : whole(std::string_view(v).substr(0, dash), t.min) &&
                            whole(std::string_view(v).substr(dash + 1), t.max) && t.max >= t.min;
  if (!ok || t.min < 1) {
    d.error(key, "must be a number like \"12\" or a range like \"5-10\" (got \"" + v + "\")");
    return {1, 1};
  }
  return t;
}

Chance read_chance(const Definition& d, std::string_view key) {
  const std::string v = d.text(key);
  Chance c;
  const auto slash = v.find('/');
  bool ok = false;
  if (slash != std::string::npos) {
    ok = whole(std::string_view(v).substr(0, slash), c.in) &&
         whole(std::string_view(v).substr(slash + 1), c.of) && c.in >= 1 && c.in < c.of;
  } else if (!v.empty() && v.back() == '%') {
    ok = whole(std::string_view(v).substr(0, v.size() - 1), c.in) && c.in >= 1 && c.in < 100;
    c.of = 100;
  }
  if (!ok) {
    d.error(key,
            "must be like \"1/3\" or \"40%\", above none and below always (got \"" + v + "\")");
    return {};
  }
  return c;
}

namespace {

EffectStep read_step(const Definition& d) {
  EffectStep s;
  const OpRow* found = nullptr;
  for (const OpRow& o : effect_ops()) {
    if (!d.has(o.key)) continue;
    if (found) {
      d.error(o.key, "a step does one thing: it already has '" + std::string(found->key) +
                         "' (make another step)");
      continue;
    }
    found = &o;
  }
  if (!found) {
    std::string ops;
    for (const OpRow& o : effect_ops()) ops += (ops.empty() ? "" : ", ") + std::string(o.key);
    d.error("", "a step needs one of " + ops);
    return s;
  }
  s.op = found->op;
  switch (found->arg) {
    case OpArg::Dice: s.amount = d.dice(found->key); break;
    case OpArg::Condition: s.condition = read_condition(d, found->key); break;
    case OpArg::Flag:
      if (!d.flag(found->key)) d.error(found->key, "must be true (or leave the step out)");
      break;
    case OpArg::Gas: s.gas = read_gas(d, found->key); break;
  }
  // The other keys its operation reads (core/effect/ops.cpp's rows), and those of every step.
  if (found->keys & kTurns) s.turns = read_range(d, "turns");
  if ((found->keys & kCures) && d.has("cures")) s.condition = read_condition(d, "cures");
  if (d.has("chance")) s.chance = read_chance(d, "chance");
  if (d.has("on")) {
    const std::string on = d.text("on");
    s.on_source = on == "source";
    if (on != "source" && on != "target")
      d.error("on",
              "must be \"target\" (the one it reaches, as when left out) or \"source\" "
              "(whoever caused it) (got \"" +
                  on + "\")");
  }
  if (found->keys & kKin) s.kin = d.has("kin") && d.flag("kin");
  if (d.has("you")) s.you = d.text("you");
  if (d.has("other")) s.other = d.text("other");
  if (found->keys & kCause) s.cause = d.text("cause");
  if (found->keys & kVolume) s.volume = d.integer("volume");
  return s;
}

constexpr std::array<std::pair<std::string_view, Reach>, 5> kReaches = {{
    {"self", Reach::Self},
    {"beam", Reach::Beam},
    {"ray", Reach::Ray},
    {"burst", Reach::Burst},
    {"dig", Reach::Dig},
}};

}  // namespace

Zap read_zap(const Definition& d) {
  Zap z;
  z.reach = lookup(d, "zap", kReaches);
  // (A self zap may inherit a range from its prototype: it is read, and unused.)
  if (z.reach != Reach::Self || d.has("range")) z.range = d.integer("range");
  z.ignites = d.flag("ignites");
  if (z.ignites && (z.reach == Reach::Self || z.reach == Reach::Dig))
    d.error("ignites", "is for a zap that flies (beam, ray or burst)");
  return z;
}

Effects read_effects(const Definition& d, std::string_view key) {
  Effects out;
  for (const Definition* step : d.tables(key)) out.push_back(read_step(*step));
  return out;
}

}  // namespace dg
