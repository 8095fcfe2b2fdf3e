/* Auto-generated file. Do not edit!
 *   Template: templates/cuda/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* The cuda backend's host side: the CUDA driver is loaded at run time
 * (dlopen("libcuda.so.1")), so libgostgen links and runs unchanged where CUDA is absent, and the
 * backend is then listed as unavailable with the reason.
 *
 * With a GPU, the kernels (gg_cuda_kernels.cu, sm_80/sm_90 in the fatbin that fatbin.c embeds) are
 * loaded with cuModuleLoadData on first use. Whole buffers (ECB, the counter modes, the Streebog
 * batch) move in chunks through two slots, each a pinned host buffer, a device buffer and its own
 * stream: while one slot's chunk is copied and computed on the GPU the host fills or drains the
 * other, so copies overlap compute. The multi-stream calls (one thread per stream) gather the
 * streams' blocks interleaved into one slot. Every call holds one lock (the slots are shared).
 * The block ciphers described with round keys (cuda/<cipher>.c) run through the same slots
 * (gg_cuda_bc_whole, gg_cuda_bc_lanes), their tables uploaded once and copied by each thread
 * block into dynamic shared memory.
 *
 * If a CUDA call fails after the probe said yes, the rest of that call and every later one runs the
 * same device functions on the CPU (gg_cuda_device.h's host loops), so results stay correct. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_cuda_device.h"

/* The device header numbers orders, schedules and chain operations as gg_backend.h does. */
_Static_assert(GG_CUDA_ORDER_GOST89 == (int)GG_ORDER_GOST89, "order numbering");
_Static_assert(GG_CUDA_ORDER_MAGMA == (int)GG_ORDER_MAGMA, "order numbering");
_Static_assert(GG_CUDA_SCHED_ENCRYPT == (int)GG_SCHED_ENCRYPT, "schedule numbering");
_Static_assert(GG_CUDA_SCHED_DECRYPT == (int)GG_SCHED_DECRYPT, "schedule numbering");
_Static_assert(GG_CUDA_SCHED_MAC == (int)GG_SCHED_MAC, "schedule numbering");
_Static_assert(GG_CUDA_CHAIN_ECB == (int)GG_CHAIN_ECB, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_CNT == (int)GG_CHAIN_CNT, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_CTR == (int)GG_CHAIN_CTR, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_OFB == (int)GG_CHAIN_OFB, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_CBC_ENC == (int)GG_CHAIN_CBC_ENC, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_CBC_DEC == (int)GG_CHAIN_CBC_DEC, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_CFB_ENC == (int)GG_CHAIN_CFB_ENC, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_CFB_DEC == (int)GG_CHAIN_CFB_DEC, "chain numbering");
_Static_assert(GG_CUDA_CHAIN_MAC == (int)GG_CHAIN_MAC, "chain numbering");
_Static_assert(GG_CUDA_CNT_C1 == GG_CNT_C1 && GG_CUDA_CNT_C2 == GG_CNT_C2, "counter constants");

/* ---- The driver API, the part used here (cuda.h of CUDA 12/13; stable ABI) ------------------- */
typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef unsigned long long CUdeviceptr;
#define GG_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT 16
#define GG_CU_STREAM_NON_BLOCKING 1
#define GG_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR 81
#define GG_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN 97
#define GG_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 8

static struct gg_cu_api {
    CUresult (*Init)(unsigned);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DeviceGetAttribute)(int *, int, CUdevice);
    CUresult (*DeviceGetName)(char *, int, CUdevice);
    CUresult (*DevicePrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*ModuleLoadData)(CUmodule *, const void *);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemFree)(CUdeviceptr);
    CUresult (*MemAllocHost)(void **, size_t);
    CUresult (*MemFreeHost)(void *);
    CUresult (*MemcpyHtoDAsync)(CUdeviceptr, const void *, size_t, CUstream);
    CUresult (*MemcpyDtoHAsync)(void *, CUdeviceptr, size_t, CUstream);
    CUresult (*StreamCreate)(CUstream *, unsigned);
    CUresult (*StreamSynchronize)(CUstream);
    CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, CUstream, void **, void **);
    CUresult (*GetErrorName)(CUresult, const char **);
    CUresult (*FuncSetAttribute)(CUfunction, int, int);
} cu;

