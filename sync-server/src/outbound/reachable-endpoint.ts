import type { ServerDeps } from "../deps.js";
import { isLoopbackAddress, publicAddressOf, type ResolvedAddress, UnreachableAddress } from "./public-address.js";

/** Where a request goes: the endpoint, and the one address to connect to for it. */
export interface OutboundTarget {
  url: URL;
  address: ResolvedAddress;
}

/**
 * The address to send to, checked now (a push endpoint, a webhook target): an endpoint whose host
 * is not on the public internet (loopback, private, link-local, CGNAT, multicast, unspecified) is
 * refused, when it is saved and again at every send, since what a name resolves to may change in
 * between; so is one that is not `https:`.
 */
export async function reachableEndpoint(deps: ServerDeps, endpoint: string): Promise<OutboundTarget> {
  const url = new URL(endpoint);
  const allowLoopback = deps.config.loopbackTargetsForTests;
  const address = await publicAddressOf(url.hostname, { lookup: deps.lookupHost, allowLoopback });
  if (url.protocol !== "https:" && !(allowLoopback && isLoopbackAddress(address))) {
    throw new UnreachableAddress(url.hostname, "is not https");
  }
  return { url, address };
}
