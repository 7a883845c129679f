/** The frame of every message: the site's name on a teal band, the content, and the business's address below. */
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { MailSite } from "@stringing/core/mail/mail-templates";
import type { ReactNode } from "react";
import { brand } from "./brand.ts";

export function MailLayout({ site, preview, children }: { site: MailSite; preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.page, color: brand.text, fontFamily: brand.font, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 8, maxWidth: 560, overflow: "hidden" }}>
          <Section style={{ backgroundColor: brand.teal, padding: "20px 24px" }}>
            <Text style={{ color: brand.onTeal, fontSize: 20, fontWeight: 700, margin: 0 }}>{site.name}</Text>
          </Section>
          <Section style={{ padding: "8px 24px 16px" }}>{children}</Section>
          <Hr style={{ borderColor: brand.border, margin: 0 }} />
          <Section style={{ padding: "16px 24px" }}>
            <Text style={{ color: brand.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
              {site.name}
              {site.addressLines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an address may repeat a line, so only the position is unique.
                <span key={index}>
                  <br />
                  {line}
                </span>
              ))}
              {site.email ? (
                <>
                  <br />
                  <Link href={`mailto:${site.email}`} style={{ color: brand.tealStrong }}>
                    {site.email}
                  </Link>
                </>
              ) : null}
              <br />
              <Link href={site.url} style={{ color: brand.tealStrong }}>
                {site.url}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
