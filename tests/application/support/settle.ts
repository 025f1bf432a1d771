/**
 * Lets every pending promise chain run: the fakes answer through microtasks only, so one
 * macrotask turn is enough for a store action that awaits several of them.
 */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
