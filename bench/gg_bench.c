/* gg_bench.c: throughput driver for libgostgen's backends and the peer libraries.
 *
 * Emits one JSON object per line on stdout (bench/run.py reads them, shows progress and writes
 * the tables). Modes:
 *   gg_bench --list                      machine, backends, peers, workloads
 *   gg_bench --check                     same-input cross-checks: every peer against gostgen,
 *                                        and every gostgen backend against each other
 *   gg_bench --bench [--workloads a,b] [--sizes 64,4096] [--targets gostgen,peers,NAME..]
 *                    [--repeats N] [--min-ms M]
 * One timed operation = key/IV setup + processing the whole workload (one-shot API calls for
 * gostgen; handles prepared once for the peers). Each measurement: calibrate an iteration count
 * so one repeat lasts >= min-ms, run `repeats` repeats, report the medians. */
#define _GNU_SOURCE
#include "peers.h"

#include <gostgen.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define HAVE_RDTSC 1
static inline uint64_t ticks(void) { return __rdtsc(); }
#else
#define HAVE_RDTSC 0
static inline uint64_t ticks(void) { return 0; }
#endif

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gg_bench: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

/* ---------------------------------------------------------------- JSON output helpers */
static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

/* ---------------------------------------------------------------- machine info */
static char cpu_model[256] = "unknown";
static char cpu_ident[128] = "";   /* vendor, family/model/stepping */
static char cpu_isa[256] = "";     /* ISA flags the backends care about */
static double cpu_mhz;       /* /proc/cpuinfo "cpu MHz" (nominal on most VMs) */
static double tsc_hz;        /* measured against CLOCK_MONOTONIC */
static int tsc_invariant;    /* constant_tsc and nonstop_tsc flags present */

static void read_cpuinfo(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[8192];
    int have_model = 0, have_mhz = 0, cst = 0, nst = 0, have_flags = 0;
    char vendor[64] = "", fam[16] = "", mod[16] = "", step[16] = "";
    while (fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (!colon) continue;
        char *v = colon + 1;
        while (*v == ' ' || *v == '\t') v++;
        v[strcspn(v, "\n")] = 0;
        if (!have_model && strncmp(line, "model name", 10) == 0) {
            snprintf(cpu_model, sizeof cpu_model, "%s", v);
            have_model = 1;
        } else if (!have_mhz && strncmp(line, "cpu MHz", 7) == 0) {
            cpu_mhz = atof(v);
            have_mhz = 1;
        } else if (!*vendor && strncmp(line, "vendor_id", 9) == 0) {
            snprintf(vendor, sizeof vendor, "%s", v);
        } else if (!*fam && strncmp(line, "cpu family", 10) == 0) {
            snprintf(fam, sizeof fam, "%s", v);
        } else if (!*mod && strncmp(line, "model\t", 6) == 0) {
            snprintf(mod, sizeof mod, "%s", v);
        } else if (!*step && strncmp(line, "stepping", 8) == 0) {
            snprintf(step, sizeof step, "%s", v);
        } else if (!have_flags && strncmp(line, "flags", 5) == 0) {
            cst = strstr(v, "constant_tsc") != NULL;
            nst = strstr(v, "nonstop_tsc") != NULL;
            static const char *const isa[] = {"ssse3", "sse4_1", "avx", "avx2", "bmi2", "avx512f",
                                              "avx512bw", "avx512vl", "avx512vbmi", "gfni",
                                              "vaes", "vpclmulqdq", NULL};
            char padded[8192];
            snprintf(padded, sizeof padded, " %s ", v);
            for (int i = 0; isa[i]; i++) {
                char pat[32];
                snprintf(pat, sizeof pat, " %s ", isa[i]);
                if (strstr(padded, pat))
                    snprintf(cpu_isa + strlen(cpu_isa), sizeof cpu_isa - strlen(cpu_isa), "%s%s",
                             *cpu_isa ? " " : "", isa[i]);
            }
            have_flags = 1;
        }
    }
    fclose(f);
    tsc_invariant = cst && nst;
    snprintf(cpu_ident, sizeof cpu_ident, "%s family %s model %s stepping %s", vendor, fam, mod,
             step);
}

static void calibrate_tsc(void)
{
    if (!HAVE_RDTSC) return;
    uint64_t t0 = now_ns(), c0 = ticks(), t1, c1;
    do {
        t1 = now_ns();
    } while (t1 - t0 < 200000000u);
    c1 = ticks();
    tsc_hz = (double)(c1 - c0) * 1e9 / (double)(t1 - t0);
}

