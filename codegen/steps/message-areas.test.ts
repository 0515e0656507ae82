// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/problems';
import { messageAreaModules } from './message-areas';

const SOURCES = ['spec/config/messages.ko.json', 'spec/config/messages.ko.schema.json'];
const content = (files: { path: string; content: string }[], path: string) =>
  files.find((f) => f.path === `src/generated/config/${path}`)?.content;

describe('message areas (codegen/steps/message-areas.ts)', () => {
  const files = messageAreaModules(
    {
      common: { close: '닫기', nested: { a: '가' } },
      routeError: { title: '오류', empty: '' },
      pages: { login: { title: '로그인' }, findPassword: { title: '비밀번호 찾기' } },
    },
    SOURCES,
  );

  it('writes one module per section, and one per child of a section made only of objects', () => {
    expect(files.map((f) => f.path).sort()).toEqual([
      'src/generated/config/messages.ts',
      'src/generated/config/messages/common.ts',
      'src/generated/config/messages/index.ts',
      'src/generated/config/messages/pages/find-password.ts',
      'src/generated/config/messages/pages/index.ts',
      'src/generated/config/messages/pages/login.ts',
      'src/generated/config/messages/route-error.ts',
    ]);
  });

  it('re-exports the areas as one `messages` namespace, nested sections as namespaces', () => {
    expect(content(files, 'messages.ts')).toContain(
      "export * as messages from './messages/index';",
    );
    expect(content(files, 'messages/index.ts')).toBe(
      "export { common } from './common';\n" +
        "export { routeError } from './route-error';\n" +
        "export * as pages from './pages/index';\n",
    );
    expect(content(files, 'messages/pages/index.ts')).toBe(
      "export { login } from './login';\nexport { findPassword } from './find-password';\n",
    );
  });

  it('each area registers its built-in texts as a config part at its pointer, marked pure so an unread area is dropped', () => {
    expect(content(files, 'messages/pages/find-password.ts')).toContain(
      `const texts = {\n  "title": "비밀번호 찾기"\n} as const;\n\nexport const findPassword: Texts<typeof texts> = /* @__PURE__ */ configDefaults('messages.ko', "/pages/findPassword", texts);`,
    );
    expect(content(files, 'messages/common.ts')).toMatch(
      /^import \{ configDefaults, type Texts \} from '@\/lib\/config\/parts';/,
    );
  });

  it('refuses a section name that cannot be an export, and a section that is not an object', () => {
    const problem = (data: Record<string, unknown>) => {
      try {
        messageAreaModules(data, SOURCES);
      } catch (e) {
        if (e instanceof ConfigError) return e.message;
        throw e;
      }
      return '';
    };
    expect(problem({ 'route-error': { a: 'b' } })).toBe(
      'spec/config/messages.ko.json#/route-error: 허용되지 않는 형식입니다 (^[A-Za-z_$][\\w$]*$) [schema.pattern]',
    );
    expect(problem({ pages: { default: { a: 'b' } } })).toBe(
      'spec/config/messages.ko.json#/pages/default: 허용되지 않는 형식입니다 (^[A-Za-z_$][\\w$]*$) [schema.pattern]',
    );
    expect(problem({ title: '제목' })).toBe(
      'spec/config/messages.ko.json#/title: 항목 묶음 형식이어야 합니다 [schema.type]',
    );
  });
});
