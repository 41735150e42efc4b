#pragma once
// The fight key (F), as DCSS's auto-fight on Tab (which a web page leaves to the browser): the
// nearest foe in sight is struck when beside the hero, else the hero steps toward it. It never
// strikes what never attacks (a floating eye, a mould: they hurt who strikes them), a pet, an
// ally or a captive, and it refuses when hit points are low, where a thoughtless blow kills.
namespace dg {

class App;

void fight(App& app);

}  // namespace dg
