"""Page-number pagination that refuses a page size it cannot honour (400), instead of
silently answering a default-sized page: ``page_size=abc`` or ``0`` is a mistake to report."""

from __future__ import annotations

from rest_framework import exceptions
from rest_framework.pagination import PageNumberPagination


class StrictPageNumberPagination(PageNumberPagination):
    page_size_query_param = "page_size"
    max_page_size = 200

    def get_page_size(self, request) -> int:
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None:
            return self.page_size
        if not raw.isdigit() or not 1 <= int(raw) <= self.max_page_size:
            raise exceptions.ValidationError(
                {
                    self.page_size_query_param: f"must be a whole number from 1 to {self.max_page_size}"
                }
            )
        return int(raw)

    def get_page_number(self, request, paginator):
        if request.query_params.get(self.page_query_param) == "":
            raise exceptions.NotFound("Invalid page: empty.")  # as DRF answers "abc" or "0"
        return super().get_page_number(request, paginator)

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_size_query_param:
                parameter["schema"].update(minimum=1, maximum=self.max_page_size)
            elif parameter["name"] == self.page_query_param:
                parameter["schema"]["minimum"] = 1
        return parameters
