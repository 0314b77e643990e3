// The table, drawn from one snapshot: seats round the felt, the zones, your hand, the action bar,
// the lobby and the result. Every word comes from the server (`words` or the snapshot).

import { h } from "./dom";
import {
  CARD_RATIO,
  MIN_TABLE_CARD,
  MIN_TAP,
  SEAT_CARD,
  barGroups,
  bySeat,
  chooserPlace,
  chooserTitle,
  dealerMark,
  faceUrl,
  fitBoard,
  fitCards,
  fitHand,
  liftedAt,
  lobbyTags,
  namedCards,
  othersInOrder,
  pickAction,
  pickedMove,
  placeActions,
  seatSides,
  seatSpread,
  tapHandCard,
  tapPlace,
  tappableCards,
  word,
  zoneOrder,
  type Box,
  type Side,
  type TapResult,
} from "./logic";
import type { Action, GameChoice, Seat, Snapshot, Words, Zone, ZoneCard } from "./protocol";

export interface UiHandlers {
  /** Sends `action` (or, for an action that asks for picks, `move`: the action with the picks). */
  move(action: Action, move?: string): void;
  /** A hand card tapped while picking: in or out of the picks. */
  pick(action: Action, card: string): void;
  open(game: GameChoice): void;
  join(): void;
  addComputer(level: string): void;
  start(): void;
}

export interface UiState {
  words: Words;
  table: Snapshot | null;
  games: GameChoice[];
  connected: boolean;
  busy: boolean;
  /** The hand cards picked so far for an action that asks for picks (Scarto's discard). */
  picked: string[];
}

const LEVELS = ["easy", "normal", "hard"];

function dpr(): number {
  return window.devicePixelRatio || 1;
}

export function cardImg(face: string, width: number, attrs: Record<string, string> = {}): HTMLImageElement {
  return h("img", {
    class: "card",
    src: faceUrl(face, width, dpr()),
    width: Math.round(width),
    height: Math.round(width * CARD_RATIO),
    alt: attrs.alt ?? "",
    draggable: "false",
    style: `width:${width}px;height:${Math.round(width * CARD_RATIO)}px`,
    ...attrs,
  });
}

/** Tapping `el` runs `fn`; it is also a button for the keyboard (Tab, then Enter or Space). */
function onTap(el: HTMLElement, fn: () => void): void {
  el.setAttribute("role", "button");
  el.tabIndex = 0;
  el.addEventListener("click", fn);
  el.addEventListener("keydown", (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      fn();
    }
  });
}

function levelWord(words: Words, level: string | null): string | null {
  return level ? word(words, `level-${level}`) : null;
}

/** A seat's hand seen from outside, small, beside its name (desktop; the count says it on a phone). */
function miniFan(zone: Zone | undefined): HTMLElement | null {
  if (!zone || zone.cards.length === 0) return null;
  const shown = zone.cards.slice(0, 13);
  return h(
    "div",
    { class: "mini-fan", "aria-hidden": "true", style: `width:${26 + (shown.length - 1) * 9}px` },
    ...shown.map((c, i) => cardImg(c.face, 26, { class: "card", style: `left:${i * 9}px` })),
  );
}

/** The cards lying face up before a seat (Stovkahra's packet dealt face up), under its name. */
function seatShown(zone: Zone | undefined): HTMLElement | null {
  if (!zone) return null;
  const w = window.innerWidth < 600 ? SEAT_CARD : 44;
  const step = w - 12;
  return h(
    "div",
    { class: "seat-shown", "data-anchor": zone.id, "data-zone": zone.id },
    zoneLabel(zone),
    h(
      "div",
      { class: "seat-shown-cards", style: `width:${w + step * (zone.cards.length - 1)}px;height:${Math.round(w * CARD_RATIO)}px` },
      ...zone.cards.map((c, i) => zoneCard(c, w, { style: `width:${w}px;height:${Math.round(w * CARD_RATIO)}px;left:${i * step}px` })),
    ),
  );
}

