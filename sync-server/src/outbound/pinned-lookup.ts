import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./public-address.js";

/** A lookup that answers `address` for any name: the connection goes where the check said, never re-resolved. */
export const pinnedLookup =
  (address: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
