#include "platform/sdl/font_atlas.hpp"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>

namespace dg {

FontAtlas::~FontAtlas() {
  release();
}

void FontAtlas::release() {
  if (surface_) SDL_FreeSurface(surface_);
  if (font_) TTF_CloseFont(font_);
  surface_ = nullptr;
  font_ = nullptr;
  slots_.clear();
  dirty_.clear();
  rows_ = 0;
}

namespace {

// Opens the font at `pixel_size` as the atlas draws it, or null with `error` set.
TTF_Font* open_font(std::string_view font_bytes, int pixel_size, std::string& error) {
  if (!TTF_WasInit() && TTF_Init() != 0) {
    error = std::string("TTF_Init: ") + TTF_GetError();
    return nullptr;
  }
  SDL_RWops* rw = SDL_RWFromConstMem(font_bytes.data(), static_cast<int>(font_bytes.size()));
  TTF_Font* font = rw ? TTF_OpenFontRW(rw, 1, pixel_size) : nullptr;
  if (!font) {
    error = std::string("cannot open the game font: ") + TTF_GetError();
    return nullptr;
  }
  // Light hinting keeps stems sharp at small sizes without distorting the monospace advance.
  TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
  return font;
}

// A cell is one advance of 'M' wide (the font is monospaced) and one line high.
bool cell_size(TTF_Font* font, int& cell_w, int& cell_h, std::string& error) {
  int advance = 0;
  if (TTF_GlyphMetrics32(font, U'M', nullptr, nullptr, nullptr, nullptr, &advance) != 0 ||
      advance <= 0) {
    error = "the game font has no 'M' to measure";
    return false;
  }
  cell_w = advance;
  cell_h = TTF_FontHeight(font);
  return true;
}

}  // namespace

bool FontAtlas::measure(std::string_view font_bytes, int pixel_size, int& cell_w, int& cell_h,
                        std::string& error) {
  TTF_Font* font = open_font(font_bytes, pixel_size, error);
  if (!font) return false;
  const bool ok = cell_size(font, cell_w, cell_h, error);
  TTF_CloseFont(font);
  return ok;
}

bool FontAtlas::load(std::string_view font_bytes, int pixel_size, std::string& error) {
  release();
  font_ = open_font(font_bytes, pixel_size, error);
  if (!font_) return false;
  pixel_size_ = pixel_size;
  if (!cell_size(font_, cell_w_, cell_h_, error)) return false;
  ascent_ = TTF_FontAscent(font_);
  measure_solid_block();
  if (!grow()) {
    error = std::string("cannot allocate the glyph atlas: ") + SDL_GetError();
    return false;
  }
  slot(kPlaceholder);  // slot 0, so it exists even if the atlas can never grow again
  return true;
}

bool FontAtlas::grow() {
  const int new_rows = rows_ == 0 ? 8 : rows_ * 2;
  SDL_Surface* bigger = SDL_CreateRGBSurfaceWithFormat(0, kColumns * cell_w_, new_rows * cell_h_,
                                                       32, SDL_PIXELFORMAT_ARGB8888);
  if (!bigger) return false;
  SDL_FillRect(bigger, nullptr, 0);  // transparent
  if (surface_) {
    SDL_SetSurfaceBlendMode(surface_, SDL_BLENDMODE_NONE);
    SDL_BlitSurface(surface_, nullptr, bigger, nullptr);
    SDL_FreeSurface(surface_);
  }
  surface_ = bigger;
  rows_ = new_rows;
  resized_ = true;
  return true;
}

bool FontAtlas::provides(char32_t c) const {
  return font_ && TTF_GlyphIsProvided32(font_, static_cast<Uint32>(c));
}

AtlasRect FontAtlas::slot(char32_t c) {
  if (auto it = slots_.find(c); it != slots_.end()) return it->second;
  const int index = static_cast<int>(slots_.size());
  if (index >= kColumns * rows_ && !grow()) {
    // Out of memory for more glyphs: reuse the placeholder rather than fail the frame.
    return slots_.at(kPlaceholder);
  }
  const AtlasRect r{(index % kColumns) * cell_w_, (index / kColumns) * cell_h_, cell_w_, cell_h_};
  slots_.emplace(c, r);
  if (c == kPlaceholder || !provides(c)) {
    draw_placeholder(r);
  } else {
    rasterise(c, r);
  }
  dirty_.push_back(r);
  return r;
}

FontAtlas::Origin FontAtlas::origin_in_surface(char32_t c) const {
  // SDL_ttf widens a glyph's surface leftwards for ink left of the pen and upwards for ink
  // above the ascent; the pen's line-top corner then sits at (-minx, maxy - ascent). Ink
  // below the baseline reaches ascent - miny rows down from the line top.
  int minx = 0, miny = 0, maxy = 0;
  TTF_GlyphMetrics32(font_, static_cast<Uint32>(c), &minx, nullptr, &miny, &maxy, nullptr);
  return {std::max(0, -minx), std::max(0, maxy - ascent_), std::max(0, ascent_ - miny - cell_h_)};
}

void FontAtlas::measure_solid_block() {
  // Where the full block U+2588 is solidly inked, relative to the pen's line-top corner.
  // Box-drawing and block glyphs are designed to fill exactly that area; stretching it over
  // the whole cell makes lines meet their neighbours without hairline seams.
  solid_ = {};
  if (!TTF_GlyphIsProvided32(font_, 0x2588)) return;
  SDL_Surface* g = TTF_RenderGlyph32_Blended(font_, 0x2588, {255, 255, 255, 255});
  if (!g) return;
  int x0 = g->w, y0 = g->h, x1 = -1, y1 = -1;
  for (int y = 0; y < g->h; ++y) {
    const auto* row =
        reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(g->pixels) + y * g->pitch);
    for (int x = 0; x < g->w; ++x) {
      if ((row[x] >> 24) < 192) continue;  // antialiased edges are not solid
      x0 = std::min(x0, x), x1 = std::max(x1, x);
      y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
  }
  SDL_FreeSurface(g);
  if (x1 < x0 || y1 < y0) return;
  const Origin o = origin_in_surface(0x2588);
  // Only ever stretch: shrinking with nearest-neighbour sampling could drop a thin line.
  solid_ = {x0 - o.x, y0 - o.y, std::min(x1 - x0 + 1, cell_w_), std::min(y1 - y0 + 1, cell_h_)};
}

void FontAtlas::stretch_solid_area(SDL_Surface* g, Origin o, AtlasRect r) {
  // Nearest-neighbour, sampling at pixel centres, in exact integer steps.
  for (int dy = 0; dy < r.h; ++dy) {
    const int sy = o.y + solid_.y + ((2 * dy + 1) * solid_.h) / (2 * r.h);
    if (sy < 0 || sy >= g->h) continue;
    const auto* src =
        reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(g->pixels) + sy * g->pitch);
    auto* dst = reinterpret_cast<Uint32*>(static_cast<Uint8*>(surface_->pixels) +
                                          (r.y + dy) * surface_->pitch);
    for (int dx = 0; dx < r.w; ++dx) {
      const int sx = o.x + solid_.x + ((2 * dx + 1) * solid_.w) / (2 * r.w);
      if (sx >= 0 && sx < g->w) dst[r.x + dx] = src[sx];
    }
  }
}

