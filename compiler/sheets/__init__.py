"""Printable card sheets: HTML preview, PDF, one PNG per card, tabletop decks.

The pieces, in the order a run uses them:

- ``settings``  sheet options: pack defaults (templates/sheet.yaml) + CLI flags;
- ``layout``    print geometry in millimetres (pure functions);
- ``text``      the rules text a card prints (designer text or described ability);
- ``icons``     inline SVG icons and the patterns of swatch entries;
- ``render``    Jinja2 templates of the pack -> one HTML document;
- ``pdf``       WeasyPrint: layout, overflow measurement, PDF with page boxes and cut marks;
- ``faces``     each distinct card face laid out once; the sheets PDF composed from them;
- ``collector`` fewer garbage collections during a run;
- ``jobs``      a run split into jobs of whole sheets, over worker processes; PDFs joined;
- ``images``    pypdfium2 + Pillow: PNG per card and Tabletop Simulator decks;
- ``pipeline``  ties them together for ``syndicate sheets``.
"""
