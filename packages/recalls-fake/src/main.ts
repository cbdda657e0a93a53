import { startFakeRecalls } from "./fake-recalls.js";

/** `npm run recalls-fake`: the fake on a fixed port, with the setting to point Odo at it. */
const port = Number(process.env.RECALLS_FAKE_PORT ?? 8093);
const fake = await startFakeRecalls({}, port);
console.log(`Fake NHTSA recalls on ${fake.url}. Start Odo with:
  RECALLS_BASE_URL=${fake.url} LOOPBACK_TARGETS_FOR_TESTS=true npm start
A 2003 Honda Accord (VIN 1HGCM82633A004352) has ${fake.settings.recalls["HONDA|ACCORD|2003"]?.length ?? 0} campaigns. Ctrl-C stops it.`);
