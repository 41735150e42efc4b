#include "platform/sdl/sdl_renderer.hpp"

#include <SDL.h>

#ifdef __EMSCRIPTEN__
#include <GLES2/gl2.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

#include <algorithm>

#include "ui/text/terminal.hpp"

namespace dg {

#ifdef __EMSCRIPTEN__
namespace {
// The body is JavaScript, which clang-format would mangle.
// clang-format off
// The largest drawing buffer and texture side the browser's WebGL gives whole (a canvas
// beyond it is silently drawn smaller, and a texture that size cannot be made); 0 if unknown.
EM_JS(int, web_gl_limit, (), {
  var c = Module['canvas'];
  var gl = c && (c.getContext('webgl2') || c.getContext('webgl'));
  if (!gl) return 0;
  var v = gl.getParameter(gl.MAX_VIEWPORT_DIMS);
  return Math.min(gl.getParameter(gl.MAX_TEXTURE_SIZE), gl.getParameter(gl.MAX_RENDERBUFFER_SIZE),
                  v[0], v[1]);
});
// The context's news since last asked: 0 none, 1 lost (waiting), 2 given back. page.js asks
// the browser for it back when it is lost (preventDefault) and says so on the page.
EM_JS(int, gl_context_news, (), {
  var c = Module['canvas'];
  if (c && !c.dgWatched) {
    c.dgWatched = true;
    c.addEventListener('webglcontextlost', function() { Module['dgGl'] = 1; });
    c.addEventListener('webglcontextrestored', function() { Module['dgGl'] = 2; });
  }
  var news = Module['dgGl'] | 0;
  if (news === 2) Module['dgGl'] = 0;
  return news;
});
// clang-format on
}  // namespace
#endif

bool SdlRenderer::context_given_back() {
#ifdef __EMSCRIPTEN__
  return gl_context_news() == 2;
#else
  return false;  // the desktop's device resets arrive as SDL events (invalidate)
#endif
}

bool SdlRenderer::rebuild(Terminal& term, std::string& error) {
  // Everything made on the lost context is gone: textures, renderer, and the canvas's event
  // handlers (Emscripten drops a canvas's handlers with the context it deletes), so the
  // window is made again too, which registers them anew.
  for (SDL_Texture** t : {&big_tex_, &grid_tex_, &atlas_tex_}) {
    if (*t) SDL_DestroyTexture(*t);
    *t = nullptr;
  }
  if (renderer_) SDL_DestroyRenderer(renderer_);
  renderer_ = nullptr;
  int w = 0, h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  const std::string title = SDL_GetWindowTitle(window_);
  SDL_DestroyWindow(window_);
  window_ = nullptr;
  if (!open_window(title.c_str(), w, h, error) || !open_renderer(font_bytes_, error) ||
      !relayout(term, error))
    return false;
  term.mark_all_dirty();
  ++stats_.context_rebuilds;
  return true;
}

int SdlRenderer::gpu_limit() const {
#ifdef __EMSCRIPTEN__
  return web_gl_limit();
#else
  SDL_RendererInfo info{};
  if (SDL_GetRendererInfo(renderer_, &info) != 0) return 0;
  const int most = std::min(info.max_texture_width, info.max_texture_height);
  return most > 0 ? most : std::max(info.max_texture_width, info.max_texture_height);
#endif
}

SdlRenderer::~SdlRenderer() {
  if (big_tex_) SDL_DestroyTexture(big_tex_);
  if (grid_tex_) SDL_DestroyTexture(grid_tex_);
  if (atlas_tex_) SDL_DestroyTexture(atlas_tex_);
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
}

bool SdlRenderer::open(const char* title, int width, int height, std::string_view font_bytes,
                       std::string& error) {
  return open_window(title, width, height, error) && open_renderer(font_bytes, error);
}

bool SdlRenderer::open_window(const char* title, int width, int height, std::string& error) {
  // Flat 2D drawing: no depth buffer (SDL asks for one by default; on the web it is a second
  // full-screen buffer the GPU keeps for nothing).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  window_ = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window_) {
    error = std::string("cannot open a window: ") + SDL_GetError();
    return false;
  }
  return true;
}