/* Versioned entry points where the driver has several (cuda.h maps the plain names to these). */
static const struct {
    const char *name;
    size_t off;
} gg_cu_syms[] = {
#define GG_CU_SYM(field, name) { name, offsetof(struct gg_cu_api, field) }
    GG_CU_SYM(Init, "cuInit"),
    GG_CU_SYM(DeviceGetCount, "cuDeviceGetCount"),
    GG_CU_SYM(DeviceGet, "cuDeviceGet"),
    GG_CU_SYM(DeviceGetAttribute, "cuDeviceGetAttribute"),
    GG_CU_SYM(DeviceGetName, "cuDeviceGetName"),
    GG_CU_SYM(DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"),
    GG_CU_SYM(CtxSetCurrent, "cuCtxSetCurrent"),
    GG_CU_SYM(ModuleLoadData, "cuModuleLoadData"),
    GG_CU_SYM(ModuleGetFunction, "cuModuleGetFunction"),
    GG_CU_SYM(MemAlloc, "cuMemAlloc_v2"),
    GG_CU_SYM(MemFree, "cuMemFree_v2"),
    GG_CU_SYM(MemAllocHost, "cuMemAllocHost_v2"),
    GG_CU_SYM(MemFreeHost, "cuMemFreeHost"),
    GG_CU_SYM(MemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2"),
    GG_CU_SYM(MemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2"),
    GG_CU_SYM(StreamCreate, "cuStreamCreate"),
    GG_CU_SYM(StreamSynchronize, "cuStreamSynchronize"),
    GG_CU_SYM(LaunchKernel, "cuLaunchKernel"),
    GG_CU_SYM(GetErrorName, "cuGetErrorName"),
    GG_CU_SYM(FuncSetAttribute, "cuFuncSetAttribute"),
#undef GG_CU_SYM
};

extern const unsigned char gg_cuda_fatbin[]; /* fatbin.c */

/* Chunk of a whole-buffer call per slot, and the Streebog batch's (one thread per message wants
 * tens of thousands of messages in flight to fill a large GPU). */
#define GG_CUDA_CHUNK ((size_t)16 << 20)
#define GG_CUDA_HASH_CHUNK ((size_t)128 << 20)
#define GG_CUDA_SLOTS 2
#define GG_CUDA_THREADS 256
#define GG_CUDA_HASH_THREADS 128

typedef struct gg_cuda_slot {
    CUstream stream;
    uint8_t *host;   /* pinned */
    CUdeviceptr dev;
    size_t size;
    /* a chunk in flight: its result (already on its way into host) goes to dst when drained */
    int busy;
    uint8_t *dst;
    size_t dst_len;
    size_t dst_from; /* offset of the result within host */
} gg_cuda_slot;

static struct {
    pthread_once_t probe_once, init_once;
    pthread_mutex_t lock;
    int probed, ready, broken;
    char reason[192];
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction k_ecb, k_ctr, k_chain, k_g, k_hash;
    int sms;
    CUdeviceptr T;        /* the S-box tables of the last call (1024 words) */
    uint32_t T_host[1024];
    int T_valid;
    gg_cuda_slot slot[GG_CUDA_SLOTS];
    gg_cuda_slot hslot[GG_CUDA_SLOTS]; /* the Streebog batch's, allocated on its first call */
    int hash_ready;
    struct {
        int ok; /* its kernels got their shared memory: else it runs on the host */
        CUfunction k[GG_CUDA_BC_KERNELS];
        unsigned per_sm[GG_CUDA_BC_KERNELS];
        CUdeviceptr blob; /* its tables (gg_cuda_device.h) */
    } bc[GG_CUDA_BC_COUNT];
} g = { .probe_once = PTHREAD_ONCE_INIT, .init_once = PTHREAD_ONCE_INIT,
        .lock = PTHREAD_MUTEX_INITIALIZER };

static const char *gg_cu_err(CUresult r)
{
    const char *s = NULL;
    if (cu.GetErrorName == NULL || cu.GetErrorName(r, &s) != 0 || s == NULL)
        return "unknown CUDA error";
    return s;
}

/* Availability: the driver loads, initialises and sees a device. Contexts, kernels and buffers
 * wait for the first call (gg_cuda_init), so processes that never use the backend pay nothing
 * more than cuInit. */
static void gg_cuda_probe_once(void)
{
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        snprintf(g.reason, sizeof g.reason, "libcuda.so.1 not found (no NVIDIA driver)");
        return;
    }
    for (size_t i = 0; i < sizeof gg_cu_syms / sizeof gg_cu_syms[0]; i++) {
        void *f = dlsym(h, gg_cu_syms[i].name);
        if (f == NULL) {
            snprintf(g.reason, sizeof g.reason, "libcuda.so.1 lacks %s (driver too old)",
                     gg_cu_syms[i].name);
            return;
        }
        memcpy((char *)&cu + gg_cu_syms[i].off, &f, sizeof f);
    }
    CUresult r = cu.Init(0);
    int count = 0;
    if (r != 0) {
        snprintf(g.reason, sizeof g.reason, "cuInit failed: %s", gg_cu_err(r));
        return;
    }
    if ((r = cu.DeviceGetCount(&count)) != 0 || count < 1) {
        snprintf(g.reason, sizeof g.reason, "no CUDA device (%s)",
                 r != 0 ? gg_cu_err(r) : "device count 0");
        return;
    }
    g.probed = 1;
}

static int probe(const char **reason)
{
    pthread_once(&g.probe_once, gg_cuda_probe_once);
    if (!g.probed)
        *reason = g.reason;
    return g.probed;
}

static int gg_cuda_slot_alloc(gg_cuda_slot *s, size_t size)
{
    void *p = NULL;
    if (cu.StreamCreate(&s->stream, GG_CU_STREAM_NON_BLOCKING) != 0)
        return 0;
    if (cu.MemAllocHost(&p, size) != 0)
        return 0;
    s->host = p;
    if (cu.MemAlloc(&s->dev, size) != 0)
        return 0;
    s->size = size;
    return 1;
}

/* ---- Block ciphers described with round keys: the kernels' names, their shared memory ------- */
const gg_cuda_v128 *gg_cuda_kuznyechik_blob_host(void); /* cuda/kuznyechik.c */

static const struct {
    const char *names[GG_CUDA_BC_KERNELS];
    unsigned shared[GG_CUDA_BC_KERNELS];
    size_t blob_bytes;
    const gg_cuda_v128 *(*blob)(void);
} gg_cuda_bc_kernels[GG_CUDA_BC_COUNT] = {
    [GG_CUDA_BC_KUZNYECHIK] = {
        { "gg_cuda_k_kuznyechik_ecb_enc", "gg_cuda_k_kuznyechik_ecb_dec", "gg_cuda_k_kuznyechik_lanes_enc",
          "gg_cuda_k_kuznyechik_lanes_dec", "gg_cuda_k_kuznyechik_ctr" },
        { GG_CUDA_KUZNYECHIK_SHARED_ENC, GG_CUDA_KUZNYECHIK_SHARED_DEC, GG_CUDA_KUZNYECHIK_SHARED_ENC,
          GG_CUDA_KUZNYECHIK_SHARED_DEC, GG_CUDA_KUZNYECHIK_SHARED_ENC },
        16 * (size_t)GG_CUDA_KUZNYECHIK_BLOB_ENTRIES, gg_cuda_kuznyechik_blob_host,
    },
};

/* The kernels and each cipher's tables on the device. A cipher whose kernels need more shared
 * memory than this GPU gives one thread block stays on the host (bc[].ok 0); a failing CUDA call
 * fails the initialisation as the other kernels' do. */
static int gg_cuda_bc_init(void)
{
    int optin = 0, per_sm = 0;
    if (cu.DeviceGetAttribute(&optin, GG_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                              g.dev) != 0 ||
        cu.DeviceGetAttribute(&per_sm, GG_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
                              g.dev) != 0)
        return 0;
    for (int c = 0; c < GG_CUDA_BC_COUNT; c++) {
        int fits = 1;
        for (int j = 0; j < GG_CUDA_BC_KERNELS; j++) {
            const unsigned need = gg_cuda_bc_kernels[c].shared[j];
            if (cu.ModuleGetFunction(&g.bc[c].k[j], g.mod, gg_cuda_bc_kernels[c].names[j]) != 0)
                return 0;
            if (need > (unsigned)optin) {
                fits = 0;
                continue;
            }
            if (cu.FuncSetAttribute(g.bc[c].k[j], GG_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                    (int)need) != 0)
                return 0;
            /* thread blocks that fit an SM's shared memory (1 KiB of it is reserved per block) */
            g.bc[c].per_sm[j] = (unsigned)per_sm / (need + 1024u);
            if (g.bc[c].per_sm[j] < 1)
                g.bc[c].per_sm[j] = 1;
        }
        if (!fits)
            continue;
        if (cu.MemAlloc(&g.bc[c].blob, gg_cuda_bc_kernels[c].blob_bytes) != 0 ||
            cu.MemcpyHtoDAsync(g.bc[c].blob, gg_cuda_bc_kernels[c].blob(),
                               gg_cuda_bc_kernels[c].blob_bytes, g.slot[0].stream) != 0 ||
            cu.StreamSynchronize(g.slot[0].stream) != 0)
            return 0;
        g.bc[c].ok = 1;
    }
    return 1;
}

static void gg_cuda_init_once(void)
{
    const char *env = getenv("GOSTGEN_CUDA_DEVICE");
    int ordinal = env != NULL ? atoi(env) : 0;
    if (!g.probed || cu.DeviceGet(&g.dev, ordinal) != 0 ||
        cu.DevicePrimaryCtxRetain(&g.ctx, g.dev) != 0 || cu.CtxSetCurrent(g.ctx) != 0)
        return;
    if (cu.ModuleLoadData(&g.mod, gg_cuda_fatbin) != 0)
        return; /* e.g. a GPU older than sm_80 */
    if (cu.ModuleGetFunction(&g.k_ecb, g.mod, "gg_cuda_k_ecb") != 0 ||
        cu.ModuleGetFunction(&g.k_ctr, g.mod, "gg_cuda_k_ctr") != 0 ||
        cu.ModuleGetFunction(&g.k_chain, g.mod, "gg_cuda_k_chain") != 0 ||
        cu.ModuleGetFunction(&g.k_g, g.mod, "gg_cuda_k_g") != 0 ||
        cu.ModuleGetFunction(&g.k_hash, g.mod, "gg_cuda_k_hash") != 0)
        return;
    if (cu.DeviceGetAttribute(&g.sms, GG_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, g.dev) != 0 ||
        g.sms < 1)
        g.sms = 1;
    if (cu.MemAlloc(&g.T, sizeof g.T_host) != 0)
        return;
    for (int i = 0; i < GG_CUDA_SLOTS; i++)
        if (!gg_cuda_slot_alloc(&g.slot[i], GG_CUDA_CHUNK))
            return;
    if (!gg_cuda_bc_init())
        return;
    g.ready = 1;
}

/* Takes the lock; 1 if the GPU is to be used (else the caller computes on the host). */
static int gg_cuda_enter(void)
{
    pthread_once(&g.init_once, gg_cuda_init_once);
    pthread_mutex_lock(&g.lock);
    if (!g.ready || g.broken)
        return 0;
    if (cu.CtxSetCurrent(g.ctx) != 0) {
        g.broken = 1;
        return 0;
    }
    return 1;
}

static void gg_cuda_leave(void)
{
    pthread_mutex_unlock(&g.lock);
}

/* A failed CUDA call: this and every later call compute on the host. */
static int gg_cuda_fail(void)
{
    g.broken = 1;
    return 0;
}

/* Thread blocks for items: enough for one item per thread, at most per_sm per multiprocessor
 * (the Magma kernels loop over the rest; each block first loads its tables). The Streebog batch
 * takes one block per 128 messages: its threads run long and unevenly. */
static unsigned gg_cuda_grid(size_t items, unsigned threads, unsigned per_sm)
{
    size_t b = (items + threads - 1) / threads, cap = (size_t)g.sms * per_sm;
    return (unsigned)(b < 1 ? 1 : b > cap ? cap : b);
}

static int gg_cuda_launch(CUfunction f, size_t items, unsigned threads, unsigned per_sm,
                          CUstream s, void **args)
{
    return cu.LaunchKernel(f, gg_cuda_grid(items, threads, per_sm), 1, 1, threads, 1, 1, 0, s,
                           args, NULL) == 0;
}

/* The S-box tables on the device (the previous call's are kept when equal). */
static int gg_cuda_tables(const gg_sbox *sb, CUstream s)
{
    if (g.T_valid && memcmp(g.T_host, sb->t, sizeof g.T_host) == 0)
        return 1;
    memcpy(g.T_host, sb->t, sizeof g.T_host);
    g.T_valid = 0;
    if (cu.MemcpyHtoDAsync(g.T, g.T_host, sizeof g.T_host, s) != 0 || cu.StreamSynchronize(s) != 0)
        return 0;
    g.T_valid = 1;
    return 1;
}

/* Waits for a slot's chunk and copies its result out. */
static int gg_cuda_drain(gg_cuda_slot *s)
{
    if (!s->busy)
        return 1;
    s->busy = 0;
    if (cu.StreamSynchronize(s->stream) != 0)
        return 0;
    memcpy(s->dst, s->host + s->dst_from, s->dst_len);
    return 1;
}

/* ---- Magma: ECB and the counter modes over whole buffers ------------------------------------ */

/* ECB (ctr == NULL) or the counter modes over nblocks, chunk by chunk through the slots. Returns
 * how many blocks are done (written to out); the caller computes the rest on the host. */
static size_t gg_cuda_whole(const gg_magma_key *key, gg_order order, gg_sched sched,
                            const uint32_t *ctr, const uint8_t *in, uint8_t *out, size_t nblocks)
{
    const size_t per = GG_CUDA_CHUNK / 8;
    size_t done = 0, c = 0;
    struct { uint32_t k[8]; } kp;
    int ok = gg_cuda_tables(key->sbox, g.slot[0].stream);
    memcpy(kp.k, key->k, sizeof kp.k);
    for (size_t at = 0; ok && at < nblocks; at += per, c++) {
        gg_cuda_slot *s = &g.slot[c % GG_CUDA_SLOTS];
        size_t nb = nblocks - at < per ? nblocks - at : per;
        if (s->busy) {
            if (!(ok = gg_cuda_drain(s)))
                break;
            done += s->dst_len / 8;
        }
        memcpy(s->host, in + 8 * at, 8 * nb);
        int o = (int)order, sc = (int)sched;
        ok = cu.MemcpyHtoDAsync(s->dev, s->host, 8 * nb, s->stream) == 0;
        if (ok && ctr == NULL) {
            void *args[] = { &g.T, &kp, &o, &sc, &s->dev, &s->dev, &nb };
            ok = gg_cuda_launch(g.k_ecb, nb, GG_CUDA_THREADS, 8, s->stream, args);
        } else if (ok) {
            uint32_t a0, b0;
            gg_cuda_ctr_at(o, ctr[0], ctr[1], at, &a0, &b0);
            void *args[] = { &g.T, &kp, &o, &a0, &b0, &s->dev, &s->dev, &nb };
            ok = gg_cuda_launch(g.k_ctr, nb, GG_CUDA_THREADS, 8, s->stream, args);
        }
        ok = ok && cu.MemcpyDtoHAsync(s->host, s->dev, 8 * nb, s->stream) == 0;
        s->busy = 1;
        s->dst = out + 8 * at;
        s->dst_len = 8 * nb;
        s->dst_from = 0;
    }
    /* The oldest chunk first: what is done stays a prefix of the buffer (in and out may alias,
     * so the host must not redo a block whose output was written). */
    for (size_t i = 0; i < GG_CUDA_SLOTS; i++) {
        gg_cuda_slot *s = &g.slot[(c + i) % GG_CUDA_SLOTS];
        if (!s->busy)
            continue;
        if (ok && (ok = gg_cuda_drain(s)))
            done += s->dst_len / 8;
        s->busy = 0;
    }
    if (!ok)
        gg_cuda_fail();
    memset(&kp, 0, sizeof kp);
    return done;
}

static void gg_cuda_be_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                                 const uint8_t *in, uint8_t *out, size_t nblocks)
{
    size_t done = 0;
    if (nblocks == 0)
        return;
    if (gg_cuda_enter())
        done = gg_cuda_whole(key, order, sched, NULL, in, out, nblocks);
    gg_cuda_leave();
    if (done < nblocks)
        gg_cuda_host_ecb(&key->sbox->t[0][0], key->k, (int)order, (int)sched, in + 8 * done,
                         out + 8 * done, nblocks - done);
}

static void gg_cuda_be_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2],
                              const uint8_t *in, uint8_t *out, size_t nblocks)
{
    size_t done = 0;
    if (nblocks == 0)
        return;
    if (gg_cuda_enter())
        done = gg_cuda_whole(key, order, GG_SCHED_ENCRYPT, ctr, in, out, nblocks);
    gg_cuda_leave();
    if (done < nblocks) {
        uint32_t a, b;
        gg_cuda_ctr_at((int)order, ctr[0], ctr[1], done, &a, &b);
        gg_cuda_host_ctr(&key->sbox->t[0][0], key->k, (int)order, a, b, in + 8 * done,
                         out + 8 * done, nblocks - done);
    }
    gg_cuda_ctr_at((int)order, ctr[0], ctr[1], nblocks, &ctr[0], &ctr[1]);
}

