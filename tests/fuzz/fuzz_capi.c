/* fuzz_capi.c: libFuzzer target for the public C API (runtime/include/gostgen.h).
 *
 * The input is read as a stream of choices: which call (cipher, MAC, hash, multi-stream,
 * sectors, S-box registry, small helpers), and for it the cipher (gost89, magma, kuznyechik),
 * mode, direction, meshing flag, S-box set (compiled-in, NULL = default, or a run-time set from
 * input bytes, invalid values included),
 * key and IV (lengths and contents, NULL pointers), data length and the split points of a
 * streaming run, the backend name (NULL, every available one, unknown ones), MAC and hash bits,
 * and a thread count. Every call must return GOSTGEN_OK or a documented negative status, and
 * exactly OK when the arguments are valid by the header's rules. Oracles beyond "no crash":
 *   - streaming with random split points == the one-shot call; in place == out of place;
 *   - decrypt(encrypt(x)) == x;
 *   - every available backend agrees with `portable` byte for byte;
 *   - hash streaming == one-shot; a hash_copy taken mid-stream finishes to the same digest;
 *   - multi-stream, multi-MAC and hash-batch calls == the per-stream calls; sector mode == one
 *     call per sector with its plain64 IV;
 *   - MGM: streaming == one-shot; multi-message == one-shot per message; a forged tag fails
 *     with the output untouched (in the multi call: exactly the forged messages);
 *   - a MAC of b bits is the prefix of the 64-bit MAC; a finished context answers ESTATE;
 *     gostgen_mac_new_ex (meshing, no flag, an unknown one) in chunks == one update on portable,
 *     restarted and copied midway (the original freed) == the first MAC;
 *     multi-message (gostgen_mac_multi, gostgen_mac_multi_ex meshing) == a context per message;
 *   - HMAC: streaming == one-shot, a copy mid-stream == one-shot, reset and again == one-shot,
 *     batch (one key or one each)
 *     == per-message calls, every backend == portable; KDF_TREE's first block == the HMAC of
 *     its input block, KDF_256 == KDF_TREE with R = 1 and 32 bytes, a shorter KDF_TREE or PBKDF2
 *     output is not a prefix of a longer one ([L] is in KDF_TREE's input) / is (PBKDF2), PBKDF2
 *     with one iteration == the HMAC of salt || INT(1); TLSTREE and PBKDF2 == portable.
 * Data bytes come from a PRNG seeded by the input: the lengths and choices matter to the code
 * paths, the byte values do not, and this keeps inputs short. Any failure aborts with a line
 * saying which oracle (libFuzzer then writes the reproducer). */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gostgen.h"

#define MAX_REG 512          /* the longest magma register (IV) the header allows */
#define MAX_BACKENDS 16
#define MAX_STREAMS 40
#define MAX_MAC_LEN (16 * 1024) /* whole 4 KiB pieces of a MAC'd message, its tail apart */
#define MAX_MULTI_MAC_BYTES (64 * 1024) /* message bytes of one gostgen_mac_multi call */
#define MAX_KDF_BYTES (512 * 1024) /* KDF_TREE's output blocks x its input bytes */

static void finding(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "fuzz_capi: FINDING: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    abort();
}

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond))                                                                               \
            finding(__VA_ARGS__);                                                                  \
    } while (0)

/* A documented status: OK or one of the negative gostgen_status values. */
static void check_status(int rc, const char *call)
{
    CHECK(rc == GOSTGEN_OK || (rc <= GOSTGEN_EINVAL && rc >= GOSTGEN_EAUTH),
          "%s returned %d, not a gostgen_status", call, rc);
    CHECK(gostgen_strerror(rc) != NULL, "strerror(%d) is NULL", rc);
}

static void expect(int rc, int valid, const char *call)
{
    check_status(rc, call);
    if (valid)
        CHECK(rc == GOSTGEN_OK, "%s failed (%d: %s) on valid arguments", call, rc,
              gostgen_strerror(rc));
    else
        CHECK(rc != GOSTGEN_OK, "%s accepted invalid arguments", call);
}

/* ---- input reader ---- */
typedef struct src {
    const uint8_t *p;
    size_t n;
} src;

static uint8_t u8(src *s)
{
    if (s->n == 0)
        return 0;
    s->n--;
    return *s->p++;
}

static uint16_t u16(src *s)
{
    return (uint16_t)(u8(s) | u8(s) << 8);
}

static uint32_t u32(src *s)
{
    return (uint32_t)u16(s) | (uint32_t)u16(s) << 16;
}

/* Copies n bytes (zeros once the input runs out). */
static void take(src *s, uint8_t *out, size_t n)
{
    size_t k = n < s->n ? n : s->n;
    memcpy(out, s->p, k);
    memset(out + k, 0, n - k);
    s->p += k;
    s->n -= k;
}

static uint64_t rng_state;
static uint64_t rng(void)
{
    /* xorshift64*: data bytes only, not security */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1DULL;
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(rng() >> 56);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL)
        abort();
    return p;
}

/* A multi-message MAC call's n messages of len bytes: random keys and data, message 0's data the
 * one-shot's, room for n MACs of up to 16 bytes; batch_free frees it. */
typedef struct msg_batch {
    uint8_t *keys, *msgs, *macs;
    const uint8_t **kp, **dp;
} msg_batch;

static void batch_make(msg_batch *b, size_t n, size_t len, const uint8_t *data)
{
    b->keys = xmalloc(32 * n);
    b->msgs = xmalloc(len * n + 1);
    b->macs = xmalloc(16 * n);
    b->kp = xmalloc(sizeof(void *) * n);
    b->dp = xmalloc(sizeof(void *) * n);
    fill(b->keys, 32 * n);
    fill(b->msgs, len * n);
    memcpy(b->msgs, data, len);
    for (size_t i = 0; i < n; i++) {
        b->kp[i] = b->keys + 32 * i;
        b->dp[i] = b->msgs + len * i;
    }
}

static void batch_free(msg_batch *b)
{
    free(b->keys);
    free(b->msgs);
    free(b->macs);
    free(b->kp);
    free(b->dp);
}

/* ---- backends ---- */
static const char *avail[MAX_BACKENDS]; /* available backends, by name */
static size_t navail;
static const char *portable;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    size_t n = gostgen_backend_count();
    for (size_t i = 0; i < n && navail < MAX_BACKENDS; i++) {
        gostgen_backend_info b;
        CHECK(gostgen_backend_get(i, &b) == GOSTGEN_OK, "backend_get(%zu) failed", i);
        CHECK(b.name && b.description && b.reason, "backend %zu: NULL strings", i);
        if (b.available)
            avail[navail++] = b.name;
        if (b.available && strcmp(b.name, "portable") == 0)
            portable = b.name;
    }
    CHECK(portable != NULL, "no portable backend");
    gostgen_backend_info b;
    CHECK(gostgen_backend_get(n, &b) == GOSTGEN_EINVAL, "backend_get(count) accepted");
    return 0;
}

/* A backend argument and whether it is valid. */
static const char *pick_backend(src *s, int *valid)
{
    static const char *const bad[] = {"", "nope", "PORTABLE ", "cuda", "msa", "portable\n"};
    uint8_t b = u8(s);
    *valid = 1;
    if (b < 64)
        return NULL;
    if (b < 240)
        return avail[b % navail];
    const char *name = bad[b % (sizeof bad / sizeof *bad)];
    *valid = gostgen_backend_check(name) == GOSTGEN_OK;
    return name;
}

/* An S-box argument; *made is a run-time set to free afterwards. Invalid run-time tables must be
 * refused by gostgen_sbox_new (then the default set, NULL, is used). */
static const gostgen_sbox *pick_sbox(src *s, gostgen_sbox **made)
{
    uint8_t b = u8(s);
    *made = NULL;
    if (b < 96)
        return NULL;
    if (b < 192)
        return gostgen_sbox_at(b % gostgen_sbox_count());
    uint8_t rows[8][16];
    take(s, &rows[0][0], sizeof rows);
    int bad = b >= 248; /* keep values >= 16 only sometimes: otherwise mask to nibbles */
    int any_bad = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++) {
            if (!bad)
                rows[i][j] &= 15;
            any_bad |= rows[i][j] > 15;
        }
    char name[80];
    size_t nlen = u8(s) % 72;
    memset(name, 'x', nlen);
    name[nlen] = '\0';
    const char *nm = (b & 1) ? NULL : name;
    int rc = gostgen_sbox_new((const uint8_t(*)[16])rows, nm, made);
    check_status(rc, "sbox_new");
    int valid = !any_bad && (nm == NULL || strlen(nm) < 64);
    expect(rc, valid, "sbox_new");
    if (rc != GOSTGEN_OK) {
        CHECK(*made == NULL, "sbox_new failed but set *out");
        return NULL;
    }
    uint8_t back[8][16];
    gostgen_sbox_rows(*made, back);
    CHECK(memcmp(back, rows, sizeof rows) == 0, "sbox_rows != the rows given to sbox_new");
    CHECK(strcmp(gostgen_sbox_name(*made), nm ? nm : "custom") == 0, "sbox name not kept");
    return *made;
}

static int pick_cipher(src *s)
{
    static const int bad[] = {-1, 3, 4, INT_MAX, INT_MIN};
    uint8_t b = u8(s);
    return b < 240 ? b % 3 : bad[b % 5];
}

/* The cipher's block size; 8 for an invalid cipher (its calls are refused anyway). */
static size_t block_of(int cipher)
{
    size_t b = gostgen_block_size(cipher);
    return b ? b : 8;
}

/* kuznyechik has no S-box set: it takes NULL only. */
static int sbox_ok(int cipher, const gostgen_sbox *sbox)
{
    return cipher != GOSTGEN_KUZNYECHIK || sbox == NULL;
}

/* pick_sbox, but kuznyechik gets NULL (its only valid argument) most of the time. */
static const gostgen_sbox *pick_sbox_for(src *s, int cipher, gostgen_sbox **made)
{
    if (cipher == GOSTGEN_KUZNYECHIK && u8(s) < 224) {
        *made = NULL;
        return NULL;
    }
    return pick_sbox(s, made);
}

static int pick_mode(src *s)
{
    static const int bad[] = {-1, 7, 8, 255, INT_MIN};
    uint8_t b = u8(s);
    return b < 248 ? b % 7 : bad[b % 5];
}

static unsigned pick_flags(src *s)
{
    uint8_t b = u8(s);
    if (b < 248)
        return b & 1 ? GOSTGEN_FLAG_MESH : 0;
    return b == 255 ? 0xFFFFFFFFu : 1u << (b & 7);
}

/* Data length: mostly short, sometimes across meshing points, rarely past the threading limit. */
static size_t pick_len(src *s)
{
    uint8_t b = u8(s);
    if (b < 160)
        return u8(s) % 80;
    if (b < 250)
        return u16(s) % 4200;
    return 128 * 1024 + u16(s) % 70000;
}

/* A key argument: pointer and length, usually 32 bytes. */
static const uint8_t *pick_key(src *s, uint8_t *buf, size_t *len)
{
    uint8_t b = u8(s);
    take(s, buf, 64);
    *len = 32;
    if (b >= 250)
        return NULL;
    if (b >= 240)
        *len = u8(s) % 65;
    return buf;
}

/* An IV for cipher/mode: usually an allowed length (buf holds MAX_REG + 16 bytes). */
static const uint8_t *pick_iv(src *s, int cipher, int mode, uint8_t *buf, size_t *len)
{
    size_t lo = 0, hi = 0, step = 0;
    uint8_t b = u8(s);
    int known = gostgen_iv_length(cipher, mode, &lo, &hi, &step) == GOSTGEN_OK;
    if (known && b < 240)
        *len = step ? lo + step * (u8(s) % ((hi - lo) / step + 1)) : 0;
    else
        *len = u16(s) % (MAX_REG + 17);
    fill(buf, MAX_REG + 16);
    take(s, buf, *len < 8 ? *len : 8);
    return (b >= 250 && *len > 0) ? NULL : buf;
}

