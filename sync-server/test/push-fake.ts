import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A browser's side of a subscription: its P-256 key pair and auth secret, made in the test. */
export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  topic: string | undefined;
  ttl: string | undefined;
  /** The VAPID JWT's claims, after its signature was checked against the `k=` key. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  /** The decrypted message. */
  message: unknown;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 (Web Push encryption) over RFC 8188 `aes128gcm`, single record, as a browser decrypts it. */
function decrypt(body: Buffer, browser: FakeBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.publicKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(browser.authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: an ES256 JWT signed by that key. */
function vapidClaims(header: string | undefined): { claims: ReceivedPush["claims"]; key: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, payload, signature] = match[1].split(".");
  if (!head || !payload || !signature) throw new Error("malformed JWT");
  const raw = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  return { claims: JSON.parse(Buffer.from(payload, "base64url").toString()), key: match[2] };
}

/** How the service answers an endpoint: a status, a redirect elsewhere, or never. */
export type PushAnswer = number | { redirectTo: string } | "hang";

/**
 * A push service on loopback: it accepts what a real one would, checks the VAPID JWT, decrypts
 * the payload with the browser's private key, and answers each endpoint as told (201, 410 for a
 * browser that unsubscribed, a redirect, or no answer at all). Endpoints may name the service by
 * another host name (what the server's resolver makes of it is the test's choice).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const browsers = new Map<string, FakeBrowser>();
  const answers = new Map<string, PushAnswer>();
  const failures: string[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      try {
        const browser = browsers.get(path);
        const endpoint = browser?.subscription.endpoint ?? path;
        if (!browser) throw new Error(`unknown endpoint ${endpoint}`);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const { claims, key } = vapidClaims(request.headers.authorization);
        const message: unknown = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString("utf8"));
        received.push({
          endpoint,
          topic: request.headers.topic as string | undefined,
          ttl: request.headers.ttl as string | undefined,
          claims,
          vapidKey: key,
          message,
        });
        const answer = answers.get(endpoint) ?? 201;
        if (answer === "hang") return;
        if (typeof answer === "number") response.writeHead(answer).end();
        else response.writeHead(302, { location: answer.redirectTo }).end();
      } catch (error) {
        failures.push(String(error));
        response.writeHead(400).end(String(error));
      }
    });
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    received,
    failures,
    /** Connections opened to the service, answered or not. */
    connections: () => connections,
    /** A new browser subscribed to this service, with its keys; `base` names the service otherwise. */
    browser(base = origin): FakeBrowser {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(8).toString("hex")}`;
      const endpoint = `${base}${path}`;
      const browser = {
        subscription: {
          endpoint,
          keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
        },
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
      };
      browsers.set(path, browser);
      return browser;
    },
    answer(endpoint: string, answer: PushAnswer) {
      answers.set(endpoint, answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests left hanging would hold the close for ever.
        server.closeAllConnections();
      }),
  };
}
