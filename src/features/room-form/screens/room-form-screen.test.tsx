import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { toPyeong } from '../model/room-form-schema';
import RoomFormScreen from './room-form-screen';

describe('RoomFormScreen', () => {
  it('shows Korean errors for an empty submit and sends nothing', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await user.click(screen.getByRole('button', { name: '입력 내용 검토' }));
    expect((await screen.findAllByText('항목을 선택해주세요.')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('필수 입력 항목입니다.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('날짜를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('상세 설명을 입력해주세요.')).toBeInTheDocument();
    expect(screen.queryByTestId('room-review')).not.toBeInTheDocument();
  }, 60_000);

  it('converts m² to 평 and shows an honest review summary on submit', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await user.selectOptions(screen.getByLabelText(/방 종류/), 'OFFICETEL');
    await user.selectOptions(screen.getByLabelText(/등록자 직책/), '1');
    await user.type(screen.getByLabelText(/전용 면적/), '33.058');
    expect(screen.getByLabelText(/전용 면적/)).toHaveValue('33.05');
    expect(screen.getByText('약 10평')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/해당 층/), '3');
    await user.type(screen.getByLabelText(/입주 가능일/), '30000101');
    await user.click(screen.getByRole('radio', { name: '월세' }));
    await user.type(screen.getByLabelText(/보증금/), '1000');
    await user.type(screen.getByRole('textbox', { name: /^월세/ }), '50');
    await user.click(screen.getByRole('radio', { name: '역세권' }));
    await user.type(screen.getByLabelText(/상세 설명/), '역 도보 3분');
    await user.click(screen.getByRole('button', { name: '입력 내용 검토' }));
    const review = await screen.findByTestId('room-review');
    expect(within(review).getByText(/지금은 등록되지 않았습니다/)).toBeInTheDocument();
    expect(within(review).getByText('오피스텔')).toBeInTheDocument();
    expect(within(review).getByText('1,000만원')).toBeInTheDocument();
    expect(within(review).getByText('50만원')).toBeInTheDocument();
    expect(within(review).getByText('33.05m² (약 10평)')).toBeInTheDocument();
    expect(within(review).getByText('3000.01.01')).toBeInTheDocument();
    expect(within(review).getByText('소속공인중개사')).toBeInTheDocument();
    expect(within(review).getByText('역세권')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: '수정하기' }));
    expect(screen.getByLabelText(/보증금/)).toHaveValue('1000');
  }, 90_000);

  it.each([{ hasPenalty: true }, { hasNaverPenalty: true }])(
    'a registration penalty (%o) says so and disables the review button',
    (penalty) => {
      renderWithApp(<RoomFormScreen />, { session: { position: 0, ...penalty } });
      expect(screen.getByText(/매물 등록이 제한된 상태입니다/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '입력 내용 검토' })).toBeDisabled();
    },
  );

  it('without a penalty the review button is enabled', () => {
    renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    expect(screen.queryByText(/매물 등록이 제한된 상태입니다/)).toBeNull();
    expect(screen.getByRole('button', { name: '입력 내용 검토' })).toBeEnabled();
  });

  it('offers only the register positions (0, 1)', () => {
    renderWithApp(<RoomFormScreen />);
    const opts = within(screen.getByLabelText(/등록자 직책/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opts).toEqual(['선택해주세요', '대표공인중개사', '소속공인중개사']);
  });

  it('toPyeong uses the 3.3058 factor', () => {
    expect(toPyeong('33.058')).toBe('10');
    expect(toPyeong('')).toBe('');
    expect(toPyeong('84.5')).toBe('25.56');
  });
});
