import { href } from '@/generated/config/href';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { holds } from '@/lib/conditions';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { GongsilLink } from './gongsil-link';
import { Bar, Logo, MenuList } from './header-bar';
import { ManagementMenu, ToolsMenu } from './header-menus';
import { InquiryBadge } from './inquiry-badge';
import { IntroMenu } from './intro-menu';
import { MenuItem } from './menu-styles';
import { NotificationCentre } from './notifications/notification-centre';
import { StaffMenu } from './staff-menu';
import { UserMenu } from './user-menu';

/**
 * The header of a signed-in user: for a broker the introduction, management and work-tool menus,
 * the gongsil link, the unread-inquiry badge, the notification centre and the user menu; for product staff the studio and
 * logout only. Its own chunk (with the counters, badge and tool sign-up), loaded once the
 * session says someone is signed in: a guest's first page never downloads it.
 */
export default function SignedInHeader() {
  const headerText = useConfig(messages.header);
  const menus = useConfig(menusConfig);

  const session = useSession();
  if (session.isStaff)
    return (
      <Bar>
        <Logo to={href('studio')} aria-label={headerText.homeLabel}>
          {headerText.logo}
        </Logo>
        <nav aria-label={headerText.mainNav} style={{ flex: 1 }}>
          <MenuList style={{ justifyContent: 'flex-end' }}>
            <StaffMenu />
          </MenuList>
        </nav>
      </Bar>
    );
  return (
    <Bar>
      <Logo to={routesConfig.homePath} aria-label={headerText.homeLabel}>
        {headerText.logo}
      </Logo>
      <nav aria-label={headerText.mainNav} style={{ flex: 1 }}>
        <MenuList>
          <IntroMenu session={session} />
          {holds(menus.management.when, session) && <ManagementMenu session={session} />}
          {holds(menus.tools.when, session) && <ToolsMenu />}
        </MenuList>
      </nav>
      <MenuList>
        {holds(menus.gongsil.when, session) && (
          <MenuItem>
            <GongsilLink />
          </MenuItem>
        )}
        <MenuItem>
          <InquiryBadge />
        </MenuItem>
        <MenuItem>
          <NotificationCentre />
        </MenuItem>
        {holds(menus.userMenu.when, session) && <UserMenu session={session} />}
      </MenuList>
    </Bar>
  );
}
