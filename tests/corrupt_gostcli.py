#!/usr/bin/env python3
"""A broken gostcli for tests/test_check.py: runs the real one ($GOSTCLI_REAL) and flips one bit
of one output byte (the middle one) when the command line matches $CORRUPT_WHEN, a list of words
("encrypt --mode=ofb --cipher=magma": the word itself, or an option followed by that value).
Everything else passes through unchanged."""
import os
import subprocess
import sys


def matches(args, words):
    for w in words:
        opt, eq, val = w.partition("=")
        if not eq:
            if w not in args:
                return False
        elif not any(a == opt and b == val for a, b in zip(args, args[1:])):
            return False
    return True


args = sys.argv[1:]
proc = subprocess.run([os.environ["GOSTCLI_REAL"], *args], stdin=sys.stdin, capture_output=True)
out = proc.stdout
if out and matches(args, os.environ.get("CORRUPT_WHEN", "").split()):
    out = bytearray(out)
    out[len(out) // 2] ^= 0x01
    out = bytes(out)
sys.stdout.buffer.write(out)
sys.stderr.buffer.write(proc.stderr)
sys.exit(proc.returncode)
