"""MGM for many messages in one call (gostgen_mgm_encrypt_multi / gostgen_mgm_decrypt_multi, Python
mgm_encrypt_multi / mgm_decrypt_multi) on every available backend: random messages of varied
lengths (empty, around the block, around the library's 8 KiB batch of cipher blocks, and enough
messages that the nonce and tag passes span several batches) against gostgen.reference.mgm and
against the one-shot call, under one key and under a key per message; forged tags, ciphertexts,
associated data and nonces on some messages (only those fail, their output untouched, the others
decrypted); and bad arguments through the C calls (each refused with its status before anything
is written) and through Python."""
from __future__ import annotations

import ctypes
import functools

import pytest

import gghelpers as H
from gostgen import reference as R

BLOCK = {"kuznyechik": 16, "magma": 8}
CIPHER_ID = {"kuznyechik": 2, "magma": 1}  # gostgen.h gostgen_cipher_id
# runtime/src/mgm.c: a batch holds GG_MGM_PASS_BYTES = 8 KiB of cipher blocks; the data pass
# puts two blocks (keystream and H) per data block in it: 4 KiB of data
BATCH_BYTES = 8192
OK, EINVAL, EIVLEN, ESBOX, EBACKEND, EMODE, ELENGTH, EAUTH = 0, -1, -3, -5, -6, -7, -4, -10
KEYINGS = ["one-key", "per-message-keys"]


def _lengths(n, big):
    """Around one block, the avx512 Kuznyechik kernel's 64 blocks, and the data batch (4 KiB)."""
    out = [0, 1, n - 1, n, n + 1, 3 * n + 5, 64 * n, 64 * n + 1, 4096 - n, 4096, 4097]
    return out + ([8192 + 5] if big else [])


def _nonce(rng, n):
    v = bytearray(H.rbytes(rng, n))
    v[0] &= 0x7F
    return bytes(v)


def _sbox(rng, cipher, i):
    """(rows for the reference, the name or hex rows for the library)."""
    if cipher == "kuznyechik":
        return None, None
    if i % 2 == 0:
        return H.builtin_rows("tc26-z"), "tc26-z"
    rows = H.random_rows(rng, permutation=False)
    return rows, H.rows_hex(rows)


def _make(rng, cipher, lengths, aad_lengths, per_key, tag_len, sb_index):
    n = BLOCK[cipher]
    rows, sbox = _sbox(rng, cipher, sb_index)
    count = len(lengths)
    keys = [H.rbytes(rng, 32) for _ in range(count if per_key else 1)]
    nonces = [_nonce(rng, n) for _ in range(count)]
    aads = [H.rbytes(rng, a) for a in aad_lengths]
    datas = [H.rbytes(rng, d) for d in lengths]
    sealed = []
    for i in range(count):
        ct, tag = R.mgm(cipher, rows, keys[i if per_key else 0], nonces[i], aads[i], datas[i])
        sealed.append(ct + tag[:tag_len])
    kw = dict(cipher=cipher, nonces=nonces, aads=aads, tag_bytes=tag_len, sbox=sbox)
    kw.update(keys=keys) if per_key else kw.update(key=keys[0])
    return dict(kw=kw, datas=datas, sealed=sealed, keys=keys, rows=rows)


@functools.lru_cache(maxsize=None)
def _plan(cipher, keying):
    """Messages of every length in _lengths with assorted associated data, shuffled, with the
    reference's results: computed once and checked on every backend."""
    rng, seed = H.rng_for("mgm-multi", cipher, keying)
    n = BLOCK[cipher]
    per_key = keying == "per-message-keys"
    lengths = _lengths(n, big=not per_key)
    alens = [0, 1, n - 1, n, n + 1, 2 * n + 3, 300]
    lengths = lengths + [rng.randrange(0, 3 * n) for _ in range(9)]
    rng.shuffle(lengths)
    aad_lengths = [alens[i % len(alens)] for i in range(len(lengths))]
    rng.shuffle(aad_lengths)
    tag_len = 4 + seed % (n - 3)
    p = _make(rng, cipher, lengths, aad_lengths, per_key, tag_len, seed)
    p["where"] = f"seed {seed} {cipher} {keying} tag {tag_len}"
    return p


