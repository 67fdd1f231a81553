import request from 'supertest';
import { createAccount, type TestApp } from '@tampa-local/test-kit';

/** A confirmed visitor account, signed in: its cookie and CSRF token. */
export type Visitor = { id: number; cookie: string; csrfToken: string };

let visitorCount = 0;

/** Creates a confirmed visitor account and signs it in. */
export async function newVisitor(app: TestApp): Promise<Visitor> {
  visitorCount += 1;
  const email = `visitor${visitorCount}-${process.pid}@example.test`;
  const password = 'Visitor-password-1';
  const id = await createAccount(app, { email, password, username: email }, 'authenticated');
  const res = await request(app.server).post('/api/account/session').send({ email, password });
  if (res.status !== 200) throw new Error(`Visitor sign-in answered ${res.status}`);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  return { id, cookie, csrfToken: res.body.csrfToken as string };
}

/** Requests as a signed-in visitor: the session cookie, and the CSRF token on changes. */
export const asVisitor = (app: TestApp, visitor: { cookie: string; csrfToken: string }) => ({
  get: (url: string) => request(app.server).get(url).set('Cookie', visitor.cookie),
  post: (url: string, body?: object) =>
    request(app.server)
      .post(url)
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrfToken)
      .send(body ?? {}),
  /** A POST to fill in as multipart (attach, field). */
  multipart: (url: string) =>
    request(app.server).post(url).set('Cookie', visitor.cookie).set('X-CSRF-Token', visitor.csrfToken),
  put: (url: string, body?: object) =>
    request(app.server)
      .put(url)
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrfToken)
      .send(body ?? {}),
  delete: (url: string) =>
    request(app.server).delete(url).set('Cookie', visitor.cookie).set('X-CSRF-Token', visitor.csrfToken),
});