static int iv_ok(int cipher, int mode, size_t len)
{
    size_t lo, hi, step;
    if (gostgen_iv_length(cipher, mode, &lo, &hi, &step) != GOSTGEN_OK)
        return 0;
    return len >= lo && len <= hi && (step == 0 || (len - lo) % step == 0);
}

static int mode_ok(int cipher, int mode, unsigned flags)
{
    if (gostgen_iv_length(cipher, mode, NULL, NULL, NULL) != GOSTGEN_OK)
        return 0;
    if (flags & ~(unsigned)GOSTGEN_FLAG_MESH)
        return 0;
    if ((flags & GOSTGEN_FLAG_MESH) &&
        !(cipher == GOSTGEN_GOST89 && (mode == GOSTGEN_CNT || mode == GOSTGEN_CFB)))
        return 0;
    return 1;
}

static int whole_blocks(int mode)
{
    return mode == GOSTGEN_ECB || mode == GOSTGEN_CBC;
}

/* Split points for a streaming run of len bytes (whole blocks of bs bytes where the mode needs
 * them). */
static size_t next_chunk(src *s, size_t left, int mode, size_t bs)
{
    size_t c;
    uint8_t b = u8(s);
    if (b < 64)
        c = left;
    else if (b < 200)
        c = b % 24;
    else
        c = (size_t)u16(s) % (left + 1);
    if (c > left)
        c = left;
    if (whole_blocks(mode))
        c -= c % bs;
    return c;
}

static void set_threads(unsigned n)
{
    CHECK(gostgen_set_threads(n) == GOSTGEN_OK, "set_threads(%u) failed", n);
    CHECK(gostgen_threads() == n, "threads() != %u", n);
}

/* ---- block ciphers ---- */

/* The section argument of the _ex calls: mostly 0 (the default) or whole blocks, at times any
 * size (most then refused). */
static size_t pick_section(src *s, size_t bs)
{
    uint8_t b = u8(s);
    if (b < 96)
        return 0;
    if (b < 230)
        return bs * (1 + u8(s) % 40);
    return b < 250 ? u8(s) : u16(s);
}

/* Work per call: CTR-ACPKM and OMAC-ACPKM re-key once per section, and every sector is a stream
 * of its own (its key schedule, and on the bitsliced backend a whole group of blocks however short
 * the sector or section), so a 16-byte section or sector over the longest fuzzed message (~196 KiB)
 * is ~12,000 of them: seconds per call under the sanitizers. Past max_units units of `unit` bytes,
 * a length keeps max_units whole units and its tail (len % unit): the small units, the lengths at
 * and around their boundaries and the oracles stay; only the count of units is bounded. */
#define MAX_SECTIONS 64        /* sections of one stream */
#define MAX_CALL_SECTIONS 256  /* sections (or sectors) of all the streams of one call */

static size_t cap_units(size_t len, size_t unit, size_t max_units)
{
    if (unit == 0 || max_units == 0 || len / unit <= max_units)
        return len;
    return max_units * unit + len % unit;
}

/* 0 is every mode's default; any other section only CTR-ACPKM's, in whole blocks. */
static int section_ok(int mode, size_t section, size_t bs)
{
    return section == 0 || (mode == GOSTGEN_CTR_ACPKM && section % bs == 0);
}

/* Nothing written by a refused call: out still holds the fill byte. */
static void check_untouched(const uint8_t *out, size_t len, const char *call)
{
    for (size_t i = 0; i < len; i++)
        CHECK(out[i] == 0xa5, "%s failed but wrote byte %zu of its output", call, i);
}

static void fuzz_crypt(src *s)
{
    gostgen_sbox *made;
    int be_valid;
    uint8_t keybuf[64], ivbuf[MAX_REG + 16];
    size_t key_len, iv_len;
    int cipher = pick_cipher(s), mode = pick_mode(s);
    int decrypt = u8(s) & 1;
    unsigned flags = pick_flags(s);
    const gostgen_sbox *sbox = pick_sbox_for(s, cipher, &made);
    const char *backend = pick_backend(s, &be_valid);
    const uint8_t *key = pick_key(s, keybuf, &key_len);
    size_t bs = block_of(cipher);
    const uint8_t *iv = pick_iv(s, cipher, mode, ivbuf, &iv_len);
    size_t len = pick_len(s);
    int null_data = u8(s) >= 250;
    uint8_t *in = xmalloc(len), *out = xmalloc(len), *tmp = xmalloc(len);
    fill(in, len);

    int valid = mode_ok(cipher, mode, flags) && key != NULL && key_len == 32 &&
                iv_ok(cipher, mode, iv_len) && (iv_len == 0 || iv != NULL) && be_valid &&
                sbox_ok(cipher, sbox) && (!whole_blocks(mode) || len % bs == 0) &&
                (len == 0 || !null_data);
    int rc = gostgen_crypt(cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags, backend,
                           null_data ? NULL : in, null_data ? NULL : out, len);
    expect(rc, valid, "crypt");

    gostgen_ctx *ctx = (gostgen_ctx *)&rc; /* must be set to NULL on failure */
    int rc2 = gostgen_ctx_new(&ctx, cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags,
                              backend);
    /* The context takes every argument but the data: valid apart from the length rules. */
    int ctx_valid = mode_ok(cipher, mode, flags) && key != NULL && key_len == 32 &&
                    iv_ok(cipher, mode, iv_len) && (iv_len == 0 || iv != NULL) && be_valid &&
                    sbox_ok(cipher, sbox);
    expect(rc2, ctx_valid, "ctx_new");
    if (rc2 != GOSTGEN_OK)
        CHECK(ctx == NULL, "ctx_new failed but left *out set");
    CHECK(gostgen_ctx_new(NULL, cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags,
                          backend) == GOSTGEN_EINVAL, "ctx_new(NULL out) accepted");

    int same_section = 1; /* the one-shot call takes CTR-ACPKM's default section */
    size_t slen = len;    /* the length streamed: bounded with a custom section (not compared) */
    if (rc2 == GOSTGEN_OK) {
        /* CTR-ACPKM's section: anything for the mode; other modes have none */
        if (u8(s) < 64) {
            size_t sec = u8(s) < 200 ? bs * (1 + u8(s) % 40) : u16(s);
            int ok = mode == GOSTGEN_CTR_ACPKM && sec > 0 && sec % bs == 0;
            int r = gostgen_ctx_set_section(ctx, sec);
            CHECK(r == (ok ? GOSTGEN_OK
                           : mode != GOSTGEN_CTR_ACPKM ? GOSTGEN_EMODE : GOSTGEN_EINVAL),
                  "ctx_set_section(%zu) on mode %d: %d", sec, mode, r);
            same_section = !ok;
            if (ok)
                slen = cap_units(len, sec, MAX_SECTIONS);
        }
        /* streaming with random split points; an odd chunk of ECB/CBC must be refused */
        size_t off = 0;
        int guard = 0;
        while (off < slen && guard++ < 10000) {
            size_t c = next_chunk(s, slen - off, mode, bs);
            if (whole_blocks(mode) && (slen - off) % bs != 0 && c == 0) {
                int r = gostgen_ctx_update(ctx, in + off, tmp + off, slen - off);
                CHECK(r == GOSTGEN_ELENGTH, "ctx_update of %zu bytes in a block mode: %d",
                      slen - off, r);
                break;
            }
            int ru = gostgen_ctx_update(ctx, in + off, tmp + off, c);
            CHECK(ru == GOSTGEN_OK, "ctx_update of %zu bytes at %zu of %zu: %d (cipher %d mode %d)",
                  c, off, slen, ru, cipher, mode);
            off += c;
            if (u8(s) < 24) { /* the stream goes on in a copy, the original freed */
                gostgen_ctx *copy = (gostgen_ctx *)&rc;
                CHECK(gostgen_ctx_dup(ctx, &copy) == GOSTGEN_OK && copy != NULL,
                      "ctx_dup failed");
                gostgen_ctx_free(ctx);
                ctx = copy;
            }
            /* the updated IV between pieces: ECB has none; else the IV's length (one block for
             * the counters), a too small buffer refused with nothing written */
            uint8_t reg[MAX_REG + 1];
            size_t rlen = 0, cap = u8(s) < 32 ? u8(s) % 16 : sizeof reg;
            memset(reg, 0xa5, sizeof reg);
            int rg = gostgen_ctx_get_iv(ctx, reg, cap, &rlen);
            if (mode == GOSTGEN_ECB) {
                CHECK(rg == GOSTGEN_EMODE, "ctx_get_iv on ECB: %d", rg);
            } else {
                CHECK(rlen >= bs && rlen <= MAX_REG && rg == (cap < rlen ? GOSTGEN_ELENGTH
                                                                        : GOSTGEN_OK),
                      "ctx_get_iv: %d, %zu bytes, cap %zu (cipher %d mode %d)", rg, rlen, cap,
                      cipher, mode);
                CHECK(reg[rg == GOSTGEN_OK ? rlen : 0] == 0xa5,
                      "ctx_get_iv wrote past its length or into a too small buffer");
            }
        }
        CHECK(gostgen_ctx_update(ctx, NULL, NULL, 0) == GOSTGEN_OK, "empty ctx_update");
        if (mode == GOSTGEN_CTR_ACPKM && off > 0)
            CHECK(gostgen_ctx_set_section(ctx, bs) == GOSTGEN_ESTATE,
                  "ctx_set_section after data accepted");
        if (valid && off == len && same_section) {
            CHECK(memcmp(tmp, out, len) == 0, "streaming != one-shot (cipher %d mode %d len %zu)",
                  cipher, mode, len);
            /* started again on its IV (the key as first scheduled: meshing or ACPKM may have
             * changed it): the same message again in one update */
            memset(tmp, 0, len);
            CHECK(gostgen_ctx_restart(ctx, iv, iv_len) == GOSTGEN_OK &&
                      gostgen_ctx_update(ctx, in, tmp, len) == GOSTGEN_OK &&
                      memcmp(tmp, out, len) == 0,
                  "restarted stream != one-shot (cipher %d mode %d len %zu)", cipher, mode, len);
            CHECK(iv_ok(cipher, mode, iv_len + 1) || /* (never: IV lengths go by 4 or more) */
                      gostgen_ctx_restart(ctx, ivbuf, iv_len + 1) == GOSTGEN_EIVLEN,
                  "ctx_restart with a bad IV length accepted");
        }
        uint8_t blk[16];
        CHECK(gostgen_ctx_update(ctx, NULL, blk, bs) == GOSTGEN_EINVAL,
              "ctx_update(NULL in) accepted");
        CHECK(gostgen_ctx_update(ctx, blk, NULL, bs) == GOSTGEN_EINVAL,
              "ctx_update(NULL out) accepted");
        gostgen_ctx_free(ctx);
    }
    CHECK(gostgen_ctx_update(NULL, in, tmp, len) == GOSTGEN_EINVAL, "ctx_update(NULL ctx)");
    gostgen_ctx_free(NULL);

    if (valid && !null_data) {
        /* in place */
        memcpy(tmp, in, len);
        CHECK(gostgen_crypt(cipher, mode, decrypt, sbox, key, 32, iv, iv_len, flags, backend, tmp,
                            tmp, len) == GOSTGEN_OK && memcmp(tmp, out, len) == 0,
              "in place != out of place (cipher %d mode %d len %zu)", cipher, mode, len);
        /* the inverse direction */
        CHECK(gostgen_crypt(cipher, mode, !decrypt, sbox, key, 32, iv, iv_len, flags, backend,
                            out, tmp, len) == GOSTGEN_OK && memcmp(tmp, in, len) == 0,
              "the other direction does not invert (cipher %d mode %d len %zu)", cipher, mode,
              len);
        /* every backend == portable (the reference here) */
        uint8_t *ref = xmalloc(len);
        CHECK(gostgen_crypt(cipher, mode, decrypt, sbox, key, 32, iv, iv_len, flags, portable, in,
                            ref, len) == GOSTGEN_OK, "portable crypt failed");
        for (size_t b = 0; b < navail; b++) {
            CHECK(gostgen_crypt(cipher, mode, decrypt, sbox, key, 32, iv, iv_len, flags, avail[b],
                                in, tmp, len) == GOSTGEN_OK && memcmp(tmp, ref, len) == 0,
                  "backend %s != portable (cipher %d mode %d decrypt %d flags %u len %zu)",
                  avail[b], cipher, mode, decrypt, flags, len);
        }
        free(ref);
    }

    /* gostgen_crypt_ex: section 0 == gostgen_crypt; a custom one == a context with that
     * section; a refused section writes nothing. */
    size_t sec = pick_section(s, bs);
    int valid_ex = valid && section_ok(mode, sec, bs);
    size_t xlen = valid_ex ? cap_units(len, sec, MAX_SECTIONS) : len; /* == len for section 0 */
    memset(tmp, 0xa5, len);
    int rc3 = gostgen_crypt_ex(cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags,
                               backend, null_data ? NULL : in, null_data ? NULL : tmp, xlen, sec);
    expect(rc3, valid_ex, "crypt_ex");
    if (rc3 != GOSTGEN_OK && !null_data)
        check_untouched(tmp, len, "crypt_ex");
    if (valid && !valid_ex)
        CHECK(rc3 == (mode != GOSTGEN_CTR_ACPKM ? GOSTGEN_EMODE : GOSTGEN_EINVAL),
              "crypt_ex(section %zu) on mode %d: %d", sec, mode, rc3);
    if (rc3 == GOSTGEN_OK && sec == 0)
        CHECK(memcmp(tmp, out, len) == 0, "crypt_ex(section 0) != crypt (cipher %d mode %d)",
              cipher, mode);
    if (rc3 == GOSTGEN_OK && sec != 0) {
        uint8_t *ref = xmalloc(len);
        gostgen_ctx *c = NULL;
        CHECK(gostgen_ctx_new(&c, cipher, mode, decrypt, sbox, key, 32, iv, iv_len, flags,
                              backend) == GOSTGEN_OK &&
                  gostgen_ctx_set_section(c, sec) == GOSTGEN_OK &&
                  gostgen_ctx_update(c, in, ref, xlen) == GOSTGEN_OK,
              "a context with section %zu failed", sec);
        gostgen_ctx_free(c);
        CHECK(memcmp(tmp, ref, xlen) == 0, "crypt_ex(section %zu) != a context with it (cipher %d "
              "len %zu, backend %s)", sec, cipher, xlen, backend ? backend : "default");
        free(ref);
    }
    gostgen_sbox_free(made);
    free(in);
    free(out);
    free(tmp);
}

