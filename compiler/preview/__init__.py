"""`syndicate preview`: a local web page of the pack's cards, re-rendered as files change (cards.py, server.py, page.py)."""
