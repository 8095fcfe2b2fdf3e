/* modes.c: the modes of operation, written once for every cipher and block size.
 *
 * What each mode does is not written here. The chain steps, the families of modes (RFC 5830 for
 * GOST 28147-89; GOST R 34.13-2015 for Magma and Kuznyechik, any block size n) and their MACs
 * are described in generator/gostgen/modes.py and rendered into generated/runtime: gg_mode_find
 * and gg_mac_infos (the tables, gg_modes.{h,c}), gg_chain_inputs / outputs / feedback (the steps
 * on blocks of bytes, gg_steps.h). This file runs them over one key of any block cipher (gg_key),
 * and does what the description leaves to an implementation:
 *   - batches: up to GG_BATCH_BYTES of blocks per cipher call, as many as do not depend on each
 *     other (one register length, z blocks, when the register takes the cipher's output);
 *   - partial blocks of the keystream steps (the rest of the block's keystream waits for the next
 *     call; the register's update runs once the block is complete);
 *   - threads for the steps without feedback (ECB, the counters: each part jumps its counter);
 *   - re-keying: CryptoPro key meshing every GG_MESH_BYTES where the mode allows it, ACPKM
 *     every section in the modes that have it;
 *   - many streams at once (one block of every stream per lanes call);
 *   - the kernels' overrides: a backend's magma_ctr for the counters of the Feistel network,
 *     magma_cnt_mesh for gost89's CNT with meshing, magma_lanes_chain for its many streams with
 *     a one-block register (generic.c provides the first and the last on top of the required
 *     entries when a backend does not), and a block cipher's fused CTR kernel (gg_bc_ops.ctr)
 *     where its backend has one. */
#include <stdlib.h>
#include <string.h>

#include "gg_bytes.h"
#include "gg_internal.h"
#include "gg_steps.h"

/* Blocks prepared for one cipher call: 512 blocks of 8 bytes, 256 of 16. */
#define GG_BATCH_BYTES 4096
/* Blocks per stream from which a multi-stream call runs each stream alone (the batch of the
 * byte-sliced Kuznyechik kernels). */
#define GG_STREAM_ALONE_BLOCKS 64

int gg_bc_of_cipher(int cipher)
{
    return cipher == GOSTGEN_KUZNYECHIK ? GG_BC_KUZNYECHIK : -1;
}

gg_family gg_family_of(int cipher)
{
    return cipher == GOSTGEN_GOST89 ? GG_FAMILY_RFC5830 : GG_FAMILY_GOST3413;
}

size_t gostgen_block_size(int cipher)
{
    if (cipher == GOSTGEN_GOST89 || cipher == GOSTGEN_MAGMA)
        return 8;
    int bc = gg_bc_of_cipher(cipher);
    return bc >= 0 ? gg_bc_infos[bc].block_bytes : 0;
}

/* ---- one key of a block cipher ---- */

size_t gg_key_mem_bytes(int cipher)
{
    int bc = gg_bc_of_cipher(cipher);
    return bc < 0 ? 0 : (gg_bc_infos[bc].round_keys * gg_bc_infos[bc].block_bytes + 7) / 8 * 8;
}

/* Sets only what the cipher uses (mk or rk): the many-stream calls set up one key per stream. */
void gg_key_init(gg_key *k, uint8_t *mem, const gg_backend *be, int cipher, const gg_sbox *sb,
                 const uint8_t key[32])
{
    k->be = be;
    k->bc = gg_bc_of_cipher(cipher);
    k->rk = mem;
    if (k->bc >= 0) {
        k->n = gg_bc_infos[k->bc].block_bytes;
        k->order = GG_ORDER_GOST89; /* unused */
        k->ops = gg_bc_ops_of(be, k->bc);
        if (key != NULL)
            k->ops->schedule(key, k->rk);
    } else {
        k->n = 8;
        k->order = cipher == GOSTGEN_GOST89 ? GG_ORDER_GOST89 : GG_ORDER_MAGMA;
        k->ops = NULL;
        gg_magma_load_key(k->order, key, k->mk.k);
        k->mk.sbox = sb;
    }
}

void gg_schedule_many(const gg_bc_ops *ops, const uint8_t *const keys[], uint8_t *rk,
                      size_t stride, size_t n)
{
    if (ops->schedule_many != NULL)
        ops->schedule_many(keys, rk, stride, n);
    else
        for (size_t i = 0; i < n; i++)
            ops->schedule(keys[i], rk + stride * i);
}

static void gg_key_rekey(gg_key *k, const uint8_t key[32])
{
    if (k->bc >= 0)
        k->ops->schedule(key, k->rk);
    else
        gg_magma_load_key(k->order, key, k->mk.k);
}

void gg_key_blocks(const gg_key *k, gg_sched s, const uint8_t *in, uint8_t *out, size_t nb)
{
    if (k->bc >= 0)
        k->ops->blocks(k->rk, s == GG_SCHED_DECRYPT, in, out, nb);
    else
        k->be->magma_blocks(&k->mk, k->order, s, in, out, nb);
}

/* One block of each of n streams, stream i under lk's keys[i] (all of k's cipher and backend). */
static void gg_key_lanes(const gg_key *k, const gg_lane_keys *lk, gg_sched s, const uint8_t *in,
                         uint8_t *out, size_t n)
{
    if (k->bc >= 0 && lk->prepared != NULL)
        k->ops->lanes_with(lk->prepared, s == GG_SCHED_DECRYPT, in, out, n);
    else if (k->bc >= 0)
        k->ops->lanes(lk->rk, s == GG_SCHED_DECRYPT, in, out, n);
    else
        k->be->magma_lanes(lk->mk, k->order, s, in, out, n);
}

/* Whether the backend runs chain step `chain` over many blocks of many streams in one call on
 * the arranged keys (gg_bc_ops.lanes_chain; k a block cipher's key). */
static int gg_bc_chains(const gg_key *k, const gg_lane_keys *lk, gg_chain chain)
{
    return k->bc >= 0 && lk->prepared != NULL && k->ops->lanes_chain != NULL &&
           (k->ops->lanes_chains >> chain & 1u);
}

/* The n streams' round keys arranged once for the lanes kernel, where the backend can
 * (gg_bc_ops.lanes_keys; again after a re-keying); without memory for them the kernel arranges
 * them per call. Freed (wiped) by gg_lane_keys_free. */
static void gg_lane_keys_prepare(const gg_key *k, gg_lane_keys *lk, size_t n)
{
    if (k->bc < 0 || k->ops->lanes_keys == NULL || n == 0)
        return;
    if (lk->prepared == NULL) {
        size_t b = (k->ops->lanes_keys_bytes(n) + 63) / 64 * 64;
        lk->prepared = aligned_alloc(64, b);
        if (lk->prepared == NULL)
            return;
        lk->prepared_bytes = b;
    }
    k->ops->lanes_keys(lk->rk, n, lk->prepared);
}

static void gg_lane_keys_free(gg_lane_keys *lk)
{
    if (lk->prepared == NULL)
        return;
    gg_wipe(lk->prepared, lk->prepared_bytes);
    free(lk->prepared);
    lk->prepared = NULL;
}

/* The constant a re-keying ciphers into the next key, and how: CryptoPro key meshing (RFC 4357
 * 2.3.2) K' = D_K(C); ACPKM (R 1323565.1.017-2018 4.1) K' = E_K(D). */
