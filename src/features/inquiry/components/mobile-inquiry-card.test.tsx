import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/types';
import { renderWithApp } from '@/testing/render';
import { MobileInquiryCard } from './mobile-inquiry-card';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const inquiry = (extra: Partial<Schema<'Inquiry'>> = {}): Schema<'Inquiry'> =>
  ({
    inquirySeq: 9,
    tab: 'talk',
    customerName: '서모바',
    customerPhone: '',
    message: '내일 저녁 7시에 방 보러 가도 될까요?',
    savedTime: '2026-11-20T09:00:00.000Z',
    isRead: false,
    room: { roomId: 'r1', roomsSeq: 60000001, title: '성수역 신축 원룸' },
    answeredTime: null,
    ...extra,
  }) as Schema<'Inquiry'>;

const card = (item: Schema<'Inquiry'>) =>
  renderWithApp(
    <ul>
      <MobileInquiryCard tab="talk" item={item} now={NOW} />
    </ul>,
  );

describe('<MobileInquiryCard>', () => {
  it('opens the mobile inquiry and says it is unread and how long the customer has waited', () => {
    card(inquiry());
    const link = screen.getByRole('link', { name: '서모바님의 문의 열기' });
    expect(link).toHaveAttribute('href', '/mobile/inquiry/talk/9');
    expect(screen.getByText('안 읽음')).toBeInTheDocument();
    expect(screen.getByText('미답변')).toBeInTheDocument();
    expect(screen.getByTestId('waited')).toHaveTextContent('3시간째 대기');
    expect(screen.getByText(/성수역 신축 원룸 \(60000001\)/)).toBeInTheDocument();
  });

  it('an answered, read inquiry says so and no wait', () => {
    card(inquiry({ isRead: true, answeredTime: '2026-11-20T10:00:00.000Z', room: null }));
    expect(screen.queryByText('안 읽음')).toBeNull();
    expect(screen.getByText('답변 완료')).toBeInTheDocument();
    expect(screen.queryByTestId('waited')).toBeNull();
    expect(screen.getByText(/매물 없음/)).toBeInTheDocument();
  });
});
