import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicUrl } from './public-url';

describe('publicUrl (docs/rules.md#public-url)', () => {
  it('is PUBLIC_URL without a trailing slash, PUBLIC_URL_RU / PUBLIC_URL_EN for their version when set', () => {
    const one = loadConfig({ PUBLIC_URL: 'https://b2b.example.com/' });
    expect(publicUrl(one, 'ru')).toBe('https://b2b.example.com');
    expect(publicUrl(one, 'en')).toBe('https://b2b.example.com');
    const two = loadConfig({ PUBLIC_URL: 'https://b2b.example.ru', PUBLIC_URL_EN: 'https://b2b.example.eu' });
    expect(publicUrl(two, 'en')).toBe('https://b2b.example.eu');
    const own = loadConfig({
      PUBLIC_URL: 'https://b2b.example.com',
      PUBLIC_URL_RU: 'https://b2b.example.ru',
    });
    expect(publicUrl(own, 'ru')).toBe('https://b2b.example.ru');
    expect(publicUrl(own, 'en')).toBe('https://b2b.example.com');
  });

  it('falls back to the local addresses of both versions, never anything from a request', () => {
    const local = loadConfig({ PORT: '4000' });
    expect(publicUrl(local, 'ru')).toBe('http://localhost:4000');
    expect(publicUrl(local, 'en')).toBe('http://127.0.0.1:4000');
    expect(publicUrl(loadConfig({ PORT: '4000', APP_HOST_RU: '127.0.0.1' }), 'en')).toBe(
      'http://localhost:4000',
    );
  });
});
