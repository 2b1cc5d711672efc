"""An empty value of an enum query parameter is refused, as the schema's enum (no "") says;
the pages' forms, which send an empty select for "any", keep reading it as no filter."""

from __future__ import annotations

import pytest

from tests.hardening.conftest import error_of

pytestmark = pytest.mark.django_db


def _enum_parameters(client) -> list[tuple[str, str, list]]:
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    found = []
    for path, operations in schema["paths"].items():
        for parameter in operations.get("get", {}).get("parameters", []):
            enum = parameter.get("schema", {}).get("enum")
            if parameter["in"] == "query" and enum:
                found.append((path, parameter["name"], enum))
    return found


def test_the_list_endpoints_have_enum_filters_and_none_allows_empty(client):
    found = _enum_parameters(client)
    names = {(path, name) for path, name, _enum in found}
    assert {("/api/v1/cards/", "opd"), ("/api/v1/errata/", "status")} <= names
    assert ("/api/v1/rules/", "source") in names
    assert all("" not in enum for _path, _name, enum in found)


def test_every_enum_filter_refuses_an_empty_value_naming_it(client):
    for path, name, enum in _enum_parameters(client):
        error = error_of(client.get(path, {name: ""}), 400)
        assert [d["path"] for d in error["details"]] == [name], path
        assert client.get(path, {name: enum[0]}).status_code == 200, (path, name)
        assert client.get(path).status_code == 200, path


def test_an_empty_value_after_a_good_one_is_still_refused(client):
    response = client.get("/api/v1/cards/?opd=yes&opd=")
    assert error_of(response, 400)["details"][0]["path"] == "opd"


def test_empty_message_lists_the_choices(client):
    error = error_of(client.get("/api/v1/errata/", {"status": ""}), 400)
    assert "official" in error["details"][0]["message"]
    assert "tournament" in error["details"][0]["message"]


@pytest.mark.parametrize("url", ["/errata/?status=", "/?q=", "/?q=opd%3A", "/errata/?status=zz"])
def test_pages_read_an_empty_select_as_no_filter(client, url):
    assert client.get(url).status_code == 200
