import type { ComposedMail, MailTemplateData, MailTemplateName } from "@stringing/core/mail/mail-templates";
import type { MailComposer } from "@stringing/core/ports/mail-composer.port";

/**
 * The react-email composer, loaded on the first message: its components take
 * about 400 ms and tens of MB to load, which a server that has not sent a
 * mail yet (every start) need not pay.
 */
export class LazyMailComposer implements MailComposer {
  private composer: Promise<MailComposer> | null = null;

  compose<T extends MailTemplateName>(template: T, data: MailTemplateData[T]): Promise<ComposedMail> {
    this.composer ??= import("./react-email-composer.ts").then(
      ({ ReactEmailComposer }) => new ReactEmailComposer(),
      (error: unknown) => {
        this.composer = null; // the next message tries again
        throw error;
      },
    );
    return this.composer.then((composer) => composer.compose(template, data));
  }
}
