import { Trans, useLingui } from "@lingui/react/macro";
import { appVersion, type Country, countryOfLocale, plans, timing, vehicleTypes } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { useSession } from "../../shared/session/session-store.js";
import { usePlanPrices } from "../../shared/session/use-client-config.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { PlanCard } from "../../shared/ui/plan-card.js";

const vehicleIcons: Record<(typeof vehicleTypes)[number], IconName> = {
  bicycle: "bicycle",
  car: "car",
  truck: "truck",
  bus: "bus",
  moto: "moto",
};

/** `/`: what Odo does, for whom and for how much; a signed-in visitor moves on to `/user`. */
export function LandingScreen() {
  const { t } = useLingui();
  // A visitor has no account yet: the prices of the country their browser's language names, once
  // mounted (the page is prerendered with the default prices, and hydrates as it was drawn).
  const [visitorCountry, setVisitorCountry] = useState<Country>("none");
  useEffect(() => setVisitorCountry(countryOfLocale(navigator.language)), []);
  const prices = usePlanPrices(visitorCountry);
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => void navigate({ to: "/user" }), timing.landingRedirectMs);
    return () => clearTimeout(timer);
  }, [session, navigate]);

  const modules: { icon: IconName; title: string; text: string }[] = [
    {
      icon: "wrench",
      title: t`Maintenance`,
      text: t`Log services, tires and batteries, and know what's due from the odometer.`,
    },
    {
      icon: "fuel",
      title: t`Refuels and charges`,
      text: t`Fuel, electricity or gas at every fill-up or charge, with what your vehicle really uses.`,
    },
    {
      icon: "chart",
      title: t`Spending`,
      text: t`What each vehicle costs you, month by month, and what the next twelve months will.`,
    },
    {
      icon: "file",
      title: t`Receipts and papers`,
      text: t`Photos of receipts, the insurance policy and the registration, on your phone even offline.`,
    },
    {
      icon: "user",
      title: t`Household`,
      text: t`Share a car at home: both of you log, and each entry says who did.`,
    },
    {
      icon: "shield",
      title: t`A history a buyer trusts`,
      text: t`Your workshop signs its work; whoever buys your car checks the history without an account.`,
    },
    {
      icon: "share",
      title: t`Sharing`,
      text: t`Share a vehicle with your workshop or broker, or hand it over by QR.`,
    },
  ];

  return (
    <>
      <PublicHeader>
        <Link to="/signin" className="button small secondary">
          <Trans>Sign in</Trans>
        </Link>
      </PublicHeader>
      <main id="main" className="landing">
        <section className="hero">
          <h1>
            <Trans>Your garage, even with no signal</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Odo keeps the maintenance, refuels and costs of your cars, motorcycles and bicycles, and tells you what's
              due. It works offline and syncs when you're back online.
            </Trans>
          </p>
          <div className="row wrap">
            <Link to="/signup" className="button">
              <Trans>Create a free account</Trans>
            </Link>
            <Link to="/signin" className="button secondary">
              <Trans>Sign in</Trans>
            </Link>
          </div>
        </section>

        <section aria-labelledby="types-title" className="section">
          <h2 id="types-title">
            <Trans>For every vehicle you own</Trans>
          </h2>
          <ul className="type-grid">
            {vehicleTypes.map((type) => (
              <li key={type} className="type-tile">
                <Icon name={vehicleIcons[type]} size={32} />
                <span>{vehicleTypeName(type)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="modules-title" className="section">
          <h2 id="modules-title">
            <Trans>Everything in one place</Trans>
          </h2>
          <div className="card-grid">
            {modules.map((module) => (
              <article key={module.title} className="card feature">
                <Icon name={module.icon} size={28} />
                <h3>{module.title}</h3>
                <p>{module.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="integrations-title" className="section">
          <h2 id="integrations-title">
            <Trans>Integrations</Trans>
          </h2>
          <div className="card-grid">
            <article className="card feature">
              <Icon name="plug" size={28} />
              <h3>Strava</h3>
              <p>
                <Trans>Import your bikes and keep their kilometres up to date.</Trans>
              </p>
            </article>
            <article className="card feature muted">
              <Icon name="plug" size={28} />
              <h3>Garmin</h3>
              <p>
                <Trans>Coming soon.</Trans>
              </p>
            </article>
          </div>
        </section>

        <section aria-label={t`Odo in numbers`} className="stats">
          <div>
            <strong>{vehicleTypes.length}</strong>
            <span>
              <Trans>vehicle types</Trans>
            </span>
          </div>
          <div>
            <strong>{modules.length}</strong>
            <span>
              <Trans>modules</Trans>
            </span>
          </div>
          <div>
            <strong>24/7</strong>
            <span>
              <Trans>online or offline</Trans>
            </span>
          </div>
        </section>

        <section aria-labelledby="plans-title" className="section">
          <h2 id="plans-title">
            <Trans>Plans</Trans>
          </h2>
          <div className="card-grid plans">
            {plans.map((plan) => (
              <PlanCard key={plan} plan={plan} prices={prices} highlighted={plan === "basic"} />
            ))}
          </div>
        </section>
      </main>
      <footer className="footer">
        <span>Odo {appVersion}</span>
        <nav aria-label={t`Social networks`} className="row">
          <a href="https://www.instagram.com/odo.app" rel="noopener" target="_blank">
            Instagram
          </a>
          <a href="https://x.com/odoapp" rel="noopener" target="_blank">
            X
          </a>
          <a href="https://github.com/odo-app" rel="noopener" target="_blank">
            GitHub
          </a>
        </nav>
      </footer>
    </>
  );
}
