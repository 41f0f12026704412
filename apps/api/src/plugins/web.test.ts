import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * A stand-in for apps/web/dist as the build leaves it (`precompress` in apps/web/vite.config.ts): a
 * `.br` and a `.gz` beside each file that shrinks, and a font that does not, so has none.
 */
const script = `export const greeting = ${JSON.stringify('hello, compressed world '.repeat(200))};\n`;
const page = `<!doctype html><html lang="en"><head><title>Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);
/** As the web build writes it from its route registry (apps/web/src/config/robots.ts). */
const robots = `User-agent: *\nAllow: /p/add-precheck-pos\n${'Disallow: /dashboard\n'.repeat(20)}`;
const SCRIPT_URL = '/assets/index-AbC123.js';

let root: string;
let t: TestApp;

function fakeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of [
    ['index.html', page],
    ['assets/index-AbC123.js', script],
    ['robots.txt', robots],
  ] as const) {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
  writeFileSync(path.join(dir, 'assets/font-AbC123.woff2'), font);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  fakeBuild(root);
  t = await createTestApp({ WEB_DIST: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, destination?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
      ...(destination !== undefined && { 'sec-fetch-dest': destination }),
    },
  });
}

/** The header as its comma-separated tokens, lower-cased. */
function tokens(header: string | string[] | number | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());
}

describe('web assets, precompressed', () => {
  it('answers a script in brotli when the browser accepts it (as Chromium asks)', async () => {
    const response = await get(SCRIPT_URL, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(tokens(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
  });

  it('answers gzip when only gzip is accepted', async () => {
    const response = await get(SCRIPT_URL, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(tokens(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers the file itself when no encoding is accepted, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(SCRIPT_URL, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      // A shared cache must not hand this answer to a browser that accepts brotli, nor the reverse.
      expect(tokens(response.headers.vary)).toContain('accept-encoding');
      expect(response.body).toBe(script);
    }
  });

  it('answers index.html from the SPA fallback compressed too, and never cached without asking', async () => {
    const response = await get('/p/add-precheck-pos', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(tokens(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it("serves the build's robots.txt as a text file, not the SPA's page", async () => {
    for (const acceptEncoding of [undefined, 'gzip, deflate, br']) {
      const response = await get('/robots.txt', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const body = acceptEncoding ? zlib.brotliDecompressSync(response.rawPayload) : response.rawPayload;
      expect(body.toString()).toBe(robots);
    }
  });

  it('sends a file without compressed siblings as it is', async () => {
    const response = await get('/assets/font-AbC123.woff2', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(font)).toBe(true);
  });

  it('does not serve a sibling under its own name', async () => {
    const response = await get(`${SCRIPT_URL}.br`, 'br');
    // The SPA fallback answers, as for any path that is not a file of the build.
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('security headers', () => {
  it('puts the same helmet headers on pages, assets, API answers and unknown paths, and no X-Powered-By', async () => {
    const answers = await Promise.all(
      ['/', SCRIPT_URL, '/api/health', '/api/no-such-route', '/p/add-precheck-pos'].map((url) =>
        get(url, 'br'),
      ),
    );
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    expect(new Set(answers.map((a) => a.headers['content-security-policy'])).size).toBe(1);
  });

  it("gives a page's scripts, styles and fonts only the headers that apply to them, and workers and documents all", async () => {
    for (const [url, destination] of [
      [SCRIPT_URL, 'script'],
      ['/assets/font-AbC123.woff2', 'font'],
    ] as const) {
      const answer = await get(url, 'br', destination);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(tokens(answer.headers.vary)).toContain('sec-fetch-dest');
    }
    for (const [url, destination] of [
      [SCRIPT_URL, 'worker'],
      ['/p/add-precheck-pos', 'document'],
      ['/api/health', 'script'],
    ] as const) {
      const answer = await get(url, 'br', destination);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-frame-options']).toBeDefined();
    }
    expect(tokens((await get('/p/add-precheck-pos', 'br', 'document')).headers.vary)).toContain(
      'sec-fetch-dest',
    );
  });
});
