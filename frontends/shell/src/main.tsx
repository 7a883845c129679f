/**
 * @module The shell's entry. Everything else loads through `bootstrap.tsx`
 * so the federation runtime can set up the shared modules first.
 */
import "./theme/global-theme.css.ts";
import "./theme/global-styles.css.ts";

void import("./bootstrap.tsx");
