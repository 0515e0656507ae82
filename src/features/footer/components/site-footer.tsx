import { styled } from '@mui/material/styles';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig, useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { useFooterTerms } from '../api/use-footer-terms';
import { smoothScrollTop } from '../lib/smooth-scroll-top';

const Wrap = styled('div')(({ theme }) => {
  // Read when the footer renders: a new ui config rebuilds the theme (app/providers.tsx), which
  // renders every styled component again.
  const { contentWidth } = readConfig(uiConfig).layout;
  return {
    borderTop: `1px solid ${theme.palette.scale.gray[200]}`,
    background: theme.palette.scale.gray[50],
    color: theme.palette.scale.gray[700],
    fontSize: 13,
    '& .inner': {
      position: 'relative',
      width: contentWidth,
      margin: '0 auto',
      padding: '28px 0 40px',
    },
    '& a': { color: 'inherit', textDecoration: 'none' },
    '& a:hover': { textDecoration: 'underline' },
    '& ul': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '6px 20px',
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    '& .links a': { fontWeight: 500, color: theme.palette.scale.gray[800] },
    '& .links a[data-highlight]': { fontWeight: 700, color: theme.palette.scale.brand[600] },
    '& .cc': { marginTop: 20, display: 'flex', alignItems: 'baseline', gap: 12 },
    '& .cc strong': { fontSize: 13, color: theme.palette.scale.gray[900] },
    '& .phone': { fontSize: 20, fontWeight: 800, color: theme.palette.scale.gray[900] },
    '& address': { fontStyle: 'normal', marginTop: 16, lineHeight: 1.7 },
    '& .social': { marginTop: 12 },
    '& .top': {
      position: 'absolute',
      top: 24,
      right: 0,
      width: 52,
      height: 52,
      borderRadius: '50%',
      border: `1px solid ${theme.palette.scale.gray[300]}`,
      background: theme.palette.background.paper,
      color: theme.palette.scale.gray[800],
      fontWeight: 700,
      cursor: 'pointer',
    },
    '& .top:focus-visible': { outline: `2px solid ${theme.palette.scale.brand[500]}` },
  };
});

const external = { target: '_blank', rel: 'noopener' } as const;

/** Site footer (seed 000 §2.3). */
export function SiteFooter() {
  const footerText = useConfig(messages.footer);
  const ui = useConfig(uiConfig);
  // termsSeq of the highlighted terms item (the privacy policy): bold plus brand colour.
  const { highlightedTermsSeq } = ui.footer;

  const { isAuth, isLoading } = useSession();
  const terms = useFooterTerms(isAuth, !isLoading);
  const b = ui.business;
  return (
    <Wrap>
      <div className="inner">
        <nav aria-label={footerText.termsNav} className="links">
          <ul>
            <li>
              <a href={ui.links.company} {...external}>
                {footerText.company}
              </a>
            </li>
            {terms.map((t) => (
              <li key={t.termsSeq}>
                <a
                  href={t.originUrl}
                  {...external}
                  data-terms-seq={t.termsSeq}
                  data-highlight={t.termsSeq === highlightedTermsSeq || undefined}
                >
                  {t.termsShortName}
                </a>
              </li>
            ))}
            {isAuth && !terms.some((t) => t.termsShortName === footerText.paidTerms) && (
              <li>
                <a href={ui.links.paidServiceTerms} {...external}>
                  {footerText.paidTerms}
                </a>
              </li>
            )}
            <li>
              <a href={ui.links.adSelfRegulation} {...external}>
                {footerText.adSelfRegulation}
              </a>
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="top"
          aria-label={footerText.topLabel}
          onClick={() => smoothScrollTop(ui.scroll.defaultMs)}
        >
          {footerText.top}
        </button>
        <div className="cc">
          <strong>{footerText.customerCenter}</strong>
          <a
            className="phone"
            href={`tel:${ui.customerCenter.phone}`}
            aria-label={`${footerText.phoneLabel} ${ui.customerCenter.phone}`}
          >
            {ui.customerCenter.phone}
          </a>
          <span>{footerText.hours}</span>
          <span>{footerText.closed}</span>
        </div>
        <address aria-label={footerText.businessInfo}>
          {b.companyName} · {footerText.ceo} {b.ceo} · {footerText.registrationNumber}{' '}
          {b.registrationNumber}
          <br />
          {footerText.address} {b.address}
        </address>
        <ul className="social" aria-label={footerText.social}>
          {ui.links.social.map((s) => (
            <li key={s.href}>
              <a href={s.href} {...external}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Wrap>
  );
}
