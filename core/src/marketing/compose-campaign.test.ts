import { describe, expect, it } from "vitest";
import { campaignSchema } from "./campaign.ts";
import { composeCampaignMessage, unsubscribeUrl } from "./compose-campaign.ts";

const recipient = { email: "fan@example.com", name: "Fan", unsubscribeToken: "0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab" };
const from = { email: "shop@example.com" };
const link = "https://shop.example/api/subscribers/unsubscribe?token=0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab";

describe("composeCampaignMessage", () => {
  it("builds the unsubscribe link from the site's origin", () => {
    expect(unsubscribeUrl("https://shop.example/", recipient.unsubscribeToken)).toBe(link);
  });

  it("adds the recipient's own unsubscribe link to the text and the HTML, and the one-click headers", () => {
    const campaign = campaignSchema.parse({ subject: "Spring sale", content: "Fresh mesh is in.\n\nCome by <soon>." });
    const message = composeCampaignMessage(campaign, recipient, from, "https://shop.example");
    expect(message.to).toEqual({ email: "fan@example.com", name: "Fan" });
    expect(message.from).toEqual(from);
    expect(message.subject).toBe("Spring sale");
    expect(message.text.startsWith("Fresh mesh is in.\n\nCome by <soon>.")).toBe(true);
    expect(message.text).toContain(`Unsubscribe: ${link}`);
    // Text-only campaigns get an escaped HTML version.
    expect(message.html).toContain("<p>Come by &lt;soon&gt;.</p>");
    expect(message.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(message.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(message.attachments).toBeUndefined();
  });

  it("puts the footer inside the body of a whole HTML document and passes attachments through", () => {
    const campaign = campaignSchema.parse({
      subject: "News",
      content: "Plain version of the news.",
      htmlContent: "<html><body><h1>News</h1></body></html>",
      attachments: [{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }],
    });
    const message = composeCampaignMessage(campaign, recipient, from, "https://shop.example");
    expect(message.html).toMatch(/^<html><body><h1>News<\/h1><hr>.*Unsubscribe<\/a><\/p><\/body><\/html>$/);
    expect(message.attachments).toEqual([{ filename: "flyer.pdf", contentType: "application/pdf", base64Content: "JVBERi0=" }]);
  });

  it("gives each recipient a different link", () => {
    const campaign = campaignSchema.parse({ subject: "News", content: "Plain version of the news." });
    const other = { ...recipient, email: "b@example.com", unsubscribeToken: "11111111-2222-4333-8444-555555555555" };
    const [a, b] = [recipient, other].map((r) => composeCampaignMessage(campaign, r, from, "https://shop.example"));
    expect(a!.headers!["List-Unsubscribe"]).not.toBe(b!.headers!["List-Unsubscribe"]);
    expect(b!.text).toContain("token=11111111-2222-4333-8444-555555555555");
  });
});
