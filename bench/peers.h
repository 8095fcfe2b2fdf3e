/* peers.h: the benchmark's workloads and the uniform "operation" both gostgen and the peer
 * libraries (libgcrypt, OpenSSL 3 + gost provider, Botan 2) are driven through, so that the
 * timing loop and the cross-checks run exactly the same code paths. */
#ifndef GG_BENCH_PEERS_H
#define GG_BENCH_PEERS_H

#include <stddef.h>
#include <stdint.h>

enum wl_id {
    WL_CNT = 0,    /* gost89 CNT, one buffer */
    WL_ECB,        /* gost89 ECB, one buffer */
    WL_MCTR,       /* magma CTR, one buffer */
    WL_MECB,       /* magma ECB, one buffer */
    WL_KCTR,       /* kuznyechik CTR (8-byte IV), one buffer */
    WL_KECB,       /* kuznyechik ECB, one buffer */
    WL_CFB_MULTI,  /* gost89 CFB, 64 streams x 512 B, own key/IV each */
    WL_MAC_MULTI,  /* gost89 MAC (32 bits), 64 messages x 512 B, own key each */
    WL_KCFB_MULTI, /* kuznyechik CFB (16-byte IV), 64 streams x 512 B, own key/IV each */
    WL_KMAC_MULTI, /* kuznyechik MAC (128 bits), 64 messages x 512 B, own key each */
    WL_HASH,       /* Streebog-512, one message */
    WL_HASH_BATCH, /* Streebog-512, 64 messages x 4 KiB */
    WL_COUNT
};

#define WL_MAX_STREAMS 64

typedef struct wl_info {
    const char *name;
    const char *title;
    int sweep;        /* 1: the size sweep applies; 0: fixed shape */
    size_t n;         /* streams/messages for fixed shapes */
    size_t len;       /* bytes per stream/message for fixed shapes */
} wl_info;
extern const wl_info wl_infos[WL_COUNT];

typedef struct wl_data {
    int wl;
    size_t len;        /* bytes per buffer */
    size_t n;          /* number of buffers (1 for one-buffer workloads) */
    uint8_t *in, *out; /* n*len bytes each, buffer i at i*len */
    const uint8_t *ins[WL_MAX_STREAMS];
    uint8_t *outs[WL_MAX_STREAMS];
    uint8_t keys[WL_MAX_STREAMS][32];
    const uint8_t *keyp[WL_MAX_STREAMS];
    uint8_t ivs[WL_MAX_STREAMS][16]; /* gost89, kuznyechik CTR: 8 bytes; magma CTR: first 4;
                                        kuznyechik CFB: 16 */
    const uint8_t *ivp[WL_MAX_STREAMS];
    size_t lens[WL_MAX_STREAMS];
    uint8_t res[WL_MAX_STREAMS * 64]; /* MACs (wl_mac_bytes each) or digests (64 bytes each) */
} wl_data;

/* Bytes an operation processes (for MB/s). */
size_t wl_bytes(const wl_data *d);
/* Bytes of one MAC in a MAC workload (gost89: 4, kuznyechik: 16). */
size_t wl_mac_bytes(int wl);
/* IV bytes of a workload's streams (0 for ECB). */
size_t wl_iv_bytes(int wl);
/* 1 for the Kuznyechik workloads. */
int wl_is_kuznyechik(int wl);
/* The output a check compares: ciphertext, or the MACs/digests. */
const uint8_t *wl_result(const wl_data *d, size_t *len);

enum ref_kind {
    REF_SAME = 0,   /* the same gostgen workload reproduces the peer exactly */
    REF_CTR_BE = 1  /* peer runs standard CTR (64-bit big-endian block counter from the IV):
                       reproduced as gostgen ECB over the counter blocks, XORed into the input */
};

typedef struct bench_op {
    char target[48];
    char note[320];      /* API and mode actually used */
    const char *gg_sbox; /* gostgen S-box set name the peer's output corresponds to */
    unsigned gg_flags;   /* gostgen flags reproducing the peer (CryptoPro meshing) */
    int ref_kind;
    void *st;
    int (*run)(void *st, wl_data *d); /* one operation: key/IV setup + processing; 0 = ok */
    void (*free)(void *st);
} bench_op;

enum peer_id { PEER_LIBGCRYPT = 0, PEER_OPENSSL, PEER_BOTAN, PEER_COUNT };

const char *peer_name(int peer);
/* Library version string, or why the peer is not usable. *ok set to 1 if usable. */
const char *peer_version(int peer, int *ok);
/* 0: *op ready; 1: the peer does not offer this workload (why says so); -1: error (why). */
int peer_make(int peer, int wl, bench_op *op, char *why, size_t whylen);

#endif
