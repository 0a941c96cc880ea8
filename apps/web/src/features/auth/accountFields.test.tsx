import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries, withIntl } from '../../shared/testing/testApi';

interface Values {
  areaCode: string;
  phone: string;
  note: string;
}

/** accountFields with fresh module state (its loaded-code cache), and the phone fields' code failing `failures` times. */
let imports = 0;

async function loadAccountFields(failures = 0) {
  vi.resetModules();
  let left = failures;
  imports = 0;
  vi.doMock('./phoneFields', async (importOriginal) => {
    imports += 1;
    if (left > 0) {
      left -= 1;
      throw new Error('offline');
    }
    return importOriginal();
  });
  return import('./accountFields');
}

async function renderForm(failures = 0) {
  const { PhoneFields } = await loadAccountFields(failures);
  function Form() {
    const { control, register } = useForm<Values>({
      defaultValues: { areaCode: '+44', phone: '', note: '' },
    });
    return (
      <form>
        <label>
          Note
          <input {...register('note')} />
        </label>
        <PhoneFields control={control} countries={countries} />
      </form>
    );
  }
  render(withIntl(<Form />));
  return userEvent.setup();
}

afterEach(() => {
  vi.doUnmock('./phoneFields');
});

describe('PhoneFields (loaded when first shown)', { timeout: 60_000 }, () => {
  it('holds their place with a named busy status, then shows the fields', async () => {
    await renderForm();
    const placeholder = screen.getByRole('status', {
      name: 'Loading the country code and mobile number fields',
    });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(
      await screen.findByRole('textbox', { name: /Mobile number/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Country code/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: /Loading the country code/ })).toBeNull();
  });

  it('says when their code cannot be fetched, keeps what was typed, and Retry loads them', async () => {
    const user = await renderForm(1);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    expect(
      await screen.findByRole('heading', { name: 'The phone number fields could not be loaded' }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.type(
      await screen.findByRole('textbox', { name: /Mobile number/ }, { timeout: 15_000 }),
      '7700900123',
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'kept');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveProperty(
      'value',
      '7700900123',
    );
  });

  it('starts loading them when the account-kind choice gets the focus', async () => {
    const { MethodControl } = await loadAccountFields();
    render(
      withIntl(
        <MethodControl
          methods={['email', 'phone']}
          value="email"
          onChange={() => undefined}
          label="Account"
        />,
      ),
    );
    expect(imports).toBe(0);
    act(() => screen.getByRole('radio', { name: 'E-mail' }).focus());
    await waitFor(() => expect(imports).toBe(1));
  });
});
