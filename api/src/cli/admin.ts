/**
 * @module Admin user commands, run with `npm run admin -- COMMAND NAME [--password PW]`:
 * `create` adds an admin user; `set-password` replaces a user's password and
 * signs them out everywhere; `reset-password` does the same with a new
 * random password, always printed once (for an owner locked out of the
 * Users panel). Without --password (or ADMIN_PASSWORD) a random one is
 * printed once; a chosen one keeps the rule every password keeps
 * (core/src/auth/password-rule.ts). The first admin created is the owner.
 */
import { changePassword } from "@stringing/core/auth/change-password";
import { passwordProblem } from "@stringing/core/auth/password-rule";
import { ADMIN_ROLE } from "@stringing/core/auth/user";
import { openAdapters, type Adapters } from "../composition.ts";
import { readConfig } from "../config.ts";

const USAGE = [
  "Usage: npm run admin -- create USERNAME [--password PASSWORD]",
  "       npm run admin -- set-password USERNAME [--password PASSWORD]",
  "       npm run admin -- reset-password USERNAME",
].join("\n");
const COMMANDS = ["create", "set-password", "reset-password"];

const [command, username, ...rest] = process.argv.slice(2);
const passwordFlag = rest.indexOf("--password");
// reset-password never takes one: its point is a fresh random password.
const given = command === "reset-password" ? undefined : passwordFlag >= 0 ? rest[passwordFlag + 1] : process.env.ADMIN_PASSWORD;

if (!COMMANDS.includes(command ?? "") || !username) {
  console.error(USAGE);
  process.exit(2);
}

const problem = given ? passwordProblem(given) : undefined;
if (problem) {
  console.error(`${problem} (the password given with --password or ADMIN_PASSWORD).`);
  process.exit(1);
}

const shownOnce = (password: string) => (given ? "" : ` Password (shown once): ${password}`);

async function create(adapters: Adapters, name: string): Promise<number> {
  const password = given || adapters.randomPassword();
  const created = await adapters.users.create({
    username: name,
    passwordHash: await adapters.passwords.hash(password),
    role: ADMIN_ROLE,
    name,
  });
  if (!created) {
    console.error(`A user named "${name}" already exists.`);
    return 1;
  }
  console.log(`Created admin "${name}"${created.owner ? ", the owner" : ""}.${shownOnce(password)}`);
  return 0;
}

async function setPassword(adapters: Adapters, name: string): Promise<number> {
  const found = await adapters.users.findByUsername(name);
  if (!found) {
    console.error(`There is no user named "${name}".`);
    return 1;
  }
  const password = given || adapters.randomPassword();
  const changed = await changePassword(adapters)({
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

const adapters = await openAdapters(readConfig(process.env));
try {
  await adapters.storage.withStartupLock(() => adapters.storage.migrate());
  process.exitCode = command === "create" ? await create(adapters, username) : await setPassword(adapters, username);
} finally {
  await adapters.storage.close();
}
