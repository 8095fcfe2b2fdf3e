# Auto-generated file. Do not edit!
#   Template: templates/runtime/backends.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: backends/portable.py
#   Regenerate with: python -m gostgen.generate
# Sources generated for the backends, and each backend's compile options (its ISA's flags only).
# Included by runtime/CMakeLists.txt with GOSTGEN_GENERATED_DIR set.
set(GOSTGEN_RUNTIME_GENERATED_SOURCES
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_sboxes.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_layout.c
  ${GOSTGEN_GENERATED_DIR}/runtime/gg_backends.c
)
set(GOSTGEN_BACKEND_SOURCES
  ${GOSTGEN_GENERATED_DIR}/portable/magma.c
  ${GOSTGEN_GENERATED_DIR}/portable/streebog.c
  ${GOSTGEN_GENERATED_DIR}/portable/backend.c
)
set(GOSTGEN_BACKENDS portable)
