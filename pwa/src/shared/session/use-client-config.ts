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