/** The dealer's disc beside a name: a letter, named for a screen reader and a pointer's hover. */
function dealerDisc(words: Words): HTMLElement {
  const { mark, name } = dealerMark(words);
  return h("span", { class: "dealer", role: "img", "aria-label": name, title: name, "data-testid": "dealer" }, mark);
}

export function seatChip(seat: Seat, words: Words, fan?: Zone, shown?: Zone): HTMLElement {
  const classes = ["seat"];
  if (seat.to_move) classes.push("to-move");
  if (seat.away) classes.push("away");
  if (seat.you) classes.push("you");
  if (seat.team != null) classes.push(`team-${seat.team % 4}`);
  return h(
    "div",
    { class: classes.join(" "), "data-anchor": `seat-${seat.index}`, "data-seat": seat.index },
    h(
      "div",
      { class: "seat-name" },
      seat.dealer ? dealerDisc(words) : null,
      h("span", { class: "name" }, seat.name),
    ),
    h(
      "div",
      { class: "seat-info" },
      seat.kind === "computer" && seat.level ? h("span", { class: "level" }, levelWord(words, seat.level)) : null,
      h("span", { class: "count" }, h("span", { class: "back-icon" }), String(seat.cards)),
      seat.score != null ? h("span", { class: "score" }, seat.score) : null,
    ),
    seat.team_name ? h("div", { class: "team-name" }, seat.team_name) : null,
    fan && !fan.cards.some((c) => c.place != null) ? miniFan(fan) : null,
    seatShown(shown),
  );
}

/** Renders the whole screen into `root`. Returns nothing; taps call `handlers`. */
export function render(root: HTMLElement, state: UiState, handlers: UiHandlers): void {
  const { words, table } = state;
  root.replaceChildren();
  root.classList.toggle("offline", !state.connected);
  if (!table) {
    root.append(lobbyNoTable(state, handlers));
    return;
  }
  lastCards = new Set(table.status === "playing" ? (table.last?.cards ?? []) : []);
  const app = h("div", { class: `table game-${table.game} status-${table.status}` });
  root.append(app);

  app.append(
    h(
      "header",
      { class: "head" },
      h("div", { class: "title" }, table.title),
      h("div", { class: "headline", "data-testid": "headline" }, table.headline),
    ),
  );

  const sides = seatSides(table.seats, table.you);
  const sideBoxes: Record<Side, HTMLElement> = {
    left: h("div", { class: "side side-left" }),
    top: h("div", { class: "side side-top" }),
    right: h("div", { class: "side side-right" }),
    bottom: h("div", { class: "side side-bottom" }),
  };
  const chipOf = (seat: Seat) => {
    const fan = table.zones.find((z) => z.kind === "fan" && (z.owner ?? -1) === seat.index);
    const shown = table.status === "playing" ? seatSpread(table.zones, seat.index) : undefined;
    return seatChip(seat, words, fan, shown);
  };
  for (const seat of othersInOrder(table.seats, table.you)) {
    sideBoxes[sides.get(seat.index) ?? "top"].append(chipOf(seat));
  }
  app.append(sideBoxes.left, sideBoxes.top, sideBoxes.right);

  const felt = h("main", { class: "felt", "data-anchor": "felt" });
  app.append(felt);

  const mine = table.you != null ? table.seats[table.you] : null;
  const yourTurn = mine?.to_move === true && table.status === "playing";
  const statusBox = h(
    "div",
    { class: "status" },
    h("div", { class: `status-line${yourTurn ? " yours" : ""}`, "data-testid": "status" }, table.status_line),
    table.last && table.status === "playing" ? h("div", { class: "last-line" }, table.last.text) : null,
  );

  const bottom = h("footer", { class: "bottom" });
  app.append(bottom);

  if (table.status === "lobby") {
    // The lobby says where it stands inside its own panel, not at the foot of an empty felt.
    felt.append(lobbyPanel(table, state, handlers, statusBox));
  } else bottom.append(statusBox);
  if (table.status === "over" && table.result) {
    felt.append(
      h(
        "section",
        { class: "result", "data-testid": "result" },
        h("div", { class: "result-text" }, table.result.text),
        ...table.result.lines.map((line) => h("div", { class: "result-line" }, line)),
        state.games.length ? newTable(state, handlers) : null,
      ),
    );
  }

  // Your seat and hand; or, for a spectator, the seat nearest (seat 0) and the word that you watch.
  const myShown = mine && table.status === "playing" ? seatSpread(table.zones, mine.index) : undefined;
  if (mine) bottom.append(h("div", { class: "me" }, seatChip(mine, words, undefined, myShown)));
  else if (table.status !== "lobby") {
    const near = table.seats.find((s) => sides.get(s.index) === "bottom");
    if (near) bottom.append(h("div", { class: "me watching" }, chipOf(near)));
    bottom.append(h("div", { class: "spectating", "data-testid": "spectating" }, word(words, "spectating")));
  }

  const bar = actionBar(table, words, state, handlers);
  if (bar) bottom.append(bar);
  const handBox = h("div", { class: "hand", "data-anchor": "hand", "data-testid": "hand" });
  if (mine && table.hand.length > 0) bottom.append(handBox);

  // Sizes depend on the space left: lay out first, then measure.
  requestLayout(() => {
    // The hand first: what it leaves is the felt's height.
    if (mine && table.hand.length > 0) drawHand(handBox, table, state, handlers);
    if (table.status === "playing") drawZones(felt, table, state, handlers, sides);
  });
}

