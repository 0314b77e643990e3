// The client's pure logic: which tap means which action, the action bar's groups, the sizes of
// cards on a given screen, the reconnect's backoff. No DOM here (tested by vitest).

import type { Action, Seat, Snapshot, Words, Zone } from "./protocol";

/** What a tap leads to: nothing, one action to send, or a chooser of several by their labels. */
export type TapResult =
  | { kind: "none" }
  | { kind: "send"; action: Action }
  | { kind: "choose"; actions: Action[] }
  | { kind: "pick"; action: Action; card: string };

function outcome(actions: Action[]): TapResult {
  if (actions.length === 0) return { kind: "none" };
  if (actions.length === 1) return { kind: "send", action: actions[0] };
  return { kind: "choose", actions };
}

/** Actions offered by tapping a hand card: those whose `cards` hold it (and name no place). */
export function handActions(snapshot: Snapshot, card: string): Action[] {
  return snapshot.actions.filter((a) => !isPlaceAction(a) && !a.pick && (a.cards ?? []).includes(card));
}

/** The action that asks you to pick cards from your hand (Scarto's discard), if any. */
export function pickAction(snapshot: Snapshot): Action | null {
  return snapshot.actions.find((a) => (a.pick ?? 0) > 0) ?? null;
}

/** Tapping `card` while picking: in or out of the picks; no more than the action asks for. */
export function togglePick(picked: string[], card: string, action: Action): string[] {
  if (picked.includes(card)) return picked.filter((c) => c !== card);
  if (!(action.cards ?? []).includes(card) || picked.length >= (action.pick ?? 0)) return picked;
  return [...picked, card];
}

/** The move the picks make, once there are exactly as many as asked; null before. */
export function pickedMove(action: Action, picked: string[]): string | null {
  if (picked.length !== action.pick || new Set(picked).size !== picked.length) return null;
  if (!picked.every((c) => (action.cards ?? []).includes(c))) return null;
  return `${action.action}${picked.join("+")}`;
}

export function isPlaceAction(action: Action): boolean {
  return action.zone != null && action.place != null;
}

export function tapHandCard(snapshot: Snapshot, card: string): TapResult {
  const pick = pickAction(snapshot);
  if (pick && (pick.cards ?? []).includes(card)) return { kind: "pick", action: pick, card };
  return outcome(handActions(snapshot, card));
}

/** Actions offered by tapping place `place` of zone `zoneId` (a grid place, a fan's card). */
export function placeActions(snapshot: Snapshot, zoneId: string, place: number): Action[] {
  return snapshot.actions.filter((a) => a.zone === zoneId && a.place === place);
}

export function tapPlace(snapshot: Snapshot, zoneId: string, place: number): TapResult {
  return outcome(placeActions(snapshot, zoneId, place));
}

/** The hand cards that lead somewhere now (lit; the others are dimmed on your turn). */
export function tappableCards(snapshot: Snapshot): Set<string> {
  const cards = new Set<string>();
  for (const action of snapshot.actions) {
    if (isPlaceAction(action)) continue; // picks count: a card to pick is lit too
    for (const card of action.cards ?? []) cards.add(card);
  }
  return cards;
}

/** The action bar: actions with no card and no zone (and the picks' button), grouped by `group`. */
export interface BarGroup {
  group: string | null;
  actions: Action[];
}

export function barGroups(actions: Action[]): BarGroup[] {
  const groups: BarGroup[] = [];
  for (const action of actions) {
    if (((action.cards ?? []).length > 0 && !action.pick) || action.zone != null) continue;
    const group = action.group ?? null;
    let found = groups.find((g) => g.group === group);
    if (!found) {
      found = { group, actions: [] };
      groups.push(found);
    }
    found.actions.push(action);
  }
  return groups;
}

/** The chooser's question: which capture (Scopa's plays), else the group's own, else "choose". */
export function chooserTitle(actions: Action[], words: Words): string {
  const group = actions[0]?.group ?? null;
  const own = group ? words[`choose-${group}`] : words["choose-capture"];
  return own ?? word(words, "choose");
}