static const uint8_t *gg_rekey_constant(gg_rekey r, gg_sched *s)
{
    switch (r) {
    case GG_REKEY_MESH:
        *s = GG_SCHED_DECRYPT;
        return gg_mesh_constant;
    case GG_REKEY_ACPKM:
        *s = GG_SCHED_ENCRYPT;
        return gg_acpkm_constant;
    case GG_REKEY_NONE:
        break;
    }
    return NULL;
}
_Static_assert(sizeof gg_mesh_constant == 32 && sizeof gg_acpkm_constant == 32,
               "a re-keying ciphers one 32-byte key");

/* The key after re-keying r (not GG_REKEY_NONE). */
static void gg_key_next(gg_key *k, gg_rekey r)
{
    uint8_t nk[32];
    gg_sched s = GG_SCHED_ENCRYPT; /* set by gg_rekey_constant */
    const uint8_t *c = gg_rekey_constant(r, &s);
    gg_key_blocks(k, s, c, nk, sizeof nk / k->n);
    gg_key_rekey(k, nk);
    gg_wipe(nk, sizeof nk);
}

/* The input argument of gg_chain_inputs for a keystream step, which does not read it (its
 * cipher input is the register): the block being prepared stands in, not a null pointer, so the
 * compiler, inlining the steps that do read the input, finds nothing to warn about. */
#define GG_NO_INPUT(X) (X)

/* ---- the counters ---- */

/* r after k more steps of the register operation op, at once. (Its temporaries, like the other
 * per-block ones here, are left to the stack scrub of the API call: gg_stack_scrub.) */
static void gg_counter_advance(gg_register_op op, uint8_t *r, size_t n, uint64_t k)
{
    if (k == 0)
        return;
    switch (op) {
    case GG_REGISTER_OP_NONE:
        break;
    case GG_REGISTER_OP_CTR_INC: /* a big-endian number of n bytes, plus k */
        for (size_t i = n; i-- > 0 && k != 0;) {
            uint64_t s = (uint64_t)r[i] + (k & 0xff);
            r[i] = (uint8_t)s;
            k = (k >> 8) + (s >> 8);
        }
        break;
    case GG_REGISTER_OP_CNT_NEXT: { /* the halves as little-endian words (gg_ctr_advance) */
        uint32_t w[2] = {gg_load_le32(r), gg_load_le32(r + 4)};
        gg_ctr_advance(GG_ORDER_GOST89, w, k);
        gg_store_le32(r, w[0]);
        gg_store_le32(r + 4, w[1]);
        break;
    }
    }
}

/* gg_counted_run (gg_internal.h), static for the callers here: called as the external function,
 * gost89 CNT with meshing on portable ran 7% slower for the same instruction count (callgrind),
 * a matter of how the compiler placed and inlined it. */
static void gg_counted(const gg_key *k, gg_chain chain, uint8_t *r, const uint8_t *in,
                       uint8_t *out, size_t nb)
{
    const size_t n = k->n;
    const gg_register_op op = gg_chain_counter_op(chain);
    if (k->bc < 0 && (op == GG_REGISTER_OP_CNT_NEXT) == (k->order == GG_ORDER_GOST89)) {
        uint32_t w[2];
        gg_magma_load_block(k->order, r, &w[0], &w[1]);
        gg_ctr(k->be, &k->mk, k->order, w, in, out, nb);
        gg_magma_store_block(k->order, w[0], w[1], r);
        return;
    }
    if (k->bc >= 0 && op == GG_REGISTER_OP_CTR_INC && k->ops->ctr != NULL) {
        if (nb == 0)
            return;
        /* the fused kernel takes the first block's counter and makes the others itself */
        gg_counter_advance(op, r, n, 1);
        k->ops->ctr(k->rk, r, in, out, nb);
        gg_counter_advance(op, r, n, nb - 1);
        return;
    }
    uint8_t X[GG_BATCH_BYTES];
    gg_register R = {r, n, 1, 0};
    size_t batch = GG_BATCH_BYTES / n, used = 0;
    while (nb > 0) {
        size_t b = nb < batch ? nb : batch;
        gg_chain_inputs(chain, &R, GG_NO_INPUT(X), X, b);
        gg_key_blocks(k, GG_SCHED_ENCRYPT, X, X, b);
        gg_xor(out, in, X, n * b); /* a keystream step: out = p ^ y */
        if (n * b > used)
            used = n * b;
        in += n * b;
        out += n * b;
        nb -= b;
    }
    gg_wipe(X, used); /* keystream */
}

void gg_counted_run(const gg_key *k, gg_chain chain, uint8_t *r, const uint8_t *in, uint8_t *out,
                    size_t nb)
{
    gg_counted(k, chain, r, in, out, nb);
}

/* ---- one stream ---- */

size_t gg_mstream_mem_bytes(int cipher, size_t iv_len)
{
    size_t n = gostgen_block_size(cipher);
    return gg_key_mem_bytes(cipher) + (iv_len > n ? iv_len : n);
}

void gg_mstream_setup(gg_mstream *st, uint8_t *mem, const gg_backend *be, int cipher,
                      const gg_sbox *sb, int mode, int decrypt, const uint8_t *key,
                      const uint8_t *iv, size_t iv_len, unsigned flags)
{
    uint8_t *reg = mem + gg_key_mem_bytes(cipher);
    gg_key_init(&st->k, mem, be, cipher, sb, key);
    const size_t n = st->k.n;
    st->m = gg_mode_find(gg_family_of(cipher), mode);
    st->chain = decrypt ? st->m->decrypt : st->m->encrypt;
    st->sched = decrypt && st->m->inverse ? GG_SCHED_DECRYPT : GG_SCHED_ENCRYPT;
    st->rekey = GG_REKEY_NONE;
    st->rekey_period = 0;
    if (flags & GOSTGEN_FLAG_MESH) {
        st->rekey = GG_REKEY_MESH;
        st->rekey_period = GG_MESH_BYTES / n;
    } else if (st->m->acpkm) {
        st->rekey = GG_REKEY_ACPKM;
        st->rekey_period = GG_ACPKM_DEFAULT_SECTION(n) / n;
    }
    st->reg = reg;
    gg_mstream_set_iv(st, iv, iv_len);
}

void gg_mstream_set_iv(gg_mstream *st, const uint8_t *iv, size_t iv_len)
{
    const size_t n = st->k.n;
    uint8_t *reg = st->reg;
    st->rekey_count = 0;
    st->R.r = reg;
    st->R.n = n;
    st->R.z = iv_len >= n ? iv_len / n : 1;
    st->R.pos = 0;
    st->ks_off = n;
    gg_wipe(st->ks, sizeof st->ks); /* a restarted stream's keystream and partial input */
    gg_wipe(st->pbuf, sizeof st->pbuf);
    memset(reg, 0, n);
    if (iv_len > 0)
        memcpy(reg, iv, iv_len);
    if (st->m->start == GG_START_COUNTER) /* the counter before IV || 0: the step counts first */
        for (size_t i = n; i-- > 0;)
            if (reg[i]-- != 0)
                break;
}

void gg_key_rebase(gg_key *k, void *c, const void *old, size_t n)
{
    GG_REBASE(c, old, n, k->rk);
    if (k->bc < 0) /* (only the Feistel network's key has an S-box set: mk is unset for others) */
        GG_REBASE(c, old, n, k->mk.sbox);
}

