/**
 * @module The rules list as the Materials tab edits it before Save: each
 * quantity kept as typed, checked with core's schema on Save, its messages
 * (and the server's 400) filed as `"{index}.{field}"`, as the API names them.
 */
import { type MaterialRule, materialRulesSchema, ruleKey } from "@stringing/core/inventory/materials/material-rule";

export type DraftRule = Omit<MaterialRule, "quantity"> & { quantity: string };

export const toDraft = (rules: readonly MaterialRule[]): DraftRule[] => rules.map((rule) => ({ ...rule, quantity: String(rule.quantity) }));

/** A quantity as typed, as the schema checks it: empty or not a number stays what it is, for its message. */
const quantityOf = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));

export type DraftCheck = { ok: true; rules: MaterialRule[] } | { ok: false; errors: Record<string, string> };

export function checkDraft(draft: readonly DraftRule[]): DraftCheck {
  const parsed = materialRulesSchema.safeParse(draft.map((rule) => ({ ...rule, quantity: quantityOf(rule.quantity) })));
  if (parsed.success) return { ok: true, rules: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

/** The messages of one rule, whichever of its fields they were filed under. */
export const rowErrors = (errors: Record<string, string>, index: number): string[] =>
  Object.entries(errors)
    .filter(([key]) => key.startsWith(`${index}.`))
    .map(([, message]) => message);

export const repeats = (draft: readonly DraftRule[], rule: Pick<MaterialRule, "field" | "equals" | "itemId">): boolean =>
  draft.some((existing) => ruleKey(existing) === ruleKey(rule));
