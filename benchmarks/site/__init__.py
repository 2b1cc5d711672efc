"""The benchmarks' Django site: the service's settings and URLs plus a bare ceiling view.

Used only by ``benchmarks/load.py`` and ``benchmarks/soak.py``; the production URLconf has no
ceiling view.
"""
