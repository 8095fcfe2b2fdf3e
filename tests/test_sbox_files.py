"""S-box TOML files written in the different ways TOML allows (and with the byte-order mark some
editors write): gostcli (its own small parser), the Python CLI and the API (tomllib) must all
read the same table and agree with the reference."""
from __future__ import annotations

import pytest

import gghelpers as H


def _variants(rows):
    hx = H.rows_hex(rows)
    q = [f'"{r}"' for r in hx]
    return {
        "multiline-trailing-comma": "rows = [\n" + "".join(f"  {x},\n" for x in q) + "]\n",
        "multiline-no-trailing-comma": "rows = [\n" + ",\n".join(f"  {x}" for x in q) + "\n]\n",
        "one-line": "rows = [" + ", ".join(q) + "]\n",
        "one-line-tight": "rows=[" + ",".join(q) + "]",
        "literal-strings": "rows = [\n" + "".join(f"  '{r}',\n" for r in hx) + "]\n",
        "lowercase": "rows = [\n" + "".join(f'  "{r.lower()}",\n' for r in hx) + "]\n",
        "comments": ("# a set\n\nname = \"comment-set\"  # its name\n# rows follow\nrows = [  # K1 first\n"
                     + "".join(f"  {x},  # K{i + 1}\n  # between rows\n" for i, x in enumerate(q))
                     + "]  # done\n# trailing comment\n"),
        "crlf": ("name = \"crlf-set\"\r\noid = \"1.2.3.4\"\r\nrows = [\r\n"
                 + "".join(f"  {x},\r\n" for x in q) + "]\r\n"),
        "bom": "\ufeff" + "rows = [\r\n" + "".join(f"  {x},\r\n" for x in q) + "]\r\n",
        "tabs-and-blank-lines": "\n\trows\t=\t[\n\n" + "".join(f"\t{x} ,\n\n" for x in q) + "\t]\n\n",
        "name-oid-after-rows": "rows = [" + ", ".join(q) + "]\nname = 'late.name_1'\noid = '1.2.643.99.1'\n",
        "quoted-keys": "\"name\" = \"quoted-keys\"\n'oid' = '1.2.3.4'\n\"rows\" = [" + ", ".join(q) + "]\n",
    }


VARIANT_IDS = list(_variants(H.builtin_rows("tc26-z")))


@pytest.fixture(scope="module")
def variant_files(tmp_path_factory):
    rng, seed = H.rng_for("toml-variants")
    rows = H.random_rows(rng, permutation=False)
    tmp = tmp_path_factory.mktemp("toml")
    files = {}
    for name, text in _variants(rows).items():
        p = tmp / f"{name}.toml"
        p.write_bytes(text.encode())
        files[name] = p
    return rows, seed, files


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_toml_variants(backend, cli, variant_files, variant):
    rows, seed, files = variant_files
    rng, _ = H.rng_for("toml-variant-data", variant)
    key, data, iv = H.rbytes(rng, 32), H.rbytes(rng, 64), H.rbytes(rng, 8)
    want = H.ref_crypt("gost89", "cnt", rows, key, iv, data)
    out = H.ok(H.run(cli, H.crypt_args("gost89", "cnt", key, iv, files[variant], backend=backend), data))
    assert out == want, f"S-box file variant {variant} (seed {seed}): {files[variant].read_bytes()!r}"
    tag = H.ok(H.run(cli, H.mac_args("magma", key, files[variant], 64, backend), data))
    assert tag == (H.ref_mac("magma", rows, key, data, 64).hex() + "\n").encode(), variant


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_toml_variants_api(backend, api, variant_files, variant):
    from gostgen import sboxfile

    rows, seed, files = variant_files
    assert sboxfile.load(files[variant]).rows == rows, variant
    key = bytes(range(32))
    data = bytes(range(40))
    want = H.ref_crypt("magma", "ecb", rows, key, None, data)
    assert api.encrypt(data, cipher="magma", mode="ecb", key=key, sbox=str(files[variant]),
                       backend=backend) == want, variant
    import pathlib

    assert api.encrypt(data, cipher="magma", mode="ecb", key=key, sbox=pathlib.Path(files[variant]),
                       backend=backend) == want, variant + " (as a Path)"


def test_shipped_files_through_the_clis(cli, tmp_path):
    """Every shipped dsl/sboxes/*.toml given as a file equals the compiled-in set of that name."""
    rng, seed = H.rng_for("shipped-files")
    key, data = H.rbytes(rng, 32), H.rbytes(rng, 24)
    for name in H.SHIPPED:
        f = H.REPO / "dsl" / "sboxes" / f"{name}.toml"
        by_file = H.ok(H.run(cli, H.crypt_args("gost89", "ecb", key, None, f), data))
        by_name = H.ok(H.run(cli, H.crypt_args("gost89", "ecb", key, None, name), data))
        assert by_file == by_name == H.ref_crypt("gost89", "ecb", H.builtin_rows(name), key, None, data), name
