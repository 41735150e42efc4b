#pragma once
// The rules' identity. A run is its seed, its character and its commands, so it replays only
// under the rules that recorded it: every save, replay, link, morgue and daily card names the
// rules it was played under, and an engine plays only its own. The id goes up whenever the
// same commands would replay to another game (the pinned replays in tests/core/test_rules.cpp
// fail until it does), so no run is ever replayed under rules that did not record it.
//
// History (each id was a save format first): 2, the welcome became one message; 3, the run's
// id and generation; 4, commands as words; 5, one scheduler for every actor; 6, armour in
// slots, stacks on the floor, locked doors found by a bump; 7, scrolls and enchantment; 8,
// wands, rings, spellbooks, spells; 9, eleven new kinds of monster, thieves, acid, splitting
// jellies, followers on the stairs, archers, prayer, the kits' enchantments, the curve; 10, the
// pet finds its way to the hero and comes down the stairs from two steps off, a hunter that
// cannot act gives up for a while; 11, casters rest between spells, dwarves carry mattocks
// and pick-axes; 12, monsters spring hidden traps and keep off the ones found (the pinned
// replays never met one; the bot's state fingerprint did); 13, monsters that use items read
// scrolls of teleportation when badly hurt, throw daggers and darts, and pick up what they
// stand on; 14, terrain from the data: brush that hides, deep water that makes the hero let go
// of things, chasms to the level below, each placed in patches; 15, set pieces from the data
// (a den, an armoury, a graveyard... one on every level from 2 down), shallow water and rubble
// in patches, graves; 16, a treasure vault (its key elsewhere on the level, cages that drop
// when one prize is taken), an ambush that springs, tools (the vault key); 17, captives in
// chains that the hero frees into allies; 18, fountains (drunk from by walking into them, until
// they run dry) in a fountain court; 19, curses (one weapon, armour or ring found in eight, held
// on until lifted by a scroll of remove curse, enchanting or a prayer), altars that show them in
// a shrine, a lever that raises a portcullis; 20, six new kinds of monster (shrieker, goblin
// conjurer, dust vortex, rust monster, vampire bat, ghoul); 21, what a death sets off (a gas
// spore's blast) and level drain (a barrow wight), both new kinds; 22, fifteen more kinds (65),
// among them mimics that pass for things and a xorn that walks through walls; 23, a tuning
// step: a hit die of 1d12 at each experience level, monsters a level stronger for every four
// dungeon levels below their first (not two), and fewer of them per room (25% + the depth,
// at most 40%, not 30% + twice the depth, at most 60%); 24, a second tuning step: three times
// the experience for a kill, a wandering monster about every 150 turns (not 80), a stalker's
// claws 3d4 (not 4d4) and a troll's bite 1d8 (not 2d6); and where something unseen fights the
// hero the map marks it (NetHack's `I`), struck by walking into it; 25, summoning stops at 60
// monsters on a level (wolves howling up wolves filled a level by the thousand, and every
// tick then took seconds); 26, a third tuning step: the kinds that all began on level 8 spread
// over levels 8 to 12 (the minotaur and the red dragon on 12 alone), a wolf howls half as
// often, a soldier
// ant's sting 2d4, a minotaur level 12, a dragon's breath 4d6, an ettin's second blow 2d6,
// trolls, owlbears, yetis, ettins and hell hound pups rarer; the hero heals two hit points at a
// time from experience level 5, three from 10; and the first arrival on the deepest level
// maps it and shows the Amulet; 27, twice the experience for a kill (the balance bot reached the
// deepest level at experience level 7 to 9 and most such games died there); 28, a fifth
// tuning step: half as much experience again for a kill, and two more hit points for each new
// experience level (the balance bot won about 3 % of games, most of the rest that reached the
// deepest level died there); 29, summoners with a limit: a monster calls at most 3 times, and a
// level's monsters together 10 times (one goblin conjurer called more than twelve times on one
// level, some 580 turns of melee), and a thing the hero throws that strikes nothing says where
// it lands; 30, one arrival rule for every creature: a pet or a monster that comes onto a cell
// meets what the hero meets there (a set piece's trigger, a pit, acid, a trap it is swapped or
// teleported onto, gold for those that take it); 31, any caster aims at any creature: a
// monster's spells, wands, abilities and throws go at a pet in line as well as at the hero, and
// a pet (a freed captive) shoots, casts and throws at its prey, never sending a ray or a burst
// where it would reach the hero; 32, stealth and sneak attacks: a monster that has not
// noticed the hero does so by sight only within the hero's stealth range (14, halved in the
// dark, while keeping still and for a stealthy hero, half as much more in metal body armour),
// and a blow that lands on a monster asleep or wandering does three times its damage, whoever
// strikes it (and, in wizard mode, a pet is never swapped into the rock the hero walks in); 33,
// a living world: fire that spreads through brush, grass and doors and sets creatures alight,
// gas that drifts and thins (caustic, confusion, paralytic, sleeping, methane that explodes,
// smoke that hides), fire and gas traps, grass and marsh in patches and set pieces, monsters
// that keep out of fire and harmful gas, a lamp to carry and a toad that belches gas; 34,
// enchanting is a choice: one scroll of enchanting (for enchant weapon and enchant armour)
// whose +1 goes to the thing the hero chooses, a weapon, armour, a ring of protection or
// damage (its magnitude), a wand (a charge and damage) or a spellbook (its spell's failure);
// 35, talents: at experience levels 3, 6, 9 and 12 the hero chooses one of three talents of
// their role (a second blow, armour, spell power, cheaper spells, better prayer, a pet that
// grows, a property for good...), a command in the history; a spell's power (from them) heals
// as it harms, and a wand's enchantment heals more too; 36, powers of weapons and armour: a
// weapon or armour found may have one (flaming, freezing, venom, accuracy, stealth, thorns...,
// or a bad one that comes cursed: dull, mercy, burden, vulnerability, teleportitis), unknown
// until it shows itself in use or an identify tells it; 37, gods to serve: each god of a
// pantheon follows a faith (war, light, lore, the road, the wild hunt, the shadow) that gives
// piety for the deeds it loves and takes it for those it hates, grants powers invoked for
// piety and gifts; prayer is answered sooner with more piety and not at all by an angry god;
// altars are lawful, neutral or chaotic, where gold is offered or a hero converts; 38, uniques
// and the climb back: sixteen named monsters, each drawn once a run onto a level of its range,
// with words on meeting the hero and on dying; with the Amulet, pursuers come up the stairs, the
// levels above gain deeper monsters, and the Amulet drains power; shops and the score as gold
// found; 39, side branches: the Mines (Minetown's shops, temple and peaceful folk, Durgan's
// Deep), the Stoneworks (boulders into holes) and the Lair (Vrask the Old Wyrm), each off its
// own staircase on a main level, with hand-made ends and trophies that raise the score.
#include <string>

namespace dg {

// The rules this code plays. Raise it with every change that alters a replay, and add the
// new pins (tests/core/test_rules.cpp) and a row to kRulesReleases when it is released.
constexpr int kRulesId = 39;

// The id this engine plays: kRulesId, except in the engine built for the browser tests of
// engines that outlive updates (src/core/rules_id.cpp; the test engine defines its own).
int rules_id();
// "r9": how the id is written in file names, storage keys and the page's engine folders.
std::string rules_name(int id);
// The id in a rules name ("r9" -> 9), or -1 when the text is not one.
int parse_rules_name(const std::string& name);
// The releases that play these rules ("0.1.0"), or "" when none was ever released.
std::string releases_playing(int id);
// "rules r8 (Deepglyph 0.1.0)", "rules r7 (never released)": for messages.
std::string rules_words(int id);

}  // namespace dg
