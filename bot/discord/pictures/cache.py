"""A small LRU of rendered table pictures, keyed by what makes the picture (table id, seq, names...).

A redraw of an unchanged table (same key) renders nothing; the oldest entries go past `size`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable


class TableImageCache:
    def __init__(self, size: int = 256) -> None:
        self.size = size
        self.renders = 0  # how many pictures were actually drawn (for tests and the benchmark)
        self._images: OrderedDict[Hashable, bytes] = OrderedDict()

    def get(self, key: Hashable, render: Callable[[], bytes]) -> bytes:
        """The picture for `key`, drawn by `render()` only when it is not cached."""
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
            return image
        image = render()
        self.renders += 1
        self._images[key] = image
        while len(self._images) > self.size:
            self._images.popitem(last=False)
        return image

    def forget(self, table_id: int) -> None:
        """Drop every picture of a table (it closed); keys start with the table id."""
        for key in [k for k in self._images if isinstance(k, tuple) and k and k[0] == table_id]:
            del self._images[key]

    def clear(self) -> None:
        """Drop every picture (a test's fresh database numbers its tables from 1 again)."""
        self._images.clear()

    def __len__(self) -> int:
        return len(self._images)
