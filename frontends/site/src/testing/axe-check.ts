/**
 * @module axe-core over a rendered piece of the page. jsdom lays nothing
 * out, so the rules that need layout (contrast, target size, whether
 * something inside aria-hidden can take focus) stay with the e2e journey,
 * which runs axe over the real page in Chromium; names, labels and ARIA
 * attributes are checked here.
 */
import axe from "axe-core";

const NEEDS_LAYOUT = { "color-contrast": { enabled: false }, "target-size": { enabled: false } };

/** The ids and targets of every violation axe finds in `element`. */
export async function axeViolations(element: Element): Promise<{ id: string; targets: string[] }[]> {
  const results = await axe.run(element, { resultTypes: ["violations"], rules: NEEDS_LAYOUT });
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}
