"""A judge's account and a situation to log: Wolverine's 7 Fighting KOs a Hulk on 13 points."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model

from rules.services_rulings import ensure_judges_group
from tests.situations import wolverine_attacks_hulk

PASSWORD = "table-seven-ruling"

KO_SITUATION = wolverine_attacks_hulk(
    turn="A", hulk_hits=[{"icon": "strength", "value": 13, "record": "permanent"}]
)


@pytest.fixture
def situation_text() -> str:
    return json.dumps(KO_SITUATION)


def make_judge(username: str = "judy"):
    user = get_user_model().objects.create_user(username, password=PASSWORD)
    user.groups.add(ensure_judges_group())
    return user


@pytest.fixture
def judge_user(db):
    return make_judge()


@pytest.fixture
def judge_client(client, judge_user):
    client.force_login(judge_user)
    return client


def ruling_form(situation_text: str, **fields) -> dict:
    data = {
        "event": "Regional Open",
        "round": "3",
        "table": "12",
        "ruling": "The attack hits; Hulk is KO'd.",
        "notes": "",
        "situation": situation_text,
        "save": "1",
    }
    data.update(fields)
    return data
