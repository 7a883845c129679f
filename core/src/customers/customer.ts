/** A customer row as the API shows it (docs/rules/records.md, Customers). */
export type Customer = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  notes: string | null;
  totalOrders: number;
  lastOrderDate: Date | null;
  imageUrls: string[];
  createdAt: Date;
  updatedAt: Date;
  shippingAddress: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string | null;
  preferredMesh: string | null;
  preferredThread: string | null;
  preferredPocket: string | null;
};

export const DEFAULT_SHIPPING_COUNTRY = "United States";

/**
 * E-mail addresses are stored trimmed and lower-cased, so the unique column
 * also means unique regardless of case, and the order intake's upsert by
 * e-mail finds the same row.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