/* n streams at once == n single calls. */
static void fuzz_crypt_multi(src *s)
{
    gostgen_sbox *made;
    int be_valid;
    uint8_t ivbuf[MAX_REG + 16];
    size_t iv_len;
    int cipher = pick_cipher(s), mode = pick_mode(s);
    int decrypt = u8(s) & 1;
    unsigned flags = pick_flags(s);
    const gostgen_sbox *sbox = pick_sbox_for(s, cipher, &made);
    const char *backend = pick_backend(s, &be_valid);
    (void)pick_iv(s, cipher, mode, ivbuf, &iv_len);
    size_t n = u8(s) % (MAX_STREAMS + 1);
    size_t len = u8(s) < 230 ? u8(s) % 100 : u16(s) % 4200;
    uint8_t nulls = u8(s); /* which pointer, if any, is NULL */
    unsigned threads = u8(s) >= 224 ? 2 + u8(s) % 3 : 1;
    size_t sec = pick_section(s, block_of(cipher));
    int plain = sec == 0 && (u8(s) & 1); /* the call without a section argument */
    /* at least 2 sections and a tail per stream, MAX_CALL_SECTIONS or so in all */
    size_t per_stream = n > 0 ? MAX_CALL_SECTIONS / n : MAX_SECTIONS;
    if (per_stream < 2)
        per_stream = 2;
    if (per_stream > MAX_SECTIONS)
        per_stream = MAX_SECTIONS;
    len = cap_units(len, sec, per_stream);

    uint8_t *keys = xmalloc(32 * n), *ivs = xmalloc(iv_len * n + 1);
    uint8_t *in = xmalloc(len * n + 1), *out = xmalloc(len * n + 1), *tmp = xmalloc(len + 1);
    const uint8_t **kp = xmalloc(sizeof(void *) * (n + 1)), **ip = xmalloc(sizeof(void *) * (n + 1));
    const uint8_t **inp = xmalloc(sizeof(void *) * (n + 1));
    uint8_t **outp = xmalloc(sizeof(void *) * (n + 1));
    fill(keys, 32 * n);
    fill(ivs, iv_len * n);
    fill(in, len * n);
    for (size_t i = 0; i < n; i++) {
        kp[i] = keys + 32 * i;
        ip[i] = ivs + iv_len * i;
        inp[i] = in + len * i;
        outp[i] = out + len * i;
    }
    int null_ok = 1;
    if (nulls >= 240 && n > 0) {
        size_t i = nulls % n;
        switch (nulls % 4) {
        case 0: kp[i] = NULL; null_ok = 0; break;
        case 1: ip[i] = NULL; null_ok = iv_len == 0; break;
        case 2: inp[i] = NULL; null_ok = len == 0; break;
        default: outp[i] = NULL; null_ok = len == 0; break;
        }
    }
    int valid = mode_ok(cipher, mode, flags) && iv_ok(cipher, mode, iv_len) && be_valid &&
                sbox_ok(cipher, sbox) && (!whole_blocks(mode) || len % block_of(cipher) == 0) &&
                (n == 0 || null_ok) && section_ok(mode, sec, block_of(cipher));
    memset(out, 0xa5, len * n);
    if (threads > 1)
        set_threads(threads);
    int rc = plain ? gostgen_crypt_multi(cipher, mode, decrypt, sbox, n, kp, ip, iv_len, flags,
                                         backend, inp, outp, len)
                   : gostgen_crypt_multi_ex(cipher, mode, decrypt, sbox, n, kp, ip, iv_len, flags,
                                            backend, inp, outp, len, sec);
    if (threads > 1)
        set_threads(1);
    expect(rc, valid, "crypt_multi");
    if (rc != GOSTGEN_OK)
        check_untouched(out, len * n, "crypt_multi");
    if (rc == GOSTGEN_OK)
        for (size_t i = 0; i < n; i++) {
            CHECK(gostgen_crypt_ex(cipher, mode, decrypt, sbox, kp[i], 32, ip[i], iv_len, flags,
                                   backend, inp[i], tmp, len, sec) == GOSTGEN_OK,
                  "crypt of stream %zu failed", i);
            CHECK(len == 0 || memcmp(tmp, outp[i], len) == 0,
                  "crypt_multi stream %zu/%zu != crypt (cipher %d mode %d flags %u len %zu, "
                  "section %zu, backend %s, %u threads)", i, n, cipher, mode, flags, len, sec,
                  backend ? backend : "default", threads);
        }
    gostgen_sbox_free(made);
    free(keys);
    free(ivs);
    free(in);
    free(out);
    free(tmp);
    free(kp);
    free(ip);
    free(inp);
    free(outp);
}

/* Sector mode == one crypt call per sector with its plain64 IV. */
static void fuzz_sectors(src *s)
{
    gostgen_sbox *made;
    int be_valid;
    uint8_t keybuf[64], ivbuf[MAX_REG + 16], iv[MAX_REG];
    size_t key_len, iv_len;
    int cipher = pick_cipher(s), mode = pick_mode(s);
    int decrypt = u8(s) & 1;
    unsigned flags = pick_flags(s);
    const gostgen_sbox *sbox = pick_sbox_for(s, cipher, &made);
    const char *backend = pick_backend(s, &be_valid);
    const uint8_t *key = pick_key(s, keybuf, &key_len);
    (void)pick_iv(s, cipher, mode, ivbuf, &iv_len);
    size_t bs = block_of(cipher);
    uint8_t b = u8(s);
    size_t sector = b < 200 ? bs * (1 + b % 40) : b < 250 ? 512 : u8(s) % 100;
    uint8_t f = u8(s);
    uint64_t first = f < 128 ? f : f < 250 ? u32(s) : UINT64_MAX - u8(s) % 4;
    if (f >= 240 && f < 250)
        first = (uint64_t)1 << (8 * (f % 8)); /* at the edge of short IVs */
    /* (sector may be 0 here: a refused call, and no division by it) */
    size_t len = u8(s) < 200 ? sector * (u8(s) % 9) +
                                   (u8(s) < 128 || sector == 0 ? 0 : u8(s) % sector + 1)
                             : pick_len(s);
    int null_data = u8(s) >= 250;
    size_t sec = pick_section(s, bs);
    int plain = sec == 0 && (u8(s) & 1); /* the call without a section argument */
    /* whole sectors and the tail kept; MAX_CALL_SECTIONS streams or so (sectors, or the
     * sections of each) in all */
    size_t per_sector = sec ? (sector + sec - 1) / sec : 1;
    size_t max_sectors = per_sector ? MAX_CALL_SECTIONS / per_sector : MAX_CALL_SECTIONS;
    len = cap_units(len, sector, max_sectors ? max_sectors : 1);
    uint8_t *in = xmalloc(len), *out = xmalloc(len), *tmp = xmalloc(len);
    fill(in, len);
    memset(out, 0xa5, len);

    size_t lo, hi, step;
    int has_iv = gostgen_iv_length(cipher, mode, &lo, &hi, &step) == GOSTGEN_OK && hi > 0;
    uint64_t count = sector ? len / sector + (len % sector != 0) : 0;
    int numbers_ok = count == 0 || (first <= UINT64_MAX - (count - 1) &&
                                    (iv_len >= 8 || ((first + (count - 1)) >> (8 * iv_len)) == 0));
    int valid = mode_ok(cipher, mode, flags) && has_iv && key != NULL && key_len == 32 &&
                iv_ok(cipher, mode, iv_len) && be_valid && sbox_ok(cipher, sbox) &&
                sector > 0 && sector % bs == 0 && (!whole_blocks(mode) || len % sector == 0) &&
                (len == 0 || !null_data) && numbers_ok && section_ok(mode, sec, bs);
    int rc = plain ? gostgen_crypt_sectors(cipher, mode, decrypt, sbox, key, key_len, iv_len,
                                           flags, backend, sector, first, null_data ? NULL : in,
                                           null_data ? NULL : out, len)
                   : gostgen_crypt_sectors_ex(cipher, mode, decrypt, sbox, key, key_len, iv_len,
                                              flags, backend, sector, first,
                                              null_data ? NULL : in, null_data ? NULL : out, len,
                                              sec);
    expect(rc, valid, "crypt_sectors");
    if (rc != GOSTGEN_OK)
        check_untouched(out, len, "crypt_sectors");
    if (rc == GOSTGEN_OK) {
        for (uint64_t i = 0; i < count; i++) {
            size_t at = (size_t)i * sector, n = len - at < sector ? len - at : sector;
            uint64_t number = first + i;
            memset(iv, 0, iv_len);
            for (size_t k = 0; k < 8 && k < iv_len; k++)
                iv[k] = (uint8_t)(number >> (8 * k));
            CHECK(gostgen_crypt_ex(cipher, mode, decrypt, sbox, key, 32, iv, iv_len, flags,
                                   backend, in + at, tmp, n, sec) == GOSTGEN_OK &&
                      memcmp(tmp, out + at, n) == 0,
                  "crypt_sectors sector %llu != crypt with its plain64 IV (cipher %d mode %d "
                  "sector size %zu len %zu section %zu)", (unsigned long long)number, cipher,
                  mode, sector, len, sec);
        }
        /* in place */
        memcpy(tmp, in, len);
        CHECK(gostgen_crypt_sectors_ex(cipher, mode, decrypt, sbox, key, 32, iv_len, flags,
                                       backend, sector, first, tmp, tmp, len, sec) == GOSTGEN_OK &&
                  memcmp(tmp, out, len) == 0, "crypt_sectors in place != out of place");
    }
    gostgen_sbox_free(made);
    free(in);
    free(out);
    free(tmp);
}

