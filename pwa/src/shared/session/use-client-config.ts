import {
  type ClientConfig,
  type Country,
  clientConfigSchema,
  type PlanPriceList,
  planPricesFor,
  storageKeys,
} from "@odo/domain";
import { useEffect, useState } from "react";
import { api } from "./api.js";
import { readStored, writeStored } from "./storage.js";

/** The last reply this device had, so a screen opened offline still shows the operator's prices. */
function storedConfig(): ClientConfig | null {
  try {
    const parsed = clientConfigSchema.safeParse(JSON.parse(readStored(storageKeys.clientConfig) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server's public settings (`GET /config`), asked once a screen; the last known until then, and offline. */
function useClientConfig(): ClientConfig | null {
  const [config, setConfig] = useState<ClientConfig | null>(storedConfig);
  useEffect(() => {
    let live = true;
    api<unknown>("/config", { auth: false })
      .then((reply) => {
        const parsed = reply.status === 200 ? clientConfigSchema.safeParse(reply.body) : null;
        if (!parsed?.success) return;
        writeStored(storageKeys.clientConfig, JSON.stringify(parsed.data));
        if (live) setConfig(parsed.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** The Google client id, when the server has one. */
export function useGoogleClientId(): string | null {
  return useClientConfig()?.googleClientId ?? null;
}

/** Whether paid plans are bought at the provider's checkout (else test mode). Null until known. */
export function useCardPayments(): boolean | null {
  return useClientConfig()?.cardPayments ?? null;
}

/** What the paid plans cost where `country` is: the operator's prices there, else the spec's dollars. */
export function usePlanPrices(country: Country): PlanPriceList {
  return planPricesFor(country, useClientConfig()?.planPrices ?? {});
}
