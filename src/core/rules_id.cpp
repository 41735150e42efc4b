// Alone in its file so that one program can define rules_id() otherwise: the browser tests
// build a second engine with other rules (cmake/Web.cmake, deepglyph_rules_test), which
// links its own definition, and the linker then never pulls this one out of the library.
#include "core/rules.hpp"

namespace dg {

int rules_id() {
  return kRulesId;
}

}  // namespace dg
