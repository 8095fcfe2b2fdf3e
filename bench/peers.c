/* peers.c: the benchmark workloads on the Debian peer libraries.
 *
 * Each peer is compiled in only when run.py found its headers (HAVE_LIBGCRYPT, HAVE_OPENSSL,
 * HAVE_BOTAN). Handles and algorithm objects are created once (outside the timed loop); every
 * timed operation sets the key and IV and then processes the data, as gostgen's one-shot calls
 * do. Multi-stream / batch workloads run the streams one after another. */
#include "peers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const wl_info wl_infos[WL_COUNT] = {
    {"gost89-cnt", "GOST 28147-89 CNT (gamming), one buffer", 1, 1, 0},
    {"gost89-ecb", "GOST 28147-89 ECB, one buffer", 1, 1, 0},
    {"magma-ctr", "Magma CTR (GOST R 34.13-2015), one buffer", 1, 1, 0},
    {"magma-ecb", "Magma ECB, one buffer", 1, 1, 0},
    {"kuznyechik-ctr", "Kuznyechik CTR (GOST R 34.13-2015), one buffer", 1, 1, 0},
    {"kuznyechik-ecb", "Kuznyechik ECB, one buffer", 1, 1, 0},
    {"gost89-cfb-multi", "GOST 28147-89 CFB encrypt, 64 streams x 512 B", 0, 64, 512},
    {"gost89-mac-multi", "GOST 28147-89 MAC (32 bit), 64 messages x 512 B", 0, 64, 512},
    {"kuznyechik-cfb-multi", "Kuznyechik CFB encrypt, 64 streams x 512 B", 0, 64, 512},
    {"kuznyechik-mac-multi", "Kuznyechik MAC (128 bit), 64 messages x 512 B", 0, 64, 512},
    {"streebog512", "Streebog-512, one message", 1, 1, 0},
    {"streebog512-batch", "Streebog-512, 64 messages x 4 KiB", 0, 64, 4096},
};

size_t wl_bytes(const wl_data *d) { return d->n * d->len; }

size_t wl_mac_bytes(int wl) { return wl == WL_KMAC_MULTI ? 16 : 4; }

size_t wl_iv_bytes(int wl)
{
    switch (wl) {
    case WL_ECB: case WL_MECB: case WL_KECB: case WL_MAC_MULTI: case WL_KMAC_MULTI:
    case WL_HASH: case WL_HASH_BATCH: return 0;
    case WL_MCTR: return 4;
    case WL_KCFB_MULTI: return 16;
    default: return 8;
    }
}

int wl_is_kuznyechik(int wl)
{
    return wl == WL_KCTR || wl == WL_KECB || wl == WL_KCFB_MULTI || wl == WL_KMAC_MULTI;
}

const uint8_t *wl_result(const wl_data *d, size_t *len)
{
    switch (d->wl) {
    case WL_MAC_MULTI:
    case WL_KMAC_MULTI: *len = d->n * wl_mac_bytes(d->wl); return d->res;
    case WL_HASH:
    case WL_HASH_BATCH: *len = d->n * 64; return d->res;
    default: *len = d->n * d->len; return d->out;
    }
}

static const char *const peer_names[PEER_COUNT] = {"libgcrypt", "openssl-gost", "botan"};
const char *peer_name(int peer) { return peer_names[peer]; }

static void set_why(char *why, size_t n, const char *msg)
{
    snprintf(why, n, "%s", msg);
}

/* ================================================================ libgcrypt */
#ifdef HAVE_LIBGCRYPT
#include <gcrypt.h>

/* id-tc26-gost-28147-param-Z: the S-box the OpenSSL gost provider's gost89 ciphers use by
 * default in Debian 12 (checked with --check), so that both peers and gostgen run the same set. */
#define OID_TC26_Z "1.2.643.7.1.2.5.1.1"

typedef struct gc_st {
    gcry_cipher_hd_t c;
    gcry_mac_hd_t m;
    int mode;
} gc_st;

static int gc_ready;
static const char *gc_init(void)
{
    if (!gc_ready) {
        if (!gcry_check_version(NULL)) return NULL;
        gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
        gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
        gc_ready = 1;
    }
    return gcry_check_version(NULL);
}

