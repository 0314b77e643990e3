"""The hard 2-player Scopa search: each sampled world searched as a game of perfect information.

Each sampled world (`determinize` from the seat's view) shows both hands and the stock order, so
the rest of the deal can be searched move by move. In every world each root move is followed by
an alpha-beta search to the end of the round, and at least `MIN_PLIES` plies (late in a round
that reaches into the next one, whose hands are the world's stock): the seat maximizes, the
opponent minimizes. At the horizon a static evaluation (`round_value`) estimates what the deal
will still bring: scope made, settebello, and the chances of carte, denari and primiera from the
capture piles and the cards still out, plus the next player's chance to sweep the table. Near
the end of the deal (at most `EXACT_STOCK` cards in the stock) the search runs to the end of the
deal and scores it exactly; with the stock empty nothing is hidden and that is the exact answer.

Issue 34 measured these against an expert-level sparring partner (`bench/scopa_sparring.py`): a
minimizing opponent beat the greedy opponent model the issue-7 player used (that model was tuned
against the normal player, whose play it is close to), and looking 6 plies ahead beat stopping
at the round's end (`docs/BENCHMARKS.md`). Against the normal player the greedy model of issue 7
(the opponent plays the rollouts' threat-aware greedy policy, search to the round's end) wins by
more, so an opponent whose every checked choice in this deal's finished rounds was the normal
player's (`plays_like_normal`: its hand there is known) is searched that way.

Worlds are weighed by `likelihood`: how likely a sound player holding that world's hidden hand
was to make the plays the opponent made this round (a player who lays a card while holding one
that takes the settebello is unlikely). The chance of each play is a sharp softmax of the normal
heuristic's scores, floored at `INFER_FLOOR` so that an opponent who plays otherwise only tilts
the worlds. The move with the best weighted mean over the worlds is played (ties: the normal
player's move).

The work is fixed, not timed: `iterations` buys a number of worlds and a number of search nodes
(`NODES_PER_ITERATION`), and the search stops at whichever runs out first, so a seed gives the
same move on any machine. A deadline, when given, is only a safety net for a machine far busier
than the budget was sized for (600 iterations, the default 300 ms budget's, took 62 ms of one
core at p50 and 122 ms at p95, measured on a busy machine).

Search and evaluation see only the sampled world, and worlds come from the view alone, so the
player still cannot peek at cards it does not see."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from games.ai.player import Player, View
from games.ai.results import ArmStats, SearchResult
from games.ai.scopa_heuristics import SWEEP, base_gain, chance_any, greedy, mask_info
from games.scopa.captures import captures, is_sweep
from games.scopa.deck import BIT, COINS, RANK_MASK, RE_BELLO, SETTEBELLO, VALUE, primiera
from games.scopa.rules import Rules
from games.scopa.scoring import score_deal
from games.scopa.state import ScopaState, move_of

# Stock size at or below which a world is searched to the end of the deal (two rounds left).
EXACT_STOCK = 6
# True: the opponent inside a world plays the rollout's greedy policy instead of minimizing.
OPPONENT_GREEDY = False
# How the greedy opponent picks its play inside a world: "greedy" (the rollout's policy, which
# sees the seat's hand in the world) or "normal" (the normal player's scores, which weigh the
# seat's replies by chance over the cards the opponent has not seen, as a real opponent must).
OPPONENT_MODEL = "greedy"
# At or below this stock size the opponent inside a world minimizes (alpha-beta) instead of playing
# greedily: with the stock empty nothing is hidden any more, and an expert opponent plays the last
# round exactly (-1: never).
MINIMAX_STOCK = -1
# Temperature (tenths of a point) of the softmax that weighs each world by how likely the
# opponent's plays this round were with its hand there; 0 weighs every world alike.
INFER_TAU = 0.1
# The least chance a play gets, so that an opponent who plays otherwise (a human's whim, another
# program) only tilts the worlds and never rules its true hand out.
INFER_FLOOR = 0.001
# Weight, in points, of the next leader's chance to sweep the table left at the round's end.
LEADER_SWEEP = 0.8
# Nodes one world's search may visit before the deep (exact) search falls back to the round.
NODE_LIMIT = 10_000
# Worlds per `iterations` (the generic search's simulation count; 600 at the default 300 ms):
# 600 iterations buy 120 round searches, or 24 searches to the end of the deal, unless the
# node budget runs out first.
ITERATIONS_PER_WORLD = 5
ITERATIONS_PER_EXACT_WORLD = 25
# The fewest plies a world's round search looks ahead (into the next round if need be).
MIN_PLIES = 6
# Nodes a move may search per iteration (the work budget; see `search_worlds`), and the fewest
# worlds a move looks at whatever they cost.
NODES_PER_ITERATION = 25
MIN_WORLDS = 4
# Search an opponent that plays like the normal player with the greedy model (`plays_like_normal`),
# once at least this many of its choices in the deal's finished rounds were checked.
ADAPT = True
ADAPT_PLAYS = 2

_INF = float("inf")


def _majority_table(total: int, need: int) -> list[list[list[float]]]:
    """[r][mine][theirs] -> P(mine ends above `need - 1`) - P(theirs does), the `r` cards still
    out going to either side with even odds (and the rest of `total` split as given)."""
    table: list[list[list[float]]] = []
    for r in range(total + 1):
        probs = [math.comb(r, k) / 2**r for k in range(r + 1)]
        # tail[k]: P(X >= k)
        tail = [0.0] * (r + 2)
        for k in range(r, -1, -1):
            tail[k] = tail[k + 1] + probs[k]
        rows = []
        for mine in range(total + 1):
            row = []
            for theirs in range(total + 1):
                if mine + theirs + r != total:
                    row.append(0.0)
                    continue
                win = tail[max(0, need - mine)] if need - mine <= r else 0.0
                lose = tail[max(0, need - theirs)] if need - theirs <= r else 0.0
                row.append(win - lose)
            rows.append(row)
        table.append(rows)
    return table


_CARTE = _majority_table(40, 21)
_DENARI = _majority_table(10, 6)
# Fixed random splits of the cards still out, for the primiera estimate (reproducible).
_SPLITS = tuple(random.Random(f"scopa-primiera:{k}").getrandbits(40) for k in range(16))
_PRIMIERA: dict[tuple[int, int], float] = {}


def _primiera_edge(mine: int, theirs: int) -> float:
    """P(mine wins primiera) - P(theirs does), the cards still out split at random."""
    key = (mine, theirs)
    found = _PRIMIERA.get(key)
    if found is None:
        out = ((1 << 40) - 1) & ~(mine | theirs)
        if not out:
            a, b = primiera(mine), primiera(theirs)
            found = float((a > b) - (a < b))
        else:
            edge = 0
            for split in _SPLITS:
                a, b = primiera(mine | (out & split)), primiera(theirs | (out & ~split))
                edge += (a > b) - (a < b)
            found = edge / len(_SPLITS)
        if len(_PRIMIERA) > 200_000:
            _PRIMIERA.clear()
        _PRIMIERA[key] = found
    return found


def _sweep_chance(table: int, out: int, hand: int, fifteen: bool) -> float:
    """Chance that `hand` cards drawn from `out` hold one that sweeps `table` (pair rule kept)."""
    if not table or hand <= 0:
        return 0.0
    total = 0
    rest = table
    while rest:
        low = rest & -rest
        total += VALUE[low.bit_length() - 1]
        rest ^= low
    if fifteen:
        wanted = 15 - total
        if not 1 <= wanted <= 10:
            return 0.0
    else:
        wanted = total
        if wanted > 10 or (table.bit_count() > 1 and table & RANK_MASK[wanted]):
            return 0.0
    return chance_any(out.bit_count(), (out & RANK_MASK[wanted]).bit_count(), hand)


def round_value(state: ScopaState, side: int) -> float:
    """Expected points of the deal for `side` minus the other side's, judged at `state`.

    Exact once the deal is scored; otherwise scope and settebello as they stand, carte, denari and
    primiera as chances over the cards still out, and the next player's chance to sweep the table.
    """
    mine, theirs = state.piles[side], state.piles[1 - side]
    sweeps = state.sweeps
    value = float(2 * sweeps.count(side) - len(sweeps))
    if mine & BIT[SETTEBELLO]:
        value += 1.0
    elif theirs & BIT[SETTEBELLO]:
        value -= 1.0
    rules = state.rules
    if rules.re_bello:
        if mine & BIT[RE_BELLO]:
            value += 1.0
        elif theirs & BIT[RE_BELLO]:
            value -= 1.0
    taken = mine | theirs
    out = ((1 << 40) - 1) & ~taken
    value += _CARTE[out.bit_count()][mine.bit_count()][theirs.bit_count()]
    coins = (out & COINS).bit_count()
    value += _DENARI[coins][(mine & COINS).bit_count()][(theirs & COINS).bit_count()]
    value += _primiera_edge(mine, theirs)
    table = state.table
    if table and state.turn >= 0:
        edge = LEADER_SWEEP * _sweep_chance(table, out & ~table, 3, rules.scopa_15)
        value += edge if rules.side_of[state.turn] == side else -edge
    return value


class _TooBig(Exception):
    """A world's deep search outgrew `NODE_LIMIT`."""