/* ---- MAC ---- */
static unsigned pick_mac_bits(src *s)
{
    static const unsigned bad[] = {0, 7, 65, 136, UINT_MAX, 12};
    uint8_t b = u8(s);
    return b < 240 ? 8u * (1u + b % 16u) : bad[b % 6];
}


/* A finished MAC context restarted on the same message, copied at a point the input picks and
 * the original freed: the copy gives the first MAC (want) again, the key as first scheduled
 * past meshing and OMAC-ACPKM's sections. Returns the copy, finished, for the caller to free. */
static gostgen_mac_ctx *mac_again(src *s, gostgen_mac_ctx *ctx, const uint8_t *data,
                                  size_t len, unsigned bits, const uint8_t *want, const char *what)
{
    gostgen_mac_ctx *copy = NULL;
    uint8_t got[16];
    size_t cut = len * u8(s) / 256;
    CHECK(gostgen_mac_restart(ctx) == GOSTGEN_OK &&
              gostgen_mac_update(ctx, data, cut) == GOSTGEN_OK &&
              gostgen_mac_dup(ctx, &copy) == GOSTGEN_OK && copy != NULL,
          "%s: mac_restart / mac_dup failed", what);
    gostgen_mac_free(ctx);
    CHECK(gostgen_mac_update(copy, data + cut, len - cut) == GOSTGEN_OK &&
              gostgen_mac_final(copy, bits, got) == GOSTGEN_OK && memcmp(got, want, bits / 8) == 0,
          "%s: restarted MAC copied at %zu != the first (len %zu)", what, cut, len);
    return copy;
}

static void fuzz_mac(src *s)
{
    gostgen_sbox *made;
    int be_valid;
    uint8_t keybuf[64], mac[16], mac2[16], full[16];
    size_t key_len;
    int cipher = pick_cipher(s);
    const gostgen_sbox *sbox = pick_sbox_for(s, cipher, &made);
    const char *backend = pick_backend(s, &be_valid);
    const uint8_t *key = pick_key(s, keybuf, &key_len);
    unsigned bits = pick_mac_bits(s);
    /* A MAC is one chain of blocks, and the bitsliced backend computes each alone (~1 s per
     * 196 KiB under the sanitizers, run once per backend check): past 16 KiB only the length's
     * tail below 4 KiB is kept. */
    size_t len = cap_units(pick_len(s), 4096, MAX_MAC_LEN / 4096);
    int null_data = u8(s) >= 250, null_mac = u8(s) >= 250;
    uint8_t *data = xmalloc(len);
    fill(data, len);
    int cipher_ok = (cipher == GOSTGEN_GOST89 || cipher == GOSTGEN_MAGMA ||
                     cipher == GOSTGEN_KUZNYECHIK) && sbox_ok(cipher, sbox);
    unsigned full_bits = 8 * (unsigned)block_of(cipher); /* the whole MAC: one block */
    int bits_ok = bits >= 8 && bits <= full_bits && bits % 8 == 0;
    int key_ok = key != NULL && key_len == 32;
    int valid = cipher_ok && key_ok && bits_ok && be_valid && !null_mac && (len == 0 || !null_data);
    int rc = gostgen_mac(cipher, sbox, key, key_len, backend, null_data ? NULL : data, len, bits,
                         null_mac ? NULL : mac);
    expect(rc, valid, "mac");

    gostgen_mac_ctx *ctx = (gostgen_mac_ctx *)&rc;
    int rc2 = gostgen_mac_new(&ctx, cipher, sbox, key, key_len, backend);
    expect(rc2, cipher_ok && key_ok && be_valid, "mac_new");
    if (rc2 != GOSTGEN_OK) {
        CHECK(ctx == NULL, "mac_new failed but left *out set");
    } else {
        size_t off = 0;
        while (off < len) {
            size_t c = next_chunk(s, len - off, GOSTGEN_CNT, 8);
            CHECK(gostgen_mac_update(ctx, data + off, c) == GOSTGEN_OK, "mac_update");
            off += c;
        }
        CHECK(gostgen_mac_update(ctx, NULL, 0) == GOSTGEN_OK, "empty mac_update");
        if (len > 0)
            CHECK(gostgen_mac_update(ctx, NULL, 1) == GOSTGEN_EINVAL, "mac_update(NULL) accepted");
        int rf = gostgen_mac_final(ctx, bits, mac2);
        expect(rf, bits_ok, "mac_final");
        if (rf == GOSTGEN_OK) {
            if (valid)
                CHECK(memcmp(mac, mac2, bits / 8) == 0, "streaming MAC != one-shot");
            CHECK(gostgen_mac_final(ctx, bits, mac2) == GOSTGEN_ESTATE, "second mac_final");
            CHECK(gostgen_mac_update(ctx, data, len) == GOSTGEN_ESTATE, "update after final");
        }
        gostgen_mac_free(ctx);
    }
    gostgen_mac_free(NULL);

    /* gostgen_mac_new_ex: CryptoPro key meshing (gost89 only, else GOSTGEN_EMODE), no flags, or
     * an unknown flag (GOSTGEN_EINVAL); fed in chunks == one update on portable, and without
     * flags == gostgen_mac. */
    unsigned pick = u8(s) % 4, flags = pick == 0 ? 0u : pick == 3 ? 2u : GOSTGEN_FLAG_MESH;
    int ex_ok = cipher_ok && key_ok && be_valid && flags != 2u &&
                (flags == 0 || cipher == GOSTGEN_GOST89);
    ctx = (gostgen_mac_ctx *)&rc;
    rc2 = gostgen_mac_new_ex(&ctx, cipher, sbox, key, key_len, flags, backend);
    expect(rc2, ex_ok, "mac_new_ex");
    if (rc2 != GOSTGEN_OK) {
        CHECK(ctx == NULL, "mac_new_ex failed but left *out set");
    } else {
        for (size_t off = 0, c; off < len; off += c) {
            c = next_chunk(s, len - off, GOSTGEN_CNT, 8);
            CHECK(gostgen_mac_update(ctx, data + off, c) == GOSTGEN_OK, "mac_update (ex)");
        }
        uint8_t mac3[16];
        int rf = gostgen_mac_final(ctx, bits, mac2);
        expect(rf, bits_ok, "mac_final (ex)");
        if (rf == GOSTGEN_OK)
            ctx = mac_again(s, ctx, data, len, bits, mac2, "mac_new_ex");
        gostgen_mac_free(ctx);
        if (rf == GOSTGEN_OK) {
            gostgen_mac_ctx *one;
            CHECK(gostgen_mac_new_ex(&one, cipher, sbox, key, 32, flags, portable) == GOSTGEN_OK &&
                      gostgen_mac_update(one, data, len) == GOSTGEN_OK &&
                      gostgen_mac_final(one, bits, mac3) == GOSTGEN_OK,
                  "portable mac_new_ex (flags %u) failed", flags);
            gostgen_mac_free(one);
            CHECK(memcmp(mac2, mac3, bits / 8) == 0,
                  "mac_new_ex (flags %u, chunks) != portable (cipher %d len %zu)", flags, cipher,
                  len);
            if (flags == 0 && valid)
                CHECK(memcmp(mac2, mac, bits / 8) == 0, "mac_new_ex without flags != mac");
        }
    }

    if (valid) {
        /* b bits are the first b/8 bytes of the whole MAC; backends == portable */
        CHECK(gostgen_mac(cipher, sbox, key, 32, portable, data, len, full_bits, full) ==
                  GOSTGEN_OK, "portable mac failed");
        CHECK(memcmp(full, mac, bits / 8) == 0, "MAC of %u bits is not a prefix (cipher %d len %zu)",
              bits, cipher, len);
        for (size_t b = 0; b < navail; b++)
            CHECK(gostgen_mac(cipher, sbox, key, 32, avail[b], data, len, full_bits, mac2) ==
                      GOSTGEN_OK && memcmp(mac2, full, full_bits / 8) == 0,
                  "backend %s MAC != portable (cipher %d len %zu)", avail[b], cipher, len);

        /* n messages == n single MACs; message 0 is this one. Each is checked by a single MAC
         * on the chosen backend, one block at a time (on bitsliced ~1 s per 196 KiB under the
         * sanitizers): at most MAX_MULTI_MAC_BYTES in all (up to 15 messages of 4 KiB). */
        size_t n = 1 + u8(s) % MAX_STREAMS;
        if (len > 0 && n > MAX_MULTI_MAC_BYTES / len)
            n = MAX_MULTI_MAC_BYTES / len > 1 ? MAX_MULTI_MAC_BYTES / len : 1;
        unsigned threads = u8(s) >= 224 ? 2 + u8(s) % 3 : 1;
        msg_batch batch;
        batch_make(&batch, n, len, data);
        memcpy(batch.keys, key, 32);
        const uint8_t **kp = batch.kp, **dp = batch.dp;
        uint8_t *macs = batch.macs;
        if (threads > 1)
            set_threads(threads);
        /* gost89 with meshing half the time (gostgen_mac_multi_ex), each message then checked
         * against a meshing context (gostgen_mac_new_ex) */
        unsigned mflags = cipher == GOSTGEN_GOST89 && (u8(s) & 1) ? GOSTGEN_FLAG_MESH : 0u;
        rc = mflags ? gostgen_mac_multi_ex(cipher, sbox, n, kp, mflags, backend, dp, len, bits,
                                           macs)
                    : gostgen_mac_multi(cipher, sbox, n, kp, backend, dp, len, bits, macs);
        if (threads > 1)
            set_threads(1);
        CHECK(rc == GOSTGEN_OK, "mac_multi (flags %u) failed: %d", mflags, rc);
        for (size_t i = 0; i < n; i++) {
            if (i == 0 && !mflags) {
                memcpy(mac2, mac, bits / 8);
            } else {
                gostgen_mac_ctx *one;
                CHECK(gostgen_mac_new_ex(&one, cipher, sbox, kp[i], 32, mflags, backend) ==
                              GOSTGEN_OK &&
                          gostgen_mac_update(one, dp[i], len) == GOSTGEN_OK &&
                          gostgen_mac_final(one, bits, mac2) == GOSTGEN_OK,
                      "mac context (flags %u) failed", mflags);
                gostgen_mac_free(one);
            }
            CHECK(memcmp(macs + i * (bits / 8), mac2, bits / 8) == 0,
                  "mac_multi message %zu/%zu != mac (cipher %d len %zu bits %u flags %u, %u "
                  "threads)", i, n, cipher, len, bits, mflags, threads);
        }
        kp[n - 1] = NULL;
        CHECK(gostgen_mac_multi(cipher, sbox, n, kp, backend, dp, len, bits, macs) ==
                  GOSTGEN_EINVAL, "mac_multi with a NULL key accepted");
        batch_free(&batch);
    }
    gostgen_sbox_free(made);
    free(data);
}

