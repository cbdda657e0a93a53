import { startFakeStrava } from "./fake-strava.js";

/** `npm run strava-fake`: the fake on a fixed port, with the settings to point Odo at it. */
const port = Number(process.env.STRAVA_FAKE_PORT ?? 8091);
const fake = await startFakeStrava({}, port);
console.log(`Fake Strava on ${fake.url}. Start Odo with:
  STRAVA_BASE_URL=${fake.url} STRAVA_CLIENT_ID=${fake.settings.clientId} STRAVA_CLIENT_SECRET=${fake.settings.clientSecret} npm start
The athlete has ${fake.settings.bikes.length} bikes; authorization is approved at once. Ctrl-C stops it.`);
