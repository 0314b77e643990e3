// The Activity's entry: sign in, connect, draw each table snapshot, send taps as requests.

import "./style.css";
import { ghosts, keepFaces, measure, play } from "./animate";
import { signIn } from "./auth";
import { Connection } from "./connection";
import { h } from "./dom";
import { launchParams, pickedMove, togglePick, word } from "./logic";
import type { Action, GameChoice, ServerMessage } from "./protocol";
import { closeChooser, flushLayout, render, type UiHandlers, type UiState } from "./ui";

const root = document.getElementById("app")!;
const state: UiState = { words: {}, table: null, games: [], connected: false, busy: false, picked: [] };
let connection: Connection | null = null;
let animatedSeq = -1;
let toastTimer: number | undefined;
let drawn = false;

function toast(text: string): void {
  document.querySelectorAll(".toast").forEach((el) => el.remove());
  const el = h("div", { class: "toast", role: "status", "data-testid": "toast" }, text);
  document.body.append(el);
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => el.remove(), 3500);
}

function banner(): void {
  document.querySelectorAll(".reconnecting").forEach((el) => el.remove());
  if (!state.connected && drawn)
    document.body.append(
      h("div", { class: "reconnecting", role: "status", "data-testid": "reconnecting" }, h("span", { class: "spinner" }), word(state.words, "reconnecting")),
    );
}

function draw(): void {
  const before = measure(root);
  const faces = keepFaces(root);
  render(root, state, handlers);
  flushLayout();
  drawn = true;
  const table = state.table;
  if (table?.last && table.seq !== animatedSeq && animatedSeq !== -1) {
    play(root, before, table.last);
    ghosts(before, faces, root, table.last);
  }
  animatedSeq = table?.seq ?? -1;
  banner();
}

function send(body: Record<string, unknown>): void {
  if (!connection || state.busy) return;
  const id = connection.request(body);
  if (id) {
    state.busy = true;
    document.body.classList.add("busy");
  }
}

const handlers: UiHandlers = {
  move(action: Action, move?: string) {
    const table = state.table;
    // Only what the current snapshot offers: its actions, or the picks for one that asks for them.
    if (!table || !table.actions.includes(action)) return;
    const chosen = action.pick ? pickedMove(action, state.picked) : action.action;
    if (chosen == null || (move != null && move !== chosen)) return;
    send({ type: "move", seq: table.seq, action: chosen });
  },
  pick(action: Action, card: string) {
    state.picked = togglePick(state.picked, card, action);
    draw();
  },
  open(game: GameChoice) {
    send({ type: "open", game: game.game, preset: game.preset });
  },
  join() {
    send({ type: "join" });
  },
  addComputer(level: string) {
    send({ type: "add_computer", level });
  },
  start() {
    send({ type: "start" });
  },
};

function settle(): void {
  state.busy = false;
  document.body.classList.remove("busy");
}

function onMessage(msg: ServerMessage): void {
  switch (msg.type) {
    case "welcome":
      state.words = msg.words ?? {};
      document.documentElement.lang = msg.locale;
      break;
    case "table":
      if (msg.table?.seq !== state.table?.seq || msg.table?.id !== state.table?.id) state.picked = [];
      state.table = msg.table;
      state.games = msg.games ?? [];
      settle();
      closeChooser();
      draw();
      break;
    case "ack":
      settle();
      break;
    case "refused":
      settle();
      toast(msg.text);
      break;
    default:
      break;
  }
}

async function main(): Promise<void> {
  const params = launchParams(location.search);
  let signed;
  try {
    signed = await signIn(params);
  } catch (error) {
    root.replaceChildren(h("div", { class: "fatal", "data-testid": "fatal" }, error instanceof Error ? error.message : String(error)));
    return;
  }
  connection = new Connection(
    {
      session: signed.answer.session,
      channel_id: signed.channelId,
      guild_id: signed.guildId,
      instance_id: signed.instanceId,
      locale: signed.locale,
    },
    {
      message: onMessage,
      state(connected) {
        state.connected = connected;
        if (!connected) settle();
        banner();
      },
      async expired() {
        return (await signed.renew()).session;
      },
    },
  );
  connection.start();
  let resizeTimer: number | undefined;
  window.addEventListener("resize", () => {
    window.clearTimeout(resizeTimer);
    // A new size redraws the hand: a chooser placed over the old one closes (tap the card again).
    resizeTimer = window.setTimeout(() => state.table !== undefined && drawn && (closeChooser(), draw()), 120);
  });
}

main();
