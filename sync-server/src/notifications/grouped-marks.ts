import { type ServerDeps, writing } from "../deps.js";
import type { MarkDelivery } from "./deliver.js";
import { markDelivery } from "./scheduler-repository.js";

type Waiting = { mark: Parameters<MarkDelivery>; settle: (error?: unknown) => void };

/**
 * Delivery marks written together: the marks asked for while one commit is under way go in the
 * next, in one transaction (deliveries sent at once share disk flushes instead of queueing one
 * each). Each caller still waits for its own mark's commit, so "sending" is on disk before the
 * network call and "sent" before the delivery counts as done.
 */
export function groupedMarks(deps: ServerDeps): MarkDelivery {
  let waiting: Waiting[] = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await writing(deps, async ({ db }) => {
          for (const { mark } of group) await markDelivery(db, ...mark);
        });
        for (const { settle } of group) settle();
      } catch (error) {
        for (const { settle } of group) settle(error);
      }
    }
    flushing = false;
  };
  return (...mark) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ mark, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!flushing) void flush();
    });
}
