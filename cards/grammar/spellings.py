"""The spelling steps of normalisation, in order: typography, the spellings of KO, missing
spaces, and the slips and misspellings found in real card lists, each with the one reading it
can have. Every step only changes spelling, never meaning (``normalise`` applies them)."""

from __future__ import annotations

import re
from collections.abc import Callable


def _rx(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)


# Misspellings found in real card data; each maps to the only word it can mean.
MISSPELLINGS: dict[str, str] = {
    "figthing": "Fighting",
    "fightng": "Fighting",
    "strenght": "Strength",
    "stength": "Strength",
    "intellegence": "Intellect",
    "inteelect": "Intellect",
    "energyor": "Energy or",
    "succesful": "successful",
    "sucessful": "successful",
    "successfull": "successful",
    "condeded": "conceded",
    "exluding": "excluding",
    "determing": "determining",
    "bedefended": "defended",
    "addtional": "additional",
    "removea": "remove a",
    "ona": "on a",
    "fro": "from",
    "towards": "toward",
    "ko'ed": "KO'd",
    "atacks": "attacks",
    "consedes": "concedes",
    "ventura": "Venture",
    "atack": "attack",
    "rerseve": "Reserve",
    "traing": "Training",
    "frontline": "front line",
    "unusuble": "unusable",
}


def _fix_misspelling(m: re.Match[str]) -> str:
    return _same_case(m.group(0), MISSPELLINGS[m.group(0).lower()])


# The spelling steps, in order; compiled once. Each only changes spelling, never meaning.
_STEPS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # Typography.
    (_rx(r"[\u201c\u201d\u201e\u2033]"), '"'),
    (_rx(r"[\u2018\u2019\u2032`´]"), "'"),
    (_rx(r"[\u2013\u2014]"), "-"),
    (_rx(r"[\u2122\u00ae\u00a9]|\(TM\)|\(R\)"), ""),
    (_rx(r"\.{3}|\u2026"), "."),
    (_rx(r"[\t\r\n\u00a0]"), " "),
    (_rx(r"\s*\(sic\)", re.IGNORECASE), ""),  # an editor's note in card lists, not card text
    (_rx(r"\*\*"), ""),  # emphasis marks in rulebook quotations
    # KO in all its spellings: K.O., K.O, K. O., KO'D, K.O.'d ...
    (_rx(r"\bK\.\s?O\b\.?(?='[dD])"), "KO"),
    (_rx(r"\bK\.\s?O\.(?=\s+[A-Z])"), "KO."),
    (_rx(r"\bK\.\s?O\b\.?"), "KO "),
    (_rx(r"\bKO'D\b"), "KO'd"),
    (_rx(r"\bKO'?ed\b"), "KO'd"),
    (_rx(r"\bKO\s+(?=[.,;:)])"), "KO"),
    # Missing spaces: "battle.One Per Deck", "KOOne Per Deck", "attack,May".
    (_rx(r"(?<=\S)(?=One Per De)"), " "),
    (_rx(r"(?<=[a-z0-9)\"'])([.,;:])(?=[A-Za-z\"])"), r"\1 "),
    (_rx(r"\bPer Dek\b", re.IGNORECASE), "Per Deck"),
    # The data's known misspellings (whole words only).
    (
        _rx(r"\b(" + "|".join(re.escape(w) for w in MISSPELLINGS) + r")\b", re.IGNORECASE),
        _fix_misspelling,
    ),
    (_rx(r"\bmy (?=not\b)", re.IGNORECASE), "may "),
    (_rx(r"\bmy (?=be\b)", re.IGNORECASE), "may "),  # "No One Per Deck cards my be played"
    # "One per Dec" at the end of a card: One Per Deck with its last letter lost
    (_rx(r"\bone per dec$", re.IGNORECASE), "One Per Deck"),
    # "Play where teammate is wounded": the time the card is played
    (_rx(r"(?<=\bplay )where(?= \w+ is (?:wounded|ko'd)\b)", re.IGNORECASE), "when"),
    # "Target Character may not used cards with an Intellect icon": the verb after a modal
    (_rx(r"(?<=\bmay not )used(?= (?:cards?|any|power|special)\b)", re.IGNORECASE), "use"),
    (_rx(r"(?<=\btop )op(?= draw pile\b)", re.IGNORECASE), "of"),  # "top op Draw Pile"
    (_rx(r"(?<=\bis )=(?=\d)"), "+"),  # "Each player is =3 to Venture Total"
    (_rx(r"\u2011"), "-"),  # non-breaking hyphen
    # A quoted name's possessive typed with its quotes misplaced: Asteroid "M''s, "Ship'"s.
    (_rx(r"\"([A-Z][A-Za-z]*)(?:''|'\")s\b"), r"\1's"),
    # An opening quote never closed, before a name and its card kind: a "Gen-Active Special
    # (the quote closes after the name, the only place it can close).
    (_rx(r"\"([A-Z][A-Za-z]*(?:-[A-Za-z]+)*)(?= (?:Special|card)s?\b)(?![^\"]*\")"), r'"\1"'),
    (_rx(r"\b(may) on (?=be\b)", re.IGNORECASE), r"\1 only "),
    # Slips in the card lists, each with one possible reading.
    (_rx(r"\b(\d+) \1(?= [A-Z])"), r"\1"),  # "remove 1 1 Event card"
    (_rx(r"\bNightcrawleris\b"), "Nightcrawler is"),
    (_rx(r"\blevel (Energy|Fighting|Strength|Intellect) (\d+) attack"), r"level \2 \1 attack"),
    (_rx(r"\bSentinels (?=Permanent Record)"), "Sentinels' "),
    (_rx(r"\bopponents (?=choice\b|Dead Pile\b|Draw Pile\b)", re.IGNORECASE), "opponent's "),
    # "Any Hero may ...": the subject "any hero", not the card kind Any Hero.
    (_rx(r"\bAny Hero(?= (?:may|must|can|is)\b)"), "Any hero"),
    (_rx(r"\bAny Character(?= (?:may|must|can|is)\b)"), "Any character"),
    (_rx(r"\bAny-Power\b|\bAny Power\b"), "any-power"),
    (_rx(r"\bAny-Power\b", re.IGNORECASE), "any-power"),
    (_rx(r"\bAny[- ]Hero\b"), "any-hero"),
    (_rx(r"\bAny[- ]Character\b"), "any-character"),
    (_rx(r"\bMulti-?Power\b", re.IGNORECASE), "MultiPower"),
    (_rx(r"\bfollow up\b", re.IGNORECASE), "follow-up"),
    # A comma before a relative "which" sets off the same clause as no comma would.
    (_rx(r",\s+(?=which\b)", re.IGNORECASE), " "),
    (_rx(r" {2,}"), " "),
    (_rx(r"^ +| +$"), ""),
    (_rx(r" +(?=[.,;:])"), ""),
)


