"""Whole rounds and games: the round's state and actions, records, games of rounds, bots and
simulation."""
