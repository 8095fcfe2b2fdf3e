# Auto-generated file. Do not edit!
#   Template: templates/ispc/hide_symbols.cmake.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/ispc.py
#   Regenerate with: python -m gostgen.generate
# cmake "-DASM=a.s|b.s" -P hide_symbols.cmake: marks every global symbol of an ISPC assembly file
# hidden, so that libgostgen exports only its API (its C sources are built with hidden
# visibility; ISPC has no such option). Run by backend.cmake after each ISPC compile.
string(REPLACE "|" ";" _files "${ASM}")
foreach(_file IN LISTS _files)
  file(READ "${_file}" _text)
  string(REGEX MATCHALL "\t\\.globl\t[A-Za-z0-9_.$]+" _globals "${_text}")
  set(_hidden "")
  foreach(_g IN LISTS _globals)
    string(REGEX REPLACE "\t\\.globl\t" "" _name "${_g}")
    string(APPEND _hidden "\t.hidden\t${_name}\n")
  endforeach()
  file(APPEND "${_file}" "${_hidden}")
endforeach()
