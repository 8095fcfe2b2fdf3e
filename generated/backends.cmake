# Auto-generated file. Do not edit!
#   Template: templates/runtime/backends.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: backends/ispc.py, backends/portable.py
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
)
set(GOSTGEN_BACKEND_SOURCES "")
set(GOSTGEN_BACKEND_DEFINES "")
set(GOSTGEN_BACKEND_LIBRARIES "")
set(GOSTGEN_BACKENDS "")

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
