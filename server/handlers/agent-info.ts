// The grouped session record (GET /agent/info): one statement reads the office, the user, the
// counters and the pending reports of the user in the CTE `me`. The broker's own call names that
// user by its session; the studio names a broker by id to preview what that broker would see
// (GET /studio/accounts/{id}/session), and that read writes nothing.
import { toPosition } from '../../domain/positions.ts';
import { activeOn } from '../../domain/product-periods.ts';
import { AgentSignStatusSchema, PositionSchema } from '../../src/generated/api/zod.ts';
import type { ActiveConfig } from '../config/active-config.ts';
import { ACTIVE_ROLLOUT_SQL, ACTIVE_VERSION_SQL } from '../config/versions.ts';
import type { Db } from '../db/index.ts';
import { contactLists } from '../lib/contact-codes.ts';
import { todayKst } from '../lib/format.ts';
import type { Result, Schema } from '../lib/operations.ts';
import {
  REPORT_FIELD_COLUMNS,
  reportFieldsJoin,
  reportFieldsOf,
  type ReportFieldRow,
} from '../lib/report-fields.ts';
import { userIdSql } from '../lib/session.ts';
import { openLinesJsonSql, openLinesOf } from '../orders/order-lines.ts';
import { usingItems } from '../products/using.ts';

export type AgentInfoRow = Record<string, unknown> & ReportFieldRow;
type Row = AgentInfoRow;

export const AGENT_INFO = `SELECT a.*, u.name AS u_name, u.email AS u_email, u.role_type, u.duty, u.tel AS u_tel, u.phone AS u_phone, u.safe_phone,
       u.id AS u_id, u.profile, u.contact_methods, u.chat_contact_message, u.is_show_set_contact_method,
       u.unread_messenger_count, u.is_safe_auth, u.position, u.is_sign_user,
       (SELECT count(*)::int FROM gongsil_rooms g WHERE g.agent_id = a.id AND g.bucket = 'pick') AS pick_count,
       (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone, 'position', c.position) ORDER BY c.id), '[]'::json)
          FROM agent_contacts c WHERE c.agent_id = a.id) AS contacts,
       (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'email', s.email, 'phone', s.phone, 'position', s.position) ORDER BY s.id), '[]'::json)
          FROM users s WHERE s.agent_id = a.id AND lower(s.email) <> lower(a.email) AND s.withdrawn_at IS NULL) AS staff,
       ${openLinesJsonSql('a.id', '$1')} AS open_lines,
       ${ACTIVE_VERSION_SQL} AS config_version, ${ACTIVE_ROLLOUT_SQL} AS config_rollout,
       me.user_id AS me_user_id, me.agent_id AS me_agent_id, u.role = 'staff' AS me_staff,
       ${REPORT_FIELD_COLUMNS}
  FROM me JOIN users u ON u.id = me.user_id JOIN agents a ON a.id = u.agent_id
  ${reportFieldsJoin('a.id')}`;

export type AgentInfo = Result<'getAgentInfo'>;

interface Person {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: Schema<'Position'>;
}

const people = (json: unknown): Person[] =>
  (typeof json === 'string' ? JSON.parse(json) : json) as Person[];

