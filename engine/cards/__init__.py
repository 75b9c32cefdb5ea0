"""Cards and their order: a card and its text, the trump and the order it makes, hands, decks."""