void gg_mstream_rebase(gg_mstream *m, void *c, const void *old, size_t n)
{
    gg_key_rebase(&m->k, c, old, n);
    GG_REBASE(c, old, n, m->reg);
    GG_REBASE(c, old, n, m->R.r);
}

/* The streams whose register starts as E(IV) (gg_mstream_setup left the IV there). */
static int gg_starts_with_cipher(const gg_mstream *st)
{
    return st->m->start == GG_START_E_IV;
}

void gg_mstream_start(gg_mstream *st)
{
    if (gg_starts_with_cipher(st))
        gg_key_blocks(&st->k, GG_SCHED_ENCRYPT, st->reg, st->reg, 1);
}

int gg_mstream_set_section(gg_mstream *st, size_t bytes)
{
    if (st->rekey != GG_REKEY_ACPKM)
        return GOSTGEN_EMODE;
    if (bytes == 0 || bytes % st->k.n != 0)
        return GOSTGEN_EINVAL;
    if (st->rekey_count != 0 || st->ks_off != st->k.n)
        return GOSTGEN_ESTATE;
    st->rekey_period = bytes / st->k.n;
    return GOSTGEN_OK;
}

/* Blocks under one key before meshing is due (the MACs). */
static unsigned gg_mesh_period(const gg_key *k)
{
    return (unsigned)(GG_MESH_BYTES / k->n);
}

/* A stream's re-keying: the key, and after meshing the register encrypted under the new key (as
 * the OpenSSL gost engine does; the modes that mesh have a one-block register). */
static void gg_mstream_rekey(gg_mstream *st)
{
    gg_key_next(&st->k, st->rekey);
    if (st->rekey == GG_REKEY_MESH)
        gg_key_blocks(&st->k, GG_SCHED_ENCRYPT, st->reg, st->reg, 1);
    st->rekey_count = 0;
}

/* Re-keys if due; returns nb cut to the blocks left under the current key. */
static size_t gg_rekey_due(gg_mstream *st, size_t nb)
{
    if (st->rekey == GG_REKEY_NONE)
        return nb;
    if (st->rekey_count == st->rekey_period)
        gg_mstream_rekey(st);
    size_t left = st->rekey_period - st->rekey_count;
    return nb < left ? nb : left;
}

/* Re-keys if due; returns how many blocks the next batch may hold. */
static size_t gg_begin_batch(gg_mstream *st)
{
    size_t lim = GG_BATCH_BYTES / st->k.n;
    /* A register update that is the block's input is known ahead (gg_chain_inputs reads it
     * from the input); any other waits for the cipher: one register length per batch. */
    if (gg_chain_has_feedback(st->chain) && !gg_chain_feeds_back_input(st->chain) &&
        st->R.z < lim)
        lim = st->R.z;
    return gg_rekey_due(st, lim);
}

/* Uses pending keystream bytes; returns how many bytes were processed. A block made complete
 * updates the register from its input and cipher output. */
static size_t gg_use_ks(gg_mstream *st, const uint8_t *in, uint8_t *out, size_t len)
{
    const size_t n = st->k.n;
    size_t k = n - st->ks_off;
    if (k > len)
        k = len;
    for (size_t i = 0; i < k; i++) {
        uint8_t x = in[i];
        st->pbuf[st->ks_off] = x;
        out[i] = (uint8_t)(x ^ st->ks[st->ks_off]);
        st->ks_off++;
    }
    if (k > 0 && st->ks_off == n)
        gg_chain_feedback(st->chain, &st->R, st->pbuf, st->ks);
    return k;
}

/* The cipher output of a block that will be used only partly (a keystream step). */
static void gg_keystream_block(gg_mstream *st, uint8_t *X)
{
    gg_begin_batch(st);
    gg_chain_inputs(st->chain, &st->R, GG_NO_INPUT(X), X, 1);
    st->rekey_count++;
    gg_key_blocks(&st->k, st->sched, X, X, 1);
    memcpy(st->ks, X, st->k.n);
    st->ks_off = 0;
}

/* GOST 28147-89's CNT whose backend has the fused meshing kernel (magma_cnt_mesh). */
static int gg_cnt_mesh_kernel(const gg_mstream *st)
{
    return st->k.bc < 0 && st->k.order == GG_ORDER_GOST89 && st->k.be->magma_cnt_mesh != NULL &&
           gg_chain_counter_op(st->chain) == GG_REGISTER_OP_CNT_NEXT;
}

/* Magma's CTR-ACPKM at the start of a section of at least GG_MESH_BLOCKS blocks (1 KiB, the
 * default), on a backend with the fused kernel (magma_ctr_acpkm), two sections or more to go. */
static int gg_magma_acpkm_kernel(const gg_mstream *st, size_t nb)
{
    return st->rekey == GG_REKEY_ACPKM && st->k.bc < 0 && st->k.order == GG_ORDER_MAGMA &&
           st->k.be->magma_ctr_acpkm != NULL &&
           gg_chain_counter_op(st->chain) == GG_REGISTER_OP_CTR_INC &&
           st->rekey_period >= GG_MESH_BLOCKS &&
           (st->rekey_count == 0 || st->rekey_count == st->rekey_period) &&
           nb / 2 >= st->rekey_period;
}

/* CTR-ACPKM at a section's start with a whole section or more to go, on a block cipher whose
 * backend has the fused re-keying kernel (gg_bc_ops.ctr_rekey). */
static int gg_ctr_rekey_kernel(const gg_mstream *st, size_t nb)
{
    return st->rekey == GG_REKEY_ACPKM && st->k.bc >= 0 && st->k.ops->ctr_rekey != NULL &&
           gg_chain_counter_op(st->chain) == GG_REGISTER_OP_CTR_INC &&
           (st->rekey_count == 0 || st->rekey_count == st->rekey_period) &&
           nb >= st->rekey_period;
}

/* Blocks [lo, hi) of a run without feedback (ECB, a counter); reg: the register before block 0. */
typedef struct gg_part_job {
    const gg_mstream *st;
    const uint8_t *reg, *in;
    uint8_t *out;
} gg_part_job;

static int gg_part(void *arg, size_t lo, size_t hi)
{
    const gg_part_job *j = arg;
    const gg_mstream *st = j->st;
    const size_t n = st->k.n;
    if (!gg_chain_counted(st->chain)) {
        gg_key_blocks(&st->k, st->sched, j->in + n * lo, j->out + n * lo, hi - lo);
        return GOSTGEN_OK;
    }
    uint8_t r[GG_MAX_BLOCK];
    memcpy(r, j->reg, n);
    gg_counter_advance(gg_chain_counter_op(st->chain), r, n, lo);
    gg_counted(&st->k, st->chain, r, j->in + n * lo, j->out + n * lo, hi - lo);
    return GOSTGEN_OK;
}

/* The batches of the chained modes and a last partial block, through X: in a frame of its own,
 * so that the fused kernels gg_mstream_update calls run that much higher on the stack (their
 * one-shot calls scrub less). */
static __attribute__((noinline)) void gg_mstream_batches(gg_mstream *st, const uint8_t *in,
                                                         uint8_t *out, size_t len)
{
    uint8_t X[GG_BATCH_BYTES];
    const size_t n = st->k.n;
    size_t used = 0;
    while (len >= n) {
        size_t nb = gg_begin_batch(st);
        if (nb > len / n)
            nb = len / n;
        gg_chain_inputs(st->chain, &st->R, in, X, nb);
        st->rekey_count += nb;
        gg_key_blocks(&st->k, st->sched, X, X, nb);
        gg_chain_outputs(st->chain, &st->R, in, X, out, nb);
        if (n * nb > used)
            used = n * nb;
        in += n * nb;
        out += n * nb;
        len -= n * nb;
    }
    if (len > 0) {
        gg_keystream_block(st, X);
        gg_use_ks(st, in, out, len);
        if (used < n)
            used = n;
    }
    gg_wipe(X, used); /* keystream */
}