let pending: (() => void)[] = [];
function requestLayout(fn: () => void): void {
  pending.push(fn);
}
/** Runs the drawing that needed the frame's sizes (called by main after `render`). */
export function flushLayout(): void {
  const fns = pending;
  pending = [];
  for (const fn of fns) fn();
}

function run(result: TapResult, state: UiState, handlers: UiHandlers, anchor?: HTMLElement): void {
  if (state.busy) return;
  if (result.kind !== "choose") closeChooser();
  if (result.kind === "send") confirmThen(result.action, state.words, () => handlers.move(result.action));
  else if (result.kind === "choose") showChooser(result.actions, state.words, handlers, anchor);
  else if (result.kind === "pick") handlers.pick(result.action, result.card);
}

/** Sends at once, or first asks the action's question (yes / cancel) when it has one. */
export function confirmThen(action: Action, words: Words, go: () => void): void {
  if (!action.confirm) {
    go();
    return;
  }
  closeChooser();
  const sheet = h(
    "div",
    { class: "chooser confirm", role: "dialog", "data-testid": "confirm" },
    h("div", { class: "confirm-text" }, action.confirm),
    h("button", { class: "choice", "data-action": action.action, onclick: () => (closeChooser(), go()) }, word(words, "confirm")),
    h("button", { class: "choice cancel", onclick: closeChooser }, word(words, "cancel")),
  );
  openSheet(sheet);
}

function rectOf(el: Element | null | undefined): Box | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return r.width > 0 ? { left: r.left, top: r.top, width: r.width, height: r.height } : null;
}

/**
 * Shows `sheet` just above your hand, centred on the card it is about (`anchor`): the hand stays
 * in sight and above the veil, so another card can be tapped instead; the felt shows through.
 */
function openSheet(sheet: HTMLElement, anchor?: HTMLElement): void {
  const hand = document.querySelector(".hand .hand-cards");
  const inHand = anchor != null && hand?.contains(anchor);
  const place = chooserPlace({ width: window.innerWidth, height: window.innerHeight }, rectOf(hand), inHand ? rectOf(anchor) : null);
  sheet.style.cssText = `left:${place.left}px;bottom:${place.bottom}px;width:${place.width}px;max-height:${place.maxHeight}px`;
  if (inHand) anchor!.classList.add("choosing");
  const veil: HTMLElement = h("div", { class: "veil", onclick: (e: Event) => e.target === veil && closeChooser() }, sheet);
  document.body.classList.add("choosing");
  document.body.append(veil);
}

