/* cuda_bench.cu: GPU throughput of the cuda backend's kernels (bench/gpu.sh builds and runs it).
 *
 * Measures, medians of repeats, and prints a Markdown report on stdout:
 *   - host-to-device copy bandwidth (pinned and pageable buffers, cudaMemcpy);
 *   - Magma CTR with the data already on the device (the generated kernel gg_cuda_k_ctr, launched
 *     as libgostgen launches it), and from host memory through libgostgen (gostgen_crypt with
 *     backend "cuda": pinned staging, two streams);
 *   - Streebog-512 batch of N messages of 4 KiB (gg_cuda_k_hash) on the device, and from host
 *     memory through gostgen_hash_batch;
 *   - Kuznyechik ECB (both directions) and CTR with the data on the device (gg_cuda_k_kuznyechik_*,
 *     tables in dynamic shared memory, launched as libgostgen launches them), and CTR/ECB from
 *     host memory through gostgen_crypt with backend "cuda".
 * Every measured result is first checked against libgostgen's portable backend on a prefix. */
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define GG_CUDA_BC_HOST_TABLES /* the block ciphers' tables, to upload here as backend.c does */
#include "gg_cuda_kernels.cu"

extern "C" {
#include "gostgen.h"
#include "gg_backend.h"
void gg_kuznyechik_schedule(const uint8_t *key, uint8_t *rk);
}

#define CK(x)                                                                                  \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            fprintf(stderr, "cuda_bench: %s: %s\n", #x, cudaGetErrorString(e_));               \
            exit(2);                                                                           \
        }                                                                                      \
    } while (0)

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

static double now_s()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static void fill(uint8_t *p, size_t n, uint64_t seed)
{
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        p[i] = (uint8_t)x;
    }
}

static int failures = 0;

static void check(const char *what, const uint8_t *got, const uint8_t *want, size_t n)
{
    bool ok = memcmp(got, want, n) == 0;
    printf("| check | %s | %s |\n", what, ok ? "same as portable" : "**DIFFERENT from portable**");
    if (!ok)
        failures++;
}

