import { timing, type Vehicle } from "@odo/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../shared/session/api.js";

export type TransferStep =
  | { step: "idle" }
  | { step: "confirm" }
  | { step: "requesting" }
  | { step: "showing"; qr: string; secondsLeft: number }
  | { step: "expired" }
  | { step: "failed" }
  | { step: "done" };

/**
 * The owner's side of a transfer (SPEC §4): ask the server for a 30 s authorization, show its QR
 * with a countdown and poll the vehicle every 2 s. The transfer is done when the vehicle's owner
 * is someone else (or it is no longer ours to read). Timeout, close and errors clear every timer.
 */
export function useTransfer(vehicle: Pick<Vehicle, "_id" | "user">, onDone: () => void) {
  const [state, setState] = useState<TransferStep>({ step: "idle" });
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; poll?: ReturnType<typeof setInterval> }>({});
  const latestDone = useRef(onDone);
  latestDone.current = onDone;

  const clearTimers = useCallback(() => {
    clearInterval(timers.current.tick);
    clearInterval(timers.current.poll);
    timers.current = {};
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const close = useCallback(() => {
    clearTimers();
    setState({ step: "idle" });
  }, [clearTimers]);

  const poll = useCallback(async () => {
    try {
      const reply = await api<{ payload?: Vehicle }>(`/vehicles/info/${vehicle._id}`);
      const moved = reply.status === 404 || (reply.status === 200 && reply.body.payload?.user._id !== vehicle.user._id);
      if (moved) {
        clearTimers();
        setState({ step: "done" });
        latestDone.current();
      } else if (reply.status !== 200) {
        clearTimers();
        setState({ step: "failed" });
      }
    } catch {
      // A dropped poll is retried by the next tick; the countdown still bounds the wait.
    }
  }, [vehicle._id, vehicle.user._id, clearTimers]);

  const accept = useCallback(async () => {
    clearTimers();
    setState({ step: "requesting" });
    try {
      const reply = await api<{ payload: { qr: string } }>(`/vehicles/transfer/${vehicle._id}`, { method: "POST" });
      if (reply.status !== 200) {
        setState({ step: "failed" });
        return;
      }
      const endsAt = Date.now() + timing.transferLifetimeSeconds * 1000;
      setState({ step: "showing", qr: reply.body.payload.qr, secondsLeft: timing.transferLifetimeSeconds });
      timers.current.tick = setInterval(() => {
        const secondsLeft = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        if (secondsLeft === 0) {
          clearTimers();
          setState({ step: "expired" });
        } else {
          setState((current) => (current.step === "showing" ? { ...current, secondsLeft } : current));
        }
      }, 250);
      timers.current.poll = setInterval(() => void poll(), timing.transferPollMs);
    } catch {
      setState({ step: "failed" });
    }
  }, [vehicle._id, clearTimers, poll]);

  return { state, open: () => setState({ step: "confirm" }), accept, close };
}
