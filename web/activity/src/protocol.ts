// The wire between this client and the bot (docs/activity/PROTOCOL.md, v1).

export type Words = Record<string, string>;

export interface Seat {
  index: number;
  name: string;
  kind: "person" | "computer";
  level: string | null;
  to_move: boolean;
  dealer: boolean;
  team: number | null;
  team_name: string | null;
  cards: number;
  score: string | null;
  you: boolean;
  away: boolean;
  /** This seat is the table's host (v1.2; absent from older servers). */
  host?: boolean;
}

export interface ZoneCard {
  card: string | null;
  face: string;
  seat?: number | null;
  place?: number | null;
  taken?: boolean;
  lit?: boolean;
}

export type ZoneKind = "spread" | "trick" | "grid" | "fan" | "piles" | "stock";

export interface Zone {
  id: string;
  kind: ZoneKind;
  label?: string | null;
  owner?: number | null;
  columns?: number | null;
  count?: number | null;
  cards: ZoneCard[];
}

export interface HandCard {
  card: string;
  label: string;
  face: string;
  playable: boolean;
}

export interface Action {
  action: string;
  label: string;
  cards?: string[] | null;
  zone?: string | null;
  place?: number | null;
  group?: string | null;
  /** Pick this many of `cards` from your hand; the move is `action` + the picks joined by "+". */
  pick?: number | null;
  /** A question to answer yes to before the move is sent (Stovkahra's losing dost). */
  confirm?: string | null;
}

export interface LastMove {
  seat: number | null;
  action: string;
  text: string;
  cards: string[];
  /** The faces of `cards` (v1.1). */
  faces?: string[];
  from: string | null;
  to: string | null;
}

export interface Result {
  text: string;
  lines: string[];
}

export interface Snapshot {
  id: number;
  game: string;
  title: string;
  seq: number;
  status: "lobby" | "playing" | "over";
  you: number | null;
  host: boolean;
  headline: string;
  status_line: string;
  seats: Seat[];
  zones: Zone[];
  hand: HandCard[];
  actions: Action[];
  last: LastMove | null;
  result: Result | null;
}

export interface GameChoice {
  game: string;
  preset: string | null;
  title: string;
}

export type ServerMessage =
  | {
      type: "welcome";
      user: { id: string; name: string };
      locale: string;
      words: Words;
      /** The session renewed (v1.1): the next `hello` carries it. */
      session?: string;
      expires_in?: number;
    }
  | { type: "table"; table: Snapshot | null; games: GameChoice[] }
  | { type: "ack"; id: string }
  | { type: "refused"; id: string | null; text: string }
  | { type: "pong"; session?: string };

export interface SessionAnswer {
  access_token: string;
  session: string;
  user: { id: string; name: string };
  expires_in: number;
}
