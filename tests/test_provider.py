"""The OpenSSL 3 provider module gostgen.so (runtime/provider/) against the OpenSSL gost provider
(gostprov, Debian package libengine-gost-openssl): the same names give byte-identical results.

Every comparison is made at run time: gostprov's output comes from `openssl` with gostprov and
OpenSSL's default provider loaded (never gostgen, so that nothing of gostgen's is in it), and
gostgen's from `openssl` with both providers loaded and `-propquery provider=gostgen`. The C
program c/provider_evp.c does the same through the EVP API in one process (whole and in random
pieces, encryption and decryption, context copies, error paths). Each test runs once per
available backend (GOSTGEN_BACKEND).

Skipped, with the reason, only when `openssl` is not OpenSSL 3, when gostprov is not installed,
or when OpenSSL 3's development files are missing (then gostgen.so cannot have been built). The
module is build/lib/ossl-modules/gostgen.so, or the one beside $GOSTGEN_LIBRARY, or the folder
$GOSTGEN_PROVIDER_DIR."""
from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import ccprog
import gghelpers as H

# gostprov's algorithms that gostgen offers (its -ctr-acpkm-omac ciphers carry a tag and a seed
# `openssl enc` cannot: test_provider_acpkm_omac.py; the MGM ciphers are AEADS, below): name ->
# IV bytes, EVP block bytes (1: stream mode). The CTR-ACPKM ones run at gostprov's default
# sections here (`openssl enc` cannot set a cipher parameter); test_provider_acpkm.py sets other
# sections through EVP.
CIPHERS = {"gost89": (8, 1), "gost89-cnt": (8, 1), "gost89-cnt-12": (8, 1), "gost89-cbc": (8, 8),
           "magma-ctr": (4, 1), "magma-cbc": (8, 8), "kuznyechik-ecb": (0, 16),
           "kuznyechik-cbc": (16, 16), "kuznyechik-cfb": (16, 1), "kuznyechik-ofb": (16, 1),
           "kuznyechik-ctr": (8, 1), "magma-ctr-acpkm": (4, 1), "kuznyechik-ctr-acpkm": (8, 1)}
DIGESTS = ["md_gost12_256", "md_gost12_512"]
# The gost provider's MGM names (gost-engine, gost_prov_cipher.c, table GOST_prov_ciphers:
# "kuznyechik-mgm", "magma-mgm", no OID aliases) -> block (= nonce) bytes. Debian's gostprov 3.0.1
# has no MGM, so there the list test accepts them as gostgen's only and the cross-check skips.
AEADS = {"kuznyechik-mgm": 16, "magma-mgm": 8}
# -> largest size; kuznyechik-ctr-acpkm-omac (OMAC-ACPKM) at its default sections here, others in
# test_provider_omac_acpkm.py
MACS = {"gost-mac": 8, "gost-mac-12": 8, "magma-mac": 8, "kuznyechik-mac": 16,
        "kuznyechik-ctr-acpkm-omac": 16}
# block-1, block, block+1 for 8- and 16-byte blocks, around the 1 KiB meshing period, 64 KiB + 3
LENGTHS = [0, 1, 7, 8, 9, 15, 16, 17, 1023, 1024, 1025, 65539]


# ---- where things are ------------------------------------------------------------------------------
def _module_path() -> Path:
    d = os.environ.get("GOSTGEN_PROVIDER_DIR")
    if d:
        return Path(d) / "gostgen.so"
    lib = os.environ.get("GOSTGEN_LIBRARY")
    if lib and (Path(lib).parent / "ossl-modules" / "gostgen.so").exists():
        return Path(lib).parent / "ossl-modules" / "gostgen.so"
    return H.REPO / "build" / "lib" / "ossl-modules" / "gostgen.so"


@functools.lru_cache(maxsize=None)
def _setup():
    """(openssl, gostprov.so, gostgen.so), or pytest.skip / pytest.fail with the reason."""
    exe = shutil.which("openssl")
    if exe is None:
        return "skip", "openssl is not installed (Debian: apt-get install openssl)"
    ver = subprocess.run([exe, "version"], capture_output=True, text=True).stdout.strip()
    if not ver.startswith("OpenSSL 3."):
        return "skip", f"OpenSSL 3 is needed for providers; `openssl version` says {ver!r}"
    mdir = subprocess.run([exe, "version", "-m"], capture_output=True, text=True).stdout
    m = re.search(r'MODULESDIR: "([^"]*)"', mdir)
    peer = Path(m.group(1)) / "gostprov.so" if m else None
    if peer is None or not peer.exists():
        return "skip", ("the OpenSSL gost provider gostprov.so is not installed in OpenSSL's "
                        "module folder (Debian: apt-get install libengine-gost-openssl)")
    ours = _module_path()
    if not ours.exists():
        if not H.openssl3_dev():
            return "skip", ("OpenSSL 3 development files are not installed (Debian: apt-get "
                            "install libssl-dev), so gostgen.so is not built")
        return "fail", (f"{ours} is missing although OpenSSL 3's headers are installed (build it: "
                        "cmake -S . -B build -G Ninja && cmake --build build)")
    return "ok", (exe, peer, ours)


