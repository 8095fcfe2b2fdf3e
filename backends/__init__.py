"""The backends: one module per backend (every module here whose name does not start with "_"),
each with its template folder templates/<NAME>/. What a backend module defines is written in
generator/gostgen/emit.py, which imports this folder as the package gostgen._backends.

Modules here import each other and the generator normally: `from . import _shared` (lowering
helpers used by more than one backend), `from gostgen import passes`. Private modules (leading
"_") hold lowerings shared by several backends or too long for one module.
"""
