import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@/generated/config/messages';
import { productsConfig } from '@/generated/config/products';
import { uiConfig } from '@/generated/config/ui';
import { publishForTest, resetConfig, versionWith } from '@/testing/config';
import { setActiveSnapshot } from './store';
import { readConfig, useConfig, useConfigVersion } from './index';

function Title() {
  const t = useConfig(messages.gongsil);
  const ui = useConfig(uiConfig);
  return (
    <h1 data-width={ui.layout.contentWidth}>
      {t.title} · {t.tabs.pick}
    </h1>
  );
}

/** Reads config outside a hook (as the date picker does) and subscribes to its changes. */
function ReadTitle() {
  useConfigVersion();
  return <h2>{readConfig(messages.gongsil).title}</h2>;
}

describe('the one accessor: the active version over the built-in values', () => {
  it('renders again when a rollout changes the config under the same version', () => {
    const titled = (title: string) =>
      versionWith(3, (f) => (f['messages.ko'].gongsil.title = title));
    act(() => setActiveSnapshot(titled('모두')));
    render(<ReadTitle />);
    act(() => setActiveSnapshot({ ...titled('강남구 먼저'), rollout: 7 }));
    expect(screen.getByRole('heading')).toHaveTextContent('강남구 먼저');
  });

  it('renders the built-in values, then follows a publish without remounting', () => {
    render(<Title />);
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('공실센터 목록 · 중개의뢰');
    act(() => {
      publishForTest((f) => {
        f['messages.ko'].gongsil.title = '공실 (게시)';
        f.ui.layout.contentWidth = 1280;
      });
    });
    expect(screen.getByRole('heading')).toBe(heading);
    expect(heading).toHaveTextContent('공실 (게시) · 중개의뢰');
    expect(heading).toHaveAttribute('data-width', '1280');
    act(() => resetConfig());
    expect(heading).toHaveTextContent('공실센터 목록 · 중개의뢰');
  });

  it('reads a part at call time outside React, and any object part of a file', () => {
    publishForTest((f) => (f.products.products[0].label = '게시 상품'));
    expect(readConfig(productsConfig).products[0]!.label).toBe('게시 상품');
    publishForTest((f) => (f['messages.ko'].pages.sign.agreement.title = '약관 (게시)'));
    expect(readConfig(messages.pages.sign.agreement).title).toBe('약관 (게시)');
    expect(readConfig(messages.pages.sign).agreement.title).toBe('약관 (게시)');
  });

  it('gives a key the version does not change its built-in value (a key added after the publish)', () => {
    publishForTest((f) => (f['messages.ko'].gongsil.title = '다른 것만 바꿈'));
    expect(readConfig(messages.gongsil).tabs.pick).toBe('중개의뢰');
  });

  it('hands the same object to every reader until the version changes', () => {
    publishForTest((f) => (f['messages.ko'].gongsil.title = 'x'));
    expect(readConfig(messages.gongsil)).toBe(readConfig(messages.gongsil));
    expect(readConfig(messages.cart)).toBe(messages.cart);
  });

  it('refuses an object that is not a config part, loudly', () => {
    expect(() => readConfig({ not: 'a part' })).toThrow(/part of a generated config module/);
  });
});
