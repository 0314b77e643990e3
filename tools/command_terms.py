"""Rewrite slash command mentions in the it, ja, fr catalogues into the catalogue's terms.

A translator may write `/play card:` as in English; Discord shows Italian players `/gioca carta:`.
This turns each such mention into `/{ -cmd-play } { -opt-card }:`, which reads as the reader's
client names it (tests/i18n/test_command_mentions.py fails until it is done):

    .venv/bin/python tools/command_terms.py        # rewrites i18n/locales/{it,ja,fr}/*.ftl in place
"""

from __future__ import annotations

from i18n.catalogue import ROOT
from i18n.slash import mentions


def with_terms(line: str) -> str:
    """`line` with each mention written in English names (`/table new`) as term references."""
    if line.startswith("#"):
        return line
    parts, done = [], 0
    for mention in mentions(line, ("en",)):
        for named in mention:
            (term,) = named.terms
            parts += [line[done : named.start], "{ -" + term + " }"]
            done = named.end
    return "".join(parts) + line[done:]


def main() -> None:
    for locale in ("it", "ja", "fr"):
        for path in sorted((ROOT / locale).glob("*.ftl")):
            old = path.read_text(encoding="utf-8")
            new = "\n".join(with_terms(line) for line in old.split("\n"))
            if new != old:
                path.write_text(new, encoding="utf-8")
                print(f"rewrote {path.relative_to(ROOT.parents[1])}")


if __name__ == "__main__":
    main()
