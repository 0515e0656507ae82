// Handlers of tag "product": options, products in use, payment history, orders.
// Order prices are recomputed with domain/pricing.ts (through server/catalog.ts) from the
// active config version's catalogue; client totals are never read.
import { findProduct, type Catalogue } from '../../domain/product.ts';
import { priceLine, PriceError, type PricedLine } from '../catalog.ts';
import { activeConfig } from '../config/store.ts';
import {
  ApiError,
  auth,
  body,
  isoTime,
  masterAuth,
  ok,
  pageArgs,
  params,
  query,
  todayKst,
  type Ctx,
  type Handlers,
} from '../lib/http.ts';
import type { Schema } from '../lib/operations.ts';

interface OrderItemInput {
  type: number;
  day: number | string;
  quantity: number;
  periodFrom: string;
  optionId?: number;
  renewId?: number;
}

export interface LineRow {
  id: number;
  order_id: number;
  type: Schema<'ProductType'>;
  name: string;
  day: string;
  quantity: number;
  period_from: string;
  period_to: string;
  price: number;
  discount_price: number;
  total: number;
  is_renew: boolean;
  renew_id: number | null;
  option_kind: Schema<'OptionKind'> | null;
  option_id: number | null;
  option_name: string | null;
  expired: boolean;
}

export const LINE_COLS = `id, order_id, type, name, day, quantity, to_char(period_from, 'YYYY-MM-DD') AS period_from,
  to_char(period_to, 'YYYY-MM-DD') AS period_to, price, discount_price, total, is_renew, renew_id, option_kind, option_id, option_name,
  (period_to < $2::date) AS expired`;

export const PRICES_CHANGED =
  '상품 가격 정보가 변경되었습니다. 장바구니의 가격을 다시 불러왔으니 확인 후 다시 결제해주세요.';

