"""Acting as the page: send a widget the message its JavaScript would send."""

from __future__ import annotations

from typing import Any


def page(widget: Any, **msg: Any) -> list[dict[str, Any]]:
    """Send ``msg`` to the widget as the page would; return what the kernel sent back."""
    sent: list[dict[str, Any]] = []
    original = widget.send
    widget.send = lambda content, buffers=None: sent.append(content)
    try:
        widget._on_page_msg(widget, {"seq": 1, **msg}, [])
    finally:
        widget.send = original
    return sent