@pytest.fixture(scope="module")
def prov(tmp_path_factory):
    """A namespace: openssl, the module folder holding both providers, and argv pieces."""
    state, what = _setup()
    if state == "skip":
        pytest.skip(what)
    if state == "fail":
        pytest.fail(what)
    exe, peer, ours = what
    d = tmp_path_factory.mktemp("ossl-modules")
    (d / "gostgen.so").symlink_to(ours.resolve())
    (d / "gostprov.so").symlink_to(peer)

    class P:
        openssl = exe
        dir = d
        module = ours
        # gostprov alone (with OpenSSL's default provider, which gostprov needs for its RNG)
        peer_args = ["-provider-path", str(d), "-provider", "gostprov", "-provider", "default"]
        # both loaded, gostgen chosen by property query
        ours_args = ["-provider-path", str(d), "-provider", "gostgen", "-provider", "gostprov",
                     "-provider", "default", "-propquery", "provider=gostgen"]
    return P


def _run(cmd, data=b"", env=None):
    return subprocess.run(cmd, input=data, capture_output=True, timeout=300,
                          env=env if env is not None else H.clean_env())


def _ok(proc) -> bytes:
    assert proc.returncode == 0, H.describe(proc)
    return proc.stdout


def _hex_result(stdout: bytes) -> bytes:
    """The hex after '= ' (dgst) or the whole line (mac)."""
    return bytes.fromhex(stdout.decode().strip().split("= ")[-1])


@functools.lru_cache(maxsize=None)
def _peer(args: tuple, data: bytes, crypt_params: str | None = None) -> bytes:
    """gostprov's output; cached, as it does not depend on gostgen's backend."""
    state, what = _setup()
    assert state == "ok", what
    proc = _run([what[0], *args], data, H.clean_env(CRYPT_PARAMS=crypt_params))
    return _ok(proc)


def _enc_args(name, key, iv, decrypt=False, nopad=False):
    return ["-" + name, "-K", key.hex(), *(["-iv", iv.hex()] if iv else []),
            *(["-d"] if decrypt else []), *(["-nopad"] if nopad else [])]


# ---- the algorithm list ----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["cipher", "digest", "mac"])
def test_list_shows_every_algorithm(prov, kind):
    """`openssl list` names every algorithm of the table under gostgen, each a name gostprov lists
    too."""
    want = {"cipher": CIPHERS, "digest": DIGESTS, "mac": MACS}[kind]
    ours = _ok(_run([prov.openssl, "list", "-provider-path", str(prov.dir), "-provider", "gostgen",
                     f"-{kind}-algorithms"])).decode()
    theirs = _ok(_run([prov.openssl, "list", *prov.peer_args[:4], f"-{kind}-algorithms"])).decode()

    def names(text, who):
        out = set()
        for line in text.splitlines():
            if line.rstrip().endswith(f"@ {who}"):
                body = line.strip()[:-len(f"@ {who}")].strip().strip("{}")
                out |= {n.strip() for n in body.split(",")}
        return out
    got, peer = names(ours, "gostgen"), names(theirs, "gostprov")
    for name in want:
        assert name in got, f"{name} missing from gostgen's {kind} list:\n{ours}"
        assert name in peer, f"{name} missing from gostprov's {kind} list:\n{theirs}"
    # the MGM names are gost-engine's newer gostprov's (see AEADS), absent from Debian's 3.0.1
    newer = set(AEADS) if kind == "cipher" else set()
    for name in newer:
        assert name in got, f"{name} missing from gostgen's {kind} list:\n{ours}"
    extra = {n for n in got if not re.fullmatch(r"[0-9.]+", n)} - peer - newer
    assert not extra, f"gostgen lists {kind} names gostprov does not have: {extra}"


def test_unusable_backend_refuses_to_load(prov):
    """A GOSTGEN_BACKEND this machine cannot run stops the module at load, with the library's
    reason in words under a reason OpenSSL can name itself (a provider that failed to load has
    no reason strings of its own registered: ours would print as "reason(13)")."""
    proc = _run([prov.openssl, "list", "-provider-path", str(prov.dir), "-provider", "gostgen",
                 "-cipher-algorithms"], env=H.clean_env(GOSTGEN_BACKEND="no-such-backend"))
    err = proc.stderr.decode(errors="replace")
    assert proc.returncode != 0, err
    assert re.search(r":init fail:[^\n]*GOSTGEN_BACKEND=no-such-backend: unknown backend", err), err
    assert "reason(" not in err, err