/* ---- Magma: many streams, one thread each ----------------------------------------------------- */

/* Streams [i0, i0 + m) (all under keys' S-box set), blocks [j0, j0 + nb) of each, through slot 0:
 * keys, registers and the blocks interleaved (gg_cuda_chain_item) go up, blocks and registers
 * come back. in[i] + off (or inp + 8 i for the lanes call) is the stream's first block. */
static int gg_cuda_chain_part(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              int chain, size_t m, uint32_t *reg, const uint8_t *const *in,
                              uint8_t *const *out, size_t off, size_t nb)
{
    gg_cuda_slot *s = &g.slot[0];
    uint32_t *K = (uint32_t *)s->host, *R = K + 8 * m;
    uint8_t *D = (uint8_t *)(R + 2 * m);
    size_t head = 40 * m, bytes = head + 8 * m * nb;
    for (size_t i = 0; i < m; i++) {
        memcpy(K + 8 * i, keys[i]->k, 32);
        R[2 * i] = reg[2 * i];
        R[2 * i + 1] = reg[2 * i + 1];
        for (size_t j = 0; j < nb; j++)
            memcpy(D + 8 * (j * m + i), in[i] + off + 8 * j, 8);
    }
    CUdeviceptr dK = s->dev, dR = dK + 32 * m, dD = dK + head;
    int o = (int)order, sc = (int)sched;
    void *args[] = { &g.T, &dK, &o, &sc, &chain, &m, &dR, &dD, &dD, &nb };
    if (cu.MemcpyHtoDAsync(s->dev, s->host, bytes, s->stream) != 0 ||
        !gg_cuda_launch(g.k_chain, m, GG_CUDA_THREADS, 8, s->stream, args) ||
        cu.MemcpyDtoHAsync(s->host + 32 * m, dR, bytes - 32 * m, s->stream) != 0 ||
        cu.StreamSynchronize(s->stream) != 0) {
        memset(K, 0, 32 * m);
        return gg_cuda_fail();
    }
    memset(K, 0, 32 * m);
    for (size_t i = 0; i < m; i++) {
        reg[2 * i] = R[2 * i];
        reg[2 * i + 1] = R[2 * i + 1];
        if (chain != GG_CUDA_CHAIN_MAC)
            for (size_t j = 0; j < nb; j++)
                memcpy(out[i] + off + 8 * j, D + 8 * (j * m + i), 8);
    }
    return 1;
}

