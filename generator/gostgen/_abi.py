# Auto-generated file. Do not edit!
#   Template: templates/runtime/_abi.py.j2
#   Generator: gostgen generator (generator/gostgen/emit.py)
#   Inputs: runtime/include/gostgen.h, dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg
#   Regenerate with: python -m gostgen.generate
"""libgostgen's constants as the public header declares them (runtime/include/gostgen.h), and
the ciphers' and hashes' sizes as the descriptions give them: what gostgen._binding and
gostgen.api use."""

# gostgen_status
OK = 0
EINVAL = -1
EKEYLEN = -2
EIVLEN = -3
ELENGTH = -4
ESBOX = -5
EBACKEND = -6
EMODE = -7
ENOMEM = -8
ESTATE = -9
EAUTH = -10

STATUS_NAMES = {
    EINVAL: "EINVAL",
    EKEYLEN: "EKEYLEN",
    EIVLEN: "EIVLEN",
    ELENGTH: "ELENGTH",
    ESBOX: "ESBOX",
    EBACKEND: "EBACKEND",
    EMODE: "EMODE",
    ENOMEM: "ENOMEM",
    ESTATE: "ESTATE",
    EAUTH: "EAUTH",
}

FLAG_MESH = 1

# gostgen_cipher_id and gostgen_mode, by lower-case name
CIPHERS = {
    "gost89": 0,
    "magma": 1,
    "kuznyechik": 2,
}
MODES = {
    "ecb": 0,
    "cnt": 1,
    "cfb": 2,
    "ctr": 3,
    "ofb": 4,
    "cbc": 5,
    "ctr_acpkm": 6,
}

# Block and key bytes per cipher (dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg)
BLOCK_SIZES = {
    "gost89": 8,
    "magma": 8,
    "kuznyechik": 16,
}
KEY_SIZES = {
    "gost89": 32,
    "magma": 32,
    "kuznyechik": 32,
}
# The Feistel network's: the defaults where a message names no cipher
BLOCK_SIZE = 8
KEY_SIZE = 32

# Digest bits per hash name
HASHES = {
    "streebog256": 256,
    "streebog512": 512,
}