int gg_mstream_update(gg_mstream *st, const uint8_t *in, uint8_t *out, size_t len)
{
    const size_t n = st->k.n;
    if (st->m->whole_blocks && len % n != 0)
        return GOSTGEN_ELENGTH;
    if (len == 0)
        return GOSTGEN_OK;
    if (in == NULL || out == NULL)
        return GOSTGEN_EINVAL;

    size_t k = gg_use_ks(st, in, out, len);
    in += k;
    out += k;
    len -= k;
    /* No feedback (ECB, the counters): straight from in to out, split across threads when asked
     * (re-keying makes a chain of sections: each stays on one thread). */
    while (len >= n && !gg_chain_has_feedback(st->chain)) {
        size_t nb = len / n;
        if (st->rekey == GG_REKEY_MESH && gg_cnt_mesh_kernel(st) && nb >= GG_MESH_BLOCKS &&
            st->rekey_count % GG_MESH_BLOCKS == 0) {
            /* whole 1 KiB segments through a kernel that meshes as it goes (gg_vtable.h) */
            size_t nseg = nb / GG_MESH_BLOCKS;
            uint32_t w[2];
            if (st->rekey_count == GG_MESH_BLOCKS)
                gg_mstream_rekey(st);
            gg_magma_load_block(GG_ORDER_GOST89, st->reg, &w[0], &w[1]);
            st->k.be->magma_cnt_mesh(&st->k.mk, w, in, out, nseg);
            gg_magma_store_block(GG_ORDER_GOST89, w[0], w[1], st->reg);
            gg_wipe(w, sizeof w);
            in += n * GG_MESH_BLOCKS * nseg;
            out += n * GG_MESH_BLOCKS * nseg;
            len -= n * GG_MESH_BLOCKS * nseg;
            continue;
        }
        if (gg_magma_acpkm_kernel(st, nb)) {
            /* whole sections through a kernel that re-keys as it goes (gg_vtable.h) */
            const size_t nseg = nb / st->rekey_period;
            uint32_t w[2];
            if (st->rekey_count == st->rekey_period)
                gg_mstream_rekey(st);
            gg_magma_load_block(GG_ORDER_MAGMA, st->reg, &w[0], &w[1]);
            st->k.be->magma_ctr_acpkm(&st->k.mk, w, in, out, st->rekey_period, nseg);
            gg_magma_store_block(GG_ORDER_MAGMA, w[0], w[1], st->reg);
            gg_wipe(w, sizeof w);
            st->rekey_count = 0; /* the kernel left the next section's key */
            in += n * st->rekey_period * nseg;
            out += n * st->rekey_period * nseg;
            len -= n * st->rekey_period * nseg;
            continue;
        }
        if (gg_ctr_rekey_kernel(st, nb)) {
            /* whole sections through a kernel that makes each next key beside the keystream */
            if (st->rekey_count == st->rekey_period)
                gg_mstream_rekey(st);
            const size_t nsec = nb / st->rekey_period;
            gg_sched s = GG_SCHED_ENCRYPT;
            const uint8_t *d = gg_rekey_constant(st->rekey, &s);
            uint8_t r[GG_MAX_BLOCK];
            memcpy(r, st->reg, n);
            gg_counter_advance(GG_REGISTER_OP_CTR_INC, r, n, 1);
            st->k.ops->ctr_rekey(st->k.rk, d, r, in, out, st->rekey_period, nsec);
            gg_counter_advance(GG_REGISTER_OP_CTR_INC, st->reg, n, nsec * st->rekey_period);
            st->rekey_count = 0; /* the kernel left the next section's key */
            in += n * st->rekey_period * nsec;
            out += n * st->rekey_period * nsec;
            len -= n * st->rekey_period * nsec;
            continue;
        }
        nb = gg_rekey_due(st, nb);
        st->rekey_count += nb;
        gg_part_job job = {st, st->reg, in, out};
        gg_parallel(nb, GG_PARALLEL_MIN_BYTES / n, gg_part, &job);
        gg_counter_advance(gg_chain_counter_op(st->chain), st->reg, n, nb);
        in += n * nb;
        out += n * nb;
        len -= n * nb;
    }
    /* A one-block register that takes the cipher's output: one block per cipher call, the
     * steps one after another in one call (gg_chain_serial). */
    const int serial = gg_chain_has_feedback(st->chain) && !gg_chain_feeds_back_input(st->chain) &&
                       st->R.z == 1;
    while (len >= n && serial) {
        size_t nb = len / n;
        nb = gg_rekey_due(st, nb);
        st->rekey_count += nb;
        gg_chain_serial(st->chain, &st->R, &st->k, st->sched, in, out, nb);
        in += n * nb;
        out += n * nb;
        len -= n * nb;
    }
    if (len > 0)
        gg_mstream_batches(st, in, out, len);
    return GOSTGEN_OK;
}

size_t gg_mstream_iv(const gg_mstream *st, uint8_t *out, size_t cap)
{
    const size_t n = st->k.n, z = st->R.z;
    const gg_register_op op = gg_chain_counter_op(st->chain);
    if (st->chain == GG_CHAIN_ECB)
        return 0;
    if (op != GG_REGISTER_OP_NONE) {
        /* the register holds the counter of the last block made: CNT steps it before the
         * cipher, so it is what the next block is made from; CTR's next block uses it plus one */
        if (out != NULL && cap >= n) {
            memcpy(out, st->reg, n);
            if (op == GG_REGISTER_OP_CTR_INC)
                gg_counter_advance(op, out, n, 1);
        }
        return n;
    }
    if (out == NULL || cap < n * z)
        return n * z;
    /* a shift register: oldest block (slot 0) first, as an IV fills it */
    for (size_t j = 0; j < z; j++)
        memcpy(out + n * j, gg_slot(&st->R, j), n);
    if (st->ks_off != n && st->chain == GG_CHAIN_OFB) {
        /* OFB's partly used block was made from slot 0, and its cipher output is the register's
         * next block: counted, as the counters count theirs */
        memmove(out, out + n, n * (z - 1));
        memcpy(out + n * (z - 1), st->ks, n);
    }
    return n * z;
}

/* ---- many streams ---- */

/* F(N, ...) with the block size N a constant for the sizes the ciphers have (8, 16), so that a
 * body run per stream inlines its copies and xors; any other size as it comes. */
#define GG_BY_BLOCK_SIZE(BS, F, ...)                                                            \
    if ((BS) == 8) {                                                                            \
        F(8, __VA_ARGS__);                                                                      \
    } else if ((BS) == 16) {                                                                    \
        F(16, __VA_ARGS__);                                                                     \
    } else {                                                                                    \
        F((BS), __VA_ARGS__);                                                                   \
    }

/* The chain step on one block of each of n streams, between lanes calls: stream i's register
 * regs[i] (stride bytes apart), its input PIN, its cipher block X + bs i, its output POUT (NULL:
 * none). The block size is a constant in each branch, so the step's body inlines (called per
 * stream through gg_chain_inputs / outputs, the steps took 8% of Kuznyechik's 64 x 512 B MAC
 * batch on avx512). outputs: 0 the inputs, 1 the outputs. */
