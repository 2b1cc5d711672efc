"""Pages for the rules: the list, one rule, the glossary."""

from django.urls import path

from rules import views, views_checks, views_desk, views_games_pp, views_games_pu, views_games_rlm

app_name = "rules"

urlpatterns = [
    path("rules/", views.rule_list, name="list"),
    path("rules/<str:rule_id>/", views.rule_detail, name="detail"),
    path("glossary/", views.glossary, name="glossary"),
    path("desk/", views_desk.desk_index, name="desk"),
    path("desk/venture/", views_desk.venture_page, name="desk-venture"),
    path("desk/priority/", views_desk.priority_page, name="desk-priority"),
    path("desk/renege/", views_desk.renege_page, name="desk-renege"),
    path("desk/power-up/", views_games_pu.power_up_page, name="desk-power-up"),
    path("desk/overrealm/", views_games_rlm.overrealm_page, name="desk-overrealm"),
    path("desk/power-play/", views_games_pp.power_play_page, name="desk-power-play"),
    path("desk/ko/", views_checks.ko_page, name="desk-ko"),
    path("desk/defense/", views_checks.defense_page, name="desk-defense"),
]