/** Lights the felt's cards that `action` names while its choice is pointed at or focused. */
function hintCards(action: Action, on: boolean): void {
  for (const card of namedCards(action))
    document.querySelectorAll(`.felt img.card[data-card="${CSS.escape(card)}"]`).forEach((el) => el.classList.toggle("hint", on));
}

export function showChooser(actions: Action[], words: Words, handlers: UiHandlers, anchor?: HTMLElement): void {
  closeChooser();
  const sheet = h(
    "div",
    { class: "chooser", role: "dialog", "data-testid": "chooser" },
    h(
      "div",
      { class: "chooser-head" },
      h("div", { class: "chooser-title" }, chooserTitle(actions, words)),
      h("button", { class: "cancel", "aria-label": word(words, "cancel"), title: word(words, "cancel"), onclick: closeChooser }, "✕"),
    ),
    ...actions.map((action) => {
      const hint = (on: boolean) => () => hintCards(action, on);
      return h(
        "button",
        {
          class: "choice",
          "data-action": action.action,
          onpointerenter: hint(true),
          onpointerleave: hint(false),
          onfocus: hint(true),
          onblur: hint(false),
          onclick: () => {
            closeChooser();
            confirmThen(action, words, () => handlers.move(action));
          },
        },
        action.label,
      );
    }),
  );
  openSheet(sheet, anchor);
}

export function closeChooser(): void {
  document.querySelectorAll(".veil").forEach((el) => el.remove());
  document.querySelectorAll(".choosing, .hint").forEach((el) => el.classList.remove("choosing", "hint"));
  document.body.classList.remove("choosing");
}

function actionBar(table: Snapshot, words: Words, state: UiState, handlers: UiHandlers): HTMLElement | null {
  const groups = barGroups(table.actions);
  if (groups.length === 0) return null;
  return h(
    "div",
    { class: "bar", "data-testid": "bar" },
    ...groups.map((group) =>
      h(
        "div",
        { class: `group${group.group ? ` group-${group.group}` : ""}` },
        group.group && words[`group-${group.group}`] ? h("span", { class: "group-label" }, words[`group-${group.group}`]) : null,
        ...group.actions.map((action) => {
          if (action.pick) {
            const move = pickedMove(action, state.picked);
            return h(
              "button",
              {
                class: "act primary pick-go",
                "data-action": action.action,
                "data-testid": "pick-go",
                disabled: state.busy || move == null,
                onclick: () => move && confirmThen(action, words, () => handlers.move(action, move)),
              },
              action.label,
              h("span", { class: "pick-count" }, `${state.picked.length}/${action.pick}`),
            );
          }
          return h(
            "button",
            {
              class: "act",
              "data-action": action.action,
              disabled: state.busy,
              onclick: () => run({ kind: "send", action }, state, handlers),
            },
            action.label,
          );
        }),
      ),
    ),
  );
}

// ---- Zones ------------------------------------------------------------------------------

let lastCards = new Set<string>();

function zoneCard(card: ZoneCard, width: number, extra: Record<string, string> = {}): HTMLImageElement {
  const img = cardImg(card.face, width, {
    ...(card.card ? { "data-card": card.card } : {}),
    ...extra,
  });
  // Where the last move left its cards on the felt, they stay ringed once the flight is over.
  if (card.card && lastCards.has(card.card)) img.classList.add("last");
  return img;
}

