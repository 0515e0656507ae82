import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Badge } from '@/components/form/badge';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { SectionHeading } from '@/components/page/section-heading';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { positionLabel } from '@/lib/positions';
import { getSelectedSubUser, removeAgentContact, setSelectedSubUser, useSession } from '@/session';
import { useDeleteAgentContactMutation } from '../api/delete-agent-contact';
import { ContactSettingsDialog } from '../components/contact-settings-dialog';
import { sortByCode } from '../model/contact-form';

const sectionSx = {
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
  p: 3,
  mb: 3,
  bgcolor: 'background.paper',
} as const;

/** /account/contacts: current contact methods, the settings popup, agent contacts, sub-user choice. */
export default function AccountContactsScreen() {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', py: 5, px: 2 }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: 28, fontWeight: 700, mb: 3 }}>
        {messages.contact.screenTitle}
      </Typography>
      <CurrentMethods onOpen={() => setOpen(true)} />
      <SubUserSection />
      <AgentContactsSection />
      <ContactSettingsDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

function CurrentMethods({ onOpen }: { onOpen: () => void }) {
  const types = useSession((s) => s.contactMethodTypes);
  const message = useSession((s) => s.chatContactMessage);
  const sorted = sortByCode(types);
  return (
    <Box component="section" aria-labelledby="current-methods-title" sx={sectionSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography
          id="current-methods-title"
          component="h2"
          sx={{ fontSize: 18, fontWeight: 700 }}
        >
          {messages.contact.currentTitle}
        </Typography>
        <Button size="md" onClick={onOpen} aria-haspopup="dialog">
          {messages.contact.openSettings}
        </Button>
      </Box>
      {sorted.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{messages.contact.currentNone}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={messages.contact.currentTitle}
          data-testid="current-methods"
          sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {sorted.map((t) => (
            <li key={t}>
              <Badge tone="brand">{messages.contact.names[t]}</Badge>
            </li>
          ))}
        </Box>
      )}
      {sorted.includes('CHAT_TALK') && message && (
        <Typography sx={{ mt: 1.5, fontSize: 14 }} data-testid="current-message">
          {fmt(messages.contact.currentMessage, { message })}
        </Typography>
      )}
    </Box>
  );
}

function SubUserSection() {
  const isMaster = useSession((s) => s.isMaster);
  const userIdx = useSession((s) => s.userIdx);
  const userEmail = useSession((s) => s.userEmail);
  const agentContacts = useSession((s) => s.agentContacts);
  const [selected, setSelected] = useState(() =>
    getSelectedSubUser({ isMaster, userIdx, userEmail, agentContacts }),
  );
  return (
    <Box component="section" aria-labelledby="sub-user-title" sx={sectionSx}>
      <SectionHeading id="sub-user-title" size={18}>
        {messages.contact.subUserTitle}
      </SectionHeading>
      {isMaster ? (
        <Box sx={{ maxWidth: 360 }}>
          <Select
            id="sub-user-select"
            label={messages.contact.subUserLabel}
            value={selected}
            placeholder={messages.contact.subUserNone}
            options={agentContacts.map((c) => ({
              value: c.email,
              label: `${c.name} (${c.email})`,
            }))}
            onChange={(v) => {
              setSelectedSubUser(userIdx, v);
              setSelected(v);
              if (v) toast.info(fmt(messages.contact.subUserSaved, { email: v }));
            }}
            helperText={messages.contact.subUserHelp}
          />
        </Box>
      ) : (
        <Typography>{fmt(messages.contact.ownAccount, { email: userEmail })}</Typography>
      )}
    </Box>
  );
}

function AgentContactsSection() {
  const isMaster = useSession((s) => s.isMaster);
  const contacts = useSession((s) => s.agentContacts);
  const removal = useDeleteAgentContactMutation();

  const remove = (id: number, name: string) => {
    if (removal.isPending) return;
    if (!window.confirm(fmt(messages.contact.deleteConfirm, { name }))) return;
    removal.submit(id, {
      onSuccess: () => {
        removeAgentContact(id);
        toast.success(messages.contact.deleted);
      },
      onError: (e) => toast.error(errorMessage(e, messages.errors.server)),
    });
  };

  const cellSx = {
    textAlign: 'left',
    py: 1.25,
    px: 1.5,
    borderBottom: '1px solid',
    borderColor: 'divider',
    fontSize: 14,
  } as const;
  return (
    <Box component="section" aria-labelledby="agent-contacts-title" sx={sectionSx}>
      <SectionHeading id="agent-contacts-title" size={18}>
        {messages.contact.contactsTitle}
      </SectionHeading>
      {contacts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{messages.contact.contactsEmpty}</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {[
                messages.contact.colName,
                messages.contact.colEmail,
                messages.contact.colPhone,
                messages.contact.colPosition,
                ...(isMaster ? [messages.contact.colActions] : []),
              ].map((h) => (
                <Box
                  component="th"
                  scope="col"
                  key={h}
                  sx={{ ...cellSx, bgcolor: 'scale.gray.50', fontWeight: 700 }}
                >
                  {h}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {contacts.map((c) => (
              <tr key={c.id}>
                <Box component="td" sx={cellSx}>
                  {c.name}
                </Box>
                <Box component="td" sx={cellSx}>
                  {c.email}
                </Box>
                <Box component="td" sx={cellSx}>
                  {c.phone}
                </Box>
                <Box component="td" sx={cellSx}>
                  {positionLabel(c.position)}
                </Box>
                {isMaster && (
                  <Box component="td" sx={cellSx}>
                    <Button
                      size="sm"
                      kind="outline"
                      disabled={removal.isPending}
                      aria-label={fmt(messages.contact.deleteAria, { name: c.name })}
                      onClick={() => remove(c.id, c.name)}
                    >
                      {messages.contact.delete}
                    </Button>
                  </Box>
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
