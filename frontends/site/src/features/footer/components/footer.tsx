/**
 * @module The footer (docs/rules/public-site.md, Footer): the promise, Quick Links, Get
 * Started, contact details read from the contact-info content by their
 * labels (Phone, Email, Address) with the owner's contact-details note
 * (e.g. drop-off hours) under them, social icons and the copyright line.
 */
import type { MouseEvent } from "react";
import { contactLabels } from "@stringing/core/content/contact-info";
import { BRAND_NAME } from "../../../app/brand.ts";
import { BrandMark } from "../../../components/ui/brand-mark.tsx";
import { isVisible, useContentSection } from "../../../lib/content-section.ts";
import { scrollToSection } from "../../../lib/scroll-to-section.ts";
import { useSocialLinks } from "../api/get-social-links.ts";
import { SOCIAL_LABELS, SocialIcon, socialPlatform } from "./social-icon.tsx";
import * as styles from "./footer.css.ts";

export const FOOTER_PROMISE = "Professional stringing services trusted by players at all levels. Premium materials, expert craftsmanship and fast turnaround.";

const QUICK_LINKS = [
  { label: "Services", target: "services" },
  { label: "About Us", target: "about" },
  { label: "Testimonials", target: "testimonials" },
  { label: "Contact Us", target: "contact" },
] as const;

const GET_STARTED = [
  { label: "Place an Order", target: "order" },
  { label: "Featured Work", target: "featured" },
  { label: "Newsletter", target: "newsletter" },
] as const;

const jump = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  scrollToSection(target);
};

function LinkList({ links }: { links: readonly { label: string; target: string }[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.label}>
          <a className={styles.link} href={`#${link.target}`} onClick={jump(link.target)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { data: contactInfo } = useContentSection("contact-info");
  const { data: socialLinks = [] } = useSocialLinks();
  const labels = contactLabels(contactInfo?.content);
  const { data: noteSection } = useContentSection("contact-details");
  const note = isVisible(noteSection) ? (noteSection.content ?? noteSection.title) : null;
  const icons = socialLinks.flatMap((link) => {
    const platform = socialPlatform(link.platform);
    return platform ? [{ ...link, platform }] : [];
  });

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>
            <BrandMark size={28} className={styles.brandMark} />
            {BRAND_NAME}
          </p>
          <p className={styles.promise}>{FOOTER_PROMISE}</p>
          {icons.length > 0 ? (
            <ul className={styles.socials} aria-label="Social media">
              {icons.map((link) => (
                <li key={link.key}>
                  <a
                    className={styles.socialLink}
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_LABELS[link.platform]} (opens in a new tab)`}
                  >
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Quick Links">
          <h2 className={styles.heading}>Quick Links</h2>
          <LinkList links={QUICK_LINKS} />
        </nav>
        <nav aria-label="Get Started">
          <h2 className={styles.heading}>Get Started</h2>
          <LinkList links={GET_STARTED} />
        </nav>
        {labels.phone || labels.email || labels.address || note ? (
          <div>
            <h2 className={styles.heading}>Contact</h2>
            <ul className={styles.list}>
              {labels.phone ? (
                <li>
                  Phone:{" "}
                  <a className={styles.link} href={`tel:${labels.phone.replace(/[^\d+]/g, "")}`}>
                    {labels.phone}
                  </a>
                </li>
              ) : null}
              {labels.email ? (
                <li>
                  Email:{" "}
                  <a className={styles.link} href={`mailto:${labels.email}`}>
                    {labels.email}
                  </a>
                </li>
              ) : null}
              {labels.address ? <li>Address: {labels.address}</li> : null}
            </ul>
            {note ? <p className={styles.note}>{note}</p> : null}
          </div>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <p className={styles.small}>
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