export function agentInfoOf(row: Row, today: string, config: ActiveConfig): AgentInfo {
  // 연락처 관리 lists the office's contacts (agent_contacts); 소속 직원 관리 its staff, the office's
  // own user accounts other than the representative's. Deleting a contact leaves the staff alone.
  const contacts = people(row.contacts);
  const staff = people(row.staff);
  const report = reportFieldsOf(row);
  // The products in use today, by the one rule (domain/product-periods.ts) the products screen,
  // the dashboard and the slots use: a product bought to start later is not in use yet.
  const using = usingItems(activeOn(openLinesOf(row.open_lines), today), config.products);
  const b = (k: string) => !!row[k];
  const n = (k: string) => Number(row[k] ?? 0);
  const s = (k: string) => (row[k] == null ? '' : String(row[k]));
  return {
    agent: {
      agentId: n('id'),
      agentName: s('name'),
      agentAddress: s('address'),
      agentTel: s('tel'),
      agentFacename: s('facename'),
      agentPhone: s('phone'),
      agentTels: (row.tels as string[]) ?? [],
      agentEmail: s('email'),
      agentBusinessId: s('business_id'),
      agentBusinessIdImg: (row.business_id_img as string | null) ?? null,
      agentRegId: s('reg_id'),
      agentRegIdImg: (row.reg_id_img as string | null) ?? null,
      agentSubUsers: staff,
      agentSignStatus: AgentSignStatusSchema.parse(row.sign_status),
      agentGreetings: s('greetings'),
      vested: b('vested'),
      nsdiAgentSeq: (row.nsdi_agent_seq as number | null) ?? null,
      bannedCount: n('banned_count'),
      isCeoSafeAuth: b('is_ceo_safe_auth'),
      isShowNsdiUpdateNoti: b('is_show_nsdi_update_noti'),
      agentContacts: contacts,
    },
    user: {
      userName: s('u_name'),
      userEmail: s('u_email'),
      userRoleType: toPosition(row.role_type),
      userDuty: s('duty'),
      userTel: s('u_tel'),
      userPhone: s('u_phone'),
      safePhone: s('safe_phone'),
      userIdx: n('u_id'),
      userProfile: (row.profile as string | null) ?? null,
      ...contactLists(config, (row.contact_methods as number[]) ?? []),
      chatContactMessage: s('chat_contact_message'),
      isShowSetContactMethod: b('is_show_set_contact_method'),
      unreadMessengerCount: n('unread_messenger_count'),
      isSafeAuth: b('is_safe_auth'),
      position: PositionSchema.parse(row.position),
      ...report,
    },
    item: {
      useRecommend: using.useRecommend,
      usePremium: using.usePremium,
      useVip: b('use_vip'),
      useItem: using.useItem,
      isOwnerTerms: b('is_owner_terms'),
      isAnalysis: b('is_analysis'),
      isMessenger: b('is_messenger'),
      isSubscribe: b('is_subscribe'),
      isDisplayLH: b('is_display_lh'),
      isServeUser: b('is_serve_user'),
      isServeItemUsedApt: b('is_serve_item_used_apt'),
      isServeItemUsedOfficetel: b('is_serve_item_used_officetel'),
      hasNaverItem: b('has_naver_item'),
    },
    sign: {
      agentSignStatus: AgentSignStatusSchema.parse(row.sign_status),
      isShowSignMenu: b('is_show_sign_menu'),
      isSignUser: b('is_sign_user'),
    },
    confirm: { useCount: n('confirm_use_count') },
    owner: {
      useCount: n('owner_use_count'),
      maxCount: n('owner_max_count'),
      usePickCount: n('pick_count'),
      isOwnerTerms: b('is_owner_terms'),
      addressSigungu: s('address_sigungu'),
    },
    gongsilCenter: {
      isGongsilCenterTerms: b('gc_terms'),
      isGongsilCenterAlimtalk: b('gc_alimtalk'),
      hasGongsilCenterEdit: n('gc_edit_count') > 0,
      hasGongsilCenterRoomPublicCheck: n('gc_public_check_count') > 0,
      gongsilCenterEditCount: n('gc_edit_count'),
      gongsilCenterRoomPublicCheckCount: n('gc_public_check_count'),
    },
    chat: { responseLevel: s('chat_response_level') },
    receptionist: {
      name: s('receptionist_name'),
      phone: s('receptionist_phone'),
      message: s('receptionist_message'),
    },
  };
}

/** The session record the user `userId` gets at login, read without any session of theirs and
 * without writing anything; null for an unknown id. */
export async function agentInfoOfUser(
  q: Db['query'],
  userId: number,
  config: ActiveConfig,
): Promise<AgentInfo | null> {
  const today = todayKst();
  const [row] = await q<Row>(userIdSql(AGENT_INFO, 1), [today, userId], { prepare: true });
  return row ? agentInfoOf(row, today, config) : null;
}
