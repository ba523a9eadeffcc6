"""Hostile inputs for the compiler: builders for small packs and generated attacks."""
