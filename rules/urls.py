"""Pages for the rules: the list, one rule, the glossary."""

from django.urls import path

from rules import views

app_name = "rules"

urlpatterns = [
    path("rules/", views.rule_list, name="list"),
    path("rules/<str:rule_id>/", views.rule_detail, name="detail"),
    path("glossary/", views.glossary, name="glossary"),
]
