/**
 * @module Extra work, approved and paid by link (docs/rules/payments.md,
 * Extra work): the owner proposes a charge on an order and may withdraw it
 * while it is proposed (admin); the player approves or declines it once
 * from the status page (anonymous: the token in the link is the key; the
 * app's same-origin rule for mutating requests applies). Each change runs
 * under the order's lock and writes its timeline event with it.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AnswerChargeInput, ProposeChargeInput, WithdrawChargeInput } from "@stringing/core/orders/charges/charge-changes";
import { type Charge, type ChargeDecision, chargeView, newChargeSchema } from "@stringing/core/orders/charges/charge";
import { idSchema } from "@stringing/core/shared/id-param";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type ChargeRoutesDeps = {
  propose: (input: ProposeChargeInput) => Promise<Result<Charge>>;
  withdraw: (input: WithdrawChargeInput) => Promise<Result<Charge>>;
  answer: (input: AnswerChargeInput) => Promise<Result<Charge>>;
  /** Where the status page link in the player's mail points: PUBLIC_URL or the server's own address, never the request's Host. */
  origin: string;
};

const orderParamSchema = z.object({ id: idSchema });
const chargeParamSchema = z.object({ id: idSchema, chargeId: idSchema });
const answerParamSchema = z.object({ token: z.string(), chargeId: idSchema });

const answered = (c: Context<AppEnv>, result: Result<Charge>, status: 200 | 201 = 200) =>
  result.ok ? c.json(chargeView(result.value), status) : domainErrorResponse(c, result.error);

/** Mounted at /api: `/orders/{id}/charges…` for the owner, `/track/{token}/charges…` for the player. */
export const chargeRoutes = (deps: ChargeRoutesDeps) => {
  const decide = async (c: Context<AppEnv>, params: { token: string; chargeId: number }, decision: ChargeDecision) => {
    const result = await deps.answer({ token: params.token, chargeId: params.chargeId, decision });
    // The link is the customer's; a shared cache must not keep their answer.
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    return answered(c, result);
  };
  return new Hono<AppEnv>()
    .post("/orders/:id/charges", requireAdmin, validate("param", orderParamSchema), validate("json", newChargeSchema), async (c) => {
      const actor = c.get("user")?.username ?? "system";
      const result = await deps.propose({ orderId: c.req.valid("param").id, charge: c.req.valid("json"), actor, siteOrigin: deps.origin });
      return answered(c, result, 201);
    })
    .post("/orders/:id/charges/:chargeId/withdraw", requireAdmin, validate("param", chargeParamSchema), async (c) => {
      const { id, chargeId } = c.req.valid("param");
      return answered(c, await deps.withdraw({ orderId: id, chargeId, actor: c.get("user")?.username ?? "system" }));
    })
    .post("/track/:token/charges/:chargeId/approve", validate("param", answerParamSchema), async (c) => decide(c, c.req.valid("param"), "approve"))
    .post("/track/:token/charges/:chargeId/decline", validate("param", answerParamSchema), async (c) => decide(c, c.req.valid("param"), "decline"));
};
