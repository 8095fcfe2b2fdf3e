# Auto-generated file. Do not edit!
#   Template: templates/runtime/backends.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: backends/avx512.py, backends/msa.py, backends/avx2.py, backends/ssse3.py, backends/ispc.py, backends/portable.py, backends/bitsliced.py, backends/cuda.py
#   Regenerate with: python -m gostgen.generate
# The backends' generated sources and each one's compile options (its ISA's flags only).
# Included by runtime/CMakeLists.txt with GOSTGEN_GENERATED_DIR set. Per backend:
#   - it is built only where CMAKE_SYSTEM_PROCESSOR matches its ARCH (backends/<name>.py), and
#     only if its own CMake fragment (generated/<name>/backend.cmake, when it has one) leaves
#     _gg_enable set (a fragment may turn it off, e.g. when its compiler is missing, saying why);
#   - an enabled backend adds its sources, GG_HAVE_BACKEND_<NAME> (gg_backends.c lists it then)
#     and whatever its fragment appends to GOSTGEN_BACKEND_LIBRARIES.
set(GOSTGEN_RUNTIME_GENERATED_SOURCES
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_sboxes.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_layout.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_backends.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_blockciphers.c
  ${GOSTGEN_GENERATED_DIR}/default/kuznyechik.c
)
set(GOSTGEN_BACKEND_SOURCES "")
set(GOSTGEN_BACKEND_DEFINES "")
set(GOSTGEN_BACKEND_LIBRARIES "")
set(GOSTGEN_BACKENDS "")

# ---- avx512
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/avx512/magma.c
  ${GOSTGEN_GENERATED_DIR}/avx512/streebog.c
  ${GOSTGEN_GENERATED_DIR}/avx512/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64|x64")
  set(_gg_enable FALSE)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_AVX512=1)
  list(APPEND GOSTGEN_BACKENDS avx512)
  set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512bw;-mavx512vl;-mavx512vbmi;-mgfni")
endif()

# ---- msa
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/msa/magma.S
  ${GOSTGEN_GENERATED_DIR}/msa/magma.c
  ${GOSTGEN_GENERATED_DIR}/msa/streebog.c
  ${GOSTGEN_GENERATED_DIR}/msa/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^mips(el)?$")
  set(_gg_enable FALSE)
endif()
if(_gg_enable)
  include(${GOSTGEN_GENERATED_DIR}/msa/backend.cmake)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_MSA=1)
  list(APPEND GOSTGEN_BACKENDS msa)
  set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-march=mips32r5;-mmsa;-mfp64;-mhard-float")
endif()

# ---- avx2
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/avx2/magma.c
  ${GOSTGEN_GENERATED_DIR}/avx2/streebog.c
  ${GOSTGEN_GENERATED_DIR}/avx2/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x86-64)$")
  set(_gg_enable FALSE)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_AVX2=1)
  list(APPEND GOSTGEN_BACKENDS avx2)
  set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mavx2")
endif()

# ---- ssse3
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/ssse3/magma.c
  ${GOSTGEN_GENERATED_DIR}/ssse3/streebog.c
  ${GOSTGEN_GENERATED_DIR}/ssse3/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x86-64)$")
  set(_gg_enable FALSE)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_SSSE3=1)
  list(APPEND GOSTGEN_BACKENDS ssse3)
  set_source_files_properties(${_gg_sources} PROPERTIES COMPILE_OPTIONS "-mssse3")
endif()

# ---- ispc
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/ispc/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64|x64)$")
  set(_gg_enable FALSE)
endif()
if(_gg_enable)
  include(${GOSTGEN_GENERATED_DIR}/ispc/backend.cmake)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_ISPC=1)
  list(APPEND GOSTGEN_BACKENDS ispc)
endif()

# ---- portable
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/portable/magma.c
  ${GOSTGEN_GENERATED_DIR}/portable/streebog.c
  ${GOSTGEN_GENERATED_DIR}/portable/backend.c
)
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_PORTABLE=1)
  list(APPEND GOSTGEN_BACKENDS portable)
endif()

# ---- bitsliced
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/bitsliced/magma.c
  ${GOSTGEN_GENERATED_DIR}/bitsliced/streebog.c
  ${GOSTGEN_GENERATED_DIR}/bitsliced/backend.c
  ${GOSTGEN_GENERATED_DIR}/bitsliced/kuznyechik.c
)
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_BITSLICED=1)
  list(APPEND GOSTGEN_BACKENDS bitsliced)
endif()

# ---- cuda
set(_gg_enable TRUE)
set(_gg_sources
  ${GOSTGEN_GENERATED_DIR}/cuda/fatbin.c
  ${GOSTGEN_GENERATED_DIR}/cuda/backend.c
)
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|aarch64|AMD64|arm64")
  set(_gg_enable FALSE)
endif()
if(_gg_enable)
  include(${GOSTGEN_GENERATED_DIR}/cuda/backend.cmake)
endif()
if(_gg_enable)
  list(APPEND GOSTGEN_BACKEND_SOURCES ${_gg_sources})
  list(APPEND GOSTGEN_BACKEND_DEFINES GG_HAVE_BACKEND_CUDA=1)
  list(APPEND GOSTGEN_BACKENDS cuda)
endif()
