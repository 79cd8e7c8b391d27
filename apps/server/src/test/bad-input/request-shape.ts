import type { Call } from '../authorization/route-calls';
import { jsonText } from './json-text';

/** A query or form pair, decoded: what the client means, before percent-encoding. */
export type Entry = [key: string, value: string];

/** A request body, kept structured so that mutations can aim at one field. */
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; entries: Entry[] }
  | { kind: 'raw'; contentType: string | null; bytes: string | Buffer };

/** One request of a route, taken apart: path parameters (URL text as sent), query, body and headers. */
export interface Shape {
  method: string;
  template: string;
  params: Record<string, string>;
  query: Entry[];
  body: Body;
  headers: Record<string, string>;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Splits a valid call of `route` ('METHOD /path/:param') into a shape. */
export function shapeOf(route: string, call: Call): Shape {
  const template = route.slice(route.indexOf(' ') + 1);
  const [path = '', search = ''] = call.url.split('?', 2);
  const { 'content-type': contentType, ...headers } = call.headers ?? {};
  return {
    method: call.method,
    template,
    params: paramsOf(template, path),
    query: [...new URLSearchParams(search)],
    body: bodyOf(call.payload, contentType),
    headers,
  };
}

function paramsOf(template: string, path: string): Record<string, string> {
  const names = template.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name.startsWith(':')) params[name.slice(1)] = values[i] ?? '';
    if (name === '*') params['*'] = values.slice(i).join('/');
  });
  return params;
}

function bodyOf(payload: Call['payload'], contentType: string | undefined): Body {
  if (payload === undefined) return { kind: 'none' };
  if (contentType === FORM_TYPE && typeof payload === 'string') {
    return { kind: 'form', entries: [...new URLSearchParams(payload)] };
  }
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    return { kind: 'raw', contentType: contentType ?? null, bytes: payload };
  }
  return { kind: 'json', value: payload };
}

/** Percent-encodes the UTF-8 bytes; a lone surrogate goes out as U+FFFD, as a browser would send it. */
export const percentEncode = (text: string): string => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

export const encodeEntries = (entries: Entry[]) =>
  entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');

export function urlOf(shape: Shape): string {
  const path = shape.template
    .split('/')
    .map((name) =>
      name.startsWith(':') ? (shape.params[name.slice(1)] ?? '') : name === '*' ? shape.params['*'] : name,
    )
    .join('/');
  return shape.query.length === 0 ? path : `${path}?${encodeEntries(shape.query)}`;
}

/** The body as bytes on the wire, and its content type (none: the header is left out). */
export function wireBody(body: Body): { payload?: string | Buffer; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: jsonText(body.value) ?? '', contentType: 'application/json' };
    case 'form':
      return { payload: encodeEntries(body.entries), contentType: FORM_TYPE };
    case 'raw':
      return { payload: body.bytes, ...(body.contentType === null ? {} : { contentType: body.contentType }) };
  }
}

/** What app.inject needs to send the shape, with the asker's token. */
export function injectOptionsOf(shape: Shape, token: string | null) {
  const { payload, contentType } = wireBody(shape.body);
  return {
    method: shape.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: urlOf(shape),
    headers: {
      ...shape.headers,
      ...(contentType === undefined ? {} : { 'content-type': contentType }),
      ...(token ? { access_token: token } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  };
}
