"""API v1 routes. Each feature adds its own lines here (keep edits small)."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from api import (
    views_cards,
    views_checks,
    views_deck,
    views_index,
    views_judging,
    views_parse,
    views_rules,
)

app_name = "api"

urlpatterns = [
    path("", views_index.ApiIndexView.as_view(), name="index"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
    path("cards/", views_cards.CardListView.as_view(), name="card-list"),
    path("cards/<str:slug>/", views_cards.CardDetailView.as_view(), name="card-detail"),
    path("errata/", views_cards.ErratumListView.as_view(), name="erratum-list"),
    path("rulings/", views_cards.RulingListView.as_view(), name="ruling-list"),
    path("sets/", views_cards.SetListView.as_view(), name="set-list"),
    path("rules/", views_rules.RuleListView.as_view(), name="rule-list"),
    path("rules/<str:rule_id>/", views_rules.RuleDetailView.as_view(), name="rule-detail"),
    path("glossary/", views_rules.GlossaryView.as_view(), name="glossary"),
    path("checks/venture/", views_checks.VentureCheckView.as_view(), name="check-venture"),
    path("checks/priority/", views_checks.PriorityCheckView.as_view(), name="check-priority"),
    path("checks/renege/", views_checks.RenegeCheckView.as_view(), name="check-renege"),
    path("parse/", views_parse.ParseView.as_view(), name="parse"),
    path("resolve/", views_judging.ResolveView.as_view(), name="resolve"),
    path("checks/ko/", views_judging.KoCheckView.as_view(), name="check-ko"),
    path("checks/defense/", views_judging.DefenseCheckView.as_view(), name="check-defense"),
    path("checks/deck/", views_deck.DeckCheckView.as_view(), name="check-deck"),
    path("checks/discard/", views_deck.DiscardCheckView.as_view(), name="check-discard"),
]
