/**
 * The API's OpenAPI document (built from the route schemas) → TypeScript types for
 * @koris/shared (`shared/src/types/api.gen.ts`, openapi-typescript).
 *
 *   pnpm --filter @koris/api openapi           write the document and the types
 *   pnpm --filter @koris/api openapi --check   exit 1 when the committed files are stale
 *                                              (run by test/openapi.test.ts, so by `pnpm test`)
 *
 * The document is validated against the OpenAPI 3.1 schema first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const ROOT = path.resolve(__dirname, '../..');
export const TYPES_FILE = path.join(ROOT, 'shared/src/types/api.gen.ts');
export const DOCUMENT_FILE = path.join(ROOT, 'api/openapi.json');

const HEADER = `/**
 * GENERATED from the API's OpenAPI document (api/openapi.json, served at /api/docs/json) by
 * \`pnpm --filter @koris/api openapi\`. Do not edit: change the route schemas in api/src/schemas
 * and regenerate; \`pnpm test\` fails while this file is stale.
 */
`;

/** The document as the running API serves it (an empty data directory, no seed). */
export async function openapiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-openapi-'));
  try {
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    );
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function format(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

export async function generated(): Promise<{ document: string; types: string }> {
  const document = await openapiDocument();
  const ast = await openapiTS(document as never, { alphabetize: false });
  return {
    document: await format(JSON.stringify(document), DOCUMENT_FILE),
    types: await format(HEADER + astToString(ast), TYPES_FILE),
  };
}

/** Validates against the official OpenAPI 3.1 JSON schema; returns the errors (none: valid). */
export async function validate(document: Record<string, unknown>): Promise<unknown[]> {
  // An ES module: imported dynamically from this CommonJS script.
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const result = await new Validator().validate(document);
  return result.valid ? [] : ([] as unknown[]).concat(result.errors ?? 'invalid');
}

async function main() {
  const given = process.argv.indexOf('--validate');
  if (given !== -1) {
    // Validate a document file (the tests prove the validator refuses a broken one).
    const file = process.argv[given + 1]!;
    const errors = await validate(
      JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>,
    );
    if (errors.length > 0) {
      console.error(`Not a valid OpenAPI document: ${JSON.stringify(errors)}`);
      process.exit(1);
    }
    console.log('Valid.');
    return;
  }
  const check = process.argv.includes('--check');
  const { document, types } = await generated();
  const errors = await validate(JSON.parse(document) as Record<string, unknown>);
  if (errors.length > 0) {
    console.error('The OpenAPI document is not valid:', JSON.stringify(errors, null, 2));
    process.exit(1);
  }
  console.log('The OpenAPI document is a valid OpenAPI 3.1 document.');
  const stale = [
    [DOCUMENT_FILE, document],
    [TYPES_FILE, types],
  ].filter(([file, text]) => !fs.existsSync(file!) || fs.readFileSync(file!, 'utf8') !== text);
  if (check) {
    if (stale.length > 0) {
      console.error(
        `Stale: ${stale.map(([file]) => path.relative(ROOT, file!)).join(', ')}. ` +
          'Run `pnpm --filter @koris/api openapi` and commit the result.',
      );
      process.exit(1);
    }
    console.log('OpenAPI document and shared types are up to date.');
    return;
  }
  for (const [file, text] of stale) fs.writeFileSync(file!, text!);
  console.log(
    stale.length
      ? `Wrote ${stale.map(([f]) => path.relative(ROOT, f!)).join(', ')}`
      : 'Up to date.',
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
