// How the InMemory console gateways page a list as the server does (issue 31): page 1 and 20 a page unless
// asked; and how they answer for one row: the row, or the server's 404.
import { NotFoundError } from '../../application/shared/errors';

export interface InMemoryPage<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The page the query asks for of `matches` (already filtered and sorted), and how many match. */
export function pageOf<T>(matches: readonly T[], query: { page?: number; pageSize?: number }): InMemoryPage<T> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { rows: matches.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matches.length };
}

/** The row stored under `id`, or the 404 the server answers ('Order not found.' for `what` 'Order'). */
export function storedRow<T>(rows: ReadonlyMap<number, T>, id: number, what: string): T {
  const row = rows.get(id);
  if (row === undefined) throw new NotFoundError(`${what} not found.`);
  return row;
}
