"""Engines of the other superhero card games (see ../shared/design/games.md)."""
