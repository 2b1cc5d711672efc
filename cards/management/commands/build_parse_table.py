"""``manage.py build_parse_table``: build the effect grammar's LALR table and ship it.

Run it after every change to ``cards/grammar/effect.lark`` (or to Lark's version) and commit
the two files it writes; a test fails until the shipped table matches the grammar.
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand

from cards.grammar import table


class Command(BaseCommand):
    help = "Build the effect grammar's parse table (strict) and write it next to the grammar."

    def handle(self, *args, **options):
        started = time.perf_counter()
        meta = table.write_shipped()
        took = time.perf_counter() - started
        size = table.TABLE_PATH.stat().st_size
        self.stdout.write(
            f"wrote {table.TABLE_PATH.name} ({size:,} bytes) and {table.META_PATH.name} "
            f"in {took:.1f} s; fingerprint {meta['fingerprint'][:12]}"
        )
