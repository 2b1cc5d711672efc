"""Template tags of the cards app."""