/** A word of the interface in the reader's language; the key itself when the server sent none. */
export function word(words: Words, key: string): string {
  return words[key] ?? key;
}

/** A seat's tags in the lobby, in the reader's words: the computer's level, and who hosts. */
export function lobbyTags(seat: Seat, words: Words): { kind: "level" | "host"; text: string }[] {
  const tags: { kind: "level" | "host"; text: string }[] = [];
  if (seat.level) tags.push({ kind: "level", text: word(words, `level-${seat.level}`) });
  if (seat.host) tags.push({ kind: "host", text: word(words, "host") });
  return tags;
}

/**
 * The dealer's mark: a letter in a disc as the pictures draw it (`dealer-mark`: D, M, 親), named
 * by the catalogue's `dealer` word; without the letter, that word's first character.
 */
export function dealerMark(words: Words): { mark: string; name: string } {
  const name = word(words, "dealer");
  return { mark: words["dealer-mark"] ?? Array.from(name)[0] ?? "", name };
}

// ---- Layout maths -------------------------------------------------------------------------

export const CARD_RATIO = 1.5; // a card's height over its width, as the pictures draw them
export const MIN_TABLE_CARD = 56; // CSS px: a card on the felt, on a 360 px phone
export const MIN_TAP = 44; // CSS px: the least width of a hand card's visible, tappable strip

export interface Fit {
  width: number;
  columns: number;
  rows: number;
}

/**
 * `count` cards in rows inside `avail` px (gap between them): as large as fits `maxHeight` up to
 * `max`, never narrower than `min` (then more rows, and the felt scrolls).
 */
export function fitCards(
  count: number,
  avail: number,
  opts: { min?: number; max?: number; gap?: number; maxHeight?: number; columns?: number | null } = {},
): Fit {
  const min = opts.min ?? MIN_TABLE_CARD;
  const max = Math.max(min, opts.max ?? 96);
  const gap = opts.gap ?? 6;
  const n = Math.max(1, count);
  const maxHeight = opts.maxHeight ?? Infinity;
  // The most columns the width allows at the least card width.
  const most = Math.max(1, Math.floor((avail + gap) / (min + gap)));
  const limit = Math.min(most, opts.columns ?? n, n);
  let best: Fit | null = null;
  for (let columns = limit; columns >= 1; columns--) {
    const rows = Math.ceil(n / columns);
    const byWidth = (avail - gap * (columns - 1)) / columns;
    const byHeight = (maxHeight - gap * (rows - 1)) / rows / CARD_RATIO;
    const width = Math.floor(Math.min(max, byWidth, byHeight));
    if (width < min) continue;
    if (!best || width > best.width) best = { width, columns, rows };
  }
  if (best) return best;
  // Nothing fits the height at the least width: the least width, as many columns as fit.
  return { width: min, columns: limit, rows: Math.ceil(n / limit) };
}

export const LIFTED_CARD = 64; // CSS px: a card turned up on places narrower than MIN_TABLE_CARD

/** Concentration's board: the face-down places, and the width the cards turned up are shown at. */
export interface BoardFit extends Fit {
  /** A card turned up this turn: its place's width, or LIFTED_CARD where places are narrower
   * than a card on the felt (MIN_TABLE_CARD): never less. */
  up: number;
}

/**
 * `count` places in `avail` × `room` px. A face-down place is a place to pick, not a card to read:
 * it shrinks as far as MIN_TAP for the whole board to fit without scrolling (larger when there
 * is room, up to `max`); a card turned up stays readable, at least MIN_TABLE_CARD wide.
 */
export function fitBoard(
  count: number,
  avail: number,
  room: number,
  opts: { max?: number; gap?: number; columns?: number | null } = {},
): BoardFit {
  const fit = fitCards(count, avail, { min: MIN_TAP, max: opts.max ?? 72, gap: opts.gap ?? 3, maxHeight: room, columns: opts.columns });
  return { ...fit, up: fit.width < MIN_TABLE_CARD ? LIFTED_CARD : fit.width };
}

/**
 * Where a card turned up at place `index` (0-based, in the board's order) is shown enlarged: centred
 * on its place, kept inside the board's box. Left and top in px from the board's corner.
 */
