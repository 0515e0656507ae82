import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/pagination/pagination';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import { dabangRoomListQueryOptions } from '../api/get-dabang-room-list';

const t = messages.pages.rooms;
const c = messages.pages.common;
const PAGE_SIZE = 10;
const date = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium' });

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (k: string) => void }) {
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 3 }}>
      <TextField
        id="room-keyword"
        label={t.list.searchLabel}
        placeholder={t.list.searchPlaceholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: 420 }}
      />
      <Button type="submit" variant="contained" size="lg">
        {t.list.search}
      </Button>
    </Box>
  );
}

export default function RoomDabangListScreen() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword')?.trim() ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useQuery(dabangRoomListQueryOptions({ keyword, page, limit: PAGE_SIZE }));

  const go = (next: { keyword?: string; page?: number }) => {
    const k = next.keyword ?? keyword;
    const p = next.page ?? 1;
    const params: Record<string, string> = {};
    if (k) params.keyword = k;
    if (p > 1) params.page = String(p);
    setSearch(params);
  };

  return (
    <Box sx={{ py: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography component="h1" variant="h3">
          {t.list.title}
        </Typography>
        <Button component={RouterLink} to={href('form')} variant="outlined" size="lg">
          {t.list.register}
        </Button>
      </Box>
      <SearchForm key={keyword} initial={keyword} onSearch={(k) => go({ keyword: k })} />
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={messages.common.loading} />
        </Box>
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error, c.loadFailed) || c.loadFailed}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {fmt(c.total, { n: query.data.total })}
            </Typography>
            {keyword && (
              <Button size="sm" onClick={() => go({ keyword: '' })}>
                {t.list.reset}
              </Button>
            )}
          </Box>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={t.list.caption}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 100 }}>{t.list.columns.roomsSeq}</TableCell>
                  <TableCell>{t.list.columns.title}</TableCell>
                  <TableCell>{t.list.columns.address}</TableCell>
                  <TableCell sx={{ width: 100 }}>{t.list.columns.roomType}</TableCell>
                  <TableCell sx={{ width: 180 }}>{t.list.columns.price}</TableCell>
                  <TableCell sx={{ width: 90 }}>{t.list.columns.status}</TableCell>
                  <TableCell sx={{ width: 120 }}>{t.list.columns.savedTime}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                      {keyword ? fmt(t.list.emptySearch, { keyword }) : t.list.empty}
                    </TableCell>
                  </TableRow>
                ) : (
                  query.data.items.map((room) => (
                    <TableRow key={room.roomsSeq}>
                      <TableCell>{room.roomsSeq}</TableCell>
                      <TableCell>{room.title}</TableCell>
                      <TableCell>{room.address}</TableCell>
                      <TableCell>{t.roomTypes[room.roomType]}</TableCell>
                      <TableCell>
                        {formatDeal({
                          type: room.sellingType,
                          deposit: room.deposit,
                          price: room.price,
                        })}
                      </TableCell>
                      <TableCell>{t.statuses[room.status]}</TableCell>
                      <TableCell>{date.format(new Date(room.savedTime))}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              total={query.data.total}
              page={page}
              limit={PAGE_SIZE}
              onChange={(p) => go({ page: p })}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
