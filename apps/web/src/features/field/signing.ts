/**
 * The collector's password for signing records, held in this page's memory only (never in
 * IndexedDB, localStorage or the exported queue): typed once when a sync starts online, it signs
 * the records sent while the page stays open, so a network that comes back sends the queue
 * without asking again. Closing the page, a refused password or another account forgets it.
 */
let held: { user: string; password: string } | null = null;

export const heldPassword = (user: string): string | null => (held && held.user === user ? held.password : null);

export function holdPassword(user: string, password: string): void {
  held = { user, password };
}

export function forgetPassword(): void {
  held = null;
}