function drawZones(felt: HTMLElement, table: Snapshot, state: UiState, handlers: UiHandlers, sides: Map<number, Side>): void {
  const zones = zoneOrder(table.zones.filter((z) => !bySeat(z)));
  const phone = window.innerWidth < 600;
  const style = getComputedStyle(felt);
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const gapY = parseFloat(style.rowGap) || 0;
  const width = felt.clientWidth - padX;
  // The piles, the stock and the fans first: the main zone (spread, trick, grid) gets what is left.
  const row = h("div", { class: "zone-row" });
  const placed: HTMLElement[] = [];
  const piles = zones.filter((z) => z.kind === "piles" || z.kind === "stock");
  for (const zone of zones) {
    if (zone.kind === "fan" && zone.cards.some((c) => c.place != null))
      placed.push(fanZone(zone, table, width, phone, state, handlers));
  }
  for (const zone of piles) row.append(pileZone(zone, table, phone, false));
  felt.append(...placed);
  if (row.childElementCount) felt.append(row);
  const measureUsed = () => {
    let used = 0;
    for (const el of [...placed, row]) if (el.isConnected) used += el.getBoundingClientRect().height + gapY;
    return used;
  };
  // What the main zone needs at the least: when the piles would leave less, they shrink to counts.
  const grid = zones.find((z) => z.kind === "grid");
  const gridGap = phone ? BOARD_GAP_PHONE : 6;
  const need = grid
    ? // every row of the grid at the least card width
      Math.ceil(grid.cards.length / Math.max(1, Math.floor((width + gridGap) / (MIN_TAP + gridGap)))) *
      (MIN_TAP * CARD_RATIO + gridGap)
    : zones.some((z) => z.kind === "trick")
      ? MIN_TABLE_CARD * CARD_RATIO * 2 + 24
      : zones.some((z) => z.kind === "spread")
        ? MIN_TABLE_CARD * CARD_RATIO * 2 + 16
        : 0;
  if (row.isConnected && felt.clientHeight - padY - measureUsed() < need) {
    row.replaceChildren(...piles.map((zone) => pileZone(zone, table, phone, true)));
  }
  const room = Math.max(140, felt.clientHeight - padY - measureUsed());
  for (const zone of zones) {
    let el: HTMLElement | null = null;
    if (zone.kind === "spread") el = spreadZone(zone, width, room, phone);
    else if (zone.kind === "grid") el = gridZone(zone, table, width, room, phone, state, handlers);
    else if (zone.kind === "trick") el = trickZone(zone, table, width, room, phone, sides);
    if (!el) continue;
    // In the order of zoneOrder: fans above, piles and stock below.
    if (row.isConnected) felt.insertBefore(el, row);
    else felt.append(el);
  }
}

function zoneLabel(zone: Zone): HTMLElement | null {
  return zone.label ? h("div", { class: "zone-label" }, zone.label) : null;
}

function spreadZone(zone: Zone, width: number, room: number, phone: boolean): HTMLElement {
  const fit = fitCards(zone.cards.length, width, { max: phone ? 96 : deskCard(128), maxHeight: room - (zone.label ? 20 : 0), gap: 8 });
  return h(
    "section",
    { class: "zone spread", "data-anchor": zone.id, "data-zone": zone.id },
    zoneLabel(zone),
    h(
      "div",
      { class: "cards", style: `max-width:${fit.columns * (fit.width + 8)}px` },
      ...zone.cards.map((c) => zoneCard(c, fit.width, c.lit ? { class: "card lit" } : {})),
    ),
  );
}

/** Between Concentration's places on a phone: little, for 52 of them to fit a 360 × 740 screen. */
const BOARD_GAP_PHONE = 2;

