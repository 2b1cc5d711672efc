"""The rulings log: ``/rulings/`` (judges), ``/rulings/s/<token>/`` (anyone with the link)."""

from django.urls import path

from rules import views_rulings

app_name = "rulings"

urlpatterns = [
    path("", views_rulings.ruling_list, name="list"),
    path("new/", views_rulings.new_ruling, name="new"),
    path("export.csv", views_rulings.export_csv, name="export"),
    path("s/<str:token>/", views_rulings.shared_ruling, name="shared"),
]