export function liftedAt(index: number, fit: BoardFit, gap: number): { left: number; top: number } {
  const columns = Math.max(1, fit.columns);
  const col = index % columns;
  const row = Math.floor(index / columns);
  const boardW = columns * fit.width + (columns - 1) * gap;
  const rows = Math.max(fit.rows, row + 1);
  const boardH = rows * fit.width * CARD_RATIO + (rows - 1) * gap;
  const upH = fit.up * CARD_RATIO;
  const centreX = col * (fit.width + gap) + fit.width / 2;
  const centreY = row * (fit.width * CARD_RATIO + gap) + (fit.width * CARD_RATIO) / 2;
  const clamp = (v: number, most: number) => Math.round(Math.max(0, Math.min(v, most)));
  return { left: clamp(centreX - fit.up / 2, boardW - fit.up), top: clamp(centreY - upH / 2, boardH - upH) };
}

export interface HandFit {
  width: number; // each card's width
  step: number; // the distance from one card's left edge to the next (< width: they overlap)
  perRow: number;
  rows: number;
}

/** Your hand along the bottom: wide cards, overlapping where needed, each strip ≥ MIN_TAP. */
export function fitHand(count: number, avail: number, opts: { width?: number; gap?: number } = {}): HandFit {
  const width = opts.width ?? 72;
  const gap = opts.gap ?? 4;
  const n = Math.max(1, count);
  const flat = width + gap;
  if (n * flat - gap <= avail) return { width, step: flat, perRow: n, rows: 1 };
  // How many fit in a row with each strip at least MIN_TAP wide.
  const perRowMax = Math.max(1, Math.floor((avail - width) / MIN_TAP) + 1);
  const rows = Math.ceil(n / perRowMax);
  const perRow = Math.ceil(n / rows);
  const step = perRow > 1 ? Math.min(flat, (avail - width) / (perRow - 1)) : flat;
  return { width, step: Math.floor(step * 10) / 10, perRow, rows };
}

/** A face URL asked for at the size it is shown, in device pixels (cacheable steps of 8 px). */
export function faceUrl(face: string, cssWidth: number, dpr: number): string {
  const w = Math.ceil(cssWidth / 8) * 8;
  const ratio = Math.min(3, Math.max(1, Math.round(dpr)));
  const joiner = face.includes("?") ? "&" : "?";
  return `${face}${joiner}w=${w}&dpr=${ratio}`;
}

// ---- Seats ------------------------------------------------------------------------------

export type Side = "bottom" | "left" | "top" | "right";

/**
 * Where each seat sits round the felt, seen from yours (bottom); a spectator sees seat 0 at the
 * bottom. Clockwise: the next seat on the left, the one across at the top, the last on the right.
 */
export function seatSides(seats: Seat[], you: number | null): Map<number, Side> {
  const n = seats.length;
  const base = you ?? 0;
  const sides = new Map<number, Side>();
  const others: Side[][] = [[], ["top"], ["left", "right"], ["left", "top", "right"]];
  const order = others[n - 1] ?? null;
  for (let k = 0; k < n; k++) {
    const index = (base + k) % n;
    if (k === 0) sides.set(index, "bottom");
    else if (order) sides.set(index, order[k - 1]);
    else {
      // 5 or more: the first quarter on the left, the last on the right, the rest at the top.
      const share = (n - 1) / 4;
      sides.set(index, k <= share ? "left" : k > n - 1 - share ? "right" : "top");
    }
  }
  return sides;
}

/** The seats other than yours in the order they sit after you (left, top, right). */
export function othersInOrder(seats: Seat[], you: number | null): Seat[] {
  const n = seats.length;
  const base = you ?? 0;
  const out: Seat[] = [];
  for (let k = you == null ? 0 : 1; k < n; k++) out.push(seats[(base + k) % n]);
  return out;
}

/** The zones on the felt, in the order they are laid out from top to bottom. */
/** The cards lying face up before `seat` (Stovkahra's packet dealt face up): its `spread` zone. */
export function seatSpread(zones: Zone[], seat: number): Zone | undefined {
  return zones.find((z) => z.kind === "spread" && z.owner === seat && z.cards.length > 0);
}

