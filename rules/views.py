"""Rule pages: every rule grouped by rulebook and section, one rule, and the glossary."""

from __future__ import annotations

from itertools import groupby

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from rules import glossary as glossary_data
from rules import registry, vocabulary


def _heading(section: str) -> str:
    """The top-level heading of a section (``The Battle`` for ``The Battle: Pass``)."""
    return section.split(":", 1)[0].split(";", 1)[0].strip()


def rule_list(request: HttpRequest) -> HttpResponse:
    source = request.GET.get("source") or ""
    query = (request.GET.get("q") or "").strip()
    rules = registry.find_rules(query, source if source in registry.SOURCES else None)
    documents = []
    for src, in_source in groupby(rules, key=lambda r: r.source):
        in_source = list(in_source)
        sections: dict[str, list[registry.Rule]] = {}
        for rule in in_source:
            sections.setdefault(_heading(rule.section), []).append(rule)
        documents.append(
            {
                "source": src,
                "title": registry.SOURCE_TITLES.get(src, src),
                "count": len(in_source),
                "sections": list(sections.items()),
            }
        )
    return render(
        request,
        "rules/list.html",
        {
            "documents": documents,
            "count": len(rules),
            "q": query,
            "source": source,
            "sources": [
                (s, title) for s, title in registry.SOURCE_TITLES.items() if registry.all_rules(s)
            ],
        },
    )


def rule_detail(request: HttpRequest, rule_id: str) -> HttpResponse:
    if not registry.is_known(rule_id):
        return render(
            request,
            "rules/unknown.html",
            {"rule_id": rule_id, "suggestions": registry.suggest(rule_id)},
            status=404,
        )
    rule = registry.get_rule(rule_id)
    known = registry.all_rules()
    finer = [r for r in known if r.id.startswith(rule.id + ".")]
    parent = (
        registry.get_rule(rule.parent) if rule.parent and registry.is_known(rule.parent) else None
    )

    def rules_of(ids):
        return [registry.get_rule(i) for i in ids]

    return render(
        request,
        "rules/detail.html",
        {
            "rule": rule,
            "parent": parent,
            "finer": finer,
            "supersedes": rules_of(rule.supersedes),
            "superseded_by": rules_of(rule.superseded_by),
            "see_also": rules_of(rule.see_also),
            "terms": glossary_data.terms_for_rule(rule.id),
        },
    )


def glossary(request: HttpRequest) -> HttpResponse:
    terms = glossary_data.all_terms()
    letters = [
        (letter, list(items)) for letter, items in groupby(terms, key=lambda t: t.term[0].upper())
    ]
    context = {"letters": letters, "count": len(terms), "clause_kinds": vocabulary.clause_kinds()}
    return render(request, "rules/glossary.html", context)
