/**
 * Paces a long job run in slices in the API's thread: each call pauses for half as long as the slice since the
 * previous one took, so the job takes at most two thirds of the thread and requests keep their answers flowing.
 */
export function pacer(): () => Promise<void> {
  let started = performance.now();
  return async () => {
    const pause = (performance.now() - started) / 2;
    await new Promise<void>((resolve) => (pause >= 1 ? setTimeout(resolve, pause) : setImmediate(resolve)));
    started = performance.now();
  };
}
