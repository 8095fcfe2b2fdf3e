"""Errors that reach users as one line (the CLIs print them without a traceback)."""


class GostgenError(Exception):
    """Base class of every error gostgen raises on purpose."""


class InputError(GostgenError, ValueError):
    """Bad input from the user: a DSL or TOML file, a key, a length, a name.

    The message is a single line; for files it starts with "FILE:LINE:COL: ".
    """
