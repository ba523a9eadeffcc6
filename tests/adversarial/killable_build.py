"""Run `syndicate build` with a pause before every file-system step, so a test can kill it there.

Usage: python killable_build.py PAUSE_AT PACK OUT_ROOT  (the hooks are in killable.py)
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from killable import run  # noqa: E402

run(int(sys.argv[1]), ["build", sys.argv[2], "--out", sys.argv[3]])
