from django.apps import AppConfig
from django.db.models.signals import post_migrate


def _judges_group(sender, **kwargs) -> None:
    from rules.services_rulings import ensure_judges_group

    ensure_judges_group()


class RulesConfig(AppConfig):
    name = "rules"
    verbose_name = "Rules"

    def ready(self) -> None:
        # After the permissions exist (contenttypes and auth run their post_migrate first).
        post_migrate.connect(_judges_group, sender=self, dispatch_uid="rules-judges-group")
