# Auto-generated file. Do not edit!
#   Template: templates/cuda/backend.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/cuda.py
#   Regenerate with: python -m gostgen.generate
# cuda: the kernels (gg_cuda_kernels.cu) are compiled by nvcc into one fatbin for
# sm_80, sm_90, which fatbin.c embeds; backend.c loads the driver (libcuda.so.1) with dlopen at
# run time, so libgostgen links and runs without CUDA. nvcc comes from the GOSTGEN_NVCC cache
# variable (.ci/setup.sh passes the one .ci/install-cuda.sh installed), else from PATH, CUDA_HOME
# or /usr/local/cuda. Without nvcc the backend is left out, saying so.
set(GOSTGEN_NVCC "" CACHE FILEPATH "nvcc for the cuda backend's kernels (empty: search PATH, CUDA_HOME, /usr/local/cuda)")
set(_gg_cuda_nvcc "${GOSTGEN_NVCC}")
if(NOT _gg_cuda_nvcc)
  find_program(GOSTGEN_NVCC_FOUND nvcc HINTS ENV CUDA_HOME PATH_SUFFIXES bin PATHS /usr/local/cuda/bin)
  if(GOSTGEN_NVCC_FOUND)
    set(_gg_cuda_nvcc "${GOSTGEN_NVCC_FOUND}")
  endif()
endif()
if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  message(STATUS "gostgen: cuda backend off (loads libcuda.so.1; Linux only)")
  set(_gg_enable FALSE)
  set(_gg_why "Linux only (loads libcuda.so.1)")
elseif(NOT _gg_cuda_nvcc)
  message(STATUS "gostgen: cuda backend off (no nvcc: set GOSTGEN_NVCC or run .ci/install-cuda.sh)")
  set(_gg_enable FALSE)
  set(_gg_why "no nvcc")
elseif(NOT EXISTS "${_gg_cuda_nvcc}")  # the one given is not there: say which
  message(STATUS "gostgen: cuda backend off (GOSTGEN_NVCC=${_gg_cuda_nvcc}: no such file)")
  set(_gg_enable FALSE)
  set(_gg_why "no nvcc: ${_gg_cuda_nvcc} is not there")
else()
  message(STATUS "gostgen: cuda backend on (nvcc ${_gg_cuda_nvcc})")
  set(_gg_cuda_dir "${GOSTGEN_GENERATED_DIR}/cuda")
  set(_gg_cuda_fatbin "${CMAKE_CURRENT_BINARY_DIR}/gg_cuda_kernels.fatbin")
  # A fatbin another build of the same tree made (setup.sh hands build/'s to `pip install .`):
  # copied instead of compiled again, if it is newer than everything it is built from when this
  # is configured (meant for one-shot builds such as pip's).
  set(_gg_cuda_inputs "${_gg_cuda_dir}/gg_cuda_kernels.cu" "${_gg_cuda_dir}/gg_cuda_device.h"
                      "${_gg_cuda_dir}/backend.cmake")
  set(_gg_cuda_reuse FALSE)
  if(GOSTGEN_CUDA_FATBIN_PREBUILT AND EXISTS "${GOSTGEN_CUDA_FATBIN_PREBUILT}")
    set(_gg_cuda_reuse TRUE)
    foreach(_gg_in IN LISTS _gg_cuda_inputs)
      if("${_gg_in}" IS_NEWER_THAN "${GOSTGEN_CUDA_FATBIN_PREBUILT}")
        set(_gg_cuda_reuse FALSE)
      endif()
    endforeach()
  endif()
  if(_gg_cuda_reuse)
    message(STATUS "gostgen: cuda kernels from ${GOSTGEN_CUDA_FATBIN_PREBUILT} (up to date)")
    add_custom_command(OUTPUT "${_gg_cuda_fatbin}"
      COMMAND "${CMAKE_COMMAND}" -E copy "${GOSTGEN_CUDA_FATBIN_PREBUILT}" "${_gg_cuda_fatbin}"
      DEPENDS ${_gg_cuda_inputs} "${GOSTGEN_CUDA_FATBIN_PREBUILT}"
      VERBATIM)
  else()
    add_custom_command(OUTPUT "${_gg_cuda_fatbin}"
      COMMAND "${_gg_cuda_nvcc}" -fatbin -O3 -std=c++17 -Xptxas -O3
              "--generate-code=arch=compute_80,code=sm_80"
              "--generate-code=arch=compute_90,code=[sm_90,compute_90]"
              -I "${_gg_cuda_dir}" -o "${_gg_cuda_fatbin}" "${_gg_cuda_dir}/gg_cuda_kernels.cu"
      DEPENDS ${_gg_cuda_inputs}
      COMMENT "nvcc: cuda kernels for sm_80, sm_90"
      VERBATIM)
  endif()
  set_source_files_properties("${_gg_cuda_dir}/fatbin.c" PROPERTIES
    COMPILE_DEFINITIONS "GG_CUDA_FATBIN_PATH=\"${_gg_cuda_fatbin}\""
    OBJECT_DEPENDS "${_gg_cuda_fatbin}")
  # Where the fatbin is, for the tests (cuobjdump --list-elf) and bench/gpu.sh.
  set(GOSTGEN_CUDA_FATBIN "${_gg_cuda_fatbin}" CACHE INTERNAL "the cuda backend's fatbin")
  list(APPEND GOSTGEN_BACKEND_LIBRARIES ${CMAKE_DL_LIBS})
endif()
