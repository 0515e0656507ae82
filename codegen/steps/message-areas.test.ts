// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SpecError } from '../lib/report';
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

  it('each area registers its texts under its dotted path, marked pure so an unread area is dropped', () => {
    expect(content(files, 'messages/pages/find-password.ts')).toContain(
      `export const findPassword = /* @__PURE__ */ messageArea("pages.findPassword", {\n  "title": "비밀번호 찾기"\n} as const);`,
    );
    expect(content(files, 'messages/common.ts')).toMatch(
      /^import \{ messageArea \} from '@\/lib\/runtime-config\/message-areas';/,
    );
  });

  it('refuses a section name that cannot be an export, and a section that is not an object', () => {
    const problem = (data: Record<string, unknown>) => {
      try {
        messageAreaModules(data, SOURCES);
      } catch (e) {
        if (e instanceof SpecError) return e.message;
        throw e;
      }
      return '';
    };
    expect(problem({ 'route-error': { a: 'b' } })).toBe(
      'spec/config/messages.ko.json#/route-error: a message section name must be a JavaScript identifier',
    );
    expect(problem({ pages: { default: { a: 'b' } } })).toBe(
      'spec/config/messages.ko.json#/pages/default: a message section name must be a JavaScript identifier',
    );
    expect(problem({ title: '제목' })).toBe(
      'spec/config/messages.ko.json#/title: a message section must be an object',
    );
  });
});