#define GG_STREAMS_STEP(N, PIN, POUT)                                                           \
    for (size_t i = 0; i < n; i++) {                                                            \
        gg_register *R = (gg_register *)((uint8_t *)regs + stride * i);                         \
        if (outputs)                                                                            \
            gg_outputs(chain, R, (N), (PIN), X + (N) * i, (POUT), 1);                           \
        else                                                                                    \
            gg_inputs(chain, R, (N), (PIN), X + (N) * i, 1);                                    \
    }

/* Stream i's input in[i] + off, its output out[i] + off. */
static void gg_streams_step(gg_chain chain, int outputs, size_t bs, size_t n, gg_register *regs,
                            size_t stride, const uint8_t *const in[], size_t off, uint8_t *X,
                            uint8_t *const out[])
{
    GG_BY_BLOCK_SIZE(bs, GG_STREAMS_STEP, in[i] + off, out[i] + off)
}

/* Stream i's input P + bs i (the MACs: a step without output; one with would write it over
 * the cipher block it has used, not through a null pointer). */
static void gg_blocks_step(gg_chain chain, int outputs, size_t bs, size_t n, gg_register *regs,
                           size_t stride, const uint8_t *P, uint8_t *X)
{
    GG_BY_BLOCK_SIZE(bs, GG_STREAMS_STEP, P + bs * i, X + bs * i)
}
#undef GG_STREAMS_STEP

/* Multi-stream re-keying, when due: all streams are at the same block, so they re-key together;
 * each stream's new key is the constant ciphered under its own key, then after meshing its
 * register is encrypted under the new key (as gg_mstream_rekey, in lanes). nk: 32 bytes a stream. */
static void gg_rekey_lanes(gg_mstream *st, gg_lane_keys *lk, uint8_t *X, uint8_t *nk,
                           size_t n)
{
    const size_t bs = st[0].k.n, nc = 32;
    size_t i;
    gg_sched s = GG_SCHED_ENCRYPT; /* set by gg_rekey_constant */
    if (st[0].rekey == GG_REKEY_NONE || st[0].rekey_count != st[0].rekey_period)
        return;
    const uint8_t *c = gg_rekey_constant(st[0].rekey, &s);
    for (size_t b = 0; b < nc / bs; b++) {
        for (i = 0; i < n; i++)
            memcpy(X + bs * i, c + bs * b, bs);
        gg_key_lanes(&st[0].k, lk, s, X, X, n);
        for (i = 0; i < n; i++)
            memcpy(nk + nc * i + bs * b, X + bs * i, bs);
    }
    for (i = 0; i < n; i++) {
        gg_key_rekey(&st[i].k, nk + nc * i);
        memcpy(X + bs * i, st[i].reg, bs);
        st[i].rekey_count = 0;
    }
    if (lk->prepared != NULL)
        gg_lane_keys_prepare(&st[0].k, lk, n);
    if (st[0].rekey != GG_REKEY_MESH)
        return;
    gg_key_lanes(&st[0].k, lk, GG_SCHED_ENCRYPT, X, X, n);
    for (i = 0; i < n; i++)
        memcpy(st[i].reg, X + bs * i, bs);
}

int gg_mstreams_crypt(const gg_backend *be, int cipher, const gg_sbox *sb, int mode, int decrypt,
                      size_t n, const uint8_t *const keys[], const uint8_t *const ivs[],
                      size_t iv_len, unsigned flags, const uint8_t *const in[],
                      uint8_t *const out[], size_t len, size_t section)
{
    size_t i;
    const size_t bs = gostgen_block_size(cipher), nc = 32;
    /* One allocation: the stream states, the key pointers as the kernels take them, one block
     * and the register in word form each, the registers, and with meshing the new keys. */
    const size_t rb = gg_mstream_mem_bytes(cipher, iv_len);
    size_t per = sizeof(gg_mstream) + sizeof(gg_magma_key *) + sizeof(uint8_t *) + bs +
                 2 * sizeof(uint32_t) + rb;
    if ((flags & GOSTGEN_FLAG_MESH) || gg_mode_find(gg_family_of(cipher), mode)->acpkm)
        per += nc; /* the new keys of a re-keying */
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    gg_mstream *st = malloc(bytes);
    if (st == NULL)
        return GOSTGEN_ENOMEM;
    gg_lane_keys lk = {(const gg_magma_key **)(st + n), NULL, NULL, 0};
    lk.rk = (const uint8_t **)(lk.mk + n);
    uint32_t *W = (uint32_t *)(lk.rk + n);
    uint8_t *X = (uint8_t *)(W + 2 * n);
    uint8_t *regs = X + bs * n;
    uint8_t *nk = regs + rb * n;

    const int scheduled = gg_bc_of_cipher(cipher) >= 0; /* round keys: all at once below */
    for (i = 0; i < n; i++) {
        gg_mstream_setup(&st[i], regs + rb * i, be, cipher, sb, mode, decrypt,
                         scheduled ? NULL : keys[i], iv_len > 0 ? ivs[i] : NULL, iv_len, flags);
        /* Every stream the same section, so they stay at the same block of it and re-key
         * together (gg_rekey_lanes); the caller has checked it. */
        if (section != 0)
            gg_mstream_set_section(&st[i], section);
        lk.mk[i] = &st[i].k.mk;
        lk.rk[i] = st[i].k.rk;
    }
    if (scheduled)
        gg_schedule_many(st[0].k.ops, keys, regs, rb, n);
    const gg_key *k0 = &st[0].k;
    const gg_chain chain = st[0].chain;
    /* (the streams that run alone below do not use the lanes) */
    if (!(k0->bc >= 0 && len / bs >= GG_STREAM_ALONE_BLOCKS &&
          (!gg_chain_has_feedback(chain) || gg_chain_feeds_back_input(chain))))
        gg_lane_keys_prepare(k0, &lk, n);
    const gg_sched sched = st[0].sched;
    if (gg_starts_with_cipher(&st[0])) {
        for (i = 0; i < n; i++)
            memcpy(X + bs * i, st[i].reg, bs);
        gg_key_lanes(k0, &lk, GG_SCHED_ENCRYPT, X, X, n);
        for (i = 0; i < n; i++)
            memcpy(st[i].reg, X + bs * i, bs);
    }
    /* A cipher without a chained-lanes kernel, long streams, and a step whose batches are not
     * bounded by the register (none, or a register that takes the input): each stream alone, in
     * batches under its own key (what the block kernels do best), rather than one block of every
     * stream per lanes call. */
    if (k0->bc >= 0 && len / bs >= GG_STREAM_ALONE_BLOCKS &&
        (!gg_chain_has_feedback(chain) || gg_chain_feeds_back_input(chain))) {
        for (i = 0; i < n; i++)
            gg_mstream_update(&st[i], in[i], out[i], len);
        gg_wipe(st, bytes);
        free(st);
        return GOSTGEN_OK;
    }
    /* Whole blocks with a one-block register go through a chained-lanes entry: for the Feistel
     * network a backend's magma_lanes_chain, or generated/runtime/gg_chain.c; for the block
     * ciphers the backend's lanes_chain where it has one for the step. The others are stepped
     * here, one block of every stream per lanes call. */
    const int bc_chained = st[0].R.z == 1 && gg_bc_chains(k0, &lk, chain);
    const int chained = (k0->bc < 0 && st[0].R.z == 1) || bc_chained;
    const size_t whole = len / bs;
    size_t off = 0;
    while (off < len) {
        gg_rekey_lanes(st, &lk, X, nk, n);
        if (off / bs == whole)
            break;
        size_t nb = chained ? whole - off / bs : 1;
        if (st[0].rekey != GG_REKEY_NONE && nb > st[0].rekey_period - st[0].rekey_count)
            nb = st[0].rekey_period - st[0].rekey_count;
        if (bc_chained) { /* (each stream's register is rb after the previous one's) */
            k0->ops->lanes_chain(lk.prepared, sched == GG_SCHED_DECRYPT, chain, n, st[0].reg, rb,
                                 in, out, off, nb);
        } else if (chained) {
            for (i = 0; i < n; i++)
                gg_magma_load_block(k0->order, st[i].reg, &W[2 * i], &W[2 * i + 1]);
            gg_lanes_chain(be, lk.mk, k0->order, sched, chain, n, W, in, out, off, nb);
            for (i = 0; i < n; i++)
                gg_magma_store_block(k0->order, W[2 * i], W[2 * i + 1], st[i].reg);
        } else {
            gg_streams_step(chain, 0, bs, n, &st[0].R, sizeof *st, in, off, X, out);
            gg_key_lanes(k0, &lk, sched, X, X, n);
            gg_streams_step(chain, 1, bs, n, &st[0].R, sizeof *st, in, off, X, out);
        }
        for (i = 0; i < n; i++)
            st[i].rekey_count += nb;
        off += bs * nb;
    }
    if (off < len) {
        for (i = 0; i < n; i++) {
            gg_chain_inputs(chain, &st[i].R, GG_NO_INPUT(X + bs * i), X + bs * i, 1);
            st[i].rekey_count++;
        }
        gg_key_lanes(k0, &lk, sched, X, X, n);
        for (i = 0; i < n; i++) {
            memcpy(st[i].ks, X + bs * i, bs);
            st[i].ks_off = 0;
            gg_use_ks(&st[i], in[i] + off, out[i] + off, len - off);
        }
    }
    gg_lane_keys_free(&lk);
    gg_wipe(st, bytes);
    free(st);
    return GOSTGEN_OK;
}

