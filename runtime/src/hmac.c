/* hmac.c: HMAC-Streebog (RFC 7836 4.1, R 50.1.113-2016), the key derivation functions built on
 * it (KDF_GOSTR3411_2012_256 and KDF_TREE_GOSTR3411_2012_256, RFC 7836 4.4 and 4.5; TLSTREE,
 * RFC 9367 4.1.1 and RFC 9189 8.1) and PBKDF2 with HMAC-Streebog-512 (R 50.1.111-2016, the
 * structure of RFC 8018 5.2).
 *
 * HMAC(K, m) = H((K0 ^ opad) || H((K0 ^ ipad) || m)), K0 the key zero-padded to Streebog's
 * 64-byte block (a key longer than the block is hashed first, with the HMAC's digest size).
 * The two padded key blocks are compressed once per key ("keyed states"); a message then costs
 * its own blocks plus three compressions for the inner hash's end and three or four for the
 * outer hash. Independent messages (the batch call, PBKDF2's and KDF_TREE's output blocks) go
 * through the backend's streebog_g_lanes together, GG_LANES at a time.
 *
 * Every path drives the description's iteration (gg_hash_iteration.h, generated from
 * dsl/streebog.gg as hash.c's) here, from the keyed states: hash.c's contexts cannot start from a
 * state, and a context per message (its allocation and the stack scrub of its free) cost more
 * than the HMAC of a short message. Everything derived from a key, password
 * or output is wiped, and the calls that take one, and the context's free, scrub the stack on
 * the way out. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gg_hash_iteration.h"
#include "gg_internal.h"

#define GG_LANES 64 /* messages per streebog_g_lanes round; the workspace is about 40 KiB */

/* A Streebog state between whole blocks (the iteration's values: h, N, Sigma). */
typedef gg_hash_state gg_sb;

/* A key's states after its inner (ipad) and outer (opad) blocks. */
typedef struct gg_hkey {
    gg_sb in, out;
} gg_hkey;

/* Per-lane room: the state being advanced, its padded last block, the inner digest, and PBKDF2's
 * running U and T (and KDF_TREE's message). */
typedef struct gg_lane {
    gg_sb st;
    uint8_t pad[64];
    uint8_t inner[64];
    uint8_t u[64], t[64];
    uint8_t msg[72]; /* PBKDF2's first message: up to 63 salt bytes and INT(i) */
} gg_lane;

/* Workspace for up to cap lanes: the lanes and, per lane, the message, length and digest
 * destination of gg_sb_finish, the iteration's per-lane arguments (state, block, its bits) and
 * the pointer arrays it hands to the backend. Small calls (one message, one key) use the room
 * inside the struct; larger ones one heap block. */
typedef struct gg_ws {
    size_t cap;
    gg_lane *lane;
    const uint8_t **msg;
    size_t *len;
    uint8_t **dst;
    gg_sb **sp;
    const uint8_t **bp;
    unsigned *bits;
    gg_hash_lanes_args la;
    gg_hkey *keys; /* GG_LANES keyed states (batch with one key per message) */
    void *heap;
    size_t heap_bytes;
    gg_lane lane_small[2];
    const uint8_t *msg_small[2];
    size_t len_small[2];
    uint8_t *dst_small[2];
    gg_sb *sp_small[2];
    const uint8_t *bp_small[2];
    unsigned bits_small[2];
    uint8_t *hp_small[2];
    const uint8_t *np_small[2], *mp_small[2];
} gg_ws;

static void gg_ws_small(gg_ws *w)
{
    w->cap = 2;
    w->lane = w->lane_small;
    w->msg = w->msg_small;
    w->len = w->len_small;
    w->dst = w->dst_small;
    w->sp = w->sp_small;
    w->bp = w->bp_small;
    w->bits = w->bits_small;
    w->la.chain = w->hp_small;
    w->la.x = w->np_small;
    w->la.y = w->mp_small;
    w->keys = NULL;
    w->heap = NULL;
    w->heap_bytes = 0;
}

