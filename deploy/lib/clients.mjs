/**
 * What the site's visitors and staff send, as the browser sends it: the XSRF cookie the API
 * gives on a first GET echoed in X-XSRF-TOKEN on every write, the admission form as a form
 * post, staff calls with a bearer token.
 */
import http from 'node:http';

/** A visitor's headers: the XSRF cookie of a first GET, echoed as the header writes need. */
export async function visitor(base) {
  const res = await fetch(`${base}/api/system-settings`);
  await res.arrayBuffer();
  const token = res.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`${base} gave no XSRF-TOKEN cookie`);
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

/** The admission form (docs/product.md#validation) of one applicant, as the page posts it. */
export function applicationForm(email, i = 0) {
  return new URLSearchParams({
    name: `Pieteicējs ${i}`,
    age: String(18 + (i % 40)),
    email,
    phone: '+371 20000000',
    experience: 'Dziedāju skolas korī',
    is_lu_student: i % 2 ? '1' : '0',
    can_come_1: 'true',
    can_come_2: 'false',
    find_out: 'No draugiem',
  });
}

/**
 * One application. Resolves `{ email, status, body }` for any HTTP answer, or `{ email, error }`
 * when none came (connection refused or reset): both are what the visitor's browser would see.
 */
export async function apply(base, headers, email, i = 0) {
  try {
    const res = await fetch(`${base}/api/apply`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: applicationForm(email, i),
      signal: AbortSignal.timeout(60_000),
    });
    return { email, status: res.status, body: await res.text() };
  } catch (error) {
    return { email, error: error.cause?.code ?? error.cause?.message ?? error.message };
  }
}

/**
 * `total` applications, `concurrency` at a time, each with its own e-mail `<tag>-<i>@…`.
 * `onProgress(done)` is called (not awaited) after each answer, so a test can stop an
 * instance in the middle of the flood. Resolves every result.
 */
export async function flood({ base, total, concurrency, tag, onProgress = () => undefined }) {
  const headers = await visitor(base);
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      results.push(await apply(base, headers, `${tag}-${i}@example.lv`, i));
      onProgress(results.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** POST /api/login; resolves `{ status, token }` (token only on 200). */
export async function login(base, email, password, headers = {}) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, token: body.authorisation?.token };
}

/** Logs in or throws: the bearer token. */
export async function staffToken(base, email, password) {
  const { status, token } = await login(base, email, password);
  if (status !== 200 || !token) throw new Error(`login through ${base} answered ${status}`);
  return token;
}

export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Every application staff can read (GET /api/applications). */
export async function applications(base, token) {
  const res = await fetch(`${base}/api/applications`, { headers: bearer(token) });
  if (res.status !== 200) throw new Error(`GET /api/applications answered ${res.status}`);
  return res.json();
}

/**
 * One request on a connection of its own (node:http, no keep-alive pool): the balancer then
 * treats it as the first request of a visitor's connection. Resolves `{ status, body }`, or
 * `{ error }` when no answer came.
 */
export function requestOnce(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
      res.on('error', (error) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}
