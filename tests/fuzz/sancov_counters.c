/* sancov_counters.c: where this binary's inline 8-bit coverage counters are (the linker's
 * __start_/__stop_ symbols of the section -fsanitize=fuzzer puts them in). Compiled WITHOUT
 * coverage instrumentation (tests/fuzz/CMakeLists.txt): naming these symbols in an instrumented
 * file stops clang 14's module constructor from registering the counters with libFuzzer. */
#include <stddef.h>
#include <stdint.h>

uint8_t *gg_fuzz_counters(size_t *n);

extern uint8_t __start___sancov_cntrs[] __attribute__((weak, visibility("hidden")));
extern uint8_t __stop___sancov_cntrs[] __attribute__((weak, visibility("hidden")));

uint8_t *gg_fuzz_counters(size_t *n)
{
    if (__start___sancov_cntrs == NULL || __stop___sancov_cntrs <= __start___sancov_cntrs) {
        *n = 0;
        return NULL;
    }
    *n = (size_t)(__stop___sancov_cntrs - __start___sancov_cntrs);
    return __start___sancov_cntrs;
}
