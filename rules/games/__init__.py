"""Request shapes and engine calls for the other games, shared by the API and the pages."""
