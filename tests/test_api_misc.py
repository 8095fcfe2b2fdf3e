"""The Python API's conveniences: hashlib-style objects, every bytes-like input type, sbox
objects, versions; and the CLIs' --help/--version."""
from __future__ import annotations

import array

import pytest

import gghelpers as H


def test_hashlib_interface(backend, api):
    h = api.new("streebog256", backend=backend)
    assert (h.name, h.digest_size, h.block_size) == ("streebog256", 32, 64)
    h2 = api.streebog512(b"abc", backend=backend)
    assert (h2.name, h2.digest_size) == ("streebog512", 64)
    assert h2.hexdigest() == H.ref_hash(b"abc", 512).hex()
    for spelling in ("Streebog-512", "STREEBOG_512", "streebog512"):
        assert api.new(spelling, b"abc", backend=backend).digest() == h2.digest()


def test_bytes_like_inputs(backend, api):
    """bytes, bytearray, memoryview (also non-contiguous and read-only) and array give one answer."""
    rng, seed = H.rng_for("bytes-like")
    raw = H.rbytes(rng, 256)
    key = H.rbytes(rng, 32)
    iv = H.rbytes(rng, 8)
    strided = memoryview(bytes(x for b in raw for x in (b, 0)))[::2]  # non-contiguous
    forms = [raw, bytearray(raw), memoryview(raw), memoryview(bytearray(raw)),
             array.array("B", raw), memoryview(bytearray(raw)).toreadonly(), strided]
    want = H.ref_crypt("gost89", "cnt", H.builtin_rows("tc26-z"), key, iv, raw)
    for f in forms:
        assert api.encrypt(f, cipher="gost89", mode="cnt", key=bytearray(key), iv=memoryview(iv),
                           backend=backend) == want, type(f)
        assert api.Streebog(256, f, backend=backend).digest() == H.ref_hash(raw, 256), type(f)
        assert api.mac(f, cipher="magma", key=key, bits=64, backend=backend) == \
            H.ref_mac("magma", H.builtin_rows("tc26-z"), key, raw, 64)


def test_text_is_refused(api):
    with pytest.raises(TypeError):
        api.encrypt("text", cipher="gost89", mode="ecb", key=bytes(32))
    with pytest.raises(TypeError):
        api.streebog256("text")


def test_sbox_object_with_rows(backend, api):
    """Anything with .rows (e.g. gostgen.sboxfile.SBoxSet) is a run-time set."""
    from gostgen import sboxfile

    s = sboxfile.load(H.REPO / "dsl" / "sboxes" / "cryptopro-d.toml")
    key, data = bytes(range(32)), bytes(range(16))
    assert api.encrypt(data, cipher="gost89", mode="ecb", key=key, sbox=s, backend=backend) == \
        api.encrypt(data, cipher="gost89", mode="ecb", key=key, sbox="cryptopro-d", backend=backend)


def test_cipher_context(backend, api):
    with api.Cipher("magma", "ctr", bytes(32), b"\1\2\3\4", backend=backend) as c:
        assert "magma" in repr(c)
        c.update(b"abc")
    with pytest.raises(api.InputError):
        c.update(b"abc")  # closed


def test_versions(api, gostcli):
    import gostgen

    assert api.library_version() == gostgen.__version__
    out = H.ok(H.run([gostcli], ["--version"])).decode()
    assert gostgen.__version__ in out
    out = H.ok(H.run(H.pycli(), ["--version"])).decode()
    assert gostgen.__version__ in out


def test_help(cli):
    out = H.ok(H.run(cli, ["--help"])).decode()
    for word in ("encrypt", "decrypt", "mac", "hash", "backends"):
        assert word in out


def test_threads(backend, api):
    """Many threads on the library at once (one process default, shared tables): same answers."""
    from concurrent.futures import ThreadPoolExecutor

    rng, seed = H.rng_for("threads")
    jobs = []
    for i in range(48):
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, 8), H.rbytes(rng, rng.randrange(0, 3000))
        jobs.append((i % 3, key, iv, data))

    def run(job):
        kind, key, iv, data = job
        if kind == 0:
            return api.encrypt(data, cipher="gost89", mode="cnt", key=key, iv=iv, mesh=True,
                               sbox="cryptopro-a", backend=backend)
        if kind == 1:
            return api.Streebog(512, data, backend=backend).digest()
        return api.mac(data, cipher="magma", key=key, bits=64, backend=backend)

    serial = [run(j) for j in jobs]
    with ThreadPoolExecutor(max_workers=8) as ex:
        for _ in range(3):
            assert list(ex.map(run, jobs)) == serial, f"seed {seed}"
    # spot-check the serial answers against the reference
    kind, key, iv, data = jobs[0]
    assert serial[0] == H.ref_crypt("gost89", "cnt", H.builtin_rows("cryptopro-a"), key, iv, data, False, True)
    kind, key, iv, data = jobs[1]
    assert serial[1] == H.ref_hash(data, 512)


