/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_backends.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: backends/ispc.py, backends/portable.py
 *   Regenerate with: python -m gostgen.generate */
/* The backends built into libgostgen, most preferred first. The build defines
 * GG_HAVE_BACKEND_<NAME> for each backend it compiled (generated/backends.cmake). */
#include <stddef.h>
#include "gg_backend.h"

#ifdef GG_HAVE_BACKEND_ISPC
extern const gg_backend gg_backend_ispc;
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
extern const gg_backend gg_backend_portable;
#endif

const gg_backend *const gg_backends[] = {
#ifdef GG_HAVE_BACKEND_ISPC
    &gg_backend_ispc,
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
    &gg_backend_portable,
#endif
    NULL
};
