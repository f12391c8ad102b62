import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { closesDialog } from './invokerCommands';

/** What a confirmation holds: a box to tick, the action, and a way back that closes the dialog. */
export function ConfirmationForm({ dialogId }: { dialogId: string }) {
  return (
    <form method="post" action="/account" style={{ display: 'grid', gap: 16 }}>
      <Checkbox
        name="confirm"
        value="yes"
        label="I understand that this cannot be undone"
        required
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="submit">Yes, delete it</Button>
        <Button variant="secondary" {...closesDialog(dialogId)}>
          No, keep it
        </Button>
      </div>
    </form>
  );
}
