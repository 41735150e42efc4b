#include "platform/state_json.hpp"

#include <nlohmann/json.hpp>

#include "platform/sdl_renderer.hpp"
#include "ui/app.hpp"
#include "ui/terminal.hpp"

namespace dg {

std::string state_json(const App& app, const Terminal& term, const SdlRenderer& renderer) {
  const Game& game = app.game();
  const RenderStats& stats = renderer.stats();
  const FontAtlas& atlas = renderer.atlas();
  nlohmann::json messages = nlohmann::json::array();
  for (const Message& m : game.log().latest()) messages.push_back(m.text);
  const nlohmann::json j = {
      {"player", {{"x", game.player().x}, {"y", game.player().y}}},
      {"turn", game.turn()},
      {"depth", game.depth()},
      {"messages", messages},
      {"screen", term.to_string()},
      {"grid", {{"cols", term.width()}, {"rows", term.height()}}},
      {"render",
       {{"driver", stats.driver},
        {"dpr", stats.dpr},
        {"out_w", stats.out_w},
        {"out_h", stats.out_h},
        {"font_px", atlas.pixel_size()},
        {"cell_w", atlas.cell_width()},
        {"cell_h", atlas.cell_height()},
        {"glyphs", atlas.glyph_count()},
        {"frames_drawn", stats.frames_drawn},
        {"cells_last_frame", stats.cells_last_frame}}},
  };
  // Replace, not throw, on bad UTF-8: a state dump must never take the game down.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace dg