function gridZone(
  zone: Zone,
  table: Snapshot,
  width: number,
  room: number,
  phone: boolean,
  state: UiState,
  handlers: UiHandlers,
): HTMLElement {
  const gap = phone ? BOARD_GAP_PHONE : 6;
  room -= zone.label ? 20 : 0;
  const fit = fitBoard(zone.cards.length, width, room, { max: phone ? 72 : 84, gap, columns: phone ? null : zone.columns });
  const grid = h("div", {
    class: "grid",
    style: `grid-template-columns:repeat(${fit.columns}, ${fit.width}px);gap:${gap}px`,
  });
  zone.cards.forEach((card, i) => {
    const place = card.place ?? 0;
    const actions = placeActions(table, zone.id, place);
    if (card.taken) {
      grid.append(h("div", { class: "slot taken", style: `width:${fit.width}px;height:${Math.round(fit.width * CARD_RATIO)}px` }));
      return;
    }
    const img = zoneCard(card, fit.width, {
      "data-place": String(place),
      class: `card${actions.length ? " tappable" : ""}${card.lit ? " lit" : ""}`,
    });
    if (actions.length) onTap(img, () => run(tapPlace(table, zone.id, place), state, handlers));
    grid.append(img);
    // A card turned up on places too small to read it: shown enlarged over its place. Taps go
    // through it to the places beneath, which keep their whole size.
    if (card.card && fit.up > fit.width) {
      const at = liftedAt(i, fit, gap);
      grid.append(
        cardImg(card.face, fit.up, {
          class: `card lifted${card.lit ? " lit" : ""}`,
          "aria-hidden": "true",
          "data-lifted": String(place),
          style: `width:${fit.up}px;height:${Math.round(fit.up * CARD_RATIO)}px;left:${at.left}px;top:${at.top}px`,
        }),
      );
    }
  });
  return h("section", { class: "zone grid-zone", "data-anchor": zone.id, "data-zone": zone.id }, zoneLabel(zone), grid);
}

const TRICK_SPOT: Record<Side, string> = { bottom: "spot-bottom", left: "spot-left", top: "spot-top", right: "spot-right" };

function trickZone(zone: Zone, table: Snapshot, width: number, room: number, phone: boolean, sides: Map<number, Side>): HTMLElement {
  // Three card heights' room at most: top, middle (left/right), bottom overlapping a little.
  const across = [...sides.values()].includes("top");
  const tall = across ? 2.3 : 1.6; // card heights: top, middle and bottom overlapping, or two rows
  const byHeight = Math.floor((room - (zone.label ? 20 : 0)) / (CARD_RATIO * tall));
  const byWidth = Math.floor((width - 24) / 3.4);
  const w = Math.max(MIN_TABLE_CARD, Math.min(phone ? 76 : deskCard(112), byHeight, byWidth));
  const box = h("div", {
    class: `trick${across ? "" : " no-top"}`,
    style: `--w:${w}px;--h:${Math.round(w * CARD_RATIO)}px;width:${Math.round(w * 3.3)}px;height:${Math.round(w * CARD_RATIO * tall)}px`,
  });
  const played = new Set<number>();
  for (const card of zone.cards) {
    const side = card.seat != null ? (sides.get(card.seat) ?? "top") : "top";
    if (card.seat != null) played.add(card.seat);
    const img = zoneCard(card, w, { class: `card ${TRICK_SPOT[side]}${card.lit ? " lit" : ""}` });
    box.append(img);
  }
  // Where the others' cards will land: an empty place before each seat that has not played.
  for (const [seat, side] of sides) {
    if (!played.has(seat)) box.prepend(h("div", { class: `slot ${TRICK_SPOT[side]}`, "data-seat": seat }));
  }
  return h("section", { class: "zone trick-zone", "data-anchor": zone.id, "data-zone": zone.id }, zoneLabel(zone), box);
}

