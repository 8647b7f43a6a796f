/**
 * CSV (RFC 4180) for spreadsheets. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is a formula to Excel, LibreOffice and Sheets, so a lead who typed `=HYPERLINK(...)` as their
 * name could run it on the admin's machine: such cells get a leading apostrophe, which spreadsheets
 * show as text (OWASP's advice for CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The UTF-8 byte order mark. Excel reads a CSV file without it in the machine's legacy code page, so
 * "Zoë Müller" shows as "ZoÃ« MÃ¼ller"; with it, Excel, LibreOffice and Sheets all read UTF-8.
 */
const UTF8_BOM = '\uFEFF';

/** A whole CSV file: the byte order mark, then one CRLF-ended line per row. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
