/* threads.c: opt-in multi-core for large calls. The thread count is process-wide and 1 by
 * default, so a program that never calls gostgen_set_threads never gets a thread from us.
 * Work is split into contiguous parts, one per thread; the caller's thread runs the first. */
#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>

#include "gg_internal.h"

#define GG_MAX_THREADS 256

static atomic_uint gg_thread_count = 1;

int gostgen_set_threads(unsigned n)
{
    if (n == 0) { /* one per online CPU, at most the most there can be */
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        n = cpus <= 0 ? 1 : cpus > GG_MAX_THREADS ? GG_MAX_THREADS : (unsigned)cpus;
    }
    if (n > GG_MAX_THREADS)
        return GOSTGEN_EINVAL;
    atomic_store(&gg_thread_count, n);
    return GOSTGEN_OK;
}

unsigned gostgen_threads(void)
{
    return atomic_load(&gg_thread_count);
}

typedef struct gg_part {
    gg_part_fn fn;
    void *arg;
    size_t lo, hi;
    int rc;
} gg_part;

static void *gg_part_run(void *p)
{
    gg_part *t = p;
    t->rc = t->fn(t->arg, t->lo, t->hi);
    gg_stack_scrub_deep(); /* thread stacks are cached and reused by the C library */
    return NULL;
}

/* parts >= 2 threads' worth; its arrays live in a frame of their own (not gg_parallel's, below
 * which a one-part call runs its work), so that the one-shot calls' stack scrub stays shallow. */
static __attribute__((noinline)) int gg_parallel_parts(size_t n, size_t parts, gg_part_fn fn, void *arg)
{
    gg_part part[GG_MAX_THREADS];
    pthread_t tid[GG_MAX_THREADS];
    int started[GG_MAX_THREADS];
    for (size_t t = 0; t < parts; t++) {
        part[t] = (gg_part){fn, arg, n * t / parts, n * (t + 1) / parts, GOSTGEN_OK};
        started[t] = 0;
    }
    for (size_t t = 1; t < parts; t++)
        started[t] = pthread_create(&tid[t], NULL, gg_part_run, &part[t]) == 0;
    gg_part_run(&part[0]);
    int rc = part[0].rc;
    for (size_t t = 1; t < parts; t++) {
        if (started[t])
            pthread_join(tid[t], NULL);
        else
            gg_part_run(&part[t]); /* no thread to be had: do it here */
        if (rc == GOSTGEN_OK)
            rc = part[t].rc;
    }
    return rc;
}

int gg_parallel(size_t n, size_t min_per, gg_part_fn fn, void *arg)
{
    size_t parts = gostgen_threads();
    if (min_per == 0)
        min_per = 1;
    if (parts > n / min_per)
        parts = n / min_per;
    if (parts <= 1)
        return fn(arg, 0, n);
    return gg_parallel_parts(n, parts, fn, arg);
}
