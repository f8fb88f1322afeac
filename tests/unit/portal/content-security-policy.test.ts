import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineSourcesOf } from '../../../src/domain/security-headers.ts';

const sha256 = (content: string) => createHash('sha256').update(content).digest('base64');
const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));

describe('the portal\'s Content-Security-Policy', () => {
  it('lets the pages call their own origin only, when the portal was built without PUBLIC_API_URL', () => {
    const sources = inlineSourcesOf(['<!doctype html><html lang="en" data-route="home"><head></head></html>'], sha256);
    expect(sources.apiOrigin).toBeNull();
    expect(connectSrc(contentSecurityPolicy(sources))).toBe("connect-src 'self'");
  });

  it('lets the pages call the API origin the build named in data-api-origin, and nothing else', () => {
    const page = '<!doctype html><html lang="en" data-route="home" data-api-origin="https://api.example.com/backend"><head></head></html>';
    const sources = inlineSourcesOf([page], sha256);
    expect(sources.apiOrigin).toBe('https://api.example.com');
    expect(connectSrc(contentSecurityPolicy(sources))).toBe("connect-src 'self' https://api.example.com");
  });

  it('ignores a data-api-origin that is not an http(s) URL', () => {
    const sources = inlineSourcesOf(['<html data-api-origin="javascript:alert(1)"></html>'], sha256);
    expect(sources.apiOrigin).toBeNull();
  });
});
