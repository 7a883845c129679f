/** @module The contact form's fields and their starting values (the check, with zod, is in contact-form-values.ts). */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFormValues, string>>;

export const INITIAL_CONTACT_VALUES: ContactFormValues = { firstName: "", lastName: "", email: "", message: "" };
