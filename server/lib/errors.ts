// The error every layer throws for an answer other than success, and the shared Korean messages.
// Kept apart from the request helpers (http.ts) so the config store, orders, rooms and plugins
// depend on nothing but this.

export class ApiError extends Error {
  /** More fields of the answer beside code and msg (the config checker's problems, conflicts). */
  details?: Record<string, unknown>;
  constructor(
    public status: number,
    msg: string,
    public code: number = status,
  ) {
    super(msg);
  }

  with(details: Record<string, unknown>): this {
    this.details = { ...this.details, ...details };
    return this;
  }
}

export const MSG = {
  badRequest: '요청 형식이 올바르지 않습니다.',
  login: '로그인이 필요합니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  apiNotFound: '요청한 API를 찾을 수 없습니다.',
  server: '서버 오류가 발생했습니다.',
  tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  mediaType: '요청 본문은 JSON(application/json)으로 보내주세요.',
  noBody: '요청 본문이 필요합니다.',
  masterOnly: '대표(마스터) 계정만 이용할 수 있습니다.',
  nul: '입력값에 사용할 수 없는 문자(NUL)가 있습니다.',
  tooDeep: '요청 본문이 너무 깊게 중첩되어 있습니다.',
} as const;
