import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LegalDistrict } from '@/api/queries/legal-districts';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { DistrictSearch } from './district-search';
import { LazyDistrictSearch } from './lazy-district-search';

const district = (code: string, sido: string, sigungu: string, eupmyeondong: string, ri = '') =>
  ({
    code,
    level: ri ? 'ri' : 'eupmyeondong',
    name: ri || eupmyeondong,
    fullName: [sido, sigungu, eupmyeondong, ri].filter(Boolean).join(' '),
    sido,
    sigungu,
    eupmyeondong,
    ri,
  }) satisfies LegalDistrict;

const SILLIM = district('1162010200', '서울특별시', '관악구', '신림동');
const BONGCHEON = district('1162010100', '서울특별시', '관악구', '봉천동');
const EUPNAE = district('4182025021', '경기도', '가평군', '가평읍', '읍내리');

/** Answers like the server: the districts whose full name holds every word; records each q. */
function answerSearch() {
  const asked: string[] = [];
  server.use(
    apiOk('get', '/address/districts', (req) => {
      const q = new URL(req.url).searchParams.get('q') ?? '';
      asked.push(q);
      const words = q.split(/\s+/).filter(Boolean);
      return {
        items: [SILLIM, BONGCHEON, EUPNAE].filter((d) =>
          words.every((w) => d.fullName.replace(/ /g, '').includes(w)),
        ),
      };
    }),
  );
  return asked;
}

function Harness({ onPick }: { onPick: (d: LegalDistrict | null) => void }) {
  const [value, setValue] = useState<LegalDistrict | null>(null);
  return (
    <DistrictSearch
      label="주소 검색"
      scope="listing"
      value={value}
      onChange={(d) => {
        setValue(d);
        onPick(d);
      }}
    />
  );
}

describe('<DistrictSearch>', () => {
  it('asks the server as the broker types and lists its matches with their level', async () => {
    const asked = answerSearch();
    renderWithApp(<Harness onPick={() => {}} />);
    const box = await screen.findByRole('combobox', { name: '주소 검색' });
    await userEvent.type(box, '관악');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '서울특별시 관악구 신림동읍/면/동',
      '서울특별시 관악구 봉천동읍/면/동',
    ]);
    // What was typed goes to the server as it is (nothing is asked for an empty box).
    expect(asked.at(-1)).toBe('관악');
    expect(asked).not.toContain('');
    await userEvent.type(box, ' 신림');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        '서울특별시 관악구 신림동읍/면/동',
      ]),
    );
  });

  it('chooses with the arrow keys and Enter, and says so when nothing matches', async () => {
    answerSearch();
    const picked: (LegalDistrict | null)[] = [];
    renderWithApp(<Harness onPick={(d) => picked.push(d)} />);
    const box = await screen.findByRole('combobox', { name: '주소 검색' });
    await userEvent.type(box, '관악');
    await screen.findAllByRole('option');
    // The first match is highlighted; ArrowDown moves to the second.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual([BONGCHEON]);
    expect(box).toHaveValue('서울특별시 관악구 봉천동');

    await userEvent.clear(box);
    await userEvent.type(box, '없는곳');
    expect(await screen.findByText('일치하는 지역이 없습니다.')).toBeInTheDocument();
  });

  it('shows the error under the box', async () => {
    renderWithApp(
      <DistrictSearch
        label="주소 검색"
        scope="listing"
        value={null}
        onChange={() => {}}
        error="주소를 검색해 읍·면·동 또는 리를 선택해주세요."
      />,
    );
    const box = await screen.findByRole('combobox', { name: '주소 검색' });
    expect(box).toHaveAccessibleDescription('주소를 검색해 읍·면·동 또는 리를 선택해주세요.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('behind its plain box, loads on first focus and takes the focus (keyboard only)', async () => {
    answerSearch();
    const { user } = renderWithApp(
      <LazyDistrictSearch label="주소 검색" scope="listing" value={SILLIM} onChange={() => {}} />,
    );
    const plain = screen.getByRole('textbox', { name: '주소 검색' });
    expect(plain).toHaveValue('서울특별시 관악구 신림동');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.tab();
    const box = await screen.findByRole('combobox', { name: '주소 검색' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('서울특별시 관악구 신림동');
  });
});
