/** @module The order as the Orders screen names it: the shared order layer's, which is the typed client's answer. */
import type { Order } from "../../../shared/orders/order.ts";

export type ApiOrder = Order;
