#pragma once
// How big the glyphs are for a given canvas: the font is rasterised at the device's real
// pixel size (CSS size x device pixel ratio), large enough to fill the window with at least
// a classic 80x24 grid when it can, within readable bounds.
namespace dg {

struct GridLayout {
  int font_px = 0;  // font size in device pixels
  int cols = 0;
  int rows = 0;
  int origin_x = 0;  // where the grid starts in device pixels (centred in the canvas)
  int origin_y = 0;
};

constexpr int kMinFontCssPx = 12;
constexpr int kMaxFontCssPx = 24;
constexpr int kWantCols = 80;
constexpr int kWantRows = 24;
// A large screen (1920x1080) is filled instead: the font grows, up to kMaxLargeFontCssPx, until
// the 80-column map with the sidebar beside it and the message pane under it fill the window.
constexpr int kWideCols = 106;
constexpr int kTallRows = 30;
constexpr int kMaxLargeFontCssPx = 40;

// Font size in device pixels for an output of `out_w` x `out_h` device pixels, given how big
// a cell is at `ref_px` (`ref_cell_w` x `ref_cell_h`): 80x24 cells within the readable bounds,
// or on a screen where kWideCols x kTallRows cells are larger still, those.
int choose_font_px(int out_w, int out_h, double dpr, int ref_px, int ref_cell_w, int ref_cell_h);

// The grid that cells of `cell_w` x `cell_h` make in the output, centred.
GridLayout fit_grid(int out_w, int out_h, int font_px, int cell_w, int cell_h);

}  // namespace dg
