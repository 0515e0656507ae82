import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { LinkTabsPage } from './link-tabs-page';

const tabs = [
  { value: 'talk', label: '톡 문의', to: '/inquiry/talk' },
  { value: 'sms', label: '문자 문의', to: '/inquiry/sms' },
] as const;

describe('<LinkTabsPage>', () => {
  it('heads the page, makes each tab a link to its address and labels the panel by the chosen tab', async () => {
    renderWithApp(
      <LinkTabsPage title="문의" tabsLabel="문의 종류" idPrefix="inq" tabs={tabs} value="sms">
        <p>목록</p>
      </LinkTabsPage>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '문의' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: '문의 종류' })).toBeInTheDocument();
    const talk = screen.getByRole('tab', { name: '톡 문의' });
    const sms = screen.getByRole('tab', { name: '문자 문의' });
    expect(talk).toHaveAttribute('href', '/inquiry/talk');
    expect(sms).toHaveAttribute('href', '/inquiry/sms');
    expect(sms).toHaveAttribute('aria-selected', 'true');
    expect(talk).toHaveAttribute('aria-selected', 'false');
    expect(sms).toHaveAttribute('aria-controls', 'inq-panel');
    const panel = screen.getByRole('tabpanel', { name: '문자 문의' });
    expect(panel).toHaveTextContent('목록');
  });
});
