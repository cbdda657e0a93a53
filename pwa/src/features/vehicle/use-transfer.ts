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
 * is someone else (or it is no longer ours to read), or when the vehicle leaves this device while
 * the code is on screen (the server's poke brought the hand-over first). Timeout, close and errors
 * clear every timer. `vehicle` is the one last seen on the device: it stays set after it leaves.
 */
export function useTransfer(vehicle: Pick<Vehicle, "_id" | "user"> | undefined, onDone: () => void) {
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

  const finish = useCallback(() => {
    clearTimers();
    setState({ step: "done" });
    latestDone.current();
  }, [clearTimers]);

  const vehicleId = vehicle?._id;
  const ownerId = vehicle?.user._id;
  const poll = useCallback(async () => {
    try {
      const reply = await api<{ payload?: Vehicle }>(`/vehicles/info/${vehicleId}`);
      const moved = reply.status === 404 || (reply.status === 200 && reply.body.payload?.user._id !== ownerId);
      if (moved) {
        finish();
      } else if (reply.status !== 200) {
        clearTimers();
        setState({ step: "failed" });
      }
    } catch {
      // A dropped poll is retried by the next tick; the countdown still bounds the wait.
    }
  }, [vehicleId, ownerId, clearTimers, finish]);

  const accept = useCallback(async () => {
    clearTimers();
    setState({ step: "requesting" });
    try {
      const reply = await api<{ payload: { qr: string } }>(`/vehicles/transfer/${vehicleId}`, { method: "POST" });
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
  }, [vehicleId, clearTimers, poll]);

  return { state, open: () => setState({ step: "confirm" }), accept, close, finish };
}
