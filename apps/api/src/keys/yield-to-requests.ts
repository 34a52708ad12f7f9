/**
 * Lets the requests that arrived during a slice of a long job run before its next slice: the embedded database
 * shares the API's thread, so a job that never yields holds every request until it ends.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