# ---- openssl enc / dgst / mac ----------------------------------------------------------------------
@pytest.mark.parametrize("name", list(CIPHERS))
def test_enc_matches_gostprov(prov, backend, name):
    """`openssl enc` (encrypt and decrypt, CBC with and without padding) at every length."""
    ivlen, block = CIPHERS[name]
    rng, seed = H.rng_for("provider-enc", name)
    env = H.clean_env(GOSTGEN_BACKEND=backend)
    for n in LENGTHS:
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, ivlen), H.rbytes(rng, n)
        for nopad in ([False, True] if block > 1 and n % block == 0 else [False]):
            what = f"seed {seed} {name} len {n}{' -nopad' if nopad else ''} backend {backend}"
            ref = _peer(("enc", *prov.peer_args, *_enc_args(name, key, iv, nopad=nopad)), data)
            ours = _ok(_run([prov.openssl, "enc", *prov.ours_args,
                             *_enc_args(name, key, iv, nopad=nopad)], data, env))
            assert ours == ref, f"{what}: ciphertext differs from gostprov's"
            back = _ok(_run([prov.openssl, "enc", *prov.ours_args,
                             *_enc_args(name, key, iv, decrypt=True, nopad=nopad)], ref, env))
            assert back == data, f"{what}: gostgen does not decrypt gostprov's ciphertext"


@pytest.mark.parametrize("name", DIGESTS)
def test_dgst_matches_gostprov(prov, backend, name):
    rng, seed = H.rng_for("provider-dgst", name)
    env = H.clean_env(GOSTGEN_BACKEND=backend)
    for n in LENGTHS + [63, 64, 65]:
        data = H.rbytes(rng, n)
        ref = _hex_result(_peer(("dgst", *prov.peer_args, f"-{name}"), data))
        ours = _hex_result(_ok(_run([prov.openssl, "dgst", *prov.ours_args, f"-{name}"], data, env)))
        assert ours == ref, f"seed {seed} {name} len {n} backend {backend}"


@pytest.mark.parametrize("name", DIGESTS)
def test_hmac_through_openssl_matches_gostprov(prov, backend, name):
    """OpenSSL's HMAC (default provider) over gostgen's Streebog, keys shorter and longer than
    the 64-byte block."""
    rng, seed = H.rng_for("provider-hmac", name)
    env = H.clean_env(GOSTGEN_BACKEND=backend)
    both = ["-provider-path", str(prov.dir), "-provider", "gostgen", "-provider", "gostprov",
            "-provider", "default"]
    for n, klen in [(0, 32), (1, 32), (65, 100), (1025, 32), (65539, 64)]:
        key, data = H.rbytes(rng, klen), H.rbytes(rng, n)
        opts = ["-macopt", f"digest:{name}", "-macopt", f"hexkey:{key.hex()}"]
        ref = _hex_result(_peer(("mac", *prov.peer_args, *opts, "HMAC"), data))
        ours = _hex_result(_ok(_run([prov.openssl, "mac", *both, *opts, "-macopt",
                                     "properties:provider=gostgen", "HMAC"], data, env)))
        assert ours == ref, f"seed {seed} HMAC-{name} len {n} key {klen} backend {backend}"


@pytest.mark.parametrize("name", MACS)
def test_mac_matches_gostprov(prov, backend, name):
    """`openssl mac` at every length (gost89 MACs mesh the key every 1 KiB), default size and
    every size from 1 to the block."""
    rng, seed = H.rng_for("provider-mac", name)
    env = H.clean_env(GOSTGEN_BACKEND=backend)
    for n in LENGTHS:
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        sizes = [None] + (list(range(1, MACS[name] + 1)) if n in (9, 1025) else [])
        for size in sizes:
            opts = ["-macopt", f"hexkey:{key.hex()}", *(["-macopt", f"size:{size}"] if size else [])]
            ref = _hex_result(_peer(("mac", *prov.peer_args, *opts, name), data))
            ours = _hex_result(_ok(_run([prov.openssl, "mac", *prov.ours_args, *opts, name], data,
                                        env)))
            assert ours == ref, f"seed {seed} {name} len {n} size {size} backend {backend}"