/* The host's version of the same, for what the GPU did not do. */
static void gg_cuda_chain_host(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                               int chain, size_t m, uint32_t *reg, const uint8_t *const *in,
                               uint8_t *const *out, size_t off, size_t nb)
{
    uint8_t blk[8];
    for (size_t i = 0; i < m; i++)
        for (size_t j = 0; j < nb; j++) {
            /* one stream, one block: n = 1 and nblocks = 1 put it at offset 0 */
            memcpy(blk, in[i] + off + 8 * j, 8);
            gg_cuda_chain_item(&keys[i]->sbox->t[0][0], keys[i]->k, (int)order, (int)sched, chain,
                               1, reg + 2 * i, blk, blk, 1, 0);
            if (chain != GG_CUDA_CHAIN_MAC)
                memcpy(out[i] + off + 8 * j, blk, 8);
        }
    memset(blk, 0, sizeof blk);
}

/* Streams in runs that share an S-box set and fit the slot; long streams in pieces of blocks (the
 * registers carry over). */
static void gg_cuda_chain_run(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              int chain, size_t n, uint32_t *reg, const uint8_t *const *in,
                              uint8_t *const *out, size_t off, size_t nblocks)
{
    int gpu = gg_cuda_enter();
    size_t i = 0;
    while (i < n) {
        size_t m = 1;
        while (i + m < n && keys[i + m]->sbox == keys[i]->sbox)
            m++;
        /* per stream: 40 bytes of key and register, 8 per block */
        size_t per = nblocks;
        if (40 + 8 * per > GG_CUDA_CHUNK)
            per = (GG_CUDA_CHUNK - 40) / 8;
        size_t cap = GG_CUDA_CHUNK / (40 + 8 * per);
        if (m > cap)
            m = cap;
        for (size_t j = 0; j < nblocks; j += per) {
            size_t nb = nblocks - j < per ? nblocks - j : per;
            if (!(gpu && gg_cuda_tables(keys[i]->sbox, g.slot[0].stream) &&
                  gg_cuda_chain_part(keys + i, order, sched, chain, m, reg + 2 * i, in + i,
                                     out != NULL ? out + i : NULL, off + 8 * j, nb))) {
                gpu = 0;
                gg_cuda_chain_host(keys + i, order, sched, chain, m, reg + 2 * i, in + i,
                                   out != NULL ? out + i : NULL, off + 8 * j, nb);
            }
        }
        i += m;
    }
    gg_cuda_leave();
}

