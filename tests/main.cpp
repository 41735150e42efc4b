// Catch2's main, in a file of its own so test edits do not recompile it.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
