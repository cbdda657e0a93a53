import { pushEndpointMaxLength, pushSubscriptionSchema } from "@odo/domain";
import { z } from "zod";
import type { ServerDeps } from "../deps.js";
import {
  isLoopbackAddress,
  publicAddressOf,
  type ResolvedAddress,
  UnreachableAddress,
} from "../outbound/public-address.js";

/**
 * The body `POST /users/push-subscriptions` takes when the test-only setting lets a local push
 * service on loopback in (it speaks plain `http:`); `reachablePushEndpoint` still refuses every
 * `http:` endpoint that is not on loopback.
 */
export const loopbackPushSubscriptionSchema = pushSubscriptionSchema.extend({
  endpoint: z.url({ protocol: /^https?$/ }).max(pushEndpointMaxLength),
});

/** Where a push goes: the endpoint, and the one address to connect to for it. */
export interface PushTarget {
  url: URL;
  address: ResolvedAddress;
}

/**
 * The address to send a push to, checked now: an endpoint whose host is not on the public internet
 * (loopback, private, link-local, CGNAT, multicast, unspecified) is refused, at subscribe time and
 * again at every send, since what a name resolves to may change in between.
 */
export async function reachablePushEndpoint(deps: ServerDeps, endpoint: string): Promise<PushTarget> {
  const url = new URL(endpoint);
  const allowLoopback = deps.config.pushAllowLoopbackForTests;
  const address = await publicAddressOf(url.hostname, { lookup: deps.lookupHost, allowLoopback });
  if (url.protocol !== "https:" && !(allowLoopback && isLoopbackAddress(address))) {
    throw new UnreachableAddress(url.hostname, "is not https");
  }
  return { url, address };
}
