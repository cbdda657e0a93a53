import { useEffect, useState } from "react";
import { api } from "./api.js";

/** The server's public settings; only the Google client id matters here. Offline: none. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api<{ googleClientId: string | null }>("/config", { auth: false })
      .then((reply) => {
        if (live && reply.status === 200) setClientId(reply.body.googleClientId);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return clientId;
}

/** Whether paid plans are bought at the provider's checkout (else test mode). Null until known, and offline. */
export function useCardPayments(): boolean | null {
  const [cardPayments, setCardPayments] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    api<{ cardPayments?: boolean }>("/config", { auth: false })
      .then((reply) => {
        if (live && reply.status === 200) setCardPayments(reply.body.cardPayments === true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return cardPayments;
}
