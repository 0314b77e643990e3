import { describe, expect, it } from "vitest";
import {
  MIN_TABLE_CARD,
  MIN_TAP,
  backoff,
  barGroups,
  clientIdFromHost,
  chooserPlace,
  chooserTitle,
  faceUrl,
  CARD_RATIO,
  LIFTED_CARD,
  dealerMark,
  fitBoard,
  fitCards,
  liftedAt,
  lobbyTags,
  fitHand,
  launchParams,
  namedCards,
  SEAT_CARD,
  bySeat,
  othersInOrder,
  pickAction,
  pickedMove,
  togglePick,
  seatSides,
  seatSpread,
  socketUrl,
  tapHandCard,
  tapPlace,
  tappableCards,
  word,
} from "../src/logic";
import type { Action, Snapshot } from "../src/protocol";
import concentration from "./fixtures/concentration.json";
import gofish from "./fixtures/gofish.json";
import oldmaid from "./fixtures/oldmaid.json";
import scarto from "./fixtures/scarto.json";
import scartoDiscard from "./fixtures/scarto-discard.json";
import scopa from "./fixtures/scopa.json";
import stovkahra from "./fixtures/stovkahra.json";

const snap = (data: unknown) => data as Snapshot;

describe("tapping a hand card", () => {
  it("offers a chooser when one card makes several captures (Scopa's 7 takes 3+4 or the 7)", () => {
    const result = tapHandCard(snap(scopa), "7d");
    expect(result.kind).toBe("choose");
    if (result.kind !== "choose") return;
    expect(result.actions.map((a) => a.action)).toEqual(["7d:3c+4s", "7d:7h"]);
    expect(result.actions.map((a) => a.label)).toEqual([
      "7 of coins → 3 of batons + 4 of swords",
      "7 of coins → 7 of cups",
    ]);
  });

  it("sends the one action of a card that has only one", () => {
    const result = tapHandCard(snap(scopa), "2h");
    expect(result).toEqual({ kind: "send", action: expect.objectContaining({ action: "2h" }) });
  });

  it("does nothing for a card that cannot be played (Scarto: must follow spades)", () => {
    expect(tapHandCard(snap(scarto), "3h")).toEqual({ kind: "none" });
    expect(tapHandCard(snap(scarto), "Ks").kind).toBe("send");
    expect([...tappableCards(snap(scarto))]).toEqual(["Ks"]);
  });

  it("asks in Go Fish: a card of the rank, then whom to ask, by label", () => {
    const result = tapHandCard(snap(gofish), "Qs");
    expect(result.kind).toBe("choose");
    if (result.kind !== "choose") return;
    expect(result.actions.map((a) => a.action)).toEqual(["ask:0:Q", "ask:2:Q"]);
    // Both queens lead to the same asks.
    const other = tapHandCard(snap(gofish), "Qc");
    expect(other.kind === "choose" && other.actions.map((a) => a.action)).toEqual(["ask:0:Q", "ask:2:Q"]);
  });

  it("asks which capture for Scopa's plays, and whom to ask in Go Fish (not what to take)", () => {
    const words = { "choose-capture": "Which cards do you take?", choose: "Choose" };
    const scopaChoice = tapHandCard(snap(scopa), "7d");
    const fishChoice = tapHandCard(snap(gofish), "Qs");
    expect(scopaChoice.kind === "choose" && chooserTitle(scopaChoice.actions, words)).toBe("Which cards do you take?");
    expect(fishChoice.kind === "choose" && chooserTitle(fishChoice.actions, words)).toBe("Choose");
  });

  it("offers nothing when it is not your turn", () => {
    const waiting = { ...snap(scopa), actions: [] };
    expect(tapHandCard(waiting, "7d")).toEqual({ kind: "none" });
    expect(tappableCards(waiting).size).toBe(0);
  });
});

describe("picking Scarto's discard", () => {
  const table = snap(scartoDiscard);
  const discard = pickAction(table)!;

  it("makes a hand tap pick the card instead of playing it", () => {
    expect(tapHandCard(table, "3h")).toEqual({ kind: "pick", action: discard, card: "3h" });
    expect(tapHandCard(table, "T3")).toEqual({ kind: "none" }); // a trump may not be discarded
  });

  it("sends nothing until exactly three are picked, then the action with the three", () => {
    let picked: string[] = [];
    for (const card of ["3h", "6h"]) picked = togglePick(picked, card, discard);
    expect(pickedMove(discard, picked)).toBeNull();
    picked = togglePick(picked, "2c", discard);
    expect(pickedMove(discard, picked)).toBe("discard:3h+6h+2c");
    expect(togglePick(picked, "7c", discard)).toEqual(picked); // a fourth is not taken
    expect(togglePick(picked, "6h", discard)).toEqual(["3h", "2c"]); // tapped again: put back
    expect(togglePick([], "T3", discard)).toEqual([]);
  });

  it("offers the discard's button in the action bar", () => {
    expect(barGroups(table.actions).map((g) => g.group)).toEqual(["discard"]);
  });
});

