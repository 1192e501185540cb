// The exact solver built a third time for x86-64 CPUs with AVX-512 F/VL/BW/DQ as well as the BMI2
// build's extensions (CMake adds the flags to this file only): the same 8-lane search, whose masks
// then combine three at a time (VPTERNLOG) and compare into mask registers; picked at run time by
// count_solutions in exact_solver.cpp. Empty on other targets (wasm, other CPUs).
#if ARCADE_SOLVER_HAS_BMI2
#define ARCADE_SOLVER_VARIANT avx512
#include "exact_solver.cpp"
#endif
