"""Root URLs: the site pages, the admin and the API under /api/v1/."""

from django.contrib import admin
from django.urls import include, path

from judge import views
from rules import views_deck, views_resolve

handler400 = "judge.views.bad_request"
handler403 = "judge.views.permission_denied"
handler404 = "judge.views.not_found"
handler500 = "judge.views.server_error"

urlpatterns = [
    path("", views.home, name="home"),
    path("admin/", admin.site.urls),
    path("api/v1/", include("api.urls")),
    path("", include("cards.urls")),
    path("", include("rules.urls")),
    path("resolve/", views_resolve.resolve_page, name="resolve"),
    path("deck/", views_deck.deck_page, name="deck-check"),
    path("discard/", views_deck.discard_page, name="discard-check"),
]
