/* insn_count.c: how many times each instruction runs in one encryption call (x86-64 Linux).
 *
 *   insn_count BACKEND CIPHER MODE NBLOCKS
 *   insn_count --list                  the backends usable on this machine
 *   insn_count --setup-us BACKEND CIPHER   microseconds of one key setup (best of 7 x 20)
 *     CIPHER: kuznyechik | magma; MODE: ecb | ctr | ctr-acpkm
 *
 * A child process sets the key up in a streaming context (gostgen_ctx_new), runs one update to
 * warm up (lazy setup, CPU probes), stops itself, runs an update of NBLOCKS blocks and stops
 * itself again; the parent single-steps it between the two
 * stops with ptrace and counts the instruction addresses it passes. Prints "total N" and then
 * "ADDRESS COUNT" lines (hex address, decimal count), one per instruction that ran. Link it
 * statically and without PIE (-static -no-pie) so that the addresses, the C library's memcpy
 * and memset included, are those objdump prints for this executable; bench/kernel_insns.py
 * classifies them from that disassembly and takes the difference of two block counts, so the
 * fixed part of a call (the stop markers, a last partial batch) cancels.
 * No hardware counters needed (none in this VM); about 50 000 steps per second. */
#define _GNU_SOURCE
#include <gostgen.h>

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct hit {
    uint64_t addr, count;
} hit;

static hit *table;
static size_t table_cap, table_used;

static void count(uint64_t addr)
{
    size_t mask = table_cap - 1, i = (size_t)((addr * 0x9e3779b97f4a7c15ull) >> 20) & mask;
    while (table[i].addr && table[i].addr != addr) i = (i + 1) & mask;
    if (!table[i].addr) {
        table[i].addr = addr;
        if (++table_used * 2 > table_cap) {
            fprintf(stderr, "insn_count: more than %zu distinct addresses\n", table_cap / 2);
            exit(1);
        }
    }
    table[i].count++;
}

static int child(const char *backend, int cipher, int mode, size_t nblocks)
{
    size_t bs = gostgen_block_size(cipher), len = nblocks * bs;
    const gostgen_sbox *sbox = NULL;
    if (cipher != GOSTGEN_KUZNYECHIK && gostgen_sbox_find("tc26-z", &sbox) != GOSTGEN_OK) return 3;
    uint8_t key[32], iv[8];
    uint8_t *in = malloc(len), *out = malloc(len);
    if (!in || !out) return 3;
    for (size_t i = 0; i < len; i++) in[i] = (uint8_t)(i * 131 + 7);
    for (int i = 0; i < 32; i++) key[i] = (uint8_t)(i * 29 + 1);
    for (int i = 0; i < 8; i++) iv[i] = (uint8_t)(i * 53 + 3);
    size_t ivlen = mode == GOSTGEN_CTR || mode == GOSTGEN_CTR_ACPKM ? (cipher == GOSTGEN_MAGMA ? 4 : 8) : 0;
    /* The key is set up before the counted call (a streaming context; gostgen_crypt runs the
     * same stream code after its own key setup): the counts are the data path's. */
    gostgen_ctx *ctx = NULL;
    if (gostgen_ctx_new(&ctx, cipher, mode, 0, sbox, key, 32, ivlen ? iv : NULL, ivlen, 0,
                        backend) != GOSTGEN_OK ||
        gostgen_ctx_update(ctx, in, out, len) != GOSTGEN_OK) /* warm-up */
        return 4;
    raise(SIGSTOP); /* counting starts */
    int rc = gostgen_ctx_update(ctx, in, out, len);
    raise(SIGSTOP); /* counting ends */
    gostgen_ctx_free(ctx);
    return rc == GOSTGEN_OK ? 0 : 4;
}

