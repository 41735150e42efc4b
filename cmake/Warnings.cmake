# Warnings every target of ours builds with (never applied to Debian's or generated code).
add_library(dg_warnings INTERFACE)
target_compile_options(dg_warnings INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor)
# GCC 12 reports -Wrestrict inside libstdc++ for plain `"literal" + std::string` at -O2
# (GCC bug 105329, a false positive); clang does not.
target_compile_options(dg_warnings INTERFACE $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>)
if(DG_WERROR)
  target_compile_options(dg_warnings INTERFACE -Werror)
endif()
if(DG_SANITIZE)
  # GCC's flow analysis misfires under instrumentation (e.g. inside libstdc++'s <regex>).
  target_compile_options(dg_warnings INTERFACE $<$<CXX_COMPILER_ID:GNU>:-Wno-maybe-uninitialized>)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
