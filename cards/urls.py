"""Catalogue pages (the search itself is on the home page)."""

from django.urls import path

from cards import views

app_name = "cards"

urlpatterns = [
    path("cards/<str:slug>/", views.card_page, name="card"),
    path("errata/", views.errata_page, name="errata"),
    path("sets/", views.sets_page, name="sets"),
]
