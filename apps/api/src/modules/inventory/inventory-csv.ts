/**
 * CSV of stock levels (RFC 4180: comma separated, CRLF lines, double quotes around a cell holding a
 * comma, quote or line break). Pure functions, so the edge cases are unit-tested without a database.
 */

/** A record and the line of the file it starts on (1 is the header), for messages that name it. */
export type CsvRecord = { line: number; cells: string[] };

// A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a formula-looking text gets a leading apostrophe, and anything special is quoted. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The records of a CSV text; a blank line is skipped (a trailing newline, a spreadsheet's empty
 * last row). A byte order mark is dropped. An unclosed quote runs to the end of the text.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