/* ---- OMAC-ACPKM: streaming == one-shot, every backend == portable, multi-message == one-shot
 * per message, bad sections refused ---- */
static void fuzz_omac_acpkm(src *s)
{
    gostgen_sbox *made;
    int be_valid;
    uint8_t keybuf[64], mac[16], mac2[16];
    size_t key_len;
    int cipher = pick_cipher(s);
    const gostgen_sbox *sbox = pick_sbox_for(s, cipher, &made);
    const char *backend = pick_backend(s, &be_valid);
    const uint8_t *key = pick_key(s, keybuf, &key_len);
    unsigned bits = pick_mac_bits(s);
    size_t len = pick_len(s), bs = block_of(cipher);
    size_t section = u8(s) < 240 ? (bs ? bs : 8) * (1 + u8(s) % 20) : u8(s);
    size_t key_section = u8(s) < 240 ? (bs ? bs : 8) * (1 + u8(s) % 12) : u8(s);
    len = cap_units(len, section, MAX_SECTIONS);
    uint8_t *data = xmalloc(len);
    fill(data, len);
    int cipher_ok = (cipher == GOSTGEN_MAGMA || cipher == GOSTGEN_KUZNYECHIK) &&
                    sbox_ok(cipher, sbox);
    int sections_ok = bs && section > 0 && section % bs == 0 && key_section > 0 &&
                      key_section % bs == 0;
    int bits_ok = bs && bits >= 8 && bits <= 8 * bs && bits % 8 == 0;
    int ctx_ok = cipher_ok && sections_ok && key != NULL && key_len == 32 && be_valid;
    int rc = gostgen_omac_acpkm(cipher, sbox, key, key_len, section, key_section, backend, data,
                                len, bits, mac);
    expect(rc, ctx_ok && bits_ok, "omac_acpkm");
    gostgen_mac_ctx *ctx = (gostgen_mac_ctx *)&rc;
    int rc2 = gostgen_omac_acpkm_new(&ctx, cipher, sbox, key, key_len, section, key_section,
                                     backend);
    expect(rc2, ctx_ok, "omac_acpkm_new");
    if (rc2 != GOSTGEN_OK) {
        CHECK(ctx == NULL, "omac_acpkm_new failed but left *out set");
    } else {
        size_t off = 0;
        while (off < len) {
            size_t c = next_chunk(s, len - off, GOSTGEN_CNT, 8);
            CHECK(gostgen_mac_update(ctx, data + off, c) == GOSTGEN_OK, "omac_acpkm update");
            off += c;
        }
        int rf = gostgen_mac_final(ctx, bits, mac2);
        expect(rf, bits_ok, "omac_acpkm final");
        if (rf == GOSTGEN_OK) {
            CHECK(memcmp(mac, mac2, bits / 8) == 0, "streaming OMAC-ACPKM != one-shot");
            ctx = mac_again(s, ctx, data, len, bits, mac2, "omac_acpkm_new");
        }
        gostgen_mac_free(ctx);
    }
    if (ctx_ok && bits_ok)
        for (size_t b = 0; b < navail; b++)
            CHECK(gostgen_omac_acpkm(cipher, sbox, key, 32, section, key_section, avail[b], data,
                                     len, bits, mac2) == GOSTGEN_OK &&
                      memcmp(mac2, mac, bits / 8) == 0,
                  "backend %s OMAC-ACPKM != %s (cipher %d len %zu sections %zu/%zu)", avail[b],
                  backend ? backend : "default", cipher, len, section, key_section);

    /* n messages at once == n single calls on this backend; message 0 is this one (its key read
     * as 32 bytes). Valid or not as the single call, keys apart: streams x sections at most
     * MAX_CALL_SECTIONS and message bytes MAX_MULTI_MAC_BYTES, as the single checks cost that
     * much again. */
    size_t n = 1 + u8(s) % MAX_STREAMS, units = section > 0 ? len / section + 1 : 1;
    if (n > MAX_CALL_SECTIONS / units)
        n = MAX_CALL_SECTIONS / units > 1 ? MAX_CALL_SECTIONS / units : 1;
    if (len > 0 && n > MAX_MULTI_MAC_BYTES / len)
        n = MAX_MULTI_MAC_BYTES / len > 1 ? MAX_MULTI_MAC_BYTES / len : 1;
    unsigned threads = u8(s) >= 224 ? 2 + u8(s) % 3 : 1;
    msg_batch batch;
    batch_make(&batch, n, len, data);
    const uint8_t **kp = batch.kp, **dp = batch.dp;
    uint8_t *macs = batch.macs;
    kp[0] = key; /* NULL at times */
    int multi_ok = cipher_ok && sections_ok && bits_ok && be_valid && key != NULL;
    if (threads > 1)
        set_threads(threads);
    rc = gostgen_omac_acpkm_multi(cipher, sbox, n, kp, section, key_section, backend, dp, len,
                                  bits, macs);
    if (threads > 1)
        set_threads(1);
    expect(rc, multi_ok, "omac_acpkm_multi");
    if (cipher == GOSTGEN_GOST89)
        CHECK(rc == GOSTGEN_EMODE, "omac_acpkm_multi on gost89: %d", rc);
    else if (cipher_ok && !sections_ok)
        CHECK(rc == GOSTGEN_EINVAL, "omac_acpkm_multi sections %zu/%zu: %d", section,
              key_section, rc);
    if (rc == GOSTGEN_OK) {
        if (ctx_ok && bits_ok)
            CHECK(memcmp(macs, mac, bits / 8) == 0, "omac_acpkm_multi message 0 != omac_acpkm");
        for (size_t i = 0; i < n; i++) {
            CHECK(gostgen_omac_acpkm(cipher, sbox, kp[i], 32, section, key_section, backend,
                                     dp[i], len, bits, mac2) == GOSTGEN_OK, "omac_acpkm failed");
            CHECK(memcmp(macs + i * (bits / 8), mac2, bits / 8) == 0,
                  "omac_acpkm_multi message %zu/%zu != omac_acpkm (cipher %d len %zu sections "
                  "%zu/%zu bits %u, %u threads)", i, n, cipher, len, section, key_section, bits,
                  threads);
        }
        kp[n - 1] = NULL;
        CHECK(gostgen_omac_acpkm_multi(cipher, sbox, n, kp, section, key_section, backend, dp,
                                       len, bits, macs) == GOSTGEN_EINVAL,
              "omac_acpkm_multi with a NULL key accepted");
    }
    batch_free(&batch);
    gostgen_sbox_free(made);
    free(data);
}

/* ---- MGM ---- */
/* Multi-message MGM under the one-shot's cipher, S-box set and backend (base_valid: those three
 * are): n messages of their own lengths, one key or one each, NULL pointers, a nonce with its
 * first bit set, bad nonce and tag lengths. Valid calls: every message == the one-shot call;
 * decrypt(encrypt(x)) == x with every result OK; some tags forged: exactly those EAUTH, their
 * outputs untouched, the others decrypted; another backend == this one. Invalid calls: refused
 * with nothing written. */
static void fuzz_mgm_multi(src *s, int cipher, const gostgen_sbox *sbox, const char *backend,
                           int base_valid)
{
    const size_t bs = block_of(cipher);
    size_t n = u8(s) % (MAX_STREAMS + 1);
    uint8_t b = u8(s);
    size_t nkeys = b < 120 ? 1 : b < 250 ? n : b % 3;
    b = u8(s);
    size_t nonce_len = b < 240 ? bs : b % 20;
    b = u8(s);
    size_t tag_len = b < 224 ? 4 + b % (bs - 3) : b % 20;
    const uint8_t nulls = u8(s), bad_nonce = u8(s);
    const int no_aad = u8(s) < 40;
    size_t *alens = xmalloc(sizeof(size_t) * (n + 1)), *lens = xmalloc(sizeof(size_t) * (n + 1));
    size_t atotal = 0, total = 0;
    for (size_t i = 0; i < n; i++) {
        alens[i] = u8(s) < 200 ? u8(s) % 40 : u16(s) % 3000;
        lens[i] = u8(s) < 200 ? u8(s) % 80 : u16(s) % 5000;
        atotal += alens[i];
        total += lens[i];
    }
    uint8_t *keys = xmalloc(32 * (nkeys + 1)), *nonces = xmalloc(24 * (n + 1));
    uint8_t *aad = xmalloc(atotal), *pt = xmalloc(total), *ct = xmalloc(total);
    uint8_t *back = xmalloc(total), *one = xmalloc(total);
    uint8_t *tags = xmalloc(16 * (n + 1)), *tags2 = xmalloc(16 * (n + 1));
    int *results = xmalloc(sizeof(int) * (n + 1));
    const uint8_t **kp = xmalloc(sizeof(void *) * (nkeys + 1));
    const uint8_t **np = xmalloc(sizeof(void *) * (n + 1)), **ap = xmalloc(sizeof(void *) * (n + 1));
    const uint8_t **ip = xmalloc(sizeof(void *) * (n + 1)), **cp = xmalloc(sizeof(void *) * (n + 1));
    uint8_t **op = xmalloc(sizeof(void *) * (n + 1)), **bp = xmalloc(sizeof(void *) * (n + 1));
    fill(keys, 32 * nkeys);
    fill(nonces, 24 * n);
    fill(aad, atotal);
    fill(pt, total);
    size_t ao = 0, o = 0;
    for (size_t i = 0; i < n; i++) {
        nonces[24 * i] &= 0x7f;
        np[i] = nonces + 24 * i;
        ap[i] = aad + ao;
        ip[i] = pt + o;
        cp[i] = ct + o;
        op[i] = ct + o;
        bp[i] = back + o;
        ao += alens[i];
        o += lens[i];
    }
    for (size_t k = 0; k < nkeys; k++)
        kp[k] = keys + 32 * k;
    int ptrs_ok = 1;
    const uint8_t *const *keys_arg = kp, *const *nonces_arg = np, *const *aads_arg = ap;
    const size_t *alens_arg = no_aad ? NULL : alens, *lens_arg = lens;
    uint8_t *tags_arg = tags;
    if (no_aad)
        aads_arg = NULL;
    if (n > 0 && bad_nonce < 24) {
        nonces[24 * (bad_nonce % n)] |= 0x80;
        ptrs_ok = 0;
    }
    if (n > 0 && nulls < 64) {
        size_t i = nulls % n;
        switch (nulls % 8) {
        case 0: keys_arg = NULL; ptrs_ok = 0; break;
        case 1: nonces_arg = NULL; ptrs_ok = 0; break;
        case 2: lens_arg = NULL; ptrs_ok = 0; break;
        case 3: tags_arg = NULL; ptrs_ok = 0; break;
        case 4:
            if (nkeys > 0) {
                kp[i % nkeys] = NULL;
                ptrs_ok = 0;
            }
            break;
        case 5: np[i] = NULL; ptrs_ok = 0; break;
        case 6: ap[i] = NULL; ptrs_ok &= no_aad || alens[i] == 0; break;
        default: ip[i] = NULL; ptrs_ok &= lens[i] == 0; break;
        }
    }
    int valid = base_valid && nonce_len == bs && tag_len >= 4 && tag_len <= bs &&
                (n == 0 || (ptrs_ok && (nkeys == 1 || nkeys == n)));
    memset(ct, 0xA5, total);
    memset(tags, 0x5A, 16 * (n + 1));
    int rc = gostgen_mgm_encrypt_multi(cipher, sbox, n, nkeys, keys_arg, nonces_arg, nonce_len,
                                       aads_arg, alens_arg, ip, op, lens_arg, tags_arg, tag_len,
                                       backend);
    expect(rc, valid, "mgm_encrypt_multi");
    if (!valid) {
        for (size_t i = 0; i < total; i++)
            CHECK(ct[i] == 0xA5, "mgm_encrypt_multi wrote output on invalid arguments");
        for (size_t i = 0; i < 16 * (n + 1); i++)
            CHECK(tags[i] == 0x5A, "mgm_encrypt_multi wrote tags on invalid arguments");
        rc = gostgen_mgm_decrypt_multi(cipher, sbox, n, nkeys, keys_arg, nonces_arg, nonce_len,
                                       aads_arg, alens_arg, cp, op, lens_arg, tags_arg, tag_len,
                                       results, backend);
        expect(rc, 0, "mgm_decrypt_multi");
        for (size_t i = 0; i < total; i++)
            CHECK(ct[i] == 0xA5, "mgm_decrypt_multi wrote output on invalid arguments");
    }
    if (valid && n > 0) {
        /* every message == the one-shot call */
        for (size_t i = 0; i < n; i++) {
            uint8_t tag[16];
            const size_t al = no_aad ? 0 : alens[i];
            CHECK(gostgen_mgm_encrypt(cipher, sbox, kp[nkeys == 1 ? 0 : i], 32, np[i], bs, ap[i],
                                      al, ip[i], one, lens[i], tag, tag_len,
                                      backend) == GOSTGEN_OK &&
                      memcmp(one, cp[i], lens[i]) == 0 &&
                      memcmp(tag, tags + tag_len * i, tag_len) == 0,
                  "mgm_encrypt_multi message %zu != one-shot (cipher %d n %zu nkeys %zu aad %zu "
                  "len %zu)", i, cipher, n, nkeys, al, lens[i]);
        }
        /* decrypt(encrypt(x)) == x */
        memset(results, 0x77, sizeof(int) * n);
        CHECK(gostgen_mgm_decrypt_multi(cipher, sbox, n, nkeys, kp, np, bs, aads_arg, alens_arg,
                                        cp, bp, lens, tags, tag_len, results, backend) ==
                      GOSTGEN_OK && memcmp(back, pt, total) == 0,
              "mgm_decrypt_multi(encrypt_multi(x)) != x");
        for (size_t i = 0; i < n; i++)
            CHECK(results[i] == GOSTGEN_OK, "mgm_decrypt_multi result %zu not OK", i);
        /* some tags forged: exactly those fail, their output untouched */
        memcpy(tags2, tags, tag_len * n);
        uint64_t forged = 0;
        for (size_t i = 0; i < n; i++)
            if (rng() % 4 == 0) {
                forged |= (uint64_t)1 << i;
                tags2[tag_len * i + rng() % tag_len] ^= (uint8_t)(1u << (rng() & 7));
            }
        memset(back, 0xA5, total);
        rc = gostgen_mgm_decrypt_multi(cipher, sbox, n, nkeys, kp, np, bs, aads_arg, alens_arg,
                                       cp, bp, lens, tags2, tag_len, results, backend);
        CHECK(rc == (forged ? GOSTGEN_EAUTH : GOSTGEN_OK), "mgm_decrypt_multi forged: %d", rc);
        for (size_t i = 0; i < n; i++) {
            const int bad = (int)(forged >> i & 1);
            CHECK(results[i] == (bad ? GOSTGEN_EAUTH : GOSTGEN_OK),
                  "mgm_decrypt_multi result %zu: %d", i, results[i]);
            for (size_t j = 0; j < lens[i]; j++)
                CHECK(bad ? bp[i][j] == 0xA5 : bp[i][j] == ip[i][j],
                      "mgm_decrypt_multi message %zu (forged %d) byte %zu", i, bad, j);
        }
        /* another backend == this one */
        const char *other = avail[u8(s) % navail];
        memset(back, 0, total);
        CHECK(gostgen_mgm_encrypt_multi(cipher, sbox, n, nkeys, kp, np, bs, aads_arg, alens_arg,
                                        ip, bp, lens, tags2, tag_len, other) == GOSTGEN_OK &&
                  memcmp(back, ct, total) == 0 && memcmp(tags2, tags, tag_len * n) == 0,
              "backend %s mgm_encrypt_multi != %s", other, backend ? backend : "default");
    }
    free(alens); free(lens); free(keys); free(nonces); free(aad); free(pt); free(ct);
    free(back); free(one); free(tags); free(tags2); free(results); free(kp); free(np);
    free(ap); free(ip); free(cp); free(op); free(bp);
}

