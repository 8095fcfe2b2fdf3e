/* key_wipe.c: no key material is left in memory that libgostgen gives back to the allocator.
 *
 * This program defines malloc, calloc, realloc and free itself (forwarding to glibc's
 * __libc_malloc etc.), so every heap block the library frees passes through free() below, which
 * scans it for the key before releasing it. The key is a distinctive random 32-byte pattern;
 * searched for are any 8 consecutive bytes of it as stored by the gost89 schedule (the key words
 * in place), the magma schedule (each 32-bit word byte-swapped), and one key word repeated four
 * times (a broadcast register spilled), and the same for the keys CryptoPro meshing derives.
 * Every context type and call is exercised on every available backend, with the library's threads
 * at 1 and 2. HMAC, the KDFs and PBKDF2 too: their keys (and the password, here the same bytes),
 * the key xored with HMAC's ipad and opad (the blocks the library compresses) and TLSTREE's two
 * intermediate keys are searched for as well. So are the keys ACPKM derives, as secret as the
 * key: CTR-ACPKM's section keys (the chain K -> K' -> K'' ..., each the ECB encryption of D =
 * 0x80..0x9f under the one before) and OMAC-ACPKM's K^i and K^i_1 (ACPKM-Master's stream, whose
 * own re-keyed keys are that chain again), every one the calls below derive, computed through
 * the public API before anything is scanned. Prints "ok ..." or the first finding; exit status
 * 0 or 1.
 *
 * The stack as well: after each one-shot call and each context's free, the 192 KiB below the
 * caller's frame (where the library's frames and the kernels' spilled registers were) is scanned
 * for the same patterns. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gostgen.h"

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

/* Patterns (8 or 16 bytes) are found by their first 8 bytes in a hash table: with every key
 * ACPKM derives there are about a million. Kept, as the derived keys are, in static storage,
 * which is never scanned (only freed blocks and the stack are). */
#define NPAT (1 << 21)
#define HBITS 23
static uint8_t patterns[NPAT][16];
static uint8_t pattern_len[NPAT];
static int pattern_group[NPAT];
static uint32_t pattern_slot[1u << HBITS]; /* pattern index + 1; 0: empty */
static int npatterns;
/* What a pattern belongs to, for the report: a description and an index (-1: none). */
#define NGROUP (1 << 16)
static struct { const char *what; long i; } groups[NGROUP];
static int ngroups;
static volatile int armed;
static volatile int found;
static volatile size_t found_size, found_off;
static volatile int found_pattern;
static const char *where = "", *found_where = "";
static const char *last_call = "none", *found_call = ""; /* (a block freed inside a call is
                                                           * freed after the one before) */
static volatile unsigned long checked_blocks;

static void group(const char *what, long i)
{
    if (ngroups == NGROUP) {
        fprintf(stderr, "more than %d pattern groups\n", NGROUP);
        exit(1);
    }
    groups[ngroups].what = what;
    groups[ngroups++].i = i;
}

static uint64_t prefix8(const uint8_t *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
    return x;
}

static size_t hash8(uint64_t x)
{
    return (size_t)((x * 0x9e3779b97f4a7c15u) >> (64 - HBITS));
}

static void add_pattern(const uint8_t *p, size_t n)
{
    if (npatterns == NPAT || ngroups == 0) { /* a pattern left out would go unsearched */
        fprintf(stderr, "more than %d patterns, or one outside a group\n", NPAT);
        exit(1);
    }
    memcpy(patterns[npatterns], p, n);
    pattern_len[npatterns] = (uint8_t)n;
    pattern_group[npatterns++] = ngroups - 1;
    size_t h = hash8(prefix8(p));
    while (pattern_slot[h] != 0)
        h = (h + 1) & ((1u << HBITS) - 1);
    pattern_slot[h] = (uint32_t)npatterns;
}

/* 8-byte windows of 32 bytes (derived secrets kept as bytes: HMAC's padded key blocks). */
static void add_windows(const uint8_t k[32])
{
    for (int i = 0; i + 8 <= 32; i += 8)
        add_pattern(k + i, 8);
}

/* Patterns for a 32-byte key: 8-byte windows in both word orders, and each word broadcast. */
static void add_key(const uint8_t key[32])
{
    uint8_t swapped[32], b[16];
    for (int i = 0; i < 32; i++)
        swapped[i] = key[(i & ~3) + 3 - (i & 3)];
    for (int i = 0; i + 8 <= 32; i += 8) {
        add_pattern(key + i, 8);
        add_pattern(swapped + i, 8);
    }
    for (int w = 0; w < 8; w++) {
        for (int k = 0; k < 4; k++)
            memcpy(b + 4 * k, key + 4 * w, 4);
        add_pattern(b, 16);
    }
    /* Kuznyechik's first two round keys are the key halves, kept least significant byte first. */
    uint8_t reversed[32];
    for (int i = 0; i < 32; i++)
        reversed[i] = key[(i & ~15) + 15 - (i & 15)];
    for (int i = 0; i + 8 <= 32; i += 8)
        add_pattern(reversed + i, 8);
    /* the forms are keys too, and this frame lies where the calls' will be scanned */
    explicit_bzero(swapped, sizeof swapped);
    explicit_bzero(b, sizeof b);
    explicit_bzero(reversed, sizeof reversed);
}

