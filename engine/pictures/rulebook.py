"""Pictures of the rule book's answers: a lead, a throw, a follow's verdict and options, a
trick's result, the combos in some cards, a rule set, a level change and a round's result."""

from __future__ import annotations

from ..speech.languages import N_, say
from .faces import cards_html, escape, sentence_html

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..rulebook.combos import Combo, Combos
    from ..rulebook.follow import FollowOptions, Verdict
    from ..rulebook.layout import Component
    from ..rulebook.lead import Lead, ThrowCheck
    from ..rulebook.rulesets import RuleSet
    from ..rulebook.scoring import LevelChange, RoundResult
    from ..rulebook.trick import TrickResult

#: A lead's title by its kind.
_LEAD_TITLES = {
    "single": N_("Single lead"),
    "pair": N_("Pair lead"),
    "tractor": N_("Tractor lead"),
    "throw": N_("Throw lead"),
}
#: Each play's caption in a trick, by whether it is the lead and whether it wins: {note} says
#: what the play does, {n} numbers a play after the lead.
_PLAY_CAPTIONS = {
    (True, False): N_("Lead: {note}"),
    (True, True): N_("Lead ★ wins: {note}"),
    (False, False): N_("Play {n}: {note}"),
    (False, True): N_("Play {n} ★ wins: {note}"),
}


def component_html(component: Component) -> str:
    """A part of a layout: its cards, captioned with what it is."""
    return cards_html(component.cards, caption=component.describe())


def combo_html(combo: Combo) -> str:
    """A pair or tractor found in some cards: its cards, captioned with why it is one."""
    return cards_html(combo.cards, caption=combo.reason)


def lead_html(lead: Lead) -> str:
    """A lead: its kind, its cards (a throw's parts side by side) and why it is that kind."""
    parts = "".join(cards_html(c.cards, caption=c.describe(), inline=True) for c in lead.components)
    inner = parts if lead.kind == "throw" else cards_html(lead.cards)
    title = f"<div><b>{escape(say(_LEAD_TITLES[lead.kind]))}</b></div>"
    return f"<div>{title}{inner}{sentence_html(lead.reason)}</div>"


def throw_html(check: ThrowCheck) -> str:
    """A throw: its cards, whether it stands and why, and what is led instead when it fails."""
    forced = "" if check.stands else cards_html(check.forced, caption=say("Led instead:"))
    lead = cards_html(check.lead.cards, caption=say("Throw:"))
    return f"<div>{lead}{sentence_html(check.reason, good=check.stands)}{forced}</div>"


def verdict_html(verdict: Verdict) -> str:
    """A follow's verdict: the play, marked legal or not, and why."""
    return (
        f"<div>{cards_html(verdict.play)}{sentence_html(verdict.reason, good=verdict.legal)}</div>"
    )


def options_html(options: FollowOptions) -> str:
    """What a follower must and may play: the lead, the hand marked card by card, a legend."""
    order = options.lead.order
    hand = order.sorted(options.hand)
    said = say(
        "Outlined: must be played · plain: may be played · dimmed and struck through: cannot "
        "be played"
    )
    legend = f'<div style="font-size:.85em">{escape(said)}</div>'
    lead = cards_html(options.lead.cards, order=order, caption=say("Lead:"))
    held = cards_html(hand, order=order, states=options.states(hand), caption=say("Hand:"))
    return f"<div>{lead}{held}{legend}{sentence_html(options.reason)}</div>"


def trick_result_html(result: TrickResult) -> str:
    """A trick's result: each play captioned with what it does (the winner starred), and why."""
    rows = []
    for i, play in enumerate(result.plays):
        caption = say(_PLAY_CAPTIONS[i == 0, i == result.winner], n=i, note=play.note)
        rows.append(cards_html(play.cards, caption=caption))
    return f"<div>{''.join(rows)}{sentence_html(result.reason)}</div>"


def combos_html(found: Combos) -> str:
    """The combos in some cards: the cards, each tractor and pair with its reason, the notes."""
    parts = [cards_html(t.cards, caption=t.reason) for t in found.tractors]  # long captions
    parts += [cards_html(p.cards, caption=p.reason) for p in found.pairs]
    notes = "".join(sentence_html(n) for n in found.notes)
    body = "".join(parts) or sentence_html(say("No pairs and no tractors."))
    shown = cards_html(found.cards, caption=say("Cards:"))
    return f"<div>{shown}{body}{notes}</div>"


def ruleset_html(rules: RuleSet) -> str:
    """A rule set's name and what its options say."""
    return f"<p><b>{escape(rules.name)}</b>: {escape(rules.describe().split(': ', 1)[1])}</p>"


def level_change_html(change: LevelChange) -> str:
    """A level change's sentence."""
    return f"<p>{escape(change.reason)}</p>"


def round_result_html(result: RoundResult) -> str:
    """A round's result, titled."""
    return f"<div><b>{escape(say('Result'))}</b>: {escape(result.reason)}</div>"
