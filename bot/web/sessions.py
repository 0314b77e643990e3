"""The Activity's sessions: who a socket speaks for, signed by the server, short-lived.

A session is `<payload>.<signature>`: the payload is the Discord user id, their name and when it
expires (base64url JSON); the signature HMAC-SHA256 of the payload with the server's secret
(`TAVOLO_ACTIVITY_SECRET`). Nothing is stored: a forged or altered session fails the signature, an
old one its expiry; a `hello` with a good session gets a fresh one (renewed, 15 minutes again).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

LIFETIME = 15 * 60  # seconds


class BadSession(Exception):
    """A session that is not ours or no longer good; `reason` is the catalogue id to say why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Session:
    user_id: int
    name: str
    expires: float


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Sessions:
    """Signs and checks sessions with `secret`; `clock` gives epoch seconds (tests move it)."""

    def __init__(self, secret: str, clock: Callable[[], float] = time.time, lifetime: int = LIFETIME) -> None:
        if not secret:
            raise ValueError("a session secret is needed")
        self._key = secret.encode("utf-8")
        self._clock = clock
        self.lifetime = lifetime

    def _sign(self, payload: str) -> str:
        return _b64(hmac.new(self._key, payload.encode("ascii"), hashlib.sha256).digest())

    def issue(self, user_id: int, name: str) -> str:
        """A new session for the Discord user `user_id`, good for `lifetime` seconds."""
        body = {"u": str(user_id), "n": name, "e": int(self._clock()) + self.lifetime}
        payload = _b64(json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
        return f"{payload}.{self._sign(payload)}"

    def check(self, token: object) -> Session:
        """The session `token` stands for, or `BadSession` (forged, altered, unreadable, expired)."""
        if not isinstance(token, str) or token.count(".") != 1:
            raise BadSession("activity-session-bad")
        payload, signature = token.split(".")
        try:
            good = hmac.compare_digest(self._sign(payload), signature)
        except (TypeError, ValueError, UnicodeEncodeError):
            good = False
        if not good:
            raise BadSession("activity-session-bad")
        try:
            body = json.loads(_unb64(payload))
            session = Session(int(body["u"]), str(body["n"]), float(body["e"]))
        except (ValueError, KeyError, TypeError):
            raise BadSession("activity-session-bad") from None
        if session.expires <= self._clock():
            raise BadSession("activity-session-expired")
        return session
