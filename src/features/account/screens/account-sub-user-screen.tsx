import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/page/page-title';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { positionLabel } from '@/lib/positions';
import { useSession } from '@/session';

/** /account/sub-user: the office's staff (agentSubUsers, its user accounts other than the
 * representative's). The contacts of 연락처 관리 are another list: deleting one leaves the staff. */
export default function AccountSubUserScreen() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const subUserText = useConfig(messages.pages.account).subUser;
  const commonText = useConfig(messages.pages.common);

  const rows = useSession((s) => s.agentSubUsers);
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={subUserText.title} lead={subUserText.lead} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {fmt(commonText.total, { n: rows.length })}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={subUserText.caption}>
          <TableHead>
            <TableRow>
              <TableCell>{subUserText.columns.name}</TableCell>
              <TableCell>{subUserText.columns.email}</TableCell>
              <TableCell>{subUserText.columns.phone}</TableCell>
              <TableCell>{subUserText.columns.position}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {subUserText.empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((u) => (
                <TableRow key={u.id}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.phone}</TableCell>
                  <TableCell>{positionLabel(u.position)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
