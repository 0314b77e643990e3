// The WebSocket to the bot: `hello` with the session, reconnect with backoff after a drop or a
// restart (the server sends the table again), requests by id.

import { backoff, socketUrl } from "./logic";
import type { ServerMessage } from "./protocol";

export interface Hello {
  session: string;
  channel_id: string;
  guild_id: string | null;
  instance_id: string;
  locale: string;
}

export interface ConnectionEvents {
  message(msg: ServerMessage): void;
  state(connected: boolean): void;
  /** The session was refused (close 4401): a new one is needed before reconnecting. */
  expired(): Promise<string>;
}

export class Connection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private counter = 0;
  private timer: number | undefined;
  private pinger: number | undefined;
  private closed = false;

  constructor(
    private hello: Hello,
    private events: ConnectionEvents,
    private url = socketUrl(document.baseURI),
  ) {}

  start(): void {
    this.closed = false;
    this.open();
  }

  stop(): void {
    this.closed = true;
    window.clearTimeout(this.timer);
    window.clearInterval(this.pinger);
    this.ws?.close();
  }

  /** Sends a request; returns its id (the `ack` or `refused` names it). */
  request(body: Record<string, unknown>): string | null {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return null;
    const id = `r${++this.counter}`;
    this.ws.send(JSON.stringify({ ...body, id }));
    return id;
  }

  private open(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", ...this.hello }));
      window.clearInterval(this.pinger);
      this.pinger = window.setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "ping" }));
      }, 20000);
    };
    ws.onmessage = (event) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(event.data));
      } catch {
        return;
      }
      // The session comes back renewed (welcome, pong): the next hello carries the newest.
      if ((msg.type === "welcome" || msg.type === "pong") && msg.session) {
        this.hello = { ...this.hello, session: msg.session };
      }
      if (msg.type === "welcome") {
        this.attempt = 0;
        this.events.state(true);
      }
      this.events.message(msg);
    };
    ws.onclose = (event) => {
      window.clearInterval(this.pinger);
      if (this.ws !== ws || this.closed) return;
      this.events.state(false);
      if (event.code === 4401) {
        this.events
          .expired()
          .then((session) => {
            this.hello = { ...this.hello, session };
          })
          .catch(() => undefined)
          .finally(() => this.retry());
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    const wait = backoff(this.attempt++, Math.random());
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.open(), wait);
  }
}
