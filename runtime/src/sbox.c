/* sbox.c: the compiled-in S-box registry (generated gg_builtin_sboxes[]) and run-time sets. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gg_internal.h"

size_t gostgen_sbox_count(void)
{
    return gg_builtin_sbox_count;
}

const gostgen_sbox *gostgen_sbox_at(size_t index)
{
    return index < gg_builtin_sbox_count ? &gg_builtin_sboxes[index] : NULL;
}

int gostgen_sbox_find(const char *name_or_oid, const gostgen_sbox **out)
{
    if (name_or_oid == NULL || out == NULL)
        return GOSTGEN_EINVAL;
    for (size_t i = 0; i < gg_builtin_sbox_count; i++) {
        const gg_sbox *s = &gg_builtin_sboxes[i];
        /* Names are matched without regard to case; OIDs exactly. */
        if (strcasecmp(s->name, name_or_oid) == 0 ||
            (s->oid[0] != '\0' && strcmp(s->oid, name_or_oid) == 0)) {
            *out = s;
            return GOSTGEN_OK;
        }
    }
    return GOSTGEN_ESBOX;
}

const gostgen_sbox *gostgen_sbox_default(void)
{
    return gg_builtin_sbox_count > 0 ? &gg_builtin_sboxes[0] : NULL;
}

const char *gostgen_sbox_name(const gostgen_sbox *s)
{
    return s != NULL ? s->name : NULL;
}

const char *gostgen_sbox_oid(const gostgen_sbox *s)
{
    return s != NULL ? s->oid : NULL;
}

void gostgen_sbox_rows(const gostgen_sbox *s, uint8_t rows[8][16])
{
    if (s != NULL && rows != NULL)
        memcpy(rows, s->rows, sizeof s->rows);
}

int gostgen_sbox_new(const uint8_t rows[8][16], const char *name, gostgen_sbox **out)
{
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    if (rows == NULL)
        return GOSTGEN_EINVAL;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++)
            if (rows[i][j] > 15)
                return GOSTGEN_ESBOX;
    if (name == NULL)
        name = "custom";
    if (strlen(name) >= sizeof(((gg_sbox *)0)->name))
        return GOSTGEN_EINVAL;
    gg_sbox *s = calloc(1, sizeof *s);
    if (s == NULL)
        return GOSTGEN_ENOMEM;
    strcpy(s->name, name);
    memcpy(s->rows, rows, sizeof s->rows);
    s->heap = 1;
    gg_sbox_expand(s);
    *out = s;
    return GOSTGEN_OK;
}

void gostgen_sbox_free(gostgen_sbox *s)
{
    /* Compiled-in sets are static; only sets made by gostgen_sbox_new are released. */
    if (s != NULL && s->heap) {
        gg_wipe(s, sizeof *s);
        free(s);
    }
}

/* GOST R 34.12-2015 fixes Magma's S-box set: id-tc26-gost-28147-param-Z (RFC 7836 appendix
 * A.1; dsl/sboxes/tc26-z.toml). A build made for other sets (gostgen build --sbox) keeps
 * magma on it as long as it has it: the first set is then GOST 28147-89's default only. */
#define GG_MAGMA_SBOX_OID "1.2.643.7.1.2.5.1.1"

const gg_sbox *gg_sbox_or_default(int cipher, const gostgen_sbox *s)
{
    /* The compiled-in table never changes: looked up once (every thread finds the same set, so
     * the race to store it is harmless; relaxed atomics keep it defined). */
    static const gg_sbox *magma_set;
    static int magma_looked_up;
    if (s != NULL)
        return s;
    if (cipher != GOSTGEN_MAGMA)
        return gostgen_sbox_default();
    if (!__atomic_load_n(&magma_looked_up, __ATOMIC_ACQUIRE)) {
        const gostgen_sbox *fixed;
        __atomic_store_n(&magma_set, gostgen_sbox_find(GG_MAGMA_SBOX_OID, &fixed) == GOSTGEN_OK
                                         ? fixed : gostgen_sbox_default(), __ATOMIC_RELAXED);
        __atomic_store_n(&magma_looked_up, 1, __ATOMIC_RELEASE);
    }
    return __atomic_load_n(&magma_set, __ATOMIC_RELAXED);
}

int gg_resolve(int cipher, const gostgen_sbox *sbox, const char *backend, const gg_sbox **sb,
               const gg_backend **be)
{
    if ((*sb = gg_sbox_or_default(cipher, sbox)) == NULL)
        return GOSTGEN_ESBOX;
    return gg_backend_resolve(backend, be);
}

int gg_resolve_cipher(int cipher, const gostgen_sbox *sbox, const char *backend,
                      const gg_sbox **sb, const gg_backend **be)
{
    if (gg_bc_of_cipher(cipher) >= 0) {
        *sb = NULL;
        if (sbox != NULL)
            return GOSTGEN_ESBOX;
        return gg_backend_resolve(backend, be);
    }
    return gg_resolve(cipher, sbox, backend, sb, be);
}
