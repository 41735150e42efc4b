#pragma once
// The talents (core/action/talent.hpp): the three offered at experience levels 3, 6, 9 and 12,
// each with what it does, chosen by letter, click or tap (the choice is a command, so a replay
// and a link carry it); Escape leaves the offer for later, and `a` brings it back. With no
// offer waiting, `a` lists the talents taken.
namespace dg {

class ScreenContext;

// The key `a`: the offer, or the talents taken.
void open_talents(ScreenContext& app);
// After a command: the offer a new level made, if it made one.
void offer_talent(ScreenContext& app);

}  // namespace dg