/* cap lanes (at most 2 * GG_LANES), with room for GG_LANES keyed states if keys is set. */
static int gg_ws_init(gg_ws *w, size_t cap, int keys)
{
    gg_ws_small(w);
    if (cap <= 2 && !keys)
        return GOSTGEN_OK;
    size_t per = sizeof(gg_lane) + 8 * sizeof(void *) + sizeof(size_t) + sizeof(unsigned);
    size_t bytes = cap * per + (keys ? GG_LANES * sizeof(gg_hkey) : 0);
    uint8_t *p = malloc(bytes);
    if (p == NULL)
        return GOSTGEN_ENOMEM;
    w->heap = p;
    w->heap_bytes = bytes;
    w->cap = cap;
    w->lane = (gg_lane *)p;
    p += cap * sizeof(gg_lane);
    if (keys) {
        w->keys = (gg_hkey *)p;
        p += GG_LANES * sizeof(gg_hkey);
    }
    w->msg = (const uint8_t **)p;
    w->dst = (uint8_t **)(w->msg + cap);
    w->sp = (gg_sb **)(w->dst + cap);
    w->bp = (const uint8_t **)(w->sp + cap);
    w->la.chain = (uint8_t **)(w->bp + cap);
    w->la.x = (const uint8_t **)(w->la.chain + cap);
    w->la.y = w->la.x + cap;
    w->len = (size_t *)(w->la.y + cap);
    w->bits = (unsigned *)(w->len + cap);
    return GOSTGEN_OK;
}

static void gg_ws_free(gg_ws *w)
{
    if (w->heap != NULL) {
        gg_wipe(w->heap, w->heap_bytes);
        free(w->heap);
    }
    gg_wipe(w->lane_small, sizeof w->lane_small);
    gg_ws_small(w);
}

/* Streebog stages 2 and 3 for n lanes: lane i's state w->lane[i].st goes on over the message
 * w->msg[i] of w->len[i] bytes (the rest of its message after the whole blocks the state has
 * taken) and its digest (bits / 8 bytes) is written to w->dst[i]. */
static void gg_sb_finish(const gg_backend *be, unsigned bits, size_t n, gg_ws *w)
{
    const size_t B = GG_HASH_BLOCK_BYTES;
    size_t i, k;
    for (size_t off = 0;; off += B) {
        for (i = 0, k = 0; i < n; i++)
            if (w->len[i] >= off + B) {
                w->sp[k] = &w->lane[i].st;
                w->bp[k] = w->msg[i] + off;
                w->bits[k++] = (unsigned)(8 * B);
            }
        if (k == 0)
            break;
        gg_hash_block_lanes(be, k, w->sp, w->bp, w->bits, &w->la);
    }
    for (i = 0; i < n; i++) {
        size_t rem = w->len[i] % B;
        uint8_t *p = w->lane[i].pad;
        if (rem > 0)
            memcpy(p, w->msg[i] + (w->len[i] - rem), rem);
        gg_hash_pad(p, rem);
        w->sp[i] = &w->lane[i].st;
        w->bp[i] = p;
        w->bits[i] = (unsigned)(8 * rem);
    }
    gg_hash_block_lanes(be, n, w->sp, w->bp, w->bits, &w->la);
    gg_hash_finish_lanes(be, n, w->sp, &w->la);
    for (i = 0; i < n; i++)
        gg_hash_digest(&w->lane[i].st, bits, w->dst[i]);
}