/* ---------------------------------------------------------------- gostgen operations */
typedef struct gg_st {
    char backend[64];
    const gostgen_sbox *sbox;  /* gost89 workloads */
    const gostgen_sbox *msbox; /* magma workloads */
    unsigned flags;
} gg_st;

static const gostgen_sbox *find_sbox(const char *name, const char *oid)
{
    const gostgen_sbox *s = NULL;
    if (name && gostgen_sbox_find(name, &s) == GOSTGEN_OK) return s;
    if (oid && gostgen_sbox_find(oid, &s) == GOSTGEN_OK) return s;
    return NULL;
}

static int gg_run(void *p, wl_data *d)
{
    gg_st *s = p;
    switch (d->wl) {
    case WL_CNT:
        return gostgen_crypt(GOSTGEN_GOST89, GOSTGEN_CNT, 0, s->sbox, d->keys[0], 32, d->ivs[0], 8,
                             s->flags, s->backend, d->in, d->out, d->len);
    case WL_ECB:
        return gostgen_crypt(GOSTGEN_GOST89, GOSTGEN_ECB, 0, s->sbox, d->keys[0], 32, NULL, 0, 0,
                             s->backend, d->in, d->out, d->len);
    case WL_MCTR:
        return gostgen_crypt(GOSTGEN_MAGMA, GOSTGEN_CTR, 0, s->msbox, d->keys[0], 32, d->ivs[0], 4,
                             0, s->backend, d->in, d->out, d->len);
    case WL_MECB:
        return gostgen_crypt(GOSTGEN_MAGMA, GOSTGEN_ECB, 0, s->msbox, d->keys[0], 32, NULL, 0, 0,
                             s->backend, d->in, d->out, d->len);
    case WL_KCTR:
        return gostgen_crypt(GOSTGEN_KUZNYECHIK, GOSTGEN_CTR, 0, NULL, d->keys[0], 32, d->ivs[0], 8,
                             0, s->backend, d->in, d->out, d->len);
    case WL_KECB:
        return gostgen_crypt(GOSTGEN_KUZNYECHIK, GOSTGEN_ECB, 0, NULL, d->keys[0], 32, NULL, 0, 0,
                             s->backend, d->in, d->out, d->len);
    case WL_KCFB_MULTI:
        return gostgen_crypt_multi(GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 0, NULL, d->n, d->keyp, d->ivp,
                                   16, 0, s->backend, d->ins, d->outs, d->len);
    case WL_KMAC_MULTI:
        return gostgen_mac_multi(GOSTGEN_KUZNYECHIK, NULL, d->n, d->keyp, s->backend, d->ins,
                                 d->len, 128, d->res);
    case WL_CFB_MULTI:
        return gostgen_crypt_multi(GOSTGEN_GOST89, GOSTGEN_CFB, 0, s->sbox, d->n, d->keyp, d->ivp,
                                   8, s->flags, s->backend, d->ins, d->outs, d->len);
    case WL_MAC_MULTI:
        return gostgen_mac_multi(GOSTGEN_GOST89, s->sbox, d->n, d->keyp, s->backend, d->ins,
                                 d->len, 32, d->res);
    case WL_HASH:
        return gostgen_hash(512, s->backend, d->in, d->len, d->res);
    case WL_HASH_BATCH:
        return gostgen_hash_batch(512, s->backend, d->n, d->ins, d->lens, d->res);
    }
    return -1;
}

static void gg_free(void *p) { free(p); }