class _OutOfTime(Exception):
    """The move's deadline passed inside a world's search (the world is dropped)."""


# How many nodes a world's search visits between looks at the clock (a power of two, minus one):
# with a deadline, no single world's search can run on past it by more than this many nodes.
CLOCK_EVERY = 127


class _WorldSearch:
    """Search of one sampled world, valued for `side` (its points minus the other's): the side
    maximizes; the opponent plays greedily (or minimizes, with alpha-beta)."""

    def __init__(
        self, root: ScopaState, side: int, limit: int | None, greedy: bool, deadline: float | None = None
    ) -> None:
        self.greedy = greedy
        self.deadline = deadline
        self.deal = root.deal_no
        self.before = root.score
        self.side = side
        self.limit = limit
        self.nodes = 0
        self._stocks: dict[int, int] = {}

    def _stock(self, stock: tuple[int, ...]) -> int:
        """The stock's cards as a mask (one world: a stock's length says which cards are left)."""
        found = self._stocks.get(len(stock))
        if found is None:
            found = self._stocks[len(stock)] = _stock_mask(stock)
        return found

    def _last_play(self, state: ScopaState, moves: list[int]) -> float:
        """The deal's last play, scored as the engine scores it but without dealing the next deal
        (which shuffles a pack: most of an exact search's time went there)."""
        rules = state.rules
        seat = state.turn
        mover = rules.side_of[seat]
        values = []
        for move in moves:
            card, taken = move & 63, move >> 6
            piles = list(state.piles)
            sweeps = state.sweeps
            last_cap = state.last_cap
            table = state.table
            if taken:
                piles[mover] |= taken | BIT[card]
                last_cap = seat
                if taken == table and rules.last_play_sweep and is_sweep(table, card, taken, rules):
                    sweeps = (*sweeps, mover)
                table ^= taken
            else:
                table |= BIT[card]
            if table and last_cap >= 0:
                piles[rules.side_of[last_cap]] |= table
            items = score_deal(piles, sweeps, rules)
            values.append(float(items[self.side]["total"] - items[1 - self.side]["total"]))
        if mover == self.side:
            return max(values)
        if not self.greedy:
            return min(values)
        if len(moves) == 1:
            return values[0]
        # The greedy opponent picks as in `value` (sorted by `_order` first: the same tie order).
        table = state.table
        ordered = sorted(range(len(moves)), key=lambda i: -_order(moves[i], table))
        following = state.hands[(seat + 1) % rules.players]
        if OPPONENT_MODEL == "normal":
            options = [moves[i] for i in ordered]
            scores = _heuristic_scores(table, options, following, following.bit_count(), True, rules.scopa_15)
            return values[ordered[scores.index(max(scores))]]
        return values[max(ordered, key=lambda i: greedy(moves[i], table, following, rules))]

    def value(self, state: ScopaState, depth: int, alpha: float, beta: float) -> float:
        if state.turn < 0 or state.deal_no != self.deal:
            side, before, after = self.side, self.before, state.score
            return float((after[side] - before[side]) - (after[1 - side] - before[1 - side]))
        if depth <= 0:
            return round_value(state, self.side)
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise _TooBig
        if not self.nodes & CLOCK_EVERY and self.deadline is not None and time.perf_counter() > self.deadline:
            raise _OutOfTime
        moves = state.moves()
        if not state.stock and sum(hand.bit_count() for hand in state.hands) == 1:
            return self._last_play(state, moves)
        if len(moves) > 1:
            table = state.table
            moves = sorted(moves, key=lambda m: -_order(m, table))
        if state.rules.side_of[state.turn] == self.side:
            best = -_INF
            for move in moves:
                found = self.value(state.apply(move), depth - 1, alpha, beta)
                if found > best:
                    best = found
                    if found > alpha:
                        alpha = found
                        if alpha >= beta:
                            break
            return best
        if self.greedy:
            rules = state.rules
            following = state.hands[(state.turn + 1) % rules.players]
            table = state.table
            if OPPONENT_MODEL == "normal":
                stock = self._stock(state.stock)
                last = not stock and sum(h.bit_count() for h in state.hands) <= 1
                scores = _heuristic_scores(
                    table, moves, following | stock, following.bit_count(), last, rules.scopa_15
                )
                move = moves[scores.index(max(scores))]
            else:
                move = max(moves, key=lambda m: greedy(m, table, following, rules))
            return self.value(state.apply(move), depth - 1, alpha, beta)
        best = _INF
        for move in moves:
            found = self.value(state.apply(move), depth - 1, alpha, beta)
            if found < best:
                best = found
                if found < beta:
                    beta = found
                    if alpha >= beta:
                        break
        return best


