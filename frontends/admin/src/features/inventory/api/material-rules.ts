/**
 * @module GET/PUT /api/materials/rules (docs/rules/inventory.md, Materials
 * off the shelf): the rules as the server holds them, and the whole list
 * saved at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Answer, api, type JsonBody, unwrap, withSignal } from "@stringing/ui/api-client";

export const MATERIAL_RULES_KEY = ["/api/materials/rules"] as const;

export type MaterialRules = Answer<typeof api.materials.rules.$get>;
export type MaterialRulesBody = JsonBody<typeof api.materials.rules.$put>;

export const getMaterialRules = (signal?: AbortSignal) => unwrap(api.materials.rules.$get(undefined, withSignal(signal)));

export const materialRulesQuery = () => queryOptions({ queryKey: MATERIAL_RULES_KEY, queryFn: ({ signal }) => getMaterialRules(signal) });

export const useMaterialRules = () => useQuery(materialRulesQuery());

export const saveMaterialRules = (rules: MaterialRulesBody) => unwrap(api.materials.rules.$put({ json: rules }));

export function useSaveMaterialRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaterialRules,
    onSuccess: (saved) => queryClient.setQueryData(MATERIAL_RULES_KEY, saved),
  });
}
