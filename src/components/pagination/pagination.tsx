import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { paginationWindow } from './pagination-window';

export interface PaginationProps {
  /** Total number of items (not pages). Nothing renders when it is 0 or less. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Items per page; the page count is ceil(total / limit). */
  limit: number;
  /** Called with the new 1-based page; never called for the current page. */
  onChange: (page: number) => void;
}

function PageButton({
  label,
  disabled,
  current,
  onClick,
  children,
}: {
  label?: string;
  disabled?: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const size = useConfig(uiConfig).pagination.buttonSize;

  return (
    <ButtonBase
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      sx={(theme) => ({
        width: size,
        minWidth: size,
        height: size,
        borderRadius: 1,
        fontSize: 14,
        fontWeight: current ? 700 : 400,
        color: current ? theme.palette.common.white : theme.palette.text.primary,
        backgroundColor: current ? theme.palette.scale.brand[600] : 'transparent',
        '&:hover': {
          backgroundColor: current ? theme.palette.scale.brand[700] : theme.palette.scale.gray[100],
        },
        '&.Mui-disabled': { color: theme.palette.scale.gray[300] },
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 1,
        },
      })}
    >
      {children}
    </ButtonBase>
  );
}

/**
 * Pagination bar: `<Pagination total={n} page={p} limit={24} onChange={setPage} />` shows
 * 처음/이전, page numbers in blocks of 5, 다음/마지막; renders nothing when total <= 0.
 */
export function Pagination({ total, page, limit, onChange }: PaginationProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const paginationText = useConfig(messages.pagination);

  const { pageCount, current, pages } = paginationWindow(total, page, limit);
  if (pageCount === 0) return null;
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= pageCount) onChange(p);
  };
  const atFirst = current <= 1;
  const atLast = current >= pageCount;
  return (
    <Box
      component="nav"
      aria-label={paginationText.label}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.5, my: 3 }}
    >
      <PageButton label={paginationText.first} disabled={atFirst} onClick={() => go(1)}>
        <FirstPageIcon fontSize="small" aria-hidden />
      </PageButton>
      <PageButton label={paginationText.prev} disabled={atFirst} onClick={() => go(current - 1)}>
        <ChevronLeftIcon fontSize="small" aria-hidden />
      </PageButton>
      {pages.map((p) => (
        <PageButton key={p} current={p === current} onClick={() => go(p)}>
          {p}
        </PageButton>
      ))}
      <PageButton label={paginationText.next} disabled={atLast} onClick={() => go(current + 1)}>
        <ChevronRightIcon fontSize="small" aria-hidden />
      </PageButton>
      <PageButton label={paginationText.last} disabled={atLast} onClick={() => go(pageCount)}>
        <LastPageIcon fontSize="small" aria-hidden />
      </PageButton>
    </Box>
  );
}
