import { mailDeliveriesContract } from "./contracts/mail-deliveries-contract.ts";
import { InMemoryMailDeliveries } from "./in-memory-mail-deliveries.ts";

mailDeliveriesContract(async () => ({ subject: new InMemoryMailDeliveries() }));