# ---- the EVP program ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def evp_program(prov, tmp_path_factory):
    cc = ccprog.compiler()
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) on PATH")
    exe = tmp_path_factory.mktemp("provider-evp") / "provider_evp"
    cmd = [cc, "-std=c11", "-O1", "-g", "-Wall", "-Wextra", "-Werror",
           str(H.TESTS / "c" / "provider_evp.c"), "-lcrypto", "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    return exe


def test_evp_program_matches_gostprov(prov, backend, evp_program):
    """c/provider_evp.c: both providers in one process through EVP; whole and random pieces,
    encrypt and decrypt, alg_id_param, digest copies, HMAC, MAC sizes, and the error paths. The
    backend it reports is the one GOSTGEN_BACKEND asked for."""
    seed = H.seed_for("provider-evp")
    proc = _run([str(evp_program), str(prov.dir), str(seed)],
                env=H.clean_env(GOSTGEN_BACKEND=backend))
    out = proc.stdout.decode(errors="replace")
    assert proc.returncode == 0, f"seed {seed} backend {backend}:\n{out[-6000:]}\n{proc.stderr[-2000:]!r}"
    last = out.strip().splitlines()[-1]
    assert re.fullmatch(r"ok \d+ checks, backend \S+", last), out[-2000:]
    assert last.endswith(f"backend {backend}"), f"GOSTGEN_BACKEND={backend} not honoured: {last}"


def test_freed_memory_holds_no_key(prov, backend, tmp_path):
    """c/provider_key_wipe.c: every block libcrypto, gostgen.so and its libgostgen free while the
    provider's ciphers (the MGM AEADs and the CMS *-ctr-acpkm-omac ciphers too, a failing tag
    check and a context freed mid-message included) and MACs run is scanned for the key first (as c/key_wipe.c does for libgostgen)."""
    cc = ccprog.compiler()
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) on PATH")
    exe = tmp_path / "provider_key_wipe"
    cmd = [cc, "-std=c11", "-O1", "-g", "-Wall", "-Wextra", "-Werror",
           str(H.TESTS / "c" / "provider_key_wipe.c"), "-lcrypto", "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    proc = _run([str(exe), str(prov.dir)], env=H.clean_env(GOSTGEN_BACKEND=backend))
    out = proc.stdout.decode(errors="replace")
    assert proc.returncode == 0, f"backend {backend}:\n{out[-3000:]}\n{proc.stderr[-2000:]!r}"
    m = re.fullmatch(r"ok (\d+) blocks checked, (\d+) ciphers \((\d+) mgm\), (\d+) macs, "
                     r"backend (\S+)", out.strip())
    assert m, out
    assert int(m.group(1)) > 0 and int(m.group(2)) >= len(CIPHERS) and int(m.group(4)) == len(MACS)
    assert int(m.group(3)) == len(AEADS), out
    assert m.group(5) == backend, f"GOSTGEN_BACKEND={backend} not honoured: {out}"


# ---- the parameter set ---------------------------------------------------------------------------
# CRYPT_PARAMS spellings gostprov takes (OpenSSL's names of the RFC 4357 / RFC 7836 OIDs) and the
# gostgen set each means.
PARAMSETS = {
    "id-Gost28147-89-CryptoPro-A-ParamSet": "cryptopro-a",
    "id-Gost28147-89-CryptoPro-B-ParamSet": "cryptopro-b",
    "id-Gost28147-89-CryptoPro-C-ParamSet": "cryptopro-c",
    "id-Gost28147-89-CryptoPro-D-ParamSet": "cryptopro-d",
    "id-Gost28147-89-TestParamSet": "test",
    "id-tc26-gost-28147-param-Z": "tc26-z",
    "1.2.643.2.2.31.2": "cryptopro-b",
}


@pytest.mark.parametrize("crypt_params", list(PARAMSETS))
def test_crypt_params_selects_the_set_as_gostprov(prov, crypt_params):
    """CRYPT_PARAMS (gostprov's and the gost engine's setting) picks gost89's and gost89-cbc's
    S-box set: the OpenSSL name or OID, and gostgen's own name of the same set, agree with
    gostprov; the provider's config section takes CRYPT_PARAMS too (the environment wins, as in
    gost-engine)."""
    rng, seed = H.rng_for("provider-paramset", crypt_params)
    for name in ("gost89", "gost89-cbc"):
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, 8), H.rbytes(rng, 2053)
        args = _enc_args(name, key, iv)
        ref = _peer(("enc", *prov.peer_args, *args), data, crypt_params)
        for spelling in (crypt_params, PARAMSETS[crypt_params]):
            ours = _ok(_run([prov.openssl, "enc", *prov.ours_args, *args], data,
                            H.clean_env(CRYPT_PARAMS=spelling)))
            assert ours == ref, f"seed {seed} {name} CRYPT_PARAMS={spelling}"
        # the set must matter: the default (tc26-z) gives another ciphertext unless it is tc26-z
        default = _peer(("enc", *prov.peer_args, *args), data)
        assert (ref == default) == (PARAMSETS[crypt_params] == "tc26-z"), f"seed {seed} {name}"


