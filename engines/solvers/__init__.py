"""Generic solvers that take only the :class:`engines.protocol.Game` protocol."""
from engines.compiled import honour_pure

honour_pure()  # before the one-player search, a kernel, is imported (FINITE_GAMES_PURE=1)

from engines.solvers.control import Cancelled, SearchControl, TableFull
from engines.solvers.trace import Trace, TraceEvent

__all__ = ["Cancelled", "SearchControl", "TableFull", "Trace", "TraceEvent"]
