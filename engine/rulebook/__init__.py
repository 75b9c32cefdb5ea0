"""The rules of one position: rule sets and their options, the input checks, layouts, combinations,
leads and throws, follows, tricks, scoring and bidding, each beside its sentences."""
