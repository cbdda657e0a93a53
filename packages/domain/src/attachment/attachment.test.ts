import { describe, expect, it } from "vitest";
import { mayDeleteAttachment, mayViewAttachment } from "./access.js";
import { attachmentCreateSchema } from "./attachment.js";
import { attachmentLimits, fitsQuota, maxBytesOf, storageQuotaBytes } from "./limits.js";
import { isHeic, mediaTypeOfBytes } from "./media.js";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("a file's type by its bytes", () => {
  it("knows JPEG, PNG, WebP and PDF by their signatures", () => {
    expect(mediaTypeOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(mediaTypeOfBytes(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(mediaTypeOfBytes(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(mediaTypeOfBytes(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses SVG, HTML, a RIFF that is not WebP and a truncated signature", () => {
    expect(mediaTypeOfBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(mediaTypeOfBytes(bytes("<!doctype html><script>"))).toBeNull();
    expect(mediaTypeOfBytes(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(mediaTypeOfBytes(bytes([0x89], "PN"))).toBeNull();
    expect(mediaTypeOfBytes(new Uint8Array())).toBeNull();
  });

  it("tells an iPhone's HEIC photo apart, to convert it", () => {
    expect(isHeic(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]))).toBe(true);
    expect(isHeic(bytes([0, 0, 0, 24], "ftypmp42", [0, 0, 0, 0]))).toBe(false);
  });
});

const file = {
  purpose: "entry",
  recordKind: "refuel",
  recordId: "01900000-0000-7000-8000-000000000001",
  mediaType: "image/jpeg",
  bytes: 200_000,
  sha256: "c".repeat(64),
  name: "recibo.jpg",
};

describe("a file's record", () => {
  it("takes a receipt on an entry, a paper with its expiry, a photo of the vehicle", () => {
    expect(attachmentCreateSchema.parse(file)).toMatchObject({ paper: null, expiresOn: null, thumbnail: null });
    const policy = attachmentCreateSchema.parse({
      ...file,
      purpose: "paper",
      recordKind: null,
      recordId: null,
      paper: "insurance",
      expiresOn: "2027-01-31",
      mediaType: "application/pdf",
    });
    expect(policy.expiresOn).toBe("2027-01-31T12:00:00.000Z");
    const { recordKind: _kind, recordId: _id, ...photo } = file;
    expect(attachmentCreateSchema.safeParse({ ...photo, purpose: "vehiclePhoto" }).success).toBe(true);
  });

  it("refuses a file larger than its type allows, a PDF as the vehicle's photo, and mixed purposes", () => {
    const tooLarge = attachmentCreateSchema.safeParse({ ...file, bytes: maxBytesOf("image/jpeg") + 1 });
    expect(tooLarge.error?.issues[0]?.message).toBe("fileTooLarge");
    expect(
      attachmentCreateSchema.safeParse({ ...file, mediaType: "application/pdf", bytes: attachmentLimits.pdfBytes })
        .success,
    ).toBe(true);
    const { recordKind: _kind, recordId: _id, ...unattached } = file;
    expect(attachmentCreateSchema.safeParse(unattached).success).toBe(false);
    expect(
      attachmentCreateSchema.safeParse({ ...unattached, purpose: "vehiclePhoto", mediaType: "application/pdf" })
        .success,
    ).toBe(false);
    expect(attachmentCreateSchema.safeParse({ ...file, paper: "insurance" }).success).toBe(false);
    expect(attachmentCreateSchema.safeParse({ ...file, expiresOn: "2027-01-01" }).success).toBe(false);
  });

  it("takes only raster thumbnails as data URLs", () => {
    const thumbnail = (value: string) => attachmentCreateSchema.safeParse({ ...file, thumbnail: value }).success;
    expect(thumbnail("data:image/webp;base64,UklGRg==")).toBe(true);
    expect(thumbnail("data:image/svg+xml;base64,PHN2Zz4=")).toBe(false);
    expect(thumbnail("https://example.com/a.jpg")).toBe(false);
    expect(thumbnail(`data:image/jpeg;base64,${"A".repeat(attachmentLimits.thumbnailChars)}`)).toBe(false);
  });
});

describe("who sees a file", () => {
  const me = "me";
  const receipt = { purpose: "entry" as const, paper: null, createdBy: "owner" };
  const policy = { purpose: "paper" as const, paper: "insurance" as const, createdBy: "owner" };
  const registration = { ...policy, paper: "registration" as const };

  it("the owner and the household, every file", () => {
    for (const role of ["owner", "household"] as const) {
      expect([receipt, policy, registration].every((item) => mayViewAttachment(role, item, me, "owner"))).toBe(true);
    }
  });

  it("a workshop or customer, the files of the entries they wrote and the ones they attached", () => {
    for (const role of ["workshop", "customer"] as const) {
      expect(mayViewAttachment(role, receipt, me, me)).toBe(true);
      expect(mayViewAttachment(role, receipt, me, "owner")).toBe(false);
      expect(mayViewAttachment(role, { ...receipt, createdBy: me }, me, "owner")).toBe(true);
      expect(mayViewAttachment(role, policy, me, null)).toBe(false);
    }
  });

  it("a broker, the insurance policy and the vehicle's photo only", () => {
    expect(mayViewAttachment("insuranceBroker", policy, me, null)).toBe(true);
    expect(mayViewAttachment("insuranceBroker", registration, me, null)).toBe(false);
    expect(mayViewAttachment("insuranceBroker", receipt, me, "owner")).toBe(false);
    expect(mayViewAttachment("insuranceBroker", { ...receipt, purpose: "vehiclePhoto" }, me, null)).toBe(true);
  });

  it("the owner deletes any file; anyone else only their own", () => {
    expect(mayDeleteAttachment("owner", { createdBy: "someone" }, me)).toBe(true);
    expect(mayDeleteAttachment("workshop", { createdBy: "someone" }, me)).toBe(false);
    expect(mayDeleteAttachment("household", { createdBy: me }, me)).toBe(true);
  });
});

describe("storage by plan", () => {
  it("gives a workshop's plan the most room and refuses what goes past it", () => {
    expect(storageQuotaBytes.free).toBeLessThan(storageQuotaBytes.basic);
    expect(storageQuotaBytes.basic).toBeLessThan(storageQuotaBytes.business);
    expect(fitsQuota("free", storageQuotaBytes.free - 10, 10)).toBe(true);
    expect(fitsQuota("free", storageQuotaBytes.free - 10, 11)).toBe(false);
  });
});
