/**
 * `?action=create|import|export` on a catalogue list URL (the workplace shortcuts link to
 * them): for an admin the list opens the create drawer, the import dialog or the export
 * menu once, then drops the parameter so back/refresh does not open it again.
 */
export const LIST_ACTIONS = ['create', 'import', 'export'] as const;
export type ListAction = (typeof LIST_ACTIONS)[number];

/** The list action a URL asks for; unknown values are ignored. */
export function listActionOf(search: URLSearchParams): ListAction | undefined {
  const value = search.get('action');
  return (LIST_ACTIONS as readonly string[]).includes(value ?? '') ? (value as ListAction) : undefined;
}

/** The same parameters without `action` (every other list parameter is kept). */
export function withoutAction(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('action');
  return next;
}
