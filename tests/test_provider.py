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
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import ccprog
import gghelpers as H

# gostprov's algorithms that gostgen offers (its ACPKM and MGM names wait for those modes in
# libgostgen): name -> IV bytes, EVP block bytes (1: stream mode).
CIPHERS = {"gost89": (8, 1), "gost89-cnt": (8, 1), "gost89-cnt-12": (8, 1), "gost89-cbc": (8, 8),
           "magma-ctr": (4, 1), "magma-cbc": (8, 8), "kuznyechik-ecb": (0, 16),
           "kuznyechik-cbc": (16, 16), "kuznyechik-cfb": (16, 1), "kuznyechik-ofb": (16, 1),
           "kuznyechik-ctr": (8, 1)}
DIGESTS = ["md_gost12_256", "md_gost12_512"]
MACS = {"gost-mac": 8, "gost-mac-12": 8, "magma-mac": 8, "kuznyechik-mac": 16}  # -> largest size
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
    extra = {n for n in got if not re.fullmatch(r"[0-9.]+", n)} - peer
    assert not extra, f"gostgen lists {kind} names gostprov does not have: {extra}"


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
