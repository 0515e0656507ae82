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
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { positionLabel } from '@/lib/positions';
import { getSelectedSubUser, removeAgentContact, setSelectedSubUser, useSession } from '@/session';
import { useHydrating } from '@/ssr/use-hydrating';
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
  const contactText = useConfig(messages.contact);

  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', py: 5, px: 2 }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: 28, fontWeight: 700, mb: 3 }}>
        {contactText.screenTitle}
      </Typography>
      <CurrentMethods onOpen={() => setOpen(true)} />
      <SubUserSection />
      <AgentContactsSection />
      <ContactSettingsDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

function CurrentMethods({ onOpen }: { onOpen: () => void }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const contactTextCfg = useConfig(messages.contact);

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
          {contactTextCfg.currentTitle}
        </Typography>
        <Button size="md" onClick={onOpen} aria-haspopup="dialog">
          {contactTextCfg.openSettings}
        </Button>
      </Box>
      {sorted.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{contactTextCfg.currentNone}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={contactTextCfg.currentTitle}
          data-testid="current-methods"
          sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {sorted.map((t) => (
            <li key={t}>
              <Badge tone="brand">{contactTextCfg.names[t]}</Badge>
            </li>
          ))}
        </Box>
      )}
      {sorted.includes('CHAT_TALK') && message && (
        <Typography sx={{ mt: 1.5, fontSize: 14 }} data-testid="current-message">
          {fmt(contactTextCfg.currentMessage, { message })}
        </Typography>
      )}
    </Box>
  );
}

function SubUserSection() {
  const contactTextCfg = useConfig(messages.contact);

  const isMaster = useSession((s) => s.isMaster);
  const userIdx = useSession((s) => s.userIdx);
  const userEmail = useSession((s) => s.userEmail);
  const agentContacts = useSession((s) => s.agentContacts);
  // The tab's choice is in sessionStorage, which the server cannot read: hydrating the server's
  // page, the first render is the server's (none chosen), then the stored choice (docs/ssr.md).
  const hydrating = useHydrating();
  const stored = hydrating
    ? ''
    : getSelectedSubUser({ isMaster, userIdx, userEmail, agentContacts });
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? stored;
  return (
    <Box component="section" aria-labelledby="sub-user-title" sx={sectionSx}>
      <SectionHeading id="sub-user-title" size={18}>
        {contactTextCfg.subUserTitle}
      </SectionHeading>
      {isMaster ? (
        <Box sx={{ maxWidth: 360 }}>
          <Select
            id="sub-user-select"
            label={contactTextCfg.subUserLabel}
            value={selected}
            placeholder={contactTextCfg.subUserNone}
            options={agentContacts.map((c) => ({
              value: c.email,
              label: `${c.name} (${c.email})`,
            }))}
            onChange={(v) => {
              setSelectedSubUser(userIdx, v);
              setChosen(v);
              if (v) toast.info(fmt(contactTextCfg.subUserSaved, { email: v }));
            }}
            helperText={contactTextCfg.subUserHelp}
          />
        </Box>
      ) : (
        <Typography>{fmt(contactTextCfg.ownAccount, { email: userEmail })}</Typography>
      )}
    </Box>
  );
}

function AgentContactsSection() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const contactTextCfg = useConfig(messages.contact);
  const errorsText = useConfig(messages.errors);

  const isMaster = useSession((s) => s.isMaster);
  const contacts = useSession((s) => s.agentContacts);
  const removal = useDeleteAgentContactMutation();

  const remove = (id: number, name: string) => {
    if (removal.isPending) return;
    if (!window.confirm(fmt(contactTextCfg.deleteConfirm, { name }))) return;
    removal.submit(id, {
      onSuccess: () => {
        removeAgentContact(id);
        toast.success(contactTextCfg.deleted);
      },
      onError: (e) => toast.error(errorMessage(e, errorsText.server)),
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
        {contactTextCfg.contactsTitle}
      </SectionHeading>
      {contacts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{contactTextCfg.contactsEmpty}</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {[
                contactTextCfg.colName,
                contactTextCfg.colEmail,
                contactTextCfg.colPhone,
                contactTextCfg.colPosition,
                ...(isMaster ? [contactTextCfg.colActions] : []),
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
                      aria-label={fmt(contactTextCfg.deleteAria, { name: c.name })}
                      onClick={() => remove(c.id, c.name)}
                    >
                      {contactTextCfg.delete}
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
