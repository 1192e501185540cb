// The exact solver built a second time for x86-64 CPUs with BMI1, BMI2, POPCNT and AVX2 (CMake adds
// -mbmi -mbmi2 -mpopcnt -mavx2 to this file only): the same search, picked at run time by
// count_solutions in exact_solver.cpp. Empty on other targets (wasm, other CPUs).
#if ARCADE_SOLVER_HAS_BMI2
#define ARCADE_SOLVER_VARIANT bmi2
#include "exact_solver.cpp"
#endif
