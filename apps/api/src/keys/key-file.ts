import { finished, PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  KEY_IMPORT_MAX_KEYS,
  keyImportFields,
  type KeyImportFormat,
  type KeyImportProblem,
} from '@keyshop/contracts';
import { CsvError, parse, type Options } from 'csv-parse';
import { DomainError } from '../errors';
import { yieldToRequests } from './yield-to-requests';

/** A line of the file that holds a valid key, with its optional CSV columns. */
export type KeyLine = { line: number; key: string; supplier: string | null; cost: string | null };
export type KeyFile = { keys: KeyLine[]; invalid: KeyImportProblem[]; total: number };

/** The file cannot be read as a whole (malformed CSV, too large, too many keys): nothing of it is used. */
export class KeyFileError extends DomainError {
  constructor(message: string, line?: number, kind: 'unprocessable' | 'too_large' = 'unprocessable') {
    super(kind, line === undefined ? message : `Line ${line}: ${message}`, { line: line ?? null });
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9-]{2,62}[A-Za-z0-9]$/;
const COST = /^\d{1,8}(\.\d{1,2})?$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_SUPPLIER = 200;
/** Lines read between two turns of the other requests. */
const PACED_LINES = 1_000;
/** Longer lines are no key file (and would make the parser buffer without bound). */
const MAX_LINE = 2_048;

const common: Options = {
  bom: true,
  skip_empty_lines: true,
  info: true,
  max_record_size: MAX_LINE,
  // Every line ending, also mixed in one file (the parser otherwise keeps the first one it meets).
  record_delimiter: ['\r\n', '\n', '\r'],
};
const parserOptions: Record<KeyImportFormat, Options> = {
  // One key per line: no quoting, and no delimiter a key could hold (a NUL splits the line: invalid).
  text: { ...common, quote: false, delimiter: '\u0000', relax_column_count: true },
  // Rows may leave out the optional columns at their end; a row longer than the header is refused below.
  csv: { ...common, trim: true, relax_column_count: true },
};

type Field = (typeof keyImportFields)[number];

function checkLine(line: number, values: Record<Field, string>): KeyLine | KeyImportProblem {
  const { key, supplier, cost } = values;
  if (!KEY.test(key)) {
    return { line, field: 'key', message: 'A key is 4 to 64 letters, digits and dashes' };
  }
  if (supplier.length > MAX_SUPPLIER || CONTROL.test(supplier)) {
    return { line, field: 'supplier', message: `A supplier is at most ${MAX_SUPPLIER} characters of text` };
  }
  if (cost !== '' && !COST.test(cost)) {
    return { line, field: 'cost', message: 'A cost is an amount such as 4.99 (at most 2 decimals)' };
  }
  return { line, key, supplier: supplier || null, cost: cost || null };
}

/** Which field each CSV column holds: named by a header row (any order), else key, supplier, cost. */
function columnsOf(first: string[], line: number): { fields: Field[]; header: boolean } {
  const names = first.map((cell) => cell.toLowerCase());
  if (names.includes('key')) {
    const unknown = names.find((name) => !(keyImportFields as readonly string[]).includes(name));
    if (unknown !== undefined) {
      throw new KeyFileError(`Unknown column "${unknown}": the columns are key, supplier and cost`, line);
    }
    if (new Set(names).size !== names.length) throw new KeyFileError('A column is named twice', line);
    return { fields: names as Field[], header: true };
  }
  if (first.length > keyImportFields.length) {
    throw new KeyFileError('A row has at most 3 columns: key, supplier, cost', line);
  }
  return { fields: keyImportFields.slice(0, first.length), header: false };
}

/** Counts the bytes that pass and stops the stream past `max` (413). */
function byteLimit(max: number, onBytes?: (bytes: number) => void): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onBytes?.(bytes);
      if (bytes > max)
        done(new KeyFileError(`The file is larger than ${max / 2 ** 20} MB`, undefined, 'too_large'));
      else done(null, chunk);
    },
  });
}

/**
 * Reads a key file as a stream (BOM, CRLF, blank lines and, in CSV, quoted fields): every line's key checked,
 * valid ones kept in order. Malformed CSV, more than KEY_IMPORT_MAX_KEYS keys or more than `maxBytes` throw
 * a KeyFileError naming the line. A refusal stops reading `input` but leaves it to its owner: destroying an
 * HTTP request would close its connection under the answer (and under the client's next request on it).
 */
export async function readKeyFile(
  input: Readable,
  options: { format: KeyImportFormat; maxBytes: number; onBytes?: (bytes: number) => void },
): Promise<KeyFile> {
  const result: KeyFile = { keys: [], invalid: [], total: 0 };
  let columns: Field[] | undefined = options.format === 'text' ? ['key'] : undefined;
  const parser = parse(parserOptions[options.format]);
  let records = 0;
  const read = (async () => {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines;
      if (++records % PACED_LINES === 0) await yieldToRequests();
      const cells = options.format === 'text' ? [record.join('\u0000').trim()] : record;
      if (cells.every((cell) => cell === '')) continue;
      if (!columns) {
        const found = columnsOf(cells, line);
        columns = found.fields;
        if (found.header) continue;
      }
      if (cells.length > columns.length) {
        throw new KeyFileError(
          `Malformed CSV: ${cells.length} columns where the file has ${columns.length}`,
          line,
        );
      }
      if (++result.total > KEY_IMPORT_MAX_KEYS) {
        throw new KeyFileError(
          `The file holds more than ${KEY_IMPORT_MAX_KEYS.toLocaleString('en')} keys`,
          line,
        );
      }
      const values: Record<Field, string> = { key: '', supplier: '', cost: '' };
      columns.forEach((field, i) => (values[field] = cells[i] ?? ''));
      const checked = checkLine(line, values);
      if ('key' in checked) result.keys.push(checked);
      else result.invalid.push(checked);
    }
  })();
  const source = input.pipe(new PassThrough());
  // `pipe` forwards the data, not a failure: an upload that breaks off fails the reading too.
  const forwardFailure = finished(input, (error) => error && source.destroy(error));
  try {
    await Promise.all([pipeline(source, byteLimit(options.maxBytes, options.onBytes), parser), read]);
  } catch (error) {
    parser.destroy();
    input.unpipe(source);
    source.destroy();
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new KeyFileError(`Malformed CSV: ${error.message.replace(/ at line \d+\b/, '')}`, line);
    }
    throw error;
  } finally {
    forwardFailure();
  }
  return result;
}
