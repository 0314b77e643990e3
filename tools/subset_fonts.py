"""Make the fonts bundled in bot/discord/pictures/typefaces/ (see its README.md).

    pip install fonttools && python tools/subset_fonts.py

Needs Debian's fonts-dejavu-core and fonts-noto-cjk (the sources); writes the two subsets.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "bot" / "discord" / "pictures" / "typefaces"
DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def japanese_characters() -> str:
    """Latin, punctuation, symbols, kana, fullwidth forms and every JIS X 0208 character."""
    chars: set[str] = set()
    for high in range(0xA1, 0xF5):  # EUC-JP's two-byte codes are JIS X 0208
        for low in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):
                chars.add(bytes([high, low]).decode("euc_jp"))
    blocks = [
        (0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x2190, 0x21FF), (0x25A0, 0x25FF),
        (0x2600, 0x26FF), (0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF),
    ]  # fmt: skip
    for first, last in blocks:
        chars.update(chr(code) for code in range(first, last + 1))
    return "".join(sorted(chars))


def main() -> int:
    subset = [sys.executable, "-m", "fontTools.subset"]
    subprocess.run(
        [*subset, DEJAVU_BOLD, "--unicodes=U+0020-007E", "--layout-features=kern",
         f"--output-file={OUT / 'DejaVuSans-Bold-subset.ttf'}"],
        check=True,
    )  # fmt: skip
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8") as text:
        text.write(japanese_characters())
        text.flush()
        subprocess.run(
            [*subset, NOTO_CJK, "--font-number=0", f"--text-file={text.name}", "--no-hinting",
             "--layout-features=kern", f"--output-file={OUT / 'NotoSansJP-Regular-subset.otf'}"],
            check=True,
        )  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
