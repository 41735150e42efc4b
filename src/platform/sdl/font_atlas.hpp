#pragma once
// The CPU side of the glyph atlas: one white-on-transparent surface holding every glyph the
// game has shown, each rasterised once with SDL_ttf at the device's real pixel size. The GPU
// copy lives in AtlasTexture; this half needs no renderer, so it can be tested natively.
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

struct SDL_Surface;
struct SDL_Rect;
typedef struct _TTF_Font TTF_Font;

namespace dg {

struct AtlasRect {
  int x = 0, y = 0, w = 0, h = 0;
};

class FontAtlas {
 public:
  FontAtlas() = default;
  ~FontAtlas();
  FontAtlas(const FontAtlas&) = delete;
  FontAtlas& operator=(const FontAtlas&) = delete;

  // Opens the font (bytes must outlive the atlas) at `pixel_size` and starts an empty atlas.
  // On failure returns false and sets `error`.
  bool load(std::string_view font_bytes, int pixel_size, std::string& error);

  // The cell size of the font at `pixel_size`, with no atlas made: a 100 px atlas is 7 MB to
  // allocate and clear, a measurable part of the page's first frame. False and `error` when
  // the font cannot be opened.
  static bool measure(std::string_view font_bytes, int pixel_size, int& cell_w, int& cell_h,
                      std::string& error);

  int pixel_size() const { return pixel_size_; }
  int cell_width() const { return cell_w_; }
  int cell_height() const { return cell_h_; }

  // Where glyph `c` sits in the atlas, rasterising it on first use. A glyph the font lacks
  // gets a visible placeholder (an outlined box), never an empty cell.
  AtlasRect slot(char32_t c);
  bool provides(char32_t c) const;

  SDL_Surface* surface() const { return surface_; }
  // Slots rasterised since the last call, for uploading just those to the GPU texture.
  std::vector<AtlasRect> take_dirty();
  // True once after the surface was reallocated (it grew): the texture must be rebuilt.
  bool take_resized();
  int glyph_count() const { return static_cast<int>(slots_.size()); }

 private:
  void release();
  bool grow();
  struct Origin {
    int x = 0, y = 0;
    int lift = 0;  // rows the ink hangs below the cell: the glyph is raised by as many
  };
  Origin origin_in_surface(char32_t c) const;
  void measure_solid_block();
  void rasterise(char32_t c, AtlasRect r);
  void stretch_solid_area(SDL_Surface* glyph, Origin o, AtlasRect r);
  void draw_placeholder(AtlasRect r);

  static constexpr int kColumns = 32;
  static constexpr char32_t kPlaceholder = 0xFFFF;  // a noncharacter: never real text

  TTF_Font* font_ = nullptr;
  SDL_Surface* surface_ = nullptr;
  int pixel_size_ = 0;
  int cell_w_ = 0;
  int cell_h_ = 0;
  int ascent_ = 0;
  AtlasRect solid_;  // solid area of U+2588 relative to the line-top corner (see load())
  int rows_ = 0;
  bool resized_ = false;
  std::unordered_map<char32_t, AtlasRect> slots_;
  std::vector<AtlasRect> dirty_;
};

}  // namespace dg
