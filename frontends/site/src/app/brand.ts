/** @module The business's name as the page shows it: one constant, shared with the seeds. */
export { BUSINESS_NAME as BRAND_NAME } from "@stringing/core/content/site-defaults";
