"""The rules engine: pure Python, importing nothing from Django or the rest of the project.

It works on card definitions (``cards.CardDef``) reached through a ``CardLookup`` and on
effect trees (``effects``); the web layer validates input, calls it and serializes results.
"""
