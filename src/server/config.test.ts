import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      smtpPort: 2525,
      dataDir: './data',
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      requireEmailVerification: false,
      google: undefined,
      oidc: undefined,
    });
    expect(config.mailDomain).toMatch(/\./);
  });

  it('holds processing in bursts only where its threads share the cores (INTAKE_BURST_RATE)', () => {
    const cores = os.availableParallelism();
    // As many processing threads as cores: they share them with the SMTP face.
    expect(loadConfig({ INGEST_WORKERS: String(cores) }).intakeBurstRate).toBe(400);
    // On PostgreSQL, whose own process shares the cores too, processing keeps up with less.
    const postgres = 'postgres://postgres@127.0.0.1:5432/test';
    expect(
      loadConfig({ INGEST_WORKERS: String(cores), DATABASE_URL: postgres }).intakeBurstRate,
    ).toBe(200);
    // A core to spare for each thread, and one for the faces.
    expect(loadConfig({ INGEST_WORKERS: String(Math.max(0, cores - 2)) }).intakeBurstRate).toBe(
      cores - 2 >= 0 ? 0 : 400,
    );
    expect(loadConfig({ INGEST_WORKERS: '1', INTAKE_BURST_RATE: '750' }).intakeBurstRate).toBe(750);
    expect(() => loadConfig({ INTAKE_BURST_RATE: '-1' })).toThrow(ConfigError);
  });

  it('leaves a core to the main thread by default (INGEST_WORKERS)', () => {
    const cores = os.availableParallelism();
    const expected = cores <= 2 ? 1 : 2;
    expect(loadConfig({}).ingestWorkers).toBe(expected);
    expect(loadConfig({ INGEST_WORKERS: '2' }).ingestWorkers).toBe(2);
    expect(loadConfig({ INGEST_WORKERS: '0' }).ingestWorkers).toBe(0);
  });

  it("sizes each processing thread's young generation (INGEST_WORKER_YOUNG_MB)", () => {
    expect(loadConfig({}).ingestWorkerYoungMb).toBe(4);
    expect(loadConfig({ INGEST_WORKER_YOUNG_MB: '16' }).ingestWorkerYoungMb).toBe(16);
    expect(() => loadConfig({ INGEST_WORKER_YOUNG_MB: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ INGEST_WORKER_YOUNG_MB: '1.5' })).toThrow(ConfigError);
  });

  it('derives APP_URL from PORT and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_URL: '' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://deals.example.com/' }).appUrl).toBe(
      'https://deals.example.com',
    );
  });

  it('reads the Contact Us targets, each hidden while unset, and refuses bad ones', () => {
    expect(loadConfig({}).contact).toEqual({ email: null, sms: null, socialUrl: null });
    expect(
      loadConfig({
        CONTACT_EMAIL: 'help@deals.example',
        CONTACT_SMS: '+1 (555) 010-0199',
        CONTACT_SOCIAL_URL: 'https://social.example/@deals',
      }).contact,
    ).toEqual({
      email: 'help@deals.example',
      sms: '+15550100199',
      socialUrl: 'https://social.example/@deals',
    });
    let error: unknown;
    try {
      loadConfig({ CONTACT_EMAIL: 'nope', CONTACT_SMS: 'call me', CONTACT_SOCIAL_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    const fields = (error as ConfigError).fieldErrors.join('\n');
    expect(fields).toMatch(/^CONTACT_EMAIL:/m);
    expect(fields).toMatch(/^CONTACT_SMS:/m);
    expect(fields).toMatch(/^CONTACT_SOCIAL_URL:/m);
  });

  it('fails with every field error at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const fields = (error as ConfigError).fieldErrors.join('\n');
    expect(fields).toMatch(/^PORT:/m);
    expect(fields).toMatch(/^DATABASE_URL:/m);
    expect(fields).toMatch(/^AUTH_SECRET:/m);
  });

  it("reads the wallet's grace period and import limit", () => {
    expect(loadConfig({})).toMatchObject({ expiredGraceDays: 7, maxImportBytes: 20 * 1024 * 1024 });
    expect(loadConfig({ EXPIRED_GRACE_DAYS: '0' }).expiredGraceDays).toBe(0);
    expect(() => loadConfig({ EXPIRED_GRACE_DAYS: '-1' })).toThrow(/EXPIRED_GRACE_DAYS/);
    expect(() => loadConfig({ EXPIRED_GRACE_DAYS: 'a week' })).toThrow(/EXPIRED_GRACE_DAYS/);
    expect(() => loadConfig({ IMPORT_MAX_BYTES: '10' })).toThrow(/IMPORT_MAX_BYTES/);
  });

  it('runs tidying every 5 minutes unless told otherwise (TIDY, TIDY_INTERVAL_SECONDS)', () => {
    expect(loadConfig({}).tidy).toEqual({ enabled: true, intervalMs: 300_000 });
    expect(loadConfig({ TIDY: 'false', TIDY_INTERVAL_SECONDS: '1.5' }).tidy).toEqual({
      enabled: false,
      intervalMs: 1500,
    });
    expect(() => loadConfig({ TIDY_INTERVAL_SECONDS: '0' })).toThrow(/TIDY_INTERVAL_SECONDS/);
    expect(() => loadConfig({ TIDY_INTERVAL_SECONDS: 'hourly' })).toThrow(/TIDY_INTERVAL_SECONDS/);
    expect(() => loadConfig({ TIDY: 'sometimes' })).toThrow(/TIDY/);
  });

  it('switches /metrics on with METRICS_TOKEN and bounds /readyz lag (READY_MAX_LAG_SECONDS)', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, readyMaxLagMs: 300_000 });
    expect(
      loadConfig({ METRICS_TOKEN: 'a-token-of-16-chars', READY_MAX_LAG_SECONDS: '2.5' }),
    ).toMatchObject({ metricsToken: 'a-token-of-16-chars', readyMaxLagMs: 2500 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ READY_MAX_LAG_SECONDS: '0' })).toThrow(/READY_MAX_LAG_SECONDS/);
  });

  it('every setting the schema reads is in the README table', () => {
    const source = fs.readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const schema = source.slice(
      source.indexOf('const envSchema'),
      source.indexOf('export type Env'),
    );
    const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(settings.length).toBeGreaterThan(60);
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(
      rows.flatMap((row) => [...row.split(' | ')[0]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(settings.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('needs both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google?.discoveryUrl).toBe(
      'https://accounts.google.com/.well-known/openid-configuration',
    );
  });

  it('needs all three OIDC settings or none', () => {
    const full = {
      OIDC_ISSUER_URL: 'https://auth.example.com/application/o/dealbox/',
      OIDC_CLIENT_ID: 'dealbox',
      OIDC_CLIENT_SECRET: 'secret',
    };
    for (const name of Object.keys(full)) {
      const partial = { ...full, [name]: '' };
      expect(() => loadConfig(partial)).toThrow(`missing: ${name}`);
    }
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'dealbox' })).toThrow(
      'missing: OIDC_ISSUER_URL, OIDC_CLIENT_SECRET',
    );
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig(full).oidc).toEqual({
      issuerUrl: 'https://auth.example.com/application/o/dealbox',
      discoveryUrl:
        'https://auth.example.com/application/o/dealbox/.well-known/openid-configuration',
      clientId: 'dealbox',
      clientSecret: 'secret',
      buttonLabel: 'Continue with SSO',
    });
    expect(
      loadConfig({ ...full, OIDC_BUTTON_LABEL: ' Sign in with Authelia ' }).oidc,
    ).toMatchObject({ buttonLabel: 'Sign in with Authelia' });
    expect(() => loadConfig({ ...full, OIDC_ISSUER_URL: 'auth.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...full, OIDC_ISSUER_URL: 'ftp://auth.example.com' })).toThrow(
      'OIDC_ISSUER_URL',
    );
    expect(() => loadConfig({ ...full, OIDC_BUTTON_LABEL: 'x'.repeat(61) })).toThrow(
      'OIDC_BUTTON_LABEL',
    );
  });

  it('parses boolean flags', () => {
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }).requireEmailVerification).toBe(true);
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: '0' }).requireEmailVerification).toBe(false);
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'maybe' })).toThrow(ConfigError);
  });
});
