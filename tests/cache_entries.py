"""Reading and forging entries of the one cache store (dsl/cache.py) as an attacker with the files would.

An entry's file is `<HMAC-SHA256 hex>\\n<JSON body>`, the body
{"format", "slot", "key", "payload"}; the MAC covers the body's exact bytes.
"""
from __future__ import annotations

import hashlib
import hmac
import json


def read(path) -> tuple[bytes, dict]:
    """(the MAC as written, the body as data)."""
    with open(path, "rb") as fh:
        mac, _, body = fh.read().partition(b"\n")
    return mac, json.loads(body)


def write(path, mac: bytes, body: dict) -> None:
    """The body (changed or not) under a MAC of the caller's choosing (the old one: an altered entry)."""
    with open(path, "wb") as fh:
        fh.write(mac + b"\n" + json.dumps(body).encode())


def seal(body: dict, key: bytes) -> bytes:
    """The MAC `write` needs for `body` to verify under `key`."""
    return seal_bytes(json.dumps(body).encode(), key)


def seal_bytes(raw: bytes, key: bytes) -> bytes:
    return hmac.new(key, raw, hashlib.sha256).hexdigest().encode()


def user_key(key_file) -> bytes:
    with open(key_file) as fh:
        return bytes.fromhex(fh.read().strip())
