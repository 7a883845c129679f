import type { Order } from "../../orders/order.ts";
import type { MaterialRule } from "./material-rule.ts";
import type { Needed } from "./materials-for.ts";
import type { StockItem } from "./materials-needed.ts";
import type { ItemTake, OrderMaterial } from "./order-materials.ts";

/** What an order's take asks of the store. `actor`: who started the order, for the history rows. */
export type TakeRequest = { orderId: number; needed: readonly Needed[]; actor: string | null };

/**
 * The shelf's steps inside an order change's transaction (the order store's,
 * core/src/ports/order-updates.port.ts), so the stock moves with the status
 * or not at all.
 */
export interface MaterialSteps {
  /** The owner's rules, read in this transaction. */
  materialRules(): Promise<MaterialRule[]>;
  /**
   * Takes what the order needs off the shelf: the items locked in id order
   * (two starts never deadlock, and the second sees what the first left),
   * each quantity lowered but never below 0, a history row per item naming
   * the order, the take stored. Null, and nothing taken, when the order
   * holds a take not put back (it went back and forth).
   */
  takeMaterials(request: TakeRequest): Promise<ItemTake[] | null>;
  /** Puts back what the order took and has not put back (history rows again); what went back. */
  returnMaterials(orderId: number, actor: string | null): Promise<ItemTake[]>;
}

/** The rules screen and the order's page: reads, and the rules saved whole. */
export interface MaterialsRepository {
  rules(): Promise<MaterialRule[]>;
  /** Replaces every rule; the ids of items that do not exist (nothing saved then). */
  saveRules(rules: readonly MaterialRule[]): Promise<{ unknownItems: number[] }>;
  /** What the order took (not put back), by item id. */
  ofOrder(orderId: number): Promise<OrderMaterial[]>;
  /**
   * What each of the orders named took (not put back), by item id, read at
   * once for a page of orders: only the ids asked, and an order that holds
   * no take is absent.
   */
  ofOrders(orderIds: readonly number[]): Promise<Map<number, OrderMaterial[]>>;
  /** Pending orders holding no take (not put back), oldest first, at most `limit`: what the needs list counts. */
  untakenPendingOrders(limit: number): Promise<Pick<Order, "serviceName" | "additionalRequests">[]>;
  /** The items named, and every item at or below its threshold. */
  stockFor(itemIds: readonly number[]): Promise<StockItem[]>;
}
