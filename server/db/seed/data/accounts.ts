// The demo accounts (README "Demo logins") and the office contacts. `n` numbers the demo
// phone numbers so that each user has their own; `office` is a key of ./offices.ts.
import type { SeedStep } from '../table.ts';

interface Account {
  n: number;
  office: string;
  email: string;
  name: string;
  roleType: number | null;
  position: 0 | 1 | 2;
  contactMethods: number[];
  chatMessage?: string;
  showSetContact?: boolean;
  phoneVerified?: boolean;
  signUser?: boolean;
  warnings?: number;
  penaltyDays?: number;
}

// prettier-ignore
export const ACCOUNTS: Account[] = [
  { n: 1, office: 'master', email: 'master@demo.kr', name: '김대표', roleType: 0, position: 0, contactMethods: [2, 3], chatMessage: '빠르게 답변드립니다', signUser: true },
  { n: 2, office: 'master', email: 'sub@demo.kr', name: '박소속', roleType: 1, position: 1, contactMethods: [1, 2], signUser: true },
  { n: 3, office: 'serve', email: 'serve@demo.kr', name: '이서브', roleType: 0, position: 0, contactMethods: [1, 2, 3], chatMessage: '아파트 전문입니다', signUser: true },
  { n: 4, office: 'report', email: 'report@demo.kr', name: '정신고', roleType: 0, position: 0, contactMethods: [1, 2], signUser: true, warnings: 2 },
  { n: 5, office: 'report', email: 'report2@demo.kr', name: '한동료', roleType: 1, position: 1, contactMethods: [2] },
  { n: 6, office: 'penalty', email: 'penalty@demo.kr', name: '오제한', roleType: 0, position: 0, contactMethods: [1], signUser: true, warnings: 3, penaltyDays: 5 },
  { n: 7, office: 'chain', email: 'chain@demo.kr', name: '윤체인', roleType: null, position: 0, contactMethods: [], showSetContact: true, phoneVerified: false },
  { n: 8, office: 'role2', email: 'role2@demo.kr', name: '강보조', roleType: 2, position: 2, contactMethods: [2] },
  { n: 9, office: 'nosign', email: 'nosign@demo.kr', name: '배무계', roleType: 0, position: 0, contactMethods: [2, 3], chatMessage: '문의 환영합니다' },
];

/** Staff of an office without a login of their own (no password: nobody signs in as them). They
 * are listed in 소속 직원 관리 with the accounts; deleting their contact leaves them there. */
const STAFF = [
  {
    office: 'master',
    email: 'assist@demo.kr',
    name: '최보조',
    phone: '010-2030-3030',
    position: 2,
  },
] as const;

/** The office contacts (연락처 관리) of the master office's staff: entries of a list, not the staff
 * members themselves (agents' staff are their users: 소속 직원 관리). */
const CONTACTS = [
  { office: 'master', name: '박소속', email: 'sub@demo.kr', phone: '010-2020-3020', position: 1 },
  {
    office: 'master',
    name: '최보조',
    email: 'assist@demo.kr',
    phone: '010-2030-3030',
    position: 2,
  },
];

const DUTY = ['대표', '소속공인중개사', '중개보조원'] as const;

export const accounts: SeedStep = ({ id, now, passwordHash }) => ({
  table: 'users',
  rows: ACCOUNTS.map(({ n, ...u }) => ({
    key: u.email,
    agent_id: id('agents', u.office),
    email: u.email,
    password_hash: passwordHash,
    name: u.name,
    role_type: u.roleType,
    duty: DUTY[u.position],
    tel: `02-88${n}-33${n}3`,
    phone: `010-20${n}0-30${n}0`,
    safe_phone: `0507-13${n}0-40${n}0`,
    profile: null,
    contact_methods: u.contactMethods,
    chat_contact_message: u.chatMessage ?? '',
    is_show_set_contact_method: u.showSetContact ?? false,
    unread_messenger_count: n % 4,
    is_safe_auth: true,
    position: u.position,
    phone_verified: u.phoneVerified ?? true,
    is_sign_user: u.signUser ?? false,
    warning_count: u.warnings ?? 0,
    penalty_until:
      u.penaltyDays === undefined ? null : new Date(now.getTime() + u.penaltyDays * 86_400_000),
  })),
});

export const staff: SeedStep = ({ id }) => ({
  table: 'users',
  rows: STAFF.map((s) => ({
    key: s.email,
    agent_id: id('agents', s.office),
    email: s.email,
    password_hash: '',
    name: s.name,
    role_type: s.position,
    duty: DUTY[s.position],
    phone: s.phone,
    position: s.position,
  })),
});

export const contacts: SeedStep = ({ id }) => ({
  table: 'agent_contacts',
  rows: CONTACTS.map(({ office, ...c }) => ({ agent_id: id('agents', office), ...c })),
});
