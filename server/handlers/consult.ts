import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';

export function consultHandlers({ db }: Ctx): Handlers {
  return {
    async postJoinConsult(req) {
      const b = body<{
        name: string;
        phone: string;
        officeName: string;
        region: string;
        message?: string;
      }>(req);
      const [r] = await db.query<{ id: number }>(
        "INSERT INTO consult_requests (kind, name, phone, office_name, region, message) VALUES ('JOIN', $1, $2, $3, $4, $5) RETURNING id",
        [b.name, b.phone, b.officeName, b.region, b.message ?? null],
      );
      return ok({ requestId: r!.id });
    },
    async postConsultRequest(req) {
      const b = body<{
        name: string;
        phone: string;
        officeName?: string;
        consultType: string;
        message: string;
      }>(req);
      const [r] = await db.query<{ id: number }>(
        "INSERT INTO consult_requests (kind, name, phone, office_name, consult_type, message) VALUES ('CONSULT', $1, $2, $3, $4, $5) RETURNING id",
        [b.name, b.phone, b.officeName ?? null, b.consultType, b.message],
      );
      return ok({ requestId: r!.id });
    },
  };
}