/* One block of a derived subkey (OMAC-ACPKM's K^i_1): its bytes, each 32-bit word byte-swapped
 * (magma's word form), and all reversed (kuznyechik's). */
static void add_block(const uint8_t *b, size_t n)
{
    uint8_t swapped[16], reversed[16];
    for (size_t i = 0; i < n; i++) {
        swapped[i] = b[(i & ~(size_t)3) + 3 - (i & 3)];
        reversed[i] = b[n - 1 - i];
    }
    for (size_t i = 0; i + 8 <= n; i += 8) {
        add_pattern(b + i, 8);
        add_pattern(swapped + i, 8);
        add_pattern(reversed + i, 8);
    }
    explicit_bzero(swapped, sizeof swapped); /* (as add_key's) */
    explicit_bzero(reversed, sizeof reversed);
}

static void scan(const uint8_t *p, size_t n)
{
    checked_blocks++;
    if (found)
        return;
    for (size_t off = 0; off + 8 <= n; off++)
        for (size_t h = hash8(prefix8(p + off)); pattern_slot[h] != 0;
             h = (h + 1) & ((1u << HBITS) - 1)) {
            int k = (int)pattern_slot[h] - 1;
            size_t m = pattern_len[k];
            if (off + m <= n && memcmp(p + off, patterns[k], m) == 0) {
                found = 1;
                found_size = n;
                found_off = off;
                found_pattern = k;
                found_where = where; /* the loops go on to the backend's end */
                found_call = last_call;
                return;
            }
        }
}

/* Scans the stack below the caller's frame: this function's uninitialised array lies where the
 * library's frames were during the caller's last call. */
#define STACK_SCAN (192 * 1024) /* below the deepest scrub, 128 KiB */
#define STR2(x) #x
#define STR(x) STR2(x)
#define scan_stack() scan_stack_at("line " STR(__LINE__))
static volatile int stack_found;
static const char *stack_where = "";
static __attribute__((noinline)) void scan_stack_at(const char *what)
{
    uint8_t region[STACK_SCAN];
    __asm__ __volatile__("" : : "r"(region) : "memory"); /* its contents are unknown here */
    int before = found;
    scan(region, sizeof region);
    checked_blocks--;
    if (found && !before) {
        stack_found = 1;
        stack_where = what; /* (later scans do not move it) */
    }
}

void *malloc(size_t n) { return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { return __libc_calloc(a, b); }
void free(void *p)
{
    if (p != NULL && armed)
        scan(p, malloc_usable_size(p));
    __libc_free(p);
}
void *realloc(void *p, size_t n)
{
    /* A moving realloc frees the old block: scanned like any other. */
    if (p == NULL)
        return __libc_malloc(n);
    size_t old = malloc_usable_size(p);
    void *q = __libc_malloc(n ? n : 1);
    if (q == NULL)
        return NULL;
    memcpy(q, p, old < n ? old : n);
    free(p);
    return q;
}

static const uint8_t key[32] = {
    0x5a, 0xc3, 0x17, 0xe9, 0x8b, 0x24, 0xf0, 0x6d, 0x91, 0x3e, 0xa7, 0x52, 0xcf, 0x08, 0xb4, 0x7e,
    0x2d, 0xe6, 0x49, 0x9f, 0x63, 0xba, 0x1c, 0xd5, 0x77, 0x0a, 0xee, 0x38, 0x84, 0xc1, 0x5f, 0xa2};
static const uint8_t mesh_constant[32] = { /* RFC 4357 2.3.2 */
    0x69, 0x00, 0x72, 0x22, 0x64, 0xc9, 0x04, 0x23, 0x8d, 0x3a, 0xdb, 0x96, 0x46, 0xe9, 0x2a, 0xc4,
    0x18, 0xfe, 0xac, 0x94, 0x00, 0xed, 0x07, 0x12, 0xc0, 0x86, 0xdc, 0xc2, 0xef, 0x4c, 0xa9, 0x2b};

#define LEN (200 * 1024 + 3)
static uint8_t in[LEN], out[LEN];

static void check(int st, const char *what)
{
    if (st != GOSTGEN_OK) {
        fprintf(stderr, "%s: %s: %s\n", where, what, gostgen_strerror(st));
        exit(1);
    }
    last_call = what;
}

static const char *describe(int k)
{
    static char text[200];
    int g = pattern_group[k];
    if (groups[g].i < 0)
        snprintf(text, sizeof text, "%d, %s", k, groups[g].what);
    else
        snprintf(text, sizeof text, "%d, %s %ld", k, groups[g].what, groups[g].i);
    return text;
}

static const struct { int cipher, mode; size_t iv_len; unsigned flags; const char *name; } modes[] = {
    {GOSTGEN_GOST89, GOSTGEN_ECB, 0, 0, "gost89 ecb"},
    {GOSTGEN_GOST89, GOSTGEN_CNT, 8, 0, "gost89 cnt"},
    {GOSTGEN_GOST89, GOSTGEN_CNT, 8, GOSTGEN_FLAG_MESH, "gost89 cnt mesh"},
    {GOSTGEN_GOST89, GOSTGEN_CFB, 8, 0, "gost89 cfb"},
    {GOSTGEN_GOST89, GOSTGEN_CFB, 8, GOSTGEN_FLAG_MESH, "gost89 cfb mesh"},
    {GOSTGEN_MAGMA, GOSTGEN_ECB, 0, 0, "magma ecb"},
    {GOSTGEN_MAGMA, GOSTGEN_CTR, 4, 0, "magma ctr"},
    {GOSTGEN_MAGMA, GOSTGEN_OFB, 16, 0, "magma ofb"},
    {GOSTGEN_MAGMA, GOSTGEN_CBC, 8, 0, "magma cbc"},
    {GOSTGEN_MAGMA, GOSTGEN_CFB, 24, 0, "magma cfb"},
    {GOSTGEN_MAGMA, GOSTGEN_CTR_ACPKM, 4, 0, "magma ctr-acpkm"},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_ECB, 0, 0, "kuznyechik ecb"},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CTR, 8, 0, "kuznyechik ctr"},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_OFB, 32, 0, "kuznyechik ofb"},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CBC, 16, 0, "kuznyechik cbc"},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CFB, 32, 0, "kuznyechik cfb"},
    {GOSTGEN_KUZNYECHIK, GOSTGEN_CTR_ACPKM, 8, 0, "kuznyechik ctr-acpkm"},
};

