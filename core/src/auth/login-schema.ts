import { z } from "zod";

/** docs/rules/admin.md, Login. Shared by the API and the login screen. */
export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(200),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
});

export type LoginInput = z.infer<typeof loginSchema>;
