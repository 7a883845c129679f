import { describe, expect, it } from "vitest";
import { contactMessageSchema, contactRespondedSchema } from "./contact-message.ts";

const errorsOf = (body: unknown) => {
  const result = contactMessageSchema.safeParse(body);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

describe("contact message schema (public spec §5)", () => {
  it("accepts the site's payload", () => {
    expect(contactMessageSchema.parse({ name: "Sam Stick", email: "sam@example.com", message: "Can you string a goalie head?" })).toEqual({
      name: "Sam Stick",
      email: "sam@example.com",
      message: "Can you string a goalie head?",
    });
  });

  it("uses the spec's messages", () => {
    expect(errorsOf({})).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      message: "Message must be at least 10 characters",
    });
    expect(errorsOf({ name: "  ", email: "nope", message: "too short" })).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      message: "Message must be at least 10 characters",
    });
  });

  it("needs a boolean to mark a message responded", () => {
    expect(contactRespondedSchema.parse({ responded: true })).toEqual({ responded: true });
    expect(contactRespondedSchema.safeParse({ responded: "yes" }).error?.issues[0]?.message).toBe("responded must be true or false");
  });
});