def _config(prov, tmp: Path, crypt_params=None, default_properties="?provider=gostgen") -> Path:
    """A minimal openssl.cnf loading gostgen, gostprov and the default provider."""
    cnf = tmp / "openssl.cnf"
    cnf.write_text(
        "openssl_conf = openssl_init\n\n"
        "[openssl_init]\nproviders = provider_sect\nalg_section = algorithm_sect\n\n"
        "[provider_sect]\ngostgen = gostgen_sect\ngostprov = gostprov_sect\n"
        "default = default_sect\n\n"
        f"[gostgen_sect]\nmodule = {prov.dir / 'gostgen.so'}\nactivate = 1\n"
        + (f"CRYPT_PARAMS = {crypt_params}\n" if crypt_params else "") + "\n"
        f"[gostprov_sect]\nmodule = {prov.dir / 'gostprov.so'}\nactivate = 1\n\n"
        "[default_sect]\nactivate = 1\n\n"
        f"[algorithm_sect]\ndefault_properties = {default_properties}\n")
    return cnf


def test_config_file_prefers_gostgen(prov, tmp_path):
    """Loaded from a config file beside gostprov, `default_properties = ?provider=gostgen` makes
    plain `openssl enc -gost89` use gostgen (seen by the S-box set that only gostgen's section
    names), and the result is gostprov's for that set."""
    rng, seed = H.rng_for("provider-config")
    key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, 8), H.rbytes(rng, 3000)
    cnf = _config(prov, tmp_path, crypt_params="id-Gost28147-89-CryptoPro-C-ParamSet")
    env = H.clean_env(OPENSSL_CONF=str(cnf))
    env.pop("CRYPT_PARAMS", None)
    listed = _ok(_run([prov.openssl, "list", "-providers"], env=env)).decode()
    assert "gostgen" in listed and "gostprov" in listed, listed
    ours = _ok(_run([prov.openssl, "enc", *_enc_args("gost89", key, iv)], data, env))
    ref = _peer(("enc", *prov.peer_args, *_enc_args("gost89", key, iv)), data,
                "id-Gost28147-89-CryptoPro-C-ParamSet")
    assert ours == ref, f"seed {seed}: gost89 through the config file"
    md = _ok(_run([prov.openssl, "dgst", "-md_gost12_512"], data, env))
    assert _hex_result(md) == _hex_result(_peer(("dgst", *prov.peer_args, "-md_gost12_512"), data))


# ---- errors --------------------------------------------------------------------------------------
def _assert_clean_failure(proc, contains):
    """An OpenSSL error: non-zero status (not a signal), the reason on stderr."""
    text = proc.stderr.decode(errors="replace")
    assert 0 < proc.returncode < 128, "crashed? " + H.describe(proc)
    assert contains.lower() in text.lower(), f"expected {contains!r}: " + H.describe(proc)


def test_errors_are_openssl_errors(prov, tmp_path):
    key = bytes(range(32))
    run = functools.partial(_run, env=H.clean_env())
    _assert_clean_failure(run([prov.openssl, "mac", *prov.ours_args, "-macopt",
                               f"hexkey:{key[:16].hex()}", "gost-mac"]), "bad key length")
    _assert_clean_failure(run([prov.openssl, "mac", *prov.ours_args, "-macopt",
                               f"hexkey:{key.hex()}", "-macopt", "size:9", "magma-mac"]),
                          "bad mac size")
    _assert_clean_failure(_run([prov.openssl, "enc", *prov.ours_args,
                                *_enc_args("gost89", key, key[:8])], b"x" * 10,
                               H.clean_env(CRYPT_PARAMS="no-such-set")), "unknown parameter set")
    _assert_clean_failure(run([prov.openssl, "enc", *prov.ours_args,
                               *_enc_args("gost89-cbc", key, key[:8], decrypt=True)], b"y" * 13),
                          "wrong final block length")
    ct = _ok(run([prov.openssl, "enc", *prov.ours_args,
                  *_enc_args("magma-cbc", key, key[:8], nopad=True)], bytes(16)))
    _assert_clean_failure(run([prov.openssl, "enc", *prov.ours_args,
                               *_enc_args("magma-cbc", key, key[:8], decrypt=True)], ct),
                          "bad decrypt")
    _assert_clean_failure(_run([prov.openssl, "list", "-provider-path", str(prov.dir), "-provider",
                                "gostgen", "-cipher-algorithms"],
                               env=H.clean_env(GOSTGEN_BACKEND="no-such-backend")),
                          "GOSTGEN_BACKEND=no-such-backend")
    # an unknown set in the config file fails the first use, not the load
    cnf = _config(prov, tmp_path, crypt_params="no-such-set")
    _assert_clean_failure(_run([prov.openssl, "enc", *_enc_args("gost89", key, key[:8])], b"z",
                               H.clean_env(OPENSSL_CONF=str(cnf))), "provider configuration")


