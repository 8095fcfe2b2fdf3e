# Auto-generated file. Do not edit!
#   Template: templates/runtime/backends.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: backends/avx512.py, backends/msa.py, backends/avx2gfni.py, backends/avx2.py, backends/ssse3.py, backends/ispc.py, backends/portable.py, backends/bitsliced.py, backends/cuda.py
#   Regenerate with: python -m gostgen.generate
# The backends' generated sources and each one's compile options (its ISA's flags only).
# Included by runtime/CMakeLists.txt with GOSTGEN_GENERATED_DIR set. Per backend:
#   - it is built only where CMAKE_SYSTEM_PROCESSOR matches its ARCH (backends/<name>.py), unless
#     GOSTGEN_WITHOUT (a list of backend names) names it, and only if its own CMake fragment
#     (generated/<name>/backend.cmake, when it has one) leaves _gg_enable set (a fragment may turn
#     it off when its compiler is missing, setting _gg_why to the reason);
#   - an enabled backend adds its sources and those it borrows from another backend
#     (BORROWS: compiled once, with their owner's options, whether or not the owner is built),
#     GG_HAVE_BACKEND_<NAME> (gg_backends.c then links it) and whatever its fragment appends to
#     GOSTGEN_BACKEND_LIBRARIES; one left out adds
#     GG_NOT_BUILT_<NAME>="not built: <why>" (gg_backends.c lists it as unavailable, saying why).
# GOSTGEN_BACKENDS and GOSTGEN_BACKENDS_NOT_BUILT ("name: why" items) name them afterwards, and
# ${CMAKE_BINARY_DIR}/gostgen-backends.txt lists them, one "name<TAB>built|not built: why" line
# each (`gostgen build` prints it).
set(GOSTGEN_RUNTIME_GENERATED_SOURCES
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_sboxes.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_layout.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_backends.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_chain.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_modes.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_blockciphers.c
  ${GOSTGEN_GENERATED_DIR}/default/kuznyechik.c
)
set(GOSTGEN_BACKEND_SOURCES "")
set(GOSTGEN_BACKEND_DEFINES "")
set(GOSTGEN_BACKEND_LIBRARIES "")
set(GOSTGEN_BACKENDS "")
set(GOSTGEN_BACKENDS_NOT_BUILT "")
set(GOSTGEN_WITHOUT "" CACHE STRING "backends to leave out of the build (a list of names)")
set(_gg_report "")