/* ---- MAC ---- */

void gg_mac_setup(gg_mac_state *c, uint8_t *mem, const gg_backend *be, int cipher,
                  const gg_sbox *sb, const uint8_t *key, int mesh)
{
    gg_key_init(&c->k, mem, be, cipher, sb, key);
    c->m = &gg_mac_infos[gg_family_of(cipher)];
    c->mesh = mesh;
    c->mesh_count = 0;
    c->buflen = 0;
    c->total = 0;
    c->R.r = c->s;
    c->R.n = c->k.n;
    c->R.z = 1;
    c->R.pos = 0;
    c->master = NULL;
    c->section_blocks = c->section_count = 0;
    memset(c->s, 0, sizeof c->s);
}

/* OMAC-ACPKM's key material, ACPKM-Master(T*, K, ...) (R 1323565.1.017-2018 4.2): CTR-ACPKM
 * under K with sections of T* bytes and the IV all ones, over zeros. mem: gg_mstream_mem_bytes
 * for an n/2-byte IV. */
static void gg_acpkm_master_setup(gg_mstream *master, uint8_t *mem, const gg_backend *be,
                                  int cipher, const gg_sbox *sb, const uint8_t *key,
                                  size_t key_section)
{
    uint8_t iv[GG_MAX_BLOCK / 2];
    memset(iv, 0xff, sizeof iv);
    gg_mstream_setup(master, mem, be, cipher, sb, GOSTGEN_CTR_ACPKM, 0, key, iv,
                     gostgen_block_size(cipher) / 2, 0);
    gg_mstream_set_section(master, key_section);
    gg_mstream_start(master);
}

/* OMAC-ACPKM's next section: k re-keyed with K^i and k1 = K^i_1, the next 32 + n bytes of the
 * key material. */
static void gg_acpkm_next_section(gg_mstream *master, gg_key *k, uint8_t *k1)
{
    static const uint8_t zeros[32 + GG_MAX_BLOCK];
    uint8_t material[32 + GG_MAX_BLOCK];
    const size_t n = k->n;
    gg_mstream_update(master, zeros, material, 32 + n);
    gg_key_rekey(k, material);
    memcpy(k1, material + 32, n);
    gg_wipe(material, sizeof material);
}

static void gg_mac_next_section(gg_mac_state *c)
{
    gg_acpkm_next_section(c->master, &c->k, c->k1);
    c->section_count = 0;
}

void gg_mac_setup_acpkm(gg_mac_state *c, gg_mstream *master, uint8_t *mem, int cipher,
                        const gg_sbox *sb, const uint8_t *key, size_t section,
                        size_t key_section)
{
    gg_acpkm_master_setup(master, mem, c->k.be, cipher, sb, key, key_section);
    c->master = master;
    c->section_blocks = section / c->k.n;
    gg_mac_next_section(c);
}

int gg_mac_bits_ok(int cipher, unsigned bits)
{
    return bits >= 8 && bits <= 8 * gostgen_block_size(cipher) && bits % 8 == 0;
}

static int gg_mac_has_subkeys(const gg_mac_state *c)
{
    return (c->k.n == 8 ? c->m->subkey_b8 : c->k.n == 16 ? c->m->subkey_b16 : 0) != 0;
}

/* The MAC's chain step on nb blocks (modes.py: r = E(p ^ r)); meshing changes the key only. */
static void gg_mac_absorb(gg_mac_state *c, const uint8_t *blocks, size_t nb)
{
    while (nb > 0) {
        size_t k = nb;
        if (c->master != NULL) {
            if (c->section_count == c->section_blocks)
                gg_mac_next_section(c);
            if (k > c->section_blocks - c->section_count)
                k = c->section_blocks - c->section_count;
            c->section_count += k;
        } else if (c->mesh) {
            if (c->mesh_count == gg_mesh_period(&c->k)) {
                gg_key_next(&c->k, GG_REKEY_MESH);
                c->mesh_count = 0;
            }
            if (k > gg_mesh_period(&c->k) - c->mesh_count)
                k = gg_mesh_period(&c->k) - c->mesh_count;
            c->mesh_count += (unsigned)k;
        }
        gg_chain_serial(c->m->chain, &c->R, &c->k, c->m->schedule, blocks, NULL, k);
        blocks += c->k.n * k;
        nb -= k;
    }
}

void gg_mac_update(gg_mac_state *c, const uint8_t *data, size_t len)
{
    const size_t n = c->k.n;
    const int hold = gg_mac_has_subkeys(c); /* a complete last block is treated apart */
    c->total = c->total + len < c->total ? UINT64_MAX : c->total + len;
    while (len > 0) {
        if (c->buflen == n) { /* more data follows, so this was not the last block */
            gg_mac_absorb(c, c->buf, 1);
            c->buflen = 0;
        }
        if (c->buflen == 0 && len > n) { /* whole blocks straight from the input, not the last */
            size_t nb = (len - 1) / n;
            gg_mac_absorb(c, data, nb);
            data += n * nb;
            len -= n * nb;
            continue;
        }
        size_t k = n - c->buflen < len ? n - c->buflen : len;
        memcpy(c->buf + c->buflen, data, k);
        c->buflen += k;
        data += k;
        len -= k;
        if (c->buflen == n && !hold) {
            gg_mac_absorb(c, c->buf, 1);
            c->buflen = 0;
        }
    }
}

