import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { problem } from '@config/problems';
import { problemMessage } from '../../model/problems';
import type { StudioFiles, StudioProblem } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import ChainSection from './chain-section';
import type { ChainFile } from './model/chain-file';

const chainFile = (): ChainFile => ({
  chains: [
    {
      id: 'startup',
      path: '/dashboard',
      steps: [
        {
          id: 'text-notice',
          type: 'text-notice',
          enabled: true,
          cookie: { name: 'notice_popup_{seq}', days: 365 },
        },
        {
          id: 'image-notice',
          type: 'image-notice',
          enabled: true,
          cookie: { name: 'event_banner_{seq}', days: 1 },
        },
        {
          id: 'role',
          type: 'role-select',
          enabled: true,
          when: "userRoleType == null || userRoleType == ''",
        },
        { id: 'no-item', type: 'no-item', enabled: true, when: 'isMaster && !useItem' },
      ],
    },
  ],
});

function Harness({
  problems = [],
  onFile,
}: {
  problems?: StudioProblem[];
  onFile: (f: ChainFile) => void;
}) {
  const [files, setFiles] = useState<StudioFiles>(() => ({
    ...studioFiles(),
    'popup-chain': chainFile(),
  }));
  return (
    <ChainSection
      files={files}
      activeFiles={files}
      problems={problems}
      onChange={(name, next) => {
        onFile(next as ChainFile);
        setFiles((f) => ({ ...f, [name]: next }));
      }}
    />
  );
}

const CHAIN_ACCOUNT = {
  userId: 7,
  email: 'chain@demo.kr',
  name: '윤체인',
  agentName: '체인공인중개사',
  isMaster: true,
};

beforeEach(() => {
  server.use(apiOk('get', '/studio/accounts', { items: [CHAIN_ACCOUNT], total: 1 }));
});

const row = (name: string) => screen.getByRole('listitem', { name });
const ids = (f: ChainFile) => f.chains[0]!.steps.map((s) => s.id);

describe('popup chain editor', () => {
  it('turns a step off and changes a cookie lifetime, keyed by step id', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    await user.click(within(row('이미지 공지')).getByRole('checkbox', { name: '사용' }));
    expect(onFile.mock.lastCall![0].chains[0].steps[1]).toMatchObject({
      id: 'image-notice',
      enabled: false,
    });

    const days = within(row('텍스트 공지')).getByRole('textbox', {
      name: '텍스트 공지 닫은 뒤 숨기는 기간',
    });
    await user.clear(days);
    expect(within(row('텍스트 공지')).getByText('1일 이상으로 입력해주세요.')).toBeInTheDocument();
    await user.type(days, '7');
    expect(onFile.mock.lastCall![0].chains[0].steps[0].cookie).toEqual({
      name: 'notice_popup_{seq}',
      days: 7,
    });
  });

  it('checks a condition while typing Korean without cutting the composition, and saves it on blur', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const when = screen.getByRole('textbox', { name: '직책 선택 표시 조건' });
    await user.clear(when);
    // Hangul arrives through IME composition; the field keeps every syllable and checks later.
    fireEvent.compositionStart(when);
    await user.type(when, 'isMaster && 대표');
    fireEvent.compositionEnd(when, { data: '대표' });
    expect(when).toHaveValue('isMaster && 대표');
    expect(onFile).not.toHaveBeenCalled();
    expect(
      await within(row('직책 선택')).findByText(/^조건식의 문법이 올바르지 않습니다 \(/),
    ).toBeInTheDocument();

    await user.clear(when);
    await user.type(when, 'isMaster && isRich');
    expect(
      await within(row('직책 선택')).findByText('알 수 없는 세션 항목 isRich을(를) 사용했습니다'),
    ).toBeInTheDocument();
    await user.clear(when);
    await user.type(when, 'isMaster == 3');
    expect(
      await within(row('직책 선택')).findByText(/^조건식의 문법이 올바르지 않습니다 \(.*overload/),
    ).toBeInTheDocument();
    await user.clear(when);
    await user.type(when, 'isMaster');
    expect(await within(row('직책 선택')).findByText('조건식이 올바릅니다.')).toBeInTheDocument();
    await user.tab();
    expect(onFile.mock.lastCall![0].chains[0].steps[2].when).toBe('isMaster');
  });

  it('removes the condition when the field is emptied', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const when = screen.getByRole('textbox', { name: '상품 없음 안내 표시 조건' });
    await user.clear(when);
    await user.tab();
    expect(onFile.mock.lastCall![0].chains[0].steps[3]).not.toHaveProperty('when');
  });

  it("shows the checker's problem at the field its pointer names", () => {
    const problems = [
      problem('popup-chain', '/chains/0/steps/2/when', 'condition.unknownField', {
        field: 'isRich',
      }),
    ];
    renderWithApp(<Harness problems={problems} onFile={vi.fn()} />);
    const when = screen.getByRole('textbox', { name: '직책 선택 표시 조건' });
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when.id).toBe('studio-popup-chain__chains__0__steps__2__when');
    expect(
      within(row('이미지 공지')).getByRole('textbox', { name: '이미지 공지 표시 조건' }),
    ).not.toHaveAttribute('aria-invalid');
  });

  it('moves a step with the keyboard: lift with Space, arrows, drop with Space', async () => {
    const onFile = vi.fn();
    renderWithApp(<Harness onFile={onFile} />);
    // jsdom has no layout: give each row the box it would have in a browser, 80px apart.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const li = this.closest('li[data-step]');
      const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
      const top = index * 80;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 800,
        height: 72,
        right: 800,
        bottom: top + 72,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const handle = screen.getByRole('button', { name: '직책 선택 순서 옮기기' });
    handle.focus();
    const frame = () => act(() => new Promise((r) => requestAnimationFrame(r)));
    for (const key of [' ', 'ArrowUp', 'ArrowUp', ' ']) {
      fireEvent.keyDown(handle, { code: key === ' ' ? 'Space' : key, key });
      await frame();
    }
    await waitFor(() => expect(onFile).toHaveBeenCalled());
    expect(ids(onFile.mock.lastCall![0])).toEqual([
      'role',
      'text-notice',
      'image-notice',
      'no-item',
    ]);
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('data-step'))).toEqual([
      'role',
      'text-notice',
      'image-notice',
      'no-item',
    ]);
  });
});

