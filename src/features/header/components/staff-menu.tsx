import { Link, useLocation } from 'react-router';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { logout } from '@/session';
import { MenuItem } from './menu-styles';

/**
 * Product staff's header menu: the studio and logout. The brokers' menus (and their registration
 * tooltip, counters and badges) belong to an office, which staff do not run.
 */
export function StaffMenu() {
  const headerText = useConfig(messages.header);

  const studio = href('studio');
  const { pathname } = useLocation();
  return (
    <>
      <MenuItem>
        <Link to={studio} data-trigger aria-current={pathname === studio ? 'page' : undefined}>
          {headerText.studio}
        </Link>
      </MenuItem>
      <MenuItem>
        <button type="button" data-trigger onClick={() => void logout()}>
          {headerText.logout}
        </button>
      </MenuItem>
    </>
  );
}
