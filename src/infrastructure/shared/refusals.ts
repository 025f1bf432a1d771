// An Http adapter's call whose refusals the feature words itself: the API's codes as the application's errors.

/** What `call` answered; what it threw as `refusal` words it (a refusal the feature knows as its error, anything else as it was). */
export async function withRefusals<T>(refusal: (error: unknown) => unknown, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}