static void fuzz_mgm(src *s)
{
    gostgen_sbox *made;
    int be_valid;
    uint8_t keybuf[64], nonce[24], tag[16], tag2[16];
    size_t key_len;
    int cipher = pick_cipher(s);
    const gostgen_sbox *sbox = pick_sbox_for(s, cipher, &made);
    const char *backend = pick_backend(s, &be_valid);
    const uint8_t *key = pick_key(s, keybuf, &key_len);
    const size_t bs = block_of(cipher);
    uint8_t b = u8(s);
    size_t nonce_len = b < 240 ? bs : b % 20;
    fill(nonce, sizeof nonce);
    if (u8(s) < 224)
        nonce[0] &= 0x7f;
    b = u8(s);
    size_t tag_len = b < 224 ? 4 + b % (bs - 3) : b % 20;
    size_t alen = pick_len(s), len = pick_len(s);
    uint8_t *aad = xmalloc(alen), *pt = xmalloc(len), *ct = xmalloc(len), *back = xmalloc(len);
    fill(aad, alen);
    fill(pt, len);
    int cipher_ok = (cipher == GOSTGEN_MAGMA || cipher == GOSTGEN_KUZNYECHIK) &&
                    sbox_ok(cipher, sbox);
    int key_ok = key != NULL && key_len == 32;
    int nonce_ok = nonce_len == bs && !(nonce[0] & 0x80);
    int tag_ok = tag_len >= 4 && tag_len <= bs;
    int valid = cipher_ok && key_ok && nonce_ok && tag_ok && be_valid;
    int rc = gostgen_mgm_encrypt(cipher, sbox, key, key_len, nonce, nonce_len, aad, alen, pt, ct,
                                 len, tag, tag_len, backend);
    expect(rc, valid, "mgm_encrypt");
    if (valid) {
        /* decrypt(encrypt(x)) == x; a changed tag, byte of data or of AAD: EAUTH, out untouched */
        CHECK(gostgen_mgm_decrypt(cipher, sbox, key, 32, nonce, bs, aad, alen, ct, back, len, tag,
                                  tag_len, backend) == GOSTGEN_OK &&
                  memcmp(back, pt, len) == 0, "mgm decrypt(encrypt(x)) != x");
        uint8_t *bad = u8(s) % 3 == 0 ? tag : alen && u8(s) & 1 ? aad : len ? ct : tag;
        size_t where = bad == tag ? tag_len : bad == aad ? alen : len;
        where = u16(s) % where;
        const uint8_t flip = (uint8_t)(1u << (u8(s) & 7));
        bad[where] ^= flip;
        memset(back, 0xA5, len);
        CHECK(gostgen_mgm_decrypt(cipher, sbox, key, 32, nonce, bs, aad, alen, ct, back, len, tag,
                                  tag_len, backend) == GOSTGEN_EAUTH, "mgm forgery accepted");
        for (size_t i = 0; i < len; i++)
            CHECK(back[i] == 0xA5, "mgm decrypt wrote output on a failed tag");
        bad[where] ^= flip;
        /* streaming with random split points == one-shot; decrypting in place, then verify */
        for (int dec = 0; dec < 2; dec++) {
            gostgen_mgm_ctx *ctx;
            CHECK(gostgen_mgm_new(&ctx, cipher, dec, sbox, key, 32, nonce, bs, backend) ==
                      GOSTGEN_OK, "mgm_new");
            for (size_t off = 0; off < alen;) {
                size_t c = next_chunk(s, alen - off, GOSTGEN_CNT, bs);
                CHECK(gostgen_mgm_aad(ctx, aad + off, c) == GOSTGEN_OK, "mgm_aad");
                off += c;
            }
            if (dec)
                memcpy(back, ct, len);
            else
                memcpy(back, pt, len);
            for (size_t off = 0; off < len;) {
                size_t c = next_chunk(s, len - off, GOSTGEN_CNT, bs);
                CHECK(gostgen_mgm_update(ctx, back + off, back + off, c) == GOSTGEN_OK,
                      "mgm_update");
                off += c;
            }
            if (len > 0)
                CHECK(gostgen_mgm_aad(ctx, aad, 1) == GOSTGEN_ESTATE, "mgm_aad after data");
            if (dec) {
                CHECK(gostgen_mgm_final(ctx, tag2, tag_len) == GOSTGEN_ESTATE,
                      "mgm_final on a decrypting context");
                CHECK(gostgen_mgm_verify(ctx, tag, tag_len) == GOSTGEN_OK,
                      "streaming mgm_verify failed");
                CHECK(memcmp(back, pt, len) == 0, "streaming mgm decrypt != plaintext");
            } else {
                CHECK(gostgen_mgm_final(ctx, tag2, tag_len) == GOSTGEN_OK, "mgm_final");
                CHECK(memcmp(back, ct, len) == 0 && memcmp(tag2, tag, tag_len) == 0,
                      "streaming mgm != one-shot (cipher %d aad %zu len %zu)", cipher, alen, len);
            }
            CHECK(gostgen_mgm_update(ctx, pt, back, len ? 1 : 0) == GOSTGEN_ESTATE,
                  "mgm_update after the end");
            /* the same message again on the restarted context, in one call each; a bad nonce
             * refused first */
            uint8_t top[16];
            memcpy(top, nonce, bs);
            top[0] |= 0x80;
            CHECK(gostgen_mgm_restart(ctx, nonce, bs + 1) == GOSTGEN_EIVLEN &&
                      gostgen_mgm_restart(ctx, top, bs) == GOSTGEN_EINVAL &&
                      gostgen_mgm_restart(NULL, nonce, bs) == GOSTGEN_EINVAL &&
                      gostgen_mgm_restart(ctx, NULL, bs) == GOSTGEN_EINVAL,
                  "mgm_restart: a bad nonce accepted");
            CHECK(gostgen_mgm_restart(ctx, nonce, bs) == GOSTGEN_OK &&
                      gostgen_mgm_aad(ctx, aad, alen) == GOSTGEN_OK &&
                      gostgen_mgm_update(ctx, dec ? ct : pt, back, len) == GOSTGEN_OK &&
                      (dec ? gostgen_mgm_verify(ctx, tag, tag_len) == GOSTGEN_OK &&
                                 memcmp(back, pt, len) == 0
                           : gostgen_mgm_final(ctx, tag2, tag_len) == GOSTGEN_OK &&
                                 memcmp(back, ct, len) == 0 && memcmp(tag2, tag, tag_len) == 0),
                  "restarted mgm != one-shot (cipher %d dec %d aad %zu len %zu)", cipher, dec,
                  alen, len);
            gostgen_mgm_free(ctx);
        }
        /* every backend == portable */
        for (size_t i = 0; i < navail; i++)
            CHECK(gostgen_mgm_encrypt(cipher, sbox, key, 32, nonce, bs, aad, alen, pt, back, len,
                                      tag2, tag_len, avail[i]) == GOSTGEN_OK &&
                      memcmp(back, ct, len) == 0 && memcmp(tag2, tag, tag_len) == 0,
                  "backend %s mgm != %s (cipher %d aad %zu len %zu)", avail[i],
                  backend ? backend : "default", cipher, alen, len);
    }
    fuzz_mgm_multi(s, cipher, sbox, backend, cipher_ok && be_valid);
    gostgen_mgm_free(NULL);
    gostgen_sbox_free(made);
    free(aad);
    free(pt);
    free(ct);
    free(back);
}

