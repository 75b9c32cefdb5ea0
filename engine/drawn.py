"""``_repr_html_ = drawn``: how every engine type a notebook draws gets its picture.

The pictures (``tractor_engine.pictures``) load on the first drawing, not with the engine.
"""

from __future__ import annotations


def drawn(value: object) -> str:
    """The HTML picture of ``value`` (``pictures.html_of``), for its type's ``_repr_html_``."""
    from .pictures import html_of

    return html_of(value)
