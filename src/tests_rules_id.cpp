// The rules id of the browser tests' second engine (deepglyph_rules_test in CMakeLists.txt):
// r0, which no release ever played, so the tests can deploy an "earlier" engine and see its
// runs outlive the update to this one. Linked only into that program.
#include "core/rules.hpp"

namespace dg {

int rules_id() {
  return 0;
}

}  // namespace dg