static void exercise(const char *be, const gostgen_sbox *sbox)
{
    static const uint8_t iv[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                                   17, 18, 19, 20, 21, 22, 23, 24};
    const uint8_t *keys[5] = {key, key, key, key, key}, *ivs[5] = {iv, iv, iv, iv, iv};
    const uint8_t *ins[5];
    uint8_t *outs[5];
    for (int i = 0; i < 5; i++) {
        ins[i] = in + 4096 * i;
        outs[i] = out + 4096 * i;
    }
    for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
        where = modes[m].name;
        int whole = modes[m].mode == GOSTGEN_ECB || modes[m].mode == GOSTGEN_CBC;
        size_t len = whole ? LEN - 3 : LEN;
        /* kuznyechik takes no S-box set; its blocks are 16 bytes (2992 and 16: whole for both) */
        const gostgen_sbox *sb = modes[m].cipher == GOSTGEN_KUZNYECHIK ? NULL : sbox;
        for (int dec = 0; dec < 2; dec++) {
            gostgen_ctx *ctx;
            check(gostgen_ctx_new(&ctx, modes[m].cipher, modes[m].mode, dec, sb, key, 32, iv,
                                  modes[m].iv_len, modes[m].flags, be), "ctx_new");
            check(gostgen_ctx_update(ctx, in, out, whole ? 16 : 5), "ctx_update");
            check(gostgen_ctx_update(ctx, in, out, whole ? 2992 : 3001), "ctx_update");
            /* a copy goes on after the original is freed, restarted on the first key (meshing
             * and ACPKM kept it beside the one in use) */
            gostgen_ctx *copy;
            check(gostgen_ctx_dup(ctx, &copy), "ctx_dup");
            gostgen_ctx_free(ctx);
            check(gostgen_ctx_update(copy, in, out, 16), "ctx_update (copy)");
            check(gostgen_ctx_restart(copy, iv, modes[m].iv_len), "ctx_restart");
            check(gostgen_ctx_update(copy, in, out, whole ? 16 : 5), "ctx_update (restarted)");
            gostgen_ctx_free(copy);
            scan_stack();
            check(gostgen_crypt(modes[m].cipher, modes[m].mode, dec, sb, key, 32, iv,
                                modes[m].iv_len, modes[m].flags, be, in, out, len), "crypt");
            scan_stack();
            check(gostgen_crypt_multi(modes[m].cipher, modes[m].mode, dec, sb, 5, keys,
                                      modes[m].iv_len ? ivs : NULL, modes[m].iv_len,
                                      modes[m].flags, be, ins, outs, whole ? 2992 : 3001),
                  "crypt_multi");
            scan_stack();
            if (modes[m].mode != GOSTGEN_CTR_ACPKM)
                continue;
            /* custom sections: re-keying every 2 (context), 3 (one-shot), 5 (streams), 7
             * (sectors) blocks; main() searches for every key these derive */
            size_t bs = gostgen_block_size(modes[m].cipher);
            check(gostgen_ctx_new(&ctx, modes[m].cipher, modes[m].mode, dec, sb, key, 32, iv,
                                  modes[m].iv_len, 0, be), "ctx_new");
            check(gostgen_ctx_set_section(ctx, 2 * bs), "ctx_set_section");
            check(gostgen_ctx_update(ctx, in, out, 5), "ctx_update");
            check(gostgen_ctx_update(ctx, in, out, 3001), "ctx_update");
            gostgen_ctx_free(ctx);
            scan_stack();
            check(gostgen_crypt_ex(modes[m].cipher, modes[m].mode, dec, sb, key, 32, iv,
                                   modes[m].iv_len, 0, be, in, out, 3001, 3 * bs), "crypt_ex");
            scan_stack();
            check(gostgen_crypt_multi_ex(modes[m].cipher, modes[m].mode, dec, sb, 5, keys, ivs,
                                         modes[m].iv_len, 0, be, ins, outs, 3001, 5 * bs),
                  "crypt_multi_ex");
            scan_stack();
            check(gostgen_crypt_sectors_ex(modes[m].cipher, modes[m].mode, dec, sb, key, 32,
                                           modes[m].iv_len, 0, be, 512, 9, in, out,
                                           8 * 512 + 5, 7 * bs),
                  "crypt_sectors_ex");
            scan_stack();
        }
    }
    where = "mac";
    for (int c = 0; c < 3; c++) {
        gostgen_mac_ctx *mc;
        uint8_t tag[16];
        const gostgen_sbox *sb = c == GOSTGEN_KUZNYECHIK ? NULL : sbox;
        check(gostgen_mac_new(&mc, c, sb, key, 32, be), "mac_new");
        check(gostgen_mac_update(mc, in, 13), "mac_update");
        check(gostgen_mac_update(mc, in, 3000), "mac_update");
        check(gostgen_mac_final(mc, 64, tag), "mac_final");
        gostgen_mac_ctx *mcopy; /* a copy and a restart: their key copies go with the frees */
        check(gostgen_mac_dup(mc, &mcopy), "mac_dup");
        check(gostgen_mac_restart(mcopy), "mac_restart");
        check(gostgen_mac_update(mcopy, in, 1500), "mac_update");
        gostgen_mac_free(mc);
        gostgen_mac_free(mcopy);
        scan_stack();
        check(gostgen_mac_new(&mc, c, sb, key, 32, be), "mac_new");
        gostgen_mac_free(mc); /* freed without final */
        check(gostgen_mac(c, sb, key, 32, be, in, LEN, 32, tag), "mac");
        scan_stack();
        check(gostgen_mac_multi(c, sb, 5, keys, be, ins, 3001, 64, out), "mac_multi");
        scan_stack();
        if (c == GOSTGEN_GOST89) { /* and the keys meshing derives, two per stream */
            check(gostgen_mac_multi_ex(c, sb, 5, keys, GOSTGEN_FLAG_MESH, be, ins, 3001, 64, out),
                  "mac_multi_ex");
            scan_stack();
        }
    }
    where = "omac-acpkm"; /* contexts finished and not, the one-shot and multi-message calls */
    for (int c = GOSTGEN_MAGMA; c <= GOSTGEN_KUZNYECHIK; c++) {
        gostgen_mac_ctx *mc;
        uint8_t tag[16];
        const gostgen_sbox *sb = c == GOSTGEN_KUZNYECHIK ? NULL : sbox;
        size_t bs = gostgen_block_size(c);
        check(gostgen_omac_acpkm_new(&mc, c, sb, key, 32, 4 * bs, 32 + bs, be), "omac_acpkm_new");
        check(gostgen_mac_update(mc, in, 3001), "mac_update");
        gostgen_mac_ctx *mcopy;
        check(gostgen_mac_dup(mc, &mcopy), "mac_dup");
        check(gostgen_mac_final(mc, 64, tag), "mac_final");
        check(gostgen_mac_restart(mc), "mac_restart");
        check(gostgen_mac_update(mc, in, 700), "mac_update");
        gostgen_mac_free(mc);
        gostgen_mac_free(mcopy);
        scan_stack();
        check(gostgen_omac_acpkm_new(&mc, c, sb, key, 32, 4 * bs, 32 + bs, be), "omac_acpkm_new");
        gostgen_mac_free(mc); /* freed without final */
        check(gostgen_omac_acpkm(c, sb, key, 32, 2 * bs, 3 * bs, be, in, LEN, 32, tag),
              "omac_acpkm");
        scan_stack();
        /* messages long enough for two threads' runs; a short key_section, so that each
         * stream's ACPKM-Master re-keys too (main() searches for its keys and the K^i) */
        check(gostgen_omac_acpkm_multi(c, sb, 5, keys, 2 * bs, 3 * bs, be, ins, 40000, 64, out),
              "omac_acpkm_multi");
        scan_stack();
    }
    /* MGM: one-shot both ways (a forged tag too), and contexts freed after and before the end */
    where = "mgm";
    for (int c = GOSTGEN_MAGMA; c <= GOSTGEN_KUZNYECHIK; c++) {
        static const uint8_t nonce[16] = {0x12, 0x34};
        const gostgen_sbox *sb = c == GOSTGEN_KUZNYECHIK ? NULL : sbox;
        size_t bs = gostgen_block_size(c);
        uint8_t tag[16];
        check(gostgen_mgm_encrypt(c, sb, key, 32, nonce, bs, in, 21, in, out, 3001, tag, bs, be),
              "mgm_encrypt");
        scan_stack();
        check(gostgen_mgm_decrypt(c, sb, key, 32, nonce, bs, in, 21, out, out, 3001, tag, bs, be),
              "mgm_decrypt");
        scan_stack();
        tag[0] ^= 1;
        if (gostgen_mgm_decrypt(c, sb, key, 32, nonce, bs, in, 21, in, out, 3001, tag, bs, be) !=
            GOSTGEN_EAUTH)
            check(GOSTGEN_EINVAL, "mgm_decrypt of a forged tag");
        scan_stack();
        for (int dec = 0; dec < 2; dec++) {
            gostgen_mgm_ctx *mc;
            check(gostgen_mgm_new(&mc, c, dec, sb, key, 32, nonce, bs, be), "mgm_new");
            check(gostgen_mgm_aad(mc, in, 5), "mgm_aad");
            check(gostgen_mgm_update(mc, in, out, 7), "mgm_update");
            check(gostgen_mgm_update(mc, in, out, 3000), "mgm_update");
            if (dec)
                (void)gostgen_mgm_verify(mc, tag, bs);
            else
                check(gostgen_mgm_final(mc, tag, bs), "mgm_final");
            gostgen_mgm_free(mc);
            scan_stack();
            check(gostgen_mgm_new(&mc, c, dec, sb, key, 32, nonce, bs, be), "mgm_new");
            check(gostgen_mgm_update(mc, in, out, 100), "mgm_update");
            check(gostgen_mgm_restart(mc, nonce, bs), "mgm_restart"); /* the next record */
            check(gostgen_mgm_update(mc, in, out, 300), "mgm_update");
            gostgen_mgm_free(mc); /* freed before the end */
            scan_stack();
        }
        /* multi-message: one key for all, then a key per message (the same key, so the same
         * patterns), sealed and opened in place, one message forged; enough data for two
         * threads' runs */
        enum { NM = 6 };
        static const size_t lens[NM] = {0, 1, 17, 700, 3001, 140000};
        static const size_t alens[NM] = {0, 3, 16, 0, 21, 9};
        const uint8_t *keys[NM], *nonces[NM], *aads[NM], *ins[NM], *cts[NM];
        uint8_t *outs[NM], *backs[NM], tags[NM * 16];
        int results[NM];
        size_t off = 0;
        for (int i = 0; i < NM; i++) {
            keys[i] = key;
            nonces[i] = nonce;
            aads[i] = in + 100 * i;
            ins[i] = in + off;
            cts[i] = outs[i] = out + off;
            backs[i] = outs[i];
            off += lens[i];
        }
        for (size_t nkeys = 1; nkeys <= NM; nkeys += NM - 1) {
            check(gostgen_mgm_encrypt_multi(c, sb, NM, nkeys, keys, nonces, bs, aads, alens, ins,
                                            outs, lens, tags, bs, be),
                  "mgm_encrypt_multi");
            scan_stack();
            check(gostgen_mgm_decrypt_multi(c, sb, NM, nkeys, keys, nonces, bs, aads, alens, cts,
                                            backs, lens, tags, bs, results, be),
                  "mgm_decrypt_multi");
            scan_stack();
            check(gostgen_mgm_encrypt_multi(c, sb, NM, nkeys, keys, nonces, bs, aads, alens, ins,
                                            outs, lens, tags, bs, be),
                  "mgm_encrypt_multi");
            tags[4 * bs] ^= 1;
            if (gostgen_mgm_decrypt_multi(c, sb, NM, nkeys, keys, nonces, bs, aads, alens, cts,
                                          backs, lens, tags, bs, results, be) != GOSTGEN_EAUTH)
                check(GOSTGEN_EINVAL, "mgm_decrypt_multi of a forged tag");
            scan_stack();
        }
    }
    /* Streebog of a key (HMAC and KDFs hash keys): the message must not stay behind either. */
    where = "hash";
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        uint8_t digest[64 * 5];
        const size_t lens[5] = {32, 32, 32, 32, 32};
        check(gostgen_hash(bits, be, key, 32, digest), "hash");
        scan_stack();
        gostgen_hash_ctx *h, *copy;
        check(gostgen_hash_new(&h, bits, be), "hash_new");
        check(gostgen_hash_update(h, key, 32), "hash_update");
        check(gostgen_hash_copy(h, &copy), "hash_copy");
        check(gostgen_hash_final(h, digest), "hash_final");
        gostgen_hash_free(h);
        gostgen_hash_free(copy); /* freed without final */
        scan_stack();
        check(gostgen_hash_batch(bits, be, 5, keys, lens, digest), "hash_batch");
        scan_stack();
    }
    /* HMAC, KDFs, PBKDF2: the key as HMAC key, KDF key, TLSTREE root and PBKDF2 password; a
     * long key (hashed first) that starts with it; batches under one key and one key each. */
    where = "hmac";
    static uint8_t long_key[100];
    memcpy(long_key, key, 32);
    const size_t klens[5] = {32, 32, 32, 32, 32}, mlens[5] = {0, 1, 64, 100, 3001};
    for (unsigned bits = 256; bits <= 512; bits += 256) {
        uint8_t mac[64 * 5];
        check(gostgen_hmac(bits, be, key, 32, in, 3001, mac), "hmac");
        scan_stack();
        check(gostgen_hmac(bits, be, long_key, sizeof long_key, in, 64, mac), "hmac long key");
        scan_stack();
        gostgen_hmac_ctx *h, *copy;
        check(gostgen_hmac_new(&h, bits, key, 32, be), "hmac_new");
        scan_stack(); /* the padded key blocks were compressed: nothing of them below */
        check(gostgen_hmac_update(h, in, 77), "hmac_update");
        check(gostgen_hmac_copy(h, &copy), "hmac_copy");
        check(gostgen_hmac_final(h, mac), "hmac_final");
        check(gostgen_hmac_reset(h), "hmac_reset");
        check(gostgen_hmac_update(h, in, 64), "hmac_update after reset");
        gostgen_hmac_free(h);
        gostgen_hmac_free(copy); /* freed without final */
        scan_stack();
        check(gostgen_hmac_new(&h, bits, long_key, sizeof long_key, be), "hmac_new long key");
        gostgen_hmac_free(h);
        scan_stack();
        check(gostgen_hmac_batch(bits, be, 5, 1, keys, klens, ins, mlens, mac), "hmac_batch");
        scan_stack();
        check(gostgen_hmac_batch(bits, be, 5, 5, keys, klens, ins, mlens, mac), "hmac_batch keys");
        scan_stack();
    }
    where = "kdf";
    uint8_t dk[200];
    check(gostgen_kdf_256(be, key, 32, in, 4, in + 4, 8, dk), "kdf_256");
    scan_stack();
    check(gostgen_kdf_tree(be, key, 32, in, 4, in + 4, 8, 2, dk, 100), "kdf_tree");
    scan_stack();
    check(gostgen_tlstree("kuznyechik-mgm-l", be, key, 32, 0, dk), "tlstree");
    scan_stack();
    where = "pbkdf2";
    check(gostgen_pbkdf2(be, key, 32, in, 70, 3, dk, 130), "pbkdf2");
    scan_stack();
}

