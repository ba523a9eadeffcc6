"""Fuzz targets for the loader, the effect-language parser and checker, and the whole check."""