bool SdlRenderer::open_renderer(std::string_view font_bytes, std::string& error) {
  font_bytes_ = font_bytes;
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_TARGETTEXTURE);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, 0);
  if (!renderer_) {
    error = std::string("cannot create a renderer: ") + SDL_GetError();
    return false;
  }
#ifdef __EMSCRIPTEN__
  gl_context_news();  // watches the context from now on
#endif
  SDL_RendererInfo info{};
  SDL_GetRendererInfo(renderer_, &info);
  stats_.driver = info.name ? info.name : "?";
  // Measure the font once at a reference size: the cell's aspect ratio decides how large a
  // font fills the window.
  // (The atlas itself is made at the size the first layout picks.)
  return FontAtlas::measure(font_bytes_, ref_px_, ref_cell_w_, ref_cell_h_, error);
}

namespace {
constexpr SDL_Rect kCorner{0, 0, 1, 1};  // the pixel a warm-up draws to end a drawing
}  // namespace

bool SdlRenderer::warm_up_layout(Terminal& term, std::string& error) {
  // The layout the first frame will have (its font, its textures), and the plain fill's
  // program, made by one black pixel drawn on the screen and sent on its way.
  if (!relayout(term, error)) return false;
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
  SDL_RenderFillRect(renderer_, &kCorner);
  SDL_RenderFlush(renderer_);
  return true;
}

void SdlRenderer::warm_up_frame(Terminal& term) {
  // A whole frame drawn in that layout, blank but for one glyph, so every kind of draw a
  // frame holds is made once, at its real size. (Drawing only the glyph's cell left the first
  // frame half of that work.)
  term.put(0, 0, U'@', colors::kWhite);
  present(term);
  term.clear();
#ifdef __EMSCRIPTEN__
  // Sent to the GPU now, not when the page next shows the canvas. Chromium's GL (ANGLE) puts
  // a flush off until the drawing under way (its render pass) ends, and a drawing ends when
  // one begins on another target: a pixel into the grid's texture ends the screen's, the
  // flush then waits for that one to end, and a pixel on the screen ends it. (Measured: the
  // first shown frame's wait went from 130 to 60 ms; a plain flush changed nothing.)
  SDL_SetRenderTarget(renderer_, grid_tex_);
  SDL_RenderFillRect(renderer_, &kCorner);
  SDL_RenderFlush(renderer_);
  glFlush();
  SDL_SetRenderTarget(renderer_, nullptr);
  SDL_RenderFillRect(renderer_, &kCorner);
  SDL_RenderFlush(renderer_);
  glFlush();
#endif
}

double SdlRenderer::device_pixel_ratio() const {
#ifdef __EMSCRIPTEN__
  return emscripten_get_device_pixel_ratio();
#else
  int ww = 0, wh = 0, ow = 0, oh = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  SDL_GetRendererOutputSize(renderer_, &ow, &oh);
  return ww > 0 ? static_cast<double>(ow) / ww : 1.0;
#endif
}

bool SdlRenderer::relayout(Terminal& term, std::string& error) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  stats_.dpr = device_pixel_ratio();
  double scale = 1;  // device pixels per canvas pixel beyond what the GPU can draw
  const int limit = gpu_limit();
  stats_.gpu_limit = limit;
#ifdef __EMSCRIPTEN__
  if (limit > 0 && (w > limit || h > limit)) {
    // A canvas larger than the GPU draws: its backing store is made as large as it can be and
    // the page stretches it over the window (a little soft, but whole and never black).
    scale = std::min(static_cast<double>(limit) / w, static_cast<double>(limit) / h);
    w = std::max(1, static_cast<int>(w * scale));
    h = std::max(1, static_cast<int>(h * scale));
    emscripten_set_canvas_element_size("#canvas", w, h);
    SDL_RenderSetViewport(renderer_, nullptr);  // the whole of the smaller canvas
  }
