#pragma once
// The god screen (`^`, r37; core/action/worship.hpp): the hero's god, its faith, their piety
// and standing, what the god loves and hates, and its powers with the piety each needs and
// costs, invoked by letter, click or tap. On an altar it also offers the hero's gold (their own
// god's) or a conversion (another's), and says what converting costs.
namespace dg {

class ScreenContext;

void open_god(ScreenContext& app);

}  // namespace dg
