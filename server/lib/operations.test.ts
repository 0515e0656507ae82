// Handlers are typed from the spec's generated `operations`: `npx tsc` fails on any answer that
// breaks spec/openapi.yaml. The @ts-expect-error lines below are the proof: if the types stopped
// rejecting these answers, each directive would be unused and tsc would fail on it.
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from './http.ts';
import { answer, type SuccessBody } from './operations.ts';

describe('handlers typed from the spec', () => {
  it('accepts answers the spec allows', async () => {
    const handlers: Handlers = {
      async getRollingCount() {
        return ok({ todayNewRequestCount: 37, totalRoomCount: 15482, totalIntermediationCount: 9 });
      },
      async getLoginCheck() {
        return answer<'getLoginCheck'>(true);
      },
    };
    const body: SuccessBody<'getLoginCheck'> | unknown = await handlers.getLoginCheck!(
      {} as never,
      {} as never,
    );
    expect(body).toEqual({ result: true });
  });

  it('rejects answers that break the spec (checked by tsc)', () => {
    const broken: Handlers = {
      // @ts-expect-error totalIntermediationCount is required by the spec
      async getRollingCount() {
        return ok({ todayNewRequestCount: 37, totalRoomCount: 15482 });
      },
      // @ts-expect-error the spec's RoomType has no 'CASTLE'
      async getDabangRoomList() {
        return ok({
          items: [
            {
              roomsSeq: 1,
              title: '',
              address: '',
              roomType: 'CASTLE',
              sellingType: 'MONTHLY',
              deposit: 0,
              price: 0,
              status: 'public',
              savedTime: '',
            },
          ],
          total: 1,
          page: 1,
          limit: 10,
        });
      },
    };
    // @ts-expect-error getLoginCheck answers a boolean, not a string
    const wrong = answer<'getLoginCheck'>('yes');
    expect(Object.keys(broken)).toHaveLength(2);
    expect(wrong).toEqual({ result: 'yes' });
  });
});
