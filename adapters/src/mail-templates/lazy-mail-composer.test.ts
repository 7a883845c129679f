import { describe } from "vitest";
import { mailComposerContract } from "@stringing/core/testing/contracts/mail-composer-contract";
import { LazyMailComposer } from "./lazy-mail-composer.ts";

describe("LazyMailComposer", () => {
  // Loads the react-email composer on its first message and answers as it does.
  mailComposerContract(() => new LazyMailComposer());
});