#endif
  stats_.out_w = w;
  stats_.out_h = h;
  const int font_px = choose_font_px(w, h, stats_.dpr * scale, ref_px_, ref_cell_w_, ref_cell_h_);
  if (font_px != atlas_.pixel_size()) {
    if (!atlas_.load(font_bytes_, font_px, error)) return false;
    if (atlas_tex_) SDL_DestroyTexture(atlas_tex_);
    atlas_tex_ = nullptr;
    big_span_ = 0;  // the zoomed glyphs follow the font's new size when next needed
  }
  // The grid's cached texture must fit the GPU too: a desktop window wider than that keeps
  // the grid to the largest square the GPU draws, centred.
  const int grid_w = limit > 0 ? std::min(w, limit) : w,
            grid_h = limit > 0 ? std::min(h, limit) : h;
  layout_ = fit_grid(grid_w, grid_h, font_px, atlas_.cell_width(), atlas_.cell_height());
  layout_.origin_x += (w - grid_w) / 2;
  layout_.origin_y += (h - grid_h) / 2;
  if (term.width() != layout_.cols || term.height() != layout_.rows) {
    term.resize(layout_.cols, layout_.rows);
  }
  term.mark_all_dirty();
  // The grid's texture is kept when its size is (made anew, a GPU takes time over it again).
  int tex_w = 0, tex_h = 0;
  if (grid_tex_ && SDL_QueryTexture(grid_tex_, nullptr, nullptr, &tex_w, &tex_h) == 0 &&
      tex_w == layout_.cols * atlas_.cell_width() && tex_h == layout_.rows * atlas_.cell_height())
    return true;
  return recreate_grid_texture();
}

bool SdlRenderer::recreate_grid_texture() {
  if (grid_tex_) SDL_DestroyTexture(grid_tex_);
  grid_tex_ =
      SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                        layout_.cols * atlas_.cell_width(), layout_.rows * atlas_.cell_height());
  return grid_tex_ != nullptr;
}

void SdlRenderer::invalidate(Terminal& term) {
  // Target textures lose their contents on a device reset; rebuild them from the CPU side.
  if (atlas_tex_) SDL_DestroyTexture(atlas_tex_);
  atlas_tex_ = nullptr;
  if (big_tex_) SDL_DestroyTexture(big_tex_);
  big_tex_ = nullptr;
  recreate_grid_texture();
  term.mark_all_dirty();
}

bool SdlRenderer::use_big_atlas(int span) {
  if (span == big_span_) return true;
  std::string error;
  if (!big_.load(font_bytes_, atlas_.pixel_size() * span, error)) return false;
  if (big_tex_) SDL_DestroyTexture(big_tex_);
  big_tex_ = nullptr;
  big_span_ = span;
  return true;
}

bool SdlRenderer::sync_atlas_texture(FontAtlas& atlas, SDL_Texture*& tex) {
  const bool resized = atlas.take_resized();
  auto dirty = atlas.take_dirty();
  if (resized || !tex) {
    if (tex) SDL_DestroyTexture(tex);
    tex = SDL_CreateTextureFromSurface(renderer_, atlas.surface());
    if (!tex) return false;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    return true;
  }
  // One upload of the atlas rows that changed rather than one per new glyph: a first screen
  // of text rasterises dozens at once.
  if (dirty.empty()) return true;
  int top = dirty.front().y, bottom = top;
  for (const AtlasRect& r : dirty) {
    top = std::min(top, r.y);
    bottom = std::max(bottom, r.y + r.h);
  }
  SDL_Surface* s = atlas.surface();
  const SDL_Rect rows{0, top, s->w, bottom - top};
  SDL_UpdateTexture(tex, &rows, static_cast<const Uint8*>(s->pixels) + top * s->pitch, s->pitch);
  return true;
}

