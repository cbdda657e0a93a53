import { endLapsedPlans } from "../billing/plan-terms.js";
import { reading, type ServerDeps, writing } from "../deps.js";
import { deliver } from "./deliver.js";
import { evaluateVehicle, queueDigest } from "./evaluate.js";
import { groupedMarks } from "./grouped-marks.js";
import {
  claimLease,
  type DeliveryRow,
  digestReaders,
  readyDeliveries,
  scheduleChangedVehicles,
  vehiclesToEvaluate,
} from "./scheduler-repository.js";

export interface SchedulerRun {
  /** False when another server process holds the lease: this one did nothing. */
  ran: boolean;
  vehiclesEvaluated: number;
  notices: number;
  digests: number;
  sent: number;
  retrying: number;
  /** Plans whose paid time was over (a voucher's months), now free. */
  plansEnded: number;
}

const batchSize = 250;
/**
 * Vehicles evaluated in one transaction, each with its notifications and deliveries: one commit
 * (a disk flush) for the lot rather than one each, and short enough that a push waiting on the
 * database waits only a few milliseconds.
 */
export const vehiclesPerUnit = 50;
/** Deliveries sent at once: one slow push service or mail server holds up only its own. */
export const deliveryConcurrency = 16;

/**
 * Renewed after every batch and while deliveries are sent, so it outlasts any run; short, so that
 * after a crash (a stop hands it back) the next process or a restarted one takes over within two
 * minutes.
 */
export function leaseMs(intervalMs: number): number {
  return Math.min(Math.max(2 * intervalMs, 10_000), 2 * 60_000);
}

/**
 * One run of the reminder scheduler: under the lease, it marks the vehicles whose data changed,
 * evaluates those whose time has come (each with its notifications and deliveries, in
 * transactions of `vehiclesPerUnit`), queues weekly digests, then sends what is ready, including
 * what a crashed run left behind.
 */
export async function runScheduler(deps: ServerDeps, holder: string): Promise<SchedulerRun> {
  const run: SchedulerRun = {
    ran: false,
    vehiclesEvaluated: 0,
    notices: 0,
    digests: 0,
    sent: 0,
    retrying: 0,
    plansEnded: 0,
  };
  const lease = leaseMs(deps.config.reminderIntervalMs);
  const renew = () => {
    const now = deps.clock();
    return writing(deps, ({ db }) => claimLease(db, holder, now, new Date(now.getTime() + lease)));
  };
  if (!(await renew())) return run;
  run.ran = true;
  run.plansEnded = await writing(deps, (unit) => endLapsedPlans(unit));
  const now = deps.clock();
  await writing(deps, ({ db }) => scheduleChangedVehicles(db, now));
  const nextBatch = () => reading(deps, ({ db }) => vehiclesToEvaluate(db, now, batchSize));
  for (let ids = await nextBatch(); ids.length > 0; ids = await nextBatch()) {
    for (let start = 0; start < ids.length; start += vehiclesPerUnit) {
      const unitIds = ids.slice(start, start + vehiclesPerUnit);
      run.notices += await writing(deps, async (unit) => {
        let notices = 0;
        for (const vehicleId of unitIds) notices += await evaluateVehicle(unit, vehicleId, now);
        return notices;
      });
      run.vehiclesEvaluated += unitIds.length;
    }
    if (!(await renew())) return run;
  }
  for (const reader of await reading(deps, ({ db }) => digestReaders(db))) {
    if (await writing(deps, (unit) => queueDigest(unit, reader, now))) run.digests += 1;
  }
  await sendReady(deps, run, lease, renew);
  return run;
}

/**
 * Sends the deliveries that are ready, a bounded number at once, each tried once per run. The
 * lease is renewed on a timer while they go; once it cannot be, no new delivery starts.
 */
async function sendReady(deps: ServerDeps, run: SchedulerRun, lease: number, renew: () => Promise<boolean>) {
  let held = true;
  const keeper = setInterval(() => {
    renew().then(
      (kept) => {
        held &&= kept;
      },
      () => {
        held = false;
      },
    );
  }, lease / 4);
  const mark = groupedMarks(deps);
  try {
    const tried = new Set<string>();
    const key = (row: DeliveryRow) => `${row.userId}|${row.occurrence}|${row.channel}`;
    while (held) {
      const ready = (await reading(deps, ({ db }) => readyDeliveries(db, deps.clock(), batchSize))).filter(
        (row) => !tried.has(key(row)),
      );
      if (ready.length === 0) return;
      for (const row of ready) tried.add(key(row));
      await eachAtMost(deliveryConcurrency, ready, async (row) => {
        if (!held) return;
        const now = deps.clock();
        const outcome = await deliver(deps, row, now, new Date(now.getTime() + lease), mark);
        if (outcome === "sent") run.sent += 1;
        if (outcome === "retry") run.retrying += 1;
      });
      held &&= await renew();
    }
  } finally {
    clearInterval(keeper);
  }
}

/** Runs `work` over `items` with at most `limit` under way at once. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
