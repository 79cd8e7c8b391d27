import type { TestApp } from '../../../test/test-app';
import { uploadBody } from '../../files/test/multipart-body';
import { jpegBytes, pdfBytes } from '../../files/test/sample-files';

/** An operator's calls to the CMS and the public's reads, for the content tests. */
export class ContentClient {
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  static async asOperator(t: TestApp) {
    return new ContentClient(t, await t.tokenFor('operator'));
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
    const res = await this.t.app.inject({
      method,
      url,
      headers: { access_token: this.token },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** Creates a draft and answers its id (fails the test on a refusal). */
  async create(kind: string, form: Record<string, unknown>): Promise<string> {
    const { body } = await this.call('POST', `/api/admin/${kind}`, form);
    if (body.code !== 0) throw new Error(`create ${kind}: ${JSON.stringify(body)}`);
    return body.data.id;
  }

  async publish(kind: string, id: string) {
    const { body } = await this.call('POST', `/api/admin/${kind}/${id}/publish`);
    if (body.code !== 0) throw new Error(`publish ${kind}: ${JSON.stringify(body)}`);
  }

  /** Creates and publishes; answers the id. */
  async published(kind: string, form: Record<string, unknown>) {
    const id = await this.create(kind, form);
    await this.publish(kind, id);
    return id;
  }

  async upload(purpose: 'document' | 'image' | 'video', fileName = purpose === 'image' ? 'cover.jpg' : 'doc.pdf') {
    const content = purpose === 'image' ? jpegBytes() : pdfBytes();
    const { payload, headers } = uploadBody([{ filename: fileName, content }], { projectClass: purpose });
    const res = await this.t.app.inject({
      method: 'POST',
      url: '/api/dtmm/auth/upload',
      payload,
      headers: { ...headers, access_token: this.token },
    });
    const body = res.json();
    if (body.code !== 0) throw new Error(`upload: ${res.body}`);
    return body.data.id as string;
  }
}

/** A public GET's envelope. */
export async function read(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}