@functools.lru_cache(maxsize=None)
def _many_small(cipher, keying):
    """More messages than one batch holds nonce pairs (BATCH_BYTES / (2 n) + 7), all short: the
    nonce pass, the data pass and the tag pass each span batches."""
    rng, seed = H.rng_for("mgm-multi-many", cipher, keying)
    n = BLOCK[cipher]
    count = BATCH_BYTES // (2 * n) + 7
    lengths = [rng.randrange(0, 2 * n + 2) for _ in range(count)]
    aad_lengths = [rng.choice([0, 0, 1, n, n + 3]) for _ in range(count)]
    p = _make(rng, cipher, lengths, aad_lengths, keying == "per-message-keys", n, seed)
    p["where"] = f"seed {seed} {cipher} {keying} {count} messages"
    return p


def _one_shot(api, p, backend):
    kw = p["kw"]
    out = []
    for i, d in enumerate(p["datas"]):
        key = kw["keys"][i] if "keys" in kw else kw["key"]
        out.append(api.mgm_encrypt(d, cipher=kw["cipher"], key=key, nonce=kw["nonces"][i],
                                   aad=kw["aads"][i], tag_bytes=kw["tag_bytes"], sbox=kw["sbox"],
                                   backend=backend))
    return out


@pytest.mark.parametrize("keying", KEYINGS)
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_against_reference_and_one_shot(backend, api, cipher, keying):
    for p in (_plan(cipher, keying), _many_small(cipher, keying)):
        got = api.mgm_encrypt_multi(p["datas"], backend=backend, **p["kw"])
        assert len(got) == len(p["sealed"])
        for i, (g, w) in enumerate(zip(got, p["sealed"])):
            assert g == w, f"{p['where']}: message {i} ({len(p['datas'][i])} bytes)"
        assert got == _one_shot(api, p, backend), p["where"]
        assert api.mgm_decrypt_multi(got, backend=backend, **p["kw"]) == p["datas"], p["where"]


def test_no_messages(api):
    for kw in (dict(key=bytes(32)), dict(keys=[])):
        assert api.mgm_encrypt_multi([], cipher="magma", nonces=[], **kw) == []
        assert api.mgm_decrypt_multi([], cipher="kuznyechik", nonces=[], **kw) == []


# ---- the C calls through ctypes: statuses, per-message results, untouched outputs ----------------
def _ptrs(bufs):
    return (ctypes.c_void_p * max(len(bufs), 1))(*[ctypes.addressof(b) for b in bufs])


def _sizes(values):
    return (ctypes.c_size_t * max(len(values), 1))(*values)


class Call:
    """The arguments of one multi call as C arrays, kept alive, with every one replaceable."""

    def __init__(self, cipher, keys, nonces, aads, ins, tag_len, decrypt, tags=None,
                 in_place=False):
        self.cipher, self.decrypt = cipher, decrypt
        self.keys = [ctypes.create_string_buffer(k, len(k)) for k in keys]
        self.nonces = [ctypes.create_string_buffer(v, len(v)) for v in nonces]
        self.aads = [ctypes.create_string_buffer(a, max(len(a), 1)) for a in aads]
        self.alens = [len(a) for a in aads]
        self.ins = [ctypes.create_string_buffer(d, max(len(d), 1)) for d in ins]
        self.lens = [len(d) for d in ins]
        self.outs = self.ins if in_place else [
            ctypes.create_string_buffer(b"\xa5" * max(len(d), 1), max(len(d), 1)) for d in ins]
        self.tag_len = tag_len
        self.tags = ctypes.create_string_buffer(
            tags if tags is not None else b"\x5a" * (len(ins) * tag_len), max(len(ins), 1) * tag_len)
        self.results = (ctypes.c_int * max(len(ins), 1))(*([77] * max(len(ins), 1)))
        self.args = dict(cipher=CIPHER_ID.get(cipher, cipher), sbox=None, n=len(ins),
                         nkeys=len(keys), keys=_ptrs(self.keys), nonces=_ptrs(self.nonces),
                         nonce_len=BLOCK.get(cipher, 8), aads=_ptrs(self.aads),
                         aad_lens=_sizes(self.alens), ins=_ptrs(self.ins), outs=_ptrs(self.outs),
                         lens=_sizes(self.lens), tags=self.tags, tag_len=tag_len,
                         results=self.results, backend=None)

    def run(self, **override):
        from gostgen import _binding as B
        a = dict(self.args, **override)
        head = [a["cipher"], a["sbox"], a["n"], a["nkeys"], a["keys"], a["nonces"], a["nonce_len"],
                a["aads"], a["aad_lens"], a["ins"], a["outs"], a["lens"], a["tags"], a["tag_len"]]
        if self.decrypt:
            return B.lib().gostgen_mgm_decrypt_multi(*head, a["results"], a["backend"])
        return B.lib().gostgen_mgm_encrypt_multi(*head, a["backend"])

    def out(self, i):
        return self.outs[i].raw[:self.lens[i]]

    def tag(self, i):
        return self.tags.raw[i * self.tag_len:(i + 1) * self.tag_len]


