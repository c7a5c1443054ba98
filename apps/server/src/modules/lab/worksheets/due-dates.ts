const DAY = 86_400;

/** States in which a sample has not yet been received (no due date runs). */
const NOT_RECEIVED = new Set(['registered', 'rejected']);

/**
 * When a sample counts as received: its latest move into `received`; a sample that is further
 * along without such a move (registered before the history was kept) counts from its creation.
 */
export function receivedAt(state: string, receivedMove: number | null, createdAt: number): number | null {
  if (receivedMove !== null) return receivedMove;
  return NOT_RECEIVED.has(state) ? null : createdAt;
}

/** The due time of an item: received plus the turnaround target; null while not received. */
export function dueAt(received: number | null, turnaroundDays: number): number | null {
  return received === null ? null : received + turnaroundDays * DAY;
}

/** An item is overdue when it is not done and its due time has passed. */
export function isOverdue(due: number | null, doneAt: number | null, now: number): boolean {
  return due !== null && doneAt === null && due < now;
}