def _stock_mask(stock: Sequence[int]) -> int:
    mask = 0
    for card in stock:
        mask |= BIT[card]
    return mask


def _heuristic_scores(
    table: int, moves: Sequence[int], unseen: int, hand: int, last: bool, fifteen: bool
) -> list[float]:
    """The normal player's worth of each move (tenths of a point), on bitmasks."""
    scores = []
    for move in moves:
        card, taken = move & 63, move >> 6
        gain = base_gain(card, taken)
        after = table ^ taken if taken else table | BIT[card]
        if taken and not after and not last:
            gain += SWEEP
        if after:
            chance = _sweep_chance(after, unseen, hand, fifteen)
            if chance:
                gain -= chance * (SWEEP + 0.5 * mask_info(after)[1])
        scores.append(gain)
    return scores


def likelihood(world: ScopaState, seat: int) -> float:
    """How likely a sound player holding the world's hidden hand was to make the opponent's plays
    of this round (each play's chance under a softmax of the normal heuristic's scores)."""
    rules = world.rules
    if rules.refill_each_turn or rules.players != 2 or INFER_TAU <= 0:
        return 1.0
    history = world.history
    per = rules.hand0 if len(history) < 2 * rules.hand0 else rules.refill
    played = 2 * per - sum(hand.bit_count() for hand in world.hands)
    if played <= 0 or played > len(history):
        return 1.0
    plies = history[len(history) - played :]
    table = world.table
    hands = list(world.hands)
    for who, move, _ in reversed(plies):
        card, taken = move & 63, move >> 6
        table = table | taken if taken else table ^ BIT[card]
        hands[who] |= BIT[card]
    stock = _stock_mask(world.stock)
    last_round = not world.stock
    weight = 1.0
    for who, move, _ in plies:
        card, taken = move & 63, move >> 6
        if who != seat:
            options = []
            rest = hands[who]
            while rest:
                low = rest & -rest
                rest ^= low
                index = low.bit_length() - 1
                found = captures(table, index, rules)
                options.extend([index | t << 6 for t in found] if found else [index])
            if len(options) > 1:
                mine = hands[seat]
                last = last_round and hands[0].bit_count() + hands[1].bit_count() <= 1
                fifteen = rules.scopa_15
                scores = _heuristic_scores(table, options, mine | stock, mine.bit_count(), last, fifteen)
                top = max(scores)
                total = sum(math.exp((x - top) / INFER_TAU) for x in scores)
                observed = scores[options.index(move)] if move in options else top
                weight *= max(INFER_FLOOR, math.exp((observed - top) / INFER_TAU) / total)
        hands[who] ^= BIT[card]
        table = table ^ taken if taken else table | BIT[card]
    return weight


