import { auth, ok, type Ctx, type Handlers } from '../lib/http.ts';

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
  const rows = (kind: 'TEXT' | 'EVENT', userId: number) =>
    db.query<NoticeRow>(
      'SELECT seq, title, content, expires, url, img, is_login_required FROM notices WHERE kind = $1 AND active AND (user_id IS NULL OR user_id = $2) ORDER BY seq',
      [kind, userId],
    );
  /** The fields a text notice and an event share. */
  const common = (n: NoticeRow) => ({
    seq: n.seq,
    title: n.title,
    content: n.content,
    expires: n.expires,
    url: n.url,
  });
  return {
    async getNoticePopup(req) {
      return ok((await rows('TEXT', auth(req).userId)).map(common));
    },
    async getEventsActive(req) {
      const list = await rows('EVENT', auth(req).userId);
      return ok(
        list.map((n) => ({ ...common(n), img: n.img ?? '', isLoginRequired: n.is_login_required })),
      );
    },
  };
}
