import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('should render nothing without a message', () => {
    const { container } = render(
      <>
        <FieldError id="a" />
        <FieldError id="b">{''}</FieldError>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('should render the message with its id and a prefix only screen readers hear', () => {
    render(<FieldError id="email-error">Invalid email address</FieldError>);
    const error = document.getElementById('email-error');
    expect(error).toHaveTextContent('Error: Invalid email address');
    expect(screen.getByText('Error:')).toHaveClass(visuallyHidden);
  });

  it('should take the prefix in the app language', () => {
    render(
      <FieldError id="e" prefix="Erreur :">
        Adresse invalide
      </FieldError>,
    );
    expect(document.getElementById('e')).toHaveTextContent('Erreur : Adresse invalide');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<FieldError id="e">Name is required</FieldError>);
    await expectNoAxeViolations(container);
  });
});
