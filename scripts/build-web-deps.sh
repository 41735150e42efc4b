#!/usr/bin/env bash
# Builds SDL2, FreeType and SDL2_ttf for WebAssembly from Debian's source packages into
# CACHE_DIR and prints the install prefix. Emscripten 3.1.6 in Debian has a frozen port cache
# (-sUSE_SDL=2 cannot download), so we build the same sources Debian ships natively.
# The cache key follows emscripten's version, the source packages' versions and this script,
# so a cached prefix is reused (0.1 s) until one of those changes; a cold build takes ~3 min (177 s on 2 cores).
set -euo pipefail
export NODE_PATH=/usr/share/nodejs
CACHE=$(realpath -m "${1:?usage: build-web-deps.sh CACHE_DIR}")
SRC_VERS=$(apt-cache showsrc libsdl2 libsdl2-ttf freetype | awk '/^Package:/{p=$2} /^Version:/{print p"="$2}' | sort -u)
[ -n "$SRC_VERS" ] || { echo "build-web-deps: no deb-src entries (run scripts/install-deps.sh)" >&2; exit 1; }
KEY="em$(dpkg-query -W -f='${Version}' emscripten)-$(echo "$SRC_VERS" | sha256sum | cut -c1-12)-$(sha256sum "$0" | cut -c1-8)"
PREFIX="$CACHE/$KEY/prefix"
[ -f "$PREFIX/.complete" ] && { echo "$PREFIX"; exit 0; }
W="$CACHE/$KEY/work"; rm -rf "$W" "$PREFIX"; mkdir -p "$W"; cd "$W"; J=$(nproc)
# For size, as the game's own code (cmake/Web.cmake): every byte is in each player's download.
SIZE=(-DCMAKE_BUILD_TYPE=Release "-DCMAKE_C_FLAGS_RELEASE=-Oz -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELEASE=-Oz -DNDEBUG")
exec 3>&2  # the log takes stderr below; a failure worth a line of its own goes here
echo "build-web-deps: building SDL2, FreeType, SDL2_ttf for wasm (cold, ~3 min; log: $CACHE/$KEY/build.log)" >&2
{ apt-get source --download-only libsdl2 libsdl2-ttf freetype
  tar xf libsdl2_*.orig.tar.gz; tar xf libsdl2-ttf_*.orig.tar.xz; tar xf freetype_*+dfsg.orig.tar.xz
  # SDL's GLES2 renderer compiles every shader it has when it is made (18 compiles, YUV and
  # NV12 ones among them), each waiting on the GPU, though the game's frames need 5: the
  # renderer's start step took 51 ms of the page's start, four times that on Lighthouse's
  # phone. SDL already compiles a shader the first time a draw needs it, so on the web it is
  # left to do only that: the step now takes 25 ms. (A new SDL without that line stops this
  # script, saying so.)
  gles2=SDL2-*/src/render/opengles2/SDL_render_gles2.c eager='^    if (GLES2_CacheShaders(data) < 0) {'
  if ! grep -q "$eager" $gles2; then
    echo "build-web-deps: $gles2 no longer makes its shaders where this script expects" >&3; exit 1
  fi
  # (What it chose for the texture coordinates' precision is still chosen: the shaders need it.)
  sed -i "s/$eager/    data->texcoord_precision_hint = GLES2_GetTexCoordPrecisionEnumFromHint();\n    if (0) {/" $gles2
  # Each switch to a texture as the drawing target asked WebGL whether that framebuffer is
  # complete: a round trip that waits for the GPU to catch up, in every frame the game draws
  # (its grid is such a texture; 0.4-0.6 ms of each frame's main-thread time here) and three
  # times in the page's start (4-10 ms). WebGL guarantees the answer for an RGBA texture, the
  # only kind SDL makes a target of here, so it is no longer asked.
  complete='^        status = data->glCheckFramebufferStatus(GL_FRAMEBUFFER);'
  if ! grep -q "$complete" $gles2; then
    echo "build-web-deps: $gles2 no longer checks a target where this script expects" >&3; exit 1
  fi
  sed -i "s/$complete/        status = GL_FRAMEBUFFER_COMPLETE;/" $gles2
  # The software renderer (where a browser has no WebGL) draws lines and points, plain or
  # blended, and blended rectangles, into each pixel format: 80 KB of code (10 KB gzip, paying
  # for the game's sound in r40), which the game never runs: it draws glyphs and opaque
  # rectangles only (platform/sdl/sdl_renderer.cpp). A line or a point asked of it now draws
  # nothing, a blended rectangle is drawn opaque; the GLES2 renderer still draws all of them.
  sw=SDL2-*/src/render/software/SDL_render_sw.c
  for call in 'SDL_DrawPoints(surface, verts, count, SDL_MapRGBA(surface->format, r, g, b, a));' \
              'SDL_BlendPoints(surface, verts, count, blend, r, g, b, a);' \
              'SDL_DrawLines(surface, verts, count, SDL_MapRGBA(surface->format, r, g, b, a));' \
              'SDL_BlendLines(surface, verts, count, blend, r, g, b, a);' \
              'SDL_BlendFillRects(surface, verts, count, blend, r, g, b, a);'; do
    if ! grep -qF "$call" $sw; then
      echo "build-web-deps: $sw no longer draws lines, points and rectangles where this script expects" >&3; exit 1
    fi
    case $call in
      SDL_BlendFillRects*) sed -i "s/$call/SDL_FillRects(surface, verts, count, SDL_MapRGBA(surface->format, r, g, b, a));/" $sw ;;
      *) sed -i "s/$call/(void)verts;/" $sw ;;
    esac
  done
  # SDL's resampler carries a 20 KB table of filter weights (16 KB gzip of the page) for
  # converting between sample rates, which the game never asks for: it opens the device at
  # the browser's own rate and renders its sounds at that rate (platform/sdl/sdl_audio.cpp).
  # The table becomes linear interpolation's five weights: a conversion would still work.
  filt=SDL2-*/src/audio/SDL_audio_resampler_filter.h
  if ! grep -q '^#define RESAMPLER_FILTER_SIZE' $filt || ! grep -q 'ResamplerFilterDifference\[' $filt; then
    echo "build-web-deps: $filt is no longer the table this script replaces" >&3; exit 1
  fi
  cat > $filt <<'EOF_FILTER'
