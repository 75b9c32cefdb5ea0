"""Several follow rules on one position, side by side (lesson 11): ``side_by_side`` judges some
plays under each of several rule sets with ``te.check_follow`` and counts every distinct play
each rule set allows (``te.compare_rules(...).plays_a``). Nothing here decides a rule: every mark,
count and reason is the engine's."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, N_n, say, say_n

from .._coerce import InputError, as_ruleset, card_strings, trump_string
from .names import rules_name, symbols_text

#: The words the table says (templates, said in the language in force when it is drawn).
_PLAY = N_("Play {n}")
# TRANSLATORS: a column of the table of follow rules: how many distinct plays a rule set allows.
_COUNTED = N_n("{n} legal play", "{n} legal plays")
# TRANSLATORS: the summary of a folded list: the engine's reasons for one play, under each rule set.
_WHY = N_("Why, for play {n} ({cards})")
_LEGAL, _ILLEGAL = "\u2713", "\u2715"  # the marks; each cell also says the verdict in words
_VERDICT = {True: N_("legal"), False: N_("illegal")}


@dataclass(frozen=True)
class SideBySide:
    """Plays of one position judged under several rule sets: ``verdicts[i][j]`` is
    ``te.check_follow``'s verdict on ``plays[j]`` under ``rules[i]``, and ``counts[i]`` how many
    distinct plays ``rules[i]`` allows from ``hand``."""

    hand: tuple[str, ...]
    lead: tuple[str, ...]
    trump: str
    rules: tuple[te.RuleSet, ...]
    plays: tuple[te.Cards, ...]
    verdicts: tuple[tuple[te.Verdict, ...], ...]
    counts: tuple[int, ...]

    def __repr__(self) -> str:
        return (
            f"lessons.side_by_side({' '.join(self.hand)!r}, {' '.join(self.lead)!r}, "
            f"{[str(p) for p in self.plays]!r}, trump={self.trump!r}, "
            f"rules={[r for r in self.rules]!r})"
        )

    def agreeing(self) -> list[list[te.RuleSet]]:
        """The rule sets grouped by the plays they allow: rule sets in one group give the same
        verdict on every play of the hand (their legal plays are the same), in table order."""
        groups: dict[frozenset[str], list[te.RuleSet]] = {}
        for ruleset in self.rules:
            plays = _legal_plays(self.hand, self.lead, self.trump, ruleset)
            groups.setdefault(plays, []).append(ruleset)
        return list(groups.values())

    def __str__(self) -> str:
        lines = []
        for n, play in enumerate(self.plays, start=1):
            lines.append(say(_PLAY, n=n) + ": " + symbols_text(play))
        for ruleset, row, count in zip(self.rules, self.verdicts, self.counts, strict=True):
            marks = " ".join(_LEGAL if v.legal else _ILLEGAL for v in row)
            lines.append(f"{rules_name(ruleset)}: {marks} ({say_n(*_COUNTED, count)})")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        esc = html.escape
        cell = "padding:4px 10px;border:1px solid var(--jp-border-color2,#bbb);text-align:left"
        head = "".join(
            f'<th style="{cell}">{esc(say(_PLAY, n=n))}<br>'
            f'<span style="font-weight:normal">{esc(symbols_text(play))}</span></th>'
            for n, play in enumerate(self.plays, start=1)
        )
        rows = []
        for ruleset, row, count in zip(self.rules, self.verdicts, self.counts, strict=True):
            marks = "".join(
                f'<td style="{cell}"><b>{_LEGAL if v.legal else _ILLEGAL}</b> '
                f"{esc(say(_VERDICT[v.legal]))}</td>"
                for v in row
            )
            rows.append(
                f'<tr><th style="{cell}">{esc(rules_name(ruleset))}</th>{marks}'
                f'<td style="{cell}">{esc(say_n(*_COUNTED, count))}</td></tr>'
            )
        why = []
        for n, play in enumerate(self.plays, start=1):
            items = "".join(
                f"<li><b>{esc(rules_name(ruleset))}</b>: {esc(row[n - 1].reason)}</li>"
                for ruleset, row in zip(self.rules, self.verdicts, strict=True)
            )
            summary = esc(say(_WHY, n=n, cards=symbols_text(play)))
            why.append(f"<details><summary>{summary}</summary><ul>{items}</ul></details>")
        return (
            '<div class="tw-side-by-side" style="color:inherit;max-width:100%;overflow-x:auto">'
            f'<table style="border-collapse:collapse;margin:4px 0"><tr><th style="{cell}"></th>'
            f'{head}<th style="{cell}"></th></tr>{"".join(rows)}</table>{"".join(why)}</div>'
        )


def _legal_plays(hand: tuple[str, ...], lead: tuple[str, ...], trump: str,
                 rules: te.RuleSet) -> frozenset[str]:  # fmt: skip
    """Every distinct play ``rules`` allows from ``hand`` (the engine's list, as text)."""
    comparison = te.compare_rules(list(hand), list(lead), trump=trump, rules_a=rules,
                                  rules_b=rules)  # fmt: skip
    return frozenset(str(play) for play in comparison.plays_a)


def side_by_side(hand: Any, lead: Any, plays: Any, *, trump: Any, rules: Any) -> SideBySide:
    """Each of ``plays`` (a list of card sets, each as many cards as ``lead``) following
    ``lead`` from ``hand``, judged under each rule set of ``rules`` (a list of presets or
    ``te.RuleSet``s): a table of the engine's verdicts, one row per rule set, with how many
    distinct plays each allows, and the engine's reason for every verdict. ``InputError`` names
    a play that is not in the hand or has the wrong number of cards."""
    hand_s, lead_s = card_strings(hand, "hand"), card_strings(lead, "lead")
    trump_s = trump_string(trump)
    if isinstance(rules, (str, te.RuleSet)) or not rules:
        raise InputError("rules: give a list of rule sets to put side by side")
    rulesets = tuple(as_ruleset(r) for r in rules)
    if isinstance(plays, str):
        raise InputError('plays: give a list of plays, like ["3H 3H", "4H 5H"]')
    parsed = tuple(te.parse_cards(card_strings(p, "plays")) for p in plays)
    for play in parsed:
        if len(play) != len(lead_s):
            raise InputError(
                f"plays: {play} has {len(play)} cards, the lead {len(lead_s)}: a follow has as "
                "many cards as the lead"
            )
        rest = list(te.parse_cards(hand_s))
        for card in play:
            if card not in rest:
                raise InputError(f"plays: {play} is not in the hand ({card} is missing)")
            rest.remove(card)
    verdicts = tuple(
        tuple(te.check_follow(hand_s, lead_s, p, trump=trump_s, rules=r) for p in parsed)
        for r in rulesets
    )
    counts = tuple(len(_legal_plays(tuple(hand_s), tuple(lead_s), trump_s, r)) for r in rulesets)
    return SideBySide(
        hand=tuple(hand_s),
        lead=tuple(lead_s),
        trump=trump_s,
        rules=rulesets,
        plays=parsed,
        verdicts=verdicts,
        counts=counts,
    )


__all__ = ["SideBySide", "side_by_side"]
