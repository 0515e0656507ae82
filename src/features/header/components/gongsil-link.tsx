import { keyframes, styled } from '@mui/material/styles';
import { Link } from 'react-router';
import { menusConfig } from '@/generated/config/menus';
import { uiConfig } from '@/generated/config/ui';
import { readConfig, useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { useRollingLines } from '../hooks/use-rolling-lines';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

const Anchor = styled(Link)(({ theme }) => {
  // Read when the link renders: a new ui config rebuilds the theme (app/providers.tsx), which
  // renders every styled component again.
  const { animationMs } = readConfig(uiConfig).rollingCounter;
  return {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    height: '100%',
    minWidth: 150,
    padding: '0 16px',
    textDecoration: 'none',
    color: theme.palette.scale.gray[900],
    '& .label': { fontSize: 15, fontWeight: 700 },
    '& .roll': {
      display: 'block',
      height: 18,
      overflow: 'hidden',
      fontSize: 12,
      lineHeight: '18px',
      color: theme.palette.scale.brand[700],
    },
    '& .roll > span': {
      display: 'block',
      animation: `${slideIn} ${animationMs}ms ease-out`,
      // The line still changes every delayMs, without sliding or fading in.
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    '&:hover .label': { color: theme.palette.scale.brand[600] },
  };
});

/** Gongsil center link with the rotating counter line. */
export function GongsilLink() {
  const menus = useConfig(menusConfig);

  const userIdx = useSession((s) => s.userIdx);
  const { lines, index } = useRollingLines(true, userIdx);
  const { path, label } = menus.gongsil;
  return (
    <Anchor to={path}>
      <span className="label">{label}</span>
      <span className="roll" data-testid="rolling-counter">
        {lines.length > 0 && <span key={index}>{lines[index]}</span>}
      </span>
    </Anchor>
  );
}