void SdlRenderer::present(Terminal& term) {
  if (!term.any_dirty() || !grid_tex_) return;
  const int cw = atlas_.cell_width();
  const int ch = atlas_.cell_height();
  // A covered cell that changed has its whole block drawn again (its top-left holds the
  // glyph); then any glyph seen for the first time is rasterised, so the textures are current.
  bool big = false;
  for (int y = 0; y < term.height(); ++y)
    for (int x = 0; x < term.width(); ++x) {
      if (!term.dirty(x, y)) continue;
      const Cell& c = term.at(x, y);
      if (c.span == 0) term.touch(x - c.back_x, y - c.back_y);
    }
  for (int y = 0; y < term.height(); ++y)
    for (int x = 0; x < term.width(); ++x) {
      const Cell& c = term.at(x, y);
      if (!term.dirty(x, y) || c.glyph == U' ' || c.span == 0) continue;
      if (c.span == 1) {
        atlas_.slot(c.glyph);
      } else if (use_big_atlas(c.span)) {
        big_.slot(c.glyph);
        big = true;
      }
    }
  if (!sync_atlas_texture(atlas_, atlas_tex_)) return;
  if (big && !sync_atlas_texture(big_, big_tex_)) return;

  // Gathered into one draw per kind (quad_batch.hpp says why): backgrounds, then glyphs.
  int atlas_w = 0, atlas_h = 0;
  SDL_QueryTexture(atlas_tex_, nullptr, nullptr, &atlas_w, &atlas_h);
  big_cells_.clear();
  int painted = 0;
  for (int y = 0; y < term.height(); ++y) {
    for (int x = 0; x < term.width(); ++x) {
      if (!term.dirty(x, y)) continue;
      const Cell& c = term.at(x, y);
      if (c.span == 0) continue;  // drawn with its block
      const SDL_Rect dst{x * cw, y * ch, cw * c.span, ch * c.span};
      const SDL_Color bg{c.bg.r, c.bg.g, c.bg.b, 255}, fg{c.fg.r, c.fg.g, c.fg.b, 255};
      if (c.span == 1) {
        backgrounds_.fill(dst, bg);
        if (c.glyph != U' ') {
          const AtlasRect a = atlas_.slot(c.glyph);
          glyphs_.copy({a.x, a.y, a.w, a.h}, atlas_w, atlas_h, dst, fg);
        }
      } else {
        big_cells_.push_back({dst, bg, fg, c.glyph});
      }
      ++painted;
    }
  }
  SDL_SetRenderTarget(renderer_, grid_tex_);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
  // A zoomed map's few big cells are drawn one by one, and first: a big glyph can reach a
  // pixel past its block (rounding), and the cells drawn after it cover that, as they did when
  // every cell was drawn in reading order (gathered, the big glyphs left seams in walls).
  for (const BigCell& b : big_cells_) {
    SDL_SetRenderDrawColor(renderer_, b.bg.r, b.bg.g, b.bg.b, 255);
    SDL_RenderFillRect(renderer_, &b.block);
    if (b.glyph == U' ' || !big_tex_ || b.block.w != cw * big_span_) continue;
    // The big glyph's own cell, centred in the block (their sizes differ by rounding).
    const AtlasRect a = big_.slot(b.glyph);
    const SDL_Rect src{a.x, a.y, a.w, a.h};
    const SDL_Rect at{b.block.x + (b.block.w - a.w) / 2, b.block.y + (b.block.h - a.h) / 2, a.w,
                      a.h};
    SDL_SetTextureColorMod(big_tex_, b.fg.r, b.fg.g, b.fg.b);
    SDL_RenderCopy(renderer_, big_tex_, &src, &at);
  }
  backgrounds_.draw(renderer_, nullptr);
  glyphs_.draw(renderer_, atlas_tex_);
  SDL_SetRenderTarget(renderer_, nullptr);
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
  SDL_RenderClear(renderer_);
  const SDL_Rect whole{layout_.origin_x, layout_.origin_y, term.width() * cw, term.height() * ch};
  SDL_RenderCopy(renderer_, grid_tex_, nullptr, &whole);
  SDL_RenderPresent(renderer_);
  term.clear_dirty();
  stats_.cells_last_frame = painted;
  ++stats_.frames_drawn;
}

bool SdlRenderer::screenshot(const std::string& path, std::string& error) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  // Redraw the cached grid without presenting: after a present the back buffer is undefined.
  SDL_SetRenderTarget(renderer_, nullptr);
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
  SDL_RenderClear(renderer_);
  const SDL_Rect whole{layout_.origin_x, layout_.origin_y, layout_.cols * atlas_.cell_width(),
                       layout_.rows * atlas_.cell_height()};
  if (grid_tex_) SDL_RenderCopy(renderer_, grid_tex_, nullptr, &whole);
  SDL_Surface* shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  bool ok = shot &&
            SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, shot->pixels,
                                 shot->pitch) == 0 &&
            SDL_SaveBMP(shot, path.c_str()) == 0;
  if (!ok) error = std::string("screenshot failed: ") + SDL_GetError();
  if (shot) SDL_FreeSurface(shot);
  SDL_RenderPresent(renderer_);
  return ok;
}

}  // namespace dg
