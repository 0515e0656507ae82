import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { NoticePage } from '../components/notice-page';

const mobileText = messages.pages.mobile;

/** Mobile variants are out of scope: a plain notice, no redirect. */
export default function MobileScreen() {
  return (
    <NoticePage title={mobileText.title} body={mobileText.body}>
      <Button
        component={RouterLink}
        to={href('landing')}
        variant="outlined"
        size="lg"
        sx={{ mt: 3 }}
      >
        {mobileText.home}
      </Button>
    </NoticePage>
  );
}
