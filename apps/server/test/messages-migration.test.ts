import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { messagesRepository } from '../src/modules/messages/messages.repository';
import { describeEngines } from './helper';
import { beforeMigration } from './migration-steps';

describeEngines('migration 0029 keeps one row per broadcast', (engine) => {
  it('merges per-account copies of a broadcast, keeping everyone’s read state and personal messages', async () => {
    await beforeMigration(engine, '0029', async (db, migrateRest) => {
      const user = async (username: string, created: number) =>
        Number(
          (
            await sql<{
              id: number;
            }>`insert into users (username, password_hash, registration_date, created_at, updated_at)
              values (${username}, 'x', ${created}, ${created}, ${created}) returning id`.execute(db)
          ).rows[0]!.id,
        );
      const u1 = await user('u1', 100);
      const u2 = await user('u2', 100);
      const u3 = await user('u3', 100);
      const message = async (title: string, at: number, to: number | null, role: string | null = null) =>
        Number(
          (
            await sql<{
              id: number;
            }>`insert into messages (type, title, content, message_type, link, target_user_id, target_role, created_at, title_key, params_json)
              values ('notice', ${title}, 'c', 2, '/l', ${to}, ${role}, ${at}, 'event.regulationNew.title', '{"name":"x"}') returning id`.execute(
              db,
            )
          ).rows[0]!.id,
        );
      const read = (id: number, by: number) =>
        sql`insert into message_reads (message_id, user_id, read_at) values (${id}, ${by}, 260)`.execute(db);

      await read(await message('Welcome', 50, null), u1);
      // A broadcast written as one copy per account: u2 read theirs.
      await message('Regulation', 200, u1);
      await read(await message('Regulation', 200, u2), u2);
      await message('Regulation', 200, u3);
      // The same text to two of the three accounts is two personal messages.
      await read(await message('Import', 300, u1), u1);
      await message('Import', 300, u2);
      await read(await message('Own', 300, u3), u3);
      await message('Todo', 300, null, 'admin');
      const u4 = await user('u4', 500);

      await migrateRest();

      const count = async (title: string) =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from messages where title = ${title}`.execute(db)).rows[0]!.n,
        );
      expect(await count('Regulation')).toBe(1);
      expect(await count('Import')).toBe(2);
      const merged = (
        await sql<{
          target_user_id: number | null;
          target_role: string | null;
          title_key: string;
          params_json: string;
        }>`select target_user_id, target_role, title_key, params_json from messages where title = 'Regulation'`.execute(
          db,
        )
      ).rows[0]!;
      expect(merged).toEqual({
        target_user_id: null,
        target_role: null,
        title_key: 'event.regulationNew.title',
        params_json: '{"name":"x"}',
      });

      const repo = messagesRepository(db);
      const state = async (userId: number) =>
        (await repo.list({ userId, role: 'user' }, { offset: 0, limit: 100 })).rows
          .map((r) => `${r.title}:${Number(r.status)}`)
          .sort();
      expect(await state(u1)).toEqual(['Import:1', 'Regulation:0', 'Welcome:1']);
      expect(await state(u2)).toEqual(['Import:0', 'Regulation:1', 'Welcome:0']);
      expect(await state(u3)).toEqual(['Own:1', 'Regulation:0', 'Welcome:0']);
      // An account made after the broadcast had no copy: it does not gain an unread notice.
      expect(await state(u4)).toEqual(['Regulation:1', 'Welcome:0']);
      expect((await repo.unreadCounts({ userId: u3, role: 'user' })).map((c) => c.n)).toEqual([2]);

      // The merged broadcast is read with the new state like any other.
      expect(await repo.markAllRead({ userId: u1, role: 'user' }, undefined, 900)).toBe(1);
      expect(await state(u1)).toEqual(['Import:1', 'Regulation:1', 'Welcome:1']);
    });
  });
});