static int gc_cipher_run(void *p, wl_data *d)
{
    gc_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        if (gcry_cipher_setkey(s->c, d->keys[i], 32)) return -1;
        if (s->mode == GCRY_CIPHER_MODE_CTR) {
            if (gcry_cipher_setctr(s->c, d->ivs[i], 8)) return -1;
        } else if (s->mode != GCRY_CIPHER_MODE_ECB) {
            if (gcry_cipher_setiv(s->c, d->ivs[i], 8)) return -1;
        }
        if (gcry_cipher_encrypt(s->c, d->outs[i], d->len, d->ins[i], d->len)) return -1;
    }
    return 0;
}

static int gc_mac_run(void *p, wl_data *d)
{
    gc_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        size_t outlen = 4;
        if (gcry_mac_setkey(s->m, d->keys[i], 32)) return -1;
        if (gcry_mac_write(s->m, d->ins[i], d->len)) return -1;
        if (gcry_mac_read(s->m, d->res + 4 * i, &outlen) || outlen != 4) return -1;
        if (gcry_mac_reset(s->m)) return -1;
    }
    return 0;
}

static int gc_hash_run(void *p, wl_data *d)
{
    (void)p;
    for (size_t i = 0; i < d->n; i++)
        gcry_md_hash_buffer(GCRY_MD_STRIBOG512, d->res + 64 * i, d->ins[i], d->len);
    return 0;
}

static void gc_free(void *p)
{
    gc_st *s = p;
    if (s->c) gcry_cipher_close(s->c);
    if (s->m) gcry_mac_close(s->m);
    free(s);
}

static int gc_make(int wl, bench_op *op, char *why, size_t wn)
{
    if (!gc_init()) { set_why(why, wn, "gcry_check_version failed"); return -1; }
    gc_st *s = calloc(1, sizeof *s);
    if (!s) { set_why(why, wn, "out of memory"); return -1; }
    op->st = s;
    op->free = gc_free;
    op->gg_sbox = "tc26-z";
    switch (wl) {
    case WL_CNT:
    case WL_ECB:
    case WL_CFB_MULTI:
        s->mode = wl == WL_CNT ? GCRY_CIPHER_MODE_CTR
                  : wl == WL_ECB ? GCRY_CIPHER_MODE_ECB : GCRY_CIPHER_MODE_CFB;
        if (gcry_cipher_open(&s->c, GCRY_CIPHER_GOST28147, s->mode, 0) ||
            gcry_cipher_ctl(s->c, GCRYCTL_SET_SBOX, (void *)OID_TC26_Z, 0)) {
            set_why(why, wn, "gcry_cipher_open(GCRY_CIPHER_GOST28147) failed");
            gc_free(s);
            return -1;
        }
        op->run = gc_cipher_run;
        if (wl == WL_CNT) {
            op->ref_kind = REF_CTR_BE;
            snprintf(op->note, sizeof op->note,
                     "GCRY_CIPHER_GOST28147 GCRY_CIPHER_MODE_CTR, S-box tc26-z: standard CTR "
                     "(64-bit big-endian counter), libgcrypt has no CNT; no key meshing");
        } else if (wl == WL_ECB) {
            snprintf(op->note, sizeof op->note,
                     "GCRY_CIPHER_GOST28147 GCRY_CIPHER_MODE_ECB, S-box tc26-z");
        } else {
            snprintf(op->note, sizeof op->note,
                     "GCRY_CIPHER_GOST28147 GCRY_CIPHER_MODE_CFB, S-box tc26-z, setkey+setiv "
                     "per stream, streams one after another");
        }
        return 0;
    case WL_MAC_MULTI:
        if (gcry_mac_open(&s->m, GCRY_MAC_GOST28147_IMIT, 0, NULL)) {
            set_why(why, wn, "gcry_mac_open(GCRY_MAC_GOST28147_IMIT) failed");
            gc_free(s);
            return -1;
        }
        /* The IMIT MAC's S-box is chosen with the same control code as the cipher's. */
        if (gcry_mac_ctl(s->m, GCRYCTL_SET_SBOX, (void *)OID_TC26_Z, 0)) {
            set_why(why, wn, "gcry_mac_ctl(GCRYCTL_SET_SBOX) failed");
            gc_free(s);
            return -1;
        }
        op->run = gc_mac_run;
        snprintf(op->note, sizeof op->note,
                 "GCRY_MAC_GOST28147_IMIT (4-byte MAC), S-box tc26-z, setkey per message, "
                 "messages one after another");
        return 0;
    case WL_HASH:
    case WL_HASH_BATCH:
        op->run = gc_hash_run;
        snprintf(op->note, sizeof op->note, "gcry_md_hash_buffer(GCRY_MD_STRIBOG512)%s",
                 wl == WL_HASH_BATCH ? ", messages one after another" : "");
        return 0;
    default:
        gc_free(s);
        op->st = NULL;
        /* gcrypt.h's enum gcry_cipher_algos (1.10) lists GCRY_CIPHER_GOST28147 and
         * GCRY_CIPHER_GOST28147_MESH and no GOST R 34.12-2015 cipher. */
        if (wl_is_kuznyechik(wl))
            snprintf(why, wn, "libgcrypt %s has no Kuznyechik (gcrypt.h lists no GOST R 34.12-2015 "
                              "cipher)", gcry_check_version(NULL));
        else
            set_why(why, wn, "libgcrypt 1.10 has no Magma (GOST R 34.12-2015 64-bit block cipher)");
        return 1;
    }
}
#endif

