"""What the engine says: languages and their catalogs (``locale/``), the words for cards and seats,
and sentences spoken to a listener."""