static void gg_cuda_be_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order,
                                      gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                                      const uint8_t *const in[], uint8_t *const out[], size_t off,
                                      size_t nblocks)
{
    if (n == 0 || nblocks == 0)
        return;
    gg_cuda_chain_run(keys, order, sched, (int)chain, n, reg, in, out, off, nblocks);
}

/* One block per stream, each under its own key: ECB of the chained-lanes kernel. */
static void gg_cuda_be_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                                const uint8_t *in, uint8_t *out, size_t n)
{
    const uint8_t **ip;
    uint8_t **op;
    uint32_t *reg;
    if (n == 0)
        return;
    ip = malloc(n * (2 * sizeof(void *) + 8));
    if (ip == NULL) { /* no memory for the pointer lists: the host, block by block */
        for (size_t i = 0; i < n; i++)
            gg_cuda_host_ecb(&keys[i]->sbox->t[0][0], keys[i]->k, (int)order, (int)sched,
                             in + 8 * i, out + 8 * i, 1);
        return;
    }
    op = (uint8_t **)(ip + n);
    reg = (uint32_t *)(op + n);
    for (size_t i = 0; i < n; i++) {
        ip[i] = in + 8 * i;
        op[i] = out + 8 * i;
        reg[2 * i] = reg[2 * i + 1] = 0;
    }
    gg_cuda_chain_run(keys, order, sched, GG_CUDA_CHAIN_ECB, n, reg, ip, op, 0, 1);
    free(ip);
}

