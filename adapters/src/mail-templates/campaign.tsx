/** A campaign to the subscribers, in the same frame as every other message, with its unsubscribe link. */
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { MailTemplateData } from "@stringing/core/mail/mail-templates";
import { brand } from "./brand.ts";
import { MailLayout } from "./layout.tsx";
import { Lines, Paragraph } from "./parts.tsx";

/** A whole HTML document pasted by the owner: only its body belongs inside our frame. */
const bodyOf = (html: string): string => /<body[^>]*>([\s\S]*)<\/body\s*>/i.exec(html)?.[1] ?? html;

export function Campaign({ site, subject, content, htmlContent, unsubscribeUrl }: MailTemplateData["campaign"]) {
  const paragraphs = content.split(/\r?\n\s*\r?\n/).filter((paragraph) => paragraph.trim());
  return (
    <MailLayout site={site} preview={subject}>
      {htmlContent ? (
        // The owner's own markup (admin-only input), as the send always carried it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted admin-authored campaign HTML.
        <div style={{ color: brand.text, fontSize: 15, lineHeight: "22px" }} dangerouslySetInnerHTML={{ __html: bodyOf(htmlContent) }} />
      ) : (
        paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of typed text may repeat, so only the position is unique.
          <Paragraph key={index}>
            <Lines text={paragraph} />
          </Paragraph>
        ))
      )}
      <Text style={{ color: brand.muted, fontSize: 12, lineHeight: "18px", margin: "24px 0 0" }}>
        You are receiving this e-mail because you subscribed to the {site.name} newsletter.{" "}
        <Link href={unsubscribeUrl} style={{ color: brand.tealStrong }}>
          Unsubscribe
        </Link>
      </Text>
    </MailLayout>
  );
}