/* sbox_name: the gost89 S-box set (NULL: tc26-z, as the peers); magma always uses tc26-z. */
static int gg_make(const char *backend, int wl, const char *sbox_name, unsigned flags,
                   bench_op *op, char *why, size_t wn)
{
    memset(op, 0, sizeof *op);
    snprintf(op->target, sizeof op->target, "gostgen:%s", backend);
    gg_st *s = calloc(1, sizeof *s);
    if (!s) { snprintf(why, wn, "out of memory"); return -1; }
    snprintf(s->backend, sizeof s->backend, "%s", backend);
    s->flags = flags;
    if (sbox_name) s->sbox = find_sbox(sbox_name, NULL);
    else s->sbox = find_sbox("tc26-z", "1.2.643.7.1.2.5.1.1");
    s->msbox = find_sbox("tc26-z", "1.2.643.7.1.2.5.1.1");
    int needs_sbox = wl != WL_HASH && wl != WL_HASH_BATCH && !wl_is_kuznyechik(wl);
    int magma = wl == WL_MCTR || wl == WL_MECB;
    if (needs_sbox && !(magma ? s->msbox : s->sbox)) {
        snprintf(why, wn, "gostgen has no S-box set \"%s\" compiled in",
                 magma || !sbox_name ? "tc26-z" : sbox_name);
        free(s);
        return 1;
    }
    op->st = s;
    op->run = gg_run;
    op->free = gg_free;
    const char *mode = "";
    switch (wl) {
    case WL_CNT: mode = flags ? "gostgen_crypt GOST89 CNT, CryptoPro meshing" : "gostgen_crypt GOST89 CNT"; break;
    case WL_ECB: mode = "gostgen_crypt GOST89 ECB"; break;
    case WL_MCTR: mode = "gostgen_crypt MAGMA CTR (tc26-z)"; break;
    case WL_MECB: mode = "gostgen_crypt MAGMA ECB (tc26-z)"; break;
    case WL_KCTR: mode = "gostgen_crypt KUZNYECHIK CTR (8-byte IV)"; break;
    case WL_KECB: mode = "gostgen_crypt KUZNYECHIK ECB"; break;
    case WL_KCFB_MULTI: mode = "gostgen_crypt_multi KUZNYECHIK CFB (16-byte IV)"; break;
    case WL_KMAC_MULTI: mode = "gostgen_mac_multi KUZNYECHIK, 128 bits"; break;
    case WL_CFB_MULTI: mode = "gostgen_crypt_multi GOST89 CFB"; break;
    case WL_MAC_MULTI: mode = "gostgen_mac_multi GOST89, 32 bits"; break;
    case WL_HASH: mode = "gostgen_hash 512"; break;
    case WL_HASH_BATCH: mode = "gostgen_hash_batch 512"; break;
    }
    snprintf(op->note, sizeof op->note, "%s%s%s", mode,
             needs_sbox && !magma ? ", S-box " : "",
             needs_sbox && !magma ? gostgen_sbox_name(s->sbox) : "");
    return 0;
}

/* ---------------------------------------------------------------- workload data */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(rng() >> 32);
}

static void *xalloc(size_t n)
{
    void *p = NULL;
    if (posix_memalign(&p, 64, n ? n : 64)) die("out of memory (%zu bytes)", n);
    return p;
}

/* len: bytes per buffer (sweep) or 0 for the workload's fixed shape. */
static wl_data *wl_new(int wl, size_t len, uint64_t seed)
{
    wl_data *d = calloc(1, sizeof *d);
    if (!d) die("out of memory");
    rng_state = seed | 1;
    d->wl = wl;
    d->n = wl_infos[wl].sweep ? 1 : wl_infos[wl].n;
    d->len = wl_infos[wl].sweep ? len : wl_infos[wl].len;
    d->in = xalloc(d->n * d->len);
    d->out = xalloc(d->n * d->len);
    fill(d->in, d->n * d->len);
    memset(d->out, 0, d->n * d->len);
    for (size_t i = 0; i < d->n; i++) {
        d->ins[i] = d->in + i * d->len;
        d->outs[i] = d->out + i * d->len;
        fill(d->keys[i], 32);
        fill(d->ivs[i], 8);
        if (wl_iv_bytes(wl) > 8) /* after the first 8, so the other workloads' data stay as before */
            fill(d->ivs[i] + 8, wl_iv_bytes(wl) - 8);
        d->keyp[i] = d->keys[i];
        d->ivp[i] = d->ivs[i];
        d->lens[i] = d->len;
    }
    return d;
}

static void wl_free(wl_data *d)
{
    if (!d) return;
    free(d->in);
    free(d->out);
    free(d);
}

/* ---------------------------------------------------------------- targets */
#define MAX_TARGETS 32
typedef struct target {
    char name[48];
    int is_peer;
    int peer;
    char backend[48];
    int usable;
    char reason[256];
} target;

static target targets[MAX_TARGETS];
static int ntargets;

static void collect_targets(void)
{
    size_t nb = gostgen_backend_count();
    for (size_t i = 0; i < nb && ntargets < MAX_TARGETS; i++) {
        gostgen_backend_info bi;
        if (gostgen_backend_get(i, &bi) != GOSTGEN_OK) continue;
        target *t = &targets[ntargets++];
        memset(t, 0, sizeof *t);
        snprintf(t->name, sizeof t->name, "gostgen:%s", bi.name);
        snprintf(t->backend, sizeof t->backend, "%s", bi.name);
        t->usable = bi.available && gostgen_backend_check(bi.name) == GOSTGEN_OK;
        snprintf(t->reason, sizeof t->reason, "%s",
                 bi.available ? (t->usable ? "" : "gostgen_backend_check failed")
                              : (bi.reason && *bi.reason ? bi.reason : "unavailable"));
    }
    for (int p = 0; p < PEER_COUNT && ntargets < MAX_TARGETS; p++) {
        target *t = &targets[ntargets++];
        memset(t, 0, sizeof *t);
        snprintf(t->name, sizeof t->name, "%s", peer_name(p));
        t->is_peer = 1;
        t->peer = p;
        int ok;
        const char *v = peer_version(p, &ok);
        t->usable = ok;
        if (!ok) snprintf(t->reason, sizeof t->reason, "%s", v);
    }
}