def test_backend_names_match_in_any_case(backend, api, gostcli):
    """Backend names match in any case (as S-box set names): the backend argument, --backend
    and GOSTGEN_BACKEND; a name with anything more is still unknown (test_bad_input.py)."""
    data = b"any case" * 9
    want = api.streebog256(data, backend=backend).digest()
    for name in (backend.upper(), backend.capitalize()):
        assert api.streebog256(data, backend=name).digest() == want, name
        out = H.ok(H.run([gostcli], ["hash", "--bits", "256", "--backend", name], data))
        assert out.split()[0].decode() == want.hex(), name
        out = H.ok(H.run([gostcli], ["hash", "--bits", "256"], data,
                         env=H.clean_env(GOSTGEN_BACKEND=name)))
        assert out.split()[0].decode() == want.hex(), name


def test_cli_cipher_and_mode_names_in_any_case(cli):
    """--cipher and --mode match in any case on both command lines (MAGMA, Ctr-Acpkm); a mode
    the cipher lacks is one line naming the ones it has, in the command line's spelling."""
    key = bytes(range(32)).hex()
    data = b"names in any case" * 5
    for cipher, mode, iv in (("magma", "ctr", "01020304"), ("kuznyechik", "ctr-acpkm", "11" * 8),
                             ("gost89", "cnt", "22" * 8)):
        want = H.ok(H.run(cli, ["encrypt", "--cipher", cipher, "--mode", mode, "--key", key,
                                "--iv", iv], data))
        got = H.ok(H.run(cli, ["encrypt", "--cipher", cipher.upper(), "--mode", mode.title(),
                               "--key", key, "--iv", iv], data))
        assert got == want, (cipher, mode)
    proc = H.run(cli, ["encrypt", "--cipher", "Magma", "--mode", "cnt", "--key", key, "--iv",
                       "01020304"], data)
    H.assert_one_line_error(proc, contains="ctr-acpkm, mgm")


def _cnt_step(reg: bytes) -> bytes:
    """RFC 5830's counter step, as the reference interpreter of the modes' description has it
    (its constants from generator/gostgen/modes.py, not typed here)."""
    from gostgen import reference

    return reference._cnt_next(reg)


# (cipher, mode, IV bytes, mesh): the feedback modes also with a register of several blocks
UPDATED_IV_MODES = [("magma", "cbc", 8, False), ("magma", "cbc", 24, False),
                    ("magma", "cfb", 8, False), ("magma", "cfb", 16, False),
                    ("magma", "ofb", 8, False), ("magma", "ofb", 24, False),
                    ("kuznyechik", "cbc", 16, False), ("kuznyechik", "cfb", 32, False),
                    ("kuznyechik", "ofb", 16, False), ("kuznyechik", "ofb", 48, False),
                    ("gost89", "cfb", 8, True), ("magma", "ctr", 4, False),
                    ("kuznyechik", "ctr", 8, False), ("magma", "ctr_acpkm", 4, False),
                    ("kuznyechik", "ctr_acpkm", 8, False), ("gost89", "cnt", 8, False),
                    ("gost89", "cnt", 8, True)]


@pytest.mark.parametrize("decrypt", [False, True], ids=["enc", "dec"])
@pytest.mark.parametrize("m", UPDATED_IV_MODES, ids=[f"{c}-{m}-{n}{'-mesh' if x else ''}"
                                                     for c, m, n, x in UPDATED_IV_MODES])
