import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { menusConfig } from '@/generated/config/menus';
import { renderWithApp } from '@/testing/render';
import { problem } from '@config/problems';
import type { StudioFiles, StudioProblem } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import MenusSection from './menus-section';

type Menus = StudioFiles['menus'];

/** The built-in menus cut to a few rows of each kind: the same shapes, a fraction of the render. */
function someMenus(): Menus {
  const m = structuredClone(menusConfig) as any;
  const pick = (list: unknown[], at: number[]) => at.map((i) => list[i]);
  m.intro.items = pick(m.intro.items, [0, 15]);
  m.management.items = pick(m.management.items, [0, 1, 6, 7, 10]);
  m.tools.items = pick(m.tools.items, [0]);
  return m;
}

function Harness({
  onFile,
  problems = [],
}: {
  onFile: (f: Menus) => void;
  problems?: StudioProblem[];
}) {
  const [files, setFiles] = useState<StudioFiles>(() => ({ ...studioFiles(), menus: someMenus() }));
  return (
    <MenusSection
      files={files}
      activeFiles={files}
      problems={problems}
      onChange={(name, next) => {
        onFile(next as Menus);
        setFiles((f) => ({ ...f, [name]: next }));
      }}
    />
  );
}

const group = (name: string) => screen.getByRole('region', { name });
const item = (groupName: string, label: string) =>
  within(group(groupName)).getByRole('listitem', { name: label });

describe('header menus editor', { timeout: 60_000 }, () => {
  it('renames an item with Korean typed in, saved on blur at that item', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const label = within(item('중개관리', '결제 내역')).getByRole('textbox', { name: '이름' });
    await user.clear(label);
    await user.type(label, '결제 내역 보기');
    expect(onFile).not.toHaveBeenCalled();
    await user.tab();
    const next = onFile.mock.lastCall![0] as Menus;
    expect(
      next.management.items.find((i) => 'path' in i && i.path === '/product/payment-list')!.label,
    ).toBe('결제 내역 보기');
  });

  it('accepts only paths that reach a route of the app', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    // The item is keyed by what it opens, so its row is found again after the path changes.
    const path = () =>
      within(item('서비스 소개', '공지사항')).getByRole('textbox', {
        name: '공지사항 연결 화면 경로',
      });
    await user.clear(path());
    await user.type(path(), '/no-such-screen');
    await user.tab();
    expect(path()).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(item('서비스 소개', '공지사항')).getByText('앱에 없는 화면 경로입니다.'),
    ).toBeInTheDocument();
    await user.clear(path());
    await user.type(path(), '/service/faq');
    await user.tab();
    expect(path()).not.toHaveAttribute('aria-invalid');
    expect((onFile.mock.lastCall![0] as Menus).intro.items[1]).toEqual({
      path: '/service/faq',
      label: '공지사항',
    });
  });

  it('shows developer-owned parts read-only: tool paths, actions, outside addresses', () => {
    renderWithApp(<Harness onFile={vi.fn()} />);
    expect(
      within(item('업무도구', '고객관리')).getByText('업무도구 /customer'),
    ).toBeInTheDocument();
    expect(
      within(item('업무도구', '고객관리')).queryByRole('textbox', { name: /연결 화면 경로/ }),
    ).not.toBeInTheDocument();
    expect(
      within(item('중개관리', '패널티 현황')).getByText('동작 report-history PENALTY'),
    ).toBeInTheDocument();
    expect(
      within(item('사용자 메뉴', '이용 가이드')).getByText(/외부 주소 https:/),
    ).toBeInTheDocument();
    expect(
      within(item('사용자 메뉴', '로그아웃')).queryByRole('button', { name: /삭제/ }),
    ).not.toBeInTheDocument();
  });

  it('edits the checks of a link: a new check with a Korean text to show, its condition checked live', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const row = item('중개관리', '다방 매물관리');
    await user.click(within(row).getByRole('button', { name: '확인 조건 추가' }));
    await user.selectOptions(
      within(row).getByRole('combobox', { name: '보여줄 문구' }),
      'contractBusiness',
    );
    const deny = within(row).getByRole('textbox', { name: '다방 매물관리 막는 조건 1' });
    await user.clear(deny);
    await user.type(deny, '!isCeoSafeAuth &&');
    expect(
      await within(row).findByText(/^조건식의 문법이 올바르지 않습니다 \(/),
    ).toBeInTheDocument();
    await user.type(deny, ' isMaster');
    await user.tab();
    const link = (onFile.mock.lastCall![0] as Menus).management.items[0]!;
    expect(link).toMatchObject({
      path: '/room/dabang-list',
      checks: [{ deny: '!isCeoSafeAuth && isMaster', message: 'contractBusiness' }],
    });
  });

  it('adds a link to a group and refuses one without a route', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const form = screen.getByRole('form', { name: '비로그인 메뉴 링크 추가' });
    await user.type(within(form).getByRole('textbox', { name: '새 메뉴 이름' }), '비밀번호 찾기');
    await user.type(within(form).getByRole('textbox', { name: '새 메뉴 경로' }), '/lost');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(within(form).getByText('앱에 없는 화면 경로입니다.')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
    await user.clear(within(form).getByRole('textbox', { name: '새 메뉴 경로' }));
    await user.type(within(form).getByRole('textbox', { name: '새 메뉴 경로' }), '/find-password');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect((onFile.mock.lastCall![0] as Menus).guest.at(-1)).toEqual({
      path: '/find-password',
      label: '비밀번호 찾기',
    });
    expect(item('비로그인 메뉴', '비밀번호 찾기')).toBeInTheDocument();
  });

  it("marks the field a checker problem's pointer names", () => {
    const problems = [
      problem('menus', '/management/items/3/checks/1/deny', 'condition.unknownField', {
        field: 'x',
      }),
    ];
    renderWithApp(<Harness onFile={vi.fn()} problems={problems} />);
    const deny = within(item('중개관리', '전자계약 관리')).getByRole('textbox', {
      name: '전자계약 관리 막는 조건 2',
    });
    expect(deny).toHaveAttribute('aria-invalid', 'true');
    expect(deny.id).toBe('studio-menus__management__items__3__checks__1__deny');
  });
});
