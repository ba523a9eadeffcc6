"""Atomic writes: a reader never sees half a file, a failed run leaves the old one."""
from compiler.build.atomic import write_atomic

__all__ = ["write_atomic"]
