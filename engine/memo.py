"""The engine's memos, all in one place, and ``clear_memos`` that empties every one.

A memo remembers an answer the engine worked out, so that asking again costs a dict lookup.
Every memo here is keyed by the content its answer depends on, never by an object's
identity or a step counter: two equal keys (an equal rule set made twice, a hand unpickled in
another process) find the same answer, and what is found is what working it out again would
give. The values they hold are immutable, so handing one out is safe. Each memo has a size
limit; when full it is emptied and fills again (the positions asked about lately come back).

The memos (name: key -> answer):

- ``card tokens``: the text of one card (``"10H"``, ``"th"``) -> its ``Card``;
- ``trumps``: the short form of a trump (``"2H"``) -> its ``Trump``;
- ``orders``: ``(Trump, RuleSet)`` -> its ``Order`` (the card order);
- ``contexts``: the ``(trump, rules)`` keywords as a caller gives them -> ``(Order, RuleSet)``
  (the last one found is tried first: see ``Memo.last``);
- ``card lists``: a tuple of ``Card`` values given as a list or tuple -> one ``Cards`` of them;
- ``leads``: ``(Order.key, Cards)`` (the trump and rule set as text, and the cards) -> the
  classified ``Lead``;
- ``singles`` and ``pairs``: a ``Card`` -> its single (or pair) ``Component``;
- ``trick results``: a finished ``Trick``'s ``(plays, trump, rules)`` -> its ``TrickResult``
  (``Trick.result``; the reasons in it are said when read, in the language in force).

The 54 ``Card`` values themselves are not a memo: each card exists once
(``Card._interned``), and clearing would make a second copy of a card.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from collections.abc import Hashable


class Memo(dict):
    """A dict of answers keyed by content, emptied when it reaches ``limit`` entries.

    Read it as a dict (``memo.get(key)``, at C speed); store with ``memo.keep(key, answer)``,
    which returns the answer. ``last`` is free for the memo's owner to keep the entry it found
    last, as ``(key, answer)``, to try before hashing a key (``clear`` forgets it too). Tried by
    ``is``, it is the dict's own shortcut: an identical key is an equal key (every key is made
    of immutable values), and any other key goes on to the dict, which compares by content.
    """

    __slots__ = ("last", "limit", "name")

    def __init__(self, name: str, limit: int) -> None:
        super().__init__()
        self.name = name
        self.limit = limit
        self.last: tuple[object, object] = (None, None)
        MEMOS.append(self)

    def clear(self) -> None:
        super().clear()
        self.last = (None, None)

    def keep(self, key: Hashable, answer: object) -> object:
        """Remember ``answer`` for ``key`` (emptying the memo first when it is full)."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = answer
        return answer

    def __repr__(self) -> str:
        return f"<memo {self.name!r}: {len(self)} of {self.limit} entries>"

    def __reduce__(
        self,
    ) -> tuple[object, ...]:  # a memo is the process's own: it is not pickled with anything
        raise TypeError(f"the memo {self.name!r} is not picklable")


#: Every memo of the engine, in the order the modules made them.
MEMOS: list[Memo] = []


def clear_memos() -> None:
    """Empty every memo of the engine (``tractor_engine.clear_memos()``).

    Answers never depend on what is remembered, so this changes no answer; it frees the memory
    and makes the next questions work their answers out afresh (as a benchmark's cold run does).
    """
    for memo in MEMOS:
        memo.clear()
