/// <reference lib="webworker" />
import { ImportProblem, importOutline, importPlan, readImport } from "@odo/domain";
import { databaseFor } from "../../shared/sync/db.js";
import { newId } from "../../shared/sync/new-id.js";
import { ownedHistory } from "./import-account.js";
import type { ImportReply, ImportRequest } from "./import-protocol.js";

/**
 * Reads and plans imports off the main thread: a file of 5,000 rows is parsed, converted and
 * checked here while the screen keeps answering taps.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

async function answer(request: ImportRequest): Promise<ImportReply> {
  try {
    if (request.kind === "read") {
      const parsed = readImport(request.files, request.timeZone);
      return { id: request.id, kind: "read", parsed, outline: importOutline(parsed) };
    }
    const { account } = request;
    const history = await ownedHistory(databaseFor(account.authorId));
    const plan = importPlan(request.parsed, request.targets, request.choices, {
      ...account,
      ...history,
      now: new Date(account.now),
      newId,
    });
    return { id: request.id, kind: "plan", plan };
  } catch (error) {
    if (error instanceof ImportProblem) {
      const { key, file, line, detail } = error;
      return { id: request.id, kind: "problem", problem: { key, file, line, detail } };
    }
    throw error;
  }
}

scope.onmessage = (event: MessageEvent<ImportRequest>) => {
  void answer(event.data).then((reply) => scope.postMessage(reply));
};
