import type { ComposedMail, MailTemplateData, MailTemplateName } from "../mail/mail-templates.ts";

/**
 * Renders one of the product's own messages (mail/mail-templates.ts) to its
 * subject, HTML and plain-text parts. Text that came from a customer (names,
 * notes, messages) is escaped in the HTML, never markup.
 */
export interface MailComposer {
  compose<T extends MailTemplateName>(template: T, data: MailTemplateData[T]): Promise<ComposedMail>;
}
