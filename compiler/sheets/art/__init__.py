"""Card art: the `art:` field of any card, its kind's default in templates/sheet.yaml, checked and served.

files.py reads and checks one image; svg.py makes SVG safe to render;
check.py is the `syndicate check` stage (SYN640-SYN645); store.py hands the
images to the renderer under short names (`art:<digest>.<kind>`).
"""