/** One order line as the spec's OrderLine (payment list and order receipt). */
export function orderLineJson(l: LineRow) {
  return {
    type: l.type,
    name: l.name,
    day: /^\d+$/.test(l.day) ? Number(l.day) : l.day,
    quantity: l.quantity,
    periodFrom: l.period_from,
    periodTo: l.period_to,
    price: l.price,
    discountPrice: l.discount_price,
    total: l.total,
    isRenew: l.is_renew,
    renewId: l.renew_id,
    optionName: l.option_name,
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function validDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function productHandlers({ db }: Ctx): Handlers {
  return {
    async getProductOptions(req) {
      auth(req);
      const { kind } = params<{ kind: string }>(req);
      const rows = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM product_options WHERE kind = $1 ORDER BY id',
        [kind],
      );
      return ok(rows.map((r) => ({ id: r.id, name: r.name })));
    },
    async getProductUsing(req) {
      const a = masterAuth(req);
      const rows = await db.query<LineRow>(
        `SELECT ${LINE_COLS} FROM order_lines WHERE agent_id = $1 ORDER BY period_to DESC, id DESC`,
        [a.agentId, todayKst()],
      );
      return ok(
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          name: r.name,
          quantity: r.quantity,
          periodFrom: r.period_from,
          periodTo: r.period_to,
          option:
            r.option_kind && r.option_id != null
              ? { kind: r.option_kind, id: r.option_id, name: r.option_name ?? '' }
              : null,
          isExpired: r.expired,
        })),
      );
    },
    async getPaymentList(req) {
      const a = masterAuth(req);
      const { page, limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 10);
      const [c] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders WHERE agent_id = $1',
        [a.agentId],
      );
      const orders = await db.query<{
        id: number;
        ordered_at: Date;
        total: number;
        discount_total: number;
      }>(
        `SELECT id, ordered_at, total, discount_total FROM orders WHERE agent_id = $1 ORDER BY ordered_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        [a.agentId],
      );
      const ids = orders.map((o) => o.id);
      const lines = ids.length
        ? await db.query<LineRow>(
            `SELECT ${LINE_COLS} FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY id`,
            [ids, todayKst()],
          )
        : [];
      return ok({
        orders: orders.map((o) => ({
          orderId: o.id,
          orderedAt: isoTime(o.ordered_at),
          total: o.total,
          discountTotal: o.discount_total,
          lines: lines.filter((l) => l.order_id === o.id).map(orderLineJson),
        })),
        total: c?.n ?? 0,
        page,
        limit,
      });
    },
    async postProductOrder(req) {
      const a = masterAuth(req);
      const { items, configVersion, agreePaidTerms } = body<{
        items: OrderItemInput[];
        configVersion?: number;
        agreePaidTerms: boolean;
      }>(req);
      // The broker reviewed the order and agreed to the paid-service terms (checkout step).
      if (agreePaidTerms !== true) throw new ApiError(400, '유료 서비스 이용약관에 동의해주세요.');
      // Prices come from the active config version; a cart priced on another one is refused
      // before anything is stored, so the broker never pays a price they did not see.
      const config = await activeConfig(db);
      if (configVersion !== undefined && configVersion !== config.version)
        throw new ApiError(409, PRICES_CHANGED);
      const cat = config.files.products as unknown as Catalogue;
      const today = todayKst();
      const priced: (PricedLine & {
        periodFrom: string;
        periodTo: string;
        option: { kind: string; id: number; name: string } | null;
        renewId: number | null;
      })[] = [];
      for (const it of items) {
        if (!validDate(it.periodFrom)) throw new ApiError(400, '시작일이 올바르지 않습니다.');
        if (it.periodFrom < today) throw new ApiError(400, '시작일은 오늘 이후로 선택해주세요.');
        let line;
        try {
          line = priceLine(cat, it.type, it.day, it.quantity);
        } catch (e) {
          if (e instanceof PriceError) throw new ApiError(400, e.message);
          throw e;
        }
        const product = findProduct(cat, it.type)!;
        let option: { kind: string; id: number; name: string } | null = null;
        if (product.option) {
          if (it.optionId === undefined) throw new ApiError(400, '상품 옵션을 선택해주세요.');
          const [o] = await db.query<{ id: number; name: string }>(
            'SELECT id, name FROM product_options WHERE kind = $1 AND id = $2',
            [product.option, it.optionId],
          );
          if (!o) throw new ApiError(400, '선택할 수 없는 상품 옵션입니다.');
          option = { kind: product.option, id: o.id, name: o.name };
        }
        if (it.renewId !== undefined) {
          const [r] = await db.query(
            'SELECT id FROM order_lines WHERE id = $1 AND agent_id = $2 AND type = $3',
            [it.renewId, a.agentId, it.type],
          );
          if (!r) throw new ApiError(400, '연장할 상품을 찾을 수 없습니다.');
        }
        priced.push({
          ...line,
          periodFrom: it.periodFrom,
          periodTo: addDays(it.periodFrom, line.days - 1),
          option,
          renewId: it.renewId ?? null,
        });
      }
      const total = priced.reduce((s, l) => s + l.total, 0);
      const discountTotal = priced.reduce((s, l) => s + l.discountPrice, 0);
      const orderId = await db.tx(async (q) => {
        const [o] = await q<{ id: number }>(
          'INSERT INTO orders (agent_id, user_id, total, discount_total, config_version) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [a.agentId, a.userId, total, discountTotal, config.version],
        );
        for (const l of priced) {
          await q(
            `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total,
               is_renew, renew_id, option_kind, option_id, option_name)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
            [
              o!.id,
              a.agentId,
              l.type,
              l.name,
              l.day,
              l.quantity,
              l.periodFrom,
              l.periodTo,
              l.price,
              l.discountPrice,
              l.total,
              l.renewId !== null,
              l.renewId,
              l.option?.kind ?? null,
              l.option?.id ?? null,
              l.option?.name ?? null,
            ],
          );
        }
        await q('UPDATE agents SET use_item = true WHERE id = $1', [a.agentId]);
        return o!.id;
      });
      return ok({ orderId, total });
    },
  };
}
