/** How the admin names the mail provider and the owner-address concern (core's mail-delivery.ts), the same words on Marketing and Settings. */
export const PROVIDER_LABELS: Record<string, string> = {
  mailjet: "Mailjet",
  resend: "Resend",
  file: "Files (.eml in the data folder)",
};

export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

/** The prompt shown while the owner's notices would go unread; null when the owner address is fine. */
export function ownerEmailPrompt(concern: string | null | undefined, effectiveOwnerEmail: string): string | null {
  switch (concern) {
    case "localhost":
      return `New orders and contact messages go to ${effectiveOwnerEmail}, a local address nobody reads. Enter your own e-mail address as the owner address.`;
    case "no-reply":
      return `New orders and contact messages go to ${effectiveOwnerEmail}, a no-reply address. Enter your own e-mail address as the owner address.`;
    case "unset":
      return `No owner address is saved: new orders and contact messages go to the sender, ${effectiveOwnerEmail}. Enter your own e-mail address as the owner address.`;
    default:
      return null;
  }
}