/* ---- the keys ACPKM derives, from the calls exercise() makes -----------------------------------
 * Computed through the public API before anything is scanned (main() then checks that doing so
 * left nothing on the stack), into static storage, which is never scanned. */
#define CHAIN_MAX 32768
#define MASTER_MAX (1 << 20)
static uint8_t chain[CHAIN_MAX][32]; /* chain[j]: the key re-keyed j times */
static size_t chain_len;
static uint8_t master[MASTER_MAX];
static const uint8_t zeros[MASTER_MAX];

static size_t max_size(size_t a, size_t b)
{
    return a > b ? a : b;
}

/* CTR-ACPKM's section keys: chain[j] = E_chain[j-1](D) in ECB, for j = 1..n. */
static void add_acpkm_chain(int c, size_t n, const char *what)
{
    uint8_t d[32];
    for (int i = 0; i < 32; i++)
        d[i] = (uint8_t)(0x80 + i);
    if (n >= CHAIN_MAX) {
        fprintf(stderr, "%s: %zu keys, more than %d\n", what, n, CHAIN_MAX - 1);
        exit(1);
    }
    memcpy(chain[0], key, 32);
    for (size_t j = 1; j <= n; j++) {
        check(gostgen_crypt(c, GOSTGEN_ECB, 0, NULL, chain[j - 1], 32, NULL, 0, 0, NULL, d,
                            chain[j], 32), "ACPKM section key");
        group(what, (long)j);
        add_key(chain[j]);
    }
    chain_len = n;
}

