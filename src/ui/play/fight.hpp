#pragma once
// The fight key (F), as DCSS's auto-fight on Tab (which a web page leaves to the browser): the
// nearest foe in sight is struck when beside the hero, else the hero steps toward it. It never
// strikes what never attacks (a floating eye, a mould: they hurt who strikes them), a pet, an
// ally or a captive, and it refuses when hit points are low, where a thoughtless blow kills.
//
// The cast-again key (V), as DCSS's quivered spell: the spell last cast, again, at the nearest
// foe in one of the eight lines and within its reach; a spell cast at nobody is cast again
// as it was. It refuses as the fight key does, and asks what an aimed spell asks.
namespace dg {

class ScreenContext;

void fight(ScreenContext& app);
void cast_again(ScreenContext& app);

}  // namespace dg
