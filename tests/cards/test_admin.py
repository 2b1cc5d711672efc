"""Staff edit cards and errata in the admin; history says who changed what and when."""

from __future__ import annotations

import pytest
from django.urls import reverse

from cards.models import Card, CardSet, Erratum, Ruling
from cards.services import demo_load


@pytest.fixture
def staff_client(client, django_user_model):
    user = django_user_model.objects.create_superuser("judge", "judge@example.org", "pw-judge-123")
    client.force_login(user)
    return client, user


@pytest.mark.django_db
def test_admin_pages_render(staff_client):
    client, _ = staff_client
    demo_load()
    card = Card.objects.get(name="Onslaught - Mutant Gestalt")
    erratum = card.errata.get()
    ruling = Ruling.objects.create(
        text="Counts as an attack.", source="Judges' list", rule_ids=["MR.5"]
    )
    ruling.cards.add(card)
    for url in (
        reverse("admin:cards_card_changelist"),
        reverse("admin:cards_card_changelist") + "?q=gestalt&kind__exact=special",
        reverse("admin:cards_card_change", args=[card.pk]),
        reverse("admin:cards_card_history", args=[card.pk]),
        reverse("admin:cards_erratum_changelist"),
        reverse("admin:cards_erratum_change", args=[erratum.pk]),
        reverse("admin:cards_ruling_change", args=[ruling.pk]),
        reverse("admin:cards_cardset_changelist"),
        reverse("admin:cards_cardset_change", args=[CardSet.objects.get(code="DEMO").pk]),
    ):
        response = client.get(url)
        assert response.status_code == 200, url


@pytest.mark.django_db
def test_erratum_added_in_admin_updates_the_card_and_is_recorded(staff_client):
    client, user = staff_client
    demo_load()
    card = Card.objects.get(name="Kryptonite")
    response = client.post(
        reverse("admin:cards_erratum_add"),
        {
            "card": card.pk,
            "should_read": "Cost/Effect: 8 Energy to use. +3 to Energy.",
            "code": "",
            "one_per_deck": "unknown",
            "status": "tournament",
            "source": "MR.20",
            "note": "test ruling",
        },
    )
    assert response.status_code == 302, response.content[:2000]
    card.refresh_from_db()
    assert card.effective_text == "Cost/Effect: 8 Energy to use. +3 to Energy."
    erratum = Erratum.objects.get(card=card, blanket="")
    record = erratum.history.latest()
    assert record.history_user == user and record.history_type == "+"

    # Deleting it in the admin brings the printed text back.
    response = client.post(
        reverse("admin:cards_erratum_delete", args=[erratum.pk]), {"post": "yes"}
    )
    assert response.status_code == 302
    card.refresh_from_db()
    assert card.effective_text == ""


@pytest.mark.django_db
def test_card_edited_in_admin_recomputes_derived_fields(staff_client):
    client, user = staff_client
    demo_load()
    card = Card.objects.get(name="Night Warden - Shadow Strike")
    url = reverse("admin:cards_card_change", args=[card.pk])
    page = client.get(url)
    form = page.context["adminform"].form
    data = {}
    for name, field in form.fields.items():
        value = form.initial.get(name, field.initial)
        if value is None:
            value = ""
        if isinstance(value, (list, dict)):
            value = field.prepare_value(value)
        if isinstance(value, bool):
            if value:
                data[name] = "on"
            continue
        data[name] = value
    data["printed_text"] = "Avoid 1 attack."
    for prefix, formset in (
        (fs.formset.prefix, fs.formset) for fs in page.context["inline_admin_formsets"]
    ):
        data[f"{prefix}-TOTAL_FORMS"] = formset.total_form_count()
        data[f"{prefix}-INITIAL_FORMS"] = formset.initial_form_count()
        for i, f in enumerate(formset.forms):
            for name, field in f.fields.items():
                value = f.initial.get(name, field.initial)
                if hasattr(value, "pk"):
                    value = value.pk
                if isinstance(value, bool):
                    if value:
                        data[f"{prefix}-{i}-{name}"] = "on"
                    continue
                data[f"{prefix}-{i}-{name}"] = (
                    ""
                    if value is None
                    else field.prepare_value(value)
                    if isinstance(value, (list, dict))
                    else value
                )
    response = client.post(url, data)
    assert response.status_code == 302, (
        response.context["adminform"].form.errors if response.context else response
    )
    card.refresh_from_db()
    assert card.printed_text == "Avoid 1 attack."
    assert card.effective_text == "Avoid 1 attack."
    assert card.code == "AG"
    assert card.history.latest().history_user == user
