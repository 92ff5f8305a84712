import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope: its header and its payload (parsed when it is JSON). */
export interface EnvelopeItem {
  header: { type?: string; length?: number; [key: string]: unknown };
  payload: unknown;
}

export interface ReceivedEnvelope {
  /** The project id from the path (`/api/<project>/envelope/`). */
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The envelope as sent: a test looks for personal data in all of it. */
  raw: string;
}

export interface EnvelopeReceiver {
  /** A DSN that sends to this receiver, project 1. */
  dsn: string;
  origin: string;
  envelopes: ReceivedEnvelope[];
  /** The payloads of every `event` item received so far. */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Sentry's envelope format: a header line, then per item a header line and its payload. */
export function parseEnvelope(body: Buffer): Pick<ReceivedEnvelope, 'header' | 'items'> {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload: parseJson(payload) });
  }
  return { header, items };
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const ENVELOPE_PATH = /^\/api\/([^/]+)\/envelope\/?(?:\?|$)/;

/**
 * A stand-in for Sentry's ingestion on 127.0.0.1 and a free port, for tests: it accepts
 * `POST /api/<project>/envelope/` (from a browser too: CORS allowed) and keeps what it received.
 */
export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const match = ENVELOPE_PATH.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    readBody(request).then(
      (body) => {
        envelopes.push({ project: match[1]!, ...parseEnvelope(body), raw: body.toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === 'event')
          .map((item) => item.payload as Record<string, unknown>),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
