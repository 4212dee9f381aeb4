import { describe, expect, it } from '@jest/globals';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from './scrub.ts';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXZhbHVl';

describe('scrubEvent (the beforeSend of every service)', () => {
  const event = {
    message: `login failed for token ${JWT}`,
    request: {
      method: 'POST',
      url: 'https://tool.example/auth/oauth/token?access_token=abc123&page=2',
      query_string: 'token=abc123&page=2',
      headers: {
        authorization: `Bearer ${JWT}`,
        cookie: 'dq_session=sealed-value; theme=dark',
        'x-token': JWT,
        'content-type': 'application/json',
        'x-request-id': 'req-7',
      },
      cookies: { dq_session: 'sealed-value' },
      data: { username: 'a@b.c', password: 'demo-password', nested: { newPassword: 'x1' } },
    },
    breadcrumbs: [
      {
        category: 'fetch',
        message: 'GET /reset?token=reset-secret',
        data: { url: '/reset?token=reset-secret', headers: { Authorization: 'Bearer abc' } },
      },
    ],
    extra: {
      sessionSecret: 'seal-me',
      body: '{"email":"a@b.c","password":"body-pass-9"}',
      attempts: 3,
    },
    user: { id: 'u1', email: 'a@b.c', ip_address: '10.0.0.1' },
    exception: { values: [{ type: 'Error', value: `upstream refused Bearer ${JWT}` }] },
  };

  it('removes the authorization header, cookies, the password in the body and the token in the query string', () => {
    const out = scrubEvent(event);
    const text = JSON.stringify(out);
    for (const secret of [
      JWT,
      'abc123',
      'sealed-value',
      'demo-password',
      'x1',
      'reset-secret',
      'seal-me',
      'body-pass-9',
      '10.0.0.1',
    ])
      expect(text).not.toContain(secret);
    expect(out.request!.headers).toEqual({
      authorization: FILTERED,
      cookie: FILTERED,
      'x-token': FILTERED,
      'content-type': 'application/json',
      'x-request-id': 'req-7',
    });
    expect(out.request).not.toHaveProperty('cookies');
    expect(out.request!.data).toEqual({
      username: 'a@b.c',
      password: FILTERED,
      nested: { newPassword: FILTERED },
    });
    expect(out.request!.query_string).toBe(`token=${FILTERED}&page=2`);
    expect(out.request!.url).toBe(
      `https://tool.example/auth/oauth/token?access_token=${FILTERED}&page=2`,
    );
  });

  it('keeps what helps to find the bug: method, ids, counts, the error type and its message', () => {
    const out = scrubEvent(event);
    expect(out.request!.method).toBe('POST');
    expect(out.extra!.attempts).toBe(3);
    expect(out.user).toEqual({ id: 'u1', email: 'a@b.c' });
    expect(out.exception!.values![0]).toEqual({
      type: 'Error',
      value: `upstream refused Bearer ${FILTERED}`,
    });
    expect(out.message).toBe(`login failed for token ${FILTERED}`);
  });

  it('scrubs breadcrumbs given one by one as well', () => {
    expect(
      scrubBreadcrumb({ category: 'xhr', data: { url: '/x?password=hunter2', status_code: 500 } }),
    ).toEqual({ category: 'xhr', data: { url: `/x?password=${FILTERED}`, status_code: 500 } });
  });

  it('scrubs header and query pairs given as lists', () => {
    const out = scrubEvent({
      request: {
        query_string: [
          ['token', 'abc'],
          ['page', '2'],
        ],
        headers: {},
      },
    });
    expect(out.request!.query_string).toEqual([
      ['token', FILTERED],
      ['page', '2'],
    ]);
  });

  it('leaves text without credentials alone', () => {
    expect(scrubText('Cannot read properties of undefined (reading "id")')).toBe(
      'Cannot read properties of undefined (reading "id")',
    );
  });
});