static int make_op(const target *t, int wl, bench_op *op, char *why, size_t wn)
{
    if (t->is_peer) return peer_make(t->peer, wl, op, why, wn);
    /* CNT is measured with CryptoPro meshing, as the exact peer (OpenSSL gost89-cnt) does it. */
    return gg_make(t->backend, wl, NULL, wl == WL_CNT ? GOSTGEN_FLAG_MESH : 0, op, why, wn);
}

static void op_free(bench_op *op)
{
    if (op->free && op->st) op->free(op->st);
    op->st = NULL;
}

/* ---------------------------------------------------------------- --list */
static void print_info(void)
{
    printf("{\"type\":\"info\",\"cpu_model\":");
    json_str(stdout, cpu_model);
    printf(",\"cpu_ident\":");
    json_str(stdout, cpu_ident);
    printf(",\"cpu_isa\":");
    json_str(stdout, cpu_isa);
    printf(",\"cpu_mhz\":%.3f,\"tsc_hz\":%.0f,\"tsc_invariant\":%d,\"rdtsc\":%d",
           cpu_mhz, tsc_hz, tsc_invariant, HAVE_RDTSC);
    printf(",\"gostgen_version\":");
    json_str(stdout, gostgen_version());
    printf(",\"default_backend\":");
    json_str(stdout, gostgen_backend_default() ? gostgen_backend_default() : "");
    printf(",\"targets\":[");
    for (int i = 0; i < ntargets; i++) {
        const target *t = &targets[i];
        printf("%s{\"name\":", i ? "," : "");
        json_str(stdout, t->name);
        printf(",\"kind\":\"%s\",\"usable\":%d,\"reason\":", t->is_peer ? "peer" : "gostgen",
               t->usable);
        json_str(stdout, t->reason);
        if (t->is_peer) {
            int ok;
            printf(",\"version\":");
            json_str(stdout, peer_version(t->peer, &ok));
        } else {
            gostgen_backend_info bi;
            for (size_t k = 0; k < gostgen_backend_count(); k++) {
                if (gostgen_backend_get(k, &bi) == GOSTGEN_OK && strcmp(bi.name, t->backend) == 0) {
                    printf(",\"description\":");
                    json_str(stdout, bi.description);
                    printf(",\"constant_time\":%d,\"selected\":%d", bi.constant_time, bi.selected);
                }
            }
        }
        printf("}");
    }
    printf("],\"workloads\":[");
    for (int w = 0; w < WL_COUNT; w++) {
        printf("%s{\"name\":", w ? "," : "");
        json_str(stdout, wl_infos[w].name);
        printf(",\"title\":");
        json_str(stdout, wl_infos[w].title);
        printf(",\"sweep\":%d,\"n\":%zu,\"len\":%zu}", wl_infos[w].sweep, wl_infos[w].n,
               wl_infos[w].len);
    }
    printf("]}\n");
    fflush(stdout);
}

/* ---------------------------------------------------------------- --check */
/* Reference for a peer running standard CTR: gostgen ECB over the big-endian counter blocks. */
static int ctr_be_reference(const char *backend, const char *sbox_name, const wl_data *d,
                            uint8_t *ref)
{
    const gostgen_sbox *sb = find_sbox(sbox_name, NULL);
    if (!sb) return GOSTGEN_ESBOX;
    size_t nblk = (d->len + 7) / 8;
    uint8_t *ctr = xalloc(nblk * 8), *ks = xalloc(nblk * 8);
    uint64_t c = 0;
    for (int i = 0; i < 8; i++) c = (c << 8) | d->ivs[0][i];
    for (size_t j = 0; j < nblk; j++, c++)
        for (int i = 0; i < 8; i++) ctr[8 * j + i] = (uint8_t)(c >> (56 - 8 * i));
    int rc = gostgen_crypt(GOSTGEN_GOST89, GOSTGEN_ECB, 0, sb, d->keys[0], 32, NULL, 0, 0, backend,
                           ctr, ks, nblk * 8);
    for (size_t i = 0; i < d->len; i++) ref[i] = d->in[i] ^ ks[i];
    free(ctr);
    free(ks);
    return rc;
}

static int nchecks, nfail;