/* One step of CMAC's subkeys (34.13 5.6): a big-endian shift left by one, B_n folded in on carry
 * (selected without a branch on the secret top bit). */
static void gg_mac_shift(const uint8_t *in, uint8_t *out, size_t n, uint8_t b)
{
    uint8_t carry = in[0] >> 7;
    for (size_t i = 0; i + 1 < n; i++)
        out[i] = (uint8_t)(in[i] << 1 | in[i + 1] >> 7);
    out[n - 1] = (uint8_t)(in[n - 1] << 1);
    out[n - 1] ^= (uint8_t)(-carry & b);
}

/* The last block, padded, with CMAC's subkey where the MAC has them; s -> mac. */
void gg_mac_final(gg_mac_state *c, unsigned bits, uint8_t *mac)
{
    const size_t n = c->k.n < GG_MAX_BLOCK ? c->k.n : GG_MAX_BLOCK; /* (for the compiler) */
    uint8_t blk[GG_MAX_BLOCK], k[GG_MAX_BLOCK];
    if (gg_mac_has_subkeys(c)) {
        const uint8_t b = n == 8 ? c->m->subkey_b8 : c->m->subkey_b16;
        if (c->master != NULL) { /* OMAC-ACPKM: the last block's section gives K1 */
            if (c->section_count == c->section_blocks)
                gg_mac_next_section(c);
            memcpy(k, c->k1, n);
        } else {
            memset(k, 0, n);
            gg_key_blocks(&c->k, c->m->schedule, k, k, 1); /* R */
            gg_mac_shift(k, k, n, b);                      /* K1 */
        }
        if (c->buflen == n) {
            memcpy(blk, c->buf, n);
        } else {
            gg_mac_shift(k, k, n, b); /* K2 */
            memcpy(blk, c->buf, c->buflen);
            blk[c->buflen] = 0x80;
            memset(blk + c->buflen + 1, 0, n - c->buflen - 1);
        }
        gg_xor(blk, blk, k, n);
        gg_mac_absorb(c, blk, 1);
    } else {
        if (c->buflen > 0) {
            memcpy(blk, c->buf, c->buflen);
            memset(blk + c->buflen, 0, n - c->buflen);
            if (c->m->pad_one)
                blk[c->buflen] = 0x80;
            gg_mac_absorb(c, blk, 1);
        }
        if (c->m->short_extra_block && c->total >= 1 && c->total <= n) {
            memset(blk, 0, n);
            gg_mac_absorb(c, blk, 1);
        }
    }
    memcpy(mac, c->s, bits / 8);
    gg_wipe(blk, sizeof blk);
    gg_wipe(k, sizeof k);
}

/* Copies block b (zero-filled past len) of a message. */
static inline void gg_block_at(const uint8_t *data, size_t len, size_t b, uint8_t *out, size_t n)
{
    size_t off = n * b, k = off < len ? len - off : 0;
    if (k >= n) { /* a whole block */
        memcpy(out, data + off, n);
        return;
    }
    if (k > 0)
        memcpy(out, data + off, k);
    memset(out + k, 0, n - k);
}

/* Block b of each of n streams into P (bs bytes a stream), padded and masked with its subkey in k
 * as the MAC's rules say. Called through GG_BY_BLOCK_SIZE: the copies become a few moves, not
 * two library calls a stream (64 gost89 MACs of 8 bytes: 2300 -> 1750 ns a call). */
static inline __attribute__((always_inline)) void
gg_macs_blocks_in(size_t bs, const gg_mac_info *m, const uint8_t *const data[], size_t len,
                  size_t b, size_t nblocks, int full, uint8_t bn, uint8_t *P, uint8_t *k,
                  size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint8_t *p = P + bs * i;
        gg_block_at(len > 0 ? data[i] : NULL, len, b, p, bs);
        if (b == nblocks - 1 && bn != 0) {
            if (!full) { /* K2 = K1 << 1, the padded block's subkey */
                gg_mac_shift(k + bs * i, k + bs * i, bs, bn);
                p[len - bs * b] = 0x80;
            }
            gg_xor(p, p, k + bs * i, bs);
        } else if (b * bs < len && len < (b + 1) * bs && m->pad_one) {
            p[len - bs * b] = 0x80;
        }
    }
}

/* OMAC-ACPKM's key material for many streams in step: ACPKM-Master made up to
 * GG_MACS_SECTIONS_AHEAD sections ahead, one call a stream, rather than 32 + n bytes a section
 * (a 16 KiB Magma message has 16 sections of 1 KiB: the calls cost more than their blocks). */
#define GG_MACS_SECTIONS_AHEAD 16
typedef struct gg_macs_master {
    gg_mstream *st;     /* a stream each */
    const uint8_t **next; /* a stream each: its next key, for gg_schedule_many */
    size_t rk_stride;     /* from one stream's round keys to the next's */
    uint8_t *material;  /* a stream's GG_MACS_SECTIONS_AHEAD sections of 32 + n bytes each */
    size_t at, left;    /* the next section's place in material, and how many are there */
    size_t todo;        /* sections still to make */
} gg_macs_master;

/* The next section in every stream at once (all are at the same block): each key K^i, and K^i_1
 * in k1. */
static void gg_macs_next_section(gg_macs_master *mm, gg_key *key, uint8_t *k1, size_t n,
                                 gg_lane_keys *lk)
{
    const size_t bs = key[0].n, piece = 32 + bs, row = GG_MACS_SECTIONS_AHEAD * piece;
    size_t i;
    if (mm->left == 0) {
        size_t g = mm->todo < GG_MACS_SECTIONS_AHEAD ? mm->todo : GG_MACS_SECTIONS_AHEAD;
        for (i = 0; i < n; i++) {
            uint8_t *p = mm->material + row * i;
            memset(p, 0, g * piece); /* ACPKM-Master runs over zeros */
            gg_mstream_update(&mm->st[i], p, p, g * piece);
        }
        mm->at = 0;
        mm->left = g;
        mm->todo -= g;
    }
    for (i = 0; i < n; i++) {
        const uint8_t *p = mm->material + row * i + piece * mm->at;
        if (key[0].bc >= 0) /* all at once below (the keys' round keys sit kb apart) */
            mm->next[i] = p;
        else
            gg_key_rekey(&key[i], p);
        memcpy(k1 + bs * i, p + 32, bs);
    }
    if (key[0].bc >= 0)
        gg_schedule_many(key[0].ops, mm->next, key[0].rk, mm->rk_stride, n);
    mm->at++;
    mm->left--;
    if (lk != NULL && lk->prepared != NULL)
        gg_lane_keys_prepare(&key[0], lk, n);
}

/* Every stream re-keys before block b of its message when due (all are at the same block): the
 * next OMAC-ACPKM section every sec blocks, or CryptoPro meshing every mesh period
 * (gg_mac_absorb's rule: before the block that follows a whole period under one key). */
static void gg_macs_rekey(gg_macs_master *mm, size_t sec, size_t mesh_period, gg_key *key,
                          uint8_t *k1, size_t n, gg_lane_keys *lk, size_t b)
{
    if (sec > 0 && b > 0 && b % sec == 0) {
        gg_macs_next_section(mm, key, k1, n, lk);
    } else if (mesh_period > 0 && b > 0 && b % mesh_period == 0) {
        for (size_t i = 0; i < n; i++)
            gg_key_next(&key[i], GG_REKEY_MESH);
        if (lk->prepared != NULL)
            gg_lane_keys_prepare(&key[0], lk, n);
    }
}