#define RESAMPLER_ZERO_CROSSINGS 1
#define RESAMPLER_BITS_PER_SAMPLE 2
#define RESAMPLER_SAMPLES_PER_ZERO_CROSSING (1 << ((RESAMPLER_BITS_PER_SAMPLE / 2) + 1))
#define RESAMPLER_FILTER_SIZE ((RESAMPLER_SAMPLES_PER_ZERO_CROSSING * RESAMPLER_ZERO_CROSSINGS) + 1)
static const float ResamplerFilter[RESAMPLER_FILTER_SIZE] = { 1.0f, 0.75f, 0.5f, 0.25f, 0.0f };
static const float ResamplerFilterDifference[RESAMPLER_FILTER_SIZE] = { -0.25f, -0.25f, -0.25f, -0.25f, 0.0f };
EOF_FILTER
  # Only what the game uses: no joysticks, haptics, sensors, power, locale or URL
  # opening (each left in is code in every player's download). Nor SDL's own blitters for
  # every pair of pixel formats, YUV video or run-length encoding (SDL_internal.h's switches):
  # the game's surfaces are all ARGB8888, copied as they are (SDL_BlitCopy) and drawn by
  # WebGL; a conversion still works, by SDL's one general blitter. With FreeType's zlib (below):
  # 46 KB gzip of the page. (The software renderer stays: it draws where a browser has no WebGL.)
  # Nor the offscreen video driver, for servers without a display, which a page never picks
  # (r39, paying for the side branches with FreeType's options below). Audio is in since r40:
  # the game's own synthesizer plays through SDL's Web Audio driver (no disk or dummy driver).
  emcmake cmake -S SDL2-*/ -B b-sdl "${SIZE[@]}" -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    "-DCMAKE_C_FLAGS=-DSDL_HAVE_YUV=0 -DSDL_HAVE_RLE=0 -DSDL_HAVE_BLIT_0=0 -DSDL_HAVE_BLIT_1=0 -DSDL_HAVE_BLIT_A=0 -DSDL_HAVE_BLIT_N=0 -DSDL_HAVE_BLIT_N_RGB565=0 -DSDL_HAVE_BLIT_AUTO=0" \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_CCACHE=OFF -DSDL_AUDIO=ON -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF -DSDL_JOYSTICK=OFF \
    -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF \
    -DSDL_OFFSCREEN=OFF
  cmake --build b-sdl -j"$J" && cmake --install b-sdl
  # FreeType registers only the modules a TrueType font drawn anti-aliased needs (light hinting
  # is the auto-hinter); CFF, Type 1, bitmap formats, SDF, glyph names (psnames), the
  # one-bit renderer (raster1: SDL_ttf's Solid, never used) and the rest are never linked.
  cat > freetype-[0-9]*/include/freetype/config/ftmodule.h <<'EOF'
