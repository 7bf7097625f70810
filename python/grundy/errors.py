"""The exceptions grundy raises: what was wrong, and where (the column of the notation)."""


class GrundyError(Exception):
    """Anything grundy refuses or cannot finish. `column` is 1-based, or None."""

    def __init__(self, message, column=None):
        super().__init__(message)
        self.message = message
        self.column = column


class ParseError(GrundyError, ValueError):
    """The notation does not parse; `column` says where (the CLI's exit status 2)."""


class UsageError(GrundyError, ValueError):
    """A well-formed request the engine cannot take (a cycle in a graph, a bad option)."""


class BudgetExceeded(GrundyError):
    """The computation ran past its budget: timeout, nodes or memory (the CLI's exit 1)."""


class ComputationError(GrundyError):
    """The computation failed for another reason."""
