/**
 * @module How to send the head in (docs/rules/orders.md, The customer's status page):
 * the business address from the contact-info content (founderName, lines
 * separated by "|", as the labels use it; the built-in address without it),
 * and the order number to put in the box. Shown after an order and on the
 * status page while the head has not arrived.
 */
import { businessLabelAddress } from "@stringing/core/shipping/business-address";
import { useContentSection } from "../../lib/content-section.ts";
import * as styles from "./ship-in-instructions.css.ts";

/** `headingLevel` null: no heading of its own (the caller's heading says it). */
export function ShipInInstructions({ orderId, headingLevel = 3 }: { orderId: number; headingLevel?: 2 | 3 | null }) {
  const { data: contactInfo } = useContentSection("contact-info");
  const address = businessLabelAddress(contactInfo);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Box = headingLevel === null ? "div" : "section";
  return (
    <Box className={styles.box} aria-labelledby={headingLevel === null ? undefined : `ship-in-${orderId}`}>
      {headingLevel === null ? null : (
        <Heading id={`ship-in-${orderId}`} className={styles.heading}>
          Ship your head to us
        </Heading>
      )}
      <ol className={styles.steps}>
        <li>Pack the head (not the shaft) in a small box or padded mailer, with your mesh or strings if you send your own.</li>
        <li>
          Put a note inside with your name and order number <strong>#{orderId}</strong>.
        </li>
        <li>Send it to the address below with any carrier, and keep the tracking number.</li>
      </ol>
      <address className={styles.address}>
        {[address.name, ...address.lines].map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an address may repeat a line, so only the position is unique.
          <span key={index} className={styles.line}>
            {line}
          </span>
        ))}
      </address>
      <p className={styles.note}>We string it within 2-3 business days of receiving it and ship it straight back.</p>
    </Box>
  );
}
