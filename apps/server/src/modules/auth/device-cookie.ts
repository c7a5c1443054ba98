import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_SECONDS } from './login-throttle';

/** The browser's device tokens (see login-throttle.ts): HttpOnly, sent only to the API. */
export const DEVICE_COOKIE = 'yaoshi_device';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Device tokens from the Cookie header; anything malformed is ignored. */
export function deviceTokensFrom(req: FastifyRequest): string[] {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    return part
      .slice(eq + 1)
      .trim()
      .split('.')
      .filter((t) => TOKEN.test(t))
      .slice(0, 5);
  }
  return [];
}

export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, tokens: string[]) {
  const attrs = [`Path=/api`, `Max-Age=${DEVICE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (req.protocol === 'https') attrs.push('Secure');
  reply.header('set-cookie', `${DEVICE_COOKIE}=${tokens.join('.')}; ${attrs.join('; ')}`);
}
