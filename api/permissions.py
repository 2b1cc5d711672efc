"""Who may do what through the API.

Anonymous users read everything. The judging endpoints (parse, resolve, checks) take POST
but write nothing, so they are open to everyone; they mark themselves with
``computes_only = True``. Every other write is refused (401 without a session, 403 with one)
unless the user is staff; staff edit the catalogue through the admin.
"""

from rest_framework.permissions import SAFE_METHODS, BasePermission


class ReadOnlyOrJudging(BasePermission):
    message = "The catalogue is read-only through the API."

    def has_permission(self, request, view) -> bool:
        if request.method in SAFE_METHODS:
            return True
        if not hasattr(view, request.method.lower()):
            return True  # not a method of this view: DRF answers 405, not 403
        return request.method == "POST" and getattr(view, "computes_only", False)
