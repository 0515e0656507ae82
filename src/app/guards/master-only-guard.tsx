import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { messages } from '@/generated/config/messages';
import { useSession } from '@/session';

/**
 * Office-wide screens (purchase, products in use, payment history) are the master account's: the
 * server answers 403 to anyone else, so a sub-user who opens one by address reads a Korean notice
 * instead of a failing screen. The menu hides them as well.
 */
export function masterOnly(Screen: ComponentType): ComponentType {
  function MasterOnlyScreen() {
    const isMaster = useSession((s) => s.isMaster);
    if (isMaster) return <Screen />;
    return (
      <Box component="section" sx={{ py: 6 }}>
        <Alert severity="info" role="alert">
          {messages.routeError.productMasterOnly}
        </Alert>
      </Box>
    );
  }
  return MasterOnlyScreen;
}
