"""What the simulator says when a pack or house rule cannot be played (adapter.py and
house_rule_file.py raise it; the command turns it into diagnostics)."""
from __future__ import annotations

from compiler.report.diagnostics import Diagnostic, Severity, Span


class AdapterError(Exception):
    """A pack or house rule the engine cannot play; carries what a Diagnostic needs."""

    def __init__(self, message: str, help: str | None = None, code: str = "SYN752",
                 span: Span | None = None, argument: str | None = None, diags: list[Diagnostic] | None = None):
        super().__init__(message)
        self.help, self.code, self.span, self.argument = help, code, span, argument
        self.diags = diags or []      # the file's own diagnostics (a house-rule file with errors)

    def diagnostics(self) -> list[Diagnostic]:
        if self.diags:
            return self.diags
        return [Diagnostic(self.code, str(self), self.span, Severity.ERROR, self.help)] if self.span else []
