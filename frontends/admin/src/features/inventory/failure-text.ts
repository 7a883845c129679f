/** @module Inventory errors show the server's `message`, or the screen's default (docs/rules/inventory.md, Messages). */
import { serverMessage } from "@stringing/ui/error-message";

export const failureText = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;
