/**
 * @module `GET /api/users`: every user with role and last sign-in, the
 * caller marked `isYou` (Settings → Users).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type Answer, unwrap, withSignal } from "@stringing/ui/api-client";

export type UserRow = Answer<typeof api.users.$get>[number];

export const USERS_PATH = "/api/users";

export const getUsers = (signal?: AbortSignal) => unwrap(api.users.$get(undefined, withSignal(signal)));

export const useUsers = () => useQuery({ queryKey: [USERS_PATH], queryFn: ({ signal }) => getUsers(signal) });