/* ---- Streebog ---- */
static void fuzz_hash(src *s)
{
    int be_valid;
    uint8_t d1[64], d2[64], d3[64];
    uint8_t b = u8(s);
    unsigned bits = b < 120 ? 256 : b < 240 ? 512 : (b == 255 ? UINT_MAX : b);
    const char *backend = pick_backend(s, &be_valid);
    size_t len = pick_len(s);
    int null_data = u8(s) >= 250;
    uint8_t *data = xmalloc(len);
    fill(data, len);
    int bits_ok = bits == 256 || bits == 512;
    int valid = bits_ok && be_valid && (len == 0 || !null_data);
    size_t db = bits_ok ? bits / 8 : 0;
    int rc = gostgen_hash(bits, backend, null_data ? NULL : data, len, d1);
    expect(rc, valid, "hash");
    CHECK(gostgen_hash(bits, backend, data, len, NULL) != GOSTGEN_OK, "hash(NULL digest)");

    gostgen_hash_ctx *h = (gostgen_hash_ctx *)&rc, *c = NULL;
    int rc2 = gostgen_hash_new(&h, bits, backend);
    expect(rc2, bits_ok && be_valid, "hash_new");
    if (rc2 != GOSTGEN_OK) {
        CHECK(h == NULL, "hash_new failed but left *out set");
    } else {
        size_t off = 0, copy_at = u16(s) % (len + 1);
        while (off < len) {
            size_t k = next_chunk(s, len - off, GOSTGEN_CNT, 8);
            if (c == NULL && off + k > copy_at)
                k = copy_at - off;
            if (c == NULL && off == copy_at) {
                CHECK(gostgen_hash_copy(h, &c) == GOSTGEN_OK, "hash_copy");
                CHECK(gostgen_hash_update(c, data + off, len - off) == GOSTGEN_OK, "update copy");
            }
            CHECK(gostgen_hash_update(h, data + off, k) == GOSTGEN_OK, "hash_update");
            off += k;
        }
        if (c == NULL) {
            CHECK(gostgen_hash_copy(h, &c) == GOSTGEN_OK, "hash_copy at the end");
        }
        CHECK(gostgen_hash_update(h, NULL, 0) == GOSTGEN_OK, "empty hash_update");
        CHECK(gostgen_hash_update(h, NULL, 1) == GOSTGEN_EINVAL, "hash_update(NULL) accepted");
        CHECK(gostgen_hash_final(h, d2) == GOSTGEN_OK, "hash_final");
        CHECK(gostgen_hash_final(c, d3) == GOSTGEN_OK, "hash_final of the copy");
        if (valid) {
            CHECK(memcmp(d1, d2, db) == 0, "streaming hash != one-shot (len %zu)", len);
            CHECK(memcmp(d1, d3, db) == 0, "hash_copy at %zu != one-shot (len %zu)", copy_at, len);
        } else {
            CHECK(memcmp(d2, d3, db) == 0, "hash_copy != original");
        }
        gostgen_hash_ctx *c2 = (gostgen_hash_ctx *)&rc;
        CHECK(gostgen_hash_final(h, d2) == GOSTGEN_ESTATE, "second hash_final");
        CHECK(gostgen_hash_update(h, data, len) == GOSTGEN_ESTATE, "hash_update after final");
        CHECK(gostgen_hash_copy(h, &c2) == GOSTGEN_ESTATE && c2 == NULL, "hash_copy after final");
        gostgen_hash_free(h);
        gostgen_hash_free(c);
    }
    gostgen_hash_free(NULL);
    CHECK(gostgen_hash_new(NULL, 256, NULL) == GOSTGEN_EINVAL, "hash_new(NULL)");

    if (valid) {
        for (size_t k = 0; k < navail; k++)
            CHECK(gostgen_hash(bits, avail[k], data, len, d2) == GOSTGEN_OK &&
                      memcmp(d1, d2, db) == 0,
                  "backend %s hash != %s (bits %u len %zu)", avail[k],
                  backend ? backend : "default", bits, len);
        /* batch of n messages with their own lengths; message 0 is this one */
        size_t n = 1 + u8(s) % 24;
        unsigned threads = u8(s) >= 224 ? 2 + u8(s) % 3 : 1;
        const uint8_t **dp = xmalloc(sizeof(void *) * n);
        size_t *lens = xmalloc(sizeof(size_t) * n);
        uint8_t *digests = xmalloc(db * n);
        dp[0] = data;
        lens[0] = len;
        for (size_t i = 1; i < n; i++) {
            uint8_t lb = u8(s);
            lens[i] = lb < 200 ? lb : u16(s) % 5000;
            uint8_t *m = xmalloc(lens[i]);
            fill(m, lens[i]);
            dp[i] = m;
            if (lens[i] == 0 && lb & 1) {
                free(m);
                dp[i] = NULL; /* allowed for an empty message */
            }
        }
        if (threads > 1)
            set_threads(threads);
        rc = gostgen_hash_batch(bits, backend, n, dp, lens, digests);
        if (threads > 1)
            set_threads(1);
        CHECK(rc == GOSTGEN_OK, "hash_batch failed: %d", rc);
        for (size_t i = 0; i < n; i++) {
            CHECK(gostgen_hash(bits, backend, dp[i], lens[i], d2) == GOSTGEN_OK, "hash");
            CHECK(memcmp(digests + db * i, d2, db) == 0,
                  "hash_batch message %zu/%zu (len %zu) != hash (bits %u, %u threads)", i, n,
                  lens[i], bits, threads);
        }
        for (size_t i = 1; i < n; i++)
            free((void *)dp[i]);
        free(dp);
        free(lens);
        free(digests);
    }
    free(data);
}

/* ---- HMAC-Streebog, KDFs, PBKDF2 ---- */
static unsigned pick_hbits(src *s)
{
    uint8_t b = u8(s);
    return b < 120 ? 256 : b < 240 ? 512 : (b == 255 ? UINT_MAX : b);
}

/* A buffer of pick_len bytes (random), or NULL (valid only when empty) now and then. */
static uint8_t *pick_bytes(src *s, size_t max, size_t *len, int *null_ok)
{
    uint8_t b = u8(s);
    *len = b < 200 ? b % (max + 1) : u16(s) % (max + 1);
    uint8_t *p = xmalloc(*len);
    fill(p, *len);
    *null_ok = 1;
    if (u8(s) >= 245) {
        free(p);
        *null_ok = *len == 0;
        return NULL;
    }
    return p;
}

