// Account management for a real deployment:
//   npm run user -- add <username> <password> [admin|user ...]
//   npm run user -- passwd <username> <password>
//   npm run user -- roles <username> <admin|user> [...]
//   npm run user -- list
// on the server's database (DATABASE_URL, or DATA_DIR as the server reads it), which must exist.
import { roleSchema, type Role } from '@yaoshi/contracts';
import '../modules/texts';
import { migrateToLatest } from '../db/migrations';
import { usersRepository } from '../modules/users/users.repository';
import { parseRoles, usersService } from '../modules/users/users.service';
import { openServerDatabase, serverDatabaseLocation } from './server-database';

const USAGE = `Usage:
  npm run user -- add <username> <password> [admin] [user]
  npm run user -- passwd <username> <password>
  npm run user -- roles <username> <admin|user> [...]
  npm run user -- list`;

function parseRoleArgs(args: string[]): Role[] {
  const roles = args.length ? args : ['user'];
  for (const r of roles) if (!roleSchema.safeParse(r).success) throw new Error(`Unknown role "${r}" (admin or user)`);
  return [...new Set(roles)] as Role[];
}

async function main() {
  const [cmd, username, ...rest] = process.argv.slice(2);
  const location = serverDatabaseLocation();
  const database = await openServerDatabase(location);
  try {
    await migrateToLatest(database.db, database.engine);
    const repo = usersRepository(database.db);
    const users = usersService(repo);
    if (cmd === 'list') {
      for (const u of await repo.listUsernames())
        console.log(`${u.username}\troles ${parseRoles(u.roles).join(',')}\tactive ${u.role}\t${u.status}`);
      return;
    }
    if (!username) throw new Error(USAGE);
    const existing = await repo.findByUsername(username);
    if (cmd === 'add') {
      const [password, ...roleArgs] = rest;
      if (!password) throw new Error(USAGE);
      if (existing) throw new Error(`User "${username}" already exists`);
      await users.create({ username, password, roles: parseRoleArgs(roleArgs) });
      console.log(`Created ${username} in ${location.where}`);
    } else if (cmd === 'passwd') {
      if (!existing || !rest[0]) throw new Error(existing ? USAGE : `No user "${username}"`);
      await users.setPassword(existing.id, rest[0]);
      console.log(`Password of ${username} changed`);
    } else if (cmd === 'roles') {
      if (!existing) throw new Error(`No user "${username}"`);
      await users.setRoles(existing.id, parseRoleArgs(rest));
      console.log(`Roles of ${username}: ${parseRoleArgs(rest).join(', ')}`);
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await database.close();
  }
}

// One line, naming the problem (NoServerDatabaseError names the path it looked at).
main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
