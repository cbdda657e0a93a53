import { recallLimits } from "@odo/domain";
import type { ServerDeps } from "../deps.js";
import { pinnedGet } from "../outbound/pinned-get.js";
import { reachableEndpoint } from "../outbound/reachable-endpoint.js";

/** A source's answers are a few kilobytes per campaign; nothing either sends is near this. */
const maxAnswerBytes = 2 * 1024 * 1024;
const timeoutMs = 15_000;

/** Why a look-up gave nothing to keep: the source could not be reached, or said something else. */
export class RecallSourceFailed extends Error {
  constructor(reason: string) {
    super(`recall source: ${reason}`);
    this.name = "RecallSourceFailed";
  }
}

/**
 * A recall source's JSON answer to a GET. The address obeys the push endpoints' rules (public
 * addresses only, checked at every call, no redirects); the answer is capped in size and time.
 * Anything but a 200 with JSON fails the look-up.
 */
export async function askRecallSource(
  deps: ServerDeps,
  url: URL,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let answer: Awaited<ReturnType<typeof pinnedGet>>;
  try {
    const target = await reachableEndpoint(deps, url.toString());
    answer = await pinnedGet(target.url, target.address, {
      headers: { accept: "application/json", "user-agent": "Odo recalls", ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      maxBytes: maxAnswerBytes,
    });
  } catch (error) {
    throw new RecallSourceFailed(error instanceof Error ? error.message : String(error));
  }
  if (answer.status !== 200) throw new RecallSourceFailed(`status ${answer.status}`);
  try {
    return JSON.parse(answer.body.toString("utf8"));
  } catch {
    throw new RecallSourceFailed("not JSON");
  }
}

/** A campaign's text as kept: trimmed, within the domain's bound, empty when the source gave none. */
export const keptText = (value: string | null | undefined) => (value ?? "").trim().slice(0, recallLimits.textChars);
