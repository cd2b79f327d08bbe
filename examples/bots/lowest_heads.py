"""An example bot for the bullheads bot protocol: plain Python, no packages needed.

Run it in a game:   bullheads play --bot "cmd:python examples/bots/lowest_heads.py"
or in a match:      bullheads match --bots "cmd:python examples/bots/lowest_heads.py",random

It reads one JSON message per line on stdin and writes one per line on stdout
(docs/bot-protocol.md). In Take 6! it plays the card that would go to the row with the
fewest heads, avoids a sixth card and takes the cheapest row; in any other game it plays
the first legal action. Its log goes to stderr, which the host keeps for crash reports.
"""

import json
import sys

ROW_CAPACITY = 5


def heads(card):
    """Bull heads of a Take 6! card."""
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


def take6_choice(view, legal, codes):
    rows = view["rows"]
    row_heads = [sum(heads(card) for card in row) for row in rows]
    scored = []
    for action, code in zip(legal, codes, strict=True):
        if "take_row" in action:
            scored.append((row_heads[action["take_row"]], code))
        elif "play" in action:
            card = action["play"]
            fits = [index for index, row in enumerate(rows) if row[-1] < card]
            if not fits:
                cost = min(row_heads) + 1
            else:
                row = max(fits, key=lambda index: rows[index][-1])
                cost = row_heads[row] if len(rows[row]) == ROW_CAPACITY else 0
            scored.append((cost, code))
        else:
            scored.append((heads(action.get("draft", 0)), code))
    return min(scored)[1]


def main():
    game = None
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            game = message["game"]
            print(f"seat {message['seat']} in {game}", file=sys.stderr)
            answer = {"type": "ready", "name": "lowest-heads"}
        elif message["type"] == "decide":
            legal, codes = message["legal"], message["codes"]
            code = take6_choice(message["view"], legal, codes) if game == "take6" else codes[0]
            answer = {"type": "action", "id": message["id"], "code": code}
        elif message["type"] == "fault":
            print(f"my answer was refused: {message['message']}", file=sys.stderr)
            continue
        elif message["type"] == "end":
            print(f"game over: {message['result']}", file=sys.stderr)
            return
        else:
            continue
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
