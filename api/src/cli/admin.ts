/**
 * @module Admin user commands, run with `npm run admin -- COMMAND NAME [--password PW]`:
 * `create` adds an admin user; `set-password` replaces a user's password and
 * signs them out everywhere. Without --password (or ADMIN_PASSWORD) a random
 * one is printed once.
 */
import { argon2PasswordHasher } from "@stringing/adapters/crypto/argon2-password-hasher";
import { randomPassword } from "@stringing/adapters/crypto/random-session-tokens";
import { migrateDatabase, openDatabase, type Database } from "@stringing/adapters/postgres/db";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";
import { changePassword } from "@stringing/core/auth/change-password";
import { ADMIN_ROLE } from "@stringing/core/auth/user";
import { readConfig } from "../config.ts";

const USAGE = "Usage: npm run admin -- create USERNAME [--password PASSWORD]\n       npm run admin -- set-password USERNAME [--password PASSWORD]";

const [command, username, ...rest] = process.argv.slice(2);
const passwordFlag = rest.indexOf("--password");
const given = passwordFlag >= 0 ? rest[passwordFlag + 1] : process.env.ADMIN_PASSWORD;

if ((command !== "create" && command !== "set-password") || !username) {
  console.error(USAGE);
  process.exit(2);
}

const shownOnce = (password: string) => (given ? "" : ` Password (shown once): ${password}`);

async function create(db: Database, name: string): Promise<number> {
  const password = given || randomPassword();
  const created = await new PostgresUserRepository(db).create({
    username: name,
    passwordHash: await argon2PasswordHasher().hash(password),
    role: ADMIN_ROLE,
    name,
  });
  if (!created) {
    console.error(`A user named "${name}" already exists.`);
    return 1;
  }
  console.log(`Created admin "${name}".${shownOnce(password)}`);
  return 0;
}

async function setPassword(db: Database, name: string): Promise<number> {
  const users = new PostgresUserRepository(db);
  const found = await users.findByUsername(name);
  if (!found) {
    console.error(`There is no user named "${name}".`);
    return 1;
  }
  const password = given || randomPassword();
  const changed = await changePassword({ users, sessions: new PostgresSessionRepository(db), passwords: argon2PasswordHasher() })({
    userId: found.user.id,
    password,
  });
  if (!changed.ok) {
    console.error(changed.error.message);
    return 1;
  }
  console.log(`Changed the password of "${name}" and ended their ${changed.value.sessionsEnded} session(s).${shownOnce(password)}`);
  return 0;
}

const config = readConfig(process.env);
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.withStartupLock(() => migrateDatabase(handle));
  process.exitCode = command === "create" ? await create(handle.db, username) : await setPassword(handle.db, username);
} finally {
  await handle.close();
}
