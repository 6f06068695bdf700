import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