/* Keyed states of n keys (n <= GG_LANES, the workspace has 2n lanes): out[i] for keys[i]. */
static void gg_hkeys(const gg_backend *be, unsigned bits, size_t n, const uint8_t *const keys[],
                     const size_t klens[], gg_hkey *out, gg_ws *w)
{
    size_t i, k = 0;
    /* K0 of key i in lane 2i's inner[]. The long keys are hashed together in lanes 0..k-1,
     * their digests written straight to their K0 slots (gg_sb_finish touches only a lane's st
     * and pad). */
    for (i = 0; i < n; i++) {
        uint8_t *k0 = w->lane[2 * i].inner;
        memset(k0, 0, 64);
        if (klens[i] > 64) {
            gg_hash_start(&w->lane[k].st, bits);
            w->msg[k] = keys[i];
            w->len[k] = klens[i];
            w->dst[k] = k0;
            k++;
        } else if (klens[i] > 0) {
            memcpy(k0, keys[i], klens[i]);
        }
    }
    if (k > 0)
        gg_sb_finish(be, bits, k, w);
    /* The padded blocks, the first block of the inner and outer hashes. */
    for (i = 0; i < n; i++) {
        const uint8_t *k0 = w->lane[2 * i].inner;
        for (int half = 0; half < 2; half++) {
            gg_lane *l = &w->lane[2 * i + half];
            uint8_t x = half ? 0x5c : 0x36;
            for (int b = 0; b < 64; b++)
                l->pad[b] = (uint8_t)(k0[b] ^ x);
        }
    }
    for (i = 0; i < 2 * n; i++) {
        gg_hash_start(&w->lane[i].st, bits);
        w->sp[i] = &w->lane[i].st;
        w->bp[i] = w->lane[i].pad;
        w->bits[i] = (unsigned)(8 * GG_HASH_BLOCK_BYTES);
    }
    gg_hash_block_lanes(be, 2 * n, w->sp, w->bp, w->bits, &w->la);
    for (i = 0; i < n; i++) {
        out[i].in = w->lane[2 * i].st;
        out[i].out = w->lane[2 * i + 1].st;
    }
    gg_wipe(w->lane, 2 * n * sizeof *w->lane);
}

/* HMACs of n messages (n <= the workspace's lanes): message i under keys[i * key_step] (step 0:
 * one key for all), the MAC (bits / 8 bytes) to macs[i]. The inner digest goes through
 * lane[i].inner, so macs[i] may be data[i] itself (PBKDF2's U). */
static void gg_hmac_lanes(const gg_backend *be, unsigned bits, size_t n, const gg_hkey *keys,
                          size_t key_step, const uint8_t *const data[], const size_t lens[],
                          uint8_t *const macs[], gg_ws *w)
{
    size_t i;
    for (i = 0; i < n; i++) {
        w->lane[i].st = keys[i * key_step].in;
        w->msg[i] = data[i];
        w->len[i] = lens[i];
        w->dst[i] = w->lane[i].inner;
    }
    gg_sb_finish(be, bits, n, w);
    for (i = 0; i < n; i++) {
        w->lane[i].st = keys[i * key_step].out;
        w->msg[i] = w->lane[i].inner;
        w->len[i] = bits / 8;
        w->dst[i] = macs[i];
    }
    gg_sb_finish(be, bits, n, w);
}

/* ---- streaming context ------------------------------------------------------------------------ */
struct gostgen_hmac_ctx {
    const gg_backend *be;
    unsigned bits;
    int done;
    gg_hkey key;     /* the keyed states */
    gg_sb cur;       /* the inner hash over the whole blocks taken so far */
    uint8_t buf[64]; /* and the bytes after them */
    size_t buflen;
};

/* One whole block into a state (stage 2). */
static void gg_sb_block(const gg_backend *be, gg_sb *st, const uint8_t m[64])
{
    gg_hash_block(be, st, m, (unsigned)(8 * GG_HASH_BLOCK_BYTES));
}

/* Frees what the context holds; the stack is scrubbed here (not in update or final, which take
 * no key), as hash.c's frees do. */
void gostgen_hmac_free(gostgen_hmac_ctx *c)
{
    if (c == NULL) /* (no scrub: as gostgen_ctx_free) */
        return;
    gg_wipe(c, sizeof *c);
    free(c);
    gg_stack_scrub();
}

