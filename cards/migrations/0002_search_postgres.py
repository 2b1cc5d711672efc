"""PostgreSQL search support: pg_trgm, a full-text GIN index and trigram GIN indexes.

On any other database (SQLite) this migration does nothing: search there falls back to
case-insensitive matching (see ``cards.search``).

The full-text index is built from the same expression ``cards.search.card_vector()`` uses
(name weighted A, effective text weighted B, English configuration) so that PostgreSQL can
use it; ``tests/catalogue_api/test_search_postgres.py`` checks the planner does.
"""

from django.contrib.postgres.indexes import GinIndex, OpClass
from django.contrib.postgres.operations import TrigramExtension
from django.contrib.postgres.search import SearchVector
from django.db import migrations
from django.db.models.functions import Upper


def _indexes():
    return [
        GinIndex(
            SearchVector("name", weight="A", config="english")
            + SearchVector("effective_text", weight="B", config="english"),
            name="card_search_vector",
        ),
        # name %> 'words' (typo-tolerant names) and similarity ranking.
        GinIndex(OpClass("name", name="gin_trgm_ops"), name="card_name_trgm"),
        # name__icontains / effective_text__icontains compile to UPPER(col) LIKE UPPER(...).
        GinIndex(OpClass(Upper("name"), name="gin_trgm_ops"), name="card_name_upper_trgm"),
        GinIndex(
            OpClass(Upper("effective_text"), name="gin_trgm_ops"), name="card_text_upper_trgm"
        ),
    ]


# pg_trgm declares its similarity functions as cheap as an equality test (cost 1), so on a
# table of a few thousand cards the planner prefers to run them on every row of a scan over
# using the trigram indexes (20 ms instead of 0.5 ms per search). Tell it what they cost.
# Only the functions' owner may do this; if the database user is not, searches still work.
_TRGM_FUNCTIONS = [
    "similarity(text, text)",
    "similarity_op(text, text)",
    "word_similarity(text, text)",
    "word_similarity_op(text, text)",
    "word_similarity_commutator_op(text, text)",
    "strict_word_similarity(text, text)",
    "strict_word_similarity_op(text, text)",
    "strict_word_similarity_commutator_op(text, text)",
]


def _set_trgm_cost(schema_editor, cost):
    if schema_editor.connection.vendor != "postgresql":
        return
    statements = " ".join(f"ALTER FUNCTION {f} COST {cost};" for f in _TRGM_FUNCTIONS)
    schema_editor.execute(
        "DO $$ BEGIN " + statements + " EXCEPTION WHEN insufficient_privilege THEN "
        "RAISE NOTICE 'pg_trgm function costs left as they are (not their owner)'; END $$;"
    )


def raise_trgm_cost(apps, schema_editor):
    _set_trgm_cost(schema_editor, 100)


def reset_trgm_cost(apps, schema_editor):
    _set_trgm_cost(schema_editor, 1)


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    card = apps.get_model("cards", "Card")
    for index in _indexes():
        schema_editor.add_index(card, index)


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    card = apps.get_model("cards", "Card")
    for index in _indexes():
        schema_editor.remove_index(card, index)


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0001_initial"),
    ]

    operations = [
        # CreateExtension is itself a no-op on databases other than PostgreSQL.
        TrigramExtension(),
        migrations.RunPython(create_indexes, drop_indexes),
        migrations.RunPython(raise_trgm_cost, reset_trgm_cost),
    ]
