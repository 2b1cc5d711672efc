"""The families of rewording the generalisation probe (``grammar_variants.py``) applies, and how
it judges a variant: by comparing trees, never text.

Each family rewrites one field of a sentence the way other printings of the game word it, and
says what the tree of the variant must show: the new value among the fields that changed
(``expect``), any change at all (``CHANGED``: a modal swap must not read the same), or no
change (``SAME``: "cannot" and "may not", "Power card" and "Power cards" mean the same).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from typing import Any, NamedTuple

CHANGED: tuple[str, ...] = ("<changed>",)
SAME: tuple[str, ...] = ("<same>",)

POWER_TYPES = ("Energy", "Fighting", "Strength", "Intellect")
_OTHER_TYPE = {"Energy": "Strength", "Fighting": "Intellect", "Strength": "Energy"}
_OTHER_TYPE["Intellect"] = "Fighting"
_NOT_AFTER_ICON = r"(?<!Energy )(?<!Fighting )(?<!Strength )(?<!Intellect )(?<!Power )(?<!-)"
_TYPE = r"\b(Energy|Fighting|Strength|Intellect)\b"
# A power type that qualifies a card or an attack (not a Power Grid value or a requirement).
_TYPE_OF_CARD = _TYPE + r"(?= (?:Power cards?|attacks?|Power Card)\b)"
# Not the last item of a list ("Energy, Fighting or Strength attack"): joining there is no
# English.
_NOT_IN_LIST = r"(?<!, )(?<!or )(?<!and )"
# A modal after "No <cards>", "Neither" or "only" is already negated or limited: swapping it
# makes no English.
_NEGATED = re.compile(r"^(?:No|Neither) |\b(?:either|only)\b", re.IGNORECASE)
# A modal inside a condition or the event that ends a duration ("if both players cannot
# venture", "until Leader is KO'd or cannot be attacked") says what a character is able to do,
# not what the sentence permits: it is not the sentence's modal, and "must" there is no English.
_IN_CONDITION = re.compile(r"\b(?:if|until|unless)\b[^,]*$", re.IGNORECASE)
# Words after which a who noun cannot be swapped for another ("Target Teammate" -> "Target Any
# teammate", "1st Teammate", "a Teammate's card", "for each Teammate with ...", "to your
# opponent", "a different opponent"): the swap would print no English.
_NOT_AFTER_WHO = r"(?<![Tt]arget )(?<!1st )(?<!2nd )(?<!\ba )(?<!each )(?<!your )(?<!different )"
# "Value of 5 or greater" (a Power Grid value) has no level range.
_NOT_VALUE = r"(?<![Vv]alue )"
# A sentence's subject and the subject joined to it: (subjects, joined, expected token).
_JOINED_SUBJECTS = (
    ("Opponent|Target Character", "any teammate", ("teammate",)),
    ("Teammate|Any teammate|This character", "Target Character", ("target",)),
)
NAMES = ("Captain America", "Storm", "Doctor Doom", "Spider-Man")


class Variant(NamedTuple):
    family: str
    text: str
    expect: tuple[str, ...]  # tokens the changed fields must hold, or CHANGED / SAME


class Swap(NamedTuple):
    family: str
    pattern: str
    # (replacement, expected tokens); a replacement may use the match's groups (\1).
    replacements: tuple[tuple[str, tuple[str, ...]], ...]


def _each_type(family: str, make) -> list[Swap]:
    return [
        Swap(
            family,
            rf"{_NOT_IN_LIST}\b{kind}\b(?= (?:Power cards?|attacks?|Power Card)\b)",
            make(kind),
        )
        for kind in POWER_TYPES
    ]


SWAPS: list[Swap] = [
    Swap(
        "duration",
        r"\bfor (?:the )?remainder of (?:the )?battle\b",
        (("for remainder of game", ("game",)),),
    ),
    Swap(
        "duration",
        r"\bfor (?:the )?remainder of (?:the )?game\b",
        (("for remainder of battle", ("battle",)),),
    ),
    # "this battle" is a duration unless it says when cards were ventured or discarded.
    Swap("duration", r"(?<!for )(?<!red )\bthis battle\b", (("for remainder of game", ("game",)),)),
    Swap(
        "who",
        r"(?<![Tt]arget )\bTarget Character\b",
        (("Opponent", ("opponent",)), ("Target Opponent", ("opponent",))),
    ),
    Swap(
        "who",
        _NOT_AFTER_WHO + r"\b[Oo]pponent(?!'| may not| cannot| has| concedes)\b",
        (("Target Character", ("target",)),),
    ),
    Swap(
        "who",
        _NOT_AFTER_WHO + r"(?<!-)\bTeammate\b(?! has| concedes)",
        (("Target Character", ("target",)), ("Any teammate", ("any",))),
    ),
    Swap(
        "card type",
        _NOT_AFTER_ICON + r"\bPower (card|Card)(s?)\b",
        ((r"Special \1\2", ("special",)), (r"Universe \1\2", ("universe",))),
    ),
    Swap(
        "card type",
        _NOT_AFTER_ICON + r"\bSpecial (card|Card)(s?)\b",
        ((r"Power \1\2", ("power",)), (r"Universe \1\2", ("universe",))),
    ),
    Swap(
        "card type",
        _NOT_AFTER_ICON + r"\bUniverse (card|Card)(s?)\b",
        ((r"Power \1\2", ("power",)), (r"Special \1\2", ("special",))),
    ),
    *[
        Swap("power type", rf"\b{k}\b", ((_OTHER_TYPE[k], (_OTHER_TYPE[k].lower(),)),))
        for k in POWER_TYPES
    ],
    Swap("number", r"\bof (\d) or less\b", (("of 6 or less", ("6",)),)),
    Swap("number", r"(?<=level )(\d)\b(?! through)", (("3", ("3",)),)),
    Swap("number", r"(?<![\w+-])([+-])\d\b", (("+4", ("4",)), ("-3", ("3",)))),
    Swap("number", r"(?<=[a-z] )\d(?= (?:cards?|Hits?|[A-Z]\w+ cards?)\b)", (("3", ("3",)),)),
    # Modals: a permission, an obligation and a bar read differently; "cannot" = "may not".
    Swap("modal", r"\b([Mm])ay not\b", ((r"\1ay", CHANGED), ("cannot", SAME))),
    Swap("modal", r"\b[Cc]annot\b", (("may not", SAME), ("must", CHANGED))),
    Swap("modal", r"\b([Mm])ay\b(?! not)", ((r"\1ust", CHANGED), (r"\1ay not", CHANGED))),
    Swap("modal", r"\b([Mm])ust\b(?! be)", ((r"\1ay", CHANGED), (r"\1ay not", CHANGED))),
    Swap("modal", r"\b([Mm])ust be\b", ((r"\1ay not be", CHANGED),)),
    # Level ranges: "level 6 through 8", "of 4 or less", "of 5 or greater", "level 4 or less".
    Swap(
        "level_range",
        _NOT_VALUE + r"\blevels? (\d) (?:through|to|-) (\d)\b",
        (("of 4 or less", ("4",)), ("of 5 or greater", ("5",)), ("level 4 or less", ("4",))),
    ),
    Swap(
        "level_range",
        _NOT_VALUE + r"\b(?:of|level) (\d) or (?:less|lower|below)\b",
        (
            ("level 6 through 8", ("6", "8")),
            ("of 5 or greater", ("5",)),
            ("level 3 or less", ("3",)),
        ),
    ),
    Swap(
        "level_range",
        _NOT_VALUE + r"\b(?:of|level) (\d) or (?:greater|more|higher|above)\b",
        (("of 4 or less", ("4",)), ("level 2 through 5", ("2", "5"))),
    ),
    # Plural and singular: the count changes, the plural of a kind alone does not.
    Swap(
        "plural",
        r"\b1 (attack|Hit|card|(?:Power|Special|Universe|Energy|Fighting|Strength|Intellect) (?:Power )?card)\b",
        ((r"2 \1s", ("2",)),),
    ),
    Swap(
        "plural",
        r"\b2 (attack|Hit|card|(?:Power|Special|Universe|Energy|Fighting|Strength|Intellect) (?:Power )?card)s\b",
        ((r"1 \1", ("1",)),),
    ),
    Swap("plural", r"\b(any|all) ((?:[A-Z][a-z]+ )?Power) cards\b", ((r"\1 \2 card", SAME),)),
    Swap("plural", r"\b(any) ((?:[A-Z][a-z]+ )?Power) card\b(?!s)", ((r"\1 \2 cards", SAME),)),
    # A second power type or subject joined with "and" / "or".
    *_each_type("join_or", lambda k: ((f"{k} or {_OTHER_TYPE[k]}", (_OTHER_TYPE[k].lower(),)),)),
    *_each_type("join_and", lambda k: ((f"{k} and {_OTHER_TYPE[k]}", (_OTHER_TYPE[k].lower(),)),)),
    *[
        Swap(
            family,
            rf"^({subject})(?= (?:may|must|cannot|is)\b)",
            ((rf"\1 {word} {other}", expect),),
        )
        for family, word in (("join_and", "and"), ("join_or", "or"))
        for subject, other, expect in _JOINED_SUBJECTS
    ],
    # A power type <-> Any-Power / MultiPower.
    Swap(
        "power_any",
        _NOT_IN_LIST + _TYPE_OF_CARD,
        (("Any-Power", ("any power",)), ("MultiPower", ("multipower",))),
    ),
    Swap("power_any", r"\b(?:Any-Power|MultiPower)\b", (("Energy", ("energy",)),)),
    # Moment leads: the battle's end, each battle's, a phase's end or the time after it.
    Swap(
        "lead",
        r"^At (?:the )?end of (?:the )?battle\b",
        (("At the end of each battle", ("each",)),),
    ),
    Swap(
        "lead",
        r"^During (?:the )?Discard Phase\b",
        (("At the end of the Discard Phase", ("end",)), ("After the Discard Phase", ("after",))),
    ),
    # Whose attacks: another side or the card's own character.
    Swap(
        "possessive",
        r"\b[Oo]pponent's(?= (?:(?:Energy|Fighting|Strength|Intellect) )?attacks\b)",
        (("Teammate's", ("teammate",)), ("This character's", ("self",))),
    ),
]
FAMILIES = sorted({swap.family for swap in SWAPS} | {"name"})


def variants(sentence: str, own_name: str) -> list[Variant]:
    """Every variant of ``sentence``: the first match of each swap, once per replacement."""
    out: list[Variant] = []
    for swap in SWAPS:
        match = re.search(swap.pattern, sentence)
        if not match or (swap.family == "modal" and _NEGATED.search(sentence)):
            continue
        if swap.family == "modal" and _IN_CONDITION.search(sentence[: match.start()]):
            continue
        for new, expect in swap.replacements:
            varied = sentence[: match.start()] + match.expand(new) + sentence[match.end() :]
            if varied != sentence:
                out.append(Variant(swap.family, varied, expect))
    if own_name and re.search(rf"\b{re.escape(own_name)}\b", sentence):
        other = next(name for name in NAMES if name != own_name)
        renamed = re.sub(rf"\b{re.escape(own_name)}\b", other, sentence)
        out.append(Variant("name", renamed, (other.lower(),)))
    return out


def leaves(value: Any, path: str = "") -> Iterable[tuple[str, Any]]:
    """The tree as (field path, value) pairs; spans are positions in the text, not meaning."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        yield f"{path}<{type(value).__name__}>", True
        for field in dataclasses.fields(value):
            if field.name != "span":
                yield from leaves(getattr(value, field.name), f"{path}.{field.name}")
    elif isinstance(value, tuple | list):
        for index, item in enumerate(value):
            yield from leaves(item, f"{path}[{index}]")
    elif isinstance(value, dict):
        for key, item in sorted(value.items(), key=lambda pair: str(pair[0])):
            yield from leaves(item, f"{path}.{key}")
    elif value is not None and value != ():
        yield path, value


def _words(value: Any) -> str:
    return " " + re.sub(r"[^a-z0-9]+", " ", str(value).lower()).strip() + " "


def tree_shows(original: tuple, varied: tuple, expect: tuple[str, ...]) -> bool:
    """Whether the varied clauses differ from the original ones as ``expect`` says: the same
    tree for SAME, any difference for CHANGED, else every expected token is held by a field
    the variant changed (a field the original lacks or holds with another value)."""
    before, after = set(leaves(original)), set(leaves(varied))
    if expect == SAME:
        return before == after
    if before == after:
        return False
    if expect == CHANGED:
        return True
    changed = " ".join(_words(value) for _path, value in after - before)
    return all(f" {token} " in changed for token in expect)