def _c_case(rng, cipher, count, per_key):
    n = BLOCK[cipher]
    keys = [H.rbytes(rng, 32) for _ in range(count if per_key else 1)]
    nonces = [_nonce(rng, n) for _ in range(count)]
    aads = [H.rbytes(rng, rng.choice([0, 5, n, 2 * n + 1])) for _ in range(count)]
    datas = [H.rbytes(rng, rng.choice([0, 1, n, 3 * n + 2, 700, 4100])) for _ in range(count)]
    return keys, nonces, aads, datas


@pytest.mark.parametrize("keying", KEYINGS)
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_forgeries(backend, api, cipher, keying):
    """Messages 1, 4, 5 and the last forged (tag, ciphertext, associated data, nonce): the call
    says EAUTH, results marks exactly those, their outputs are untouched (a separate output keeps
    its fill, in place the ciphertext stays), the others decrypt to their plaintext."""
    rng, seed = H.rng_for("mgm-multi-forge", cipher, keying)
    n = BLOCK[cipher]
    count = 12
    keys, nonces, aads, datas = _c_case(rng, cipher, count, keying == "per-message-keys")
    enc = Call(cipher, keys, nonces, aads, datas, n, decrypt=False)
    assert enc.run(backend=backend.encode()) == OK
    cts = [enc.out(i) for i in range(count)]
    tags = bytearray(enc.tags.raw)
    forged = {1: "tag", 4: "data", 5: "aad", count - 1: "nonce"}
    f_nonces, f_aads, f_cts = list(nonces), list(aads), list(cts)
    for i, what in forged.items():
        if what == "tag":
            tags[i * n + rng.randrange(n)] ^= 1 << rng.randrange(8)
        elif what == "data":  # a flipped bit, or for an empty message one byte more
            f_cts[i] = bytes([cts[i][0] ^ 0x80]) + cts[i][1:] if cts[i] else b"\0"
        elif what == "aad":
            f_aads[i] = aads[i] + b"\x01"
        else:
            f_nonces[i] = bytes([nonces[i][0] ^ 0x01]) + nonces[i][1:]
    for in_place in (False, True):
        dec = Call(cipher, keys, f_nonces, f_aads, f_cts, n, decrypt=True, tags=bytes(tags),
                   in_place=in_place)
        where = f"seed {seed} {cipher} {keying} in place {in_place}"
        assert dec.run(backend=backend.encode()) == EAUTH, where
        assert [dec.results[i] for i in range(count)] == [
            EAUTH if i in forged else OK for i in range(count)], where
        for i in range(count):
            if i in forged:
                untouched = f_cts[i] if in_place else b"\xa5" * len(f_cts[i])
                assert dec.out(i) == untouched, f"{where}: forged message {i} written"
            else:
                assert dec.out(i) == datas[i], f"{where}: message {i}"
        # results may be NULL: the status alone
        dec2 = Call(cipher, keys, f_nonces, f_aads, f_cts, n, decrypt=True, tags=bytes(tags))
        assert dec2.run(backend=backend.encode(), results=None) == EAUTH, where
    # all genuine: OK, every result OK
    dec = Call(cipher, keys, nonces, aads, cts, n, decrypt=True, tags=enc.tags.raw)
    assert dec.run(backend=backend.encode()) == OK
    assert [dec.results[i] for i in range(count)] == [OK] * count
    assert [dec.out(i) for i in range(count)] == datas


