"""Clause fields of bare plural subjects: "Teammates may not be attacked", "Characters may not
avoid attacks" (every teammate, every character), with any modal, verb phrase and duration."""

from __future__ import annotations

from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Teammates may not be attacked this battle.",
        [{"kind": "cannot_be_attacked", "who": "all_teammates", "duration": "battle"}],
    ),
    (
        "Characters may not avoid attacks this battle.",
        [{"kind": "modal_action", "who": "characters", "modal": "may_not"}],
    ),
    (
        "Teammates may not attack this battle.",
        [{"kind": "cannot_attack", "who": "all_teammates"}],
    ),
    (
        "Characters may not be attacked for remainder of game.",
        [{"kind": "cannot_be_attacked", "who": "characters", "duration": "game"}],
    ),
]

test_plural_subjects_keep_their_fields, _ = faithful_field_tests(OWN)

# "villain" / "villains" wherever "hero" / "heroes" are read: the same subject, narrowed to the
# villain code (OR.code-rule)
VILLAIN_FORMS = [
    (
        "This villain may not attack this battle.",
        [{"kind": "cannot_attack", "who": "self", "who_code": "villain"}],
    ),
    (
        "Front line villains may not be attacked this battle.",
        [{"kind": "cannot_be_attacked", "who": "all_front_line", "who_code": "villain"}],
    ),
    (
        "Any active villain may draw 1 card.",
        [{"kind": "draw", "who_code": "villain"}],
    ),
    (
        "Opponent's villains may not attack this battle.",
        [{"kind": "cannot_attack", "who": "opponent_team", "team_noun": "villains"}],
    ),
    (
        "Any opponent's villain may not attack this battle.",
        [{"kind": "cannot_attack", "who": "any_opponent_character", "who_code": "villain"}],
    ),
]

test_villain_forms_keep_their_fields, _ = faithful_field_tests(VILLAIN_FORMS)
