"""Stage 4, building: check, emit and write generated/<pack>/ whole and
atomically (builder.py), and the test of whether a folder of compiled code is a
pack's own current build before anything imports it (compiled.py).
"""
