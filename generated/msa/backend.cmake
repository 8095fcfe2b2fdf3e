# Auto-generated file. Do not edit!
#   Template: templates/msa/backend.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/msa.py
#   Regenerate with: python -m gostgen.generate
# The msa backend is assembly (magma.S) plus C, for a compiler that targets
# mips32r5 with MSA. Without one the backend is left out, saying why.
include(CheckCSourceCompiles)
set(CMAKE_REQUIRED_FLAGS "-march=mips32r5 -mmsa -mfp64 -mhard-float")
check_c_source_compiles("
#if !defined(__mips_msa) || !defined(__mips_hard_float)
#error no MSA
#endif
int main(void) { return 0; }" GG_MSA_COMPILER_WORKS)
unset(CMAKE_REQUIRED_FLAGS)
if(GG_MSA_COMPILER_WORKS)
  enable_language(ASM)
else()
  message(STATUS "gostgen: backend msa left out: the C compiler does not accept "
                 "-march=mips32r5 -mmsa -mfp64 -mhard-float")
  set(_gg_enable FALSE)
  set(_gg_why "the C compiler does not target MIPS32r5 with MSA")
endif()
