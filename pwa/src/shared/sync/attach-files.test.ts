import "fake-indexeddb/auto";
import { aUser, aVehicle, ids } from "@odo/domain/testing";
import Dexie from "dexie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PreparedFile } from "./attach-files.js";
import { saveEntryWithFiles } from "./attach-files.js";
import { OdoDatabase } from "./db.js";
import { historyOf } from "./entry-reads.js";
import { freeDeviceSpace } from "./file-cache.js";
import { filesToSend, moveFile, moveFiles } from "./file-queue.js";
import { retryUpload } from "./file-uploads.js";
import { runMutation } from "./mutations.js";
import { newId } from "./new-id.js";

const receipt = (name: string, sha256 = "a".repeat(64)): PreparedFile => ({
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" }),
  mediaType: "image/jpeg",
  bytes: 4,
  sha256,
  name,
  width: 1600,
  height: 1200,
  thumbnail: null,
  takenAt: null,
});

describe("an entry saved with the files picked on its form", () => {
  let db: OdoDatabase;
  beforeEach(async () => {
    db = new OdoDatabase(ids.owner);
    await db.users.put(aUser());
    await db.vehicles.put(aVehicle());
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  const saveRefuel = async () => {
    const refuel = await runMutation(db, "refuel.create", {
      vehicleId: ids.vehicle,
      refuel: { _id: newId(), date: "2026-11-27T10:00:00.000Z", quantity: 20, amount: 30, displacement: 10_400 },
    });
    return { purpose: "entry", recordKind: "refuel", recordId: refuel._id } as const;
  };

  it("keeps the entry, each file's record and its bytes, and queues them to send", async () => {
    await saveEntryWithFiles(db, ids.vehicle, [receipt("ticket.jpg"), receipt("pump.jpg", "b".repeat(64))], saveRefuel);
    const [refuel] = (await historyOf(db, ids.vehicle)).refuels;
    const attachments = await db.attachments.toArray();
    expect(attachments.map((file) => [file.name, file.recordId])).toEqual(
      expect.arrayContaining([
        ["ticket.jpg", refuel?._id],
        ["pump.jpg", refuel?._id],
      ]),
    );
    expect((await db.files.toArray()).map((file) => file.state)).toEqual(["pending", "pending"]);
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual([
      "refuel.create",
      "attachment.create",
      "attachment.create",
    ]);
  });

  it("keeps nothing when one of the files cannot be attached, so the form can save again", async () => {
    await expect(
      saveEntryWithFiles(db, ids.vehicle, [receipt("ticket.jpg"), receipt("broken.jpg", "not a digest")], saveRefuel),
    ).rejects.toThrow();
    expect((await historyOf(db, ids.vehicle)).refuels).toEqual([]);
    expect(await db.attachments.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("takes the refused copies of the files it attaches anew out of Not saved and off the device", async () => {
    const refusedId = await db.rejected.add({
      mid: 7,
      name: "attachment.create",
      args: {},
      code: "DEPENDENCY_REJECTED",
      message: "",
      rejectedAt: "2026-11-27T10:00:00.000Z",
    });
    await db.files.put({ _id: "refused-copy", blob: receipt("ticket.jpg").blob, state: "pending", viewedAt: "" });
    await saveEntryWithFiles(db, ids.vehicle, [receipt("ticket.jpg")], saveRefuel, {
      rejectedIds: [refusedId],
      fileIds: ["refused-copy"],
    });
    expect(await db.rejected.count()).toBe(0);
    expect(await db.files.get("refused-copy")).toBeUndefined();
    expect(await db.files.count()).toBe(1);
  });

  it("moves a file only where its state allows: the cache never drops one the server does not have", async () => {
    await saveEntryWithFiles(db, ids.vehicle, [receipt("ticket.jpg")], saveRefuel);
    const [file] = await db.files.toArray();
    const id = file?._id ?? "";
    expect(await moveFiles(db, [id], "evicted")).toEqual([]);
    expect(await moveFile(db, id, "sending")).toBe(true);
    await moveFiles(db, [id], "refused", { refusal: { code: "413", message: "STORAGE_QUOTA_EXCEEDED", at: "" } });
    await freeDeviceSpace(db);
    expect(await db.files.get(id)).toMatchObject({ state: "refused", refusal: { code: "413" } });
    expect((await filesToSend(db)).map((queued) => queued._id)).toEqual([]);
    await retryUpload(db, id);
    const retried = await db.files.get(id);
    expect([retried?.state, retried?.refusal]).toEqual(["pending", undefined]);
    await moveFile(db, id, "sending");
    await moveFile(db, id, "sent");
    await freeDeviceSpace(db);
    expect(await db.files.get(id)).toBeUndefined();
  });
});

describe("files kept by an earlier version of the app", () => {
  it("reads a refused upload, kept then as a pending file with a reason, as refused", async () => {
    const userId = "files-v10";
    const old = new Dexie(`odo-${userId}`);
    // The schema as shipped up to version 10.
    old.version(10).stores({
      users: "_id",
      vehicles: "_id, createdAt",
      notifications: "_id, createdAt",
      outbox: "++mid",
      rejected: "++id",
      meta: "key",
      reminders: "_id, vehicle",
      notices: "_id, createdAt",
      entryRecords: "[vehicle+year+part]",
      entryIds: "[vehicle+year+part], [vehicle+topKm], [vehicle+lastDate]",
      attachments: "_id, vehicle, recordId",
      files: "_id, state, viewedAt",
    });
    const blob = receipt("ticket.jpg").blob;
    await old.table("files").bulkPut([
      { _id: "refused", blob, state: "pending", viewedAt: "", refusal: { code: "413", message: "", at: "" } },
      { _id: "waiting", blob, state: "pending", viewedAt: "" },
    ]);
    old.close();
    const db = new OdoDatabase(userId);
    expect((await db.files.toArray()).map((file) => [file._id, file.state])).toEqual([
      ["refused", "refused"],
      ["waiting", "pending"],
    ]);
    expect((await filesToSend(db)).map((file) => file._id)).toEqual(["waiting"]);
    db.close();
    await db.delete();
  });
});
