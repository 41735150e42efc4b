// A 64-bit fingerprint of everything that makes a game this game: replays and saves compare
// it (natively and in WebAssembly) to prove they arrived at the same state. FNV-1a over the
// fields in a fixed order; no pointers, no unordered containers, no floating point.
#include "core/game.hpp"

namespace dg {

namespace {

class Hasher {
 public:
  void mix(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (v >> (8 * i)) & 0xFF;
      h_ *= 1099511628211ULL;
    }
  }
  void mix(Vec p) {
    mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32 |
        static_cast<std::uint32_t>(p.y));
  }
  void mix_int(int v) { mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  void mix(const Item& i) {
    mix_int(i.kind);
    mix_int(i.count);
    mix_int(i.erosion);
    if (i.enchant != 0) mix_int(i.enchant);  // (so a game with none hashes as before)
    if (i.power >= 0) mix_int(5000 + i.power * 2 + (i.power_known ? 1 : 0));  // r36
    if (i.charges != 0) mix_int(i.charges);
    if (i.cursed || i.curse_known) mix_int(int{i.cursed} | int{i.curse_known} << 1);
    if (i.unpaid) mix_int(7001);  // a shop's (r38)
  }
  // Timed effects only: a hold is mixed as the hero's hold (below), as it was kept before it
  // became an effect, so a game hashes as it did then.
  void mix(const std::vector<Effect>& effects) {
    int timed = 0;
    for (const Effect& e : effects) timed += !effect_rules(e.kind).is_hold();
    mix_int(timed);
    for (const Effect& e : effects)
      if (!effect_rules(e.kind).is_hold())
        mix_int(static_cast<int>(e.kind) << 16 | (e.turns & 0xFFFF));
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 1469598103934665603ULL;
};

void mix_level(Hasher& h, const Level& lv) {
  h.mix_int(lv.width());
  h.mix_int(lv.height());
  for (Tile t : lv.tiles.cells()) h.mix_int(static_cast<int>(t));
  for (std::uint8_t l : lv.lit.cells()) h.mix_int(l);
  for (const Memory& m : lv.memory.cells())
    h.mix_int(static_cast<int>(m.tile) | m.seen << 8 | m.gold << 9 | (m.trap + 1) << 10 |
              (m.item + 1) << 16 | m.unseen << 30);
  for (const Trap& t : lv.traps)
    h.mix_int(t.pos.x << 20 | t.pos.y << 8 | static_cast<int>(t.kind) << 1 | t.hidden);
  for (const GoldPile& g : lv.gold) h.mix(g.pos), h.mix_int(g.amount);
  for (const FloorItem& f : lv.items) h.mix(f.pos), h.mix(f.item);
  for (const PlacedPiece& p : lv.pieces)
    h.mix_int(p.kind << 9 | p.fired << 1 | p.entered), h.mix(p.pos);
  for (const Monster& m : lv.monsters) {
    h.mix_int(m.id);
    h.mix_int(m.breed);
    h.mix(m.pos);
    h.mix_int(m.level);
    h.mix_int(m.hp);
    h.mix_int(m.max_hp);
    h.mix_int(m.energy);
    h.mix_int(static_cast<int>(m.mind));
    h.mix(m.goal);
    h.mix_int(m.gold);
    for (const Item& i : m.items) h.mix(i);
    h.mix(m.effects);
    if (m.tame) h.mix_int(1000 + m.kills);  // a pet, and how it has grown
    if (m.chains || m.freed) h.mix_int(2000 + m.chains * 2 + m.freed);
    if (m.stays) h.mix_int(3001);
    if (m.disguised) h.mix_int(4001);
    if (m.greeted) h.mix_int(5001);             // a unique that has spoken (r38)
    if (m.shop >= 0) h.mix_int(6000 + m.shop);  // a shopkeeper at peace (r38)
    if (m.peaceful) h.mix_int(7000);            // town folk (r39)
    h.mix_int(m.spell_rest);
    h.mix_int(m.summons);
  }
  // Fire and gas, while there is any (a level without hashes as before they existed).
  if (lv.burning > 0)
    for (std::uint8_t f : lv.fire.cells()) h.mix_int(f);
  if (lv.gassy > 0)
    for (const GasCell& c : lv.gas.cells()) h.mix_int(c.kind << 8 | c.volume);
  h.mix_int(lv.next_monster_id);
  h.mix_int(lv.summons);
  h.mix(lv.stairs_up);
  h.mix(lv.stairs_down);
  h.mix(lv.branch_stairs);
}

}  // namespace

std::uint64_t Game::state_hash() const {
  Hasher h;
  h.mix(run_.seed);
  h.mix_int(turn_);
  h.mix_int(dungeon_.depth);
  h.mix_int(run_.over);
  h.mix_int(static_cast<int>(run_.ending));
  Rng probe = rng_;  // the RNG's position, without exposing its state
  h.mix(probe.next_u32());
  h.mix(probe.next_u32());
  const Player& p = player_;
  const Effect* held = p.hold();
  const int hold_code = !held                                ? 0
                        : held->kind == EffectKind::InPit    ? 1
                        : held->kind == EffectKind::BearTrap ? 2
                                                             : 3;
  h.mix(p.pos);
  for (int v : {p.who.role,
                p.who.race,
                p.who.gender,
                p.who.alignment,
                p.hp,
                p.max_hp,
                p.attr.exceptional,
                p.level,
                p.experience,
                p.pw,
                p.max_pw,
                p.speed,
                p.energy,
                p.gold,
                p.start_gold,
                p.kills,
                p.light_radius,
                hold_code,
                held ? held->turns : 0,
                static_cast<int>(p.wielded),
                p.prayer_timeout})
    h.mix_int(v);
  for (char w : p.worn) h.mix_int(w);
  for (char r : p.rings) h.mix_int(r);
  for (int k : p.spells) h.mix_int(k);
  if (p.identify_pending != 0) h.mix_int(p.identify_pending);
  if (p.enchant_pending != 0) h.mix_int(1000 + p.enchant_pending);
  // Talents (r35): mixed only once there are some, so a game without hashes as before.
  for (int t : p.talents) h.mix_int(2000 + t);
  for (int t : p.talent_offer) h.mix_int(3000 + t);
  // The god (r37): who, the piety, the gifts given, the deeds counted, the last sin.
  for (int v : {p.god, p.piety, p.gifts_given, p.last_sin}) h.mix_int(v);
  for (int v : p.deed_counts) h.mix_int(v);
  for (int b : p.uniques_slain) h.mix_int(5000 + b);  // (r38)
  if (p.gold_found != 0) h.mix_int(p.gold_found);
  for (int t : p.trophies) h.mix_int(t);
  if (p.blessings != 0) h.mix_int(8000 + p.blessings);
  for (int v : p.attr.value) h.mix_int(v);
  for (const InvSlot& s : p.inventory) h.mix_int(s.letter), h.mix(s.item);
  h.mix(p.effects);
  for (Property i : p.intrinsics) h.mix_int(static_cast<int>(i));
  h.mix_int(wizard_.enabled | wizard_.see_all << 1 | wizard_.through_walls << 2 |
            wizard_.immortal << 3);
  h.mix(dungeon_.noise.pos);
  h.mix_int(dungeon_.noise.turn);
  h.mix_int(dungeon_.noise.depth);
  if (dungeon_.climb
          .begun)  // (r38): mixed only once it has begun, so a game before hashes as before
    for (int v : {dungeon_.climb.pursuit_turn, dungeon_.climb.pursuit_depth,
                  static_cast<int>(dungeon_.climb.stirred_mask)})
      h.mix_int(v);
  for (std::uint8_t k : knowledge_.known_kinds()) h.mix_int(k);
  for (std::uint8_t d : knowledge_.discovered_recipes()) h.mix_int(d);
  for (std::size_t k = 0; k < catalog_->items.size(); ++k)  // the player's names for kinds
    for (char ch : knowledge_.called(static_cast<int>(k))) h.mix_int(static_cast<int>(k) << 8 | ch);
  for (const BranchPlace& b : dungeon_.branches)
    for (int v : {b.branch, b.from, b.first, b.levels, b.harder, b.end}) h.mix_int(v);
  for (std::size_t d = 0; d < dungeon_.levels.size(); ++d) {
    h.mix_int(dungeon_.levels[d].has_value());
    if (dungeon_.levels[d]) mix_level(h, *dungeon_.levels[d]);
  }
  h.mix(static_cast<std::uint64_t>(log_.all().size()));
  if (!log_.all().empty())
    for (char c : log_.all().back().text) h.mix_int(c);
  return h.value();
}

}  // namespace dg
