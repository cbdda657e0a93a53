import { useEffect, useState } from "react";
import { api } from "./api.js";

/** What the server tells any visitor (`GET /config`) that screens use. */
interface ClientConfig {
  googleClientId: string | null;
  /** Paid plans are bought at the provider's checkout; false in test mode. */
  cardPayments: boolean;
}

/** The server's public settings, asked once a screen; null until known, and offline. */
function useClientConfig(): ClientConfig | null {
  const [config, setConfig] = useState<ClientConfig | null>(null);
  useEffect(() => {
    let live = true;
    api<{ googleClientId: string | null; cardPayments?: boolean }>("/config", { auth: false })
      .then((reply) => {
        if (live && reply.status === 200) {
          setConfig({ googleClientId: reply.body.googleClientId, cardPayments: reply.body.cardPayments === true });
        }
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

/** Whether paid plans are bought at the provider's checkout (else test mode). Null until known, and offline. */
export function useCardPayments(): boolean | null {
  return useClientConfig()?.cardPayments ?? null;
}
