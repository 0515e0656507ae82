import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { SiteFooter } from './site-footer';

const terms = [
  { termsSeq: 1, originUrl: 'https://t.example/1', termsShortName: '이용약관' },
  { termsSeq: 3, originUrl: 'https://t.example/3', termsShortName: '개인정보처리방침' },
];

afterEach(() => vi.restoreAllMocks());

describe('site footer', () => {
  it('loads the logged-in terms, highlights termsSeq 3 and shows the paid-service terms', async () => {
    server.use(apiOk('get', '/terms/login/footer', terms));
    renderWithApp(<SiteFooter />);

    const privacy = await screen.findByRole(
      'link',
      { name: '개인정보처리방침' },
      { timeout: 4000 },
    );
    expect(privacy).toHaveAttribute('data-highlight', 'true');
    expect(privacy).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByRole('link', { name: '이용약관' })).not.toHaveAttribute('data-highlight');
    expect(screen.getByRole('link', { name: messages.footer.paidTerms })).toHaveAttribute(
      'href',
      uiConfig.links.paidServiceTerms,
    );
    for (const a of screen
      .getAllByRole('link')
      .filter((l) => !l.getAttribute('href')?.startsWith('tel:'))) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener');
    }
    expect(screen.getByText(messages.footer.hours)).toBeInTheDocument();
    expect(screen.getByText(messages.footer.closed)).toBeInTheDocument();
    expect(screen.getByText(uiConfig.customerCenter.phone)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(uiConfig.business.registrationNumber))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.footer.topLabel })).toBeInTheDocument();
  });

  it('loads the logged-out terms for guests, without the paid-service terms', async () => {
    server.use(apiOk('get', '/terms/logout/footer', terms.slice(0, 1)));
    renderWithApp(<SiteFooter />, { session: null });
    expect(await screen.findByRole('link', { name: '이용약관' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.footer.paidTerms })).toBeNull();
    // The ad self-regulation link goes to the Korea Internet Advertising Foundation.
    const adLink = screen.getByRole('link', { name: messages.footer.adSelfRegulation });
    expect(new URL(adLink.getAttribute('href') ?? '').hostname).toBe('www.kiaf.or.kr');
    expect(adLink).toHaveAttribute('target', '_blank');
  });

  it('only logs a terms failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(apiError('get', '/terms/logout/footer', 500, { msg: '실패' }));
    renderWithApp(<SiteFooter />, { session: null });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText('실패')).toBeNull();
  });
});
