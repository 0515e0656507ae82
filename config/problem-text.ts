// The Korean text of every problem the config checker can report, keyed by its code. The studio
// shows these under the field, and codegen prints them with the file and pointer; nothing parses
// a message back. `{name}` is filled from the problem's params. A code missing here does not
// compile (ProblemCode is this table's keys); `problem-text.test.ts` checks that every schema
// keyword the config schemas use has its own text.
export const PROBLEM_TEXT = {
  // JSON Schema keywords (ajv's error params).
  'schema.type': '{type} 형식이어야 합니다',
  'schema.minimum': '{limit} 이상이어야 합니다',
  'schema.maximum': '{limit} 이하여야 합니다',
  'schema.exclusiveMinimum': '{limit}보다 커야 합니다',
  'schema.exclusiveMaximum': '{limit}보다 작아야 합니다',
  'schema.minLength': '{limit}자 이상 입력해야 합니다',
  'schema.maxLength': '{limit}자 이하로 입력해야 합니다',
  'schema.pattern': '허용되지 않는 형식입니다 ({pattern})',
  'schema.format': '{format} 형식이 아닙니다',
  'schema.enum': '허용된 값 중 하나여야 합니다: {allowedValues}',
  'schema.const': '{allowedValue}이어야 합니다',
  'schema.required': '필수 항목 {missingProperty}이(가) 없습니다',
  'schema.additionalProperties': '알 수 없는 항목 {additionalProperty}이(가) 있습니다',
  'schema.minItems': '{limit}개 이상이어야 합니다',
  'schema.maxItems': '{limit}개 이하여야 합니다',
  'schema.minProperties': '{limit}개 이상 입력해야 합니다',
  'schema.maxProperties': '{limit}개 이하로 입력해야 합니다',
  'schema.uniqueItems': '같은 값이 두 번 있습니다 ({i}번째와 {j}번째)',
  'schema.other': '{detail}',
  // Files and ownership.
  'file.missing': '설정 파일이 없습니다',
  'file.unknown': '알 수 없는 설정 파일입니다',
  'file.unreadable': 'JSON으로 읽을 수 없습니다: {detail}',
  'owner.developer': '개발자가 관리하는 값이라 스튜디오에서 바꿀 수 없습니다',
  'publish.unchanged': '게시된 버전과 달라진 내용이 없습니다',
  // Conditions (CEL over the session fields).
  'condition.unknownField': '알 수 없는 세션 항목 {field}을(를) 사용했습니다',
  'condition.invalid': '조건식의 문법이 올바르지 않습니다 ({detail})',
  'condition.notBool': '조건식의 결과가 참/거짓이 아닙니다 ({type})',
  'condition.unsupported':
    '{what}은(는) 조건식에 쓸 수 없습니다 (!, &&, ||, 비교, startsWith, contains, in [값 목록], 항목과 값만 쓸 수 있습니다)',
  // The catalogue.
  'product.duplicateType': '상품 유형 번호 {type}이(가) 중복됩니다 ({other}번째 상품과 같음)',
  'product.duplicateKey': '상품 키 {key}이(가) 중복됩니다',
  'product.unknownGroup': '없는 상품 그룹 {group}입니다',
  'product.unknownFamily': '패키지 상품에 알맞은 패키지 구성({family})이 없습니다',
  'product.defaultDayNotTier': '기본 기간 {day}일이 패키지 구성 {family}의 기간에 없습니다',
  'product.needsPrices': '패키지가 아닌 상품에는 기간별 가격이 있어야 합니다',
  'product.noDefaultPrice': '기본 기간 {day}일의 가격이 없습니다',
  'product.unknownType': '없는 상품 유형 번호 {type}입니다',
  'product.soldForFree': '판매 중인 상품의 가격이 0원입니다',
  'product.usedByCode':
    '포털 코드가 상품 키 {key}(으)로 찾는 상품이 없습니다. 이 상품은 지우거나 키를 바꿀 수 없습니다',
  'intro.duplicatePage': '소개 페이지 {page}이(가) 두 번 있습니다',
  'intro.unknownPage': '없는 소개 페이지 {page}입니다',
  'intro.unknownGroup': '없는 상품 그룹 {group}입니다',
  'intro.unknownProduct': '없는 상품 키 {key}입니다',
  // Routes, menus and popup chains.
  'route.duplicatePath': '경로 {path}이(가) 중복됩니다',
  'route.duplicateId': '경로 id {id}이(가) 중복됩니다',
  'route.paramNotInPath': "경로에 ':{name}' 부분이 없습니다",
  'route.prefixWithoutRoute': '{prefix} 아래에 로그인이 필요한 경로가 없습니다',
  'route.unknownId': '없는 경로 id {id}입니다',
  'menu.noRoute': '{path}은(는) 어떤 경로와도 맞지 않습니다',
  'menu.noGuardText': '안내 문구 guards.{key}이(가) 문구 파일에 없습니다',
  'chain.duplicateId': '팝업 체인 id {id}이(가) 중복됩니다',
  'chain.pathTaken': '{path}에서는 이미 다른 팝업 체인이 실행됩니다',
  'chain.duplicateStep': '팝업 단계 id {id}이(가) 중복됩니다',
  'chain.needsCookie': '{type} 단계에는 쿠키 설정이 있어야 합니다',
  'chain.cookieNeedsSeq': '{type} 단계의 쿠키 이름에는 공지 번호 자리(seq)가 들어가야 합니다',
  'review.unknownPlace': '{file} 설정에 이 위치({path})가 없어 이 규칙으로는 검토를 받지 않습니다',
  // Keys the code reads (messages.ko.json, ui.json).
  'key.unused': '코드에서 쓰지 않는 항목입니다',
  'key.missing': '코드에서 쓰는 항목인데 없습니다',
} as const;

export type ProblemCode = keyof typeof PROBLEM_TEXT;
export type ProblemParams = Readonly<Record<string, string | number>>;

/** JSON Schema type names as staff say them (`schema.type`'s `{type}`). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: '정수',
  number: '숫자',
  string: '문자열',
  boolean: '참/거짓',
  object: '항목 묶음',
  array: '목록',
  null: '빈 값',
};

/** The Korean text of a problem: its code's text with the params filled in. */
export function problemText(code: ProblemCode, params: ProblemParams = {}): string {
  const template: string = PROBLEM_TEXT[code] ?? PROBLEM_TEXT['schema.other'];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (code === 'schema.type' && name === 'type')
      return value
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' 또는 ');
    return value;
  });
}
