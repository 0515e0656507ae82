import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/testing/render';
import { problem } from '@config/problems';
import type { MessagesDraft, StudioFiles, StudioProblem } from '../../model/studio-section';
import { studioFiles } from '../../testing/studio-files';
import MessagesSection from './messages-section';

const others = studioFiles();
/** The other files as built, with these texts as the messages file. */
const withTexts = (texts: MessagesDraft): StudioFiles => ({ ...others, 'messages.ko': texts });

const active = {
  cart: { total: '총 {n}건', title: '장바구니', empty: '담긴 상품이 없습니다.' },
  popups: { dismissDays: '{n}일간 보지 않기' },
};

function Harness({
  onFile,
  problems = [],
}: {
  onFile: (f: unknown) => void;
  problems?: StudioProblem[];
}) {
  const [files, setFiles] = useState<StudioFiles>(() => withTexts(structuredClone(active)));
  return (
    <MessagesSection
      files={files}
      activeFiles={withTexts(active)}
      problems={problems}
      onChange={(name, next) => {
        onFile(next);
        setFiles((f) => ({ ...f, [name]: next }));
      }}
    />
  );
}

describe('messages editor', () => {
  it('finds a text by Korean words typed into the search', async () => {
    const { user } = renderWithApp(<Harness onFile={vi.fn()} />);
    expect(screen.getByText('4개 중 4개')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '문구 검색' }), '장바구니');
    expect(await screen.findByText('4개 중 1개')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'cart.title' })).toHaveValue('장바구니');
    expect(screen.queryByRole('textbox', { name: 'cart.total' })).not.toBeInTheDocument();
  });

  it('saves an edited text typed in Korean on blur', async () => {
    const onFile = vi.fn();
    const { user } = renderWithApp(<Harness onFile={onFile} />);
    const field = screen.getByRole('textbox', { name: 'cart.empty' });
    await user.clear(field);
    await user.type(field, '장바구니가 비었습니다.');
    expect(onFile).not.toHaveBeenCalled();
    await user.tab();
    expect(onFile.mock.lastCall![0].cart.empty).toBe('장바구니가 비었습니다.');
    expect(screen.getByText('원본: 담긴 상품이 없습니다.')).toBeInTheDocument();
  });

  it('marks a text whose {n} parameters differ from the original, at that field', async () => {
    const { user } = renderWithApp(<Harness onFile={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'cart.total' });
    await user.clear(field);
    await user.type(field, '총 건수');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('원본의 자리표시자 {n}가 빠졌습니다.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '총 {{n}건, {{count}');
    await user.tab();
    expect(
      screen.getByText('원본에 없는 자리표시자 {count}는 쓸 수 없습니다.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '{{n}건 담김');
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("shows the checker's problem at the text its pointer names, and filters changed texts", async () => {
    const problems = [
      problem('messages.ko', '/popups/dismissDays', 'schema.minLength', { limit: 1 }),
    ];
    const { user } = renderWithApp(<Harness onFile={vi.fn()} problems={problems} />);
    const field = screen.getByRole('textbox', { name: 'popups.dismissDays' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.id).toBe('studio-messages_2e_ko__popups__dismissDays');
    await user.type(screen.getByRole('textbox', { name: 'cart.title' }), '함');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: '바뀐 문구만 보기' }));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('value')),
    ).toEqual(['장바구니함']);
  });
});

describe('messages editor opened from the problem list', () => {
  it('shows the text a problem names even when it sits on another page', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, `문구 ${i}`]));
    const files = withTexts({ area: many });
    renderWithApp(
      <MessagesSection files={files} activeFiles={files} problems={[]} onChange={vi.fn()} />,
      { url: '/studio?section=messages&focus=messages.ko%23%2Farea%2Fk29' },
    );
    expect(screen.getByRole('textbox', { name: 'area.k29' })).toHaveAttribute(
      'id',
      'studio-messages_2e_ko__area__k29',
    );
  });
});
