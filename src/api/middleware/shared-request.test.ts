import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, platform } from '../client';
import { call } from '../request';

function recordingClient(result: unknown = true) {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test/api/v2',
    fetch: async (req: Request) => {
      seen.push(req);
      return Response.json(result === undefined ? {} : { result });
    },
  });
  return { client, seen };
}

afterEach(() => sessionStorage.clear());

describe('shared request behaviour', () => {
  it('sends App-Platform web, App-Version 1, JSON content type and no-cache headers on every method', async () => {
    const { client, seen } = recordingClient();
    await call(client.GET('/user/login/check'));
    await call(client.POST('/user/logout', { params: platform }));
    for (const req of seen) {
      // assert every shared header went over the wire
      expect(req.headers.get('App-Platform')).toBe('web');
      expect(req.headers.get('App-Version')).toBe('1');
      expect(req.headers.get('Content-Type')).toBe('application/json');
      expect(req.headers.get('Cache-Control')).toBe('no-cache');
      expect(req.headers.get('Pragma')).toBe('no-cache');
      expect(req.headers.get('Expires')).toBe('0');
      expect(req.headers.has('Safe-Auth-Confirm')).toBe(false);
    }
  });

  it.each(['safeAuthConfirm', 'SAFE_AUTH_CONFIRM', 'safe-auth-confirm'])(
    'sends Safe-Auth-Confirm from sessionStorage key %s',
    async (key) => {
      sessionStorage.setItem(key, 'confirm-123');
      const { client, seen } = recordingClient();
      await call(client.GET('/user/login/check'));
      expect(seen[0]?.headers.get('Safe-Auth-Confirm')).toBe('confirm-123');
    },
  );

  it('cleans GET params: drops undefined, null and empty, keeps 0 and false', async () => {
    const { client, seen } = recordingClient({ items: [], page: 1, limit: 24, total: 0 });
    await call(
      client.GET('/gongsil-center/{tab}/list', {
        params: {
          path: { tab: 'all' },
          query: {
            page: 0,
            limit: 24,
            status: '',
            roomType: undefined,
            sellingType: null,
          } as never,
        },
      }),
    );
    const url = new URL(seen[0]?.url ?? '');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('24');
    expect(url.searchParams.has('status')).toBe(false);
    expect(url.searchParams.has('roomType')).toBe(false);
    expect(url.searchParams.has('sellingType')).toBe(false);
  });

  it('cleans POST bodies the same way', async () => {
    const { client, seen } = recordingClient({});
    await call(
      client.POST('/user/contact-method/edit2', {
        params: platform,
        body: { contactMethodTypes: ['SMS'], chatContactMessage: '' },
      }),
    );
    expect(JSON.parse(await (seen[0] as Request).text())).toEqual({ contactMethodTypes: ['SMS'] });
  });

  it('unwraps result, and returns bodies without result as they are (A-20)', async () => {
    expect(await call(recordingClient(false).client.GET('/user/login/check'))).toBe(false);
    const bare = createApiClient({
      baseUrl: 'http://portal.test/api/v2',
      fetch: async () => Response.json({ authKey: 'k' }),
    });
    expect(await call(bare.GET('/user/session'))).toEqual({ authKey: 'k' });
  });

  it('sends credentials to the same-origin /api/v2 base (A-74)', async () => {
    const seen: Request[] = [];
    const client = createApiClient({
      fetch: async (r: Request) => (seen.push(r), Response.json({ result: true })),
    });
    await call(client.GET('/user/login/check'));
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/v2/user/login/check');
    expect(seen[0]?.credentials).toBe('include');
  });
});