def plays_like_normal(view: View, rules: Rules) -> bool:
    """Whether the opponent played each of its plays in this deal's finished rounds (at least
    `ADAPT_PLAYS` of them) as the normal player would have: in a finished round its hand at each
    play is known (the cards it went on to play), so its choice can be checked exactly."""
    if rules.players != 2 or rules.refill_each_turn:
        return False
    seat = int(view["seat"])
    plies = [(int(who), move_of(action)) for who, action in view["history"]]
    per_round = 2 * rules.hand0
    if rules.refill != rules.hand0:
        return False
    finished = len(plies) // per_round * per_round
    if finished < per_round:
        return False
    # The table before each ply, by undoing the plays from the table as it is now.
    tables = [0] * len(plies)
    table = _mask_of(view["table"])
    for i in range(len(plies) - 1, -1, -1):
        move = plies[i][1]
        card, taken = move & 63, move >> 6
        table = table | taken if taken else table ^ BIT[card]
        tables[i] = table
    last_ply = 40 - rules.table0 - 1
    seen_before = 0
    checked = 0
    for i in range(finished):
        who, move = plies[i]
        card, taken = move & 63, move >> 6
        if who != seat:
            end = (i // per_round + 1) * per_round
            hand = 0
            mine = 0
            for j in range(i, end):
                if plies[j][0] == who:
                    hand |= BIT[plies[j][1] & 63]
                else:
                    mine += 1
            table = tables[i]
            options: list[int] = []
            rest = hand
            while rest:
                low = rest & -rest
                rest ^= low
                index = low.bit_length() - 1
                found = captures(table, index, rules)
                options.extend([index | t << 6 for t in found] if found else [index])
            if len(options) > 1:
                unseen = ((1 << 40) - 1) & ~(hand | table | seen_before)
                scores = _heuristic_scores(table, options, unseen, mine, i == last_ply, rules.scopa_15)
                if move not in options or scores[options.index(move)] < max(scores) - 1e-9:
                    return False
                checked += 1
        seen_before |= BIT[card] | taken
    return checked >= ADAPT_PLAYS


def _mask_of(cards: Sequence[str]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[move_of(card) & 63]
    return mask


def _order(move: int, table: int) -> float:
    """Likely-best-first key: what the move takes (a sweep most), laying the cheapest card."""
    card, taken = move & 63, move >> 6
    return base_gain(card, taken) + (SWEEP if taken and taken == table else 0.0)


def world_values(world: ScopaState, moves: Sequence[int], seat: int) -> list[float]:
    """Each root move's value in one sampled world: exact to the deal's end when the stock is
    nearly out (and the tree small enough), else to the end of the round with `round_value`."""
    return _world_values(world, moves, seat, True)[0]


def _world_values(
    world: ScopaState,
    moves: Sequence[int],
    seat: int,
    exact: bool,
    opponent_greedy: bool | None = None,
    min_plies: int | None = None,
    deadline: float | None = None,
) -> tuple[list[float], int, bool]:
    """`world_values`, with the nodes visited and whether the exact search fitted (`exact`
    False: go straight to the round search, as an earlier world of this move outgrew it).
    Raises `_OutOfTime` once `deadline` (a `time.perf_counter()` instant) has passed."""
    if opponent_greedy is None:
        opponent_greedy = OPPONENT_GREEDY
    if min_plies is None:
        min_plies = MIN_PLIES
    side = world.rules.side_of[seat]
    to_round_end = sum(hand.bit_count() for hand in world.hands)
    spent = 0
    if exact and len(world.stock) <= EXACT_STOCK:
        greedy_opponent = opponent_greedy and len(world.stock) > MINIMAX_STOCK
        search = _WorldSearch(world, side, NODE_LIMIT, greedy_opponent, deadline)
        try:
            return [search.value(world.apply(m), 10_000, -_INF, _INF) for m in moves], search.nodes, True
        except _TooBig:
            spent = search.nodes
            exact = False
    search = _WorldSearch(world, side, None, opponent_greedy, deadline)
    # Late in a round the round's end is a ply or two away: look on into the next round (its hands
    # are the world's stock) for at least `MIN_PLIES`.
    plies = max(to_round_end, min_plies) if world.stock else to_round_end
    values = [search.value(world.apply(m), plies - 1, -_INF, _INF) for m in moves]
    return values, spent + search.nodes, exact


def search_worlds(
    player: Player,
    view: View,
    legal: Sequence[str],
    rng: random.Random,
    iterations: int,
    deadline: float | None = None,
    default: str | None = None,
) -> SearchResult:
    """Average each move's perfect-information value over the worlds `iterations` buys (fewer if
    `deadline`, a `time.perf_counter()` instant, passes first) and pick the best.

    The deadline is looked at inside each world's search too (every `CLOCK_EVERY` nodes): a
    world it interrupts is dropped, so a move ends soon after the deadline however large one
    world's tree is; if no world was finished, the normal player's move (`default`) is played."""
    seat = int(view["seat"])
    legal = list(legal)
    moves = [move_of(action) for action in legal]
    stock = int(view.get("stock_size") or 0)
    if not stock:
        worlds = 1  # nothing is hidden any more: the unseen cards are the opponent's hand
    elif stock <= EXACT_STOCK:
        worlds = max(2, iterations // ITERATIONS_PER_EXACT_WORLD)
    else:
        worlds = max(2, iterations // ITERATIONS_PER_WORLD)
    outcomes: dict[str, list[float]] = {action: [] for action in legal}
    weights: list[float] = []
    done = 0
    # The work budget: nodes searched, a fixed number per iteration, so a seed gives the same
    # move on any machine (the deadline is only a safety net for a machine far busier than planned).
    budget = iterations * NODES_PER_ITERATION
    spent = 0
    exact = True
    model: tuple[bool, int] | None = None
    while done < max(1, worlds):
        world = player.determinize(view, rng)
        if model is None:
            # An opponent that has played every finished round of this deal as the normal player
            # would is searched as the issue-7 player did (greedy, to the round's end): that model
            # beats the normal player by more; any other opponent is searched as a searcher.
            normal = ADAPT and plays_like_normal(view, world.rules)
            model = (True, 0) if normal else (OPPONENT_GREEDY, MIN_PLIES)
        weight = likelihood(world, seat)
        if weight > 0.0:
            try:
                values, nodes, exact = _world_values(world, moves, seat, exact, *model, deadline)
            except _OutOfTime:
                break
            spent += nodes
            weights.append(weight)
            for action, found in zip(legal, values, strict=True):
                outcomes[action].append(found)
        done += 1
        if spent >= budget and done >= MIN_WORLDS:
            break
        if deadline is not None and time.perf_counter() > deadline:
            break
    mass = sum(weights) or 1.0
    stats = {
        action: ArmStats(done, done * sum(w * v for w, v in zip(weights, values, strict=True)) / mass)
        for action, values in outcomes.items()
    }
    best = max(legal, key=lambda a: (stats[a].mean, a == default, a))
    return SearchResult(best, done, stats)