def test_forgeries_python(api):
    rng, seed = H.rng_for("mgm-multi-forge-py")
    datas = [H.rbytes(rng, k) for k in (0, 5, 16, 33, 100)]
    nonces = [_nonce(rng, 16) for _ in datas]
    kw = dict(cipher="kuznyechik", key=H.rbytes(rng, 32), nonces=nonces, tag_bytes=12)
    sealed = api.mgm_encrypt_multi(datas, **kw)
    bad = list(sealed)
    bad[0] = bytes([bad[0][0] ^ 4]) + bad[0][1:]
    bad[3] = bad[3][:-1] + bytes([bad[3][-1] ^ 1])
    bad[4] = bad[4][:11]  # shorter than the tag
    with pytest.raises(api.AuthenticationError, match="3 of 5 messages: 0, 3, 4") as e:
        api.mgm_decrypt_multi(bad, **kw)
    assert e.value.failed == [0, 3, 4]
    assert e.value.plaintexts == [None, datas[1], datas[2], None, None]


def test_bad_arguments_c(api):
    """Each refused with its status, nothing written (outputs keep their fill, tags theirs)."""
    rng, seed = H.rng_for("mgm-multi-bad")
    keys, nonces, aads, datas = _c_case(rng, "kuznyechik", 3, per_key=True)
    for decrypt in (False, True):
        c = Call("kuznyechik", keys, nonces, aads, datas, 16, decrypt=decrypt)
        cases = [
            (EMODE, dict(cipher=0)),                           # gost89
            (EINVAL, dict(cipher=9)),
            (ESBOX, dict(sbox=ctypes.c_void_p(ctypes.addressof(c.keys[0])))),
            (EBACKEND, dict(backend=b"no-such-backend")),
            (EIVLEN, dict(nonce_len=8)),
            (EINVAL, dict(tag_len=3)),
            (EINVAL, dict(tag_len=17)),
            (EINVAL, dict(nkeys=2)),
            (EINVAL, dict(nkeys=0)),
            (EINVAL, dict(keys=None)),
            (EINVAL, dict(keys=(ctypes.c_void_p * 3)(c.args["keys"][0], None, c.args["keys"][2]))),
            (EINVAL, dict(nonces=None)),
            (EINVAL, dict(nonces=(ctypes.c_void_p * 3)(c.args["nonces"][0], None,
                                                        c.args["nonces"][2]))),
            (EINVAL, dict(lens=None)),
            (EINVAL, dict(tags=None)),
            (EINVAL, dict(n=(1 << 64) - 1)),
        ]
        if any(c.alens):
            cases.append((EINVAL, dict(aads=None)))
        if any(c.lens):
            cases += [(EINVAL, dict(ins=None)), (EINVAL, dict(outs=None))]
        # a nonce whose first bit is set
        top = ctypes.create_string_buffer(b"\x80" + bytes(15), 16)
        cases.append((EINVAL, dict(nonces=(ctypes.c_void_p * 3)(
            c.args["nonces"][0], c.args["nonces"][1], ctypes.addressof(top)))))
        # a null data pointer where its length is not 0
        big = max(range(3), key=lambda i: c.lens[i])
        if c.lens[big]:
            ins = (ctypes.c_void_p * 3)(*c.args["ins"])
            ins[big] = None
            cases.append((EINVAL, dict(ins=ins)))
        # magma: associated data and data of 2^32 bits or more (the lengths are read, the data
        # never: refused first)
        cm = Call("magma", keys, [v[:8] for v in nonces], aads, datas, 8, decrypt=decrypt)
        for what in ("lens", "aad_lens"):
            sizes = _sizes([1 << 29, 0, 0]) if what == "lens" else _sizes([(1 << 29) - 1, 0, 0])
            extra = {what: sizes}
            if what == "aad_lens":
                extra["lens"] = _sizes([1, 0, 0])
            assert cm.run(**extra) == ELENGTH, what
        for want, override in cases:
            assert c.run(**override) == want, (decrypt, override)
            assert all(c.out(i) == b"\xa5" * c.lens[i] for i in range(3)), override
            assert c.tags.raw == b"\x5a" * 48, override
            if decrypt:
                assert list(c.results)[:3] == [77] * 3, override
        # n == 0: nothing to read, OK once the rest is valid
        assert c.run(n=0, keys=None, nonces=None, aads=None, aad_lens=None, ins=None, outs=None,
                     lens=None, tags=None, results=None) == OK
        assert c.run(n=0, cipher=0) == EMODE
        # no associated data at all: aads and aad_lens NULL, as if every message had none
        if not decrypt:
            assert c.run(aads=None, aad_lens=None) == OK
            for i in range(3):
                want = api.mgm_encrypt(datas[i], cipher="kuznyechik", key=keys[i],
                                       nonce=nonces[i])
                assert c.out(i) + c.tag(i) == want, i


