// Korean answers of the office-staff calls (issue 27 #2).
export const STAFF_INVITE = {
  /** An invitee may take a day or two to set their password. */
  codeHours: 72,
  maxTries: 5,
  answerFloorMs: 400,
} as const;

export const STAFF_MSG = {
  deactivated: '비활성화된 계정입니다. 중개사무소 대표 계정에 문의해주세요.',
  emailTaken: '이미 가입된 이메일입니다. 다른 이메일로 초대해주세요.',
  position: '소속 직원의 직책은 소속공인중개사 또는 중개보조원만 선택할 수 있습니다.',
  notFound: '소속 직원을 찾을 수 없습니다.',
  reassignNeeded: '이 직원이 등록한 매물이 있습니다. 매물을 넘겨받을 직원을 선택해주세요.',
  reassignTarget: '매물을 넘겨받을 직원은 같은 중개사무소의 사용 중인 계정이어야 합니다.',
  alreadyActive: '이미 비밀번호를 설정한 직원입니다.',
  badCode: `인증번호가 올바르지 않거나 만료되었습니다. 인증번호는 ${STAFF_INVITE.codeHours}시간 안에 ${STAFF_INVITE.maxTries}번까지 입력할 수 있습니다.`,
  tooLong: '비밀번호는 72바이트 이하로 입력해주세요. (영문·숫자·기호 72자, 한글 24자까지)',
} as const;

export const inviteText = (office: string, code: string) =>
  `[다방프로] ${office}에서 소속 직원으로 초대했습니다. 인증번호 ${code}로 ${STAFF_INVITE.codeHours}시간 안에 비밀번호를 설정해주세요.`;
