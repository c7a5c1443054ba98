import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_MIME_TYPES, IMAGE_MIME_TYPES, type StoredFile } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { notFound, unsupportedType } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../records/actor';
import { filesRepository } from './files.repository';

export const fileUrl = (sha256: string) => `/api/files/${sha256}`;

/** Content-addressed uploads: the type is sniffed from the bytes, never taken from the name. */
export function filesService(deps: { db: Kysely<DB> }) {
  const repo = filesRepository(deps.db);
  return {
    async store(data: Buffer, name: string, actor: Actor, accept: 'image' | 'any' = 'any'): Promise<StoredFile> {
      const type = await fileTypeFromBuffer(data);
      const allowed: readonly string[] = accept === 'image' ? IMAGE_MIME_TYPES : FILE_MIME_TYPES;
      if (!type || !allowed.includes(type.mime))
        throw unsupportedType(accept === 'image' ? 'file.imageOnly' : 'file.unsupported');
      const sha256 = createHash('sha256').update(data).digest('hex');
      const created_at = nowSeconds();
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
