/**
 * @module About (docs/rules/public-site.md, About): the about-heading title as
 * the headline, the stringmaster-pro picture, text and founder line, the
 * founder's quote (founder-quote, founder-name, founder-image), the
 * stringing philosophy from about-content, and the three guarantees. Each
 * section falls back to its built-in defaults when its read fails; a hidden
 * one shows nothing (a hidden headline leaves the plain "About").
 */
import { CheckIcon } from "../../../components/ui/icons/check-icon.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { shownSection, useContentSection, type SectionContent } from "../../../lib/content-section.ts";
import * as styles from "./about-section.css.ts";
import { FounderQuote } from "./founder-quote.tsx";

export const GUARANTEES = [
  { title: "Satisfaction Guaranteed", text: "Not happy with your pocket? We will fix it free of charge or refund you." },
  { title: "Quick Turnaround", text: "Most jobs are done and shipped back within 2-3 business days of receiving your head." },
  { title: "Expert Consultation", text: "We help you choose the right pocket for your position and style of play." },
] as const;

export function AboutSection() {
  const heading = useContentSection("about-heading");
  const body = useContentSection("about-content");
  const stringer = useContentSection("stringmaster-pro");
  const headline = shownSection(heading.data, "about-heading")?.title ?? "About";
  const philosophy = shownSection(body.data, "about-content")?.content;
  const pro = shownSection(stringer.data, "stringmaster-pro");

  return (
    <PageSection id="about" title={headline}>
      {pro ? <Stringer pro={pro} /> : null}
      <FounderQuote />
      <div className={styles.philosophy}>
        <h3 className={styles.subheading}>Our Stringing Philosophy</h3>
        {philosophy ? (
          <p className={styles.text} style={{ marginTop: 8 }}>
            {philosophy}
          </p>
        ) : null}
        <ul className={styles.guarantees} aria-label="Our guarantees">
          {GUARANTEES.map((item) => (
            <li key={item.title} className={styles.guarantee}>
              <CheckIcon size={20} className={styles.guaranteeIcon} />
              <div>
                <p className={styles.guaranteeTitle}>{item.title}</p>
                <p className={styles.guaranteeText}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

function Stringer({ pro }: { pro: SectionContent }) {
  return (
    <div className={styles.layout}>
      {pro.imageUrl ? (
        <img
          className={styles.image}
          src={pro.imageUrl}
          alt={pro.founderName ? `${pro.founderName} at work` : "Our stringer at work"}
          width={600}
          height={450}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.copy}>
        {pro.title ? <h3 className={styles.subheading}>{pro.title}</h3> : null}
        {pro.content ? <p className={styles.text}>{pro.content}</p> : null}
        {pro.founderName ? (
          <p className={styles.founder}>
            {pro.founderName}
            {pro.founderTitle ? <span className={styles.founderTitle}>, {pro.founderTitle}</span> : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
