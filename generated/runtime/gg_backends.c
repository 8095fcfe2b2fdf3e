/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_backends.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: backends/portable.py
 *   Regenerate with: python -m gostgen.generate */
/* The backends built into libgostgen, most preferred first. */
#include <stddef.h>
#include "gg_backend.h"

extern const gg_backend gg_backend_portable;

const gg_backend *const gg_backends[] = {
    &gg_backend_portable,
    NULL
};
