from django.apps import AppConfig


class JudgeConfig(AppConfig):
    name = "judge"
    verbose_name = "Judge's desk (site pages)"