def test_cipher_updated_iv(backend, api, m, decrypt):
    """gostgen_ctx_get_iv after pieces of a stream (partial blocks, past meshing's 1 KiB): CBC,
    CFB and OFB go on from it at the next block boundary as the unbroken stream does; the
    counters' next block is the cipher of the next counter (CTR: IV || 0 plus the blocks made;
    CNT: the register stepped)."""
    cipher, mode, ivlen, mesh = m
    rng, seed = H.rng_for(f"updated-iv-{m}-{decrypt}")
    n = api.block_size(cipher)
    key, iv = H.rbytes(rng, 32), H.rbytes(rng, ivlen)
    data = H.rbytes(rng, 2048 + 5 * n)
    whole = mode == "cbc"
    full = (api.decrypt if decrypt else api.encrypt)(data, cipher=cipher, mode=mode, key=key,
                                                      iv=iv, mesh=mesh, backend=backend)
    with api.Cipher(cipher, mode, key, iv, decrypt=decrypt, mesh=mesh, backend=backend) as c:
        if mode != "cnt":
            assert c.updated_iv() == (iv + bytes(n - ivlen) if ivlen < n else iv), seed
        done = 0
        for _ in range(6):
            step = rng.randrange(1, 700)
            step = -(-step // n) * n if whole else step
            step = min(step, len(data) - 2 * n - done)
            c.update(data[done:done + step])
            done += step
            got = c.updated_iv()
            made = -(-done // n)  # blocks made, one partly used included
            if mode in ("cbc", "cfb", "ofb"):
                assert len(got) == ivlen, seed
                # from the boundary after the last whole block (CFB), or after the last block
                # made (OFB), a new context on the same key goes on as the stream did
                start = (done // n if mode == "cfb" else made) * n
                # with meshing, only up to the stream's first re-keying (a new context starts
                # on the first key and meshes 1 KiB after its own start)
                end = 1024 if mesh else len(data)
                if start >= end:
                    continue
                rest = (api.decrypt if decrypt else api.encrypt)(
                    data[start:end], cipher=cipher, mode=mode, key=key, iv=got, backend=backend)
                assert rest == full[start:end], (seed, done)
            elif mode in ("ctr", "ctr_acpkm"):
                ctr = int.from_bytes(iv + bytes(n - ivlen), "big") + made
                assert got == ctr.to_bytes(n, "big"), (seed, done)
            else:  # cnt: the next block's keystream is E_K(step(register)) until meshing is due
                assert len(got) == 8, seed
                if done % 8 == 0 and (not mesh or done < 1024):
                    g = api.encrypt(_cnt_step(got), cipher="gost89", mode="ecb", key=key,
                                    backend=backend)
                    assert bytes(a ^ b for a, b in zip(g, data[done:done + 8])) == \
                        full[done:done + 8], (seed, done)
    with api.Cipher(cipher if cipher != "gost89" else "magma", "ecb", key, backend=backend) as c:
        with pytest.raises(api.InputError):
            c.updated_iv()


# (cipher, mode, IV bytes, mesh, section): every mode, meshing and ACPKM's re-keying included
RESTART_MODES = [(c, m, n, x, None) for c, m, n, x in UPDATED_IV_MODES] + [
    ("magma", "ecb", 0, False, None), ("kuznyechik", "ecb", 0, False, None),
    ("gost89", "ecb", 0, False, None), ("kuznyechik", "ctr_acpkm", 8, False, 64),
    ("magma", "ctr_acpkm", 4, False, 32)]


@pytest.mark.parametrize("decrypt", [False, True], ids=["enc", "dec"])
@pytest.mark.parametrize("m", RESTART_MODES, ids=[f"{c}-{m}-{n}{'-mesh' if x else ''}"
                                                  f"{f'-section{s}' if s else ''}"
                                                  for c, m, n, x, s in RESTART_MODES])
def test_cipher_restart(backend, api, m, decrypt):
    """gostgen_ctx_restart after part of a stream (past meshing's 1 KiB and ACPKM's sections:
    the key has changed), then a new message (a register mode's IV one block longer, then back):
    the same as a new context on the new IV; a bad IV length is refused and the message goes on
    unchanged."""
    cipher, mode, ivlen, mesh, section = m
    rng, seed = H.rng_for(f"restart-{m}-{decrypt}")
    n = api.block_size(cipher)
    key = H.rbytes(rng, 32)
    # a register mode's IV length sets the register (GOST R 34.13-2015: gost89's is one block):
    # the second message takes a longer one
    grow = api.block_size(cipher) if mode in ("cbc", "cfb", "ofb") and cipher != "gost89" else 0
    ivs = [H.rbytes(rng, ivlen + (grow if i == 1 else 0)) if ivlen else None for i in range(3)]
    tail = 0 if mode in ("ecb", "cbc") else 3
    lengths = (1500 // n * n, 40 * n + tail, 4 * n)
    datas = [H.rbytes(rng, length) for length in lengths]

    def one_shot(i):
        return (api.decrypt if decrypt else api.encrypt)(
            datas[i], cipher=cipher, mode=mode, key=key, iv=ivs[i], mesh=mesh, backend=backend,
            section=section)

    with api.Cipher(cipher, mode, key, ivs[0], decrypt=decrypt, mesh=mesh, backend=backend,
                    section=section) as c:
        for i, data in enumerate(datas):
            if i > 0:
                c.restart(ivs[i])
            got = c.update(data[:2 * n]) if i == 2 else b""
            if i == 2 and ivlen:  # refused, and the message goes on as it was
                with pytest.raises(api.InputError):
                    c.restart(bytes(ivlen + 1))
            cut = max(len(data) // 3 // n * n, len(got))  # (whole blocks for ecb and cbc)
            got += c.update(data[len(got):cut]) + c.update(data[cut:])
            assert got == one_shot(i), (seed, i)


@pytest.mark.parametrize("m", RESTART_MODES, ids=[f"{c}-{m}-{n}{'-mesh' if x else ''}"
                                                  f"{f'-section{s}' if s else ''}"
                                                  for c, m, n, x, s in RESTART_MODES])
def test_cipher_copy(backend, api, m):
    """gostgen_ctx_dup mid-stream (a block partly used, past re-keying): the copy and the
    original each go on as the unbroken stream, whichever runs first, and the copy outlives
    the original."""
    cipher, mode, ivlen, mesh, section = m
    rng, seed = H.rng_for(f"copy-{m}")
    n = api.block_size(cipher)
    key, iv = H.rbytes(rng, 32), (H.rbytes(rng, ivlen) if ivlen else None)
    data = H.rbytes(rng, 1500 // n * n + 20 * n)
    want = api.encrypt(data, cipher=cipher, mode=mode, key=key, iv=iv, mesh=mesh,
                       backend=backend, section=section)
    cut = 1100 // n * n + (0 if mode in ("ecb", "cbc") else 5)
    c = api.Cipher(cipher, mode, key, iv, mesh=mesh, backend=backend, section=section)
    assert c.update(data[:cut]) == want[:cut], seed
    d, e = c.copy(), c.copy()
    assert d.update(data[cut:]) == want[cut:], seed
    assert c.update(data[cut:]) == want[cut:], seed
    c.close()
    assert e.update(data[cut:]) == want[cut:], seed
    e.close()
    d.close()


# The MACs a context can be (cipher, mesh, OMAC-ACPKM's section and key_section): the key changes
# as the message goes on with meshing (every 1 KiB) and OMAC-ACPKM (every section).
MAC_KINDS = [("gost89", False, None, None), ("gost89", True, None, None),
             ("magma", False, None, None), ("kuznyechik", False, None, None),
             ("magma", False, 32, 64), ("kuznyechik", False, 64, 96)]
MAC_IDS = [f"{c}{'-mesh' if x else ''}{f'-omac-acpkm{s}' if s else ''}" for c, x, s, _ in MAC_KINDS]


def _mac_kind_args(kind, backend):
    cipher, mesh, section, key_section = kind
    return dict(cipher=cipher, mesh=mesh, section=section, key_section=key_section,
                backend=backend)


@pytest.mark.parametrize("kind", MAC_KINDS, ids=MAC_IDS)
def test_mac_restart(backend, api, kind):
    """gostgen_mac_restart after a digest and midway through a message (past meshing's 1 KiB
    and OMAC-ACPKM's sections: the key has changed): each message's MAC is the one-shot MAC."""
    rng, seed = H.rng_for(f"mac-restart-{kind}")
    args = _mac_kind_args(kind, backend)
    cipher = args.pop("cipher")
    bits = 8 * api.block_size(cipher)
    key = H.rbytes(rng, 32)
    datas = [H.rbytes(rng, n) for n in (1500, 0, 37, 2100)]
    with api.Mac(cipher, key, bits=bits, **args) as m:
        for i, data in enumerate(datas):
            if i == 3:  # part of another message, dropped midway by the restart below
                m.restart()
                m.update(H.rbytes(rng, 1200))
            if i > 0:
                m.restart()
            cut = len(data) // 3
            m.update(data[:cut])
            m.update(data[cut:])
            want = api.mac(data, cipher=cipher, key=key, bits=bits, **args)
            assert m.digest() == want, (seed, i)
            with pytest.raises(api.InputError):  # finished until restarted
                m.update(b"x")


@pytest.mark.parametrize("kind", MAC_KINDS, ids=MAC_IDS)
def test_mac_copy(backend, api, kind):
    """gostgen_mac_dup midway (a block partly absorbed, past re-keying) and after the digest:
    the copies and the original each give the unbroken message's MAC, whichever runs first, a
    copy outliving the original, and a finished copy restarts."""
    rng, seed = H.rng_for(f"mac-copy-{kind}")
    args = _mac_kind_args(kind, backend)
    cipher = args.pop("cipher")
    key = H.rbytes(rng, 32)
    data = H.rbytes(rng, 1500)
    want = api.mac(data, cipher=cipher, key=key, **args)
    m = api.Mac(cipher, key, **args)
    m.update(data[:1103])
    d, e = m.copy(), m.copy()
    d.update(data[1103:])
    assert d.digest() == want, seed
    m.update(data[1103:])
    assert m.digest() == want, seed
    f = m.copy()
    m.close()
    e.update(data[1103:])
    assert e.digest() == want and f.digest() == want, seed
    f.restart()
    f.update(data)
    assert f.digest() == want, seed
    for x in (d, e, f):
        x.close()