describe("tapping a place", () => {
  it("flips a face-down place in Concentration, not a taken one", () => {
    expect(tapPlace(snap(concentration), "grid", 1)).toEqual({
      kind: "send",
      action: expect.objectContaining({ action: "flip:1" }),
    });
    expect(tapPlace(snap(concentration), "grid", 4)).toEqual({ kind: "none" }); // taken
    expect(tapPlace(snap(concentration), "grid", 9)).toEqual({ kind: "none" }); // face up
  });

  it("draws from the neighbour's fan in Old Maid, only from that neighbour", () => {
    expect(tapPlace(snap(oldmaid), "fan-1", 3)).toEqual({
      kind: "send",
      action: expect.objectContaining({ action: "draw:2" }),
    });
    expect(tapPlace(snap(oldmaid), "fan-2", 1)).toEqual({ kind: "none" });
    expect(tappableCards(snap(oldmaid)).size).toBe(0); // no hand card leads anywhere
  });
});

describe("the action bar", () => {
  it("groups Stovkahra's declarations and signal, in the order met", () => {
    const groups = barGroups(snap(stovkahra).actions);
    expect(groups.map((g) => g.group)).toEqual(["declare", "signal", "dost"]);
    expect(groups[0].actions.map((a) => a.label)).toEqual(["Dost", "Pass"]);
  });

  it("leaves out actions taken by tapping a card or a place", () => {
    expect(barGroups(snap(scopa).actions)).toEqual([]);
    expect(barGroups(snap(gofish).actions)).toEqual([]);
    const groups = barGroups(snap(oldmaid).actions);
    expect(groups.flatMap((g) => g.actions.map((a) => a.action))).toEqual(["shuffle"]);
  });
});

describe("layout on a 360 px phone", () => {
  const felt = 360 - 8; // the felt's padding

  it("keeps table cards at least 56 px wide, however many lie there", () => {
    for (const count of [1, 4, 10, 16, 52]) {
      const fit = fitCards(count, felt, { max: 84, maxHeight: 300, gap: 8 });
      expect(fit.width).toBeGreaterThanOrEqual(MIN_TABLE_CARD);
      expect(fit.columns * fit.width + (fit.columns - 1) * 8).toBeLessThanOrEqual(felt);
      expect(fit.columns * fit.rows).toBeGreaterThanOrEqual(count);
    }
  });

  it("lays Concentration's 52 places six to a row at 56 px or more", () => {
    const fit = fitCards(52, felt, { max: 72, gap: 3, maxHeight: 400 });
    expect(fit.columns).toBe(6);
    expect(fit.width).toBeGreaterThanOrEqual(56);
  });

  it("makes cards larger when there is room (four on the Scopa table)", () => {
    const fit = fitCards(4, felt, { max: 84, maxHeight: 400, gap: 8 });
    expect(fit.width).toBe(84);
  });

  it("overlaps a big hand but leaves each card a tappable strip", () => {
    for (const count of [3, 8, 13, 25]) {
      const fit = fitHand(count, felt, { width: 64, gap: 6 });
      expect(fit.rows * fit.perRow).toBeGreaterThanOrEqual(count);
      if (fit.perRow > 1) expect(fit.step).toBeGreaterThanOrEqual(MIN_TAP);
      expect(fit.width + fit.step * (fit.perRow - 1)).toBeLessThanOrEqual(felt);
    }
    expect(fitHand(3, felt, { width: 64, gap: 6 })).toMatchObject({ rows: 1, step: 70 });
  });
});