static __attribute__((noinline)) int hmac_new_body(gostgen_hmac_ctx **out, unsigned bits,
                                                   const uint8_t *key, size_t key_len,
                                                   const char *backend)
{
    const gg_backend *be;
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    if ((bits != 256 && bits != 512) || (key == NULL && key_len > 0))
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gostgen_hmac_ctx *c = calloc(1, sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    gg_ws w;
    gg_ws_small(&w);
    c->be = be;
    c->bits = bits;
    gg_hkeys(be, bits, 1, &key, &key_len, &c->key, &w);
    gg_ws_free(&w);
    c->cur = c->key.in;
    *out = c;
    return GOSTGEN_OK;
}

int gostgen_hmac_new(gostgen_hmac_ctx **out, unsigned bits, const uint8_t *key, size_t key_len,
                     const char *backend)
{
    int rc = hmac_new_body(out, bits, key, key_len, backend);
    gg_stack_scrub();
    return rc;
}

int gostgen_hmac_reset(gostgen_hmac_ctx *c)
{
    if (c == NULL)
        return GOSTGEN_EINVAL;
    c->cur = c->key.in;
    gg_wipe(c->buf, sizeof c->buf);
    c->buflen = 0;
    c->done = 0;
    return GOSTGEN_OK;
}

int gostgen_hmac_update(gostgen_hmac_ctx *c, const uint8_t *data, size_t len)
{
    if (c == NULL || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    if (c->done)
        return GOSTGEN_ESTATE;
    if (c->buflen > 0) {
        size_t n = 64 - c->buflen < len ? 64 - c->buflen : len;
        memcpy(c->buf + c->buflen, data, n);
        c->buflen += n;
        data += n;
        len -= n;
        if (c->buflen < 64)
            return GOSTGEN_OK;
        gg_sb_block(c->be, &c->cur, c->buf);
        c->buflen = 0;
    }
    /* A whole block is taken at once: a message of 64k bytes still ends with a padded empty
     * block (stage 3). */
    for (; len >= 64; data += 64, len -= 64)
        gg_sb_block(c->be, &c->cur, data);
    if (len > 0)
        memcpy(c->buf, data, len);
    c->buflen = len;
    return GOSTGEN_OK;
}

int gostgen_hmac_final(gostgen_hmac_ctx *c, uint8_t *mac)
{
    if (c == NULL || mac == NULL)
        return GOSTGEN_EINVAL;
    if (c->done)
        return GOSTGEN_ESTATE;
    gg_ws w;
    gg_ws_small(&w);
    const uint8_t *m = c->buf;
    w.lane[0].st = c->cur;
    w.msg[0] = m;
    w.len[0] = c->buflen;
    w.dst[0] = w.lane[0].inner;
    gg_sb_finish(c->be, c->bits, 1, &w);
    w.lane[0].st = c->key.out;
    w.msg[0] = w.lane[0].inner;
    w.len[0] = c->bits / 8;
    w.dst[0] = mac;
    gg_sb_finish(c->be, c->bits, 1, &w);
    gg_ws_free(&w);
    gg_wipe(&c->cur, sizeof c->cur);
    gg_wipe(c->buf, sizeof c->buf);
    c->done = 1;
    return GOSTGEN_OK;
}

int gostgen_hmac_copy(const gostgen_hmac_ctx *c, gostgen_hmac_ctx **out)
{
    void *d;
    if (out == NULL)
        return GOSTGEN_EINVAL;
    int rc = gg_ctx_copy(c, c != NULL && c->done, sizeof *c, &d);
    *out = d;
    return rc;
}

/* ---- one-shot and batch ----------------------------------------------------------------------- */
static __attribute__((noinline)) int hmac_body(unsigned bits, const char *backend,
                                               const uint8_t *key, size_t key_len,
                                               const uint8_t *data, size_t len, uint8_t *mac)
{
    const gg_backend *be;
    if (bits != 256 && bits != 512)
        return GOSTGEN_EINVAL;
    if (mac == NULL || (key == NULL && key_len > 0) || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_ws w;
    gg_hkey k;
    gg_ws_small(&w);
    gg_hkeys(be, bits, 1, &key, &key_len, &k, &w);
    gg_hmac_lanes(be, bits, 1, &k, 0, &data, &len, &mac, &w);
    gg_wipe(&k, sizeof k);
    gg_ws_free(&w);
    return GOSTGEN_OK;
}

int gostgen_hmac(unsigned bits, const char *backend, const uint8_t *key, size_t key_len,
                 const uint8_t *data, size_t len, uint8_t *mac)
{
    int rc = hmac_body(bits, backend, key, key_len, data, len, mac);
    gg_stack_scrub();
    return rc;
}

typedef struct gg_hbatch {
    const gg_backend *be;
    unsigned bits;
    size_t nkeys;
    const gg_hkey *one; /* the keyed states when nkeys == 1 */
    const uint8_t *const *keys;
    const size_t *key_lens;
    const uint8_t *const *data;
    const size_t *lens;
    uint8_t *macs;
} gg_hbatch;

/* Messages [lo, hi) of a batch, GG_LANES at a time. */
static int gg_hbatch_part(void *arg, size_t lo, size_t hi)
{
    const gg_hbatch *j = arg;
    gg_ws w;
    size_t lanes = hi - lo < GG_LANES ? hi - lo : GG_LANES;
    int rc = gg_ws_init(&w, 2 * lanes, j->nkeys != 1);
    if (rc != GOSTGEN_OK)
        return rc;
    uint8_t *dst[GG_LANES];
    for (size_t a = lo; a < hi; a += GG_LANES) {
        size_t k = hi - a < GG_LANES ? hi - a : GG_LANES;
        const gg_hkey *keys = j->one;
        if (j->nkeys != 1) {
            gg_hkeys(j->be, j->bits, k, j->keys + a, j->key_lens + a, w.keys, &w);
            keys = w.keys;
        }
        for (size_t i = 0; i < k; i++)
            dst[i] = j->macs + (a + i) * (j->bits / 8);
        gg_hmac_lanes(j->be, j->bits, k, keys, j->nkeys != 1, j->data + a, j->lens + a, dst, &w);
    }
    gg_ws_free(&w);
    return GOSTGEN_OK;
}

static __attribute__((noinline)) int hmac_batch_body(unsigned bits, const char *backend, size_t n,
                                                     size_t nkeys, const uint8_t *const keys[],
                                                     const size_t key_lens[],
                                                     const uint8_t *const data[],
                                                     const size_t lens[], uint8_t *macs)
{
    const gg_backend *be;
    size_t i;
    if (bits != 256 && bits != 512)
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (nkeys != 1 && nkeys != n)
        return GOSTGEN_EINVAL;
    if (keys == NULL || key_lens == NULL || data == NULL || lens == NULL || macs == NULL ||
        n > SIZE_MAX / 64)
        return GOSTGEN_EINVAL;
    size_t total = 0;
    for (i = 0; i < nkeys; i++)
        if (keys[i] == NULL && key_lens[i] > 0)
            return GOSTGEN_EINVAL;
    for (i = 0; i < n; i++) {
        if (data[i] == NULL && lens[i] > 0)
            return GOSTGEN_EINVAL;
        total += lens[i] < SIZE_MAX - total ? lens[i] : 0;
    }
    gg_hkey one;
    gg_hbatch job = {be, bits, nkeys, &one, keys, key_lens, data, lens, macs};
    if (nkeys == 1) {
        gg_ws w;
        gg_ws_small(&w);
        gg_hkeys(be, bits, 1, keys, key_lens, &one, &w);
        gg_ws_free(&w);
    }
    /* Per message its bytes and about 7 blocks of fixed work (keys, padding, outer hash). */
    size_t avg = total / n + 7 * 64;
    rc = gg_parallel(n, GG_PARALLEL_MIN_BYTES / avg + 1, gg_hbatch_part, &job);
    gg_wipe(&one, sizeof one);
    return rc;
}

int gostgen_hmac_batch(unsigned bits, const char *backend, size_t n, size_t nkeys,
                       const uint8_t *const keys[], const size_t key_lens[],
                       const uint8_t *const data[], const size_t lens[], uint8_t *macs)
{
    int rc = hmac_batch_body(bits, backend, n, nkeys, keys, key_lens, data, lens, macs);
    gg_stack_scrub_deep(); /* as gostgen_hash_batch: the lanes and threads go deeper */
    return rc;
}

/* ---- KDF_TREE_GOSTR3411_2012_256, KDF_GOSTR3411_2012_256, TLSTREE ----------------------------- */
/* K(i) = HMAC256(K_in, [i]_R || label || 0x00 || seed || [L]), L = 8 * out_len bits written
 * big-endian on as few bytes as it needs; out = the first out_len bytes of K(1) || K(2) || ... */
static int gg_kdf_tree(const gg_backend *be, const uint8_t *key, size_t key_len,
                       const uint8_t *label, size_t label_len, const uint8_t *seed,
                       size_t seed_len, unsigned r, uint8_t *out, size_t out_len)
{
    uint64_t nblocks = (out_len + 31) / 32;
    uint64_t lbits = (uint64_t)out_len * 8;
    uint8_t lb[8];
    size_t lb_len = 0;
    for (uint64_t v = lbits; v != 0; v >>= 8)
        lb_len++;
    for (size_t i = 0; i < lb_len; i++)
        lb[i] = (uint8_t)(lbits >> (8 * (lb_len - 1 - i)));
    /* [i]_R || label || 0x00 || seed || [L]: one message per lane, the counter rewritten */
    size_t mlen = r + 1 + lb_len; /* (at most 13) */
    if (label_len > SIZE_MAX / GG_LANES - mlen)
        return GOSTGEN_ENOMEM;
    mlen += label_len;
    if (seed_len > SIZE_MAX / GG_LANES - mlen) /* each addition checked: any of them may wrap */
        return GOSTGEN_ENOMEM;
    mlen += seed_len;
    size_t lanes = nblocks < GG_LANES ? (size_t)nblocks : GG_LANES;
    uint8_t *msgs = malloc(lanes * mlen);
    if (msgs == NULL)
        return GOSTGEN_ENOMEM;
    gg_ws w;
    int rc = gg_ws_init(&w, lanes < 2 ? 2 : 2 * lanes, 0);
    if (rc != GOSTGEN_OK) {
        free(msgs);
        return rc;
    }
    for (size_t i = 0; i < lanes; i++) {
        uint8_t *m = msgs + i * mlen + r;
        if (label_len > 0)
            memcpy(m, label, label_len);
        m[label_len] = 0x00;
        if (seed_len > 0)
            memcpy(m + label_len + 1, seed, seed_len);
        memcpy(m + label_len + 1 + seed_len, lb, lb_len);
    }
    gg_hkey k;
    gg_hkeys(be, 256, 1, &key, &key_len, &k, &w);
    const uint8_t *mp[GG_LANES];
    size_t lens[GG_LANES];
    uint8_t *dst[GG_LANES];
    for (uint64_t b = 0; b < nblocks; b += lanes) {
        size_t n = nblocks - b < lanes ? (size_t)(nblocks - b) : lanes;
        for (size_t i = 0; i < n; i++) {
            uint64_t ctr = b + i + 1;
            uint8_t *m = msgs + i * mlen;
            for (unsigned j = 0; j < r; j++)
                m[j] = (uint8_t)(ctr >> (8 * (r - 1 - j)));
            mp[i] = m;
            lens[i] = mlen;
            dst[i] = w.lane[i].t;
        }
        gg_hmac_lanes(be, 256, n, &k, 0, mp, lens, dst, &w);
        for (size_t i = 0; i < n; i++) {
            size_t off = (size_t)(b + i) * 32;
            memcpy(out + off, w.lane[i].t, out_len - off < 32 ? out_len - off : 32);
        }
    }
    gg_wipe(&k, sizeof k);
    gg_ws_free(&w);
    free(msgs); /* label, seed and counters: not secret */
    return GOSTGEN_OK;
}

static int gg_kdf_args(const char *backend, const gg_backend **be, const uint8_t *key,
                       size_t key_len, const uint8_t *label, size_t label_len,
                       const uint8_t *seed, size_t seed_len, const uint8_t *out)
{
    if (out == NULL || (key == NULL && key_len > 0) || (label == NULL && label_len > 0) ||
        (seed == NULL && seed_len > 0))
        return GOSTGEN_EINVAL;
    return gg_backend_resolve(backend, be);
}

static __attribute__((noinline)) int
kdf_tree_body(const char *backend, const uint8_t *key, size_t key_len, const uint8_t *label,
              size_t label_len, const uint8_t *seed, size_t seed_len, unsigned r, uint8_t *out,
              size_t out_len)
{
    const gg_backend *be;
    int rc = gg_kdf_args(backend, &be, key, key_len, label, label_len, seed, seed_len, out);
    if (rc != GOSTGEN_OK)
        return rc;
    /* R of 1..4 bytes numbers at most 2^(8R) - 1 blocks of 32 bytes */
    if (r < 1 || r > 4 || out_len == 0 || out_len > SIZE_MAX / 8 ||
        (out_len + 31) / 32 > (((uint64_t)1 << (8 * r)) - 1))
        return GOSTGEN_EINVAL;
    return gg_kdf_tree(be, key, key_len, label, label_len, seed, seed_len, r, out, out_len);
}

int gostgen_kdf_tree(const char *backend, const uint8_t *key, size_t key_len,
                     const uint8_t *label, size_t label_len, const uint8_t *seed, size_t seed_len,
                     unsigned r, uint8_t *out, size_t out_len)
{
    int rc = kdf_tree_body(backend, key, key_len, label, label_len, seed, seed_len, r, out,
                           out_len);
    if (out_len > 32)
        gg_stack_scrub_deep(); /* several blocks: the lanes kernels' frames */
    else
        gg_stack_scrub();
    return rc;
}

int gostgen_kdf_256(const char *backend, const uint8_t *key, size_t key_len, const uint8_t *label,
                    size_t label_len, const uint8_t *seed, size_t seed_len, uint8_t *out)
{
    /* KDF_GOSTR3411_2012_256 = KDF_TREE with R = 1 and L = 256 (RFC 7836 4.4, 4.5) */
    int rc = kdf_tree_body(backend, key, key_len, label, label_len, seed, seed_len, 1, out, 32);
    gg_stack_scrub();
    return rc;
}

/* The masks C_1, C_2, C_3 of each suite (RFC 9367 4.1.1 for the TLS 1.3 MGM suites, RFC 9189
 * 8.1 for the TLS 1.2 CTR-OMAC suites). */
static const struct {
    const char *name;
    uint64_t c[3];
} gg_tlstree_suites[] = {
    {"kuznyechik-mgm-l", {0xf800000000000000u, 0xfffffff000000000u, 0xffffffffffffe000u}},
    {"magma-mgm-l", {0xffe0000000000000u, 0xffffffffc0000000u, 0xffffffffffffff80u}},
    {"kuznyechik-mgm-s", {0xffffffffe0000000u, 0xffffffffffff0000u, 0xfffffffffffffff8u}},
    {"magma-mgm-s", {0xfffffffffc000000u, 0xffffffffffffe000u, 0xffffffffffffffffu}},
    {"kuznyechik-ctr-omac", {0xffffffff00000000u, 0xfffffffffff80000u, 0xffffffffffffffc0u}},
    {"magma-ctr-omac", {0xffffffc000000000u, 0xfffffffffe000000u, 0xfffffffffffff000u}},
};
#define GG_TLSTREE_SUITES (sizeof gg_tlstree_suites / sizeof *gg_tlstree_suites)

const char *gostgen_tlstree_suite(size_t index)
{
    return index < GG_TLSTREE_SUITES ? gg_tlstree_suites[index].name : NULL;
}

static __attribute__((noinline)) int tlstree_body(const char *suite, const char *backend,
                                                  const uint8_t *root_key, size_t key_len,
                                                  uint64_t seqnum, uint8_t *out)
{
    const gg_backend *be;
    size_t s;
    if (suite == NULL || root_key == NULL || out == NULL)
        return GOSTGEN_EINVAL;
    for (s = 0; s < GG_TLSTREE_SUITES; s++)
        if (strcasecmp(suite, gg_tlstree_suites[s].name) == 0)
            break;
    if (s == GG_TLSTREE_SUITES)
        return GOSTGEN_EINVAL;
    if (key_len != 32)
        return GOSTGEN_EKEYLEN;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    /* K_j = KDF_GOSTR3411_2012_256(K_{j-1}, "level" || j, STR_8(seqnum & C_j)), K_0 the root */
    uint8_t k[32], label[6] = {'l', 'e', 'v', 'e', 'l', '0'}, d[8];
    memcpy(k, root_key, 32);
    for (int j = 0; j < 3 && rc == GOSTGEN_OK; j++) {
        uint64_t v = seqnum & gg_tlstree_suites[s].c[j];
        for (int b = 0; b < 8; b++)
            d[b] = (uint8_t)(v >> (56 - 8 * b));
        label[5] = (uint8_t)('1' + j);
        rc = gg_kdf_tree(be, k, 32, label, sizeof label, d, sizeof d, 1, j == 2 ? out : k, 32);
    }
    gg_wipe(k, sizeof k);
    return rc;
}

int gostgen_tlstree(const char *suite, const char *backend, const uint8_t *root_key,
                    size_t key_len, uint64_t seqnum, uint8_t *out)
{
    int rc = tlstree_body(suite, backend, root_key, key_len, seqnum, out);
    gg_stack_scrub();
    return rc;
}

/* ---- PBKDF2 with HMAC_GOSTR3411_2012_512 ------------------------------------------------------ */
/* T_i = U_1 ^ ... ^ U_c, U_1 = HMAC512(P, S || INT(i)), U_j = HMAC512(P, U_{j-1}); DK = the first
 * out_len bytes of T_1 || T_2 || ... The salt's whole blocks are taken once into the inner state
 * (every U_1 starts with them); the output blocks' chains run in lanes. */
static __attribute__((noinline)) int
pbkdf2_body(const char *backend, const uint8_t *password, size_t password_len,
            const uint8_t *salt, size_t salt_len, uint64_t iterations, uint8_t *out,
            size_t out_len)
{
    const gg_backend *be;
    if (out == NULL || (password == NULL && password_len > 0) || (salt == NULL && salt_len > 0))
        return GOSTGEN_EINVAL;
    /* dkLen at most (2^32 - 1) hLen (RFC 8018 5.2) */
    if (iterations == 0 || out_len == 0 || (out_len - 1) / 64 >= 0xffffffffu)
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    size_t nblocks = (out_len + 63) / 64;
    size_t lanes = nblocks < GG_LANES ? nblocks : GG_LANES;
    gg_ws w;
    rc = gg_ws_init(&w, lanes < 2 ? 2 : 2 * lanes, 0);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_hkey k[2]; /* k[0] the password's states, k[1] with the salt's whole blocks taken in */
    gg_hkeys(be, 512, 1, &password, &password_len, &k[0], &w);
    k[1] = k[0];
    size_t head = salt_len - salt_len % 64;
    for (size_t off = 0; off < head; off += 64)
        gg_sb_block(be, &k[1].in, salt + off);
    const uint8_t *mp[GG_LANES];
    size_t lens[GG_LANES];
    uint8_t *dst[GG_LANES];
    for (size_t b = 0; b < nblocks; b += lanes) {
        size_t n = nblocks - b < lanes ? nblocks - b : lanes;
        for (size_t i = 0; i < n; i++) {
            gg_lane *l = &w.lane[i];
            uint32_t ctr = (uint32_t)(b + i + 1);
            size_t tail = salt_len - head;
            if (tail > 0)
                memcpy(l->msg, salt + head, tail);
            gg_store_be32(l->msg + tail, ctr);
            mp[i] = l->msg;
            lens[i] = tail + 4;
            dst[i] = l->u;
        }
        gg_hmac_lanes(be, 512, n, &k[1], 0, mp, lens, dst, &w);
        for (size_t i = 0; i < n; i++) {
            memcpy(w.lane[i].t, w.lane[i].u, 64);
            mp[i] = w.lane[i].u;
            lens[i] = 64;
        }
        for (uint64_t it = 1; it < iterations; it++) {
            gg_hmac_lanes(be, 512, n, &k[0], 0, mp, lens, dst, &w);
            for (size_t i = 0; i < n; i++)
                gg_xor(w.lane[i].t, w.lane[i].t, w.lane[i].u, 64);
        }
        for (size_t i = 0; i < n; i++) {
            size_t off = (b + i) * 64;
            memcpy(out + off, w.lane[i].t, out_len - off < 64 ? out_len - off : 64);
        }
    }
    gg_wipe(k, sizeof k);
    gg_ws_free(&w);
    return GOSTGEN_OK;
}

int gostgen_pbkdf2(const char *backend, const uint8_t *password, size_t password_len,
                   const uint8_t *salt, size_t salt_len, uint64_t iterations, uint8_t *out,
                   size_t out_len)
{
    int rc = pbkdf2_body(backend, password, password_len, salt, salt_len, iterations, out,
                         out_len);
    if (out_len > 64)
        gg_stack_scrub_deep(); /* several blocks: the lanes kernels' frames */
    else
        gg_stack_scrub();
    return rc;
}