function fanZone(zone: Zone, table: Snapshot, width: number, phone: boolean, state: UiState, handlers: UiHandlers): HTMLElement {
  const tappable = zone.cards.some((c) => c.place != null && placeActions(table, zone.id, c.place).length > 0);
  const cardW = tappable ? (phone ? 64 : 80) : phone ? 40 : 52;
  const fit = fitHand(zone.cards.length, width - 8, { width: cardW, gap: tappable ? 6 : 3 });
  const step = tappable ? fit.step : Math.min(fit.step, phone ? 14 : 18);
  const fan = h("div", {
    class: `fan${tappable ? " tappable" : ""}`,
    style: `height:${Math.round(cardW * CARD_RATIO + (fit.rows - 1) * (tappable ? 56 : 0))}px;width:${Math.round(cardW + step * (Math.min(fit.perRow, zone.cards.length) - 1))}px`,
  });
  zone.cards.forEach((card, i) => {
    const r = tappable ? Math.floor(i / fit.perRow) : 0;
    const c = tappable ? i % fit.perRow : i;
    const img = zoneCard(card, cardW, {
      class: "card",
      style: `width:${cardW}px;height:${Math.round(cardW * CARD_RATIO)}px;left:${c * step}px;top:${r * 56}px`,
      ...(card.place != null ? { "data-place": String(card.place) } : {}),
    });
    if (card.place != null && placeActions(table, zone.id, card.place).length) {
      img.classList.add("tappable");
      const place = card.place;
      onTap(img, () => run(tapPlace(table, zone.id, place), state, handlers));
    }
    fan.append(img);
  });
  // Whose hand it is (Old Maid's neighbour you draw from), when the server gives no label.
  const owner = zone.label ? null : zone.owner != null ? (table.seats[zone.owner]?.name ?? null) : null;
  return h(
    "section",
    { class: "zone fan-zone", "data-anchor": zone.id, "data-zone": zone.id },
    zoneLabel(zone) ?? (owner ? h("div", { class: "zone-label fan-owner" }, owner) : null),
    fan,
  );
}

/** Whose a pile is: the seat's name, or the team's where the game is played in teams. */
export function ownerName(table: Snapshot, owner: number | null | undefined): string | null {
  if (owner == null) return null;
  if (table.seats.some((s) => s.team != null)) {
    const member = table.seats.find((s) => s.team === owner);
    if (member) return member.team_name ?? member.name;
  }
  return table.seats[owner]?.name ?? null;
}

function pileZone(zone: Zone, table: Snapshot, phone: boolean, mini: boolean): HTMLElement {
  const w = mini ? 28 : phone ? MIN_TABLE_CARD : 64;
  const height = Math.round(w * CARD_RATIO);
  const top = zone.cards[zone.cards.length - 1];
  const count = zone.count ?? (zone.kind === "piles" ? zone.cards.length : null);
  const owner = ownerName(table, zone.owner);
  const size = `width:${w}px;height:${height}px`;
  // The top card when the server shows one; else a face-down stack, or an empty place.
  const face = top
    ? zoneCard(top, w)
    : (count ?? 0) > 0
      ? h("div", { class: "css-back", style: size })
      : h("div", { class: "slot", style: size });
  // Where the last move's cards went (a capture, a trick won, a book): ringed like the felt's.
  const landed = table.status === "playing" && table.last?.to === zone.id;
  return h(
    "section",
    {
      class: `zone pile ${zone.kind}${mini ? " mini" : ""}${landed ? " landed" : ""}`,
      "data-anchor": zone.id,
      "data-zone": zone.id,
      ...(zone.owner != null ? { "data-owner": String(zone.owner) } : {}),
    },
    h(
      "div",
      { class: "pile-stack", style: size },
      face,
      count && !mini && !(top && count <= 1) ? h("span", { class: "badge" }, String(count)) : null,
    ),
    h(
      "div",
      { class: "pile-words" },
      owner ? h("div", { class: "pile-owner" }, owner) : null,
      zone.label ? h("div", { class: "pile-label" }, zone.label) : mini && count != null ? h("div", { class: "pile-label" }, String(count)) : null,
    ),
  );
}

// ---- Your hand --------------------------------------------------------------------------

/** A desktop card's width: `most` on a screen 800 px tall or more, less on a lower one (≥ 3/4 of it). */
function deskCard(most: number): number {
  return Math.round(Math.min(most, Math.max(most * 0.75, (most * window.innerHeight) / 800)));
}

