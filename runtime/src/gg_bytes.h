/* gg_bytes.h: byte-order loads and stores, shared by the runtime and the generated kernels.
 * Written with shifts so they are correct on any host; compilers turn them into single moves. */
#ifndef GG_BYTES_H
#define GG_BYTES_H

#include <stdint.h>

static inline uint32_t gg_load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint32_t gg_load_be32(const uint8_t *p)
{
    return (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
}

static inline void gg_store_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

static inline void gg_store_be32(uint8_t *p, uint32_t v)
{
    p[3] = (uint8_t)v; p[2] = (uint8_t)(v >> 8); p[1] = (uint8_t)(v >> 16); p[0] = (uint8_t)(v >> 24);
}

static inline uint64_t gg_load_le64(const uint8_t *p)
{
    return (uint64_t)gg_load_le32(p) | (uint64_t)gg_load_le32(p + 4) << 32;
}

static inline void gg_store_le64(uint8_t *p, uint64_t v)
{
    gg_store_le32(p, (uint32_t)v);
    gg_store_le32(p + 4, (uint32_t)(v >> 32));
}

/* The 64-bit big-endian forms use the byte swap builtin where there is one: written byte by
 * byte, loops of them are vectorized into long shuffle sequences instead of bswap + mov. */
static inline uint64_t gg_load_be64(const uint8_t *p)
{
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    __builtin_memcpy(&v, p, 8);
    return __builtin_bswap64(v);
#else
    return (uint64_t)gg_load_be32(p) << 32 | gg_load_be32(p + 4);
#endif
}

static inline void gg_store_be64(uint8_t *p, uint64_t v)
{
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    v = __builtin_bswap64(v);
    __builtin_memcpy(p, &v, 8);
#else
    gg_store_be32(p, (uint32_t)(v >> 32));
    gg_store_be32(p + 4, (uint32_t)v);
#endif
}

static inline uint32_t gg_rotl32(uint32_t x, unsigned n)
{
    return (x << n) | (x >> ((32 - n) & 31));
}

#endif /* GG_BYTES_H */