FT_USE_MODULE( FT_Module_Class, autofit_module_class )
FT_USE_MODULE( FT_Driver_ClassRec, tt_driver_class )
FT_USE_MODULE( FT_Module_Class, sfnt_module_class )
FT_USE_MODULE( FT_Renderer_Class, ft_smooth_renderer_class )
EOF
  # Nor zlib, which only WOFF fonts need (the game's font is a TrueType file), nor the TrueType
  # bytecode interpreter: the font is cut without hinting (scripts/subset-font.sh), so FreeType
  # never ran it and drew every glyph with the auto-hinter already. Those modules and the
  # interpreter: 53 KB gzip of the page, every picture of the game the same to the pixel.
  # Nor what the game's font has none of (r39): variations (a static font), colour layers,
  # embedded bitmaps and BDF properties: every picture the same to the pixel, for the side
  # branches' code and maps. (The auto-hinter's CJK script stays: without it the box-drawing
  # walls are hinted otherwise.)
  sed -i -e 's|^#define FT_CONFIG_OPTION_USE_ZLIB|/* #undef FT_CONFIG_OPTION_USE_ZLIB */|' \
    -e 's|^#define TT_CONFIG_OPTION_BYTECODE_INTERPRETER|/* #undef TT_CONFIG_OPTION_BYTECODE_INTERPRETER */|' \
    -e 's|^#define TT_CONFIG_OPTION_GX_VAR_SUPPORT|/* #undef TT_CONFIG_OPTION_GX_VAR_SUPPORT */|' \
    -e 's|^#define TT_CONFIG_OPTION_EMBEDDED_BITMAPS|/* #undef TT_CONFIG_OPTION_EMBEDDED_BITMAPS */|' \
    -e 's|^#define TT_CONFIG_OPTION_COLOR_LAYERS|/* #undef TT_CONFIG_OPTION_COLOR_LAYERS */|' \
    -e 's|^#define TT_CONFIG_OPTION_BDF|/* #undef TT_CONFIG_OPTION_BDF */|' \
    freetype-[0-9]*/include/freetype/config/ftoption.h
  for opt in GX_VAR_SUPPORT EMBEDDED_BITMAPS COLOR_LAYERS BDF; do
    grep -q "^/\* #undef TT_CONFIG_OPTION_$opt \*/" freetype-[0-9]*/include/freetype/config/ftoption.h ||
      { echo "build-web-deps: ftoption.h has no TT_CONFIG_OPTION_$opt where this script expects" >&3; exit 1; }
  done
  emcmake cmake -S freetype-[0-9]*/ -B b-ft "${SIZE[@]}" -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
  cmake --build b-ft -j"$J" && cmake --install b-ft
  emcmake cmake -S SDL2_ttf-*/ -B b-ttf "${SIZE[@]}" -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_FIND_ROOT_PATH="$PREFIX" -DBUILD_SHARED_LIBS=OFF \
    -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
  cmake --build b-ttf -j"$J" && cmake --install b-ttf
} > "$CACHE/$KEY/build.log" 2>&1 || { tail -30 "$CACHE/$KEY/build.log" >&2; exit 1; }
rm -rf "$W"; touch "$PREFIX/.complete"; echo "$PREFIX"
