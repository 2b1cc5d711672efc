"""The search syntax, read without a database: every element, negation, quotes, bad input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards.search import (
    MAX_DEPTH,
    MAX_QUERY_CHARS,
    MAX_TERMS,
    And,
    Not,
    Or,
    Term,
    parse,
    type_targets,
)


def node(text: str):
    return parse(text).node


def messages(text: str) -> list[str]:
    return [str(w) for w in parse(text).warnings]


def test_empty_query_matches_everything_without_warnings():
    for text in ("", "   ", None, "\t\n"):
        parsed = parse(text)
        assert parsed.node is None
        assert parsed.warnings == ()


def test_bare_words_match_names():
    assert node("wolverine") == Term("name", "wolverine")
    assert node("dr strange") == And((Term("name", "dr"), Term("name", "strange")))


def test_quoted_phrase_is_one_exact_name_term():
    assert node('"doctor strange"') == Term("name", "doctor strange", exact=True)


def test_text_filters_o_and_text_are_the_same():
    assert node("o:avoid") == Term("text", "avoid")
    assert node("text:avoid") == Term("text", "avoid")
    assert node("O:Avoid") == Term("text", "Avoid")


def test_quoted_text_phrase():
    assert node('o:"may not be defended"') == Term("text", "may not be defended", exact=True)


def test_every_filter_key():
    assert node("t:special") == Term("type", "special")
    assert node("c:wolverine") == Term("character", "wolverine")
    assert node("code:AG") == Term("code", "AG")
    assert node("set:CLOP") == Term("set", "CLOP")
    assert node('set:"x-men"') == Term("set", "x-men", exact=True)
    assert node("name:storm") == Term("name", "storm")
    assert node("is:errata") == Term("is", "errata")


def test_equals_sign_works_like_colon():
    assert node("code=AD") == Term("code", "AD")


@pytest.mark.parametrize(
    ("text", "value"),
    [("opd:yes", "yes"), ("opd:Y", "yes"), ("opd:true", "yes"), ("opd:no", "no"), ("opd:0", "no")],
)
def test_opd_yes_no(text, value):
    assert node(text) == Term("opd", value)


def test_bad_opd_value_is_a_warning_and_ignored():
    parsed = parse("opd:maybe wolverine")
    assert parsed.node == Term("name", "wolverine")
    assert any("opd" in m for m in messages("opd:maybe wolverine"))


def test_negation_of_words_filters_phrases_and_groups():
    assert node("-wolverine") == Not(Term("name", "wolverine"))
    assert node("-t:special") == Not(Term("type", "special"))
    assert node('-o:"may not be defended"') == Not(Term("text", "may not be defended", True))
    assert node("-(t:special or t:event)") == Not(
        Or((Term("type", "special"), Term("type", "event")))
    )


def test_a_lone_dash_in_a_pasted_card_name_means_nothing():
    parsed = parse("Wolverine - Berserker Rage")
    assert parsed.node == And(
        (Term("name", "Wolverine"), Term("name", "Berserker"), Term("name", "Rage"))
    )
    assert parsed.warnings == ()
    assert parsed.name_phrase == "Wolverine - Berserker Rage"


def test_hyphen_inside_a_word_is_part_of_the_word():
    assert node("spider-man") == Term("name", "spider-man")


def test_or_and_grouping():
    assert node("wolverine or sabretooth") == Or(
        (Term("name", "wolverine"), Term("name", "sabretooth"))
    )
    assert node("(c:hulk OR c:thing) o:strength") == And(
        (Or((Term("character", "hulk"), Term("character", "thing"))), Term("text", "strength"))
    )
    # explicit "and" is the same as a space
    assert node("t:special and c:hulk") == And((Term("type", "special"), Term("character", "hulk")))


def test_quoted_or_is_a_word():
    assert node('death "or" glory') == And(
        (Term("name", "death"), Term("name", "or", True), Term("name", "glory"))
    )


def test_unknown_filter_is_a_warning_not_an_error():
    parsed = parse("foo:bar wolverine")
    assert parsed.node == Term("name", "wolverine")
    assert len(parsed.warnings) == 1
    assert parsed.warnings[0].term == "foo:bar"
    assert "unknown filter 'foo:'" in parsed.warnings[0].message


def test_filter_without_value_is_a_warning():
    parsed = parse("o: t:special")
    assert parsed.node == Term("type", "special")
    assert "needs a value" in parsed.warnings[0].message


def test_unknown_type_is_a_warning():
    parsed = parse("t:dragon")
    assert parsed.node is None
    assert "dragon" in parsed.warnings[0].message


def test_unclosed_quote_reads_to_the_end_with_a_warning():
    parsed = parse('o:"may not be defended')
    assert parsed.node == Term("text", "may not be defended", exact=True)
    assert "quote" in parsed.warnings[0].message


def test_unbalanced_parentheses_are_warnings():
    parsed = parse("(c:hulk or c:thing")
    assert parsed.node == Or((Term("character", "hulk"), Term("character", "thing")))
    assert "not closed" in parsed.warnings[0].message
    parsed = parse("c:hulk) o:avoid")
    assert parsed.node == And((Term("character", "hulk"), Term("text", "avoid")))
    assert "no matching" in parsed.warnings[0].message


def test_dangling_or_is_a_warning():
    parsed = parse("wolverine or")
    assert parsed.node == Term("name", "wolverine")
    assert parsed.warnings


def test_empty_quotes_and_groups_are_ignored():
    assert node('"" ()') is None
    assert node("-()") is None


def test_deep_nesting_is_limited_not_a_crash():
    text = "(" * 500 + "wolverine" + ")" * 500
    parsed = parse(text)
    assert parsed.node == Term("name", "wolverine")
    assert any(f"{MAX_DEPTH} nested" in str(w) for w in parsed.warnings)


def test_too_many_terms_are_cut_with_a_warning():
    parsed = parse(" ".join(f"w{i}" for i in range(MAX_TERMS + 10)))
    assert isinstance(parsed.node, And)
    assert len(parsed.node.children) == MAX_TERMS
    assert any(f"first {MAX_TERMS}" in str(w) for w in parsed.warnings)


def test_overlong_query_is_cut_with_a_warning():
    parsed = parse("a" * (MAX_QUERY_CHARS * 3))
    assert len(parsed.node.value) == MAX_QUERY_CHARS
    assert parsed.warnings


def test_control_characters_are_dropped():
    assert node("wol\x00verine") == And((Term("name", "wol"), Term("name", "verine")))


def test_typographic_quotes_work_like_straight_ones():
    assert node("o:\u201cmay not be defended\u201d") == Term("text", "may not be defended", True)


def test_ranking_words_are_the_positive_name_words():
    assert parse("wolverine berserker -rage t:special").name_words == ["wolverine", "berserker"]
    assert parse("wolverine or storm").name_words == []
    assert parse("t:special").name_phrase is None


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("special", {("kind", "special")}),
        ("Specials", {("kind", "special")}),
        ("spec", {("kind", "special")}),
        ("training", {("subtype", "training")}),
        ("multipower", {("subtype", "multipower")}),
        ("Multi-Power", {("subtype", "multipower")}),
        ("any-power", {("subtype", "any_power")}),
        ("Any Power", {("subtype", "any_power")}),
        ("homebase", {("subtype", "home_base")}),
        ("double shot", {("subtype", "doubleshot")}),
        ("hero", {("alignment", "hero")}),
        ("villain", {("alignment", "villain")}),
        ("universe", {("kind", "universe")}),
        ("allies", {("subtype", "ally")}),
    ],
)
def test_type_words(word, expected):
    assert set(type_targets(word)) == expected


@pytest.mark.parametrize("word", ["", "x", "dragon", "a", "-"])
def test_type_words_that_name_nothing(word):
    assert type_targets(word) == frozenset()


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(list('ab:"()- tocOR\u201c\x00=!') + ["or", "o:", "-(", "t:spec", "opd:"])
    ).map("".join)
)
def test_any_input_parses_without_crashing(text):
    parsed = parse(text)
    # Whatever it was, the result is a tree of known nodes and readable warnings.
    stack = [parsed.node] if parsed.node is not None else []
    while stack:
        item = stack.pop()
        assert isinstance(item, (Term, Not, And, Or))
        if isinstance(item, Not):
            stack.append(item.child)
        elif isinstance(item, (And, Or)):
            assert len(item.children) >= 2
            stack.extend(item.children)
        else:
            assert item.value.strip()
    assert all(w.message for w in parsed.warnings)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_unicode_parses_without_crashing(text):
    parse(text)
