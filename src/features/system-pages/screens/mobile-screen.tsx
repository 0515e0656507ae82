import Box from '@mui/material/Box';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { NoticePage } from '../components/notice-page';

/** Mobile variants are out of scope: a plain notice, no redirect. */
export default function MobileScreen() {
  const mobileText = useConfig(messages.pages.mobile);

  return (
    <NoticePage title={mobileText.title} body={mobileText.body}>
      <Box sx={{ mt: 3 }}>
        <Button kind="outline" to={href('landing')} size="lg">
          {mobileText.home}
        </Button>
      </Box>
    </NoticePage>
  );
}
