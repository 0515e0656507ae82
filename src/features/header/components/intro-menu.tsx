import { Link } from 'react-router';
import { menusConfig, type MenusConfig } from '@/generated/config/menus';
import { useConfig } from '@/lib/config';
import type { Session } from '@/session';
import { visibleItems } from '../lib/visible-items';
import { DropdownMenu } from './dropdown-menu';

// Lists are read through the schema's types (not the literal types of the built-in file): a
// published version may hold other items.
type IntroItem = MenusConfig['intro']['items'][number];

/** Product introduction menu: for everyone; "/" only for guests (its `when`). */
export function IntroMenu({ session }: { session: Session }) {
  const menus = useConfig(menusConfig);

  const { label } = menus.intro;
  const items: readonly IntroItem[] = menus.intro.items;
  return (
    <DropdownMenu label={label} columns={2}>
      {visibleItems(items, session).map((item) => (
        <li key={item.path}>
          <Link to={item.path}>{item.label}</Link>
        </li>
      ))}
    </DropdownMenu>
  );
}
