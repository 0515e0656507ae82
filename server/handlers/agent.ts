// Handlers of tag "agent": the grouped session record, role, phone verification, contacts.
import { inPositionList, roleChoices, toPosition } from '../../domain/positions.ts';
import { AgentSignStatusSchema, PositionSchema } from '../../src/generated/api/zod.ts';
import { uiConfig } from '../../src/generated/config/ui.ts';
import { auth, isMasterAuth } from '../lib/auth.ts';
import { contactLists } from '../lib/contact-codes.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import type { Schema } from '../lib/operations.ts';
import {
  REPORT_FIELD_COLUMNS,
  reportFieldsJoin,
  reportFieldsOf,
  type ReportFieldRow,
} from '../lib/report-fields.ts';
import { signedInQuery } from '../lib/session.ts';

type R = Record<string, unknown>;

const AGENT_INFO = `SELECT a.*, u.name AS u_name, u.email AS u_email, u.role_type, u.duty, u.tel AS u_tel, u.phone AS u_phone, u.safe_phone,
       u.id AS u_id, u.profile, u.contact_methods, u.chat_contact_message, u.is_show_set_contact_method,
       u.unread_messenger_count, u.is_safe_auth, u.position, u.is_sign_user,
       (SELECT count(*)::int FROM gongsil_rooms g WHERE g.agent_id = a.id AND g.bucket = 'pick') AS pick_count,
       (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone, 'position', c.position) ORDER BY c.id), '[]'::json)
          FROM agent_contacts c WHERE c.agent_id = a.id) AS contacts,
       ${REPORT_FIELD_COLUMNS}
  FROM me JOIN users u ON u.id = me.user_id JOIN agents a ON a.id = u.agent_id
  ${reportFieldsJoin('a.id')}`;

export function agentHandlers({ db }: Ctx): Handlers {
  return {
    async getAgentInfo(req) {
      // One statement: the session, the office, the user, the counters and the pending reports.
      const [row] = await signedInQuery<R & ReportFieldRow>(db, req, AGENT_INFO);
      const contacts = (
        typeof row.contacts === 'string' ? JSON.parse(row.contacts) : row.contacts
      ) as {
        id: number;
        name: string;
        email: string;
        phone: string;
        position: Schema<'Position'>;
      }[];
      const report = reportFieldsOf(row);
      const b = (k: string) => !!row[k];
      const n = (k: string) => Number(row[k] ?? 0);
      const s = (k: string) => (row[k] == null ? '' : String(row[k]));
      return ok({
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
          agentSubUsers: contacts,
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
          ...contactLists((row.contact_methods as number[]) ?? []),
          chatContactMessage: s('chat_contact_message'),
          isShowSetContactMethod: b('is_show_set_contact_method'),
          unreadMessengerCount: n('unread_messenger_count'),
          isSafeAuth: b('is_safe_auth'),
          position: PositionSchema.parse(row.position),
          ...report,
        },
        item: {
          useRecommend: b('use_recommend'),
          usePremium: b('use_premium'),
          useVip: b('use_vip'),
          useItem: b('use_item'),
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
      });
    },
    async postSetRole2(req) {
      const a = auth(req);
      const { roleType } = body<{ roleType: number }>(req);
      if (!inPositionList(roleChoices(uiConfig.positions, isMasterAuth(a)), roleType)) {
        throw new ApiError(
          419,
          isMasterAuth(a)
            ? '대표 계정은 대표공인중개사 또는 중개보조원만 선택할 수 있습니다.'
            : '소속 계정은 소속공인중개사만 선택할 수 있습니다.',
        );
      }
      await db.query('UPDATE users SET role_type = $2, position = $2 WHERE id = $1', [
        a.userId,
        roleType,
      ]);
      return ok(true);
    },
    async getVerifyTel(req) {
      const [u] = await db.query<{ phone_verified: boolean }>(
        'SELECT phone_verified FROM users WHERE id = $1',
        [auth(req).userId],
      );
      return ok({ isVerify: !!u?.phone_verified });
    },
    async deleteAgentContact(req) {
      const a = auth(req);
      if (!isMasterAuth(a)) throw new ApiError(400, '대표 계정만 소속 계정을 삭제할 수 있습니다.');
      const { id } = params<{ id: number }>(req);
      const rows = await db.query(
        'DELETE FROM agent_contacts WHERE id = $1 AND agent_id = $2 RETURNING id',
        [id, a.agentId],
      );
      if (rows.length === 0) throw new ApiError(404, MSG.notFound);
      return ok(true);
    },
  };
}
