"""`syndicate simulate`: many seeded games in parallel, and a balance report.

- seeds.py     the seed of game i, derived from the run's seed alone
- adapter.py   the one place that talks to the engine (runtime/): play_one
- backends.py  where games run: in this process, a process pool, or Dask
- runner.py    chunking, progress, Ctrl-C, ordered merge
- stats.py     Wilson intervals, z-tests, aggregation, outliers
- report.py    report.json (stable) and a self-contained report.html
"""