# ---- MGM (AEAD) ------------------------------------------------------------------------------------
MGM_CIPHER = {"kuznyechik-mgm": "kuznyechik", "magma-mgm": "magma"}
MGM_SBOX = {"kuznyechik-mgm": None, "magma-mgm": "tc26-z"}  # magma-mgm: tc26-z, as magma-ctr


def _aead(prov, ops, backend=None, provider="gostgen"):
    """Runs the operations through tests/evp_aead.py (EVP over libcrypto, in a child process)."""
    proc = _run([sys.executable, str(H.TESTS / "evp_aead.py"), str(prov.dir), provider],
                json.dumps(ops).encode(), H.clean_env(GOSTGEN_BACKEND=backend))
    assert proc.returncode == 0, H.describe(proc)
    results = json.loads(proc.stdout)
    assert len(results) == len(ops)
    return results


def _pieces(rng, data: bytes) -> list:
    """data cut at random points (empty pieces included), as hex."""
    cuts = sorted(rng.randint(0, len(data)) for _ in range(rng.randint(0, 4)))
    return [data[a:b].hex() for a, b in zip([0] + cuts, cuts + [len(data)])]


def _mgm_ops(name, key, nonce, aad, pt, ct, tag, rng):
    """Encryption and decryption of one message, whole and in random pieces, with the tag set
    before and after the data, the nonce given in one init and in the GCM idiom's two."""
    common = dict(name=name, key=key.hex(), nonce=nonce.hex())
    return [
        dict(op="encrypt", aad=[aad.hex()], data=[pt.hex()], taglen=len(tag), **common),
        dict(op="encrypt", aad=_pieces(rng, aad), data=_pieces(rng, pt), taglen=len(tag),
             split_init=True, taglen_first=True, **common),
        dict(op="decrypt", aad=[aad.hex()], data=[ct.hex()], tag=tag.hex(), **common),
        dict(op="decrypt", aad=_pieces(rng, aad), data=_pieces(rng, ct), tag=tag.hex(),
             tag_first=True, split_init=True, **common),
    ]


def _check_mgm(results, pt, ct, tag, what, block):
    """_mgm_ops's results: AEAD_TAGLEN is the block until a tag length is set."""
    for i, (r, taglen) in enumerate(zip(results, [block] + 3 * [len(tag)])):
        assert r["ok"], f"{what} op {i}: stopped at {r['stage']}: {r['errors']}"
        assert r["taglen"] == taglen, f"{what} op {i}: AEAD_TAGLEN {r['taglen']}"
    for r in results[:2]:
        assert bytes.fromhex(r["out"]) == ct, f"{what}: ciphertext"
        assert bytes.fromhex(r["tag"]) == tag, f"{what}: tag"
    for r in results[2:]:
        assert bytes.fromhex(r["out"]) == pt, f"{what}: plaintext"


def test_mgm_info(prov):
    """Key, nonce and EVP block sizes and the AEAD flag as OpenSSL reports them."""
    res = _aead(prov, [dict(op="info", name=n) for n in AEADS])
    for (name, n), r in zip(AEADS.items(), res):
        assert r["ok"], f"{name}: {r['errors']}"
        assert (r["key"], r["iv"], r["block"], r["aead"]) == (32, n, 1, True), f"{name}: {r}"


def test_mgm_published_examples(prov, backend):
    """The published examples (tests/vectors/gost-vectors.json "mgm" cases: R 1323565.1.026-2019 /
    RFC 9058 Appendix A, as in gost-engine's test_mgm.c) through EVP."""
    v = H.VECTORS["mgm"]
    assert "RFC 9058" in v["source"]
    cases = [c for c in v["cases"] if "RFC 9058" in c["name"]]
    assert {c["cipher"] for c in cases} == {"kuznyechik", "magma"}
    rng, seed = H.rng_for("provider-mgm-vectors")
    for c in cases:
        name = f"{c['cipher']}-mgm"
        b = {k: bytes.fromhex(c[k]) for k in ("key", "nonce", "aad", "plaintext", "ciphertext",
                                              "tag")}
        ops = _mgm_ops(name, b["key"], b["nonce"], b["aad"], b["plaintext"], b["ciphertext"],
                       b["tag"], rng)
        _check_mgm(_aead(prov, ops, backend), b["plaintext"], b["ciphertext"], b["tag"],
                   f"seed {seed} {c['name']} backend {backend}", AEADS[name])


