import { describe, expect, it } from "vitest";
import { ids } from "../testing/fixtures.js";
import { parseTransferQr, transferClaimSchema, transferQrValue } from "./transfer.js";

const secret = "s3cr3t-Value_0123456789";

describe("transfer QR", () => {
  it("round-trips vehicle, owner and secret", () => {
    const value = transferQrValue(ids.vehicle, ids.owner, secret);
    expect(value).toBe(`${ids.vehicle}//${ids.owner}//${secret}`);
    expect(parseTransferQr(value)).toEqual({ vehicleId: ids.vehicle, lastOwner: ids.owner, secret });
  });

  it("refuses values that are not ours", () => {
    expect(parseTransferQr("https://example.com")).toBeUndefined();
    expect(parseTransferQr(`${ids.vehicle}//${ids.owner}`)).toBeUndefined();
    expect(parseTransferQr(`not-a-uuid//${ids.owner}//${secret}`)).toBeUndefined();
    expect(parseTransferQr(`${ids.vehicle}//${ids.owner}//short`)).toBeUndefined();
  });

  it("needs both the last owner and the secret to claim", () => {
    expect(transferClaimSchema.safeParse({ lastOwner: ids.owner, secret }).success).toBe(true);
    expect(transferClaimSchema.safeParse({ lastOwner: ids.owner }).success).toBe(false);
  });
});
