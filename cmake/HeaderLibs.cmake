# Header-only libraries from Debian (nlohmann-json, toml++, Catch2). emcc must never see /usr/include
# (it would pick the host's libc headers), so their headers are copied into the build tree
# and that copy is what every target includes.
set(DG_HEADER_LIBS "${CMAKE_BINARY_DIR}/header-libs")

find_path(DG_NLOHMANN_DIR nlohmann/json.hpp PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
file(COPY "${DG_NLOHMANN_DIR}/nlohmann" DESTINATION "${DG_HEADER_LIBS}")

add_library(dg_json INTERFACE)
target_include_directories(dg_json SYSTEM INTERFACE "${DG_HEADER_LIBS}")

find_path(DG_TOMLPP_DIR toml++/toml.h PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
file(COPY "${DG_TOMLPP_DIR}/toml++" DESTINATION "${DG_HEADER_LIBS}")
add_library(dg_toml INTERFACE)
target_include_directories(dg_toml SYSTEM INTERFACE "${DG_HEADER_LIBS}")
# No exceptions: the WebAssembly build has them off, and a bad data file must be a message.
target_compile_definitions(dg_toml INTERFACE TOML_EXCEPTIONS=0)
