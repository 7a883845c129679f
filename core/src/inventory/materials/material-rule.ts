/**
 * @module A materials rule (docs/rules/inventory.md, Materials off the
 * shelf): when the order's `field` equals `equals`, the order uses
 * `quantity` of inventory item `itemId`.
 */
import { z } from "zod";

/** `serviceName` is the order's column; the others are read from its labelled details (orders/additional-requests.ts). */
export const MATERIAL_FIELDS = ["serviceName", "headType", "meshOption", "stringOption"] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

export type MaterialRule = { field: MaterialField; equals: string; itemId: number; quantity: number };

export const materialRuleSchema = z.object({
  field: z.enum(MATERIAL_FIELDS, { message: `Field must be one of ${MATERIAL_FIELDS.join(", ")}.` }),
  equals: z.string().trim().min(1, "Say which value the rule matches.").max(200, "The value is at most 200 characters."),
  itemId: z.number({ message: "Choose an inventory item." }).int("Choose an inventory item.").positive("Choose an inventory item."),
  quantity: z
    .number({ message: "Quantity must be a whole number of at least 1." })
    .int("Quantity must be a whole number of at least 1.")
    .min(1, "Quantity must be a whole number of at least 1.")
    .max(1000, "Quantity is at most 1000."),
});

/** Two rules match the same value the same way when they differ only in case and surrounding spaces. */
export const ruleKey = (rule: Pick<MaterialRule, "field" | "equals" | "itemId">): string =>
  `${rule.field}\u0000${rule.equals.trim().toLowerCase()}\u0000${rule.itemId}`;

/**
 * The PUT body: the whole list. A second rule for the same field, value and
 * item is refused rather than merged: which quantity the owner meant is
 * theirs to say, not ours to add up.
 */
export const materialRulesSchema = z
  .array(materialRuleSchema.strict())
  .max(500, "At most 500 rules.")
  .superRefine((rules, context) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const key = ruleKey(rule);
      if (seen.has(key))
        context.addIssue({ code: "custom", path: [index, "equals"], message: "This rule repeats an earlier one: change its quantity there instead." });
      seen.add(key);
    });
  });
