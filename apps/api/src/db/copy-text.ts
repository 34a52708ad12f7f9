const special = /[\\\t\n\r]/;
const specials = /[\\\t\n\r]/g;

/**
 * One field in COPY's text format: \N for null, bytea in hex (`\x…`, its backslash escaped below), backslash
 * escapes for the characters that delimit rows.
 */
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    value instanceof Date
      ? value.toISOString()
      : value instanceof Uint8Array
        ? `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`
        : typeof value === 'boolean'
          ? value
            ? 't'
            : 'f'
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
  // Most fields hold none of them: testing first saves building a new string per field.
  if (!special.test(text)) return text;
  return text.replace(specials, (c) =>
    c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\\\',
  );
}

/** Rows (values in column order; objects become JSON) as COPY ... FROM input in the text format. */
export function copyText(rows: unknown[][]): string {
  let out = '';
  for (const row of rows) out += row.map(field).join('\t') + '\n';
  return out;
}
