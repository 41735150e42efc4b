# Toolchain for the Windows x86_64 desktop game, cross-compiled on Debian with MinGW-w64
# (g++-mingw-w64-x86-64-posix: the posix thread model, which std::thread and std::mutex need).
# SDL2, FreeType and SDL2_ttf come from scripts/build-desktop-deps.sh windows, found through
# CMAKE_PREFIX_PATH (the preset passes DESKTOP_DEPS_PREFIX).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(DG_MINGW x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${DG_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${DG_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${DG_MINGW}-windres)
set(CMAKE_FIND_ROOT_PATH /usr/${DG_MINGW})
if(DEFINED ENV{DESKTOP_DEPS_PREFIX})
  list(APPEND CMAKE_FIND_ROOT_PATH "$ENV{DESKTOP_DEPS_PREFIX}")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
