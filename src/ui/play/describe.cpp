#include "ui/play/describe.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

#include "core/action/attack.hpp"
#include "core/actor/stealth.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/places.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/play/magic_text.hpp"

namespace dg {

static_assert(kSneakFactor == 3, "look says a sneak attack does triple damage");

namespace {

// Whether `steps` can leave the hero unable to act (paralysis, sleep): a monster with such a
// hit is dangerous whatever its damage, since every blow lands on a helpless hero.
bool holds(const Effects& steps) {
  for (const EffectStep& s : steps)
    if (s.op == EffectOp::Condition &&
        (s.condition == EffectKind::Paralysis || s.condition == EffectKind::Sleep))
      return true;
  return false;
}

// What its hits and abilities do besides their damage, a line each: "When it bites:
// paralysis for 1-3 turns (1 hit in 5)."; whether any of them can hold the hero.
std::vector<std::string> special_attacks(const Breed& b, bool& helpless) {
  std::vector<std::string> lines;
  helpless = false;
  for (const Attack& a : b.attacks) {
    if (a.effects.empty()) continue;
    helpless |= holds(a.effects);
    std::string line = "When it " + a.hit + ": " + effects_text(a.effects);
    if (a.effect_chance > 0 && a.effect_chance < 100)
      line += " (" + std::to_string(a.effect_chance) + "% of hits)";
    lines.push_back(line + ".");
  }
  for (const Ability& ab : b.abilities) {
    if (ab.zap.reach == Reach::Self) continue;  // a howl for its kin: not at the hero
    helpless |= holds(ab.effects);
    lines.push_back("From afar, its " + ab.name + ": " + effects_text(ab.effects) + ".");
  }
  if (!b.spells.empty()) lines.push_back("It casts spells.");
  return lines;
}

}  // namespace

std::vector<std::string> monster_details(const Game& g, const Monster& m) {
  const Breed& b = g.catalog().breed_of(m);
  const Player& h = g.hero();
  // Speed, against the hero's own.
  const int mine = h.effective_speed(g.catalog()), its = m.effective_speed(g.catalog());
  std::string s = "Level " + std::to_string(m.level) + ", " +
                  (its > mine   ? "faster than you"
                   : its < mine ? "slower than you"
                                : "as fast as you");
  std::string blows;
  double per_turn = 0;  // the damage it does in a turn, on average, if every blow lands
  for (const Attack& a : b.attacks) {
    blows += (blows.empty() ? "" : ", ") + a.hit + " (" + a.damage.to_string() + ")";
    per_turn += (a.damage.min() + a.damage.max()) / 2.0;
  }
  per_turn = per_turn * its / 12.0;
  s += blows.empty() ? "; it does not attack." : "; it " + blows + ".";
  std::vector<std::string> out{s};
  // How hurt it is, and what it is doing.
  std::string state = capitalised(health_words(m));
  if (m.tame) {
    state += ", " + bond_words(m) + " (" + std::to_string(m.kills) + " kill" +
             (m.kills == 1 ? "" : "s") + ")";
  } else if (m.chains > 0) {
    state += ", a captive in chains: walk into it to free it (" + std::to_string(m.chains) +
             " turn" + (m.chains == 1 ? "" : "s") + " of work, loud enough to wake its captors)";
  } else
    switch (m.mind) {
      // A blow it does not see coming does kSneakFactor times its damage (core/action/attack).
      case Mind::Asleep: state += ", asleep: a blow now does triple damage"; break;
      case Mind::Wandering:
        state += ", wandering, unaware of you: a blow now does triple damage";
        break;
      case Mind::Hunting: state += ", hunting you"; break;
      case Mind::Fleeing: state += ", fleeing"; break;
    }
  for (const Effect& e : m.effects)
    if (!effect_status(e.kind).empty()) state += ", " + std::string(effect_status(e.kind));
  out.push_back(state + ".");
  bool helpless = false;
  const std::vector<std::string> specials = special_attacks(b, helpless);
  // The threat: how many turns of every blow landing the hero's hit points would last; a hit
  // that holds the hero (paralysis, sleep) makes it dangerous whatever its damage.
  // What its death sets off counts as much as its blows: a gas spore's blows are weak, but its
  // death is a blast on all beside it.
  const EffectStep* blast = nullptr;
  for (const EffectStep& step : b.on_death)
    if (step.op == EffectOp::Blast) blast = &step;
  if (blast && !m.tame) {
    const int worst = blast->amount.max();
    out.push_back(std::string(worst >= h.hp ? "Deadly beside it" : "Dangerous beside it") +
                  ": its death is a blast of " + blast->amount.to_string() +
                  " on all beside it (you have " + std::to_string(h.hp) +
                  " hit points); kill it from afar.");
  } else if (per_turn > 0 && !m.tame) {
    const int turns = static_cast<int>(h.hp / per_turn + 0.5);
    const std::string lasts = std::to_string(turns) + " turns of its blows would kill you";
    out.push_back(
        (turns <= 2 ? "Deadly: it could kill you in " + std::to_string(std::max(1, turns)) +
                          " turn" + (turns > 1 ? "s" : "")
         : turns <= 5  ? "Dangerous: it could kill you in about " + std::to_string(turns) + " turns"
         : helpless    ? "Dangerous: its hits can leave you helpless (about " + lasts + ")"
         : turns <= 12 ? "A fair fight: about " + lasts
         : specials.empty()
             ? "Weak against you: " + std::to_string(turns) + " or more turns of its blows"
             : "Its blows are weak against you (" + std::to_string(turns) +
                   " or more turns), but beware what else it does") +
        ".");
  }
  if (!m.tame) out.insert(out.end(), specials.begin(), specials.end());
  if (!b.description.empty()) out.push_back(b.description);
  return out;
}

namespace {

// Fire and gas on a cell in sight, after what stands or lies there: ", in flames",
// ", in a cloud of caustic gas".
std::string air_words(const Game& g, Vec p) {
  std::string words;
  if (g.level().fire_at(p) > 0) words += ", in flames";
  if (const GasCell c = g.level().gas_at(p); c.volume > 0)
    words += ", in a cloud of " + g.catalog().gas(c.kind).name;
  return words;
}

}  // namespace

std::string describe_cell(const Game& g, Vec p) {
  using K = CellView::Kind;
  if (!g.level().contains(p)) return "nothing (off the map)";
  const CellView v = view_cell(g, p);
  std::string what;
  switch (v.kind) {
    case K::Unknown: return "unexplored";
    case K::Player:
      return "you, " + with_article(g.catalog().characters.describe(g.hero().who)) +
             air_words(g, p);
    case K::Monster:
      return (v.monster->tame ? "your " + g.catalog().breed_of(*v.monster).name
              : v.monster->chains > 0
                  ? with_article("chained " + g.catalog().breed_of(*v.monster).name)
              : v.monster->at_peace()
                  ? with_article("peaceful " + g.catalog().breed_of(*v.monster).name)
                  : with_article(g.catalog().breed_of(*v.monster))) +
             air_words(g, p);
    case K::Unseen: return "something unseen (remembered): walk into it to strike";
    case K::Item: what = g.wording().item_name(v.item); break;
    case K::Gold: what = v.remembered ? "gold" : std::to_string(v.gold) + " gold pieces"; break;
    case K::Trap: what = with_article(g.catalog().trap(v.trap).name); break;
    case K::Tile:
      what = with_article(g.catalog().tile(v.tile).name);
      // A branch's staircase says where it goes (r39).
      if (p == g.level().branch_stairs)
        if (const BranchPlace* b = g.dungeon().branch_from(g.depth()))
          what = g.catalog().branches[static_cast<std::size_t>(b->branch)].stairs;
      break;
  }
  return v.remembered ? what + " (remembered)" : what + air_words(g, p);
}

std::string mind_words(const Monster& m) {
  if (m.tame || m.chains > 0) return "";
  switch (m.mind) {
    case Mind::Asleep: return ", asleep";
    case Mind::Wandering: return ", unaware of you";
    case Mind::Fleeing: return ", fleeing";
    case Mind::Hunting: break;
  }
  return "";
}

namespace {

std::vector<Vec> nearest_first(const Game& g, std::vector<Vec> cells) {
  std::stable_sort(cells.begin(), cells.end(), [&](Vec a, Vec b) {
    return chebyshev(a, g.hero().pos) < chebyshev(b, g.hero().pos);
  });
  return cells;
}

}  // namespace

std::vector<Vec> unseen_marks(const Game& g) {
  const Level& lv = g.level();
  std::vector<Vec> cells;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      if (view_cell(g, {x, y}).kind == CellView::Kind::Unseen) cells.push_back({x, y});
  return nearest_first(g, std::move(cells));
}

std::string trap_words(const Game& g, Vec p, const char* between) {
  return with_article(g.catalog().trap(g.level().trap_at(p)->kind).name) + between +
         (p == g.hero().pos ? std::string("here") : direction_words(g.hero().pos, p));
}

std::vector<Vec> known_traps(const Game& g) {
  const Level& lv = g.level();
  std::vector<Vec> cells;
  for (const Trap& t : lv.traps)
    if (!t.hidden && (lv.memory[t.pos].trap >= 0 || g.sight().sees(t.pos))) cells.push_back(t.pos);
  return nearest_first(g, std::move(cells));
}

std::string bond_words(const Monster& m) {
  if (m.chains > 0) return "in chains";
  if (m.tame) return std::string(m.freed ? "your ally" : "your pet") + (m.stays ? ", waiting" : "");
  return "";
}

std::string health_words(const Monster& m) {
  const int pct = m.max_hp > 0 ? 100 * m.hp / m.max_hp : 100;
  return pct >= 100  ? "unhurt"
         : pct >= 75 ? "lightly wounded"
         : pct >= 50 ? "wounded"
         : pct >= 25 ? "badly wounded"
                     : "almost dead";
}

std::string condition_words(const Actor& a) {
  // Each condition once (two doses of weakness are one weakness, with the longer time left),
  // a hold without turns: it ends by struggling, not by waiting.
  std::vector<std::pair<EffectKind, int>> shown;
  for (const Effect& e : a.effects) {
    if (effect_status(e.kind).empty()) continue;
    const auto it =
        std::find_if(shown.begin(), shown.end(), [&](const auto& k) { return k.first == e.kind; });
    if (it == shown.end())
      shown.emplace_back(e.kind, e.turns);
    else
      it->second = std::max(it->second, e.turns);
  }
  std::string s;
  for (const auto& [kind, turns] : shown) {
    s += (s.empty() ? "" : ", ") + std::string(effect_status(kind));
    if (!effect_rules(kind).is_hold())
      s += " (" + std::to_string(turns) + " turn" + (turns == 1 ? "" : "s") + ")";
  }
  return s;
}

namespace {

// Where the hero is and how they are: the first sentence of both `:` and `@`.
std::string vitals(const Game& g) {
  const Player& h = g.hero();
  const Level& lv = g.level();
  // Hit points in words too when low: the status line only colours them.
  const char* low = 3 * h.hp < h.max_hp   ? " (dangerously low)"
                    : 2 * h.hp < h.max_hp ? " (low)"
                                          : "";
  return "You are on " + here_name(g) + ", on " +
         with_article(g.catalog().tile(lv.at(g.hero().pos)).name) + ", with " +
         std::to_string(h.hp) + " of " + std::to_string(h.max_hp) + " hit points" + low + ".";
}

std::string short_status(const Game& g) {
  const Player& h = g.hero();
  std::string s = vitals(g) + " Power " + std::to_string(h.pw) + " of " + std::to_string(h.max_pw) +
                  ", experience level " + std::to_string(h.level) + ", turn " +
                  std::to_string(g.turn());
  if (const std::string c = condition_words(h); !c.empty()) s += ", " + c;
  return s + ".";
}

}  // namespace

std::string describe_status(const Game& g) {
  const Player& h = g.hero();
  const Catalog& cat = g.catalog();
  // Everything the two status lines show, in sentences: a player who cannot see them hears
  // armour, gold, attributes and alignment too (NetHack's Ctrl-X).
  std::string s = vitals(g) + " Power " + std::to_string(h.pw) + " of " + std::to_string(h.max_pw) +
                  ", armour class " + std::to_string(h.armour_class(cat)) + ", " +
                  std::to_string(h.gold) + " gold, experience level " + std::to_string(h.level) +
                  " (" + std::to_string(h.experience) + " points), turn " +
                  std::to_string(g.turn()) + ". Stealth " + std::to_string(stealth_range(g)) +
                  ": a monster that has not noticed you does so from that many steps or nearer.";
  const std::string c = condition_words(h);
  s += c.empty() ? " No conditions." : " Conditions: " + c + ".";
  if (h.burdened(cat)) s += " You are burdened.";
  const Attributes& a = h.attr;
  s += " You are " + with_article(cat.characters.describe(h.who)) + ": strength " +
       strength_text(a[Attr::St], a.exceptional) + ", dexterity " + std::to_string(a[Attr::Dx]) +
       ", constitution " + std::to_string(a[Attr::Co]) + ", intelligence " +
       std::to_string(a[Attr::In]) + ", wisdom " + std::to_string(a[Attr::Wi]) + ", charisma " +
       std::to_string(a[Attr::Ch]) + ".";
  return s;
}

std::string describe_surroundings(const Game& g) {
  const Level& lv = g.level();
  std::string s = short_status(g);
  // The eight cells around, from the north clockwise: what a hand on the walls would find.
  std::string around;
  for (const Dir dir : {Dir::N, Dir::NE, Dir::E, Dir::SE, Dir::S, Dir::SW, Dir::W, Dir::NW}) {
    const Vec p = g.hero().pos + offset(dir);
    const Memory& m = lv.memory[p];
    const std::string what = !lv.contains(p) || !m.seen
                                 ? "unknown"
                                 : (m.tile == Tile::Rock ? "rock" : g.catalog().tile(m.tile).name);
    around += (around.empty() ? "" : ", ") + std::string(compass_name(dir)) + " " + what;
  }
  s += " Around you: " + around + ".";
  // The monsters in view, nearest first, each with its health.
  std::vector<const Monster*> seen;
  for (const Monster& m : lv.monsters)
    if (g.sight().visible_monster(m.pos)) seen.push_back(&m);
  std::stable_sort(seen.begin(), seen.end(), [&](const Monster* a, const Monster* b) {
    return chebyshev(a->pos, g.hero().pos) < chebyshev(b->pos, g.hero().pos);
  });
  std::string monsters;
  for (const Monster* m : seen)
    monsters += (monsters.empty() ? "" : "; ") + with_article(g.catalog().breed_of(*m)) + " (" +
                standing_words(*m) + mind_words(*m) + ") " + direction_words(g.hero().pos, m->pos);
  s += monsters.empty() ? " No monsters in view." : " In view, nearest first: " + monsters + ".";
  // What the hero cannot see but knows is there: something unseen that struck or was struck
  // (blind, or an invisible foe), and the traps found, nearest first.
  const std::vector<Vec> unseen = unseen_marks(g), traps = known_traps(g);
  std::string marks;
  for (const Vec p : unseen)
    marks += (marks.empty() ? "" : "; ") + direction_words(g.hero().pos, p);
  if (!marks.empty()) s += " Something unseen: " + marks + ".";
  std::string found;
  for (std::size_t i = 0; i < traps.size() && i < 5; ++i)
    found += (found.empty() ? "" : "; ") + trap_words(g, traps[i], " ");
  if (!found.empty())
    s +=
        " Traps known" + (traps.size() > 5 ? ", the 5 nearest: " : std::string(": ")) + found + ".";
  std::string things;
  for (const FloorItem& f : lv.items)
    if (g.sight().sees(f.pos))
      things += (things.empty() ? "" : "; ") + g.wording().item_name(f.item) + " " +
                direction_words(g.hero().pos, f.pos);
  for (const GoldPile& gp : lv.gold)
    if (g.sight().sees(gp.pos))
      things += (things.empty() ? "" : "; ") + std::to_string(gp.amount) + " gold " +
                direction_words(g.hero().pos, gp.pos);
  if (!things.empty()) s += " Things: " + things + ".";
  for (bool down : {true, false}) {
    const Vec st = down ? lv.stairs_down : lv.stairs_up;
    if (lv.contains(st) && lv.memory[st].seen)
      s += std::string(down ? " Stairs down: " : " Stairs up: ") +
           direction_words(g.hero().pos, st) + ".";
  }
  if (const Vec st = lv.branch_stairs; lv.contains(st) && lv.memory[st].seen)
    if (const BranchPlace* b = g.dungeon().branch_from(g.depth()))
      s += " Stairs down into " + g.catalog().branches[static_cast<std::size_t>(b->branch)].name +
           ": " + direction_words(g.hero().pos, st) + ".";
  return s;
}

}  // namespace dg
