import { styled } from '@mui/material/styles';
import { Link } from 'react-router';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

/**
 * The header's row: the content column's width, the header's height. Read when the row renders:
 * a new ui config rebuilds the theme (app/providers.tsx), which renders every styled component again.
 */
export const Bar = styled('div')(() => {
  const { contentWidth, headerHeight } = readConfig(uiConfig).layout;
  return {
    width: contentWidth,
    height: headerHeight,
    margin: '0 auto',
    display: 'flex',
    alignItems: 'center',
    gap: 24,
  };
});

export const Logo = styled(Link)(({ theme }) => ({
  fontSize: 22,
  fontWeight: 800,
  letterSpacing: -0.5,
  color: theme.palette.scale.brand[600],
  textDecoration: 'none',
  whiteSpace: 'nowrap',
}));

export const MenuList = styled('ul')({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
