import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_MIME_TYPES, IMAGE_MIME_TYPES, type StoredFile } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { AppError, notFound, unsupportedType } from '../../lib/errors';
import { CODE } from '@yaoshi/contracts';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../records/actor';
import { filesRepository } from './files.repository';

export const fileUrl = (sha256: string) => `/api/files/${sha256}`;

export interface UploadLimits {
  /** Bytes one user may upload in 24 hours. */
  quotaBytes: number;
  /** Uploads one user may make in RATE_WINDOW_SECONDS. */
  perWindow: number;
}
export const RATE_WINDOW_SECONDS = 10 * 60;
const DAY_SECONDS = 24 * 3600;
const round1 = (n: number) => Math.round(n * 10) / 10;
const readable = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${round1(bytes / 1024 / 1024)} MB` : `${round1(bytes / 1024)} KB`;

/**
 * Content-addressed uploads: the type is sniffed from the bytes, never taken from the name.
 * Every accepted upload is logged per user, so the daily quota and the rate limit are counted
 * in the database every server process shares (a repeated blob still counts: it was sent).
 */
export function filesService(deps: { db: Kysely<DB>; limits: UploadLimits }) {
  const repo = filesRepository(deps.db);
  const { quotaBytes, perWindow } = deps.limits;

  const tooMany = () =>
    new AppError(CODE.RATE_LIMITED, 'file.tooManyUploads', { limit: perWindow, minutes: RATE_WINDOW_SECONDS / 60 });
  const overQuota = (usedBytes: number) =>
    new AppError(CODE.RATE_LIMITED, 'file.quotaExceeded', {
      quota: readable(quotaBytes),
      used: readable(usedBytes),
    });
  const usage = (userId: number, now: number) =>
    Promise.all([repo.uploadsSince(userId, now - DAY_SECONDS), repo.uploadsSince(userId, now - RATE_WINDOW_SECONDS)]);

  /**
   * Logs the upload first and counts with it included, so parallel uploads cannot all pass the
   * check before any is logged; an upload past a limit takes its row back and answers 42900.
   */
  async function reserve(userId: number, sha256: string, size: number, now: number) {
    const id = await repo.logUpload({ user_id: userId, sha256, size, at: now });
    const [day, recent] = await usage(userId, now);
    const refusal = recent.count > perWindow ? tooMany() : day.bytes > quotaBytes ? overQuota(day.bytes - size) : null;
    if (refusal) {
      await repo.deleteUploadLog(id);
      throw refusal;
    }
  }

  return {
    /** Cheap early check before the body is read. */
    async admitUpload(actor: Actor) {
      if (actor.userId === null) return;
      const [day, recent] = await usage(actor.userId, nowSeconds());
      if (recent.count >= perWindow) throw tooMany();
      if (day.bytes >= quotaBytes) throw overQuota(day.bytes);
    },

    async store(data: Buffer, name: string, actor: Actor, accept: 'image' | 'any' = 'any'): Promise<StoredFile> {
      const type = await fileTypeFromBuffer(data);
      const allowed: readonly string[] = accept === 'image' ? IMAGE_MIME_TYPES : FILE_MIME_TYPES;
      if (!type || !allowed.includes(type.mime))
        throw unsupportedType(accept === 'image' ? 'file.imageOnly' : 'file.unsupported');
      const sha256 = createHash('sha256').update(data).digest('hex');
      const created_at = nowSeconds();
      // A repeated file counts too: it was sent.
      if (actor.userId !== null) await reserve(actor.userId, sha256, data.length, created_at);
      const clean = name.replace(/[\\/\0]/g, '_').slice(0, 200);
      await repo.insert({
        sha256,
        mime: type.mime,
        size: data.length,
        name: clean,
        data,
        created_at,
        created_by: actor.userId,
      });
      await repo.pruneUploadLog(created_at - DAY_SECONDS);
      const stored = (await repo.meta(sha256))!;
      return {
        sha256,
        url: fileUrl(sha256),
        mime: stored.mime as StoredFile['mime'],
        size: Number(stored.size),
        name: stored.name,
        created_at: Number(stored.created_at),
      };
    },
    async get(sha256: string) {
      const row = await repo.get(sha256);
      if (!row) throw notFound();
      return { mime: row.mime, name: row.name, data: Buffer.from(row.data) };
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