/* ================================================================ OpenSSL 3 + gost provider */
#ifdef HAVE_OPENSSL
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>

typedef struct os_st {
    EVP_CIPHER *c;
    EVP_CIPHER_CTX *cctx;
    EVP_MD *md;
    EVP_MD_CTX *mctx;
    EVP_MAC *mac;
    EVP_MAC_CTX *macctx;
} os_st;

static int os_state; /* 0 untried, 1 loaded, -1 failed */
static char os_err[256];
static const char *os_init(void)
{
    if (os_state == 0) {
        OSSL_PROVIDER *g = OSSL_PROVIDER_load(NULL, "gostprov");
        OSSL_PROVIDER *d = OSSL_PROVIDER_load(NULL, "default");
        if (!g || !d) {
            snprintf(os_err, sizeof os_err,
                     "OSSL_PROVIDER_load(\"gostprov\") failed (apt-get install libengine-gost-openssl)");
            os_state = -1;
        } else {
            os_state = 1;
        }
    }
    return os_state == 1 ? OpenSSL_version(OPENSSL_VERSION) : NULL;
}

static void os_free(void *p)
{
    os_st *s = p;
    EVP_CIPHER_CTX_free(s->cctx);
    EVP_CIPHER_free(s->c);
    EVP_MD_CTX_free(s->mctx);
    EVP_MD_free(s->md);
    EVP_MAC_CTX_free(s->macctx);
    EVP_MAC_free(s->mac);
    free(s);
}

static int os_cipher_run(void *p, wl_data *d)
{
    os_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        int outl = 0, finl = 0;
        if (!EVP_EncryptInit_ex2(s->cctx, s->c, d->keys[i], d->ivs[i], NULL)) return -1;
        if (!EVP_EncryptUpdate(s->cctx, d->outs[i], &outl, d->ins[i], (int)d->len)) return -1;
        /* ECB on whole blocks: Update has written every block, and Final would add a padding
         * block. (Padding off instead: the provider's kuznyechik-ecb then fails the next
         * EVP_EncryptInit_ex2 on the same context, and kuznyechik-cfb reports no output.) */
        if (d->wl != WL_KECB && !EVP_EncryptFinal_ex(s->cctx, d->outs[i] + outl, &finl))
            return -1;
        if ((size_t)(outl + finl) != d->len) return -1;
    }
    return 0;
}

static int os_mac_run(void *p, wl_data *d)
{
    os_st *s = p;
    size_t sz = wl_mac_bytes(d->wl);
    OSSL_PARAM params[2] = {OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &sz),
                            OSSL_PARAM_construct_end()};
    for (size_t i = 0; i < d->n; i++) {
        size_t outl = 0;
        if (!EVP_MAC_init(s->macctx, d->keys[i], 32, params)) return -1;
        if (!EVP_MAC_update(s->macctx, d->ins[i], d->len)) return -1;
        if (!EVP_MAC_final(s->macctx, d->res + sz * i, &outl, sz) || outl != sz) return -1;
    }
    return 0;
}

