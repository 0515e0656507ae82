import { styled } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { href } from '@/generated/config/href';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { useConfig } from '@/lib/config';
import { useSession, type Session } from '@/session';
import { Bar, Logo, MenuList } from './header-bar';
import { IntroMenu } from './intro-menu';

const SignedInHeader = lazy(() => import('./signed-in-header'));

const GuestLink = styled(Link)(({ theme }) => ({
  padding: '8px 14px',
  borderRadius: 8,
  fontSize: 14,
  fontWeight: 600,
  textDecoration: 'none',
  color: theme.palette.scale.gray[800],
  '&[data-primary]': { background: theme.palette.scale.brand[600], color: '#fff' },
}));

/**
 * The header while the login state loads, for guests, and while a signed-in user's header loads:
 * the logo and, except for staff, the introduction menu; guests also get /login and
 * /join-consult.
 */
function BaseBar({ session, guestLinks }: { session: Session; guestLinks: boolean }) {
  const headerText = useConfig(messages.header);
  const menus = useConfig(menusConfig);

  const { isAuth, isStaff } = session;
  const home = !isAuth ? href('landing') : isStaff ? href('studio') : routesConfig.homePath;
  return (
    <Bar>
      <Logo to={home} aria-label={headerText.homeLabel}>
        {headerText.logo}
      </Logo>
      <nav aria-label={headerText.mainNav} style={{ flex: 1 }}>
        <MenuList>{!(isAuth && isStaff) && <IntroMenu session={session} />}</MenuList>
      </nav>
      {guestLinks && (
        <MenuList style={{ gap: 8 }}>
          {menus.guest.map((item, i) => (
            <li key={item.path}>
              <GuestLink to={item.path} data-primary={i === menus.guest.length - 1 || undefined}>
                {item.label}
              </GuestLink>
            </li>
          ))}
        </MenuList>
      )}
    </Bar>
  );
}

/**
 * Site header content (seed 000 §2.2): logo, the introduction menu for everyone; for guests only
 * /login and /join-consult; a signed-in user's menus come with their own chunk
 * (signed-in-header.tsx).
 */
export function SiteHeader() {
  const session = useSession();
  const { isAuth, isLoading } = session;
  if (isAuth && !isLoading)
    return (
      <Suspense fallback={<BaseBar session={session} guestLinks={false} />}>
        <SignedInHeader />
      </Suspense>
    );
  return <BaseBar session={session} guestLinks={!isLoading} />;
}
