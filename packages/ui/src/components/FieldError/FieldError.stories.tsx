import preview from '../../storybook/preview';
import { FieldError } from './FieldError';

const meta = preview.meta({
  title: 'Forms/FieldError',
  component: FieldError,
  args: { id: 'email-error', children: 'Invalid email address' },
});

export const Default = meta.story();

export const Empty = meta.story({ args: { children: undefined } });

export const LongMessage = meta.story({
  args: {
    children:
      'Only DOCX, PDF, image or plain-text files are accepted: choose another file or export this one as a PDF',
  },
});

export const LongWord = meta.story({
  args: { children: 'Unrecognisedattachmentnamewithoutanybreakingopportunitiesanywhereatall.exe' },
});

export const OtherLanguagePrefix = meta.story({
  args: { prefix: 'Erreur :', children: 'Adresse e-mail invalide' },
});

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