# More slips of the card lists, each with one possible reading.
_STEPS = _STEPS + (
    # "may not be attacked with by a card" -> "attacked by a card"
    (_rx(r"\battacked with by\b", re.IGNORECASE), "attacked by"),
    # "Placed on im until ..." -> "on him"
    (_rx(r"\bon im\b"), "on him"),
    # "Opponent's may not use ..." -> "Opponents may"
    (_rx(r"\b(Opponent)'s (?=may\b)", re.IGNORECASE), r"\1s "),
    # "Acolytes' team my defend." -> "may defend"
    (_rx(r"\bmy (?=(?:defend|attack)\b)", re.IGNORECASE), "may "),
    # a missing full stop: "... conceded the battle Opponent may defend."
    (_rx(r"\bbattle (?=Opponent may\b)"), "battle. "),
    # "a level 0 Fight or Strength attack" -> "Fighting"
    (_rx(r"\bFight(?= or (?:Energy|Strength|Intellect)\b)"), "Fighting"),
    # "+1 for each Hit and Grey King's Permanent Record" -> "Hit on"
    (_rx(r"\b(Hit) and (?=(?:[A-Z][\w-]* )*[A-Z][\w-]*'s Permanent Record)"), r"\1 on "),
    # "Tactic: Double Shot cards": the card kind Doubleshot, printed in two words
    (_rx(r"\bDouble Shot\b", re.IGNORECASE), "Doubleshot"),
    # "must discard all Placed cards any may not attack": "and" with its last letter slipped
    # (a modal needs its subject, and a bare "any" before it names none)
    (_rx(r"(?<=[a-z] )any(?= may not\b)"), "and"),
    # "Chose character may not attack ..." after "Choose one front line character."
    (_rx(r"\bChose (?=(?:character|hero)\b)"), "Chosen "),
    # "Me be a duplicate." -> "May be"
    (_rx(r"\bMe (?=be\b)"), "May "),
    # A lead printed as a sentence of its own ("At end of battle. Opponent may not ..."): it
    # cannot stand alone, so its full stop is the comma before the sentence it leads
    (_rx(r"(?:^|(?<=[.!] ))(At (?:the )?end of (?:the )?battle)\. (?=[A-Z])"), r"\1, "),
    # So is a bare condition "If drawn card is an attack. Alpha Flight may use it": "If X is
    # (not) a/an Y" with nothing after it cannot stand alone either
    (_rx(r"(?:^|(?<=[.!] ))(If [^.,;]+? (?:is|are) (?:not )?an? [\w-]+)\. (?=[A-Z])"), r"\1, "),
)


# Spellings of the deck-building words, each with one possible reading.
_STEPS = _STEPS + (
    # "Counts as 17-points for Tournament Deckbuilding" -> "17 points"
    (_rx(r"\b(\d+)-(?=points?\b)", re.IGNORECASE), r"\1 "),
    # "None-One-Per-Deck Special Cards" -> "Non-One-Per-Deck"
    (_rx(r"\b(N)one-(?=One-Per-Deck\b)", re.IGNORECASE), r"\1on-"),
    # "Teammates Training card bonus' are ..." -> "Teammates' Training card bonuses are ..."
    (
        _rx(r"\b(Teammates) (?=(?:Universe: )?(?:Training|Teamwork|Ally|Basic) cards?\b)"),
        r"\1' ",
    ),
    (_rx(r"\b(bonus)'(?= (?:are|is)\b)", re.IGNORECASE), r"\1es"),
)

# Ranges of levels: "level 1-4" is "level 1 through 4".
_STEPS = _STEPS + ((_rx(r"\b(level \d+) ?- ?(?=\d+\b)", re.IGNORECASE), r"\1 through "),)


def _same_case(original: str, replacement: str) -> str:
    if original[:1].islower():
        return replacement[:1].lower() + replacement[1:]
    return replacement


STEPS = _STEPS

#: Quicker patterns that match wherever a step's own does, for the steps whose own search is
#: slow and whose needles are in nearly every text (a space, a digit): normalisation searches
#: the twin first and skips the step when it finds nothing (``normalise._plan``).
TWINS: dict[str, re.Pattern[str]] = {
    # A run of spaces at either end: a space at either end.
    r"^ +| +$": _rx(r"^ | $"),
    # "1 1": a digit, a space and a digit.
    r"\b(\d+) \1(?= [A-Z])": _rx(r"\d \d"),
}
