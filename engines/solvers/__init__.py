"""Generic solvers that take only the :class:`engines.protocol.Game` protocol."""
from engines.solvers.control import Cancelled, SearchControl, TableFull
from engines.solvers.trace import Trace, TraceEvent

__all__ = ["Cancelled", "SearchControl", "TableFull", "Trace", "TraceEvent"]
