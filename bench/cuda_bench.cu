/* cuda_bench.cu: GPU throughput of the cuda backend's kernels (bench/gpu.sh builds and runs it).
 *
 * Measures, medians of repeats, and prints a Markdown report on stdout:
 *   - host-to-device copy bandwidth (pinned and pageable buffers, cudaMemcpy);
 *   - Magma CTR with the data already on the device (the generated kernel gg_cuda_k_ctr, launched
 *     as libgostgen launches it), and from host memory through libgostgen (gostgen_crypt with
 *     backend "cuda": pinned staging, two streams);
 *   - Streebog-512 batch of N messages of 4 KiB (gg_cuda_k_hash) on the device, and from host
 *     memory through gostgen_hash_batch.
 * Every measured result is first checked against libgostgen's portable backend on a prefix. */
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "gg_cuda_kernels.cu"

extern "C" {
#include "gostgen.h"
#include "gg_backend.h"
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
    printf("\nKernel launch: Magma %u blocks x 256 threads (SMs x 8, grid-stride), Streebog %u blocks "
           "x 128 threads (one message per thread).\n", grid, hgrid);
    return failures ? 1 : 0;
}