describe("Concentration's 52 places on a 360 × 740 phone", () => {
  // What the felt leaves the board there (measured in Chromium): 352 px across, and 603 px of
  // felt less its padding (6) and the pair piles' row below (48 + 4).
  const avail = 352;
  const room = 603 - 6 - 52;
  const gap = 2;
  const tall = (fit: { width: number; rows: number }) => fit.rows * fit.width * CARD_RATIO + (fit.rows - 1) * gap;
  const wide = (fit: { width: number; columns: number }) => fit.columns * fit.width + (fit.columns - 1) * gap;

  it("fits the whole board without scrolling, each face-down place still a 44 px tap", () => {
    const fit = fitBoard(52, avail, room, { gap });
    expect(fit.width).toBeGreaterThanOrEqual(MIN_TAP);
    expect(fit.columns * fit.rows).toBeGreaterThanOrEqual(52);
    expect(wide(fit)).toBeLessThanOrEqual(avail);
    expect(tall(fit)).toBeLessThanOrEqual(room);
  });

  it("shows a card turned up enlarged, readable, where the places are smaller than a table card", () => {
    const fit = fitBoard(52, avail, room, { gap });
    expect(fit.width).toBeLessThan(MIN_TABLE_CARD);
    expect(fit.up).toBe(LIFTED_CARD);
    expect(fit.up).toBeGreaterThanOrEqual(MIN_TABLE_CARD);
  });

  it("never shrinks a place under 44 px, even where the board cannot fit (then the felt scrolls)", () => {
    const fit = fitBoard(52, avail, 200, { gap });
    expect(fit.width).toBe(MIN_TAP);
    expect(tall(fit)).toBeGreaterThan(200);
  });

  it("gives a smaller board larger places, and then turns cards up where they lie", () => {
    const fit = fitBoard(20, avail, room, { gap });
    expect(fit.width).toBeGreaterThanOrEqual(MIN_TABLE_CARD);
    expect(fit.up).toBe(fit.width);
  });

  it("centres the enlarged card on its place, inside the board at its edges", () => {
    const fit = fitBoard(52, avail, room, { gap });
    const board = { w: wide(fit), h: tall(fit) };
    const step = { x: fit.width + gap, y: fit.width * CARD_RATIO + gap };
    const middle = fit.columns + 2; // second row, third column
    const at = liftedAt(middle, fit, gap);
    expect(at.left + fit.up / 2).toBeCloseTo(2 * step.x + fit.width / 2, 0);
    expect(at.top + (fit.up * CARD_RATIO) / 2).toBeCloseTo(step.y + (fit.width * CARD_RATIO) / 2, 0);
    for (const index of [0, fit.columns - 1, 51]) {
      const edge = liftedAt(index, fit, gap);
      expect(edge.left).toBeGreaterThanOrEqual(0);
      expect(edge.top).toBeGreaterThanOrEqual(0);
      expect(edge.left + fit.up).toBeLessThanOrEqual(board.w + 0.5);
      expect(edge.top + fit.up * CARD_RATIO).toBeLessThanOrEqual(board.h + 0.5);
    }
  });
});

describe("the host and the dealer", () => {
  const words = { host: "Chi ha aperto il tavolo", dealer: "Mazziere", "dealer-mark": "M", "level-easy": "Facile" };
  const seat = (fields: Record<string, unknown>) => ({ ...scopa.seats[0], level: null, host: false, ...fields }) as Snapshot["seats"][number];

  it("tags the host's seat in the lobby with the catalogue's word, and no other", () => {
    expect(lobbyTags(seat({ host: true }), words)).toEqual([{ kind: "host", text: "Chi ha aperto il tavolo" }]);
    expect(lobbyTags(seat({ host: false }), words)).toEqual([]);
    expect(lobbyTags(seat({ kind: "computer", level: "easy" }), words)).toEqual([{ kind: "level", text: "Facile" }]);
    // An older server sends no `host`: nobody is tagged.
    const { host: _, ...old } = seat({});
    expect(lobbyTags(old as Snapshot["seats"][number], words)).toEqual([]);
  });

  it("marks the dealer with the pictures' letter, named by the catalogue's word", () => {
    expect(dealerMark(words)).toEqual({ mark: "M", name: "Mazziere" });
    expect(dealerMark({ dealer: "親" })).toEqual({ mark: "親", name: "親" });
  });
});

describe("seats round the felt", () => {
  const seats = (n: number) => snap({ ...scopa, seats: Array.from({ length: n }, (_, i) => ({ ...scopa.seats[0], index: i })) }).seats;

  it("puts you at the bottom and the others clockwise: left, across, right", () => {
    const sides = seatSides(seats(4), 1);
    expect([1, 2, 3, 0].map((i) => sides.get(i))).toEqual(["bottom", "left", "top", "right"]);
    expect(othersInOrder(seats(4), 1).map((s) => s.index)).toEqual([2, 3, 0]);
  });

  it("shows a spectator every seat", () => {
    expect(othersInOrder(seats(3), null).map((s) => s.index)).toEqual([0, 1, 2]);
  });
});