int main(int argc, char **argv)
{
    size_t ctr_mib = argc > 1 ? strtoul(argv[1], NULL, 10) : 1024;
    size_t nmsg = argc > 2 ? strtoul(argv[2], NULL, 10) : 100000;
    const int reps = 5;
    const size_t msg = 4096;

    cudaDeviceProp prop;
    int dev = 0, drv = 0, rt = 0;
    CK(cudaGetDevice(&dev));
    CK(cudaGetDeviceProperties(&prop, dev));
    CK(cudaDriverGetVersion(&drv));
    CK(cudaRuntimeGetVersion(&rt));
    printf("# cuda backend on %s\n\n", prop.name);
    printf("- GPU: %s, sm_%d%d, %d SMs, %.0f GiB; driver CUDA %d.%d, runtime %d.%d\n", prop.name,
           prop.major, prop.minor, prop.multiProcessorCount,
           prop.totalGlobalMem / 1073741824.0, drv / 1000, drv % 1000 / 10, rt / 1000, rt % 1000 / 10);
    printf("- libgostgen %s; backend cuda: %s\n", gostgen_version(),
           gostgen_backend_check("cuda") == GOSTGEN_OK ? "available" : "NOT available");
    printf("- method: medians of %d runs; device timings with CUDA events around the kernel alone, "
           "host timings wall-clock around the library call; GB/s = 1e9 bytes/s\n\n", reps);

    const gostgen_sbox *sb = gostgen_sbox_default();
    uint8_t key[32], iv[4];
    fill(key, 32, 1);
    fill(iv, 4, 2);
    printf("Checks against the portable backend (S-box set %s):\n\n| | what | result |\n|---|---|---|\n",
           gostgen_sbox_name(sb));

    /* ---- H2D bandwidth ---- */
    const size_t bw_bytes = (size_t)256 << 20;
    uint8_t *pinned, *pageable = (uint8_t *)malloc(bw_bytes), *dbw;
    CK(cudaMallocHost(&pinned, bw_bytes));
    CK(cudaMalloc(&dbw, bw_bytes));
    fill(pinned, bw_bytes, 3);
    memcpy(pageable, pinned, bw_bytes);
    std::vector<double> tp, tq;
    for (int r = 0; r < reps + 1; r++) {
        double t0 = now_s();
        CK(cudaMemcpy(dbw, pinned, bw_bytes, cudaMemcpyHostToDevice));
        double t1 = now_s();
        CK(cudaMemcpy(dbw, pageable, bw_bytes, cudaMemcpyHostToDevice));
        double t2 = now_s();
        if (r > 0) {
            tp.push_back(t1 - t0);
            tq.push_back(t2 - t1);
        }
    }
    double h2d_pinned = bw_bytes / median(tp) / 1e9, h2d_pageable = bw_bytes / median(tq) / 1e9;
    CK(cudaFree(dbw));

    /* ---- Magma CTR ---- */
    size_t bytes = ctr_mib << 20, nblocks = bytes / 8;
    uint8_t *hin = (uint8_t *)malloc(bytes), *hout = (uint8_t *)malloc(bytes);
    uint8_t *dbuf, *dout;
    uint32_t *dT;
    fill(hin, bytes, 4);
    CK(cudaMalloc(&dbuf, bytes));
    CK(cudaMalloc(&dout, bytes));
    CK(cudaMalloc(&dT, 4096));
    CK(cudaMemcpy(dT, sb->t, 4096, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dbuf, hin, bytes, cudaMemcpyHostToDevice));
    gg_cuda_key kp;
    gg_magma_load_key(GG_ORDER_MAGMA, key, kp.k);
    /* counter before the first block: IV || 0 minus one, as (low, high) words */
    uint64_t c0 = ((uint64_t)iv[0] << 56 | (uint64_t)iv[1] << 48 | (uint64_t)iv[2] << 40 |
                   (uint64_t)iv[3] << 32) - 1;
    uint32_t a0 = (uint32_t)c0, b0 = (uint32_t)(c0 >> 32);
    int order = GG_ORDER_MAGMA;
    unsigned grid = (unsigned)std::min<size_t>((nblocks + 255) / 256, (size_t)prop.multiProcessorCount * 8);
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    std::vector<double> tk;
    for (int r = 0; r < reps + 1; r++) {
        CK(cudaEventRecord(e0));
        gg_cuda_k_ctr<<<grid, 256>>>(dT, kp, order, a0, b0, dbuf, dout, nblocks);
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        CK(cudaGetLastError());
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (r > 0)
            tk.push_back(ms / 1e3);
    }
    double ctr_dev = bytes / median(tk) / 1e9;
    size_t chk = std::min(bytes, (size_t)4 << 20);
    std::vector<uint8_t> want(chk), got(chk);
    CK(cudaMemcpy(got.data(), dout, chk, cudaMemcpyDeviceToHost));
    gostgen_crypt(GOSTGEN_MAGMA, GOSTGEN_CTR, 0, sb, key, 32, iv, 4, 0, "portable", hin,
                  want.data(), chk);
    check("Magma CTR kernel, data on device (first 4 MiB)", got.data(), want.data(), chk);

    std::vector<double> th;
    int rc = GOSTGEN_OK;
    for (int r = 0; r < 3 + 1 && rc == GOSTGEN_OK; r++) {
        double t0 = now_s();
        rc = gostgen_crypt(GOSTGEN_MAGMA, GOSTGEN_CTR, 0, sb, key, 32, iv, 4, 0, "cuda", hin, hout,
                           bytes);
        if (r > 0)
            th.push_back(now_s() - t0);
    }
    double ctr_host = rc == GOSTGEN_OK ? bytes / median(th) / 1e9 : 0;
    if (rc != GOSTGEN_OK)
        printf("| check | gostgen_crypt(cuda) | **failed: %s** |\n", gostgen_strerror(rc)), failures++;
    else
        check("Magma CTR through gostgen_crypt(\"cuda\") from host memory (first 4 MiB)", hout,
              want.data(), chk);
    CK(cudaFree(dbuf));
    CK(cudaFree(dout));
    free(hin);
    free(hout);

    /* ---- Streebog-512 batch ---- */
    size_t hbytes = nmsg * msg;
    uint8_t *hdata = (uint8_t *)malloc(hbytes), *hdig = (uint8_t *)malloc(64 * nmsg);
    std::vector<uint64_t> offs(nmsg), lens(nmsg, msg);
    std::vector<const uint8_t *> ptrs(nmsg);
    std::vector<size_t> slens(nmsg, msg);
    fill(hdata, hbytes, 5);
    for (size_t i = 0; i < nmsg; i++) {
        offs[i] = i * msg;
        ptrs[i] = hdata + i * msg;
    }
    uint8_t *ddata, *ddig;
    uint64_t *doffs, *dlens;
    CK(cudaMalloc(&ddata, hbytes));
    CK(cudaMalloc(&ddig, 64 * nmsg));
    CK(cudaMalloc(&doffs, 8 * nmsg));
    CK(cudaMalloc(&dlens, 8 * nmsg));
    CK(cudaMemcpy(ddata, hdata, hbytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(doffs, offs.data(), 8 * nmsg, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dlens, lens.data(), 8 * nmsg, cudaMemcpyHostToDevice));
    unsigned hgrid = (unsigned)((nmsg + 127) / 128);
    std::vector<double> ts;
    for (int r = 0; r < reps + 1; r++) {
        CK(cudaEventRecord(e0));
        gg_cuda_k_hash<<<hgrid, 128>>>(512, nmsg, ddata, doffs, dlens, ddig);
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        CK(cudaGetLastError());
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (r > 0)
            ts.push_back(ms / 1e3);
    }
    double sb_dev = hbytes / median(ts) / 1e9;
    const size_t nchk = std::min(nmsg, (size_t)64);
    std::vector<uint8_t> dg(64 * nchk), wd(64 * nchk);
    CK(cudaMemcpy(dg.data(), ddig, 64 * nchk, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < nchk; i++)
        gostgen_hash(512, "portable", hdata + i * msg, msg, wd.data() + 64 * i);
    check("Streebog-512 batch kernel, data on device (first 64 messages)", dg.data(), wd.data(),
          64 * nchk);
    std::vector<double> tb;
    rc = GOSTGEN_OK;
    for (int r = 0; r < 3 + 1 && rc == GOSTGEN_OK; r++) {
        double t0 = now_s();
        rc = gostgen_hash_batch(512, "cuda", nmsg, ptrs.data(), slens.data(), hdig);
        if (r > 0)
            tb.push_back(now_s() - t0);
    }
    double sb_host = rc == GOSTGEN_OK ? hbytes / median(tb) / 1e9 : 0;
    if (rc != GOSTGEN_OK)
        printf("| check | gostgen_hash_batch(cuda) | **failed: %s** |\n", gostgen_strerror(rc)), failures++;
    else
        check("Streebog-512 through gostgen_hash_batch(\"cuda\") (first 64 messages)", hdig,
              wd.data(), 64 * nchk);

#ifdef GG_CUDA_BC_KUZNYECHIK
    /* ---- Kuznyechik: ECB both ways and CTR on the device, CTR and ECB from host memory ---- */
    const size_t kbytes = ctr_mib << 20, kblocks = kbytes / 16;
    uint8_t *kin = (uint8_t *)malloc(kbytes), *kout = (uint8_t *)malloc(kbytes);
    uint8_t kkey[32], kiv[8], krk[16 * GG_CUDA_KUZNYECHIK_ROUND_KEYS], kctr[16];
    fill(kin, kbytes, 6);
    fill(kkey, 32, 7);
    fill(kiv, 8, 8);
    memcpy(kctr, kiv, 8);
    memset(kctr + 8, 0, 8); /* GOST R 34.13-2015 CTR: IV || 0^64 */
    gg_kuznyechik_schedule(kkey, krk);
    gg_cuda_kuznyechik_keys kenc, kdec;
    gg_cuda_host_kuznyechik_keys(krk, 0, &kenc);
    gg_cuda_host_kuznyechik_keys(krk, 1, &kdec);
    gg_cuda_v128 *kblob;
    uint8_t *kdin, *kdout;
    CK(cudaMalloc(&kblob, sizeof gg_cuda_kuznyechik_blob));
    CK(cudaMemcpy(kblob, gg_cuda_kuznyechik_blob, sizeof gg_cuda_kuznyechik_blob, cudaMemcpyHostToDevice));
    CK(cudaMalloc(&kdin, kbytes));
    CK(cudaMalloc(&kdout, kbytes));
    CK(cudaMemcpy(kdin, kin, kbytes, cudaMemcpyHostToDevice));
    const int kshared[2] = { GG_CUDA_KUZNYECHIK_SHARED_ENC, GG_CUDA_KUZNYECHIK_SHARED_DEC };
    CK(cudaFuncSetAttribute(gg_cuda_k_kuznyechik_ecb_enc, cudaFuncAttributeMaxDynamicSharedMemorySize, kshared[0]));
    CK(cudaFuncSetAttribute(gg_cuda_k_kuznyechik_ecb_dec, cudaFuncAttributeMaxDynamicSharedMemorySize, kshared[1]));
    CK(cudaFuncSetAttribute(gg_cuda_k_kuznyechik_ctr, cudaFuncAttributeMaxDynamicSharedMemorySize, kshared[0]));
    /* thread blocks: as many as fit the SMs' shared memory (backend.c's gg_cuda_bc_init) */
    unsigned kper = (unsigned)(prop.sharedMemPerMultiprocessor / (kshared[0] + 1024));
    unsigned kgrid = (unsigned)std::min<size_t>((kblocks + GG_CUDA_BC_THREADS - 1) / GG_CUDA_BC_THREADS,
                                                (size_t)prop.multiProcessorCount * std::max(kper, 1u));
    uint64_t khi = 0, klo = 0;
    for (int i = 0; i < 8; i++)
        khi = khi << 8 | kctr[i];
    double kdev[3];
    for (int w = 0; w < 3; w++) {
        std::vector<double> tt;
        for (int r = 0; r < reps + 1; r++) {
            CK(cudaEventRecord(e0));
            if (w == 0)
                gg_cuda_k_kuznyechik_ecb_enc<<<kgrid, GG_CUDA_BC_THREADS, kshared[0]>>>(kblob, kenc, kdin, kdout, kblocks);
            else if (w == 1)
                gg_cuda_k_kuznyechik_ecb_dec<<<kgrid, GG_CUDA_BC_THREADS, kshared[1]>>>(kblob, kdec, kdin, kdout, kblocks);
            else
                gg_cuda_k_kuznyechik_ctr<<<kgrid, GG_CUDA_BC_THREADS, kshared[0]>>>(kblob, kenc, khi, klo, kdin, kdout, kblocks);
            CK(cudaEventRecord(e1));
            CK(cudaEventSynchronize(e1));
            CK(cudaGetLastError());
            float ms;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            if (r > 0)
                tt.push_back(ms / 1e3);
        }
        kdev[w] = kbytes / median(tt) / 1e9;
        static const char *const what[3] = { "Kuznyechik ECB encrypt kernel, data on device (first 4 MiB)",
                                             "Kuznyechik ECB decrypt kernel, data on device (first 4 MiB)",
                                             "Kuznyechik CTR kernel, data on device (first 4 MiB)" };
        const size_t kchk = std::min(kbytes, (size_t)4 << 20);
        std::vector<uint8_t> kw(kchk), kg(kchk);
        CK(cudaMemcpy(kg.data(), kdout, kchk, cudaMemcpyDeviceToHost));
        gostgen_crypt(GOSTGEN_KUZNYECHIK, w == 2 ? GOSTGEN_CTR : GOSTGEN_ECB, w == 1, NULL, kkey, 32,
                      w == 2 ? kiv : NULL, w == 2 ? 8 : 0, 0, "portable", kin, kw.data(), kchk);
        check(what[w], kg.data(), kw.data(), kchk);
    }
    double khost[2] = { 0, 0 };
    for (int w = 0; w < 2; w++) {
        std::vector<double> tt;
        int krc = GOSTGEN_OK;
        for (int r = 0; r < 3 + 1 && krc == GOSTGEN_OK; r++) {
            double t0 = now_s();
            krc = gostgen_crypt(GOSTGEN_KUZNYECHIK, w ? GOSTGEN_ECB : GOSTGEN_CTR, 0, NULL, kkey, 32,
                                w ? NULL : kiv, w ? 0 : 8, 0, "cuda", kin, kout, kbytes);
            if (r > 0)
                tt.push_back(now_s() - t0);
        }
        const size_t kchk = std::min(kbytes, (size_t)4 << 20);
        std::vector<uint8_t> kw(kchk);
        gostgen_crypt(GOSTGEN_KUZNYECHIK, w ? GOSTGEN_ECB : GOSTGEN_CTR, 0, NULL, kkey, 32,
                      w ? NULL : kiv, w ? 0 : 8, 0, "portable", kin, kw.data(), kchk);
        if (krc != GOSTGEN_OK) {
            printf("| check | gostgen_crypt(kuznyechik, cuda) | **failed: %s** |\n", gostgen_strerror(krc));
            failures++;
        } else {
            khost[w] = kbytes / median(tt) / 1e9;
            check(w ? "Kuznyechik ECB through gostgen_crypt(\"cuda\") (first 4 MiB)"
                    : "Kuznyechik CTR through gostgen_crypt(\"cuda\") (first 4 MiB)", kout, kw.data(), kchk);
        }
    }
    CK(cudaFree(kblob));
    CK(cudaFree(kdin));
    CK(cudaFree(kdout));
    free(kin);
    free(kout);
#endif

    printf("\n## Throughput\n\n| workload | data | GB/s | target |\n|---|---|---|---|\n");
    printf("| host-to-device copy, pinned | %zu MiB | %.1f | |\n", bw_bytes >> 20, h2d_pinned);
    printf("| host-to-device copy, pageable | %zu MiB | %.1f | |\n", bw_bytes >> 20, h2d_pageable);
    printf("| Magma CTR, data on device | %zu MiB | %.1f | >= 200 |\n", ctr_mib, ctr_dev);
    printf("| Magma CTR, host memory -> gostgen_crypt(\"cuda\") -> host memory | %zu MiB | %.1f | "
           ">= 80%% of H2D (%.1f pinned): %.0f%% |\n", ctr_mib, ctr_host, 0.8 * h2d_pinned,
           100.0 * ctr_host / h2d_pinned);
    printf("| Streebog-512 batch, data on device | %zu x 4 KiB | %.1f | >= 20 |\n", nmsg, sb_dev);
    printf("| Streebog-512 batch, host memory -> gostgen_hash_batch(\"cuda\") | %zu x 4 KiB | %.1f | |\n",
           nmsg, sb_host);
#ifdef GG_CUDA_BC_KUZNYECHIK
    printf("| Kuznyechik ECB encrypt, data on device | %zu MiB | %.1f | |\n", ctr_mib, kdev[0]);
    printf("| Kuznyechik ECB decrypt, data on device | %zu MiB | %.1f | |\n", ctr_mib, kdev[1]);
    printf("| Kuznyechik CTR, data on device | %zu MiB | %.1f | |\n", ctr_mib, kdev[2]);
    printf("| Kuznyechik CTR, host memory -> gostgen_crypt(\"cuda\") -> host memory | %zu MiB | %.1f | |\n",
           ctr_mib, khost[0]);
    printf("| Kuznyechik ECB, host memory -> gostgen_crypt(\"cuda\") -> host memory | %zu MiB | %.1f | |\n",
           ctr_mib, khost[1]);
    printf("\nKuznyechik kernels: %u blocks x %d threads (%u per SM by shared memory: %d bytes of tables "
           "each), one 16-byte block per thread, grid-stride.\n", kgrid, GG_CUDA_BC_THREADS, kper, kshared[0]);
#endif
    printf("\nKernel launch: Magma %u blocks x 256 threads (SMs x 8, grid-stride), Streebog %u blocks "
           "x 128 threads (one message per thread).\n", grid, hgrid);
    return failures ? 1 : 0;
}