void FontAtlas::rasterise(char32_t c, AtlasRect r) {
  SDL_Surface* g = TTF_RenderGlyph32_Blended(font_, static_cast<Uint32>(c), {255, 255, 255, 255});
  if (!g) {
    draw_placeholder(r);
    return;
  }
  const Origin o = origin_in_surface(c);
  SDL_Rect clip{r.x, r.y, r.w, r.h};
  SDL_SetClipRect(surface_, &clip);
  SDL_SetSurfaceBlendMode(g, SDL_BLENDMODE_NONE);
  const bool box = c >= 0x2500 && c <= 0x259F && solid_.w > 0;
  if (box) {
    stretch_solid_area(g, o, r);
  } else {
    // Line-top corner on the cell's corner: every glyph shares the baseline. A glyph whose
    // ink hangs below the cell (DejaVu's underscore does, by a pixel or two at most sizes)
    // is lifted to end on the cell's last row; clipped, '_' would vanish altogether.
    SDL_Rect dst{r.x - o.x, r.y - o.y - o.lift, g->w, g->h};
    SDL_BlitSurface(g, nullptr, surface_, &dst);
  }
  SDL_SetClipRect(surface_, nullptr);
  SDL_FreeSurface(g);
}

void FontAtlas::draw_placeholder(AtlasRect r) {
  // An outlined box ("tofu"), the usual sign for a character the font cannot show.
  const Uint32 white = SDL_MapRGBA(surface_->format, 255, 255, 255, 255);
  const int t = std::max(1, pixel_size_ / 14);
  const int mx = std::max(1, r.w / 8);
  const int my = std::max(1, r.h / 6);
  const SDL_Rect box{r.x + mx, r.y + my, r.w - 2 * mx, r.h - 2 * my};
  const SDL_Rect edges[4] = {{box.x, box.y, box.w, t},
                             {box.x, box.y + box.h - t, box.w, t},
                             {box.x, box.y, t, box.h},
                             {box.x + box.w - t, box.y, t, box.h}};
  for (const SDL_Rect& e : edges) SDL_FillRect(surface_, &e, white);
}

std::vector<AtlasRect> FontAtlas::take_dirty() {
  std::vector<AtlasRect> out;
  out.swap(dirty_);
  return out;
}

bool FontAtlas::take_resized() {
  const bool r = resized_;
  resized_ = false;
  return r;
}

}  // namespace dg
