/**
 * @module `/api/shipping/settings`: which carrier buys labels (Shippo with a
 * key saved here or in the server's environment, else test labels), the
 * ship-from address, the parcel, and the tracking webhook's URL. The Shippo
 * key is sent, never shown back.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer, type JsonBody } from "@stringing/ui/api-client";

export const SHIPPING_SETTINGS_QUERY_KEY = ["/api/shipping/settings"] as const;

export type ShippingSettingsView = Answer<typeof api.shipping.settings.$get>;
export type ShippingSettingsBody = JsonBody<typeof api.shipping.settings.$put>;

export const getShippingSettings = (signal?: AbortSignal) => unwrap(api.shipping.settings.$get(undefined, withSignal(signal)));
export const saveShippingSettings = (json: ShippingSettingsBody) => unwrap(api.shipping.settings.$put({ json }));
export const saveShippoKey = (apiKey: string) => unwrap(api.shipping.settings["shippo-key"].$put({ json: { apiKey } }));
export const removeShippoKey = () => unwrap(api.shipping.settings["shippo-key"].$delete());

export const useShippingSettings = () => useQuery({ queryKey: SHIPPING_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getShippingSettings(signal) });

function useSettingsMutation<Input>(mutationFn: (input: Input) => Promise<ShippingSettingsView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (view) => queryClient.setQueryData(SHIPPING_SETTINGS_QUERY_KEY, view) });
}

export const useSaveShippingSettings = () => useSettingsMutation(saveShippingSettings);
export const useSaveShippoKey = () => useSettingsMutation(saveShippoKey);
export const useRemoveShippoKey = () => useSettingsMutation(removeShippoKey);
