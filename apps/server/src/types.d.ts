import type { Access, Role } from '@yaoshi/contracts';
import type { Lang } from './lib/i18n';

export interface AuthContext {
  userId: number;
  sessionId: number;
  username: string;
  role: Role;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must declare it. */
    access?: Access;
  }
  interface FastifyRequest {
    lang: Lang;
    auth: AuthContext | null;
  }
}
