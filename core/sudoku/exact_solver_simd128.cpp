// The exact solver built a second time for wasm with SIMD (CMake adds -msimd128 to this file
// only): the 8-lane search of the AVX2 build, in 128-bit halves, with the portable bit tricks
// where that build uses BMI2; count_solutions in exact_solver.cpp always uses it. Empty elsewhere.
#if ARCADE_SOLVER_HAS_SIMD128
#define ARCADE_SOLVER_VARIANT simd128
#include "exact_solver.cpp"
#endif
