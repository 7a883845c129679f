import { describe, expect, it } from "vitest";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

/** docs/rules/payments.md, Placeholder links: the links a fresh install seeds are placeholders, never handed to a player. */
describe("a fresh install's seeded payment links", () => {
  const app = useTestApp({ publicFormLimit: 1000 });

  it("answers no payment link for an order, nor on its status page, until the owner sets a real one", async () => {
    const settings = (await (await app().request("/api/payment-settings")).json()) as { serviceName: string; paymentLink: string }[];
    const seeded = settings.find((setting) => setting.serviceName === "Traditional Pocket");
    expect(seeded?.paymentLink).toContain("replace-with-your-payment-link");

    const response = await app().request("/api/orders", {
      method: "POST",
      json: validOrderForm({ serviceType: "Traditional Pocket", stringOption: NEED_STRINGS }),
    });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as { id: number; paymentUrl: string | null; statusUrl: string };
    expect(placed.paymentUrl).toBeNull();

    const token = new URL(placed.statusUrl).pathname.split("/").pop();
    const page = (await (await app().request(`/api/track/${token}`)).json()) as { paymentUrl: string | null; paymentStatus: string };
    expect(page).toMatchObject({ paymentStatus: "unpaid", paymentUrl: null });
  });
});