/* OMAC-ACPKM's K^i || K^i_1, i = 1..n: ACPKM-Master, CTR-ACPKM under the key with sections of
 * key_section bytes and the IV all ones, over zeros. Its own re-keyed keys are chain[] (of the
 * same cipher, computed first): its second section, block key_section / bs, is checked against
 * chain[1], so that the patterns are the library's keys. */
static void add_acpkm_master(int c, size_t key_section, size_t n, const char *what)
{
    static const uint8_t ones[8] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    const size_t bs = gostgen_block_size(c), piece = 32 + bs;
    if (n * piece > MASTER_MAX || n * piece < key_section + bs) {
        fprintf(stderr, "%s: %zu bytes of ACPKM-Master\n", what, n * piece);
        exit(1);
    }
    check(gostgen_crypt_ex(c, GOSTGEN_CTR_ACPKM, 0, NULL, key, 32, ones, bs / 2, 0, NULL, zeros,
                           master, n * piece, key_section), "ACPKM-Master");
    static uint8_t ks[16]; /* a piece of K^1: not on the stack */
    uint8_t ctr[16];
    memset(ctr, 0xff, bs / 2);
    memset(ctr + bs / 2, 0, bs / 2);
    ctr[bs - 2] = (uint8_t)(key_section / bs >> 8);
    ctr[bs - 1] = (uint8_t)(key_section / bs);
    check(gostgen_crypt(c, GOSTGEN_ECB, 0, NULL, chain[1], 32, NULL, 0, 0, NULL, ctr, ks, bs),
          "ACPKM-Master block");
    if (memcmp(ks, master + key_section, bs) != 0) {
        fprintf(stderr, "%s: ACPKM-Master's second section is not under the key E_K(D)\n", what);
        exit(1);
    }
    for (size_t i = 0; i < n; i++) {
        group(what, (long)i + 1);
        add_key(master + piece * i);
        add_block(master + piece * i + 32, bs);
    }
}