describe('who sees it', () => {
  it('lists each step for the chosen account, with the session values that decided it', async () => {
    server.use(
      apiOk('get', '/studio/accounts', {
        items: [
          {
            userId: 7,
            email: 'chain@demo.kr',
            name: '윤체인',
            agentName: '체인공인중개사',
            isMaster: true,
          },
        ],
        total: 1,
      }),
      apiOk('get', '/studio/accounts/{id}/session', {
        account: {
          userId: 7,
          email: 'chain@demo.kr',
          name: '윤체인',
          agentName: '체인공인중개사',
          isMaster: true,
        },
        info: {
          agent: { agentEmail: 'chain@demo.kr' },
          user: { userEmail: 'chain@demo.kr', userRoleType: null },
          item: { useItem: false },
        },
      }),
    );
    const { user } = renderWithApp(<Harness onFile={vi.fn()} />);
    await user.click(within(row('이미지 공지')).getByRole('checkbox', { name: '사용' }));
    const pick = screen.getByRole('combobox', { name: '계정 선택' });
    await screen.findByRole('option', { name: 'chain@demo.kr · 윤체인 (체인공인중개사)' });
    await user.selectOptions(pick, '7');
    const table = await screen.findByRole('table', { name: 'startup 체인 · /dashboard' });
    const line = (step: string) => within(table).getByRole('row', { name: new RegExp(`^${step}`) });
    expect(within(line('직책 선택')).getByText('보임')).toBeInTheDocument();
    expect(within(line('직책 선택')).getByText('userRoleType = null')).toBeInTheDocument();
    expect(within(line('이미지 공지')).getByText('사용 안 함')).toBeInTheDocument();
    expect(within(line('상품 없음 안내')).getByText('isMaster = true')).toBeInTheDocument();
    expect(within(line('상품 없음 안내')).getByText('useItem = false')).toBeInTheDocument();
    expect(
      screen.getByText('3개 단계가 뜹니다: 텍스트 공지 → 직책 선택 → 상품 없음 안내'),
    ).toBeInTheDocument();
  });
});

describe('problems of a whole step or chain', () => {
  it('shows them with the step or chain they name', () => {
    const problems = [
      problem('popup-chain', '/chains/0/steps/1', 'chain.duplicateStep', { id: 'image-notice' }),
      problem('popup-chain', '/chains/0/path', 'menu.noRoute', { path: '/nowhere' }),
    ];
    renderWithApp(<Harness problems={problems} onFile={vi.fn()} />);
    expect(
      within(row('이미지 공지')).getByText('팝업 단계 id image-notice이(가) 중복됩니다'),
    ).toBeInTheDocument();
    const chain = screen.getByRole('region', { name: 'startup 체인 · /dashboard' });
    expect(within(chain).getByText(problemMessage(problems[1]!))).toBeInTheDocument();
  });
});