/* ---- Streebog ---------------------------------------------------------------------------------- */

static void gg_cuda_be_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                     const uint8_t *const m[])
{
    size_t i = 0;
    if (gg_cuda_enter()) {
        gg_cuda_slot *s = &g.slot[0];
        const size_t per = GG_CUDA_CHUNK / 192;
        for (; i < n; i += per) {
            size_t k = n - i < per ? n - i : per;
            uint8_t *H = s->host, *NN = H + 64 * k, *M = NN + 64 * k;
            for (size_t t = 0; t < k; t++) {
                memcpy(H + 64 * t, h[i + t], 64);
                memcpy(NN + 64 * t, N[i + t], 64);
                memcpy(M + 64 * t, m[i + t], 64);
            }
            CUdeviceptr dH = s->dev, dN = dH + 64 * k, dM = dN + 64 * k;
            void *args[] = { &k, &dH, &dN, &dM };
            if (cu.MemcpyHtoDAsync(s->dev, s->host, 192 * k, s->stream) != 0 ||
                !gg_cuda_launch(g.k_g, k, GG_CUDA_HASH_THREADS, 4, s->stream, args) ||
                cu.MemcpyDtoHAsync(s->host, dH, 64 * k, s->stream) != 0 ||
                cu.StreamSynchronize(s->stream) != 0) {
                gg_cuda_fail();
                break;
            }
            for (size_t t = 0; t < k; t++)
                memcpy(h[i + t], H + 64 * t, 64);
        }
    }
    gg_cuda_leave();
    for (; i < n; i++) {
        uint8_t hb[64];
        memcpy(hb, h[i], 64);
        gg_cuda_host_g(1, hb, N[i], m[i]);
        memcpy(h[i], hb, 64);
    }
}

static void gg_cuda_be_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64])
{
    uint8_t *const hp[1] = { h };
    const uint8_t *const Np[1] = { N }, *const mp[1] = { m };
    gg_cuda_be_streebog_g_lanes(1, hp, Np, mp);
}

/* Messages [i0, i0 + k) packed into a slot: offsets and lengths, each message at a multiple of 8
 * bytes, then room for the digests. Returns k; *used is the bytes to upload, *dig the digests'
 * offset. */
