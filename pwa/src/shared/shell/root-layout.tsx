import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Outlet } from "@tanstack/react-router";
import { UpdatePrompt } from "../pwa/update-prompt.js";
import { Toasts } from "../ui/toasts.js";

/** Every page: the route's screen, the update prompt and the toasts. */
export function RootLayout() {
  const { t } = useLingui();
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Outlet />
      <UpdatePrompt />
      <Toasts dismissLabel={t`Dismiss`} />
    </>
  );
}

export function NotFound() {
  return (
    <main id="main" className="page narrow center">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for is not here.</Trans>
      </p>
      <Link to="/" className="button">
        <Trans>Go to the start</Trans>
      </Link>
    </main>
  );
}
