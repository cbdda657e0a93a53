import { canadaUserKey, startFakeRecalls } from "./fake-recalls.js";

/** `npm run recalls-fake`: the fake on a fixed port, with the settings to point Odo at it. */
const port = Number(process.env.RECALLS_FAKE_PORT ?? 8093);
const fake = await startFakeRecalls({}, port);
console.log(`Fake NHTSA and Transport Canada recalls on ${fake.url}. Start Odo with:
  RECALLS_BASE_URL=${fake.url} RECALLS_TC_BASE_URL=${fake.canadaUrl} RECALLS_TC_USER_KEY=${canadaUserKey} LOOPBACK_TARGETS_FOR_TESTS=true npm start
A 2003 Honda Accord (VIN 1HGCM82633A004352) has ${fake.settings.recalls["HONDA|ACCORD|2003"]?.length ?? 0} campaigns at NHTSA and ${fake.settings.canadaRecalls["HONDA|ACCORD|2003"]?.length ?? 0} at Transport Canada (for an owner in Canada). Ctrl-C stops it.`);
