import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { translate, type MessageCode } from './messages.ts';
import { pickLocale } from './locale.ts';

const ANSWERS: Record<string, { status: number; code: MessageCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a query string or headers over 16 KiB, a
 * malformed request line, headers too slow to arrive) answer in the common shape instead of Fastify's own.
 * There is no request yet: the language is read from the bytes received, when they hold it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  const { status, code } = ANSWERS[error.code ?? ''] ?? { status: 400, code: 'validation' as const };
  const received = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const locale = pickLocale(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(received)?.[1]);
  const body = JSON.stringify({
    detail: translate(code, locale),
    code,
    ...(code === 'validation' ? { fields: {} } : {}),
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
