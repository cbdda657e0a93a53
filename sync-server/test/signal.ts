/** A promise and the function that settles it: one unit waits for the other to reach a step. */
export function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}
