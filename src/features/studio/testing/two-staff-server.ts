import { HttpResponse, http } from 'msw';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';

const v1 = { ui: { reports: { banDays: 7 } } };
const v2 = { ui: { reports: { banDays: 30 } } };
const STALE = '다른 사용자가 먼저 설정을 게시했습니다.';

interface Saved {
  baseVersion: number;
  files: unknown;
  ifMatch: string | null;
}

/**
 * The server of two staff editing the same base: this staff's draft is on v1; once `publishOther`
 * runs, someone else has published v2, so a save or publish on base 1 is refused (409) like the
 * real one (server/handlers/studio.ts). `publishOtherOnPublish` lets the other staff publish just
 * before this staff's publish reaches the server (after its save passed).
 */
export function twoStaffServer() {
  let active = 1;
  let base = 1;
  let othersPublishFirst = false;
  const saved: Saved[] = [];
  server.use(
    http.get('*/studio/config/draft', () =>
      HttpResponse.json(
        {
          result: {
            baseVersion: base,
            activeVersion: active,
            revision: 1,
            files: v1,
            problems: [],
          },
        },
        { headers: { etag: '"d-1"' } },
      ),
    ),
    apiOk('get', '/studio/config/versions/{version}', (req) => {
      const version = Number(new URL(req.url).pathname.split('/').pop());
      return { version, files: version === 2 ? v2 : v1 };
    }),
    http.put('*/studio/config/draft', async ({ request }) => {
      const body = (await request.json()) as { baseVersion: number; files: unknown };
      saved.push({ ...body, ifMatch: request.headers.get('if-match') });
      if (body.baseVersion !== active)
        return HttpResponse.json({ code: 409, msg: STALE }, { status: 409 });
      base = body.baseVersion;
      return HttpResponse.json(
        { result: { problems: [], revision: saved.length + 1 } },
        { headers: { etag: `"d-${saved.length + 1}"` } },
      );
    }),
    http.post('*/studio/config/publish', () => {
      if (othersPublishFirst) active = 2;
      if (base !== active) return HttpResponse.json({ code: 409, msg: STALE }, { status: 409 });
      active += 1;
      return HttpResponse.json({ result: { version: active } });
    }),
  );
  return {
    saved,
    publishOther: () => (active = 2),
    publishOtherOnPublish: () => (othersPublishFirst = true),
  };
}
