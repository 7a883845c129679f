import { beforeEach, describe, expect, it } from "vitest";
import { InMemoryUsers } from "../testing/in-memory-auth.ts";
import { ALREADY_OWNER, makeOwner, ONLY_OWNER_HANDS_ON, OWNER_MUST_BE_ADMIN } from "./make-owner.ts";

let users: InMemoryUsers;

beforeEach(async () => {
  users = new InMemoryUsers();
  await users.create({ username: "owner", passwordHash: "hashed:a", role: "admin" });
  await users.create({ username: "helper", passwordHash: "hashed:b", role: "admin" });
  await users.create({ username: "viewer", passwordHash: "hashed:c", role: "user" });
});

const make = (input: { userId: number; actorId: number }) => makeOwner({ users })(input);
const owners = async () => (await users.list()).filter((user) => user.owner).map((user) => user.username);

describe("make owner", () => {
  it("hands ownership from the owner to another admin, who alone can hand it on", async () => {
    expect(await make({ userId: 2, actorId: 1 })).toEqual({ ok: true, value: { id: 2 } });
    expect(await owners()).toEqual(["helper"]);
    expect(await make({ userId: 1, actorId: 1 })).toEqual({ ok: false, error: { kind: "forbidden", message: ONLY_OWNER_HANDS_ON } });
    expect(await make({ userId: 1, actorId: 2 })).toEqual({ ok: true, value: { id: 1 } });
    expect(await owners()).toEqual(["owner"]);
  });

  it("forbids any other admin to change the owner", async () => {
    expect(await make({ userId: 2, actorId: 2 })).toEqual({ ok: false, error: { kind: "forbidden", message: ONLY_OWNER_HANDS_ON } });
    expect(await owners()).toEqual(["owner"]);
  });

  it("refuses a non-admin, an unknown user and the owner themself, changing nothing", async () => {
    expect(await make({ userId: 3, actorId: 1 })).toEqual({ ok: false, error: { kind: "conflict", message: OWNER_MUST_BE_ADMIN } });
    expect(await make({ userId: 99, actorId: 1 })).toEqual({ ok: false, error: { kind: "not_found", message: "User not found" } });
    expect(await make({ userId: 1, actorId: 1 })).toEqual({ ok: false, error: { kind: "conflict", message: ALREADY_OWNER } });
    expect(await owners()).toEqual(["owner"]);
  });
});
