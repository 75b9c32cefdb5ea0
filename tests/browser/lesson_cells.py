"""The test notebook: one cell per widget, and cells that report the kernel's side."""

from .harness import KEEP

HAND_33 = (
    "BJ SJ SJ 2H 2S 2C AH KH KH 10H 7H 3H AS QS QS 9S 6S 5S KC JC JC 8C 4C 4C "
    "AD KD 10D 9D 9D 7D 6D 5D 3D"
)
LP_HAND = "3D 4D 5D AD AD 9S 9S KC 2H"
LP_LEAD = "7D 7D 8D 8D"

SETUP = (
    """\
import json, pathlib
import tractor_widgets as tw
STATE = pathlib.Path("state.json")
widgets = {}

def dump(*_):
    lp = widgets.get("lp")
    state = {name: {"selected": list(getattr(w, "selected", []))} for name, w in widgets.items()}
    if lp is not None:
        v = lp.verdict
        state["lp"].update(verdict=lp.verdict_text, legal=None if v is None else v.legal,
                           states=lp.states, example=[str(c) for c in lp.options.example()])
    if "td" in widgets:
        td = widgets["td"]
        state["td"].update(trump=td.trump, rules=td.rules.name, tractors=len(td.combos.tractors),
                           pairs=len(td.combos.pairs))
    if "sc" in widgets:
        r = widgets["sc"].result
        state["sc"].update(total=r.defender_points, side=r.next_declarers,
                           steps=[s.text for s in r.steps],
                           points=widgets["sc"].captured_points)
    if "tv" in widgets:
        state["tv"].update(winner_seat=widgets["tv"].winner_seat,
                           reason=widgets["tv"].result.reason)
    STATE.write_text(json.dumps(state))
"""
    + KEEP
)

CELLS = [
    SETUP,
    f'keep("hv", tw.HandViewer(cards="{HAND_33}", trump="2H", rules="tractor-4p"))',
    f'keep("lp", tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", trump="2H", '
    'rules="tractor-5p"))',
    'keep("td", tw.TractorDetector(cards="4C 4C 4H 4H 5H 5H 3H 3H AH AH SJ SJ BJ BJ 9S 9S 10S", '
    'trump="4H", rules="tractor-5p"))',
    'keep("sc", tw.ScoreCalculator(rules="tractor-4p", captured_points=60, kitty="5C 10D KH 3S",'
    " last_lead=2))",
    'keep("tv", tw.TrickView(plays=["7D 7D", "8D 9D", "2H 2H", "AD AD"], leader=1, trump="2H"))',
    # The test writes Python into cmd.py and re-runs this cell to act on the kernel's side.
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran", '
    "cmd.exists())",
]
