import type { Breadcrumb, Event, Exception, RequestEventData } from '@sentry/core';
import { scrubText, scrubUrl, scrubValue } from './scrub-text.ts';

/** Breadcrumb data fields that hold URLs (fetch, navigation). */
const URL_FIELDS = new Set(['url', 'from', 'to']);

function scrubRecord<T>(record: T): T {
  return scrubValue(record) as T;
}

function scrubException(exception: Exception): Exception {
  const frames = exception.stacktrace?.frames?.map((frame) => {
    // Local variables may hold anything; file names are URLs on the web.
    const { vars: _vars, ...rest } = frame;
    return {
      ...rest,
      ...(rest.filename ? { filename: scrubUrl(rest.filename) } : {}),
      ...(rest.abs_path ? { abs_path: scrubUrl(rest.abs_path) } : {}),
    };
  });
  return {
    ...exception,
    ...(exception.value ? { value: scrubText(exception.value) } : {}),
    ...(frames ? { stacktrace: { ...exception.stacktrace, frames } } : {}),
  };
}

/** The request as monitoring may see it: the address without its query, the user agent. */
function scrubRequest(request: RequestEventData): RequestEventData {
  const userAgent = request.headers?.['User-Agent'] ?? request.headers?.['user-agent'];
  return {
    ...(request.url ? { url: scrubUrl(request.url) } : {}),
    ...(request.method ? { method: request.method } : {}),
    ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
  };
}

/** A breadcrumb without personal data: URLs cut at the query, text and data scrubbed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data
    ? Object.fromEntries(
        Object.entries(breadcrumb.data).map(([key, value]) => [
          key,
          URL_FIELDS.has(key) && typeof value === 'string' ? scrubUrl(value) : scrubValue(value),
        ]),
      )
    : undefined;
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: scrubText(breadcrumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}

/**
 * An event as monitoring may keep it (the SDKs' beforeSend): no user, no request body, cookies,
 * query or headers but the user agent, and every message, value, tag, extra and breadcrumb
 * scrubbed of personal data.
 */
export function scrubEvent<E extends Event>(event: E): E {
  const { user: _user, ...rest } = event;
  const scrubbed = { ...rest } as E;
  if (event.message) scrubbed.message = scrubText(event.message);
  if (event.logentry)
    scrubbed.logentry = {
      ...(event.logentry.message ? { message: scrubText(event.logentry.message) } : {}),
      ...(event.logentry.params ? { params: scrubRecord(event.logentry.params) } : {}),
    };
  if (event.transaction) scrubbed.transaction = scrubUrl(event.transaction);
  if (event.exception?.values)
    scrubbed.exception = { values: event.exception.values.map(scrubException) };
  if (event.request) scrubbed.request = scrubRequest(event.request);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.tags) scrubbed.tags = scrubRecord(event.tags);
  if (event.extra) scrubbed.extra = scrubRecord(event.extra);
  if (event.contexts) {
    // The trace context is ids the SDK made; the rest (device, app, ours) is scrubbed.
    const { trace, ...contexts } = event.contexts;
    scrubbed.contexts = { ...scrubRecord(contexts), ...(trace ? { trace } : {}) };
  }
  return scrubbed;
}
