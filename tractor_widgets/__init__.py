"""Notebook widgets bound to tractor_engine (they land with the widgets issue)."""
