/**
 * @module Contact (docs/rules/public-site.md, Contact): the contact-info title,
 * text, address, phone or hours and e-mail (placeholders when there is no
 * content; nothing when the owner hid it), and the message form beside it
 * with the 24-hour reply note.
 */
import { useState, type FormEvent } from "react";
import { buttonClassName } from "@stringing/ui/button-class-name";
import { PlainButton } from "@stringing/ui/components/plain-button";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { toast } from "@stringing/ui/toast-queue";
import { HoneypotField, honeypotValue } from "../../../components/ui/honeypot-field.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { PlainTextField } from "../../../components/ui/plain-text-field.tsx";
import { isVisible, useContentSection } from "../../../lib/content-section.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { type ContactDetails, contactDetails } from "../contact-details.ts";
import { INITIAL_CONTACT_VALUES, type ContactErrors, type ContactFormValues } from "../contact-form-state.ts";
import * as styles from "./contact-section.css.ts";

export function ContactSection() {
  const { data: section } = useContentSection("contact-info");
  return (
    <PageSection id="contact" title="Contact Us" subtitle="Questions about a pocket or an order? We are happy to help.">
      <div className={styles.layout}>
        {section && !isVisible(section) ? null : <ContactInfo details={contactDetails(section)} />}
        <ContactForm />
      </div>
    </PageSection>
  );
}

function ContactInfo({ details }: { details: ContactDetails }) {
  return (
    <div className={styles.info}>
      <h3 className={styles.title}>{details.title}</h3>
      {details.text ? <p className={styles.text}>{details.text}</p> : null}
      <dl className={styles.details}>
        <div>
          <dt className={styles.term}>Address</dt>
          <dd className={styles.definition}>
            {details.addressLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one saved text, shown in order with no state; two lines may read the same, so the text is no key.
              <span key={index} className={styles.line}>
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className={styles.term}>Phone &amp; Hours</dt>
          <dd className={styles.definition}>
            {details.phoneLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one saved text, shown in order with no state; two lines may read the same, so the text is no key.
              <span key={index} className={styles.line}>
                {line}
              </span>
            ))}
          </dd>
        </div>
        {details.email ? (
          <div>
            <dt className={styles.term}>Email</dt>
            <dd className={styles.definition}>
              <a className={styles.link} href={`mailto:${details.email}`}>
                {details.email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(INITIAL_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const mutation = useSendContactMessage();
  // Until the page is hydrated, typing would be lost and Send would reload the page.
  const hydrated = useHydrated();

  const set = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // Read before the first await: React clears currentTarget once the handler returns.
    const honeypot = honeypotValue(event.currentTarget);
    // The check brings zod; it is fetched on the first submit, not with the page.
    const { checkContactForm } = await import("../contact-form-values.ts");
    const result = checkContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    mutation.mutate(
      { ...result.payload, ...honeypot },
      {
        onSuccess: () => {
          setValues(INITIAL_CONTACT_VALUES);
          toast({ title: "Message Sent Successfully", description: "We'll get back to you as soon as possible!" });
        },
        onError: () => toast({ title: "Error Sending Message", description: "Please try again or contact us directly.", variant: "destructive" }),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send us a message">
      <div className={styles.row}>
        <PlainTextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set("firstName")}
          isDisabled={!hydrated}
          errorMessage={errors.firstName}
          isRequired
        />
        <PlainTextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set("lastName")}
          isDisabled={!hydrated}
          errorMessage={errors.lastName}
          isRequired
        />
      </div>
      <PlainTextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        isDisabled={!hydrated}
        errorMessage={errors.email}
        isRequired
      />
      <PlainTextField
        label="Message"
        name="message"
        value={values.message}
        onChange={set("message")}
        isDisabled={!hydrated}
        errorMessage={errors.message}
        multiline={{ rows: 5 }}
        isRequired
      />
      <HoneypotField />
      <p className={styles.note}>We reply to every message within 24 hours.</p>
      <PlainButton type="submit" className={buttonClassName()} isDisabled={mutation.isPending || !hydrated}>
        {mutation.isPending ? "Sending..." : "Send Message"}
      </PlainButton>
    </form>
  );
}
