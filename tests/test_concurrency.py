"""Concurrency: the library called from 8 threads at once.

(a) Python threads (ctypes releases the GIL around each call, which the test verifies by seeing the
    calls overlap in time) hash, encrypt and MAC different random inputs under random keys on every
    available backend; every result equals the one computed alone, and short inputs equal the
    reference model.
(b) A C program (c/concurrency.c) starts 8 pthreads whose FIRST library call happens at the same
    moment, so that the backend selection (pthread_once in dispatch.c) races, then encrypts,
    decrypts, hashes and MACs; the results are compared with the same work redone after the join.
    It runs with gostgen_set_threads(1) and (2): the library's own threads under concurrent callers.
"""
from __future__ import annotations

import threading
import time

import pytest

import ccprog
import gghelpers as H

NTHREADS = 8
BIG = 512 * 1024 + 3  # large enough that a call takes a while, so that the threads overlap

WORK = [
    ("hash512", lambda g, b, key, iv, d: g.streebog512(d, backend=b).digest()),
    ("hash256", lambda g, b, key, iv, d: g.streebog256(d, backend=b).digest()),
    ("gost89-cnt-mesh", lambda g, b, key, iv, d: g.encrypt(d, cipher="gost89", mode="cnt", key=key,
                                                            iv=iv[:8], mesh=True, backend=b)),
    ("magma-ctr", lambda g, b, key, iv, d: g.encrypt(d, cipher="magma", mode="ctr", key=key,
                                                     iv=iv[:4], backend=b)),
    ("magma-cfb-dec", lambda g, b, key, iv, d: g.decrypt(d, cipher="magma", mode="cfb", key=key,
                                                         iv=iv, backend=b)),
    ("magma-mac", lambda g, b, key, iv, d: g.mac(d, cipher="magma", key=key, bits=64, backend=b)),
]

# The reference model on short inputs: (name, reference function(key, iv, data)).
REF = {
    "hash512": lambda key, iv, d: H.ref_hash(d, 512),
    "hash256": lambda key, iv, d: H.ref_hash(d, 256),
    "gost89-cnt-mesh": lambda key, iv, d: H.ref_crypt("gost89", "cnt", H.builtin_rows("tc26-z"), key,
                                                      iv[:8], d, False, True),
    "magma-ctr": lambda key, iv, d: H.ref_crypt("magma", "ctr", H.builtin_rows("tc26-z"), key, iv[:4],
                                                d, False, False),
    "magma-cfb-dec": lambda key, iv, d: H.ref_crypt("magma", "cfb", H.builtin_rows("tc26-z"), key, iv,
                                                    d, True, False),
    "magma-mac": lambda key, iv, d: H.ref_mac("magma", H.builtin_rows("tc26-z"), key, d, 64),
}


@pytest.mark.parametrize("lib_threads", [1, 2])
def test_python_threads(api, backend, lib_threads):
    rng, seed = H.rng_for("concurrency", lib_threads)
    # the compiled-in default set must be the one REF uses
    assert api.sbox_names()[0] == "tc26-z"
    tasks = []
    for t in range(NTHREADS):
        key, iv = H.rbytes(rng, 32), H.rbytes(rng, 16)
        tasks.append((key, iv, H.rbytes(rng, BIG - 97 * t), H.rbytes(rng, 70 + t)))
    want = [{name: fn(api, backend, key, iv, big) for name, fn in WORK} for key, iv, big, _ in tasks]

    got = [None] * NTHREADS
    spans = []  # (start, end) of each big call
    errors = []
    barrier = threading.Barrier(NTHREADS)

    def run(t):
        try:
            key, iv, big, small = tasks[t]
            res = {}
            barrier.wait()
            for _ in range(2):
                for name, fn in WORK:
                    t0 = time.perf_counter()
                    res[name] = fn(api, backend, key, iv, big)
                    spans.append((t0, time.perf_counter()))
                    res[name + "-small"] = fn(api, backend, key, iv, small)
                    if res[name] != want[t][name]:
                        raise AssertionError(f"thread {t} {name}: differs from the result computed alone")
            got[t] = res
        except BaseException as exc:  # reported by the main thread
            errors.append(f"thread {t}: {type(exc).__name__}: {exc}")

    api.set_threads(lib_threads)
    try:
        threads = [threading.Thread(target=run, args=(t,)) for t in range(NTHREADS)]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
    finally:
        api.set_threads(1)
    assert not errors, f"seed {seed}: " + "; ".join(errors)
    for t, (key, iv, big, small) in enumerate(tasks):
        for name, _ in WORK:
            assert got[t][name] == want[t][name], f"seed {seed} thread {t} {name}"
            assert got[t][name + "-small"] == REF[name](key, iv, small), \
                f"seed {seed} thread {t} {name}: short input differs from the reference"
    # The calls really ran at the same time (the GIL is released during a ctypes call): some call
    # started before another one had finished.
    spans.sort()
    overlaps = sum(1 for a, b in zip(spans, spans[1:]) if b[0] < a[1])
    assert overlaps > 0, "no two library calls overlapped in time: the threads ran one at a time"


@pytest.fixture(scope="module")
def driver(tmp_path_factory, api):
    return ccprog.build(H.TESTS / "c" / "concurrency.c", tmp_path_factory.mktemp("concurrency"))


@pytest.mark.parametrize("lib_threads", [1, 2])
def test_c_threads_first_call_race(driver, backend, lib_threads):
    """8 pthreads start at a barrier and select the backend in their first call; every result is
    checked against the same work done alone afterwards."""
    proc = ccprog.run(driver, backend, lib_threads, 1)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert proc.stdout.startswith("ok ") and f"backend {backend}" in proc.stdout, proc.stdout


@pytest.mark.parametrize("lib_threads", [1, 2])
def test_c_threads_default_backend(driver, lib_threads):
    """The same with the process default backend (no name given): the race is on its choice."""
    default = H.available_backends()[0]
    for _ in range(3):  # fresh processes: each one races its own initialisation
        proc = ccprog.run(driver, "-", lib_threads, 1)
        assert proc.returncode == 0, proc.stderr + proc.stdout
        assert proc.stdout.strip().endswith(f"backend {default}"), proc.stdout
