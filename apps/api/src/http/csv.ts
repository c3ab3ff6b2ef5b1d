import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV as the back office writes it (RFC 4180: comma separated, CRLF lines, double quotes around a
 * cell holding a comma, quote or line break). Pure functions, so the edge cases are unit-tested
 * without a database.
 */

export type CsvValue = string | number | null;

// A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a formula-looking text gets a leading apostrophe, and anything special is quoted. */
export function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(row: readonly CsvValue[]): string {
  return row.map(csvCell).join(',') + '\r\n';
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvLine).join('');
}

/**
 * A download written as its rows are read, a page at a time, so a large export never holds every
 * record in memory. UTF-8 with a byte order mark: without it Excel reads the file in the machine's
 * legacy code page and Arabic comes out garbled.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly CsvValue[])[]>,
): FastifyReply {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const rows of pages) if (rows.length > 0) yield toCsv(rows);
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()));
}

/** Records read per query of an export: a page, not the whole list, in memory at a time. */
export const csvPageSize = 500;

/**
 * The rows of an export, read with a list's own paged query until its last page: the list's
 * filters and sort (ties broken by id or number there), so the file holds what the list shows.
 */
export async function* csvPages<T>(
  read: (page: number, limit: number) => Promise<{ data: T[]; meta: { total: number } }>,
  row: (record: T) => CsvValue[],
  pageSize = csvPageSize,
): AsyncGenerator<CsvValue[][]> {
  for (let page = 1; ; page += 1) {
    const { data, meta } = await read(page, pageSize);
    yield data.map(row);
    if (data.length < pageSize || page * pageSize >= meta.total) return;
  }
}