/** A zone drawn beside its owner's seat rather than on the felt. */
export function bySeat(zone: Zone): boolean {
  return zone.kind === "spread" && zone.owner != null;
}

export const SEAT_CARD = 40; // CSS px: a card shown face up beside a seat, on a phone

export function zoneOrder(zones: Zone[]): Zone[] {
  const rank: Record<string, number> = { fan: 0, grid: 1, trick: 1, spread: 1, stock: 2, piles: 3 };
  return [...zones].sort((a, b) => (rank[a.kind] ?? 1) - (rank[b.kind] ?? 1));
}

// ---- Connection -------------------------------------------------------------------------

/** How long to wait before the `attempt`-th reconnection (0-based): 0.5 s doubling, at most 8 s. */
export function backoff(attempt: number, jitter = 0): number {
  const base = Math.min(8000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.25 * jitter));
}

/** The WebSocket's address beside the page (ws: or wss: as the page is http: or https:). */
export function socketUrl(page: string): string {
  const url = new URL("ws", page);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = "";
  url.hash = "";
  return url.toString();
}

/** The client's settings from the page's address (outside Discord, or the client id fallback). */
export interface LaunchParams {
  inDiscord: boolean;
  clientId: string | null;
  user: string | null;
  name: string | null;
  channel: string | null;
  guild: string | null;
  locale: string | null;
  /** Outside Discord, an OAuth2 code for the SDK mock's `authorize` to answer with: signs in
   * through POST /api/token as inside Discord (the browser tests, against a stand-in Discord). */
  code: string | null;
}

export function launchParams(search: string): LaunchParams {
  const q = new URLSearchParams(search);
  return {
    inDiscord: q.has("frame_id"),
    clientId: q.get("client_id"),
    user: q.get("user"),
    name: q.get("name"),
    channel: q.get("channel") ?? q.get("channel_id"),
    guild: q.get("guild") ?? q.get("guild_id"),
    locale: q.get("locale"),
    code: q.get("code"),
  };
}

/** Discord serves an Activity at https://<application id>.discordsays.com: the id, if so. */
export function clientIdFromHost(hostname: string): string | null {
  const match = /^(\d{5,25})\.discordsays\.com$/.exec(hostname);
  return match ? match[1] : null;
}

// ---- The chooser's place ------------------------------------------------------------------

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SheetPlace {
  left: number; // px from the screen's left edge
  bottom: number; // px from the screen's bottom edge to the sheet's bottom edge
  width: number;
  maxHeight: number; // beyond it the sheet scrolls
}

export const SHEET_WIDTH = 420; // CSS px: the chooser at most
const SHEET_MARGIN = 8;
const RAISED = 14; // CSS px: how far the card being chosen for is lifted above the hand

/**
 * Where the chooser sits: just above your hand (never over it, nor over the card lifted for the
 * choice), centred on that card as far as the screen allows. Without a hand (a zone's place was
 * tapped), at the bottom of the screen.
 */
export function chooserPlace(view: { width: number; height: number }, hand: Box | null, card: Box | null): SheetPlace {
  const width = Math.min(SHEET_WIDTH, view.width - 2 * SHEET_MARGIN);
  const centre = card ? card.left + card.width / 2 : view.width / 2;
  const left = Math.round(Math.min(Math.max(centre - width / 2, SHEET_MARGIN), view.width - SHEET_MARGIN - width));
  const floor = hand ? Math.min(hand.top, card ? card.top : hand.top) - RAISED - SHEET_MARGIN : view.height - SHEET_MARGIN;
  return { left, bottom: Math.round(view.height - floor), width, maxHeight: Math.max(0, Math.round(floor - SHEET_MARGIN)) };
}

/** The cards an action names that lie on the felt (Scopa's capture "7d:3c+4s": 3c and 4s), lit while it is weighed. */
export function namedCards(action: Action): string[] {
  const hand = new Set(action.cards ?? []);
  return action.action
    .split(/[:+]/)
    .filter((token) => token && !hand.has(token));
}