static size_t gg_cuda_hash_pack(gg_cuda_slot *s, size_t dl, size_t i0, size_t n,
                                const uint8_t *const data[], const size_t lens[], size_t *used,
                                size_t *dig)
{
    size_t i = i0, at = 0;
    for (; i < n; i++) {
        size_t need = 16 + dl + ((lens[i] + 7) & ~(size_t)7);
        if (at + need > s->size)
            break;
        at += need;
    }
    size_t k = i - i0;
    uint64_t *offs = (uint64_t *)s->host, *ls = offs + k;
    uint8_t *p = (uint8_t *)(ls + k);
    at = 0;
    for (size_t t = 0; t < k; t++) {
        offs[t] = at;
        ls[t] = lens[i0 + t];
        if (lens[i0 + t] > 0)
            memcpy(p + at, data[i0 + t], lens[i0 + t]);
        at += (lens[i0 + t] + 7) & ~(size_t)7;
    }
    *used = 16 * k + at;
    *dig = *used;
    return k;
}

/* Whole messages, one GPU thread each (stages 1 to 3 on the device). 1 if done; 0 (nothing
 * written) if a message is too long for a slot: the runtime then steps every message block by
 * block through streebog_g_lanes. */
static int gg_cuda_be_streebog_batch(unsigned bits, size_t n, const uint8_t *const data[],
                                  const size_t lens[], uint8_t *digests)
{
    size_t i = 0, c = 0, dl = bits / 8;
    for (size_t t = 0; t < n; t++)
        if (16 + dl + ((lens[t] + 7) & ~(size_t)7) > GG_CUDA_HASH_CHUNK)
            return 0;
    if (gg_cuda_enter()) {
        int ok = 1;
        size_t done = 0;
        if (!g.hash_ready) {
            for (int t = 0; ok && t < GG_CUDA_SLOTS; t++)
                ok = gg_cuda_slot_alloc(&g.hslot[t], GG_CUDA_HASH_CHUNK);
            g.hash_ready = ok;
        }
        for (; ok && i < n; c++) {
            gg_cuda_slot *s = &g.hslot[c % GG_CUDA_SLOTS];
            size_t used, dig;
            if (s->busy) {
                if (!(ok = gg_cuda_drain(s)))
                    break;
                done += s->dst_len / dl;
            }
            size_t k = gg_cuda_hash_pack(s, dl, i, n, data, lens, &used, &dig);
            CUdeviceptr dO = s->dev, dL = dO + 8 * k, dD = dL + 8 * k, dG = dO + dig;
            void *args[] = { &bits, &k, &dD, &dO, &dL, &dG };
            ok = cu.MemcpyHtoDAsync(s->dev, s->host, used, s->stream) == 0 &&
                 gg_cuda_launch(g.k_hash, k, GG_CUDA_HASH_THREADS, 1u << 16, s->stream, args) &&
                 cu.MemcpyDtoHAsync(s->host + dig, dG, dl * k, s->stream) == 0;
            s->busy = 1;
            s->dst = digests + dl * i;
            s->dst_len = dl * k;
            s->dst_from = dig;
            i += k;
        }
        /* The oldest chunk first, so what is done is a prefix of the messages. */
        for (size_t t = 0; t < GG_CUDA_SLOTS; t++) {
            gg_cuda_slot *s = &g.hslot[(c + t) % GG_CUDA_SLOTS];
            if (!s->busy)
                continue;
            if (ok && (ok = gg_cuda_drain(s)))
                done += s->dst_len / dl;
            s->busy = 0;
        }
        if (!ok)
            gg_cuda_fail();
        i = done;
    }
    gg_cuda_leave();
    for (; i < n; i++) {
        /* one message at a time, packed as the kernel takes it */
        uint64_t off = 0, len = lens[i];
        uint8_t *buf = malloc(((len + 7) & ~(uint64_t)7) + 8);
        if (buf == NULL)
            return 0; /* the runtime redoes the whole batch */
        if (len > 0)
            memcpy(buf, data[i], len);
        gg_cuda_host_hash(bits, 1, buf, &off, &len, digests + dl * i);
        free(buf);
    }
    return 1;
}

/* ---- Block ciphers described with round keys: runners for cuda/<cipher>.c --------------------- */

static int gg_cuda_bc_launch(int bc, int kernel, size_t items, CUstream s, void **args)
{
    return cu.LaunchKernel(g.bc[bc].k[kernel],
                           gg_cuda_grid(items, GG_CUDA_BC_THREADS, g.bc[bc].per_sm[kernel]), 1, 1,
                           GG_CUDA_BC_THREADS, 1, 1, gg_cuda_bc_kernels[bc].shared[kernel], s,
                           args, NULL) == 0;
}

static uint64_t gg_cuda_be64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | p[i];
    return v;
}

