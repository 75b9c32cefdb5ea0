"""Comparing rule sets: one position under two rule sets, differences found in deals, disagreement
rates and their chart, the search for deals, and running chunks of work on an executor."""
