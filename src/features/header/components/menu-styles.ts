import { styled } from '@mui/material/styles';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

/**
 * A top-level menu (decisions §2-3): the <li> holds its trigger and an always-mounted submenu,
 * hidden with CSS and shown on :hover or while the trigger has opened it (`data-open`). Focus alone
 * never opens it: a hidden submenu's links stay out of the Tab order.
 */
export const MenuItem = styled('li')(({ theme }) => {
  // Read when the item renders: a new ui config rebuilds the theme (app/providers.tsx), which
  // renders every styled component again.
  const { headerHeight } = readConfig(uiConfig).layout;
  return {
    position: 'relative',
    height: headerHeight,
    display: 'flex',
    alignItems: 'center',
    listStyle: 'none',
    '& > [data-submenu]': { display: 'none' },
    // The registration tooltip's bubble (with its close button) is inside the item: pointing at
    // the bubble or focusing its button neither opens the menu nor hides the bubble.
    '&:hover:not(:has(> [data-tooltip]:hover)) > [data-submenu], & > [data-submenu][data-open]': {
      display: 'block',
    },
    '&:hover:not(:has(> [data-tooltip]:hover)) > [data-tooltip], &:focus-within:not(:has(> [data-tooltip]:focus-within)) > [data-tooltip]':
      { display: 'none' },
    '& > button[data-trigger], & > a[data-trigger]': {
      all: 'unset',
      boxSizing: 'border-box',
      cursor: 'pointer',
      display: 'flex',
      alignItems: 'center',
      gap: 4,
      height: '100%',
      padding: '0 16px',
      fontSize: 16,
      fontWeight: 700,
      color: theme.palette.scale.gray[900],
      '&:hover': { color: theme.palette.scale.brand[600] },
      '&:focus-visible': {
        outline: `2px solid ${theme.palette.scale.brand[500]}`,
        outlineOffset: -4,
      },
    },
    '& > [data-trigger][aria-current="page"]': { color: theme.palette.scale.brand[600] },
  };
});

export const Submenu = styled('ul')(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: 200,
  margin: 0,
  padding: '8px 0',
  listStyle: 'none',
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.scale.gray[200]}`,
  borderRadius: 8,
  boxShadow: '0 8px 24px rgba(25, 31, 40, 0.12)',
  zIndex: 1,
  '&[data-align="right"]': { left: 'auto', right: 0 },
  '&[data-columns="2"]': { columnCount: 2, columnGap: 0, minWidth: 400 },
  '& li': { breakInside: 'avoid' },
  '& a, & button': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'block',
    width: '100%',
    padding: '7px 20px',
    fontSize: 14,
    lineHeight: '20px',
    color: theme.palette.scale.gray[800],
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&:hover': { background: theme.palette.scale.gray[100], color: theme.palette.scale.brand[700] },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.scale.brand[500]}`,
      outlineOffset: -2,
    },
  },
}));

export const TooltipBubble = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 'calc(100% - 12px)',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  whiteSpace: 'nowrap',
  padding: '4px 4px 4px 10px',
  borderRadius: 6,
  fontSize: 12,
  fontWeight: 600,
  color: '#fff',
  background: theme.palette.scale.brand[600],
  '& > button': {
    all: 'unset',
    cursor: 'pointer',
    display: 'flex',
    padding: 2,
    borderRadius: 4,
    fontSize: 14,
    '&:hover': { background: theme.palette.scale.brand[700] },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
  },
  '&::before': {
    content: '""',
    position: 'absolute',
    top: -5,
    left: '50%',
    marginLeft: -5,
    borderLeft: '5px solid transparent',
    borderRight: '5px solid transparent',
    borderBottom: `5px solid ${theme.palette.scale.brand[600]}`,
  },
}));