describe("the rest", () => {
  it("shows a word the server sent, or its key, never made-up English", () => {
    expect(word({ join: "Siediti" }, "join")).toBe("Siediti");
    expect(word({}, "join")).toBe("join");
  });

  it("asks for faces at their shown size times the screen's density", () => {
    expect(faceUrl("/cards/italian/7d.png", 61, 2)).toBe("/cards/italian/7d.png?w=64&dpr=2");
    expect(faceUrl("/cards/italian/7d.png?v=1", 56, 5)).toBe("/cards/italian/7d.png?v=1&w=56&dpr=3");
  });

  it("waits longer after each failed reconnection, up to 8 s", () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => backoff(n))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });

  it("finds the socket beside the page", () => {
    expect(socketUrl("https://123.discordsays.com/?frame_id=x")).toBe("wss://123.discordsays.com/ws");
    expect(socketUrl("http://127.0.0.1:8765/index.html")).toBe("ws://127.0.0.1:8765/ws");
  });

  it("knows the application from Discord's host for it", () => {
    expect(clientIdFromHost("1234567890123456789.discordsays.com")).toBe("1234567890123456789");
    expect(clientIdFromHost("127.0.0.1")).toBeNull();
    expect(clientIdFromHost("evil.com")).toBeNull();
  });

  it("reads the launch: inside Discord by frame_id, outside from the URL", () => {
    expect(launchParams("?frame_id=1&instance_id=2").inDiscord).toBe(true);
    expect(launchParams("?user=7&name=bob&channel=9")).toMatchObject({ inDiscord: false, user: "7", name: "bob", channel: "9", code: null });
    // Outside Discord with an OAuth2 code: the SDK mock's authorize answers it (the browser tests).
    expect(launchParams("?code=code-7&channel=9").code).toBe("code-7");
  });
});

describe("cards face up before a seat (Stovkahra's packet dealt face up)", () => {
  const card = (c: string) => ({ card: c, face: `/cards/en/italian/${c}.png`, seat: 2, place: null, taken: false, lit: false });
  const zone = (id: string, kind: string, owner: number | null, cards: string[]) =>
    ({ id, kind, label: null, owner, columns: null, count: null, cards: cards.map(card) }) as Snapshot["zones"][number];
  const zones = [zone("table", "spread", null, ["7d"]), zone("shown-2", "spread", 2, ["As", "Kd"]), zone("fan-2", "fan", 2, [])];

  it("goes beside its owner's seat, not on the felt; the table's spread stays on the felt", () => {
    expect(seatSpread(zones, 2)?.id).toBe("shown-2");
    expect(seatSpread(zones, 1)).toBeUndefined();
    expect(zones.filter((z) => !bySeat(z)).map((z) => z.id)).toEqual(["table", "fan-2"]);
  });

  it("is gone once all its cards are played, and its cards stay at least 40 px wide", () => {
    expect(seatSpread([zone("shown-2", "spread", 2, [])], 2)).toBeUndefined();
    expect(SEAT_CARD).toBeGreaterThanOrEqual(40);
  });
});

describe("the chooser's place", () => {
  const phone = { width: 360, height: 740 };
  const desktop = { width: 1280, height: 800 };

  it("sits above the hand on a phone, never over it nor over the card lifted for the choice", () => {
    const hand = { left: 4, top: 644, width: 352, height: 96 };
    const card = { left: 4, top: 644, width: 64, height: 96 };
    const place = chooserPlace(phone, hand, card);
    const sheetBottomY = phone.height - place.bottom;
    expect(sheetBottomY).toBeLessThanOrEqual(card.top - 14); // the lifted card shows whole
    expect(sheetBottomY - place.maxHeight).toBeGreaterThanOrEqual(0); // and the sheet stays on screen
    expect(place.left).toBeGreaterThanOrEqual(0);
    expect(place.left + place.width).toBeLessThanOrEqual(phone.width);
    expect(place.width).toBeGreaterThanOrEqual(300); // its choices wide enough to read and tap
  });

  it("stands over the card tapped on a desktop, inside the screen at the ends of the hand", () => {
    const hand = { left: 300, top: 640, width: 700, height: 150 };
    const middle = chooserPlace(desktop, hand, { left: 600, top: 640, width: 100, height: 150 });
    expect(middle.left + middle.width / 2).toBe(650);
    const last = chooserPlace(desktop, hand, { left: 1170, top: 640, width: 100, height: 150 });
    expect(last.left + last.width).toBeLessThanOrEqual(desktop.width);
    expect(desktop.height - last.bottom).toBeLessThanOrEqual(640 - 14);
  });

  it("without a hand (a place on the felt was tapped), at the foot of the screen", () => {
    const place = chooserPlace(phone, null, null);
    expect(place.bottom).toBeLessThan(20);
    expect(place.left + place.width / 2).toBe(180);
  });

  it("lights on the felt the cards a capture takes, not the card played", () => {
    expect(namedCards({ action: "7d:3c+4s", label: "", cards: ["7d"] } as Action)).toEqual(["3c", "4s"]);
  });
});