static int os_hash_run(void *p, wl_data *d)
{
    os_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        unsigned int outl = 0;
        if (!EVP_DigestInit_ex2(s->mctx, s->md, NULL)) return -1;
        if (!EVP_DigestUpdate(s->mctx, d->ins[i], d->len)) return -1;
        if (!EVP_DigestFinal_ex(s->mctx, d->res + 64 * i, &outl) || outl != 64) return -1;
    }
    return 0;
}

static int os_make(int wl, bench_op *op, char *why, size_t wn)
{
    if (!os_init()) { set_why(why, wn, os_err); return -1; }
    os_st *s = calloc(1, sizeof *s);
    if (!s) { set_why(why, wn, "out of memory"); return -1; }
    op->st = s;
    op->free = os_free;
    const char *cname = NULL;
    switch (wl) {
    case WL_CNT: cname = "gost89-cnt-12"; break;
    case WL_CFB_MULTI: cname = "gost89"; break;
    case WL_MCTR: cname = "magma-ctr"; break;
    case WL_KCTR: cname = "kuznyechik-ctr"; break;
    case WL_KECB: cname = "kuznyechik-ecb"; break;
    case WL_KCFB_MULTI: cname = "kuznyechik-cfb"; break;
    case WL_ECB:
    case WL_MECB:
        os_free(s);
        op->st = NULL;
        set_why(why, wn, "the OpenSSL gost provider/engine registers no ECB cipher "
                         "(gost89-ecb / magma-ecb fetch fails)");
        return 1;
    default: break;
    }
    if (cname) {
        s->c = EVP_CIPHER_fetch(NULL, cname, NULL);
        s->cctx = EVP_CIPHER_CTX_new();
        if (!s->c || !s->cctx) {
            snprintf(why, wn, "EVP_CIPHER_fetch(\"%s\") failed", cname);
            os_free(s);
            op->st = NULL;
            return -1;
        }
        op->run = os_cipher_run;
        if (wl == WL_CNT) {
            /* The provider's default parameter set (tc26-z) turns CryptoPro key meshing on. */
            op->gg_sbox = "tc26-z";
            op->gg_flags = 1u; /* GOSTGEN_FLAG_MESH */
            snprintf(op->note, sizeof op->note,
                     "EVP_CIPHER \"gost89-cnt-12\" (gostprov): CNT with tc26-z S-box and "
                     "CryptoPro key meshing, EVP_EncryptInit_ex2 per operation");
        } else if (wl == WL_CFB_MULTI) {
            op->gg_sbox = "tc26-z";
            op->gg_flags = 1u; /* meshing on, but a 512-byte stream never reaches 1024 bytes */
            snprintf(op->note, sizeof op->note,
                     "EVP_CIPHER \"gost89\" (gostprov; CFB, tc26-z, meshing never reached at "
                     "512 B), EVP_EncryptInit_ex2 per stream, streams one after another");
        } else if (wl == WL_MCTR) {
            op->gg_sbox = "tc26-z";
            snprintf(op->note, sizeof op->note,
                     "EVP_CIPHER \"magma-ctr\" (gostprov; 4-byte IV), EVP_EncryptInit_ex2 per "
                     "operation");
        } else if (wl == WL_KCFB_MULTI) {
            snprintf(op->note, sizeof op->note,
                     "EVP_CIPHER \"kuznyechik-cfb\" (gostprov; 16-byte IV), EVP_EncryptInit_ex2 "
                     "per stream, streams one after another");
        } else {
            snprintf(op->note, sizeof op->note,
                     "EVP_CIPHER \"%s\" (gostprov%s), EVP_EncryptInit_ex2 per operation", cname,
                     wl == WL_KCTR ? "; 8-byte IV" : "; EVP_EncryptUpdate only, no padding block");
        }
        return 0;
    }
    if (wl == WL_MAC_MULTI || wl == WL_KMAC_MULTI) {
        const char *mname = wl == WL_MAC_MULTI ? "gost-mac-12" : "kuznyechik-mac";
        s->mac = EVP_MAC_fetch(NULL, mname, NULL);
        s->macctx = s->mac ? EVP_MAC_CTX_new(s->mac) : NULL;
        if (!s->macctx) {
            snprintf(why, wn, "EVP_MAC_fetch(\"%s\") failed", mname);
            os_free(s);
            op->st = NULL;
            return -1;
        }
        op->run = os_mac_run;
        if (wl == WL_MAC_MULTI) {
            op->gg_sbox = "tc26-z";
            snprintf(op->note, sizeof op->note,
                     "EVP_MAC \"gost-mac-12\" (gostprov; tc26-z S-box, size 4), EVP_MAC_init per "
                     "message, messages one after another");
        } else {
            snprintf(op->note, sizeof op->note,
                     "EVP_MAC \"kuznyechik-mac\" (gostprov; OMAC, size 16), EVP_MAC_init per "
                     "message, messages one after another");
        }
        return 0;
    }
    /* Streebog */
    s->md = EVP_MD_fetch(NULL, "md_gost12_512", NULL);
    s->mctx = EVP_MD_CTX_new();
    if (!s->md || !s->mctx) {
        set_why(why, wn, "EVP_MD_fetch(\"md_gost12_512\") failed");
        os_free(s);
        op->st = NULL;
        return -1;
    }
    op->run = os_hash_run;
    snprintf(op->note, sizeof op->note, "EVP_MD \"md_gost12_512\" (gostprov)%s",
             wl == WL_HASH_BATCH ? ", messages one after another" : "");
    return 0;
}
#endif

