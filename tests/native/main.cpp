// The doctest runner shared by the native and the wasm builds of the suite.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
