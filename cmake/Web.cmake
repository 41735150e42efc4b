# Emscripten specifics. SDL2, FreeType and SDL2_ttf come from scripts/build-web-deps.sh (Debian
# sources built for wasm), not from Emscripten ports, which cannot download here.
set(WEB_DEPS_PREFIX "" CACHE PATH "Prefix printed by scripts/build-web-deps.sh")
if(NOT WEB_DEPS_PREFIX)
  message(FATAL_ERROR "Set -DWEB_DEPS_PREFIX=$(scripts/build-web-deps.sh CACHE_DIR)")
endif()
# A new prefix (the deps were rebuilt with other options) must not keep linking the old one's
# libraries: forget where find_package found them when that was somewhere else.
if(DEFINED SDL2_DIR AND NOT SDL2_DIR MATCHES "^${WEB_DEPS_PREFIX}/")
  foreach(var SDL2_DIR SDL2_ttf_DIR FREETYPE_LIBRARY_RELEASE FREETYPE_LIBRARY_DEBUG
              FREETYPE_INCLUDE_DIR_freetype2 FREETYPE_INCLUDE_DIR_ft2build)
    unset(${var} CACHE)
  endforeach()
endif()
# PREPEND: the sysroot's own SDL2Config.cmake would ask for the (frozen) SDL2 port.
list(PREPEND CMAKE_FIND_ROOT_PATH "${WEB_DEPS_PREFIX}")
list(APPEND CMAKE_PREFIX_PATH "${WEB_DEPS_PREFIX}")

# For size, except the core (issue 21: the page within 700 KB gzip). game.wasm gzip -9, this
# code: all at -O2 720 KB (-O2 -flto 725 KB), all at -Oz 645 KB, and with SDL2/FreeType at -Oz
# too (scripts/build-web-deps.sh) 610 KB; -Oz/-Os/-O3 at link time only, or wasm-opt -Oz after
# it, gain under 1 %. But -Oz (or -Os) code runs 8-15x slower: a turn with 200 hunting
# monsters 4.4 ms instead of 0.28 ms, a level 680 us instead of 57. So the core (turns, FOV,
# paths, level generation) is built for speed and the rest (content, screens, platform, the
# libraries) for size; and the content's reader (src/content/definitions.cpp, toml++ within it),
# which the page's start runs once: at -Oz it read the content in 90-130 ms of the start, at -O2
# in 55-90, for 10 KB gzip. emcc keeps the smallest of several -O flags, so each target gets one.
# The link is at -O2: wasm-opt -Oz over the whole module made the core 3x slower again (a turn
# with the hero moving 5.5 ms instead of 1.7) for no smaller a page.
set(DG_WEB_OPT "-Oz" CACHE STRING "Optimisation flag of the web build, but for the core")
set(DG_WEB_HOT_OPT "-O2" CACHE STRING "Optimisation flag of the web build's core and link")
set(CMAKE_CXX_FLAGS_RELEASE "-DNDEBUG")
set(CMAKE_C_FLAGS_RELEASE "-DNDEBUG")
add_compile_options("$<IF:$<BOOL:$<TARGET_PROPERTY:DG_HOT_CODE>>,${DG_WEB_HOT_OPT},${DG_WEB_OPT}>")
# No RTTI (the game asks its screens and actors what they are through virtual functions; no
# dynamic_cast or typeid): the type names and records of every class and std::function'd
# lambda go, 10 KB gzip of the page. The tests are built the same (Catch2 needs none).
add_compile_options(-fno-rtti)
add_link_options("${DG_WEB_HOT_OPT}")

# The rules id this code plays (src/core/rules.hpp): the web game is published as the engine
# of those rules, engines/r<id>/ beside the page, so a page can keep earlier engines for the
# runs begun on them (scripts/publish-engine.mjs, web/index.html).
file(STRINGS "${PROJECT_SOURCE_DIR}/src/core/rules.hpp" _dg_rules REGEX "^constexpr int kRulesId = [0-9]+;")
string(REGEX MATCH "= ([0-9]+)" _dg_rules "${_dg_rules}")
set(DG_RULES_ID "${CMAKE_MATCH_1}")
if(NOT DG_RULES_ID MATCHES "^[0-9]+$")
  message(FATAL_ERROR "kRulesId not found in src/core/rules.hpp")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/core/rules.hpp")
find_program(NODE_EXE NAMES node nodejs REQUIRED)

