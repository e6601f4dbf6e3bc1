"""A straightforward pure-Python Quarto! (standard rules: lines, four attributes, a quarto
wins at once), written the way a course or a paper would, as the yardstick for the
package's speed (see BENCHMARKS.md). Actions use the package's ids: give piece p → p,
place on cell c → 16 + c.
"""

from __future__ import annotations

LINES = (
    [[r * 4 + c for c in range(4)] for r in range(4)]
    + [[r * 4 + c for r in range(4)] for c in range(4)]
    + [[0, 5, 10, 15], [3, 6, 9, 12]]
)


class PureQuarto:
    """A Quarto! state: the board, the pieces left, the piece in hand, whose turn it is."""

    def __init__(self) -> None:
        self.board: list[int | None] = [None] * 16
        self.pool = set(range(16))
        self.hand: int | None = None
        self.player = 0  # the player to act: gives, or places the piece in hand
        self.winner: int | None = None
        self.over = False

    def clone(self) -> PureQuarto:
        other = PureQuarto.__new__(PureQuarto)
        other.board = self.board[:]
        other.pool = set(self.pool)
        other.hand = self.hand
        other.player = self.player
        other.winner = self.winner
        other.over = self.over
        return other

    def legal_actions(self) -> list[int]:
        if self.over:
            return []
        if self.hand is None:
            return sorted(self.pool)
        return [16 + c for c in range(16) if self.board[c] is None]

    def is_quarto(self, line: list[int]) -> bool:
        pieces = [self.board[c] for c in line]
        if any(p is None for p in pieces):
            return False
        for bit in range(4):
            values = {(p >> bit) & 1 for p in pieces}
            if len(values) == 1:
                return True
        return False

    def play(self, action: int) -> None:
        if action < 16:
            self.pool.remove(action)
            self.hand = action
            self.player = 1 - self.player  # the opponent places it
        else:
            cell = action - 16
            self.board[cell] = self.hand
            self.hand = None
            if any(cell in line and self.is_quarto(line) for line in LINES):
                self.winner = self.player
                self.over = True
            elif all(p is not None for p in self.board):
                self.over = True
            # the placer gives next: same player

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if p == self.winner else -1.0 for p in (0, 1)]
