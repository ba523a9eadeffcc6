"""What the sheets tests share: the six-card mini pack, dressed with the base pack's templates."""
from __future__ import annotations

import os
import shutil

import pytest

from manifest_support import copy_pack

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINI = os.path.join(ROOT, "tests", "fixtures", "sheets", "mini")
TEMPLATES = os.path.join(ROOT, "content", "crime_lords", "templates")
ART = os.path.join(ROOT, "content", "crime_lords", "art")     # the kinds' default art, named by templates/sheet.yaml
MM = 72 / 25.4   # PDF points per millimetre


@pytest.fixture
def pack(tmp_path):
    """A fresh copy of the mini pack with the base pack's templates, so a test may change it."""
    root = tmp_path / "mini"
    copy_pack(MINI, root)
    shutil.copytree(TEMPLATES, root / "templates")
    shutil.copytree(ART, root / "art")
    return root


def page_fonts(page) -> list:
    """The font dictionaries a PDF page uses: its own, and those of the form XObjects it draws (card faces)."""
    found, seen = [], set()

    def walk(resources):
        resources = resources.get_object() if resources is not None else {}
        fonts = resources.get("/Font")
        for ref in (fonts.get_object().values() if fonts else ()):
            if ref.idnum not in seen:
                seen.add(ref.idnum)
                found.append(ref.get_object())
        xobjects = resources.get("/XObject")
        for ref in (xobjects.get_object().values() if xobjects else ()):
            obj = ref.get_object()
            if obj.get("/Subtype") == "/Form" and ref.idnum not in seen:
                seen.add(ref.idnum)
                walk(obj.get("/Resources"))

    walk(page.get("/Resources"))
    return found
