import { styled } from '@mui/material/styles';
import { Link } from 'react-router';
import { href } from '@/generated/config/href';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { uiConfig } from '@/generated/config/ui';
import { holds } from '@/lib/conditions';
import { useSession } from '@/session';
import { GongsilLink } from './gongsil-link';
import { IntroMenu, ManagementMenu, ToolsMenu } from './header-menus';
import { InquiryBadge } from './inquiry-badge';
import { MenuItem } from './menu-styles';
import { StaffMenu } from './staff-menu';
import { UserMenu } from './user-menu';

const Bar = styled('div')({
  width: uiConfig.layout.contentWidth,
  height: uiConfig.layout.headerHeight,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: 24,
});

const Logo = styled(Link)(({ theme }) => ({
  fontSize: 22,
  fontWeight: 800,
  letterSpacing: -0.5,
  color: theme.palette.scale.brand[600],
  textDecoration: 'none',
  whiteSpace: 'nowrap',
}));

const MenuList = styled('ul')({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

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
 * Site header content (seed 000 §2.2): logo, the introduction menu for everyone; for a logged-in
 * user the management and work-tool menus, the gongsil link and the user menu; for guests only
 * /login and /join-consult. Product staff get the studio and logout only.
 */
export function SiteHeader() {
  const session = useSession();
  const { isAuth, isLoading } = session;
  const authed = isAuth && !isLoading;
  if (authed && session.isStaff)
    return (
      <Bar>
        <Logo to={href('studio')} aria-label={messages.header.homeLabel}>
          {messages.header.logo}
        </Logo>
        <nav aria-label={messages.header.mainNav} style={{ flex: 1 }}>
          <MenuList style={{ justifyContent: 'flex-end' }}>
            <StaffMenu />
          </MenuList>
        </nav>
      </Bar>
    );
  return (
    <Bar>
      <Logo
        to={isAuth ? routesConfig.homePath : href('landing')}
        aria-label={messages.header.homeLabel}
      >
        {messages.header.logo}
      </Logo>
      <nav aria-label={messages.header.mainNav} style={{ flex: 1 }}>
        <MenuList>
          <IntroMenu session={session} />
          {authed && holds(menusConfig.management.when, session) && (
            <ManagementMenu session={session} />
          )}
          {authed && holds(menusConfig.tools.when, session) && <ToolsMenu />}
        </MenuList>
      </nav>
      {authed ? (
        <MenuList>
          {holds(menusConfig.gongsil.when, session) && (
            <MenuItem>
              <GongsilLink />
            </MenuItem>
          )}
          <MenuItem>
            <InquiryBadge />
          </MenuItem>
          {holds(menusConfig.userMenu.when, session) && <UserMenu session={session} />}
        </MenuList>
      ) : (
        !isLoading && (
          <MenuList style={{ gap: 8 }}>
            {menusConfig.guest.map((item, i) => (
              <li key={item.path}>
                <GuestLink
                  to={item.path}
                  data-primary={i === menusConfig.guest.length - 1 || undefined}
                >
                  {item.label}
                </GuestLink>
              </li>
            ))}
          </MenuList>
        )
      )}
    </Bar>
  );
}
