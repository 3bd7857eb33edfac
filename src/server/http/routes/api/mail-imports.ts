import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAIL_IMPORT_MESSAGES,
  mailImportIdParamsSchema,
  mailImportQuerySchema,
  type MailImportJob,
} from '#shared/mail-import-types.ts';
import type { Config } from '#server/config.ts';
import type { MailImportRow } from '#server/db/mail-imports.ts';
import type { MailImports } from '#server/mail-import/import-jobs.ts';

/**
 * Importing a mailbox file from the profile page (issue 43, item 3):
 *   POST /api/mail-imports?name=FILE  body: the file, streamed (any content type)  → 202 the job
 *   GET  /api/mail-imports            the latest imports, newest first (polled while one runs)
 *   POST /api/mail-imports/:id/cancel stops a running import; mail already imported stays
 *
 * The upload is never held in memory: it streams to DATA_DIR/imports (at most
 * IMPORT_MAX_UPLOAD_MB; a larger Content-Length is refused before a byte is read), and the
 * job reads that file in the background and deletes it at the end. Another user's import
 * is a 404.
 */

export const IMPORT_UPLOAD_DIR = 'imports';
/** Uploads left behind by a process that died mid-import are deleted after this. */
const LEFTOVER_MS = 24 * 60 * 60 * 1000;

export function toMailImportJob(row: MailImportRow): MailImportJob {
  let refused: Record<string, number> = {};
  try {
    refused = JSON.parse(row.refused_json) as Record<string, number>;
  } catch {
    // A row written by hand; the summary shows no refusals.
  }
  return {
    id: row.id,
    fileName: row.file_name,
    format: (row.format as MailImportJob['format']) ?? null,
    state: row.state,
    totalBytes: Number(row.total_bytes),
    bytesRead: Math.min(Number(row.bytes_read), Number(row.total_bytes)),
    messagesRead: Number(row.messages_read),
    imported: Number(row.imported),
    duplicates: Number(row.duplicates),
    refused,
    error: row.error,
    startedAt: new Date(Number(row.started_at)).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(Number(row.finished_at)).toISOString(),
  };
}

/** A file name as the person knows it: its last path part, without control characters. */
function displayName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f]/g;
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(controls, '') ?? '';
  return base.trim().slice(0, 200) || 'mailbox file';
}

class TooLargeError extends Error {}

/** Passes bytes on until `limit`, then fails the pipeline. */
function limitTo(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new TooLargeError());
      else done(null, chunk);
    },
  });
}

/** Deletes uploads a dead process left (a restart mid-import), once, when the routes are made. */
async function removeLeftovers(dir: string): Promise<void> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.upload'))) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > LEFTOVER_MS)
      await fs.promises.rm(file, { force: true });
  }
}

export const mailImportRoutes: FastifyPluginAsyncZod<{
  config: Config;
  mailImports: MailImports | undefined;
}> = async (app, { config, mailImports }) => {
  if (!mailImports) return;
  const dir = path.join(config.dataDir, IMPORT_UPLOAD_DIR);
  const limit = config.mailImportMaxUploadBytes;
  const megabytes = Math.floor(limit / (1024 * 1024));
  void removeLeftovers(dir);
  app.addHook('preValidation', app.requireUser);

  app.get('/api/mail-imports', async (request) => {
    const rows = await mailImports.list(request.user.id);
    return { imports: rows.map(toMailImportJob) };
  });

  app.post(
    '/api/mail-imports/:id/cancel',
    {
      schema: { params: mailImportIdParamsSchema },
      config: { invalid: { params: { status: 404, detail: MAIL_IMPORT_MESSAGES.notFound } } },
    },
    async (request) => {
      const row = await mailImports.cancel(request.user.id, request.params.id);
      if (!row) throw app.httpErrors.notFound(MAIL_IMPORT_MESSAGES.notFound);
      return toMailImportJob(row);
    },
  );

  // The upload streams to a file: its body is never parsed, whatever its content type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/mail-imports',
        { schema: { querystring: mailImportQuerySchema } },
        async (request, reply) => {
          const declared = Number(request.headers['content-length'] ?? NaN);
          if (declared > limit) {
            reply.header('connection', 'close');
            throw app.httpErrors.payloadTooLarge(MAIL_IMPORT_MESSAGES.tooLarge(megabytes));
          }
          await fs.promises.mkdir(dir, { recursive: true });
          const file = path.join(dir, `${crypto.randomUUID()}.upload`);
          try {
            await pipeline(
              request.raw,
              limitTo(limit),
              fs.createWriteStream(file, { flags: 'wx' }),
            );
          } catch (error) {
            await fs.promises.rm(file, { force: true });
            if (error instanceof TooLargeError) {
              reply.header('connection', 'close');
              throw app.httpErrors.payloadTooLarge(MAIL_IMPORT_MESSAGES.tooLarge(megabytes));
            }
            // The browser went away (closed, or the person cancelled the upload): nothing kept.
            request.log.info({ err: error }, 'mail import upload not finished');
            throw app.httpErrors.badRequest('The upload did not finish');
          }
          const { size } = await fs.promises.stat(file);
          if (size === 0) {
            await fs.promises.rm(file, { force: true });
            throw app.httpErrors.badRequest(MAIL_IMPORT_MESSAGES.empty);
          }
          const { job } = await mailImports.start({
            userId: request.user.id,
            fileName: displayName(request.query.name),
            path: file,
            removeWhenDone: true,
          });
          return reply.code(202).send(toMailImportJob(job));
        },
      );
  });
};
