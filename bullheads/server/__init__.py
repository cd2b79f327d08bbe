"""Online play: an ASGI app with a lobby, rooms, seats, a WebSocket protocol and storage.

`app.create_app` builds the app; `lobby.Lobby` holds the rooms; `rooms.Room` owns one game's
state and is the only place that calls `act`; `store.Store` keeps every game as an
append-only log (config, chance outcomes, actions) so a room is rebuilt by replay.
"""