static void fuzz_hmac_kdf(src *s)
{
    int be_valid, key_ok, data_ok;
    uint8_t m1[64], m2[64], m3[64];
    unsigned bits = pick_hbits(s);
    int bits_ok = bits == 256 || bits == 512;
    size_t db = bits_ok ? bits / 8 : 0;
    const char *backend = pick_backend(s, &be_valid);
    size_t klen, len;
    uint8_t *key = pick_bytes(s, 200, &klen, &key_ok);
    size_t dlen_pick = pick_len(s);
    uint8_t *data = xmalloc(dlen_pick);
    fill(data, dlen_pick);
    len = dlen_pick;
    data_ok = 1;
    int null_data = u8(s) >= 250;
    if (null_data)
        data_ok = len == 0;
    const uint8_t *dp = null_data ? NULL : data;
    int valid = bits_ok && be_valid && key_ok && data_ok;

    int rc = gostgen_hmac(bits, backend, key, klen, dp, len, m1);
    expect(rc, valid, "hmac");
    CHECK(gostgen_hmac(bits, backend, key, klen, dp, len, NULL) != GOSTGEN_OK, "hmac(NULL mac)");
    gostgen_hmac_ctx *h = (gostgen_hmac_ctx *)&rc, *c = NULL;
    int rc2 = gostgen_hmac_new(&h, bits, key, klen, backend);
    expect(rc2, bits_ok && be_valid && key_ok, "hmac_new");
    if (rc2 != GOSTGEN_OK) {
        CHECK(h == NULL, "hmac_new failed but left *out set");
    } else if (data_ok) {
        size_t off = 0, copy_at = u16(s) % (len + 1);
        while (off < len) {
            size_t k = next_chunk(s, len - off, GOSTGEN_CNT, 8);
            if (c == NULL && off + k > copy_at)
                k = copy_at - off;
            if (c == NULL && off == copy_at) {
                CHECK(gostgen_hmac_copy(h, &c) == GOSTGEN_OK, "hmac_copy");
                CHECK(gostgen_hmac_update(c, data + off, len - off) == GOSTGEN_OK, "update copy");
            }
            CHECK(gostgen_hmac_update(h, data + off, k) == GOSTGEN_OK, "hmac_update");
            off += k;
        }
        if (c == NULL)
            CHECK(gostgen_hmac_copy(h, &c) == GOSTGEN_OK, "hmac_copy at the end");
        CHECK(gostgen_hmac_update(h, NULL, 1) == GOSTGEN_EINVAL, "hmac_update(NULL) accepted");
        CHECK(gostgen_hmac_final(h, m2) == GOSTGEN_OK, "hmac_final");
        CHECK(gostgen_hmac_final(c, m3) == GOSTGEN_OK, "hmac_final of the copy");
        CHECK(memcmp(m1, m2, db) == 0, "streaming hmac != one-shot (key %zu, len %zu)", klen, len);
        CHECK(memcmp(m1, m3, db) == 0, "hmac_copy at %zu != one-shot (len %zu)", copy_at, len);
        gostgen_hmac_ctx *c2 = (gostgen_hmac_ctx *)&rc;
        CHECK(gostgen_hmac_final(h, m2) == GOSTGEN_ESTATE, "second hmac_final");
        CHECK(gostgen_hmac_update(h, data, len) == GOSTGEN_ESTATE, "hmac_update after final");
        CHECK(gostgen_hmac_copy(h, &c2) == GOSTGEN_ESTATE && c2 == NULL, "hmac_copy after final");
        CHECK(gostgen_hmac_reset(h) == GOSTGEN_OK && gostgen_hmac_update(h, data, len) ==
                  GOSTGEN_OK && gostgen_hmac_final(h, m2) == GOSTGEN_OK && memcmp(m1, m2, db) == 0,
              "hmac_reset, then the message again != one-shot");
    }
    if (rc2 == GOSTGEN_OK) {
        gostgen_hmac_free(h);
        gostgen_hmac_free(c);
    }
    gostgen_hmac_free(NULL);

    if (valid) {
        for (size_t k = 0; k < navail; k++)
            CHECK(gostgen_hmac(bits, avail[k], key, klen, data, len, m2) == GOSTGEN_OK &&
                      memcmp(m1, m2, db) == 0,
                  "backend %s hmac != %s (bits %u key %zu len %zu)", avail[k],
                  backend ? backend : "default", bits, klen, len);
        /* a batch: message 0 is this one; one key for all, or one each (key 0 this one) */
        size_t n = 1 + u8(s) % 70, nkeys = u8(s) & 1 ? n : 1;
        unsigned threads = u8(s) >= 224 ? 2 + u8(s) % 3 : 1;
        const uint8_t **mp = xmalloc(sizeof(void *) * n), **kp = xmalloc(sizeof(void *) * n);
        size_t *lens = xmalloc(sizeof(size_t) * n), *klens = xmalloc(sizeof(size_t) * n);
        uint8_t *macs = xmalloc(db * n);
        mp[0] = data;
        lens[0] = len;
        kp[0] = key;
        klens[0] = klen;
        for (size_t i = 1; i < n; i++) {
            int ok;
            mp[i] = pick_bytes(s, 300, &lens[i], &ok);
            if (!ok) { /* a NULL pointer with a length: make it an empty message instead */
                lens[i] = 0;
            }
            kp[i] = pick_bytes(s, 130, &klens[i], &ok);
            if (!ok)
                klens[i] = 0;
        }
        if (threads > 1)
            set_threads(threads);
        rc = gostgen_hmac_batch(bits, backend, n, nkeys, kp, klens, mp, lens, macs);
        if (threads > 1)
            set_threads(1);
        CHECK(rc == GOSTGEN_OK, "hmac_batch failed: %d", rc);
        for (size_t i = 0; i < n; i++) {
            const uint8_t *k = nkeys == 1 ? kp[0] : kp[i];
            size_t kl = nkeys == 1 ? klens[0] : klens[i];
            CHECK(gostgen_hmac(bits, backend, k, kl, mp[i], lens[i], m2) == GOSTGEN_OK, "hmac");
            CHECK(memcmp(macs + db * i, m2, db) == 0,
                  "hmac_batch message %zu/%zu (len %zu, key %zu, nkeys %zu) != hmac (bits %u, "
                  "%u threads)", i, n, lens[i], kl, nkeys, bits, threads);
        }
        size_t bad_nkeys = n == 1 ? 0 : (u8(s) & 1 ? 0 : n + 1 + u8(s));
        CHECK(gostgen_hmac_batch(bits, backend, n, bad_nkeys, kp, klens, mp, lens, macs) ==
                  GOSTGEN_EINVAL, "hmac_batch nkeys %zu accepted", bad_nkeys);
        for (size_t i = 1; i < n; i++) {
            free((void *)mp[i]);
            free((void *)kp[i]);
        }
        free(mp);
        free(kp);
        free(lens);
        free(klens);
        free(macs);
    }

    /* KDF_TREE: label and seed from the message, R and the length from the input */
    unsigned r = u8(s) % 6;
    size_t out_len = u8(s) < 240 ? u16(s) % 400 : (u8(s) & 1 ? 8161 : SIZE_MAX);
    size_t llen = len < 40 ? len : u8(s) % 40, slen = len - llen;
    /* One HMAC over [i]_r || label || 0x00 || seed || [L] per 32-byte block, twice (backend and
     * portable): 8161 bytes of a 141 KiB message was 36 MB of Streebog, ~20 s under the
     * sanitizers. The seed is cut so that blocks x input stays within MAX_KDF_BYTES. */
    size_t kblocks = out_len == SIZE_MAX ? 1 : out_len / 32 + 1;
    if (kblocks * len > MAX_KDF_BYTES)
        slen = MAX_KDF_BYTES / kblocks > llen ? MAX_KDF_BYTES / kblocks - llen : 0;
    size_t kin = llen + slen; /* label, 0x00 and seed: kin + 1 bytes */
    int r_ok = r >= 1 && r <= 4;
    int len_ok = out_len >= 1 && out_len != SIZE_MAX && (r != 1 || out_len <= 8160);
    int kvalid = be_valid && key_ok && data_ok && r_ok && len_ok;
    uint8_t *out = xmalloc(out_len == SIZE_MAX ? 1 : out_len);
    rc = gostgen_kdf_tree(backend, key, klen, dp, llen, dp ? dp + llen : NULL, slen, r, out, out_len);
    expect(rc, kvalid, "kdf_tree");
    if (kvalid) {
        /* K(1) = HMAC256(key, [1]_r || label || 0x00 || seed || [L]) */
        uint8_t *blk = xmalloc(r + kin + 1 + 8), lb[8];
        uint64_t lbits = (uint64_t)out_len * 8;
        size_t lbl = 0;
        for (uint64_t v = lbits; v; v >>= 8)
            lbl++;
        for (size_t i = 0; i < lbl; i++)
            lb[i] = (uint8_t)(lbits >> (8 * (lbl - 1 - i)));
        memset(blk, 0, r);
        blk[r - 1] = 1;
        memcpy(blk + r, data, llen);
        blk[r + llen] = 0;
        memcpy(blk + r + llen + 1, data + llen, slen);
        memcpy(blk + r + kin + 1, lb, lbl);
        CHECK(gostgen_hmac(256, backend, key, klen, blk, r + kin + 1 + lbl, m2) == GOSTGEN_OK, "hmac");
        CHECK(memcmp(out, m2, out_len < 32 ? out_len : 32) == 0,
              "kdf_tree block 1 != HMAC of its input (r %u, length %zu)", r, out_len);
        free(blk);
        uint8_t *o2 = xmalloc(out_len);
        CHECK(gostgen_kdf_tree(portable, key, klen, dp, llen, dp ? dp + llen : NULL, slen, r, o2,
                               out_len) == GOSTGEN_OK && memcmp(out, o2, out_len) == 0,
              "kdf_tree on %s != portable", backend ? backend : "default");
        free(o2);
        if (r == 1 && out_len == 32) {
            CHECK(gostgen_kdf_256(backend, key, klen, dp, llen, dp ? dp + llen : NULL, slen, m3) ==
                      GOSTGEN_OK && memcmp(out, m3, 32) == 0, "kdf_256 != kdf_tree(r 1, 32)");
        }
    }
    free(out);

    /* TLSTREE: a known suite (in any case; or not), a 32-byte root key (or not) */
    uint8_t b = u8(s);
    const char *suite = gostgen_tlstree_suite(b % 8);
    int suite_ok = suite != NULL;
    if (suite == NULL) {
        suite = (b & 8) ? "Magma-MGM-L" : "";
        suite_ok = (b & 8) != 0;
    }
    uint64_t seq = (uint64_t)u32(s) << 32 | u32(s);
    uint8_t root[33];
    take(s, root, sizeof root);
    size_t rlen = u8(s) < 230 ? 32 : 31 + u8(s) % 3;
    int tvalid = suite_ok && rlen == 32 && be_valid;
    rc = gostgen_tlstree(suite, backend, root, rlen, seq, m1);
    expect(rc, tvalid, "tlstree");
    if (tvalid)
        CHECK(gostgen_tlstree(suite, portable, root, 32, seq, m2) == GOSTGEN_OK &&
                  memcmp(m1, m2, 32) == 0, "tlstree %s on %s != portable", suite,
              backend ? backend : "default");

    /* PBKDF2: the key as password, the message as salt */
    uint64_t iters = u8(s) % 4;
    size_t dklen = u8(s) < 240 ? u16(s) % 300 : 0;
    int pvalid = be_valid && key_ok && data_ok && iters >= 1 && dklen >= 1;
    uint8_t *pk = xmalloc(dklen), *pk2 = xmalloc(dklen);
    rc = gostgen_pbkdf2(backend, key, klen, dp, len, iters, pk, dklen);
    expect(rc, pvalid, "pbkdf2");
    if (pvalid) {
        CHECK(gostgen_pbkdf2(portable, key, klen, dp, len, iters, pk2, dklen) == GOSTGEN_OK &&
                  memcmp(pk, pk2, dklen) == 0, "pbkdf2 on %s != portable (c %llu, length %zu)",
              backend ? backend : "default", (unsigned long long)iters, dklen);
        size_t shorter = dklen / 2 + 1;
        CHECK(gostgen_pbkdf2(backend, key, klen, dp, len, iters, pk2, shorter) == GOSTGEN_OK &&
                  memcmp(pk, pk2, shorter) == 0, "pbkdf2 shorter output is not a prefix");
        if (iters == 1) {
            uint8_t *msg = xmalloc(len + 4);
            memcpy(msg, data, len);
            memcpy(msg + len, "\0\0\0\1", 4);
            CHECK(gostgen_hmac(512, backend, key, klen, msg, len + 4, m2) == GOSTGEN_OK &&
                      memcmp(pk, m2, dklen < 64 ? dklen : 64) == 0,
                  "pbkdf2 with one iteration != HMAC512(P, S || INT(1))");
            free(msg);
        }
    }
    free(pk);
    free(pk2);
    free(key);
    free(data);
}

/* ---- S-box registry and small helpers ---- */
static void fuzz_misc(src *s)
{
    char name[72];
    size_t nlen = u8(s) % 70;
    take(s, (uint8_t *)name, nlen);
    name[nlen] = '\0';
    const gostgen_sbox *sb = NULL;
    int rc = gostgen_sbox_find(name, &sb);
    check_status(rc, "sbox_find");
    CHECK(rc == GOSTGEN_OK || rc == GOSTGEN_ESBOX, "sbox_find: %d", rc);
    if (rc == GOSTGEN_OK) {
        CHECK(sb != NULL && gostgen_sbox_name(sb) && gostgen_sbox_oid(sb), "found set has NULLs");
        const gostgen_sbox *again;
        CHECK(gostgen_sbox_find(gostgen_sbox_name(sb), &again) == GOSTGEN_OK && again == sb,
              "a found set is not found by its own name");
    }
    CHECK(gostgen_sbox_find(NULL, &sb) == GOSTGEN_EINVAL, "sbox_find(NULL)");
    CHECK(gostgen_sbox_find(name, NULL) == GOSTGEN_EINVAL, "sbox_find(.., NULL)");
    for (size_t i = 0; i < gostgen_sbox_count(); i++) {
        const gostgen_sbox *a = gostgen_sbox_at(i), *f;
        CHECK(gostgen_sbox_find(gostgen_sbox_name(a), &f) == GOSTGEN_OK,
              "compiled-in set %zu not found by name", i);
        if (gostgen_sbox_oid(a)[0])
            CHECK(gostgen_sbox_find(gostgen_sbox_oid(a), &f) == GOSTGEN_OK,
                  "compiled-in set %zu not found by OID", i);
    }
    CHECK(gostgen_sbox_at(gostgen_sbox_count() + u8(s)) == NULL, "sbox_at past the end");

    int cipher = (int)(int8_t)u8(s), mode = (int)(int8_t)u8(s);
    size_t lo, hi, step;
    rc = gostgen_iv_length(cipher, mode, &lo, &hi, &step);
    check_status(rc, "iv_length");
    if (rc == GOSTGEN_OK)
        CHECK(lo <= hi && (hi == 0 || step > 0) && hi <= MAX_REG, "iv_length %zu..%zu/%zu", lo,
              hi, step);
    CHECK(gostgen_strerror((int)u32(s)) != NULL, "strerror NULL");
    rc = gostgen_backend_check(name);
    check_status(rc, "backend_check");
    int known = 0;
    for (size_t i = 0; i < navail; i++)
        known |= strcmp(avail[i], name) == 0;
    CHECK((rc == GOSTGEN_OK) == known, "backend_check('%s') = %d", name, rc);
    gostgen_backend_info info;
    CHECK(gostgen_backend_get(u16(s) + gostgen_backend_count(), &info) == GOSTGEN_EINVAL,
          "backend_get past the end");
    CHECK(gostgen_backend_get(0, NULL) == GOSTGEN_EINVAL, "backend_get(NULL)");
    unsigned t = u16(s);
    rc = gostgen_set_threads(t);
    CHECK(rc == (t <= 256 ? GOSTGEN_OK : GOSTGEN_EINVAL), "set_threads(%u) = %d", t, rc);
    set_threads(1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    src s = {data, size};
    uint64_t seed = 0x9E3779B97F4A7C15ULL;
    for (size_t i = 0; i < size && i < 16; i++)
        seed = (seed ^ data[i]) * 0x100000001B3ULL;
    rng_state = seed | 1;
    /* several operations per input, so one input can also mix them */
    int ops = 0;
    while (s.n > 0 && ops++ < 4) {
        switch (u8(&s) % 10) {
        case 0: fuzz_crypt(&s); break;
        case 1: fuzz_crypt(&s); break;
        case 2: fuzz_crypt_multi(&s); break;
        case 3: fuzz_mac(&s); break;
        case 4: fuzz_hash(&s); break;
        case 5: fuzz_sectors(&s); break;
        case 7: fuzz_hmac_kdf(&s); break;
        case 8: fuzz_mgm(&s); break;
        case 9: fuzz_omac_acpkm(&s); break;
        default: fuzz_misc(&s); break;
        }
    }
    return 0;
}
