"""`syndicate lsp`: a language server for the effect language inside a pack's YAML files.

project.py checks a pack with the editor's buffers; strings.py maps editor
positions into ability strings; words.py knows the pack's words; hover.py
explains them; server.py speaks the protocol (pygls).
"""