int gg_macs(const gg_backend *be, int cipher, const gg_sbox *sb, size_t n,
            const uint8_t *const keys[], int mesh, const uint8_t *const data[], size_t len,
            unsigned bits, uint8_t *macs, size_t section, size_t key_section)
{
    size_t i, b;
    const size_t bs = gostgen_block_size(cipher);
    const gg_mac_info *m = &gg_mac_infos[gg_family_of(cipher)];
    const uint8_t bn = bs == 8 ? m->subkey_b8 : bs == 16 ? m->subkey_b16 : 0;
    /* Per stream: its key, the register over its chaining value, the key pointers as the
     * kernels take them, the chaining value s (in word form too), subkey k, the block p, one
     * lane block and its key's memory. */
    const size_t kb = gg_key_mem_bytes(cipher);
    size_t per = sizeof(gg_key) + sizeof(gg_register) + sizeof(gg_magma_key *) +
                 sizeof(uint8_t *) + 2 * sizeof(uint32_t) + 4 * bs + kb;
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    /* OMAC-ACPKM (section > 0), apart: each stream's key material stream, its next key's
     * place, its memory and the material made ahead */
    const size_t mb = section > 0 ? gg_mstream_mem_bytes(cipher, bs / 2) : 0;
    const size_t mper = section > 0 ? sizeof(gg_mstream) + sizeof(const uint8_t *) + mb +
                                          GG_MACS_SECTIONS_AHEAD * (32 + bs) : 0;
    const size_t mbytes = n * mper;
    if (mbytes / n != mper)
        return GOSTGEN_ENOMEM;
    gg_key *key = malloc(bytes);
    gg_mstream *master = section > 0 ? malloc(mbytes) : NULL;
    if (key == NULL || (section > 0 && master == NULL)) {
        free(key);
        free(master);
        return GOSTGEN_ENOMEM;
    }
    size_t nblocks = (len + bs - 1) / bs;
    const size_t sec = section / bs; /* OMAC-ACPKM's section in blocks; 0: one key throughout */
    const uint8_t **next = master != NULL ? (const uint8_t **)(void *)(master + n) : NULL;
    uint8_t *mmem = master != NULL ? (uint8_t *)(next + n) : NULL;
    gg_macs_master mm = {master, next, kb, master != NULL ? mmem + mb * n : NULL, 0, 0,
                         sec > 0 ? (nblocks > 0 ? nblocks - 1 : 0) / sec + 1 : 0};
    gg_register *R = (gg_register *)(key + n);
    gg_lane_keys lk = {(const gg_magma_key **)(R + n), NULL, NULL, 0};
    lk.rk = (const uint8_t **)(lk.mk + n);
    uint32_t *W = (uint32_t *)(lk.rk + n);
    uint8_t *s = (uint8_t *)(W + 2 * n), *k = s + bs * n, *P = k + bs * n, *X = P + bs * n;
    uint8_t *mem = X + bs * n;
    const int scheduled = gg_bc_of_cipher(cipher) >= 0; /* round keys: all at once below */
    for (i = 0; i < n; i++) {
        gg_key_init(&key[i], mem + kb * i, be, cipher, sb, scheduled ? NULL : keys[i]);
        if (master != NULL)
            gg_acpkm_master_setup(&master[i], mmem + mb * i, be, cipher, sb, keys[i],
                                  key_section);
        lk.mk[i] = &key[i].mk;
        lk.rk[i] = key[i].rk;
        R[i] = (gg_register){s + bs * i, bs, 1, 0};
    }
    if (scheduled)
        gg_schedule_many(key[0].ops, keys, mem, kb, n);
    if (master != NULL) /* the first section's keys, and their K1 in k */
        gg_macs_next_section(&mm, key, k, n, NULL);
    gg_lane_keys_prepare(&key[0], &lk, n);
    memset(s, 0, bs * n);
    const gg_key *k0 = &key[0];
    /* blocks under one key: an OMAC-ACPKM section, a meshing period, or all of them */
    const size_t period = sec > 0 ? sec : mesh ? gg_mesh_period(k0) : 0;
    /* The blocks that need no padding or subkey: all whole blocks of a message longer than one
     * block, or with subkeys all but the last block. The Feistel network runs them through the
     * chained-lanes entry, a section at a time. Every stream moves to its next section before
     * the section's first block (gg_mac_absorb's rule). */
    size_t plain = bn != 0 ? (nblocks > 1 ? nblocks - 1 : 0)
                           : (len > bs || !m->short_extra_block ? len / bs : 0);
    size_t done = 0;
    const int bc_chained = gg_bc_chains(k0, &lk, m->chain);
    if ((k0->bc < 0 || bc_chained) && plain > 0) {
        if (k0->bc < 0) /* the Feistel network's chaining values in word form */
            memset(W, 0, 2 * n * sizeof(uint32_t));
        while (done < plain) {
            size_t nb = plain - done;
            gg_macs_rekey(&mm, sec, mesh ? period : 0, key, k, n, &lk, done);
            if (period > 0 && nb > period - done % period)
                nb = period - done % period;
            if (bc_chained) /* the chaining values s, bs apart */
                k0->ops->lanes_chain(lk.prepared, m->schedule == GG_SCHED_DECRYPT, m->chain, n,
                                     s, bs, data, NULL, bs * done, nb);
            else
                gg_lanes_chain(be, lk.mk, k0->order, m->schedule, m->chain, n, W, data, NULL,
                               bs * done, nb);
            done += nb;
        }
        if (k0->bc < 0)
            for (i = 0; i < n; i++)
                gg_magma_store_block(k0->order, W[2 * i], W[2 * i + 1], s + bs * i);
    }
    const int full = len > 0 && len % bs == 0; /* the last block needs no padding (K1) */
    if (bn != 0) {
        if (sec == 0) { /* OMAC-ACPKM's K1 is its last section's, taken below */
            memset(X, 0, bs * n);
            gg_key_lanes(k0, &lk, m->schedule, X, X, n); /* R per stream */
            for (i = 0; i < n; i++)
                gg_mac_shift(X + bs * i, k + bs * i, bs, bn);
        }
        if (nblocks == 0)
            nblocks = 1;
    } else if (m->short_extra_block && len >= 1 && len <= bs) {
        nblocks++; /* one more all-zero block */
    }
    for (b = done; b < nblocks; b++) {
        gg_macs_rekey(&mm, sec, mesh ? period : 0, key, k, n, &lk, b);
        GG_BY_BLOCK_SIZE(bs, gg_macs_blocks_in, m, data, len, b, nblocks, full, bn, P, k, n)
        gg_blocks_step(m->chain, 0, bs, n, R, sizeof *R, P, X);
        gg_key_lanes(k0, &lk, m->schedule, X, X, n);
        gg_blocks_step(m->chain, 1, bs, n, R, sizeof *R, P, X);
    }
    for (i = 0; i < n; i++)
        memcpy(macs + i * (bits / 8), s + bs * i, bits / 8);
    gg_lane_keys_free(&lk);
    if (master != NULL) {
        gg_wipe(master, mbytes);
        free(master);
    }
    gg_wipe(key, bytes);
    free(key);
    return GOSTGEN_OK;
}
