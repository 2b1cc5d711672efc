"""Normalisation: spelling only, never meaning, and spans that point into the original text."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.normalise import normalise, sentences
from cards.grammar.parser import keywords


def norm(text: str) -> str:
    return normalise(text, keywords()).text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("\u201cTeammate\u201d", '"Teammate"'),
        ("Opponent\u2019s team", "opponent's team"),
        ("Wolverine\u2122 may avoid", "Wolverine may avoid"),
        ("Storm\u00ae", "Storm"),
        ("is K.O.'d", "is ko'd"),
        ("is KO'D", "is ko'd"),
        ("is K.O.\u2019d", "is ko'd"),
        ("Hits to K.O. is reduced", "hits to ko is reduced"),
        ("remainder of battle.One Per Deck", "remainder of battle. one per deck"),
        ("Spectrum KOOne Per Deck", "spectrum ko one per deck"),
        ("Figthing", "fighting"),
        ("Strenght", "strength"),
        ("One Per Dek", "one per deck"),
        ("Energyor Strength", "energy or strength"),
        ("If succesful", "if successful"),
        ("Avoid", "avoid"),
        ("Any-Power", "any-power"),
        ("Any Power attack", "any-power attack"),
        ("any Power card", "any power card"),
        ("Multi-Power", "multipower"),
        ("Placed (sic) on him", "placed on him"),
        ("  Draw   3  cards .", "draw 3 cards."),
    ],
)
def test_normalisation(raw, expected):
    assert norm(raw) == expected


def test_names_keep_their_case():
    assert (
        norm('Captain Mar-Vell may play "Molecular Mimic"')
        == 'Captain Mar-Vell may play "Molecular Mimic"'
    )


def test_offsets_map_back_into_the_original():
    raw = "Acts as a level 5 Figthing attack.One Per Dek"
    n = normalise(raw, keywords())
    start = n.text.index("fighting")
    s, e = n.original_span(start, start + len("fighting"))
    assert raw[s:e] == "Figthing"
    s, e = n.original_span(n.text.index("one per deck"), len(n.text))
    assert raw[s:e] == "One Per Dek"


def test_ko_spellings_map_back():
    raw = "Target is K.O.'d by this Hit"
    n = normalise(raw, keywords())
    i = n.text.index("ko'd")
    s, e = n.original_span(i, i + 4)
    assert raw[s:e] == "K.O.'d"


def test_sentence_splitting():
    text = norm("Avoid 1 attack. Dr. Strange may draw 1 card. One Per Deck")
    parts = [text[s:e] for s, e in sentences(text)]
    assert parts == ["avoid 1 attack.", "Dr. Strange may draw 1 card.", "one per deck"]


def test_one_per_deck_inside_a_sentence_is_not_split():
    text = norm("No One Per Deck cards may be played this battle.")
    assert len(sentences(text)) == 1


def test_normalisation_does_not_change_meaning():
    plain = parse_effect("Acts as a level 5 Fighting attack. One Per Deck")
    messy = parse_effect("ACTS AS A LEVEL 5 Figthing ATTACK.One Per Dek")
    assert plain.to_json()["clauses"][0] | {"span": None} == messy.to_json()["clauses"][0] | {
        "span": None
    }
    assert plain.canonical == messy.canonical


def test_unparsed_span_points_into_effective_text():
    text = "Acts as a level 4 Figthing attack. Opponent must sing loudly.One Per Dek"
    tree = parse_effect(text)
    (piece,) = tree.unparsed
    assert text[piece.span[0] : piece.span[1]] == "Opponent must sing loudly."
    assert tree.one_per_deck


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # Group C data typos: each spelling has only one possible meaning.
        ("remove 1 1 Event card", "remove 1 event card"),
        ("until Nightcrawleris KO'd", "until Nightcrawler is ko'd"),
        ("Acts as a level Fighting 2 attack.", "acts as a level 2 fighting attack."),
        ("from Sentinels Permanent Record", "from Sentinels' permanent record"),
        ("2 cards of opponents choice", "2 cards of opponent's choice"),
        ("All cards in opponents Dead Pile", "all cards in opponent's dead pile"),
        ("Any Hero may make 1 additional attack", "any hero may make 1 additional attack"),
        ("become Any Hero Specials", "become any-hero specials"),
        ("Any Character may avoid 1 attack", "any character may avoid 1 attack"),
    ],
)
def test_data_typos_are_read_as_meant(raw, expected):
    assert norm(raw) == expected


# --- group A: typos whose meaning is certain
@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("No One Per Deck cards my be played", "no one per deck cards may be played"),
        ("1 card from top op Draw Pile", "1 card from top of draw pile"),
        ("Each player is =3 to Venture Total", "each player is +3 to venture total"),
        ("Iceman: The Ice\u2011Man's Hits", "Iceman: the Ice-Man's hits"),
    ],
)
def test_more_data_typos_are_read_as_meant(raw, expected):
    assert norm(raw) == expected


def test_typo_rules_stay_narrow():
    assert norm("my team") == "my team"  # "my" only becomes "may" before "be" / "not"
    assert norm("op Draw Pile") == "op draw pile"  # "op" only after "top"
    assert norm("x =3") == "x =3"  # "=" only after "is"


def test_comm_abbreviation_does_not_end_a_sentence():
    text = norm("Comm. Gordon & G.C.P.D. are +2 to Venture Total each battle.")
    assert len(sentences(text)) == 1


# Group B: slips in the X-Men, Classic and DC specials, each with one possible reading.
@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("may not be attacked with by a card", "may not be attacked by a card"),
        ("Special cards Placed on im until", "Special cards Placed on him until"),
        ("Opponent's may not use Universe cards", "Opponents may not use Universe cards"),
        ("Acolytes' team my defend.", "Acolytes' team may defend."),
        ("conceded the battle Opponent may defend.", "conceded the battle. Opponent may defend."),
        ("a level 0 Fight or Strength attack", "a level 0 Fighting or Strength attack"),
        (
            "+1 for each Hit and Grey King's Permanent Record",
            "+1 for each Hit on Grey King's Permanent Record",
        ),
        # not slips: left alone (an icon missing from a card is not guessed: its text is
        # left for a judge, unparsed)
        ("Acts as a level 4 or Fighting attack.", "Acts as a level 4 or Fighting attack."),
        ("Reavers may continue to fight", "Reavers may continue to fight"),
        ("Discard 1 Hit and 1 card", "Discard 1 Hit and 1 card"),
        ("Opponent's team may not", "Opponent's team may not"),
    ],
)
def test_card_list_slips(raw: str, expected: str) -> None:
    assert normalise(raw).text == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # a title-case name with "For" / "Of" inside keeps its capitals ...
        ("Heroes For Hire may play", "Heroes For Hire may play"),
        ("Shang Chi: Master Of Kung Fu may", "Shang Chi: Master Of Kung Fu may"),
        # ... but title-cased keywords are still keywords
        ("Target Character For Remainder Of Battle", "target character for remainder of battle"),
        ("Heroes for remainder of battle", "heroes for remainder of battle"),
    ],
)
def test_title_case_names(raw: str, expected: str) -> None:
    assert norm(raw) == expected
