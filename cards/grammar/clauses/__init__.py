"""The sentence transformer's Lark callbacks, one mixin per clause family.

``cards.grammar.transformer.SentenceTransformer`` composes them. ``shared`` holds the small
value objects the families pass each other (``Cards``, ``Pred``, who-strings, durations).
"""
