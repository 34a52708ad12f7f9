import { z } from 'zod/mini';

/** The most keys one import takes (lines that hold a key; blank lines and a CSV header do not count). */
export const KEY_IMPORT_MAX_KEYS = 100_000;
/** The largest file an import takes, in bytes (100,000 CSV lines of a long key, a supplier and a cost). */
export const KEY_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Lines listed per kind of finding in a report (the counts are always whole). */
export const KEY_IMPORT_LISTED_LINES = 100;

/** text: one key per line; csv: key plus optional supplier and cost columns (by header, else in that order). */
export const keyImportFormats = ['text', 'csv'] as const;
export type KeyImportFormat = (typeof keyImportFormats)[number];
export const keyImportFields = ['key', 'supplier', 'cost'] as const;

export const keyImportQuerySchema = z.object({
  /** 1 (or true): count only, write nothing. */
  dryRun: z.optional(z.enum(['1', '0', 'true', 'false'])),
  /** Overrides the format the Content-Type says (text/plain → text, text/csv → csv). */
  format: z.optional(z.enum(keyImportFormats)),
});

/** A line that holds no valid key (1-based line of the file), and the field at fault. */
export const keyImportProblemSchema = z.object({
  line: z.number(),
  field: z.enum(keyImportFields),
  message: z.string(),
});
export type KeyImportProblem = z.infer<typeof keyImportProblemSchema>;

/** The answer of a dry run (what a commit would add) and of a commit (what it added). */
export const keyImportReportSchema = z.object({
  productId: z.number(),
  dryRun: z.boolean(),
  format: z.enum(keyImportFormats),
  /** Lines that hold a key, valid or not. */
  keys: z.number(),
  new: z.number(),
  duplicateInFile: z.number(),
  alreadyInStore: z.number(),
  invalid: z.number(),
  /** Keys the commit added (0 on a dry run). */
  added: z.number(),
  /** The product's unsold keys after the commit (now, on a dry run). */
  stock: z.number(),
  /** The first lines of each finding. */
  invalidLines: z.array(keyImportProblemSchema),
  duplicateLines: z.array(z.number()),
  inStoreLines: z.array(z.number()),
});
export type KeyImportReport = z.infer<typeof keyImportReportSchema>;