def test_mgm_matches_python_api(prov, backend, api):
    """Random keys, nonces, associated data, data and tag lengths: the provider agrees with
    gostgen.mgm_encrypt (and decrypts what it makes), whole and in random pieces."""
    rng, seed = H.rng_for("provider-mgm-random")
    ops, want = [], []
    for name, n in AEADS.items():
        for alen, plen in [(0, 1), (1, 0), (n - 1, n + 1), (n, n), (n + 1, 2 * n - 1),
                           (rng.randint(0, 300), rng.randint(0, 300)), (37, 4099), (4097, 13)]:
            key, aad, pt = H.rbytes(rng, 32), H.rbytes(rng, alen), H.rbytes(rng, plen)
            nonce = bytes([rng.randrange(128)]) + H.rbytes(rng, n - 1)
            taglen = rng.randint(4, n)
            sealed = api.mgm_encrypt(pt, cipher=MGM_CIPHER[name], key=key, nonce=nonce, aad=aad,
                                     tag_bytes=taglen, sbox=MGM_SBOX[name], backend=backend)
            ct, tag = sealed[:plen], sealed[plen:]
            ops += _mgm_ops(name, key, nonce, aad, pt, ct, tag, rng)
            want.append((pt, ct, tag, f"seed {seed} {name} aad {alen} data {plen} tag {taglen}",
                         n))
    res = _aead(prov, ops, backend)
    for i, (pt, ct, tag, what, n) in enumerate(want):
        _check_mgm(res[4 * i:4 * i + 4], pt, ct, tag, f"{what} backend {backend}", n)


def test_mgm_failures(prov):
    """A changed tag, ciphertext or associated data fails decrypt-final ("bad decrypt"); a nonce
    whose first bit is set, a nonce or tag of the wrong length, no tag, and associated data after
    the data each fail with the reason. (A tag cut shorter is not a forgery: MGM's short tags
    are the leading bytes of the whole one.)"""
    rng, seed = H.rng_for("provider-mgm-failures")
    ops, expect = [], []
    for name, n in AEADS.items():
        key, aad, pt = H.rbytes(rng, 32), H.rbytes(rng, 21), H.rbytes(rng, 45)
        nonce = bytes([rng.randrange(128)]) + H.rbytes(rng, n - 1)
        enc = _aead(prov, [dict(op="encrypt", name=name, key=key.hex(), nonce=nonce.hex(),
                                aad=[aad.hex()], data=[pt.hex()], taglen=n)])[0]
        assert enc["ok"], enc
        ct, tag = bytes.fromhex(enc["out"]), bytes.fromhex(enc["tag"])
        common = dict(name=name, key=key.hex())

        def flip(b: bytes) -> str:
            i = rng.randrange(len(b))
            return (b[:i] + bytes([b[i] ^ (1 << rng.randrange(8))]) + b[i + 1:]).hex()
        dec = dict(op="decrypt", nonce=nonce.hex(), **common)
        for what, op, stage, reason in [
            ("forged tag", dict(dec, aad=[aad.hex()], data=[ct.hex()], tag=flip(tag)),
             "final", "bad decrypt"),
            ("changed ciphertext", dict(dec, aad=[aad.hex()], data=[flip(ct)], tag=tag.hex()),
             "final", "bad decrypt"),
            ("changed associated data", dict(dec, aad=[flip(aad)], data=[ct.hex()], tag=tag.hex()),
             "final", "bad decrypt"),
            ("no tag", dict(dec, aad=[aad.hex()], data=[ct.hex()]), "final", "call out of order"),
            ("tag of 3 bytes", dict(dec, data=[ct.hex()], tag=tag[:3].hex()), "set tag",
             "bad parameter"),
            (f"tag of {n + 1} bytes", dict(dec, data=[ct.hex()], tag=(tag + b"\0").hex()),
             "set tag", "bad parameter"),
            ("nonce with its first bit set", dict(op="encrypt", nonce=(bytes([nonce[0] | 0x80])
                                                                        + nonce[1:]).hex(),
                                                  data=[pt.hex()], taglen=n, **common),
             "init", "first bit must be 0"),
            ("decrypt nonce with its first bit set", dict(dec, nonce=(bytes([0x80]) + nonce[1:])
                                                          .hex(), data=[ct.hex()], tag=tag.hex()),
             "init", "first bit must be 0"),
            ("short nonce", dict(op="encrypt", nonce=nonce[:-1].hex(), data=[pt.hex()], taglen=n,
                                 split_init=True, **common), "set ivlen", "bad iv length"),
            ("long nonce", dict(op="encrypt", nonce=(nonce + b"\0").hex(), data=[pt.hex()],
                                taglen=n, split_init=True, **common), "set ivlen", "bad iv length"),
            ("tag read at 3 bytes", dict(op="encrypt", nonce=nonce.hex(), data=[pt.hex()],
                                         taglen=3, **common), "get tag", "bad parameter"),
        ]:
            ops.append(op)
            expect.append((f"seed {seed} {name}: {what}", stage, reason))
    res = _aead(prov, ops)
    for r, (what, stage, reason) in zip(res, expect):
        assert not r["ok"], f"{what}: succeeded"
        assert r["stage"] == stage, f"{what}: failed at {r['stage']}, not {stage}: {r['errors']}"
        assert any(reason in e for e in r["errors"]), f"{what}: {r['errors']}"


