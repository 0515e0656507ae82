import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { StaffMember } from '../api/get-agent-staff';

/**
 * What each person may do: the operations the spec keeps for the master (the server's list, the
 * one its role gate enforces), each allowed for the master and for no one else.
 */
export function StaffPermissions({
  members,
  masterOnly,
}: {
  members: readonly StaffMember[];
  masterOnly: readonly string[];
}) {
  const t = useConfig(messages.pages.account).subUser;
  const labels = t.operations as Record<string, string>;
  return (
    <Box component="section" aria-labelledby="staff-permissions-title" sx={{ mt: 5 }}>
      <Typography id="staff-permissions-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t.permissionsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.permissionsLead}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.permissionsCaption}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t.permissionColumn}
              </TableCell>
              {members.map((m) => (
                <TableCell key={m.id} component="th" scope="col" align="center">
                  {m.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {masterOnly.map((op) => (
              <TableRow key={op}>
                <TableCell component="th" scope="row">
                  {labels[op] ?? op}
                </TableCell>
                {members.map((m) => (
                  <TableCell
                    key={m.id}
                    align="center"
                    sx={{ color: m.isMaster ? 'scale.blue.700' : 'text.secondary' }}
                  >
                    {m.isMaster ? t.allowed : t.denied}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
