import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxDecision, sandboxesOn } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults when the environment is empty', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.NODE_ENV).toBe('development');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['CONTENT_IMAGE_ORIGINS', 'http://cdn.example.com'],
    ['CONTENT_IMAGE_ORIGINS', 'https://cdn.example.com/path; script-src *'],
  ])('refuses a bad %s and names it in the message', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
  });
});

const CARD_KEYS = `k:${Buffer.alloc(32, 1).toString('base64')}`;
/** What production cannot start without besides NODE_ENV. */
const OPERATOR = {
  OPERATOR_NAME: 'Hall Operations Ltd.',
  LICENCE_TEXT: 'Licensed by the Example Gaming Authority, licence no. 123/456',
  OPERATOR_ADDRESS: '1 Example Street, Example City',
};

describe('the operator named on the site', () => {
  it('is required in production, each missing part named', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', CARD_KEYS, OPERATOR_NAME: OPERATOR.OPERATOR_NAME });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('LICENCE_TEXT');
    expect((error as ConfigError).message).toContain('OPERATOR_ADDRESS');
    expect((error as ConfigError).message).not.toContain('OPERATOR_NAME');
    expect(loadConfig({ NODE_ENV: 'production', CARD_KEYS, ...OPERATOR }).LICENCE_TEXT).toBe(OPERATOR.LICENCE_TEXT);
  });

  it('may be left out in development, where the pages call the site a demonstration', () => {
    expect(loadConfig({}).OPERATOR_NAME).toBeUndefined();
  });
});

describe('sandboxes', () => {
  it('are on with no configuration, for a loopback PUBLIC_URL outside production', () => {
    expect(sandboxesOn(loadConfig({}))).toBe(true);
    for (const url of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(sandboxesOn(loadConfig({ PUBLIC_URL: url }))).toBe(true);
    }
    expect(sandboxesOn(loadConfig({ NODE_ENV: 'production', CARD_KEYS, ...OPERATOR }))).toBe(false);
  });

  it('listen on loopback only by default, and stay off for a listener other machines can reach', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
    for (const HOST of ['localhost', '127.0.0.1', '127.0.0.5', '::1', '[::1]'])
      expect(sandboxesOn(loadConfig({ HOST })), HOST).toBe(true);
    // 0.0.0.0 with no PUBLIC_URL links to http://localhost:PORT, a loopback address, yet every
    // interface listens: anyone on the network would read /dev/mailbox and pay in the sandbox cashier.
    for (const HOST of ['0.0.0.0', '::', '[::]', '192.168.1.20', 'hall.internal']) {
      const config = loadConfig({ HOST, PUBLIC_URL: 'http://localhost:3000' });
      expect(sandboxesOn(config), HOST).toBe(false);
      expect(sandboxDecision(config).why, HOST).toContain(`HOST=${HOST}`);
    }
    expect(sandboxesOn(loadConfig({ HOST: '0.0.0.0', SANDBOX: 'on' }))).toBe(true);
  });

  it('refuse to start at a public address unless SANDBOX says what is meant, naming the variables', () => {
    for (const url of ['https://hall.example.com', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000']) {
      let error: unknown;
      try {
        loadConfig({ PUBLIC_URL: url });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain('SANDBOX');
      expect((error as ConfigError).message).toContain('PUBLIC_URL');
      expect((error as ConfigError).message).toContain('NODE_ENV');
    }
    const publicUrl = 'https://hall.example.com';
    expect(sandboxesOn(loadConfig({ PUBLIC_URL: publicUrl, SANDBOX: 'on' }))).toBe(true);
    expect(sandboxesOn(loadConfig({ PUBLIC_URL: publicUrl, SANDBOX: 'off' }))).toBe(false);
    expect(sandboxesOn(loadConfig({ PUBLIC_URL: publicUrl, NODE_ENV: 'production', CARD_KEYS, ...OPERATOR }))).toBe(
      false,
    );
    expect(
      sandboxesOn(loadConfig({ PUBLIC_URL: publicUrl, NODE_ENV: 'production', CARD_KEYS, ...OPERATOR, SANDBOX: 'on' })),
    ).toBe(true);
  });

  it('accept only on, off or auto, and a metrics token of 16 characters or more', () => {
    expect(() => loadConfig({ SANDBOX: 'yes' })).toThrow(/SANDBOX/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
