"""``manage.py add_judge NAME``: a judge's account (in the "Judges" group) for the rulings log.

Creates the user when missing (asking for a password, or reading ``JUDGE_PASSWORD`` when set,
e.g. in a script) and adds it to the group; running it again for an existing user only
makes sure of the group.
"""

from __future__ import annotations

import getpass
import os

from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from rules.services_rulings import ensure_judges_group


class Command(BaseCommand):
    help = "Create a judge's account (or add an existing user to the Judges group)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--email", default="")

    def handle(self, *args, username: str, email: str, **options):
        users = get_user_model()
        user = users.objects.filter(username=username).first()
        if user is None:
            password = os.environ.get("JUDGE_PASSWORD") or self._ask_password()
            user = users(username=username, email=email)
            try:
                validate_password(password, user)
            except ValidationError as exc:
                raise CommandError("; ".join(exc.messages)) from None
            user.set_password(password)
            user.save()
            self.stdout.write(f"Created the account {username}.")
        user.groups.add(ensure_judges_group())
        self.stdout.write(f"{username} is in the Judges group: may log and read rulings.")

    def _ask_password(self) -> str:
        try:
            first = getpass.getpass("Password: ")
            second = getpass.getpass("Password (again): ")
        except (EOFError, KeyboardInterrupt):
            raise CommandError("No password given (set JUDGE_PASSWORD to script this).") from None
        if first != second:
            raise CommandError("The passwords differ.")
        return first
