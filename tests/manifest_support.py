"""Fixture packs get the base pack's game manifest.

A pack is a game only with its game.yaml; the small packs under tests/fixtures/
are Crime Lords content, so rather than keep copies of its manifest, tests copy
a fixture pack and lay content/crime_lords/game.yaml into it.
"""
from __future__ import annotations

import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE_MANIFEST = os.path.join(ROOT, "content", "crime_lords", "game.yaml")


BASE_SCHEMAS = os.path.join(ROOT, "content", "crime_lords", "schemas")


def add_base_manifest(pack_dir) -> str:
    """Put the base manifest into `pack_dir` unless it has one; return the manifest's path.

    The base pack's schemas come with it (the files' modelines point at schemas/ in the pack).
    """
    path = os.path.join(str(pack_dir), "game.yaml")
    if not os.path.exists(path):
        shutil.copyfile(BASE_MANIFEST, path)
        if not os.path.exists(os.path.join(str(pack_dir), "schemas")):
            shutil.copytree(BASE_SCHEMAS, os.path.join(str(pack_dir), "schemas"))
    return path


def copy_pack(src, dst, **copytree_options) -> str:
    """A copy of the fixture pack `src` at `dst`, with the base manifest."""
    shutil.copytree(str(src), str(dst), **copytree_options)
    add_base_manifest(dst)
    return str(dst)