/* Microseconds of one key setup (gostgen_ctx_new + gostgen_ctx_free), best of 7 x 20. */
static int setup_us(const char *backend, int cipher)
{
    const gostgen_sbox *sbox = NULL;
    if (cipher != GOSTGEN_KUZNYECHIK && gostgen_sbox_find("tc26-z", &sbox) != GOSTGEN_OK) return 3;
    uint8_t key[32];
    for (int i = 0; i < 32; i++) key[i] = (uint8_t)(i * 29 + 1);
    double best = 1e30;
    for (int r = 0; r < 7; r++) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (int i = 0; i < 20; i++) {
            gostgen_ctx *ctx = NULL;
            if (gostgen_ctx_new(&ctx, cipher, GOSTGEN_ECB, 0, sbox, key, 32, NULL, 0, 0, backend) !=
                GOSTGEN_OK)
                return 4;
            gostgen_ctx_free(ctx);
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double us = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / 20 / 1e3;
        if (us < best) best = us;
    }
    printf("%.2f\n", best);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--list") == 0) { /* the backends usable here */
        gostgen_backend_info bi;
        for (size_t i = 0; i < gostgen_backend_count(); i++)
            if (gostgen_backend_get(i, &bi) == GOSTGEN_OK && bi.available &&
                gostgen_backend_check(bi.name) == GOSTGEN_OK)
                printf("%s\n", bi.name);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "--setup-us") == 0) {
        int c = strcmp(argv[3], "kuznyechik") == 0 ? GOSTGEN_KUZNYECHIK
                : strcmp(argv[3], "magma") == 0    ? GOSTGEN_MAGMA
                                                   : -1;
        if (c < 0 || gostgen_backend_check(argv[2]) != GOSTGEN_OK) {
            fprintf(stderr, "insn_count: bad cipher or backend not available\n");
            return 2;
        }
        return setup_us(argv[2], c);
    }
    if (argc != 5) {
        fprintf(stderr, "usage: insn_count BACKEND kuznyechik|magma ecb|ctr NBLOCKS\n");
        return 2;
    }
    int cipher = strcmp(argv[2], "kuznyechik") == 0 ? GOSTGEN_KUZNYECHIK
                 : strcmp(argv[2], "magma") == 0    ? GOSTGEN_MAGMA
                                                    : -1;
    int mode = strcmp(argv[3], "ecb") == 0 ? GOSTGEN_ECB : strcmp(argv[3], "ctr") == 0 ? GOSTGEN_CTR : strcmp(argv[3], "ctr-acpkm") == 0 ? GOSTGEN_CTR_ACPKM : -1;
    char *end;
    unsigned long long nb = strtoull(argv[4], &end, 10);
    if (cipher < 0 || mode < 0 || *end || nb == 0 || nb > (1u << 20)) {
        fprintf(stderr, "insn_count: bad arguments (try: insn_count avx512 kuznyechik ecb 256)\n");
        return 2;
    }
    if (gostgen_backend_check(argv[1]) != GOSTGEN_OK) {
        fprintf(stderr, "insn_count: backend %s is not available here\n", argv[1]);
        return 2;
    }
    table_cap = 1u << 20;
    table = calloc(table_cap, sizeof *table);
    if (!table) return 3;
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        perror("insn_count: fork");
        return 3;
    }
    if (pid == 0) {
        if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0) _exit(5);
        _exit(child(argv[1], cipher, mode, (size_t)nb));
    }
    int st;
    /* The first stop is the start marker (the warm-up call has run). */
    if (waitpid(pid, &st, 0) < 0 || !WIFSTOPPED(st) || WSTOPSIG(st) != SIGSTOP) {
        fprintf(stderr, "insn_count: child did not reach the start marker (status %#x)\n", st);
        return 3;
    }
    uint64_t total = 0, last = 0;
    for (;;) {
        if (ptrace(PTRACE_SINGLESTEP, pid, NULL, NULL) != 0) {
            perror("insn_count: PTRACE_SINGLESTEP");
            return 3;
        }
        if (waitpid(pid, &st, 0) < 0) {
            perror("insn_count: waitpid");
            return 3;
        }
        if (WIFEXITED(st) || WIFSIGNALED(st)) {
            fprintf(stderr, "insn_count: child ended before the end marker\n");
            return 3;
        }
        if (WSTOPSIG(st) == SIGSTOP) break; /* the end marker */
        if (WSTOPSIG(st) != SIGTRAP) {
            fprintf(stderr, "insn_count: child stopped by signal %d\n", WSTOPSIG(st));
            kill(pid, SIGKILL);
            return 3;
        }
        struct user_regs_struct regs;
        if (ptrace(PTRACE_GETREGS, pid, NULL, &regs) != 0) {
            perror("insn_count: PTRACE_GETREGS");
            return 3;
        }
        /* A rep-prefixed string instruction traps after every iteration with RIP on itself:
         * count it once per execution, as the CPU issues it. */
        if (regs.rip != last) {
            count(regs.rip);
            total++;
        }
        last = regs.rip;
    }
    ptrace(PTRACE_CONT, pid, NULL, NULL);
    if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        fprintf(stderr, "insn_count: the counted call failed (status %#x)\n", st);
        return 3;
    }
    printf("total %llu\n", (unsigned long long)total);
    for (size_t i = 0; i < table_cap; i++)
        if (table[i].addr) printf("%llx %llu\n", (unsigned long long)table[i].addr,
                                  (unsigned long long)table[i].count);
    return 0;
}