/* ================================================================ Botan 2 (C FFI) */
#ifdef HAVE_BOTAN
#include <botan/ffi.h>

typedef struct bo_st {
    botan_block_cipher_t bc;
    botan_cipher_t c;
    botan_hash_t h;
} bo_st;

static void bo_free(void *p)
{
    bo_st *s = p;
    if (s->bc) botan_block_cipher_destroy(s->bc);
    if (s->c) botan_cipher_destroy(s->c);
    if (s->h) botan_hash_destroy(s->h);
    free(s);
}

static int bo_ecb_run(void *p, wl_data *d)
{
    bo_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        if (botan_block_cipher_set_key(s->bc, d->keys[i], 32)) return -1;
        if (botan_block_cipher_encrypt_blocks(s->bc, d->ins[i], d->outs[i], d->len / 8)) return -1;
    }
    return 0;
}

static int bo_cipher_run(void *p, wl_data *d)
{
    bo_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        size_t written = 0, consumed = 0;
        if (botan_cipher_set_key(s->c, d->keys[i], 32)) return -1;
        if (botan_cipher_start(s->c, d->ivs[i], 8)) return -1;
        if (botan_cipher_update(s->c, BOTAN_CIPHER_UPDATE_FLAG_FINAL, d->outs[i], d->len, &written,
                                d->ins[i], d->len, &consumed))
            return -1;
        if (written != d->len || consumed != d->len) return -1;
    }
    return 0;
}

static int bo_hash_run(void *p, wl_data *d)
{
    bo_st *s = p;
    for (size_t i = 0; i < d->n; i++) {
        if (botan_hash_update(s->h, d->ins[i], d->len)) return -1;
        if (botan_hash_final(s->h, d->res + 64 * i)) return -1; /* final also resets */
    }
    return 0;
}

