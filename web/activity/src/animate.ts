// The last move, shown where it happened: the card flies from the seat (or from your hand) to
// where it landed (the table, the trick, a pile) — CSS transforms, ~300 ms, none when the reader
// prefers reduced motion.

import type { LastMove } from "./protocol";

export type Rects = Map<string, DOMRect>;

/** Where each card and anchor is now, before the table is redrawn. */
export function measure(root: HTMLElement): Rects {
  const rects: Rects = new Map();
  root.querySelectorAll<HTMLElement>("[data-card]").forEach((el) => {
    rects.set(`card:${el.dataset.card}`, el.getBoundingClientRect());
  });
  root.querySelectorAll<HTMLElement>("[data-anchor]").forEach((el) => {
    rects.set(`anchor:${el.dataset.anchor}`, el.getBoundingClientRect());
  });
  return rects;
}

export function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

const DURATION = 300;

function anchorRect(root: HTMLElement, name: string | null): DOMRect | null {
  if (!name) return null;
  const el =
    root.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(name)}"]`) ??
    root.querySelector<HTMLElement>(`[data-zone="${CSS.escape(name)}"]`);
  return el ? el.getBoundingClientRect() : null;
}

function centre(rect: DOMRect): [number, number] {
  return [rect.left + rect.width / 2, rect.top + rect.height / 2];
}

/** Animates `last` in the freshly drawn `root`; `before` is what `measure` saw before. */
export function play(root: HTMLElement, before: Rects, last: LastMove): void {
  if (reducedMotion()) return;
  const from = before.get(`anchor:${last.from}`) ?? anchorRect(root, last.from);
  for (const card of last.cards) {
    const landed = root.querySelector<HTMLElement>(`.felt [data-card="${CSS.escape(card)}"]`);
    const source = before.get(`card:${card}`) ?? from;
    if (!source) continue;
    if (landed) {
      // The card is on the felt now: it comes from where it was (your hand, the seat).
      const now = landed.getBoundingClientRect();
      const [sx, sy] = centre(source);
      const [nx, ny] = centre(now);
      if (Math.abs(sx - nx) + Math.abs(sy - ny) < 2) continue;
      const scale = source.width > 0 && source.width < now.width ? Math.max(0.4, source.width / now.width) : 1;
      landed.animate(
        [
          { transform: `translate(${sx - nx}px, ${sy - ny}px) scale(${scale})`, opacity: 0.6 },
          { transform: "translate(0, 0) scale(1)", opacity: 1 },
        ],
        { duration: DURATION, easing: "cubic-bezier(.2,.7,.3,1)" },
      );
    }
  }
}

/** Keeps the faces of the cards shown (felt and hand), so a card that leaves shows its face. */
export function keepFaces(root: HTMLElement): Map<string, string> {
  const faces = new Map<string, string>();
  root.querySelectorAll<HTMLImageElement>("img[data-card]").forEach((img) => {
    faces.set(img.dataset.card!, img.src);
  });
  return faces;
}

/**
 * A ghost for each card of the move that is not on the felt now (taken into a pile, or gone to a
 * seat): from where it was (the felt, your hand) or from the mover's seat, to where it went.
 */
export function ghosts(before: Rects, faces: Map<string, string>, root: HTMLElement, last: LastMove): void {
  if (reducedMotion()) return;
  const target = anchorRect(root, last.to);
  if (!target) return;
  const from = before.get(`anchor:${last.from}`) ?? anchorRect(root, last.from);
  last.cards.forEach((card, i) => {
    if (root.querySelector(`.felt [data-card="${CSS.escape(card)}"]`)) return;
    const old = before.get(`card:${card}`) ?? from;
    const src = faces.get(card) ?? last.faces?.[i];
    if (!old || !src) return;
    const width = Math.min(old.width, 72);
    const height = Math.round(width * 1.5);
    const left = old.left + (old.width - width) / 2;
    const top = old.top + (old.height - height) / 2;
    const ghost = document.createElement("img");
    ghost.className = "ghost";
    ghost.src = src;
    ghost.style.cssText = `left:${left}px;top:${top}px;width:${width}px;height:${height}px`;
    document.body.append(ghost);
    const [ox, oy] = centre(old);
    const [tx, ty] = centre(target);
    ghost
      .animate(
        [
          { transform: "translate(0,0) scale(1)", opacity: 1 },
          { transform: `translate(${tx - ox}px, ${ty - oy}px) scale(0.6)`, opacity: 0.25 },
        ],
        { duration: DURATION + 100, easing: "ease-in" },
      )
      .finished.finally(() => ghost.remove());
  });
}
