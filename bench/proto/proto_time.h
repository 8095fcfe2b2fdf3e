/* The prototypes' timing helpers (the C files beside it): seconds on a clock, and the double
 * comparison qsort takes for their medians. Header-only, so each prototype still builds with the
 * one cc line its comment gives. */
#ifndef PROTO_TIME_H
#define PROTO_TIME_H
#include <time.h>

/* CLOCK_MONOTONIC for wall time (threads' overlap counts), CLOCK_THREAD_CPUTIME_ID for this
 * thread's CPU time (other jobs' slices on a shared machine do not count). */
static inline double proto_seconds(clockid_t clock)
{
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline int proto_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
#endif
