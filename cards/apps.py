from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card catalogue"

    def ready(self) -> None:
        from cards import signals

        signals.connect()