static int bo_make(int wl, bench_op *op, char *why, size_t wn)
{
    bo_st *s = calloc(1, sizeof *s);
    if (!s) { set_why(why, wn, "out of memory"); return -1; }
    op->st = s;
    op->free = bo_free;
    /* Botan 2 knows two S-box sets; its default is R3411_94_TestParam (gostgen: r3411-94-test).
     * Table-driven implementations run at the same speed whatever the S-box values. */
    op->gg_sbox = "r3411-94-test";
    int rc = 0;
    switch (wl) {
    case WL_ECB:
        rc = botan_block_cipher_init(&s->bc, "GOST-28147-89");
        op->run = bo_ecb_run;
        snprintf(op->note, sizeof op->note,
                 "botan_block_cipher_init(\"GOST-28147-89\") + encrypt_blocks, S-box "
                 "R3411_94_TestParam");
        break;
    case WL_CNT:
        rc = botan_cipher_init(&s->c, "CTR-BE(GOST-28147-89)", BOTAN_CIPHER_INIT_FLAG_ENCRYPT);
        op->run = bo_cipher_run;
        op->ref_kind = REF_CTR_BE;
        snprintf(op->note, sizeof op->note,
                 "botan_cipher_init(\"CTR-BE(GOST-28147-89)\"): standard CTR (64-bit big-endian "
                 "counter), Botan has no CNT; S-box R3411_94_TestParam; no key meshing");
        break;
    case WL_CFB_MULTI:
        rc = botan_cipher_init(&s->c, "GOST-28147-89/CFB", BOTAN_CIPHER_INIT_FLAG_ENCRYPT);
        op->run = bo_cipher_run;
        snprintf(op->note, sizeof op->note,
                 "botan_cipher_init(\"GOST-28147-89/CFB\"), S-box R3411_94_TestParam, set_key+start "
                 "per stream, streams one after another");
        break;
    case WL_HASH:
    case WL_HASH_BATCH:
        rc = botan_hash_init(&s->h, "Streebog-512", 0);
        op->run = bo_hash_run;
        op->gg_sbox = NULL;
        snprintf(op->note, sizeof op->note, "botan_hash_init(\"Streebog-512\")%s",
                 wl == WL_HASH_BATCH ? ", messages one after another" : "");
        break;
    case WL_MAC_MULTI:
        bo_free(s);
        op->st = NULL;
        set_why(why, wn, "Botan 2 has no GOST 28147-89 MAC (imitovstavka)");
        return 1;
    case WL_KCTR:
    case WL_KECB:
    case WL_KCFB_MULTI:
    case WL_KMAC_MULTI:
        /* Botan added Kuznyechik in 3.2.0 (its news.rst: GH #3680 #3724); the bench builds
         * against Botan 2, whose FFI does not know the name. */
        rc = botan_block_cipher_init(&s->bc, "Kuznyechik");
        bo_free(s);
        op->st = NULL;
        if (rc)
            snprintf(why, wn, "%s has no Kuznyechik (botan_block_cipher_init(\"Kuznyechik\") "
                              "returns %d; Botan has it from 3.2.0)", botan_version_string(), rc);
        else
            snprintf(why, wn, "%s knows Kuznyechik, but this bench drives Botan's "
                              "Kuznyechik nowhere yet", botan_version_string());
        return 1;
    default:
        bo_free(s);
        op->st = NULL;
        set_why(why, wn, "Botan 2 has no Magma (GOST R 34.12-2015 64-bit block cipher)");
        return 1;
    }
    if (rc) {
        snprintf(why, wn, "Botan FFI init failed (%d)", rc);
        bo_free(s);
        op->st = NULL;
        return -1;
    }
    return 0;
}
#endif

/* ================================================================ dispatch */
const char *peer_version(int peer, int *ok)
{
    *ok = 0;
    switch (peer) {
    case PEER_LIBGCRYPT:
#ifdef HAVE_LIBGCRYPT
        {
            const char *v = gc_init();
            if (v) { *ok = 1; return v; }
            return "gcry_check_version failed";
        }
#else
        return "not built (apt-get install libgcrypt20-dev)";
#endif
    case PEER_OPENSSL:
#ifdef HAVE_OPENSSL
        {
            const char *v = os_init();
            if (v) { *ok = 1; return v; }
            return os_err;
        }
#else
        return "not built (apt-get install libssl-dev libengine-gost-openssl)";
#endif
    case PEER_BOTAN:
#ifdef HAVE_BOTAN
        *ok = 1;
        return botan_version_string();
#else
        return "not built (apt-get install libbotan-2-dev)";
#endif
    }
    return "unknown peer";
}

int peer_make(int peer, int wl, bench_op *op, char *why, size_t whylen)
{
    memset(op, 0, sizeof *op);
    snprintf(op->target, sizeof op->target, "%s", peer_name(peer));
    int ok;
    const char *v = peer_version(peer, &ok);
    if (!ok) { set_why(why, whylen, v); return 1; }
    switch (peer) {
#ifdef HAVE_LIBGCRYPT
    case PEER_LIBGCRYPT: return gc_make(wl, op, why, whylen);
#endif
#ifdef HAVE_OPENSSL
    case PEER_OPENSSL: return os_make(wl, op, why, whylen);
#endif
#ifdef HAVE_BOTAN
    case PEER_BOTAN: return bo_make(wl, op, why, whylen);
#endif
    default: break;
    }
    set_why(why, whylen, "unknown peer");
    return -1;
}
