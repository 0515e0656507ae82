import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { NoticePage } from '../components/notice-page';

export default function AgreementScreen() {
  const agreementText = useConfig(messages.pages.agreement);
  const ui = useConfig(uiConfig);

  return (
    <NoticePage
      title={agreementText.title}
      body={agreementText.body}
      help={fmt(agreementText.help, { phone: ui.customerCenter.phone })}
    />
  );
}