static void check_line(const char *wl, size_t n, size_t len, const char *a, const char *b,
                       const char *result, const char *detail)
{
    printf("{\"type\":\"check\",\"workload\":");
    json_str(stdout, wl);
    printf(",\"n\":%zu,\"len\":%zu,\"target\":", n, len);
    json_str(stdout, a);
    printf(",\"against\":");
    json_str(stdout, b);
    printf(",\"result\":\"%s\",\"detail\":", result);
    json_str(stdout, detail);
    printf("}\n");
    fflush(stdout);
    nchecks++;
    if (strcmp(result, "match") != 0 && strcmp(result, "n/a") != 0) nfail++;
}

/* Output of gostgen backend `backend` on d (copied to buf; *len set). */
static int gg_output(const char *backend, int wl, const char *sbox, unsigned flags, wl_data *d,
                     uint8_t *buf, size_t *len, char *why, size_t wn)
{
    bench_op op;
    int rc = gg_make(backend, wl, sbox, flags, &op, why, wn);
    if (rc) return rc;
    memset(d->out, 0, d->n * d->len);
    memset(d->res, 0, sizeof d->res);
    rc = op.run(op.st, d);
    op_free(&op);
    if (rc) {
        snprintf(why, wn, "gostgen call failed: %s", gostgen_strerror(rc));
        return -1;
    }
    const uint8_t *r = wl_result(d, len);
    memcpy(buf, r, *len);
    return 0;
}

static void run_checks(const int *wls, int nwl)
{
    /* Check shapes: a short and a longer, odd-length buffer for stream modes (partial blocks,
     * meshing boundaries), whole blocks for ECB, the fixed shapes for multi/batch workloads. */
    static const size_t stream_lens[] = {63, 5000}, block_lens[] = {64, 4096}, hash_lens[] = {63, 5000};
    for (int wi = 0; wi < nwl; wi++) {
        int wl = wls[wi];
        const size_t *lens = NULL;
        size_t nlens = 1;
        static const size_t fixed[] = {0};
        if (!wl_infos[wl].sweep) lens = fixed;
        else if (wl == WL_ECB || wl == WL_MECB || wl == WL_KECB) lens = block_lens, nlens = 2;
        else if (wl == WL_HASH) lens = hash_lens, nlens = 2;
        else lens = stream_lens, nlens = 2;
        for (size_t li = 0; li < nlens; li++) {
            wl_data *d = wl_new(wl, lens[li], 0x1234567 + 77 * (uint64_t)wl + lens[li]);
            size_t total = d->n * d->len + sizeof d->res;
            uint8_t *ref = xalloc(total), *got = xalloc(total), *first = xalloc(total);
            char why[512], detail[512];
            size_t rlen = 0, glen = 0, flen = 0;
            /* 1. gostgen backends agree with each other (tc26-z, meshing as benchmarked). */
            const char *first_name = NULL;
            unsigned gflags = wl == WL_CNT ? GOSTGEN_FLAG_MESH : 0;
            for (int ti = 0; ti < ntargets; ti++) {
                const target *t = &targets[ti];
                if (t->is_peer || !t->usable) continue;
                int rc = gg_output(t->backend, wl, NULL, gflags, d, got, &glen, why, sizeof why);
                if (rc) {
                    check_line(wl_infos[wl].name, d->n, d->len, t->name, "-", rc > 0 ? "n/a" : "ERROR", why);
                    continue;
                }
                if (!first_name) {
                    first_name = t->name;
                    memcpy(first, got, glen);
                    flen = glen;
                    continue;
                }
                int same = glen == flen && memcmp(got, first, glen) == 0;
                check_line(wl_infos[wl].name, d->n, d->len, t->name, first_name,
                           same ? "match" : "MISMATCH", "gostgen backends on the same input");
            }
            /* 2. each peer against gostgen (every usable backend) on the same input. */
            for (int ti = 0; ti < ntargets; ti++) {
                const target *t = &targets[ti];
                if (!t->is_peer) continue;
                bench_op op;
                int rc = peer_make(t->peer, wl, &op, why, sizeof why);
                if (rc) {
                    check_line(wl_infos[wl].name, d->n, d->len, t->name, "-", rc > 0 ? "n/a" : "ERROR", why);
                    continue;
                }
                memset(d->out, 0, d->n * d->len);
                memset(d->res, 0, sizeof d->res);
                rc = op.run(op.st, d);
                if (rc) {
                    check_line(wl_infos[wl].name, d->n, d->len, t->name, "-", "ERROR", "peer call failed");
                    op_free(&op);
                    continue;
                }
                size_t plen;
                const uint8_t *pr = wl_result(d, &plen);
                uint8_t *peer_out = xalloc(plen);
                memcpy(peer_out, pr, plen);
                for (int bi = 0; bi < ntargets; bi++) {
                    const target *b = &targets[bi];
                    if (b->is_peer || !b->usable) continue;
                    const char *how;
                    if (op.ref_kind == REF_CTR_BE) {
                        rc = ctr_be_reference(b->backend, op.gg_sbox, d, ref);
                        rlen = d->len;
                        how = "peer CTR output == input XOR gostgen ECB(big-endian counter blocks)";
                        if (rc) snprintf(why, sizeof why, "gostgen ECB failed: %s", gostgen_strerror(rc));
                    } else {
                        rc = gg_output(b->backend, wl, op.gg_sbox, op.gg_flags, d, ref, &rlen, why, sizeof why);
                        how = "same workload on gostgen";
                    }
                    if (rc) {
                        check_line(wl_infos[wl].name, d->n, d->len, t->name, b->name, rc > 0 ? "n/a" : "ERROR", why);
                        continue;
                    }
                    int same = rlen == plen && memcmp(ref, peer_out, plen) == 0;
                    if (wl == WL_HASH || wl == WL_HASH_BATCH || wl_is_kuznyechik(wl))
                        snprintf(detail, sizeof detail, "%s", how);
                    else
                        snprintf(detail, sizeof detail, "%s, gostgen S-box %s%s", how,
                                 op.gg_sbox ? op.gg_sbox : "-",
                                 op.gg_flags ? ", CryptoPro meshing" : "");
                    if (!same && wl == WL_CNT && op.ref_kind == REF_SAME) {
                        /* Say whether the difference is only the meshing choice. */
                        size_t alen;
                        if (gg_output(b->backend, wl, op.gg_sbox, op.gg_flags ^ GOSTGEN_FLAG_MESH, d,
                                      ref, &alen, why, sizeof why) == 0 &&
                            alen == plen && memcmp(ref, peer_out, plen) == 0)
                            snprintf(detail + strlen(detail), sizeof detail - strlen(detail),
                                     " [matches with meshing %s]", op.gg_flags ? "off" : "on");
                    }
                    check_line(wl_infos[wl].name, d->n, d->len, t->name, b->name,
                               same ? "match" : "MISMATCH", detail);
                }
                free(peer_out);
                op_free(&op);
            }
            free(ref);
            free(got);
            free(first);
            wl_free(d);
        }
    }
    printf("{\"type\":\"check_summary\",\"checks\":%d,\"failed\":%d}\n", nchecks, nfail);
    fflush(stdout);
}

