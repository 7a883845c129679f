import { describe } from "vitest";
import { mailComposerContract } from "./contracts/mail-composer-contract.ts";
import { PlainMailComposer } from "./plain-mail-composer.ts";

describe("the plain mail composer (fake)", () => {
  mailComposerContract(() => new PlainMailComposer());
});
