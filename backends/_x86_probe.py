"""The x86 backends' run-time probe (PROBE): one writer of the CPUID/XGETBV C code, so that
ssse3, avx2, avx2gfni and avx512 differ only in the features they require and the reasons they
give, not in four hand-kept copies of the same checks.

Sources: Intel SDM vol. 2A, CPUID (leaf 1 ECX, leaf 7 sub-leaf 0 EBX/ECX feature flags); vol. 1,
13.3 and 14.3 (XCR0 state bits, read by XGETBV once CPUID.1:ECX.OSXSAVE[27] says it is usable).
"""
from __future__ import annotations

# Where a requirement is checked, in the order the probe must run them: leaf 1 first (XGETBV is
# only usable once its OSXSAVE bit is seen), "leaf7" (the CPU reports leaf 7 at all) before the
# leaf-7 registers.
_ORDER = ("leaf1.ecx", "xcr0", "leaf7", "leaf7.ebx", "leaf7.ecx")
_REG = {"leaf1.ecx": "c", "leaf7.ebx": "b", "leaf7.ecx": "c"}


def _fail(cond: str, reason: str) -> list[str]:
    return [f"if ({cond}) {{", f'    *reason = "{reason}";', "    return 0;", "}"]


def _bits_missing(reg: str, bits) -> str:
    return " || ".join(f"!({reg} & (1u << {b}))" for b in bits)


def _mask(bits) -> str:
    m = sum(1 << b for b in bits)
    return f"{m}u" if m < 10 else f"{m:#x}u"  # one digit reads the same in either base


def probe(*checks) -> str:
    """C statements for `static int probe(const char **reason)`'s body (emit.py's PROBE).

    checks: (where, bits, reason) in the order they are to run, where is one of _ORDER;
    bits the feature bits that must all be set (for "leaf7": None, the leaf's presence). The
    first failing check returns 0 with its reason; all passing return 1."""
    wheres = [w for w, _, _ in checks]
    if not wheres or wheres[0] != "leaf1.ecx" or any(w not in _ORDER for w in wheres) \
            or wheres != sorted(wheres, key=_ORDER.index) \
            or (any(w.startswith("leaf7.") for w in wheres) and "leaf7" not in wheres):
        raise ValueError(f"probe checks out of order or unknown: {wheres} (order: {_ORDER})")
    out = ["unsigned a, b, c, d;"]
    for where, bits, reason in checks:
        if where == "leaf1.ecx":
            out += _fail(f"!__get_cpuid(1, &a, &b, &c, &d) || {_bits_missing('c', bits)}", reason)
        elif where == "xcr0":
            m = _mask(bits)
            out += ["unsigned lo, hi;", '__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));',
                    "(void)hi;"]
            out += _fail(f"(lo & {m}) != {m}", reason)
        elif where == "leaf7":
            out += _fail("__get_cpuid_max(0, NULL) < 7", reason)
            out.append("__cpuid_count(7, 0, a, b, c, d);")
        else:
            out += _fail(_bits_missing(_REG[where], bits), reason)
    out.append("return 1;")
    return "\n".join(out)
