/**
 * @module Shipping labels (docs/rules/shipping.md, Labels): real labels through the
 * configured carrier, "simple" test labels through the local PDF carrier,
 * and the label PDFs themselves. Admins only.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Order } from "@stringing/core/orders/order";
import type { LabelKind } from "@stringing/core/ports/carrier.port";
import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import type { Result } from "@stringing/core/shared/result";
import type { CreateLabelsInput, LabelResult } from "@stringing/core/shipping/create-label";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { orderView } from "./orders.ts";

type CreateLabels = (input: CreateLabelsInput) => Promise<Result<{ order: Order; labels: LabelResult[] }>>;

export type ShippingRoutesDeps = {
  /** Labels through the configured carrier. */
  createLabels: CreateLabels;
  /** Test labels, always drawn locally (the "simple" routes). */
  createTestLabels: CreateLabels;
  labelFiles: LabelFiles;
  /** Where the orders' status page links point. */
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

const fileParamSchema = z.object({ file: z.string().max(100) });

/** The optional body of a label route: `{rateId}`, a rate quoted for that label. No body, or none given: the cheapest. */
const rateBodySchema = z.object({ rateId: z.string().trim().min(1).max(100).optional() });
const pickedRate = async (c: Context<AppEnv>): Promise<string | undefined> => {
  if (!c.req.header("content-type")?.includes("application/json")) return undefined;
  const parsed = rateBodySchema.safeParse(await c.req.json().catch(() => ({})));
  return parsed.success ? parsed.data.rateId : undefined;
};

/** The optional body of the dual-labels route: the rate picked for each label (from GET /api/shipping/rates/:id); the cheapest for one not given. */
const dualRatesBodySchema = z.object({
  returnRateId: z.string({ error: "returnRateId must be a rate id" }).trim().min(1).max(100).optional(),
  outboundRateId: z.string({ error: "outboundRateId must be a rate id" }).trim().min(1).max(100).optional(),
});

export const shippingRoutes = (deps: ShippingRoutesDeps) => {
  /** The admin who asked, for the timeline, and the site's origin, for the order's status page link. */
  const caller = (c: Context<AppEnv>) => ({ actor: c.get("user")?.username ?? "system", origin: deps.origin });
  /** One label of a kind: the label result with the updated order. */
  /** `rateId`: the rate the admin picked from GET /api/shipping/rates/:id (the cheapest otherwise). */
  const single = (buy: CreateLabels, kind: LabelKind) => async (orderId: number, c: Context<AppEnv>, rateId?: string) => {
    const create: CreateLabels = (input) => buy({ ...input, rateIds: rateId ? { [kind]: rateId } : undefined });
    const { actor, origin } = caller(c);
    const result = await create({ orderId, kinds: [kind], actor, siteOrigin: origin });
    if (!result.ok) return result;
    return { ok: true as const, value: { ...result.value.labels[0]!, order: orderView(result.value.order, origin) } };
  };
  const shippingLabel = single(deps.createLabels, "shipping");
  const returnLabel = single(deps.createLabels, "return");
  const outboundLabel = single(deps.createLabels, "outbound");
  const testReturnLabel = single(deps.createTestLabels, "return");
  const testOutboundLabel = single(deps.createTestLabels, "outbound");

  return new Hono<AppEnv>()
    .post("/create-label/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await shippingLabel(c.req.valid("param").id, c, await pickedRate(c));
      return result.ok ? c.json(result.value) : domainErrorResponse(c, result.error);
    })
    .post("/create-dual-labels/:id", requireAdmin, validate("param", idParamSchema), validate("json", dualRatesBodySchema), async (c) => {
      const { actor, origin } = caller(c);
      const { returnRateId, outboundRateId } = c.req.valid("json");
      const result = await deps.createLabels({
        orderId: c.req.valid("param").id,
        kinds: ["return", "outbound"],
        rateIds: { ...(returnRateId ? { return: returnRateId } : {}), ...(outboundRateId ? { outbound: outboundRateId } : {}) },
        actor,
        siteOrigin: origin,
      });
      if (!result.ok) return domainErrorResponse(c, result.error);
      const [returnResult, outboundResult] = result.value.labels;
      return c.json({ returnLabel: returnResult!, outboundLabel: outboundResult!, order: orderView(result.value.order, origin) });
    })
    .post("/create-return-label/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await returnLabel(c.req.valid("param").id, c, await pickedRate(c));
      return result.ok ? c.json(result.value) : domainErrorResponse(c, result.error);
    })
    .post("/create-outbound-label/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await outboundLabel(c.req.valid("param").id, c, await pickedRate(c));
      return result.ok ? c.json(result.value) : domainErrorResponse(c, result.error);
    })
    .post("/simple/return/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await testReturnLabel(c.req.valid("param").id, c);
      return result.ok ? c.json({ ...result.value, testLabel: true }) : domainErrorResponse(c, result.error);
    })
    .post("/simple/outbound/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await testOutboundLabel(c.req.valid("param").id, c);
      return result.ok ? c.json({ ...result.value, testLabel: true }) : domainErrorResponse(c, result.error);
    })
    .get("/labels/:file", requireAdmin, validate("param", fileParamSchema), async (c) => {
      const { file } = c.req.valid("param");
      const pdf = await deps.labelFiles.read(file);
      if (!pdf) return c.json({ message: "Label not found" }, 404);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="label-${file}"`,
        "Cache-Control": "private, no-store",
      });
    });
};