/* ECB or CTR over whole buffers, chunk by chunk through the slots, as gg_cuda_whole. */
size_t gg_cuda_bc_whole(int bc, int kernel, const void *keys, const uint8_t *ctr,
                        const uint8_t *in, uint8_t *out, size_t nblocks)
{
    const size_t per = GG_CUDA_CHUNK / GG_CUDA_BC_BLOCK;
    size_t done = 0, c = 0;
    int ok = 1;
    if (!gg_cuda_enter() || !g.bc[bc].ok) {
        gg_cuda_leave();
        return 0;
    }
    const uint64_t hi0 = ctr != NULL ? gg_cuda_be64(ctr) : 0, lo0 = ctr != NULL ? gg_cuda_be64(ctr + 8) : 0;
    for (size_t at = 0; ok && at < nblocks; at += per, c++) {
        gg_cuda_slot *s = &g.slot[c % GG_CUDA_SLOTS];
        size_t nb = nblocks - at < per ? nblocks - at : per;
        if (s->busy) {
            if (!(ok = gg_cuda_drain(s)))
                break;
            done += s->dst_len / GG_CUDA_BC_BLOCK;
        }
        memcpy(s->host, in + GG_CUDA_BC_BLOCK * at, GG_CUDA_BC_BLOCK * nb);
        ok = cu.MemcpyHtoDAsync(s->dev, s->host, GG_CUDA_BC_BLOCK * nb, s->stream) == 0;
        if (ok && kernel == GG_CUDA_BC_CTR) {
            uint64_t hi, lo;
            gg_cuda_bc_ctr_add(hi0, lo0, at, &hi, &lo);
            void *args[] = { &g.bc[bc].blob, (void *)keys, &hi, &lo, &s->dev, &s->dev, &nb };
            ok = gg_cuda_bc_launch(bc, kernel, nb, s->stream, args);
        } else if (ok) {
            void *args[] = { &g.bc[bc].blob, (void *)keys, &s->dev, &s->dev, &nb };
            ok = gg_cuda_bc_launch(bc, kernel, nb, s->stream, args);
        }
        ok = ok && cu.MemcpyDtoHAsync(s->host, s->dev, GG_CUDA_BC_BLOCK * nb, s->stream) == 0;
        s->busy = 1;
        s->dst = out + GG_CUDA_BC_BLOCK * at;
        s->dst_len = GG_CUDA_BC_BLOCK * nb;
        s->dst_from = 0;
    }
    /* the oldest chunk first: what is done stays a prefix (in and out may alias) */
    for (size_t i = 0; i < GG_CUDA_SLOTS; i++) {
        gg_cuda_slot *s = &g.slot[(c + i) % GG_CUDA_SLOTS];
        if (!s->busy)
            continue;
        if (ok && (ok = gg_cuda_drain(s)))
            done += s->dst_len / GG_CUDA_BC_BLOCK;
        s->busy = 0;
    }
    if (!ok)
        gg_cuda_fail();
    gg_cuda_leave();
    return done;
}

/* One block per stream through slot 0: the streams' keys (prep) then their blocks go up, the
 * blocks come back; the keys are wiped from the pinned buffer after each piece. */
size_t gg_cuda_bc_lanes(int bc, int decrypt, size_t keys_bytes,
                        void (*prep)(const uint8_t *rk, int decrypt, void *keys),
                        const uint8_t *const *rks, const uint8_t *in, uint8_t *out, size_t n)
{
    const size_t per = GG_CUDA_CHUNK / (keys_bytes + GG_CUDA_BC_BLOCK);
    const int kernel = decrypt ? GG_CUDA_BC_LANES_DEC : GG_CUDA_BC_LANES_ENC;
    gg_cuda_slot *s = &g.slot[0];
    size_t done = 0;
    if (!gg_cuda_enter() || !g.bc[bc].ok) {
        gg_cuda_leave();
        return 0;
    }
    while (done < n) {
        size_t m = n - done < per ? n - done : per;
        uint8_t *K = s->host, *D = K + keys_bytes * m;
        for (size_t i = 0; i < m; i++)
            prep(rks[done + i], decrypt, K + keys_bytes * i);
        memcpy(D, in + GG_CUDA_BC_BLOCK * done, GG_CUDA_BC_BLOCK * m);
        CUdeviceptr dK = s->dev, dD = dK + keys_bytes * m;
        void *args[] = { &g.bc[bc].blob, &dK, &dD, &dD, &m };
        int ok = cu.MemcpyHtoDAsync(s->dev, s->host, (keys_bytes + GG_CUDA_BC_BLOCK) * m,
                                    s->stream) == 0 &&
                 gg_cuda_bc_launch(bc, kernel, m, s->stream, args) &&
                 cu.MemcpyDtoHAsync(D, dD, GG_CUDA_BC_BLOCK * m, s->stream) == 0 &&
                 cu.StreamSynchronize(s->stream) == 0;
        memset(K, 0, keys_bytes * m);
        if (!ok) {
            gg_cuda_fail();
            break;
        }
        memcpy(out + GG_CUDA_BC_BLOCK * done, D, GG_CUDA_BC_BLOCK * m);
        done += m;
    }
    gg_cuda_leave();
    return done;
}

const gg_backend gg_backend_cuda = {
    .name = "cuda",
    .description = "CUDA (driver API loaded at run time), sm_80/sm_90 kernels: one block or message per thread, S-box, LPS and block-cipher tables in shared memory",
    .constant_time = 0,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = gg_cuda_be_magma_blocks,
    .magma_lanes = gg_cuda_be_magma_lanes,
    .streebog_g = gg_cuda_be_streebog_g,
    .streebog_g_lanes = gg_cuda_be_streebog_g_lanes,
    .magma_ctr = gg_cuda_be_magma_ctr,
    .magma_lanes_chain = gg_cuda_be_magma_lanes_chain,
    .streebog_batch = gg_cuda_be_streebog_batch,
};
