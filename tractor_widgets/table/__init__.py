"""The Table widget: live rounds and games of Tractor against the engine's bots, or as a teacher.

One package, one widget (``tw.Table``):

- ``widget``: the ``Table`` widget itself: traits, page messages, wiring;
- ``session``: ``TableSession``, the game in plain Python (no widget, no traitlets), tested on
  its own;
- ``view``: what the page is sent, as pure functions of a session, and the typed dicts it
  sends (every synced trait: ``TABLE_TRAITS``);
- ``answering``: the pacing of a click's answer (the learner's card first, the rest and the
  bots' answers just after).

Like every widget, it imports no other widget; what it shares with them lives in the
``_``-prefixed modules of ``tractor_widgets``.
"""

from __future__ import annotations

from .widget import Table

# The class's public path: anywidget saves "<module>.<class>" with every instance (its
# ``_anywidget_id``), and the text a notebook keeps names it too.
Table.__module__ = __name__

__all__ = ["Table"]
