import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { id: 'email-error', children: 'Invalid email address' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { children: undefined } };

export const LongMessage: Story = {
  args: {
    children:
      'Only DOCX, PDF, image or plain-text files are accepted: choose another file or export this one as a PDF',
  },
};

export const LongWord: Story = {
  args: { children: 'Unrecognisedattachmentnamewithoutanybreakingopportunitiesanywhereatall.exe' },
};

export const OtherLanguagePrefix: Story = {
  args: { prefix: 'Erreur :', children: 'Adresse e-mail invalide' },
};

export const HarbourTheme: Story = { globals: { theme: 'harbour' } };