/* Every key the ACPKM calls in exercise() derive (one or two more): the same lengths and
 * sections as there. Magma's under the default S-box set: main()'s run-time set has its rows. */
static void add_acpkm_keys(void)
{
    static const char *const names[3][3] = {
        {0},
        {"magma CTR-ACPKM's key re-keyed, times:",
         "magma OMAC-ACPKM's K^i || K^i_1 (T* = 32 + n), i =",
         "magma OMAC-ACPKM's K^i || K^i_1 (T* = 3n), i ="},
        {"kuznyechik CTR-ACPKM's key re-keyed, times:",
         "kuznyechik OMAC-ACPKM's K^i || K^i_1 (T* = 32 + n = 3n), i =", ""}};
    for (int c = GOSTGEN_MAGMA; c <= GOSTGEN_KUZNYECHIK; c++) {
        const size_t bs = gostgen_block_size(c), piece = 32 + bs;
        const size_t def = c == GOSTGEN_MAGMA ? 1024 : 4096; /* the default section */
        /* CTR-ACPKM: one-shot, context (5 + 3001 bytes) and streams at the default section, and
         * the custom sections (2, 3, 5, 7 blocks) */
        size_t nctr = max_size(LEN / def, max_size(3006 / (2 * bs), 3001 / (3 * bs))) + 1;
        /* OMAC-ACPKM: sections (n1 of them) of 4 blocks with T* = 32 + n (contexts, 3001
         * bytes); of 2 blocks with T* = 3n (one-shot, LEN bytes; multi, 40000) */
        size_t t1 = 32 + bs, n1 = 3001 / (4 * bs) + 2;
        size_t t2 = 3 * bs, n2 = max_size(LEN, 40000) / (2 * bs) + 2;
        if (t1 == t2)
            n1 = n2 = max_size(n1, n2);
        size_t nchain = max_size(nctr, max_size(n1 * piece / t1, n2 * piece / t2) + 1);
        add_acpkm_chain(c, nchain, names[c][0]);
        add_acpkm_master(c, t1, n1, names[c][1]);
        if (t2 != t1)
            add_acpkm_master(c, t2, n2, names[c][2]);
    }
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    for (size_t i = 0; i < LEN; i++)
        in[i] = (uint8_t)(i * 131 + 7);
    group("the key", -1);
    add_key(key);
    /* The keys meshing derives: the ECB decryption of the constant under the current key. */
    uint8_t k1[32], k2[32];
    check(gostgen_crypt(GOSTGEN_GOST89, GOSTGEN_ECB, 1, NULL, key, 32, NULL, 0, 0, NULL,
                        mesh_constant, k1, 32), "mesh key 1");
    check(gostgen_crypt(GOSTGEN_GOST89, GOSTGEN_ECB, 1, NULL, k1, 32, NULL, 0, 0, NULL,
                        mesh_constant, k2, 32), "mesh key 2");
    group("mesh key", 1);
    add_key(k1);
    group("mesh key", 2);
    add_key(k2);
    /* HMAC's padded key blocks, and TLSTREE's level keys for sequence number 0 (seeds all zero). */
    uint8_t pad[32], lvl1[32], lvl2[32];
    static const uint8_t zero8[8];
    for (int x = 0; x < 2; x++) {
        for (int i = 0; i < 32; i++)
            pad[i] = (uint8_t)(key[i] ^ (x ? 0x5c : 0x36));
        group(x ? "HMAC's key ^ opad" : "HMAC's key ^ ipad", -1);
        add_windows(pad);
    }
    check(gostgen_kdf_256(NULL, key, 32, (const uint8_t *)"level1", 6, zero8, 8, lvl1), "level1");
    check(gostgen_kdf_256(NULL, lvl1, 32, (const uint8_t *)"level2", 6, zero8, 8, lvl2), "level2");
    group("TLSTREE level key", 1);
    add_windows(lvl1);
    group("TLSTREE level key", 2);
    add_windows(lvl2);
    /* CMAC's subkeys for the plain MAC calls (GOST R 34.13-2015 5.6, written out here): R =
     * E_K(0^n), K1 = R << 1 with B_n folded in on a carry out, K2 = K1 << 1 the same way. */
    for (int c = GOSTGEN_MAGMA; c <= GOSTGEN_KUZNYECHIK; c++) {
        static const uint8_t zero16[16];
        const size_t bs = gostgen_block_size(c);
        uint8_t sub[16];
        check(gostgen_crypt(c, GOSTGEN_ECB, 0, NULL, key, 32, NULL, 0, 0, NULL, zero16, sub, bs),
              "CMAC's R");
        for (long j = 0; j < 3; j++) {
            group(c == GOSTGEN_MAGMA ? "magma CMAC's R, K1, K2:" : "kuznyechik CMAC's R, K1, K2:",
                  j);
            add_block(sub, bs);
            uint8_t carry = sub[0] >> 7;
            for (size_t i = 0; i + 1 < bs; i++)
                sub[i] = (uint8_t)(sub[i] << 1 | sub[i + 1] >> 7);
            sub[bs - 1] = (uint8_t)(sub[bs - 1] << 1 ^ (carry ? (bs == 8 ? 0x1b : 0x87) : 0));
        }
        explicit_bzero(sub, sizeof sub);
    }
    add_acpkm_keys();
    /* What computing them left on the stack is the library's, not the calls under test's. */
    scan_stack_at("setup");
    if (found) {
        fprintf(stderr, "the public API calls computing the derived keys left key pattern %s on "
                        "the stack, %zu bytes down\n",
                describe(found_pattern), (size_t)(STACK_SCAN - found_off));
        return 1;
    }
    /* A run-time S-box set too (copied into each context). */
    uint8_t rows[8][16];
    gostgen_sbox_rows(gostgen_sbox_default(), rows);
    gostgen_sbox *custom;
    check(gostgen_sbox_new((const uint8_t(*)[16])rows, "custom", &custom), "sbox_new");

    /* Negative control: a block freed with the key still in it (in magma word order) is found. */
    armed = 1;
    uint8_t *probe = malloc(100);
    for (int i = 0; i < 32; i++)
        probe[37 + i] = key[(i & ~3) + 3 - (i & 3)];
    free(probe);
    armed = 0;
    if (!found) {
        fprintf(stderr, "the scanner missed a key left in a freed block\n");
        return 1;
    }
    found = 0;
    /* and a derived one: the last section key computed (kuznyechik's), in its own order */
    armed = 1;
    probe = malloc(100);
    memcpy(probe + 51, chain[chain_len], 32);
    free(probe);
    armed = 0;
    if (!found) {
        fprintf(stderr, "the scanner missed a derived key left in a freed block\n");
        return 1;
    }
    found = 0;
    checked_blocks = 0;

    int nbackends = 0;
    armed = 1;
    for (unsigned threads = 1; threads <= 2; threads++) {
        gostgen_set_threads(threads);
        for (size_t b = 0; b < gostgen_backend_count(); b++) {
            gostgen_backend_info info;
            gostgen_backend_get(b, &info);
            if (!info.available)
                continue;
            exercise(info.name, NULL);
            exercise(info.name, custom);
            if (found) {
                armed = 0;
                if (stack_found)
                    fprintf(stderr, "backend %s, threads %u, after %s: the stack below the "
                                    "caller (scan at %s) holds key pattern %s, %zu bytes down\n",
                            info.name, threads, found_where, stack_where, describe(found_pattern),
                            (size_t)(STACK_SCAN - found_off));
                else
                    fprintf(stderr, "backend %s, threads %u, after %s: a freed block of %zu "
                                    "bytes holds key pattern %s at offset %zu (freed after "
                                    "%s)\n",
                            info.name, threads, found_where, (size_t)found_size,
                            describe(found_pattern), (size_t)found_off, found_call);
                return 1;
            }
            nbackends += threads == 1;
        }
    }
    armed = 0;
    gostgen_sbox_free(custom);
    if (checked_blocks == 0) {
        fprintf(stderr, "no heap block was freed: the interposed free() was not used\n");
        return 1;
    }
    printf("ok %d backends, %lu freed blocks scanned for %d patterns\n", nbackends,
           (unsigned long)checked_blocks, npatterns);
    return 0;
}
