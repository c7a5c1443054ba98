/** Who performs a write (from request.auth), as recorded in created_by/updated_by and the audit log. */
export interface Actor {
  userId: number | null;
  username: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, username: 'system' };

export function actorOf(auth: { userId: number; username: string } | null | undefined): Actor {
  return auth ? { userId: auth.userId, username: auth.username } : SYSTEM_ACTOR;
}