def test_bad_arguments_python(api):
    n16, key = bytes(16), bytes(32)
    kw = dict(cipher="kuznyechik", key=key)
    with pytest.raises(api.InputError, match="either key= .* or keys="):
        api.mgm_encrypt_multi([b"x"], cipher="kuznyechik", nonces=[n16])
    with pytest.raises(api.InputError, match="either key= .* or keys="):
        api.mgm_encrypt_multi([b"x"], cipher="kuznyechik", key=key, keys=[key], nonces=[n16])
    with pytest.raises(api.InputError, match="2 messages but 1 keys"):
        api.mgm_encrypt_multi([b"x", b"y"], cipher="kuznyechik", keys=[key], nonces=[n16, n16])
    with pytest.raises(api.InputError, match="2 messages but 1 nonces"):
        api.mgm_encrypt_multi([b"x", b"y"], nonces=[n16], **kw)
    with pytest.raises(api.InputError, match="1 messages but 2 associated data"):
        api.mgm_encrypt_multi([b"x"], nonces=[n16], aads=[b"", b""], **kw)
    with pytest.raises(api.InputError, match="nonce 1 for kuznyechik must be 16 bytes"):
        api.mgm_encrypt_multi([b"x", b"y"], nonces=[n16, bytes(8)], **kw)
    with pytest.raises(api.InputError, match="first bit"):
        api.mgm_decrypt_multi([bytes(20)], nonces=[b"\x80" + bytes(15)], **kw)
    with pytest.raises(api.InputError, match="key must be 32 bytes, got 31"):
        api.mgm_encrypt_multi([b"x"], cipher="magma", key=bytes(31), nonces=[bytes(8)])
    with pytest.raises(api.InputError, match="key 1 must be 32 bytes, got 33"):
        api.mgm_encrypt_multi([b"x", b"y"], cipher="magma", keys=[key, bytes(33)],
                              nonces=[bytes(8)] * 2)
    with pytest.raises(api.InputError, match="not offered for gost89"):
        api.mgm_encrypt_multi([b"x"], cipher="gost89", key=key, nonces=[bytes(8)])
    with pytest.raises(api.InputError, match="4 to 8 bytes"):
        api.mgm_encrypt_multi([b"x"], cipher="magma", key=key, nonces=[bytes(8)], tag_bytes=9)
    with pytest.raises(TypeError, match="nonces must be a sequence"):
        api.mgm_encrypt_multi([b"x"], nonces=n16, **kw)


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_threads(api, cipher):
    """With library threads the messages are split in runs (each at least 64 KiB of work):
    the same output as one thread and as the one-shot calls, and a forged message in each run
    fails alone."""
    rng, seed = H.rng_for("mgm-multi-threads", cipher)
    n = BLOCK[cipher]
    count = 48
    datas = [H.rbytes(rng, rng.choice([0, 3, n, 4000, 9000])) for _ in range(count)]
    for keying in KEYINGS:
        keys = [H.rbytes(rng, 32) for _ in range(count)]
        kw = dict(cipher=cipher, nonces=[_nonce(rng, n) for _ in range(count)],
                  aads=[H.rbytes(rng, i % 7) for i in range(count)], tag_bytes=n)
        kw.update(keys=keys) if keying == "per-message-keys" else kw.update(key=keys[0])
        api.set_threads(1)
        single = api.mgm_encrypt_multi(datas, **kw)
        try:
            api.set_threads(4)
            assert api.mgm_encrypt_multi(datas, **kw) == single, f"seed {seed} {keying}"
            assert api.mgm_decrypt_multi(single, **kw) == datas
            bad = list(single)
            forged = [0, 13, 25, 40, count - 1]
            for i in forged:
                bad[i] = bad[i][:-1] + bytes([bad[i][-1] ^ 0x40])
            with pytest.raises(api.AuthenticationError) as e:
                api.mgm_decrypt_multi(bad, **kw)
            assert e.value.failed == forged
            assert [p for i, p in enumerate(e.value.plaintexts) if i not in forged] == [
                d for i, d in enumerate(datas) if i not in forged]
        finally:
            api.set_threads(1)
        for i in (0, 7, count - 1):
            key = keys[i] if "keys" in kw else keys[0]
            assert single[i] == api.mgm_encrypt(datas[i], cipher=cipher, key=key,
                                                nonce=kw["nonces"][i], aad=kw["aads"][i])
