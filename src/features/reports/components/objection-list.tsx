import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useObjections } from '../api/get-objections';

/** The broker's objections with staff's status and answer; nothing while there is none. */
export function ObjectionList({ enabled }: { enabled: boolean }) {
  const t = useConfig(messages.reports).objection;
  const objections = useObjections(enabled);
  const rows = objections.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="objection-list-title" sx={{ mt: 3 }}>
      <Typography id="objection-list-title" sx={{ fontWeight: 700, mb: 1 }}>
        {t.listTitle}
      </Typography>
      <Table size="small" aria-label={t.listCaption}>
        <TableHead>
          <TableRow>
            {Object.values(t.listColumns).map((c) => (
              <TableCell key={c} sx={{ bgcolor: 'scale.gray.50', fontWeight: 700 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => (
            <TableRow key={o.id}>
              <TableCell>{o.roomsSeq}</TableCell>
              <TableCell>{new Date(o.createdAt).toLocaleDateString('ko-KR')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t.status[o.status]}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{o.answer || t.noAnswer}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
