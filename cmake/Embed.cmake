# dg_embed(<target> FUNCTION <fn> BASE <dir> FILES <files...>)
# Adds a generated source to <target> defining `std::span<const dg::EmbeddedFile> dg::<fn>()`.
# Regenerated whenever one of the files changes.
function(dg_embed target)
  cmake_parse_arguments(E "" "FUNCTION;BASE" "FILES" ${ARGN})
  set(out "${CMAKE_CURRENT_BINARY_DIR}/${E_FUNCTION}.cpp")
  string(REPLACE ";" " " files_arg "${E_FILES}")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND "${CMAKE_COMMAND}" "-DOUT=${out}" "-DFUNC=${E_FUNCTION}" "-DBASE=${E_BASE}"
            "-DFILES=${files_arg}" -P "${PROJECT_SOURCE_DIR}/cmake/embed.cmake"
    DEPENDS ${E_FILES} "${PROJECT_SOURCE_DIR}/cmake/embed.cmake"
    COMMENT "Embedding ${E_FUNCTION}"
    VERBATIM)
  target_sources(${target} PRIVATE "${out}")
endfunction()
