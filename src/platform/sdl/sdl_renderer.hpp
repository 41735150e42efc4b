#pragma once
// Draws a Terminal into an SDL window. Cells are copied from the glyph atlas (tinted per cell
// by their vertices' colour) into a cached texture of the whole grid; only cells that changed
// are repainted, gathered into one draw per kind (quad_batch.hpp), and nothing is drawn when
// nothing changed. A zoomed map's big cells (Cell::span) come from a second atlas rasterised
// at that many times the size, so they are as crisp as the rest.
#include <string>
#include <string_view>
#include <vector>

#include "platform/sdl/font_atlas.hpp"
#include "platform/sdl/grid_layout.hpp"
#include "platform/sdl/quad_batch.hpp"

struct SDL_Window;
struct SDL_Renderer;
struct SDL_Texture;

namespace dg {

class Terminal;

struct RenderStats {
  long frames_drawn = 0;     // presents since start
  int cells_last_frame = 0;  // cells repainted by the latest present
  double dpr = 1;
  int out_w = 0, out_h = 0;  // drawable size in device pixels
  std::string driver;        // SDL render driver name
  double frame_ms = 0;       // the latest redraw: the UI's frame build plus the present
  int gpu_limit = 0;         // the largest side the GPU draws (0: unknown)
  int context_rebuilds = 0;  // times the renderer was made again on a context given back
};

class SdlRenderer {
 public:
  SdlRenderer() = default;
  ~SdlRenderer();
  SdlRenderer(const SdlRenderer&) = delete;
  SdlRenderer& operator=(const SdlRenderer&) = delete;

  // Opens the window and renderer; false with `error` set on failure.
  bool open(const char* title, int width, int height, std::string_view font_bytes,
            std::string& error);
  // open() in its two steps (the web start runs each as a task of its own): the window, then
  // the renderer (on the web the GPU context, the costliest part) and the font measured.
  bool open_window(const char* title, int width, int height, std::string& error);
  bool open_renderer(std::string_view font_bytes, std::string& error);
  // Lays `term` out and draws it once, blank but for a glyph, where the page does not show it
  // yet. A GPU's first frame costs far more than later ones (it makes its pipelines and
  // textures then: on Chromium's software GPU, Lighthouse's phone, 100 of the first frame's
  // 115 ms, and the page's main thread waited for all of it when it showed that frame). Done
  // as soon as the renderer exists, the GPU does that work while the page reads the content.
  // In two parts, a start step each (a task of its own on the web, where each waits on the GPU
  // for 15-25 ms): the first lays `term` out and makes the program that draws plain fills (a
  // pixel on the screen); the second draws the frame, which makes the textured draws' programs.
  bool warm_up_layout(Terminal& term, std::string& error);
  void warm_up_frame(Terminal& term);

  // Re-measures the window (size, device pixel ratio), re-rasterises the font if its pixel
  // size changed, and sizes `term` to the grid. Returns false if the font could not load.
  bool relayout(Terminal& term, std::string& error);

  // Paints the cells of `term` that changed and presents; no-op when none changed.
  void present(Terminal& term);
  // Repaints everything on the next present (after the GPU lost our textures).
  void invalidate(Terminal& term);
  // Whether the web page's GPU context was lost and has been given back since last asked
  // (always false on the desktop, whose device resets arrive as SDL events).
  bool context_given_back();
  // After that: the window, renderer and textures made again on the context given back, and
  // every cell drawn again. False with `error` set when they cannot be made.
  bool rebuild(Terminal& term, std::string& error);

  // Saves what is on screen as a BMP; false with `error` set on failure.
  bool screenshot(const std::string& path, std::string& error);

  const RenderStats& stats() const { return stats_; }
  // How long the latest redraw took (the game loop times it around draw and present).
  void note_frame_time(double ms) { stats_.frame_ms = ms; }
  const GridLayout& layout() const { return layout_; }
  const FontAtlas& atlas() const { return atlas_; }
  SDL_Window* window() const { return window_; }

 private:
  double device_pixel_ratio() const;
  int gpu_limit() const;
  // Uploads what `atlas` rasterised since last time into `tex` (made anew when it grew).
  bool sync_atlas_texture(FontAtlas& atlas, SDL_Texture*& tex);
  // The atlas for glyphs drawn `span` cells big (a zoomed map), loaded at that size.
  bool use_big_atlas(int span);
  bool recreate_grid_texture();

  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  SDL_Texture* atlas_tex_ = nullptr;  // GPU copy of atlas_.surface()
  SDL_Texture* grid_tex_ = nullptr;   // the whole grid, kept between frames
  std::string_view font_bytes_;
  FontAtlas atlas_;
  FontAtlas big_;                   // the zoomed map's glyphs, span_ times the size
  SDL_Texture* big_tex_ = nullptr;  // GPU copy of big_.surface()
  int big_span_ = 0;
  GridLayout layout_;
  QuadBatch backgrounds_, glyphs_;  // a frame's draws, kept to reuse their memory
  struct BigCell {
    SDL_Rect block;  // the cells it covers
    SDL_Color bg, fg;
    char32_t glyph;
  };
  std::vector<BigCell> big_cells_;  // a zoomed map's cells, drawn after the rest
  RenderStats stats_;
  int ref_px_ = 100, ref_cell_w_ = 60, ref_cell_h_ = 117;  // font cell size at 100 px
};

}  // namespace dg
