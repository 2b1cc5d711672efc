"""Root URLs: the site pages, the admin and the API under /api/v1/."""

from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from django.views.generic import RedirectView

from judge import views
from rules import views_board, views_deck, views_resolve

handler400 = "judge.views.bad_request"
handler403 = "judge.views.permission_denied"
handler404 = "judge.views.not_found"
handler500 = "judge.views.server_error"

urlpatterns = [
    path("", views.home, name="home"),
    path("favicon.ico", RedirectView.as_view(url=f"/{settings.STATIC_URL.strip('/')}/favicon.svg")),
    path("admin/", admin.site.urls),
    path("api/v1/", include("api.urls")),
    path("", include("cards.urls")),
    path("", include("rules.urls")),
    path("resolve/", views_resolve.resolve_page, name="resolve"),
    path("resolve/build/", views_board.build_page, name="resolve-build"),
    path("resolve/examples/", views_board.examples_page, name="resolve-examples"),
    path("deck/", views_deck.deck_page, name="deck-check"),
    path("discard/", views_deck.discard_page, name="discard-check"),
    path("rulings/", include("rules.urls_rulings")),
    path(
        "accounts/login/",
        auth_views.LoginView.as_view(template_name="rulings/login.html"),
        name="login",
    ),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
]