/* ---------------------------------------------------------------- --bench */
static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct meas {
    double ns_per_op, ticks_per_op, cpu_ns_per_op, min_ns, max_ns;
    uint64_t iters;
    int repeats;
    int failed;
    double ns[64], tk[64], cpu[64];
} meas;

static uint64_t cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Warm-up, then the iteration count that makes one repeat last >= min_ns. */
static int calibrate(bench_op *op, wl_data *d, double min_ns, uint64_t *out)
{
    if (op->run(op->st, d)) return -1;
    uint64_t iters = 1;
    for (;;) {
        uint64_t t0 = now_ns();
        for (uint64_t i = 0; i < iters; i++)
            if (op->run(op->st, d)) return -1;
        double t = (double)(now_ns() - t0);
        if (t >= min_ns) break;
        double want = t > 0 ? (double)iters * min_ns * 1.15 / t : (double)iters * 16;
        uint64_t next = (uint64_t)want + 1;
        if (next > iters * 64) next = iters * 64;
        if (next <= iters) next = iters * 2;
        iters = next;
    }
    *out = iters;
    return 0;
}

static int timed_repeat(bench_op *op, wl_data *d, meas *m)
{
    uint64_t q0 = cpu_ns(), t0 = now_ns(), c0 = ticks();
    for (uint64_t i = 0; i < m->iters; i++)
        if (op->run(op->st, d)) return -1;
    uint64_t c1 = ticks(), t1 = now_ns(), q1 = cpu_ns();
    m->ns[m->repeats] = (double)(t1 - t0) / (double)m->iters;
    m->tk[m->repeats] = (double)(c1 - c0) / (double)m->iters;
    m->cpu[m->repeats] = (double)(q1 - q0) / (double)m->iters;
    m->repeats++;
    return 0;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof v[0], cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void finish(meas *m)
{
    int n = m->repeats;
    m->ns_per_op = median(m->ns, n);
    m->ticks_per_op = median(m->tk, n);
    m->cpu_ns_per_op = median(m->cpu, n);
    m->min_ns = m->ns[0];
    m->max_ns = m->ns[n - 1];
}

static void skip_line(const char *wl, const char *target, const char *reason)
{
    printf("{\"type\":\"skip\",\"workload\":");
    json_str(stdout, wl);
    printf(",\"target\":");
    json_str(stdout, target);
    printf(",\"reason\":");
    json_str(stdout, reason);
    printf("}\n");
    fflush(stdout);
}

static void run_bench(const int *wls, int nwl, const size_t *sizes, int nsizes, const int *tsel,
                      int repeats, double min_ms)
{
    /* Plan: how many measurements, for the progress display. */
    int total = 0;
    for (int wi = 0; wi < nwl; wi++)
        for (int ti = 0; ti < ntargets; ti++)
            if (tsel[ti] && targets[ti].usable) total += wl_infos[wls[wi]].sweep ? nsizes : 1;
    printf("{\"type\":\"plan\",\"measurements_max\":%d,\"repeats\":%d,\"min_ms\":%.1f}\n", total,
           repeats, min_ms);
    fflush(stdout);
    for (int ti = 0; ti < ntargets; ti++)
        if (tsel[ti] && !targets[ti].usable) skip_line("*", targets[ti].name, targets[ti].reason);

    for (int wi = 0; wi < nwl; wi++) {
        int wl = wls[wi];
        int ns = wl_infos[wl].sweep ? nsizes : 1;
        bench_op ops[MAX_TARGETS];
        int have[MAX_TARGETS] = {0};
        for (int ti = 0; ti < ntargets; ti++) {
            if (!tsel[ti] || !targets[ti].usable) continue;
            char why[512];
            int rc = make_op(&targets[ti], wl, &ops[ti], why, sizeof why);
            if (rc) {
                skip_line(wl_infos[wl].name, targets[ti].name, why);
                printf("{\"type\":\"progress_skip\",\"count\":%d}\n", ns);
                continue;
            }
            have[ti] = 1;
        }
        for (int si = 0; si < ns; si++) {
            wl_data *d = wl_new(wl, wl_infos[wl].sweep ? sizes[si] : 0, 0xabcdef + (uint64_t)si);
            /* Repeats are interleaved across the targets (repeat r of every target, then r+1),
             * so that a burst of load from other processes hits all of them alike. */
            static meas ms[MAX_TARGETS];
            for (int ti = 0; ti < ntargets; ti++) {
                if (!have[ti]) continue;
                memset(&ms[ti], 0, sizeof ms[ti]);
                ms[ti].failed = calibrate(&ops[ti], d, min_ms * 1e6, &ms[ti].iters) != 0;
            }
            for (int r = 0; r < repeats; r++)
                for (int ti = 0; ti < ntargets; ti++)
                    if (have[ti] && !ms[ti].failed && timed_repeat(&ops[ti], d, &ms[ti]))
                        ms[ti].failed = 1;
            for (int ti = 0; ti < ntargets; ti++) {
                if (!have[ti]) continue;
                meas *m = &ms[ti];
                printf("{\"type\":\"result\",\"workload\":");
                json_str(stdout, wl_infos[wl].name);
                printf(",\"n\":%zu,\"len\":%zu,\"bytes\":%zu,\"target\":", d->n, d->len, wl_bytes(d));
                json_str(stdout, ops[ti].target);
                printf(",\"kind\":\"%s\",\"same_mode\":%d,\"note\":",
                       targets[ti].is_peer ? "peer" : "gostgen",
                       !targets[ti].is_peer || ops[ti].ref_kind == REF_SAME);
                json_str(stdout, ops[ti].note);
                if (m->failed) {
                    printf(",\"status\":\"error\",\"reason\":\"operation failed\"}\n");
                } else {
                    finish(m);
                    double bytes = (double)wl_bytes(d);
                    double mbps = bytes * 1e3 / m->ns_per_op; /* 10^6 bytes per second */
                    double cpb = HAVE_RDTSC ? m->ticks_per_op / bytes
                                            : m->ns_per_op * cpu_mhz * 1e-3 / bytes;
                    printf(",\"status\":\"ok\",\"mbps\":%.3f,\"cpb\":%.3f,\"ns_per_op\":%.1f,"
                           "\"cpu_ns_per_op\":%.1f,\"min_ns\":%.1f,\"max_ns\":%.1f,"
                           "\"iters\":%llu,\"repeats\":%d}\n",
                           mbps, cpb, m->ns_per_op, m->cpu_ns_per_op, m->min_ns, m->max_ns,
                           (unsigned long long)m->iters, m->repeats);
                }
                fflush(stdout);
            }
            wl_free(d);
        }
        for (int ti = 0; ti < ntargets; ti++)
            if (have[ti]) op_free(&ops[ti]);
    }
    printf("{\"type\":\"done\"}\n");
    fflush(stdout);
}

/* ---------------------------------------------------------------- main */
static int parse_workloads(const char *s, int *wls)
{
    int n = 0;
    if (!s || strcmp(s, "all") == 0) {
        for (int w = 0; w < WL_COUNT; w++) wls[n++] = w;
        return n;
    }
    char *dup = strdup(s), *save = NULL;
    for (char *tok = strtok_r(dup, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int found = -1;
        for (int w = 0; w < WL_COUNT; w++)
            if (strcmp(tok, wl_infos[w].name) == 0) found = w;
        if (found < 0) die("unknown workload \"%s\" (see --list)", tok);
        wls[n++] = found;
    }
    free(dup);
    return n;
}

static size_t parse_size(const char *tok)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(tok, &end, 10);
    if (errno || end == tok) die("bad size \"%s\"", tok);
    if (*end == 'K' || *end == 'k') v <<= 10, end++;
    else if (*end == 'M' || *end == 'm') v <<= 20, end++;
    if (*end || v == 0 || v > (64ull << 20)) die("bad size \"%s\" (1 .. 64M)", tok);
    return (size_t)v;
}

int main(int argc, char **argv)
{
    enum { M_NONE, M_LIST, M_CHECK, M_BENCH } mode = M_NONE;
    const char *wl_arg = NULL, *size_arg = "64,256,1K,4K,16K,64K,256K,1M,4M,16M", *tgt_arg = "all";
    int repeats = 5;
    double min_ms = 50;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
#define ARGVAL() (i + 1 < argc ? argv[++i] : (die("%s needs a value", a), ""))
        if (strcmp(a, "--list") == 0) mode = M_LIST;
        else if (strcmp(a, "--check") == 0) mode = M_CHECK;
        else if (strcmp(a, "--bench") == 0) mode = M_BENCH;
        else if (strcmp(a, "--workloads") == 0) wl_arg = ARGVAL();
        else if (strcmp(a, "--sizes") == 0) size_arg = ARGVAL();
        else if (strcmp(a, "--targets") == 0) tgt_arg = ARGVAL();
        else if (strcmp(a, "--repeats") == 0) {
            repeats = atoi(ARGVAL());
            if (repeats < 1 || repeats > 64) die("--repeats must be 1..64");
        } else if (strcmp(a, "--min-ms") == 0) {
            min_ms = atof(ARGVAL());
            if (!(min_ms > 0 && min_ms <= 10000)) die("--min-ms must be in (0, 10000]");
        } else if (strcmp(a, "--threads") == 0) {
            /* gostgen's opt-in threads (peers stay single-threaded) */
            const char *v = ARGVAL();
            if (gostgen_set_threads((unsigned)atoi(v)) != GOSTGEN_OK) die("--threads must be 0..256");
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fprintf(stderr, "usage: gg_bench --list | --check | --bench [--workloads a,b] "
                            "[--sizes 64,4K,1M] [--targets all|gostgen|peers|NAME,..] "
                            "[--repeats N] [--min-ms M]\n");
            return 0;
        } else {
            die("unknown argument \"%s\" (try --help)", a);
        }
    }
    if (mode == M_NONE) die("say --list, --check or --bench (try --help)");

    int wls[WL_COUNT * 4];
    int nwl = parse_workloads(wl_arg, wls);
    size_t sizes[64];
    int nsizes = 0;
    {
        char *dup = strdup(size_arg), *save = NULL;
        for (char *tok = strtok_r(dup, ",", &save); tok && nsizes < 64; tok = strtok_r(NULL, ",", &save))
            sizes[nsizes++] = parse_size(tok);
        free(dup);
        if (!nsizes) die("no sizes given");
    }

    read_cpuinfo();
    calibrate_tsc();
    collect_targets();

    int tsel[MAX_TARGETS] = {0};
    {
        char *dup = strdup(tgt_arg), *save = NULL;
        for (char *tok = strtok_r(dup, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
            int any = 0;
            for (int t = 0; t < ntargets; t++) {
                int hit = strcmp(tok, "all") == 0 ||
                          (strcmp(tok, "gostgen") == 0 && !targets[t].is_peer) ||
                          (strcmp(tok, "peers") == 0 && targets[t].is_peer) ||
                          strcmp(tok, targets[t].name) == 0 ||
                          (!targets[t].is_peer && strcmp(tok, targets[t].backend) == 0);
                if (hit) tsel[t] = 1, any = 1;
            }
            if (!any) die("unknown target \"%s\" (see --list)", tok);
        }
        free(dup);
    }

    print_info();
    if (mode == M_CHECK) {
        run_checks(wls, nwl);
        return nfail ? 1 : 0;
    }
    if (mode == M_BENCH) run_bench(wls, nwl, sizes, nsizes, tsel, repeats, min_ms);
    return 0;
}
