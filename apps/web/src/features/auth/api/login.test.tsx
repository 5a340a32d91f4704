// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { queryKeys } from '@/lib/query-keys';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { useLogin } from './login';

await setupWebTest('ru');

const user = makeUser();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  authStorage.clear();
});

describe('login (docs/rules.md#auth-flow, docs/rules.md#first-load)', () => {
  it('drops the previous visitor’s queries but keeps what onToken started beside auth/me', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(String(url).replace(/^.*\/api\/v0\//, ''));
        return String(url).includes('auth/login')
          ? json({ access_token: 'token-1', token_type: 'bearer', expires_in: 3600 })
          : json({ user });
      }),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(['previous', 'visitor'], 'stale');
    const onToken = vi.fn((client: QueryClient) => client.setQueryData(['landing'], 'prefetched'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogin(onToken), { wrapper });

    await act(() => result.current.mutateAsync({ login: 'shop', password: 'demo12345' }));

    expect(calls).toEqual(['auth/login', 'auth/me']);
    expect(onToken).toHaveBeenCalledOnce();
    expect(authStorage.getToken()).toBe('token-1');
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(user);
    expect(queryClient.getQueryData(['landing'])).toBe('prefetched');
    expect(queryClient.getQueryData(['previous', 'visitor'])).toBeUndefined();
  });

  it('sends the login with same-origin credentials, so the browser adds its device cookie', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(init);
        return String(url).includes('auth/login')
          ? json({ access_token: 'token-2', token_type: 'bearer', expires_in: 3600 })
          : json({ user });
      }),
    );
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ login: 'shop', password: 'demo12345' }));
    expect(sent[0]?.credentials).toBe('same-origin');
  });
});