# Link flags of a web engine: game.js and game.wasm in `out`.
function(dg_web_engine target out)
  set(web "${PROJECT_SOURCE_DIR}/web")
  target_link_options(${target} PRIVATE
    -sENVIRONMENT=web
    -sALLOW_MEMORY_GROWTH=1
    # Emscripten's small allocator: 2.5 KB less gzip than dlmalloc, and no slower here (a turn
    # with 200 hunting monsters under node: 1.7 ms with either, within the runs' noise).
    -sMALLOC=emmalloc
    # No file system in the page (saves live in the browser's storage, files come through the
    # page's picker): 13 KB less gzip of JavaScript. A path given anyway fails to open, as it
    # would in the empty one.
    -sFILESYSTEM=0
    # SDL's GLES2 renderer needs no WebGL extension, and enabling every one the browser has
    # (Emscripten's default) was the costliest part of making the context: 90 of the 180 ms
    # it took on Lighthouse's phone.
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
    # A self-built SDL2 needs what the port would add; CMake mangles '$' so use @file.
    "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${web}/js_deps.json"
    -sEXPORTED_FUNCTIONS=_main,_game_state_json,_save_game,_press_key,_file_chosen,_page_notice,_ownership_changed,_wake_game,_malloc,_free
    # The page reaches the engine only through Module (game.js's own names are renamed by
    # scripts/minify-game-js.cjs): page.js holds main() back with a run dependency until the
    # save's Web Lock answers.
    -sEXPORTED_RUNTIME_METHODS=ccall,addRunDependency,removeRunDependency
    "--pre-js=${web}/pre.js")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${web}/js_deps.json" "${web}/pre.js"
               "${PROJECT_SOURCE_DIR}/scripts/minify-game-js.cjs")
  set_target_properties(${target} PROPERTIES OUTPUT_NAME game RUNTIME_OUTPUT_DIRECTORY "${out}")
  # emcc only strips the JavaScript's whitespace; Debian's terser renames its names too: 8 KB
  # gzip of the page (scripts/minify-game-js.cjs says why it is safe).
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND "${CMAKE_COMMAND}" -E env NODE_PATH=/usr/share/nodejs
            "${NODE_EXE}" "${PROJECT_SOURCE_DIR}/scripts/minify-game-js.cjs" "${out}/game.js")
endfunction()

# The web game: the engine of this code's rules in SITE/engines/r<id>/, and the page around it
# in SITE (the build directory is the site).
function(dg_web_game target site)
  set(web "${PROJECT_SOURCE_DIR}/web")
  dg_web_engine(${target} "${site}/engines/r${DG_RULES_ID}")
  # The names of the game's functions (emcc writes game.js.symbols beside game.js; the wasm
  # is the same byte for byte), moved out of the site so it is never published: the tests
  # check in it that no TOML parser is linked into the page (tests/web/check_symbols.py).
  target_link_options(${target} PRIVATE --emit-symbol-map)
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND "${CMAKE_COMMAND}" -E rename "${site}/engines/r${DG_RULES_ID}/game.js.symbols"
            "${CMAKE_BINARY_DIR}/game.symbols")
  file(GLOB page CONFIGURE_DEPENDS "${web}/*.svg" "${web}/page.js" "${web}/share.js" "${web}/sw.js")
  # A target of its own that runs on every build (both steps are cheap): a change to the page
  # alone must reach the site even when the game did not relink. The page's index.html is
  # made from web/index.html with the engines the site holds (their manifest inlined).
  add_custom_target(${target}_page ALL
    COMMAND "${CMAKE_COMMAND}" -E copy_if_different ${page} "${site}"
    COMMAND "${NODE_EXE}" "${PROJECT_SOURCE_DIR}/scripts/publish-engine.mjs" --site "${site}"
            --template "${web}/index.html" --current "r${DG_RULES_ID}" --version "${PROJECT_VERSION}"
    COMMENT "Publishing the page and its engines")
  add_dependencies(${target}_page ${target})
endfunction()

# Test programs run under node: synchronous compile (node 20's fetch breaks the async loader),
# real files through NODERAWFS, exceptions on so a failed REQUIRE is reported, not fatal.
function(dg_node_program target)
  target_compile_options(${target} PRIVATE -fexceptions)
  target_link_options(${target} PRIVATE -fexceptions -sEXIT_RUNTIME=1 -sENVIRONMENT=node
    -sNODERAWFS=1 -sWASM_ASYNC_COMPILATION=0 -sALLOW_MEMORY_GROWTH=1)
  set_target_properties(${target} PROPERTIES CROSSCOMPILING_EMULATOR "${NODE_EXE}")
endfunction()
