/**
 * @module Newsletter signup (docs/rules/public-site.md, Newsletter): one e-mail
 * field; "Subscribing..." while sending; a toast either way; the form is
 * cleared on success and kept on failure.
 */
import { useState, type FormEvent } from "react";
import { buttonClassName } from "@stringing/ui/button-class-name";
import { PlainButton } from "@stringing/ui/components/plain-button";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { PlainTextField } from "../../../components/ui/plain-text-field.tsx";
import { toast } from "@stringing/ui/toast-queue";
import { HoneypotField, honeypotValue } from "../../../components/ui/honeypot-field.tsx";
import { PageSection } from "../../../components/ui/page-section.tsx";
import { useSubscribe } from "../api/subscribe.ts";
import * as styles from "./newsletter-section.css.ts";

export function NewsletterSection() {
  const [email, setEmail] = useState("");
  // Until the page is hydrated, typing would be lost and Subscribe would reload the page.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>();
  const mutation = useSubscribe();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // Read before the first await: React clears currentTarget once the handler returns.
    const honeypot = honeypotValue(event.currentTarget);
    // The check brings zod; it is fetched on the first submit, not with the page.
    const { checkEmail } = await import("../check-email.ts");
    const checked = checkEmail(email);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { email: checked.email, ...honeypot },
      {
        onSuccess: () => {
          setEmail("");
          toast({ title: "Subscribed Successfully", description: "Thank you for subscribing to our newsletter!" });
        },
        onError: () => toast({ title: "Error Subscribing", description: "Please try again or contact support.", variant: "destructive" }),
      },
    );
  };

  return (
    <PageSection id="newsletter" title="Stay in the Loop" subtitle="Stringing tips, new services and offers, straight to your inbox">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Newsletter signup">
        <PlainTextField
          className={styles.field}
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (error) setError(undefined);
          }}
          errorMessage={error}
          isRequired
          isDisabled={!hydrated}
        />
        <HoneypotField />
        <PlainButton type="submit" className={`${buttonClassName()} ${styles.button}`} isDisabled={mutation.isPending || !hydrated}>
          {mutation.isPending ? "Subscribing..." : "Subscribe"}
        </PlainButton>
      </form>
    </PageSection>
  );
}