# ---- avx512
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/avx512/magma.c
  ${GOSTGEN_GENERATED_DIR}/avx512/streebog.c
  ${GOSTGEN_GENERATED_DIR}/avx512/backend.c
  ${GOSTGEN_GENERATED_DIR}/avx512/kuznyechik.c
)
# its own files' options, set whether it is built or not (another backend may borrow them)
set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512bw;-mavx512vl;-mavx512vbmi;-mgfni")
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64|x64")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "avx512" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_AVX512=1)
  list(APPEND GOSTGEN_BACKENDS avx512)
  string(APPEND _gg_report "avx512\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_AVX512=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "avx512: ${_gg_why}")
  string(APPEND _gg_report "avx512\tnot built: ${_gg_why}\n")
endif()

# ---- msa
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/msa/magma.S
  ${GOSTGEN_GENERATED_DIR}/msa/magma.c
  ${GOSTGEN_GENERATED_DIR}/msa/streebog.c
  ${GOSTGEN_GENERATED_DIR}/msa/backend.c
)
# its own files' options, set whether it is built or not (another backend may borrow them)
set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-march=mips32r5;-mmsa;-mfp64;-mhard-float")
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^mips(el)?$")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "msa" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  include(${GOSTGEN_GENERATED_DIR}/msa/backend.cmake)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_MSA=1)
  list(APPEND GOSTGEN_BACKENDS msa)
  string(APPEND _gg_report "msa\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_MSA=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "msa: ${_gg_why}")
  string(APPEND _gg_report "msa\tnot built: ${_gg_why}\n")
endif()

# ---- avx2gfni
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/avx2gfni/streebog.c
  ${GOSTGEN_GENERATED_DIR}/avx2gfni/backend.c
  ${GOSTGEN_GENERATED_DIR}/avx2gfni/kuznyechik.c
)
# its own files' options, set whether it is built or not (another backend may borrow them)
set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mavx2;-mgfni")
list(APPEND _gg_sources ${GOSTGEN_GENERATED_DIR}/avx2/magma.c)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x86-64)$")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "avx2gfni" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_AVX2GFNI=1)
  list(APPEND GOSTGEN_BACKENDS avx2gfni)
  string(APPEND _gg_report "avx2gfni\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_AVX2GFNI=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "avx2gfni: ${_gg_why}")
  string(APPEND _gg_report "avx2gfni\tnot built: ${_gg_why}\n")
endif()

# ---- avx2
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/avx2/magma.c
  ${GOSTGEN_GENERATED_DIR}/avx2/streebog.c
  ${GOSTGEN_GENERATED_DIR}/avx2/backend.c
)
# its own files' options, set whether it is built or not (another backend may borrow them)
set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mavx2")
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x86-64)$")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "avx2" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_AVX2=1)
  list(APPEND GOSTGEN_BACKENDS avx2)
  string(APPEND _gg_report "avx2\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_AVX2=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "avx2: ${_gg_why}")
  string(APPEND _gg_report "avx2\tnot built: ${_gg_why}\n")
endif()

# ---- ssse3
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/ssse3/magma.c
  ${GOSTGEN_GENERATED_DIR}/ssse3/streebog.c
  ${GOSTGEN_GENERATED_DIR}/ssse3/backend.c
)
# its own files' options, set whether it is built or not (another backend may borrow them)
set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mssse3")
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x86-64)$")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "ssse3" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_SSSE3=1)
  list(APPEND GOSTGEN_BACKENDS ssse3)
  string(APPEND _gg_report "ssse3\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_SSSE3=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "ssse3: ${_gg_why}")
  string(APPEND _gg_report "ssse3\tnot built: ${_gg_why}\n")
endif()

# ---- ispc
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/ispc/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x64)$")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "ispc" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  include(${GOSTGEN_GENERATED_DIR}/ispc/backend.cmake)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_ISPC=1)
  list(APPEND GOSTGEN_BACKENDS ispc)
  string(APPEND _gg_report "ispc\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_ISPC=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "ispc: ${_gg_why}")
  string(APPEND _gg_report "ispc\tnot built: ${_gg_why}\n")
endif()

# ---- portable
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/portable/magma.c
  ${GOSTGEN_GENERATED_DIR}/portable/streebog.c
  ${GOSTGEN_GENERATED_DIR}/portable/backend.c
)
if(_gg_enable AND "portable" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_PORTABLE=1)
  list(APPEND GOSTGEN_BACKENDS portable)
  string(APPEND _gg_report "portable\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_PORTABLE=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "portable: ${_gg_why}")
  string(APPEND _gg_report "portable\tnot built: ${_gg_why}\n")
endif()

# ---- bitsliced
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/bitsliced/magma.c
  ${GOSTGEN_GENERATED_DIR}/bitsliced/streebog.c
  ${GOSTGEN_GENERATED_DIR}/bitsliced/backend.c
  ${GOSTGEN_GENERATED_DIR}/bitsliced/kuznyechik.c
)
if(_gg_enable AND "bitsliced" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_BITSLICED=1)
  list(APPEND GOSTGEN_BACKENDS bitsliced)
  string(APPEND _gg_report "bitsliced\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_BITSLICED=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "bitsliced: ${_gg_why}")
  string(APPEND _gg_report "bitsliced\tnot built: ${_gg_why}\n")
endif()

# ---- cuda
set(_gg_enable TRUE)
set(_gg_why "")
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/cuda/fatbin.c
  ${GOSTGEN_GENERATED_DIR}/cuda/backend.c
  ${GOSTGEN_GENERATED_DIR}/cuda/kuznyechik.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|aarch64|AMD64|arm64")
  set(_gg_enable FALSE)
  set(_gg_why "target architecture (${CMAKE_SYSTEM_PROCESSOR})")
endif()
if(_gg_enable AND "cuda" IN_LIST GOSTGEN_WITHOUT)
  set(_gg_enable FALSE)
  set(_gg_why "left out (GOSTGEN_WITHOUT)")
endif()
if(_gg_enable)
  include(${GOSTGEN_GENERATED_DIR}/cuda/backend.cmake)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_CUDA=1)
  list(APPEND GOSTGEN_BACKENDS cuda)
  string(APPEND _gg_report "cuda\tbuilt\n")
else()
  if(NOT _gg_why)
    set(_gg_why "its CMake fragment left it out")
  endif()
  list(APPEND GOSTGEN_BACKEND_DEFINES "GG_NOT_BUILT_CUDA=\"not built: ${_gg_why}\"")
  list(APPEND GOSTGEN_BACKENDS_NOT_BUILT "cuda: ${_gg_why}")
  string(APPEND _gg_report "cuda\tnot built: ${_gg_why}\n")
endif()

list(REMOVE_DUPLICATES GOSTGEN_BACKEND_SOURCES)  # a borrowed file whose owner is built too
string(REPLACE ";" ", " _gg_built "${GOSTGEN_BACKENDS}")
message(STATUS "gostgen: backends built: ${_gg_built}")
foreach(_gg_item IN LISTS GOSTGEN_BACKENDS_NOT_BUILT)
  message(STATUS "gostgen: not built: ${_gg_item}")
endforeach()
file(WRITE "${CMAKE_BINARY_DIR}/gostgen-backends.txt" "${_gg_report}")
