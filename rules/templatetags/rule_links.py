"""Link rule ids to their pages: ``{{ "MR.7"|rule_link }}`` and ``{% rule_links ids %}``.

An id the registry does not know is shown as plain text marked ``unknown-rule`` (and the
registry test fails for any such id written in the project's files).
"""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from rules import registry

register = template.Library()


@register.filter
def rule_link(rule_id: str) -> SafeString:
    """One rule id as a link to ``/rules/<id>/``, with the rule's title as tooltip."""
    rule_id = str(rule_id).strip()
    if not registry.is_known(rule_id):
        return format_html('<span class="unknown-rule">{}</span>', rule_id)
    rule = registry.get_rule(rule_id)
    return format_html(
        '<a class="rule-link" href="{}" title="{}">{}</a>',
        reverse("rules:detail", args=[rule_id]),
        rule.title,
        rule_id,
    )


@register.simple_tag
def rule_links(ids: Iterable[str] | str | None, sep: str = ", ") -> SafeString:
    """Several rule ids (a list, or one string separated by commas/spaces) as links."""
    if not ids:
        return format_html("")
    if isinstance(ids, str):
        ids = [p for p in ids.replace(",", " ").split() if p]
    links = [rule_link(i) for i in ids]
    return format_html_join(sep, "{}", ((link,) for link in links))


@register.filter
def rule_title(rule_id: str) -> str:
    rule_id = str(rule_id).strip()
    return registry.get_rule(rule_id).title if registry.is_known(rule_id) else ""