function drawHand(box: HTMLElement, table: Snapshot, state: UiState, handlers: UiHandlers): void {
  const phone = window.innerWidth < 600;
  const avail = box.clientWidth - 8;
  const fit = fitHand(table.hand.length, avail, { width: phone ? 64 : deskCard(108), gap: 6 });
  const rowStep = phone ? 48 : 56;
  const height = Math.round(fit.width * CARD_RATIO + (fit.rows - 1) * rowStep);
  const used = Math.round(fit.width + fit.step * (Math.min(fit.perRow, table.hand.length) - 1));
  const inner = h("div", { class: "hand-cards", style: `width:${used}px;height:${height}px` });
  const live = tappableCards(table);
  const myTurn = live.size > 0;
  const picking = pickAction(table) != null;
  table.hand.forEach((card, i) => {
    const r = Math.floor(i / fit.perRow);
    const c = i % fit.perRow;
    const can = live.has(card.card);
    const picked = picking && state.picked.includes(card.card);
    const img = cardImg(card.face, fit.width, {
      class: `card${can ? " playable" : ""}${myTurn && !can ? " dim" : ""}${picked ? " picked" : ""}`,
      "data-card": card.card,
      alt: card.label,
      title: card.label,
      style: `width:${fit.width}px;height:${Math.round(fit.width * CARD_RATIO)}px;left:${c * fit.step}px;top:${r * rowStep}px`,
    });
    if (can) onTap(img, () => run(tapHandCard(table, card.card), state, handlers, img));
    inner.append(img);
  });
  box.append(inner);
}

// ---- Lobby ------------------------------------------------------------------------------

function gameList(state: UiState, handlers: UiHandlers): HTMLElement {
  return h(
    "div",
    { class: "games", "data-testid": "games" },
    ...state.games.map((g) =>
      h(
        "button",
        { class: "game-choice", "data-game": g.game, "data-preset": g.preset ?? "", disabled: state.busy, onclick: () => handlers.open(g) },
        g.title,
      ),
    ),
  );
}

/** After a game: one button, which opens the list of games to open the next table with. */
function newTable(state: UiState, handlers: UiHandlers): HTMLElement {
  const box = h("div", { class: "new-table" });
  const button = h(
    "button",
    {
      class: "act primary",
      "data-testid": "new-table",
      onclick: () => button.replaceWith(gameList(state, handlers)),
    },
    word(state.words, "new-table"),
  );
  box.append(button);
  return box;
}

function lobbyNoTable(state: UiState, handlers: UiHandlers): HTMLElement {
  return h(
    "div",
    { class: "lobby empty" },
    state.words["no-table"] ? h("p", { class: "lobby-note" }, state.words["no-table"]) : null,
    h("h1", { class: "lobby-title" }, word(state.words, state.words["choose-game"] ? "choose-game" : "open-table")),
    gameList(state, handlers),
  );
}

function lobbyPanel(table: Snapshot, state: UiState, handlers: UiHandlers, status: HTMLElement): HTMLElement {
  const words = state.words;
  const seated = table.you != null;
  return h(
    "section",
    { class: "lobby", "data-testid": "lobby" },
    h("h1", { class: "lobby-title" }, table.title),
    h(
      "ol",
      { class: "lobby-seats" },
      ...table.seats.map((s) =>
        h(
          "li",
          { class: `${s.you ? "you" : ""}${s.kind === "computer" ? " computer" : ""}` },
          h("span", { class: "name" }, s.name),
          ...lobbyTags(s, words).map((tag) => h("span", { class: tag.kind, ...(tag.kind === "host" ? { "data-testid": "host" } : {}) }, tag.text)),
        ),
      ),
    ),
    status,
    h(
      "div",
      { class: "lobby-actions" },
      !seated ? h("button", { class: "act primary", "data-testid": "join", disabled: state.busy, onclick: handlers.join }, word(words, "join")) : null,
      table.host
        ? h(
            "div",
            { class: "add-computer" },
            h("span", { class: "group-label" }, word(words, "add-computer")),
            ...LEVELS.map((level) =>
              h(
                "button",
                { class: "act", "data-level": level, disabled: state.busy, onclick: () => handlers.addComputer(level) },
                word(words, `level-${level}`),
              ),
            ),
          )
        : null,
      table.host ? h("button", { class: "act primary", "data-testid": "start", disabled: state.busy, onclick: handlers.start }, word(words, "start")) : null,
    ),
  );
}
