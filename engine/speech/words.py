"""The words the engine's sentences share, in the active language: a suit group's names,
counted cards and pairs, lists ("A, B and C"), English's "a 4-card" / "an 8-card", a card's
name for a screen reader ("queen of spades") and the words on a joker's face ("BIG" ... "JOKER")."""

from __future__ import annotations

from collections.abc import Sequence

from .languages import N_, N_n, say, say_n

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from ..cards.card import Card

#: A suit group's name as a plural noun: "You hold no {suit}".
_PLURAL_NAMES = {
    "T": N_("trumps"),
    "S": N_("spades"),
    "H": N_("hearts"),
    "C": N_("clubs"),
    "D": N_("diamonds"),
}
#: One card of a suit group, without article: "You hold one {one}".
_SINGULAR_NAMES = {
    "T": N_("trump"),
    "S": N_("spade"),
    "H": N_("heart"),
    "C": N_("club"),
    "D": N_("diamond"),
}
#: One card of a suit group, with its article: "{card} is not {a_suit}".
_WITH_ARTICLE = {
    "T": N_("a trump"),
    "S": N_("a spade"),
    "H": N_("a heart"),
    "C": N_("a club"),
    "D": N_("a diamond"),
}
#: A count of cards of a suit group: "You hold {some}".
_COUNTED = {
    "T": N_n("{n} trump", "{n} trumps"),
    "S": N_n("{n} spade", "{n} spades"),
    "H": N_n("{n} heart", "{n} hearts"),
    "C": N_n("{n} club", "{n} clubs"),
    "D": N_n("{n} diamond", "{n} diamonds"),
}


#: A suit group's heading: "Trumps", "Spades".
_GROUP_LABELS = {
    "T": N_("Trumps"),
    "S": N_("Spades"),
    "H": N_("Hearts"),
    "C": N_("Clubs"),
    "D": N_("Diamonds"),
}


def group_label(group: str) -> str:
    """A suit group's heading: "Trumps", "Spades"."""
    return say(_GROUP_LABELS[group])


def suit_name(group: str) -> str:
    """The suit group's name as a plural noun: "spades", "trumps"."""
    return say(_PLURAL_NAMES[group])


def one_of_suit(group: str) -> str:
    """One card of the group, without article: "spade", "trump"."""
    return say(_SINGULAR_NAMES[group])


def a_suit(group: str) -> str:
    """One card of the group, with its article: "a spade", "a trump"."""
    return say(_WITH_ARTICLE[group])


def some(n: int, group: str) -> str:
    """``n`` cards of the group: "1 spade", "3 trumps"."""
    return say_n(*_COUNTED[group], n)


def cards(n: int) -> str:
    """ "1 card", "3 cards"."""
    return say_n("{n} card", "{n} cards", n)


def pairs(n: int) -> str:
    """ "1 pair", "3 pairs"."""
    return say_n("{n} pair", "{n} pairs", n)


def other_cards(n: int) -> str:
    """ "1 other card", "2 other cards"."""
    return say_n("{n} other card", "{n} other cards", n)


def any_cards(n: int) -> str:
    """ "any card", "any 3 cards"."""
    return say_n("any card", "any {n} cards", n)


def listing(items: Sequence[str]) -> str:
    """The items as a list: "A", "A and B", "A, B and C"."""
    if len(items) == 1:
        return items[0]
    # TRANSLATORS: between the items of a list but the last two ("A, B and C").
    head = say(", ").join(items[:-1])
    # TRANSLATORS: the last two items of a list: "{items}" is every item but the last.
    return say("{items} and {last}", items=head, last=items[-1])


def sentences(*said: str) -> str:
    """Sentences said one after the other ("A. B."; Chinese writes no space between them)."""
    text = said[0]
    for sentence in said[1:]:
        # TRANSLATORS: two sentences one after the other; Chinese writes "{first}{second}".
        text = say("{first} {second}", first=text, second=sentence)
    return text


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"3 cards"``: the count and the English word, plural unless the count is
    1 (for sentences not yet in the catalogs)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def a_number(n: int) -> str:
    """The count with its English article, as spoken: ``"a 4"``, ``"an 8"``, ``"an 11"``,
    ``"an 18"`` (a template's ``{a_n}``; other languages use its ``{n}``)."""
    digits = str(n)
    spoken_vowel = digits.startswith("8") or (len(digits) in (2, 5) and digits[:2] in ("11", "18"))
    return f"{'an' if spoken_vowel else 'a'} {n}"


#: A card's accessible name by its suit: "{rank} of hearts" ("10 of hearts", "queen of hearts").
_CARD_NAMES = {
    # TRANSLATORS: a card's name for a screen reader; {rank} is 2 to 10 or a word below (jack...).
    "S": N_("{rank} of spades"),
    "H": N_("{rank} of hearts"),
    "C": N_("{rank} of clubs"),
    "D": N_("{rank} of diamonds"),
}
#: The ranks a card's name says in words ("queen of spades"); the others are their numbers.
_RANK_WORDS = {
    # TRANSLATORS: a card's rank in its name for a screen reader ("{rank} of spades").
    "J": N_("jack"),
    "Q": N_("queen"),
    "K": N_("king"),
    "A": N_("ace"),
}
_JOKER_NAMES = {
    # TRANSLATORS: the joker's name for a screen reader.
    "SJ": N_("small joker"),
    "BJ": N_("big joker"),
}


#: The word in a joker's corner, under its star, written sideways (the engine's and the
#: widgets' card faces).
_JOKER_CORNERS = {
    # TRANSLATORS: the word in the big joker's corner, under a star, written sideways down the
    # card's left edge: capitals where the language has them, and short (up to 7 letters fit).
    "BJ": N_("BIG"),
    # TRANSLATORS: the word in the small joker's corner, as "BIG" is the big joker's: capitals,
    # up to 7 letters.
    "SJ": N_("SMALL"),
}
# TRANSLATORS: the word written up the right edge of both jokers' faces, as on a real card:
# capitals, up to 7 letters. With the corner's word it names the card ("BIG" ... "JOKER").
_JOKER_FOOT = N_("JOKER")


def joker_face(card: Card) -> tuple[str, str]:
    """The words on a joker's face, in the language in force: its corner's word under the star
    and the word up its foot, ``("BIG", "JOKER")`` or ``("SMALL", "JOKER")`` in English.

    The engine's HTML pictures and the widgets' card faces both draw these; ``ValueError`` for a
    card that is not a joker."""
    corner = _JOKER_CORNERS.get(card.rank) if card.suit is None else None
    if corner is None:
        raise ValueError(f"{card} is not a joker: only a joker's face has words")
    return say(corner), say(_JOKER_FOOT)


def card_name(card: Card) -> str:
    """The card's name for a screen reader, in the language in force: "10 of hearts",
    "queen of spades", "big joker"."""
    if card.suit is None:
        return say(_JOKER_NAMES[card.rank])
    rank = _RANK_WORDS.get(card.rank)
    return say(_CARD_NAMES[card.suit], rank=card.rank if rank is None else say(rank))