def test_mgm_call_order(prov, tmp_path):
    """Associated data after the data is refused, and so is a second message under the same
    nonce (a nonce serves one message): tests/evp_aead.py's operations have no such sequence,
    so the EVP calls are made here through its module."""
    script = (
        "import sys, ctypes; sys.path.insert(0, sys.argv[3]); import evp_aead as E\n"
        "C = E.C; lib = C.OSSL_LIB_CTX_new()\n"
        "C.OSSL_PROVIDER_set_default_search_path(lib, sys.argv[1].encode())\n"
        "assert C.OSSL_PROVIDER_load(lib, b'gostgen')\n"
        "ciph = C.EVP_CIPHER_fetch(lib, b'kuznyechik-mgm', b'provider=gostgen'); assert ciph\n"
        "ctx = C.EVP_CIPHER_CTX_new(); n = ctypes.c_int(0); buf = ctypes.create_string_buffer(64)\n"
        "assert C.EVP_CipherInit_ex2(ctx, ciph, bytes(32), bytes(16), 1, None) == 1\n"
        "assert C.EVP_CipherUpdate(ctx, buf, ctypes.byref(n), b'data', 4) == 1\n"
        "print('aad-after-data', C.EVP_CipherUpdate(ctx, None, ctypes.byref(n), b'aad', 3),"
        " E.errors())\n"
        "assert C.EVP_CipherFinal_ex(ctx, buf, ctypes.byref(n)) == 1\n"
        "print('update-after-final', C.EVP_CipherUpdate(ctx, buf, ctypes.byref(n), b'x', 1),"
        " E.errors())\n"
        "assert C.EVP_CipherInit_ex2(ctx, None, None, None, 1, None) == 1\n"
        "print('same-nonce-again', C.EVP_CipherUpdate(ctx, buf, ctypes.byref(n), b'x', 1),"
        " E.errors())\n")
    proc = _run([sys.executable, "-c", script, str(prov.dir), "gostgen", str(H.TESTS)])
    out = _ok(proc).decode()
    lines = dict(line.split(" ", 1) for line in out.strip().splitlines())
    assert lines["aad-after-data"].startswith("0 ") and "associated data after" in out, out
    assert lines["update-after-final"].startswith("0 ") and "finished" in out, out
    assert lines["same-nonce-again"].startswith("0 ") and "no nonce set" in out, out


def test_mgm_matches_gostprov_if_offered(prov, backend):
    """Where the installed gost provider offers MGM (gost-engine after 3.0.1), the two agree."""
    probe = _aead(prov, [dict(op="info", name=n) for n in AEADS], provider="gostprov")
    offered = [n for n, r in zip(AEADS, probe) if r["ok"]]
    if not offered:
        pytest.skip("the installed gostprov offers no MGM cipher (Debian's libengine-gost-openssl "
                    "3.0.1 has none): no cross-check possible")
    rng, seed = H.rng_for("provider-mgm-gostprov")
    for name in offered:
        n = AEADS[name]
        for alen, plen in [(0, 5), (n + 3, 3 * n + 1), (100, 1000)]:
            key, aad, pt = H.rbytes(rng, 32), H.rbytes(rng, alen), H.rbytes(rng, plen)
            nonce = bytes([rng.randrange(128)]) + H.rbytes(rng, n - 1)
            op = dict(op="encrypt", name=name, key=key.hex(), nonce=nonce.hex(), aad=[aad.hex()],
                      data=[pt.hex()], taglen=n)
            theirs = _aead(prov, [op], provider="gostprov")[0]
            ours = _aead(prov, [op], backend)[0]
            what = f"seed {seed} {name} aad {alen} data {plen} backend {backend}"
            assert theirs["ok"] and ours["ok"], f"{what}: {theirs} {ours}"
            assert (ours["out"], ours["tag"]) == (theirs["out"], theirs["tag"]), what
