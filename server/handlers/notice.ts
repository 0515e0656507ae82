import type { FastifyRequest } from 'fastify';
import { ok, type Ctx, type Handlers } from '../lib/http.ts';
import { sessionInStatement, signedInQuery } from '../lib/session.ts';

interface NoticeRow {
  seq: number;
  title: string;
  content: string;
  expires: number | null;
  url: string | null;
  img: string | null;
  is_login_required: boolean;
}

export function noticeHandlers({ db }: Ctx): Handlers {
  /** The active notices of a kind for the signed-in user, the session checked in the same
   * statement (no notice leaves one row of nulls). */
  const rows = async (kind: 'TEXT' | 'EVENT', req: FastifyRequest) =>
    (
      await signedInQuery<NoticeRow>(
        db,
        req,
        `SELECT n.* FROM me LEFT JOIN LATERAL (
           SELECT seq, title, content, expires, url, img, is_login_required FROM notices
            WHERE kind = $1 AND active AND (user_id IS NULL OR user_id = me.user_id)) n ON true
          ORDER BY n.seq`,
        [kind],
      )
    ).filter((n) => n.seq !== null);
  /** The fields a text notice and an event share. */
  const common = (n: NoticeRow) => ({
    seq: n.seq,
    title: n.title,
    content: n.content,
    expires: n.expires,
    url: n.url,
  });
  return {
    getNoticePopup: sessionInStatement(async (req) => {
      return ok((await rows('TEXT', req)).map(common));
    }),
    getEventsActive: sessionInStatement(async (req) => {
      const list = await rows('EVENT', req);
      return ok(
        list.map((n) => ({ ...common(n), img: n.img ?? '', isLoginRequired: n.is_login_required })),
      );
    }),
  };
}
