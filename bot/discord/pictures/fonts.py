"""Which font draws a piece of text: Pillow's bundled one when it can, else a system font that can.

Pillow's bundled scalable font (Aileron) draws plain ASCII only: no `é`, no `č`, no kana or
kanji. Names (`Hélène`, `さくら`) and the words of the table picture in Italian, French or
Japanese need another font, so each piece of text is drawn in the first font of this chain that
has a glyph for every one of its characters:

1. Pillow's bundled font (no install needed);
2. the font named by `TAVOLO_FONT` (a path), if set;
3. Noto Sans CJK (Japanese, and all of Latin): Debian/Ubuntu `apt-get install fonts-noto-cjk`,
   Fedora `google-noto-sans-cjk-fonts`, Alpine `font-noto-cjk`, Arch `noto-fonts-cjk`;
4. DejaVu Sans (accented Latin; preinstalled on most Linux systems);
5. the subset of Noto Sans CJK JP shipped with the package (`typefaces/`: Latin, kana, the JIS X
   0208 kanji, punctuation, fullwidth forms), so a Japanese picture is in Japanese, its players'
   names drawn, after nothing but `pip install`.

A character none of them has (an emoji, a rare kanji outside JIS X 0208) is left out of a name,
and the first time that happens a warning says which (once per process); `drawable(text)` says
whether a text can be drawn at all, so a picture whose words cannot be falls back to English.
See docs/DEPLOY.md.
"""

from __future__ import annotations

import logging
import os
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FontObject = ImageFont.FreeTypeFont
log = logging.getLogger(__name__)

#: The Japanese subset shipped with the package, last in the chain (typefaces/README.md).
BUNDLED_CJK = str(Path(__file__).resolve().parent / "typefaces" / "NotoSansJP-Regular-subset.otf")

# Where the usual packages put the fonts we look for, by file name, best first.
_SEARCH_DIRS = (
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    "~/.local/share/fonts",
    "~/.fonts",
    "/Library/Fonts",
    "/System/Library/Fonts",
)
_FILE_NAMES = (
    "NotoSansCJK-Regular.ttc",
    "NotoSansCJKjp-Regular.otf",
    "NotoSansJP-Regular.otf",
    "NotoSansJP-Regular.ttf",
    "DejaVuSans.ttf",
)
_PROBE_SIZE = 16


@lru_cache(maxsize=1)
def system_fonts() -> tuple[str, ...]:
    """Paths of the usable fallback fonts on this machine, best first (found once)."""
    found: list[str] = []
    chosen = os.environ.get("TAVOLO_FONT")
    if chosen and Path(chosen).is_file():
        found.append(chosen)
    dirs = [Path(d).expanduser() for d in _SEARCH_DIRS]
    for name in _FILE_NAMES:
        for folder in dirs:
            if not folder.is_dir():
                continue
            hit = next(iter(sorted(folder.rglob(name))), None)
            if hit is not None:
                found.append(str(hit))
                break
    usable = []
    for path in dict.fromkeys(found):
        try:
            ImageFont.truetype(path, _PROBE_SIZE)  # index 0 of Noto CJK's collection is Japanese
        except OSError:
            continue
        usable.append(path)
    return tuple(usable)


@lru_cache(maxsize=256)
def _font(path: str | None, size: int) -> FontObject:
    # Basic layout, not raqm: raqm decomposes a letter the font lacks (`č` into `c` + a combining
    # caron) and draws it misplaced, so a font would seem to cover text it cannot draw.
    basic = ImageFont.Layout.BASIC
    if path is None:
        bundled: FontObject = ImageFont.load_default(size=max(4, size))  # type: ignore[assignment]
        return bundled.font_variant(layout_engine=basic)
    return ImageFont.truetype(path, max(4, size), layout_engine=basic)


def bundled_fonts() -> tuple[str, ...]:
    """The fonts shipped with the package, after the system's in the chain."""
    return (BUNDLED_CJK,)


def _chain() -> tuple[str | None, ...]:
    fonts = system_fonts()
    if "cjk" not in _NOTED:
        _NOTED.add("cjk")
        if not any(_has(path, "あ") for path in fonts):
            log.info("pictures: no system CJK font; Japanese is drawn in the bundled subset %s", BUNDLED_CJK)
    return (None, *fonts, *bundled_fonts())  # None: Pillow's bundled font


_NOTED: set[str] = set()  # what has been logged once


@lru_cache(maxsize=16)
def _missing_glyph(path: str | None) -> bytes:
    """What the font draws for a character it does not have (its `.notdef` box)."""
    return bytes(_font(path, _PROBE_SIZE).getmask("\ue000"))


@lru_cache(maxsize=65536)
def _has(path: str | None, char: str) -> bool:
    if char.isspace():
        return True
    return bytes(_font(path, _PROBE_SIZE).getmask(char)) != _missing_glyph(path)


def _covers(path: str | None, text: str) -> bool:
    return all(_has(path, char) for char in set(text))


@lru_cache(maxsize=4096)
def _path_for(text: str) -> str | None:
    chain = _chain()
    for path in chain:
        if _covers(path, text):
            return path
    # No font has them all: the one that draws the most.
    return max(chain, key=lambda path: sum(_has(path, char) for char in text))


def font_for(text: str, size: int) -> FontObject:
    """The font to draw `text` in at `size` pixels (see the module's chain)."""
    return _font(_path_for(text), size)


def drawable(text: str) -> bool:
    """Whether some font here has a glyph for every character of `text`."""
    return any(_covers(path, text) for path in _chain())


def drawable_part(text: str) -> str:
    """`text` without the characters no font here can draw (an emoji in a name), trimmed; the
    first time a name loses characters this way, a warning says which."""
    chain = _chain()
    kept = "".join(char for char in text if any(_has(path, char) for path in chain))
    if len(kept) < len(text) and "missing" not in _NOTED:
        _NOTED.add("missing")
        lost = "".join(dict.fromkeys(char for char in text if char not in kept))
        log.warning(
            "pictures: no font here draws %r (from a name); it is left out of pictures. A kanji "
            "outside JIS X 0208 needs fonts-noto-cjk or TAVOLO_FONT (docs/DEPLOY.md). Said once.",
            lost,
        )
    return kept.strip()
