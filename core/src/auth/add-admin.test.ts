import { describe, expect, it } from "vitest";
import { InMemoryUsers, plainPasswords } from "../testing/in-memory-auth.ts";
import { addAdmin, newAdminSchema } from "./add-admin.ts";

describe("add admin", () => {
  it("creates an admin with a generated password stored only as its hash", async () => {
    const users = new InMemoryUsers();
    const add = addAdmin({ users, passwords: plainPasswords, randomPassword: () => "generated" });
    const added = await add({ username: "coach" });
    expect(added).toMatchObject({ ok: true, value: { user: { username: "coach", name: "coach", role: "admin" }, password: "generated" } });
    expect((await users.findByUsername("coach"))?.passwordHash).toBe("hashed:generated");
    expect(await add({ username: "coach", name: "Someone else" })).toEqual({
      ok: false,
      error: { kind: "conflict", message: "A user with that username already exists" },
    });
  });

  it("needs a username without spaces", () => {
    expect(newAdminSchema.safeParse({ username: "  " }).error?.issues[0]?.message).toBe("Username is required");
    expect(newAdminSchema.safeParse({ username: "two words" }).error?.issues[0]?.message).toBe("Username cannot contain spaces");
    expect(newAdminSchema.parse({ username: " coach ", name: " Coach K " })).toEqual({ username: "coach", name: "Coach K" });
  });
});
