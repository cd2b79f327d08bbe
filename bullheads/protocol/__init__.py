"""The bot protocol: JSON lines over a bot program's stdin and stdout (docs/bot-protocol.md).

`host` runs a bot program and speaks to it; `bot` is the other side, for bots written in
Python. The messages of both sides are built and checked in `messages`.
"""
