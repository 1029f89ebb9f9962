import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { App } from './app-type.ts';

// The BOM is kept so that the text is exactly the bytes sent (a signature covers them); JSON parsing skips it.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A request body as text: only UTF-8 is read, and only valid UTF-8. Another declared charset, or bytes that
 * are not UTF-8, answer 400 instead of being stored with U+FFFD in place of what could not be read.
 */
export function utf8Body(request: FastifyRequest, body: Buffer): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) throw new AppError(400, 'body_not_utf8');
  try {
    return utf8.decode(body);
  } catch {
    throw new AppError(400, 'body_not_utf8');
  }
}

/** JSON bodies read through `utf8Body`, then parsed as Fastify does (prototype poisoning refused). */
export function installJsonBody(app: App) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8Body(request, body as Buffer);
    } catch (error) {
      return done(error as AppError, undefined);
    }
    parse(request, text, done);
  });
}
