// The console's refusals that carry the record as it is now (issue 31): another operator changed it first,
// or what was asked no longer applies to its status. One class shape for the orders, refunds and catalogue.

/** An Error class named `name` whose instances carry `current`, the record as the server holds it now. */
export function refusalCarrying<T>(name: string, message: string) {
  return class extends Error {
    override readonly name: string = name;
    constructor(
      readonly current: T,
      text = message,
    ) {
      super(text);
    }
  };
}
