/**
 * @module `npm run admin -- create NAME [--password PW]`: adds an admin user.
 * Without --password (or ADMIN_PASSWORD) a random one is printed once.
 */
import { argon2PasswordHasher } from "@stringing/adapters/crypto/argon2-password-hasher";
import { randomPassword } from "@stringing/adapters/crypto/random-session-tokens";
import { migrateDatabase, openDatabase } from "@stringing/adapters/postgres/db";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";
import { ADMIN_ROLE } from "@stringing/core/auth/user";
import { readConfig } from "../config.ts";

const [command, username, ...rest] = process.argv.slice(2);
const passwordFlag = rest.indexOf("--password");
const given = passwordFlag >= 0 ? rest[passwordFlag + 1] : process.env.ADMIN_PASSWORD;

if (command !== "create" || !username) {
  console.error("Usage: npm run admin -- create USERNAME [--password PASSWORD]");
  process.exit(2);
}

const config = readConfig(process.env);
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.withStartupLock(() => migrateDatabase(handle));
  const password = given || randomPassword();
  const created = await new PostgresUserRepository(handle.db).create({
    username,
    passwordHash: await argon2PasswordHasher().hash(password),
    role: ADMIN_ROLE,
    name: username,
  });
  if (!created) {
    console.error(`A user named "${username}" already exists.`);
    process.exitCode = 1;
  } else {
    console.log(`Created admin "${username}".${given ? "" : ` Password (shown once): ${password}`}`);
  }
} finally {
  await handle.close();
}
