"""Stage 1, loading: a YAML file read safely and bounded, composed with the place in
the file of every value (document.py: the Document; yamlload.py: reading;
yamlcompose.py: composing with PyYAML, imported only when a file is not cached).
Knows no game: what the files mean is the check stage's.
"""
