# CMake toolchain file: cross-build for the Baikal-T1 (MIPS32 P5600, little-endian, o32) with
# the MSA SIMD unit, using Debian's gcc-mipsel-linux-gnu (.ci/install-mips.sh).
#   cmake -S . -B build-mipsel -DCMAKE_TOOLCHAIN_FILE=runtime/cmake/mipsel-msa.cmake
# Executables are linked statically so that `qemu-mipsel -cpu P5600 gostcli` runs them without a
# mipsel sysroot; `gostgen build --target mipsel-msa` then marks them NaN-2008 (QEMU's P5600
# refuses legacy-NaN binaries, and Debian's mipsel glibc is legacy-NaN: see
# ../shared/TOOLCHAINS.md "MIPS").
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR mipsel)

if(NOT DEFINED GOSTGEN_MIPS_PREFIX)
  set(GOSTGEN_MIPS_PREFIX mipsel-linux-gnu-)
endif()
set(CMAKE_C_COMPILER ${GOSTGEN_MIPS_PREFIX}gcc)
set(CMAKE_ASM_COMPILER ${GOSTGEN_MIPS_PREFIX}gcc)

# mips32r5 with MSA; MSA needs the 64-bit FPU register mode (-mfp64) and hard float.
set(_gg_mips_flags "-march=mips32r5 -mmsa -mfp64 -mhard-float")
set(CMAKE_C_FLAGS_INIT "${_gg_mips_flags}")
set(CMAKE_ASM_FLAGS_INIT "${_gg_mips_flags}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

set(CMAKE_FIND_ROOT_PATH /usr/mipsel-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-mipsel -cpu P5600)
