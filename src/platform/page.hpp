#pragma once
// What the platform tells its host page (or terminal) about the game's life cycle.
namespace dg {

// Called once after the first frame is on screen: the web page hides its loading indicator
// and sets Module.readyAt, which the browser tests wait for.
void notify_ready();

}  // namespace dg
