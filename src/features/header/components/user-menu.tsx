import { Link } from 'react-router';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { logout, type Session } from '@/session';
import { DropdownMenu } from './dropdown-menu';

/** User dropdown: dashboard, my info, the external usage guide and logout (which confirms). */
export function UserMenu({ session }: { session: Session }) {
  const headerText = useConfig(messages.header);
  const menus = useConfig(menusConfig);

  const name = session.userName || session.userEmail;
  return (
    <DropdownMenu label={fmt(headerText.userMenu, { name })} align="right">
      {menus.userMenu.items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' ? (
            // The schema leaves `path` optional on every kind; the built-in links all have one.
            <Link to={item.path ?? ''}>{item.label}</Link>
          ) : item.kind === 'external' ? (
            <a href={item.href} target="_blank" rel="noopener">
              {item.label}
            </a>
          ) : (
            <button type="button" onClick={() => void logout()}>
              {item.label}
            </button>
          )}
        </li>
      ))}
    </DropdownMenu>
  );
}
