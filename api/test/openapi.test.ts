import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type TestApp, withApp } from './helper';

const API = path.resolve(__dirname, '..');
const script = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', ...args], {
    cwd: API,
  });

describe('OpenAPI document and the shared types generated from it', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  it('is served at /api/docs/json, as committed in api/openapi.json', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const served = res.json();
    expect(served).toEqual(JSON.parse(fs.readFileSync(path.join(API, 'openapi.json'), 'utf8')));
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.components.schemas)).toEqual(
      expect.arrayContaining(['Event', 'Gallery', 'Conductor', 'Achievement', 'Application']),
    );
    // Every API route is documented (the docs route itself is hidden).
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const url of ['/api/events/{id}', '/api/galleries/{id}/images/{imageId}', '/api/apply']) {
      expect(served.paths[url]).toBeDefined();
    }
    expect(routes).toContain('docs/json');
  });

  it('is a valid OpenAPI 3.1 document and the committed types are up to date (pnpm test gate)', async () => {
    const { stdout } = await script('--check');
    expect(stdout).toContain('a valid OpenAPI 3.1 document');
    expect(stdout).toContain('up to date');
  });

  it('the validator refuses a broken document', async () => {
    const document = JSON.parse(fs.readFileSync(path.join(API, 'openapi.json'), 'utf8'));
    document.paths['/api/events'].get.responses = 'none';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'koris-openapi-')), 'doc.json');
    fs.writeFileSync(file, JSON.stringify(document));
    await expect(script('--validate', file)).rejects.toMatchObject({ code: 1 });
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
