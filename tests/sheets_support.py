"""What the sheets tests share: the six-card mini pack, dressed with the base pack's templates."""
from __future__ import annotations

import os
import shutil

import pytest

from manifest_support import copy_pack

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINI = os.path.join(ROOT, "tests", "fixtures", "sheets", "mini")
TEMPLATES = os.path.join(ROOT, "content", "crime_lords", "templates")
MM = 72 / 25.4   # PDF points per millimetre


@pytest.fixture
def pack(tmp_path):
    """A fresh copy of the mini pack with the base pack's templates, so a test may change it."""
    root = tmp_path / "mini"
    copy_pack(MINI, root)
    shutil.copytree(TEMPLATES, root / "templates")
    return root
