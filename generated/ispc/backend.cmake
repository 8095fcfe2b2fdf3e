# Auto-generated file. Do not edit!
#   Template: templates/ispc/backend.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/ispc.py
#   Regenerate with: python -m gostgen.generate
# The ispc backend's build: its .ispc files are compiled by ISPC for several x86 targets at once
# (sse4-i32x4,avx2-i32x8,avx512skx-x16; one object per target plus ISPC's dispatcher, which picks
# the widest one the CPU runs) into assembly files that join the backend's sources (assembly,
# not objects: an object library passes on only what it compiles itself).
# The compiler: -DGOSTGEN_ISPC=/path/to/ispc, else `ispc` on PATH or in the source tree's
# .tools/bin (where .ci/install-ispc.sh puts it). Without one the backend is left out.
if(NOT GOSTGEN_ISPC)
  find_program(GOSTGEN_ISPC NAMES ispc
               HINTS "${CMAKE_SOURCE_DIR}/.tools/bin" "${PROJECT_SOURCE_DIR}/../.tools/bin"
               DOC "ISPC compiler for the gostgen ispc backend")
endif()
if(GOSTGEN_ISPC AND NOT _GG_ISPC_CHECKED STREQUAL GOSTGEN_ISPC)
  set(_GG_ISPC_CHECKED "${GOSTGEN_ISPC}" CACHE INTERNAL "")
  set(GOSTGEN_ISPC_VERSION "" CACHE INTERNAL "")
  execute_process(COMMAND "${GOSTGEN_ISPC}" --version RESULT_VARIABLE _gg_rc
                  OUTPUT_VARIABLE _gg_out ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(_gg_rc EQUAL 0)
    set(GOSTGEN_ISPC_VERSION "${_gg_out}" CACHE INTERNAL "")
  endif()
endif()
if(NOT GOSTGEN_ISPC)
  message(STATUS "gostgen: backend ispc disabled: no ISPC compiler found "
                 "(run .ci/install-ispc.sh, or pass -DGOSTGEN_ISPC=/path/to/ispc)")
  set(_gg_enable FALSE)
  set(_gg_why "no ispc found at build time")
elseif(NOT GOSTGEN_ISPC_VERSION)  # the one given (or found) does not run: say which
  message(STATUS "gostgen: backend ispc disabled: ${GOSTGEN_ISPC} --version failed")
  set(_gg_enable FALSE)
  set(_gg_why "no working ispc: ${GOSTGEN_ISPC} --version failed")
else()
  message(STATUS "gostgen: backend ispc: ${GOSTGEN_ISPC} (${GOSTGEN_ISPC_VERSION})")
  # GOSTGEN_ISPC_TARGETS narrows the list (e.g. to check one target: its kernels then run on
  # every CPU that has it).
  set(GOSTGEN_ISPC_TARGETS "sse4-i32x4,avx2-i32x8,avx512skx-x16" CACHE STRING
      "ISPC targets of the ispc backend (comma-separated; their ISA names must differ)")
  # Extra ISPC options, e.g. -DGG_ISPC_SBOX_GATHER to measure the gather S-box (magma.ispc).
  set(GOSTGEN_ISPC_FLAGS "" CACHE STRING "extra options for ispc (ispc backend)")
  separate_arguments(_gg_ispc_flags UNIX_COMMAND "${GOSTGEN_ISPC_FLAGS}")
  enable_language(ASM)
  set(_gg_ispc_out "${CMAKE_CURRENT_BINARY_DIR}/gg_ispc")
  file(MAKE_DIRECTORY "${_gg_ispc_out}")
  foreach(_gg_f magma streebog)
    set(_gg_objs "${_gg_ispc_out}/${_gg_f}.s")
    string(REPLACE "," ";" _gg_targets "${GOSTGEN_ISPC_TARGETS}")
    list(LENGTH _gg_targets _gg_n)
    if(_gg_n GREATER 1)
      # one file per target, named by its ISA, plus the dispatcher in ${_gg_f}.s
      foreach(_gg_t IN LISTS _gg_targets)
        string(REGEX REPLACE "-.*" "" _gg_isa "${_gg_t}")
        list(APPEND _gg_objs "${_gg_ispc_out}/${_gg_f}_${_gg_isa}.s")
      endforeach()
    endif()
    string(JOIN "|" _gg_asm_list ${_gg_objs})
    add_custom_command(
      OUTPUT ${_gg_objs}
      COMMAND "${GOSTGEN_ISPC}" -O2 --pic --arch=x86-64 --wno-perf --emit-asm ${_gg_ispc_flags}
              --target=${GOSTGEN_ISPC_TARGETS}
              "${GOSTGEN_GENERATED_DIR}/ispc/${_gg_f}.ispc" -o "${_gg_ispc_out}/${_gg_f}.s"
      COMMAND ${CMAKE_COMMAND} "-DASM=${_gg_asm_list}"
              -P "${GOSTGEN_GENERATED_DIR}/ispc/hide_symbols.cmake"
      DEPENDS "${GOSTGEN_GENERATED_DIR}/ispc/${_gg_f}.ispc"
              "${GOSTGEN_GENERATED_DIR}/ispc/hide_symbols.cmake"
      COMMENT "ISPC ${_gg_f}.ispc (${GOSTGEN_ISPC_TARGETS})"
      VERBATIM)
    set_source_files_properties(${_gg_objs} PROPERTIES GENERATED TRUE LANGUAGE ASM)
    list(APPEND _gg_sources ${_gg_objs})
  endforeach()
endif()
