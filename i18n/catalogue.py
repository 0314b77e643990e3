"""Loading the Fluent catalogues: one `FluentBundle` per locale, built on first use.

The `.ftl` files are read as they are shipped (no compile step that could go stale); each
locale's folder holds any number of files, split by room (`games.ftl`, `service.ftl`, …).
"""

from __future__ import annotations

import functools
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

ROOT = Path(__file__).resolve().parent / "locales"


def files(locale: str) -> list[Path]:
    """The catalogue files of `locale`, in a stable order."""
    return sorted((ROOT / locale).glob("*.ftl"))


@functools.cache
def bundle(locale: str) -> FluentBundle:
    """The messages of `locale`. Isolation marks are off: Discord and terminals show them as noise."""
    found = FluentBundle([locale], use_isolating=False)
    for path in files(locale):
        found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return found
