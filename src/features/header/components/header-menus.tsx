import { useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { href } from '@/generated/config/href';
import { menusConfig } from '@/generated/config/menus';
import { holds } from '@/lib/conditions';
import { openGlobalDialog } from '@/lib/dialog-bus';
import { getSession, type Session } from '@/session';
import { useOpenWorkTool } from '../hooks/use-open-work-tool';
import { firstDenial, type MenuCheck } from '../lib/first-denial';
import { toolHref } from '../lib/tool-url';
import { MenuItem, Submenu, TooltipBubble } from './menu-styles';

interface LooseItem {
  readonly kind?: string;
  readonly path?: string;
  readonly label: string;
  readonly when?: string;
  readonly checks?: readonly MenuCheck[];
  readonly action?: string;
  readonly tab?: string;
}

const visible = <T extends { readonly when?: string }>(items: readonly T[], session: Session) =>
  items.filter((i) => holds(i.when, session));

/** Product introduction menu: for everyone; "/" only for guests (its `when`). */
export function IntroMenu({ session }: { session: Session }) {
  const { label, items } = menusConfig.intro;
  const list = visible(items as readonly LooseItem[], session);
  return (
    <MenuItem>
      <button type="button" data-trigger="">
        {label}
      </button>
      <Submenu data-submenu="" data-columns="2">
        {list.map((item) => (
          <li key={item.path}>
            <Link to={item.path ?? href('landing')}>{item.label}</Link>
          </li>
        ))}
      </Submenu>
    </MenuItem>
  );
}

function onGuardedClick(checks: readonly MenuCheck[] | undefined) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    const denial = firstDenial(checks, getSession());
    if (denial) {
      e.preventDefault();
      window.alert(denial);
    }
  };
}

/** Brokerage management menu (logged in): active state or the registration tooltip. */
export function ManagementMenu({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const tooltipId = useId();
  const { label, items, activePaths, tooltip } = menusConfig.management;
  const active = activePaths.some((p) => pathname.includes(p));
  const list = visible(items as readonly LooseItem[], session);
  return (
    <MenuItem>
      <button
        type="button"
        data-trigger=""
        aria-current={active ? 'page' : undefined}
        aria-describedby={active ? undefined : tooltipId}
      >
        {label}
      </button>
      {!active && (
        <TooltipBubble role="tooltip" id={tooltipId}>
          {tooltip}
        </TooltipBubble>
      )}
      <Submenu data-submenu="">
        {list.map((item) =>
          item.kind === 'action' ? (
            <li key={`${item.action}-${item.tab}`}>
              <button
                type="button"
                onClick={() =>
                  openGlobalDialog('report-history', {
                    tab: item.tab === 'PENALTY' ? 'PENALTY' : 'PROCESSING_DETAILS',
                  })
                }
              >
                {item.label}
              </button>
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path ?? href('landing')} onClick={onGuardedClick(item.checks)}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </Submenu>
    </MenuItem>
  );
}

/** Work-tool menu (logged in): external tool pages opened with an access token. */
export function ToolsMenu() {
  const open = useOpenWorkTool();
  const { label, items } = menusConfig.tools;
  return (
    <MenuItem>
      <button type="button" data-trigger="">
        {label}
      </button>
      <Submenu data-submenu="">
        {items.map((item) => (
          <li key={item.toolPath}>
            <a
              href={toolHref(item.toolPath)}
              target="_blank"
              rel="noopener"
              onClick={(e) => {
                e.preventDefault();
                open(item.toolPath);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </Submenu>
    </MenuItem>
  );
}
