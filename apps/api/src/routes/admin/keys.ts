import {
  adminApiPaths,
  KEY_IMPORT_MAX_BYTES,
  keyImportQuerySchema,
  type KeyImportFormat,
  type KeyImportReport,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { adminUser } from '../../http/admin';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import { importKeys, IMPORT_IDLE_MS, settleKeyImports } from '../../services/key-import';

/** What a browser's File.type or a script says the body is (Windows names .csv files after Excel). */
const formatOf: Record<string, KeyImportFormat> = {
  'text/plain': 'text',
  'text/csv': 'csv',
  'application/vnd.ms-excel': 'csv',
};

/**
 * POST /api/admin/products/:id/keys/import[?dryRun=1][&format=csv|text]: the file itself is the body (what a
 * drop zone sends with fetch or XHR, upload progress included), read as a stream up to KEY_IMPORT_MAX_BYTES.
 */
export async function keyImportRoutes(admin: FastifyInstance): Promise<void> {
  const announce = (events: ProductUpdateEvent[]) => admin.catalogue.publish(events);
  // Completes the imports a crashed process committed (and discards what it staged), also when no one imports.
  let settling: Promise<void> | undefined;
  const timer = setInterval(() => {
    settling ??= settleKeyImports(admin.db, IMPORT_IDLE_MS, announce)
      .catch((err: unknown) => admin.log.error({ err }, 'key imports not settled'))
      .finally(() => (settling = undefined));
  }, IMPORT_IDLE_MS);
  timer.unref();
  admin.addHook('preClose', async () => {
    clearInterval(timer);
    await settling;
  });

  await admin.register(async (scope) => {
    // The body reaches the handler unread: the import parses it as it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.post(
      `${adminApiPaths.root}/products/:id/keys/import`,
      async (request, reply): Promise<KeyImportReport> => {
        const productId = Number((request.params as { id: string }).id);
        if (!Number.isSafeInteger(productId) || productId <= 0) throw new HttpError(404, 'Product not found');
        const query = parse(keyImportQuerySchema, request.query);
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const format = query.format ?? formatOf[type];
        if (!format) {
          throw new HttpError(415, 'Send the file as text/plain (one key per line) or text/csv', {
            field: 'content-type',
          });
        }
        if (Number(request.headers['content-length'] ?? 0) > KEY_IMPORT_MAX_BYTES) {
          reply.header('connection', 'close');
          throw new HttpError(413, `The file is larger than ${KEY_IMPORT_MAX_BYTES / 2 ** 20} MB`);
        }
        const user = adminUser(request);
        // A file refused before its end (malformed, too large) closes the connection after the answer, so the
        // rest of the upload is neither read nor taken for the client's next request.
        return importKeys(
          { db: admin.db, vault: admin.keyVault, announce },
          {
            productId,
            format,
            input: request.body as Readable,
            maxBytes: KEY_IMPORT_MAX_BYTES,
            dryRun: query.dryRun === '1' || query.dryRun === 'true',
            actor: { actorId: user.id, actor: user.email },
            // A commit of 100,000 keys takes seconds: the log says where it is.
            onStage: (stage) => request.log.info({ productId, stage }, 'key import'),
          },
        ).catch((error: unknown) => {
          if (!request.raw.complete) reply.header('connection', 'close');
          throw error;
        });
      },
    );
  });
}
