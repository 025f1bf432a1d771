// What `npm run bench:api` and the api section of `npm run bench` do with an autocannon run that met
// failures (issue 32): the run fails, naming them. A figure beside "130,958 failures" measured the
// failures (then: the server's 503 past maxRequestsPerSocket on a connection autocannon kept), not the API.
import type autocannon from 'autocannon';

/** Throws when any answer was not 2xx, or any request erred or timed out; says which statuses came back. */
export function refuseFailures(what: string, result: autocannon.Result): void {
  if (result.non2xx === 0 && result.errors === 0 && result.timeouts === 0) return;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}: ${stats.count ?? 0}`)
    .join(', ');
  throw new Error(
    `${what}: ${result.non2xx} answers not 2xx${statuses === '' ? '' : ` (${statuses})`}, ${result.errors} errors, ${result.timeouts} timeouts, of ${result.requests.total} requests: the figures would measure failures`,
  );
}

/**
 * For a measured run (not a warm-up): throws when no request was answered before it ended (a server too
 * slow for the run's duration), whose latencies autocannon reports as 0 ms, which would read as a met budget.
 */
export function refuseNoAnswers(what: string, result: autocannon.Result): void {
  if (result['2xx'] > 0) return;
  throw new Error(`${what}: no request was answered within the ${Math.round(result.duration)} s run: its figures would be of nothing (0 ms)`);
}
