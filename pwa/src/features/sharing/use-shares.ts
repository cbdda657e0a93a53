import type { VehicleShare } from "@odo/domain";
import { useCallback, useEffect, useState } from "react";
import { api, NetworkError } from "../../shared/session/api.js";

export type SharesState =
  | { status: "loading" }
  | { status: "offline" }
  | { status: "failed" }
  | { status: "ready"; shares: VehicleShare[] };

/**
 * Who has access to the owner's vehicle. Shares live on the server only (they are not synced),
 * so this reads them online and says so offline. `refresh` reads again.
 */
export function useShares(vehicleId: string, enabled: boolean) {
  const [state, setState] = useState<SharesState>({ status: "loading" });
  const refresh = useCallback(async () => {
    if (!enabled) return;
    try {
      const reply = await api<{ payload: VehicleShare[] }>(`/vehicles/${vehicleId}/shares`);
      setState(reply.status === 200 ? { status: "ready", shares: reply.body.payload } : { status: "failed" });
    } catch (error) {
      setState({ status: error instanceof NetworkError ? "offline" : "failed" });
    }
  }, [vehicleId, enabled]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { state, refresh };
}

/** Ends one person's access; true when the server confirmed it. */
export async function revokeAccess(vehicleId: string, userId: string): Promise<boolean> {
  try {
    return (await api(`/vehicles/${vehicleId}/shares/${userId}`, { method: "DELETE" })).status === 200;
  } catch {
    return false;
  }
}
