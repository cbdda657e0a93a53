import { useEffect, useRef } from "react";
import { currentLanguage } from "../i18n/i18n.js";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<void> | undefined;

function loadGoogleIdentity(): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://accounts.google.com/gsi/client";
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Google Identity Services did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Google's own sign-in button (Google Identity Services), shown only when the server has a client
 * id. It hands the ID token to `onCredential`.
 */
export function GoogleButton({
  clientId,
  onCredential,
  text,
}: {
  clientId: string;
  onCredential: (token: string) => void;
  text: "signin_with" | "signup_with";
}) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  useEffect(() => {
    let live = true;
    loadGoogleIdentity()
      .then(() => {
        const google = window.google;
        if (!live || !google || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: "outline",
          size: "large",
          text,
          locale: currentLanguage(),
          width: 320,
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [clientId, text]);
  return <div ref={container} className="google-button" />;
}
