"""The fixed words a widget's page draws (buttons, section titles, labels), as templates.

The page has the English words itself; a widget whose ``language`` is not English sends them
translated as its view's ``words`` (``static/cards.js`` reads the shared ones, each widget's
module its own). ``tests/widgets/test_languages.py`` checks that every key here is read by the
page with this English as its fallback.
"""

from __future__ import annotations

from tractor_engine.speech.languages import N_, current_language, say

#: The words of ``static/cards.js``: every widget that draws cards.
CARD_WORDS = {
    "cannot": N_("cannot be played"),
    "must": N_("must play"),
    "may": N_("may play"),
    # TRANSLATORS: the badge on a card that every legal play holds; keep it short.
    "badge": N_("MUST"),
    "back": N_("face-down card"),
    "legend": N_("Legend"),
}


def page_words(own: dict[str, str]) -> dict[str, str] | None:
    """The shared words and a widget's ``own`` in the language in force, or None in English
    (the page's own words)."""
    if current_language() == "en":
        return None
    return {key: say(template) for key, template in (CARD_WORDS | own).items()}
