"""API v1 routes. Each feature adds its own lines here (keep edits small)."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from api import (
    views_cards,
    views_checks,
    views_deck,
    views_games_pp,
    views_games_pu,
    views_games_rlm,
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
    path("vocabulary/", views_rules.VocabularyView.as_view(), name="vocabulary"),
    path("checks/venture/", views_checks.VentureCheckView.as_view(), name="check-venture"),
    path("checks/priority/", views_checks.PriorityCheckView.as_view(), name="check-priority"),
    path("checks/renege/", views_checks.RenegeCheckView.as_view(), name="check-renege"),
    path("parse/", views_parse.ParseView.as_view(), name="parse"),
    path("resolve/", views_judging.ResolveView.as_view(), name="resolve"),
    path("checks/ko/", views_judging.KoCheckView.as_view(), name="check-ko"),
    path("checks/defense/", views_judging.DefenseCheckView.as_view(), name="check-defense"),
    path("checks/deck/", views_deck.DeckCheckView.as_view(), name="check-deck"),
    path("checks/discard/", views_deck.DiscardCheckView.as_view(), name="check-discard"),
    path("games/power-up/combat/", views_games_pu.PowerUpCombatView.as_view(), name="pu-combat"),
    path("games/power-up/chain/", views_games_pu.PowerUpChainView.as_view(), name="pu-chain"),
    path("games/power-up/winner/", views_games_pu.PowerUpWinnerView.as_view(), name="pu-winner"),
    path("games/power-up/deck/", views_games_pu.PowerUpDeckView.as_view(), name="pu-deck"),
    path("games/overrealm/turn/", views_games_rlm.OverRealmTurnView.as_view(), name="rlm-turn"),
    path("games/power-play/tally/", views_games_pp.TallyView.as_view(), name="pp-tally"),
    path("games/power-play/score/", views_games_pp.ScoreView.as_view(), name="pp-score"),
    path("games/power-play/turn-end/", views_games_pp.TurnEndView.as_view(), name="pp-turn-end"),
]
