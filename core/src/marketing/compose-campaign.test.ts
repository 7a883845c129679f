import { describe, expect, it } from "vitest";
import { fixtureSite } from "../testing/mail-fixtures.ts";
import { PlainMailComposer } from "../testing/plain-mail-composer.ts";
import { campaignSchema } from "./campaign.ts";
import { composeCampaignMessage, renderCampaign, unsubscribeUrl } from "./compose-campaign.ts";

const recipient = { email: "fan@example.com", name: "Fan", unsubscribeToken: "0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab" };
const from = { email: "shop@example.com" };
const link = "https://shop.example/api/subscribers/unsubscribe?token=0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab";
const composer = new PlainMailComposer();

describe("composeCampaignMessage", () => {
  it("builds the unsubscribe link from the site's origin", () => {
    expect(unsubscribeUrl("https://shop.example/", recipient.unsubscribeToken)).toBe(link);
  });

  it("renders the campaign in the branded template with the recipient's own unsubscribe link, and the one-click headers", async () => {
    const campaign = campaignSchema.parse({ subject: "Spring sale", content: "Fresh mesh is in.\n\nCome by <soon>." });
    const rendered = await renderCampaign(composer, campaign, fixtureSite);
    const message = composeCampaignMessage(campaign, rendered, recipient, from, "https://shop.example");
    expect(composer.composed.at(-1)?.template).toBe("campaign");
    expect(message.to).toEqual({ email: "fan@example.com", name: "Fan" });
    expect(message.from).toEqual(from);
    expect(message.subject).toBe("Spring sale");
    expect(message.text).toContain("Fresh mesh is in.\n\nCome by <soon>.");
    expect(message.text).toContain(`Unsubscribe: ${link}`);
    // The shop's frame signs it.
    expect(message.text).toContain(fixtureSite.addressLines[0]);
    expect(message.html).toContain("Come by &lt;soon&gt;.");
    expect(message.html).toContain(link);
    expect(message.html).not.toContain("unsubscribe.invalid");
    expect(message.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(message.attachments).toBeUndefined();
  });

  it("passes attachments through", async () => {
    const campaign = campaignSchema.parse({
      subject: "News",
      content: "Plain version of the news.",
      htmlContent: "<html><body><h1>News</h1></body></html>",
      attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }],
    });
    const message = composeCampaignMessage(campaign, await renderCampaign(composer, campaign, fixtureSite), recipient, from, "https://shop.example");
    expect(message.attachments).toEqual([{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }]);
  });

  it("gives each recipient a different link from one rendering", async () => {
    const campaign = campaignSchema.parse({ subject: "News", content: "Plain version of the news." });
    const rendered = await renderCampaign(composer, campaign, fixtureSite);
    const other = { ...recipient, email: "b@example.com", unsubscribeToken: "11111111-2222-4333-8444-555555555555" };
    const [a, b] = [recipient, other].map((r) => composeCampaignMessage(campaign, rendered, r, from, "https://shop.example"));
    expect(a!.headers!["List-Unsubscribe"]).not.toBe(b!.headers!["List-Unsubscribe"]);
    expect(b!.text).toContain("token=11111111-2222-4333-8444-555555555555");
    expect(a!.text).not.toContain("token=11111111-2222-4333-8444-555555555555");
  });
});
