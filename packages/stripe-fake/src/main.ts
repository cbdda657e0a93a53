import { startFakeStripe } from "./fake-stripe.js";

/** `npm run stripe-fake`: the fake on a fixed port, with the settings to point Odo at it. */
const port = Number(process.env.STRIPE_FAKE_PORT ?? 8092);
const odo = process.env.ODO_URL ?? "http://127.0.0.1:8080";
const fake = await startFakeStripe({ webhookUrl: `${odo}/api/billing/webhook` }, port);
const [basic, business] = fake.settings.products;
const products = JSON.stringify({ basic, business });
console.log(`Fake Stripe on ${fake.url}, posting events to ${fake.settings.webhookUrl}. Start Odo with:
  STRIPE_API_URL=${fake.url} STRIPE_SECRET_KEY=${fake.settings.secretKey} STRIPE_WEBHOOK_SECRET=${fake.settings.webhookSecret} STRIPE_PRODUCTS='${products}' npm start
Its checkout page takes no card: "Pay" subscribes at once. Ctrl-C stops it.`);
