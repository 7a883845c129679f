/** The order's page in the back office, `<origin>/admin/orders/<id>`: where a scan of its work ticket lands. */
export const adminOrderUrl = (origin: string, id: number): string => `${origin.replace(/\/+$/, "")}/admin/orders/${id}`;
