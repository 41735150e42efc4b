#include "core/wizard.hpp"

#include <algorithm>
#include <string>

#include "core/action/worship.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/spawn.hpp"

namespace dg {

Outcome wizard_command(Game& g, const Command& c) {
  Wizard& wizard = g.mutable_wizard();
  const Catalog& catalog = g.catalog();
  const Vec at = g.hero().pos;
  if (!wizard.enabled) {
    g.say("Only a wizard can do that.");
    return {};
  }
  switch (c.kind) {
    case Command::Kind::WizardToggleMap:
      wizard.see_all = !wizard.see_all;
      g.say(wizard.see_all ? "You see the whole level." : "Your sight is your own again.");
      return {};
    case Command::Kind::WizardToggleWalls:
      // Solid again inside rock would leave the hero stuck in it (the fuzzer did that).
      if (wizard.through_walls && !catalog.tile(g.level().at(at)).walkable) {
        g.say("You cannot become solid inside " + catalog.tile(g.level().at(at)).name + ".");
        return {};
      }
      wizard.through_walls = !wizard.through_walls;
      g.say(wizard.through_walls ? "You feel insubstantial." : "You feel solid again.");
      return {};
    case Command::Kind::WizardImmortal:
      wizard.immortal = !wizard.immortal;
      g.say(wizard.immortal ? "You feel immortal." : "You feel mortal again.");
      return {};
    case Command::Kind::WizardSummon: {
      if (c.breed < 0 || c.breed >= static_cast<int>(catalog.breeds.size())) {
        g.say("There is no such monster.");
        return {};
      }
      for (Dir d : kAllDirs) {
        const Vec p = at + offset(d);
        if (!free_for_monster(catalog, g.level(), p)) continue;
        Monster& m = spawn_monster(catalog, g.mutable_level(), g.rng(), c.breed,
                                   g.dungeon().danger(g.depth()), p);
        m.mind = Mind::Hunting;
        m.goal = at;
        g.say("You summon " + with_article(catalog.breed(c.breed)) + ".");
        return {};
      }
      g.say("There is no room around you.");
      return {};
    }
    case Command::Kind::WizardCreate:
      if (c.item_kind < 0 || c.item_kind >= static_cast<int>(catalog.items.size())) {
        g.say("There is no such thing.");
        return {};
      }
      place_item(g.mutable_level(), catalog, at, new_item(catalog, c.item_kind, g.rng()));
      g.say(capitalised(g.wording().item_name(Item{c.item_kind, 1, 0})) + " appears at your feet.");
      return {};
    case Command::Kind::WizardJump:
      if (c.depth < 1 || c.depth > g.dungeon().bottom()) {
        g.say("There is no dungeon level " + std::to_string(c.depth) + " (1-" +
              std::to_string(g.dungeon().main) +
              (g.dungeon().bottom() > g.dungeon().main
                   ? "; " + std::to_string(g.dungeon().main + 1) + "-" +
                         std::to_string(g.dungeon().bottom()) + " are the branches' levels"
                   : std::string()) +
              ").");
        return {};
      }
      return g.change_level(c.depth, true, false);  // a jump: nothing comes along
    case Command::Kind::WizardLevel: {
      Player& h = g.mutable_player();
      if (h.level >= kMaxExperienceLevel) {
        g.say("You cannot rise any higher.");
        return {};
      }
      // As a kill would: the experience the next level asks, its hit points and power, and a
      // talent when that level earns one.
      g.gain_experience(std::max(0, experience_for_level(h.level + 1) - h.experience));
      return {};
    }
    case Command::Kind::WizardPiety:
      // As deeds would: the powers it opens and the gifts it reaches come.
      worship::change_piety(g, 50);
      g.say("You feel " + worship::god_name(g) + " notice you (piety " +
            std::to_string(g.hero().piety) + ").");
      return {};
    default: return {};
  }
}

}  // namespace dg
