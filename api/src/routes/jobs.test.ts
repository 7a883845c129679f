import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";

type FailedJobView = { id: string; name: string; about: string; attempts: number; error: string; createdAt: string; failedAt: string };

/** The admin's view of background jobs that used up their retries (decision record 0013: pg-boss keeps them `failed`). */
describe("/api/jobs/failed", () => {
  const app = useTestApp();
  const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

  /** A job as pg-boss leaves it after its last retry failed. */
  const failJob = async (name: string, data: Record<string, unknown>, message: string) => {
    const [row] = rows<{ id: string }>(
      await app().db.execute(sql`
        insert into pgboss.job (name, data, state, retry_count, retry_limit, output, started_on, completed_on)
        values (${name}, ${JSON.stringify(data)}::jsonb, 'failed', 11, 11, ${JSON.stringify({ message })}::jsonb, now(), now())
        returning id`),
    );
    return row!.id;
  };
  const stateOf = async (id: string) => rows<{ state: string }>(await app().db.execute(sql`select state from pgboss.job where id = ${id}::uuid`))[0]?.state;

  it("lists failed jobs for the admin, saying what each was for, and retries one", async () => {
    const admin = await app().signIn("admin");
    expect(await (await app().request("/api/jobs/failed", { cookie: admin })).json()).toEqual([]);

    const orderJob = await failJob(
      "order-mail",
      { orderId: 42, template: "order-received", siteOrigin: "http://shop.test" },
      "Mailjet refused the credentials",
    );
    const resubscribeJob = await failJob("resubscribe-mail", { subscriberId: 7, siteOrigin: "http://shop.test" }, "Invalid recipient");
    const listed = (await (await app().request("/api/jobs/failed", { cookie: admin })).json()) as FailedJobView[];
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        {
          id: orderJob,
          name: "order-mail",
          about: "Order #42: order received mail",
          attempts: 12,
          error: "Mailjet refused the credentials",
          createdAt: expect.any(String),
          failedAt: expect.any(String),
        },
        expect.objectContaining({
          id: resubscribeJob,
          name: "resubscribe-mail",
          about: "Subscriber #7: the resubscribe confirmation mail",
          error: "Invalid recipient",
        }),
      ]),
    );
    expect(JSON.stringify(listed)).not.toContain("shop.test");

    const retried = await app().request(`/api/jobs/failed/${orderJob}/retry`, { method: "POST", cookie: admin });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ id: orderJob, retried: true });
    expect(await stateOf(orderJob)).toBe("retry");
    expect(((await (await app().request("/api/jobs/failed", { cookie: admin })).json()) as FailedJobView[]).map((job) => job.id)).toEqual([resubscribeJob]);

    // Not failed any more, unknown, or not a job id at all: 404.
    for (const id of [orderJob, "0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab", "not-an-id"]) {
      const response = await app().request(`/api/jobs/failed/${id}/retry`, { method: "POST", cookie: admin });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: "Failed job not found" });
    }
  });

  it("is the admin's only: 401 anonymous, 403 non-admin, before anything is looked up or retried", async () => {
    const id = await failJob("contact-mail", { contactId: 1, siteOrigin: "http://shop.test" }, "boom");
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/jobs/failed"],
      ["POST", `/api/jobs/failed/${id}/retry`],
    ] as const) {
      expect((await app().request(path, { method })).status).toBe(401);
      expect((await app().request(path, { method, cookie: user })).status).toBe(403);
    }
    expect(await stateOf(id)).toBe("failed");
  });
});
