"""What a search saw: each root move's statistics and the move chosen (for hints and benchmarks).

Its own module, below both `player.py` (whose `Player.search` returns one) and `search.py` (which
makes them), so neither imports the other back.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ArmStats:
    """Running statistics of one root move."""

    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class SearchResult:
    """The chosen move and what the search saw, for hints and benchmarks."""

    action: str
    iterations: int
    stats: dict[str, ArmStats] = field(default_factory=dict)

    def ranked(self) -> list[tuple[str, ArmStats]]:
        return sorted(self.stats.items(), key=lambda item: (-item[1].mean, -item[1].visits, item[0]))
