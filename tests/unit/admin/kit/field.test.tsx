/** @jest-environment jsdom */
import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import { Field } from '@/components/admin/kit/field';

function renderField(props: Partial<React.ComponentProps<typeof Field>> = {}) {
  return render(
    <Theme>
      <Field id="team-email" label="Email" {...props}>
        {(input) => <input {...input} type="email" />}
      </Field>
    </Theme>,
  );
}

describe('the kit Field', () => {
  it('labels its control, and marks a required field with a hidden asterisk', () => {
    renderField({ required: true });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'team-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces an error and has it describe the control while it is shown', () => {
    const { rerender } = renderField({ error: 'Enter a valid email' });
    const input = screen.getByLabelText('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'team-email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');

    rerender(
      <Theme>
        <Field id="team-email" label="Email">
          {(control) => <input {...control} type="email" />}
        </Field>
      </Theme>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('has a hint describe the control always, before the error', () => {
    renderField({ hint: 'Where the invitation goes.', error: 'Enter a valid email' });
    const input = screen.getByLabelText('Email');
    expect(screen.getByText('Where the invitation goes.')).toHaveAttribute('id', 'team-email-hint');
    expect(input).toHaveAccessibleDescription('Where the invitation goes. Enter a valid email');
  });

  it('keeps the error and hint ids a form already used, after the ids it is given', () => {
    renderField({
      error: 'Too short',
      errorId: 'old-error',
      hint: 'At least 8 characters.',
      hintId: 'old-hint',
      describedBy: 'password-rules',
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'aria-describedby',
      'password-rules old-hint old-error',
    );
  });

  it('marks a control invalid whose reason the form shows elsewhere (one alert for the form)', () => {
    renderField({ invalid: true });
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a badge inside the label after its text', () => {
    renderField({ badge: <span>Set by the environment (CONTACT_EMAIL)</span> });
    expect(screen.getByLabelText('Email Set by the environment (CONTACT_EMAIL)')).toHaveAttribute(
      'id',
      'team-email',
    );
  });
});
