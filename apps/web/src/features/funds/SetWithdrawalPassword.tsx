import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@repo/api-schema/client';
import { withdrawalPasswordForm } from '@repo/api-schema/rules';
import { Button } from '@repo/ui/components/Button';
import { PasswordField } from '@repo/ui/components/PasswordField';
import { Stack } from '@repo/ui/components/Stack';
import { Text } from '@repo/ui/components/Text';
import { apiKey } from '../../shared/data/queryClient';
import { FormAlert } from '../../shared/forms/formSupport';
import { fundsMessages as m } from './messages';
import { CheckedForm, useCheckedSubmit } from './fundsParts';

/**
 * Shown instead of a withdrawal form to a user without a withdrawal password: set one here
 * (`/user/tkPassword/update` needs no old one when none is set); the user info is read again after.
 */
export function SetWithdrawalPassword({ api }: { api: ApiClient }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ tkPassword: '', confirmTkPassword: '' });
  const { failure, pending, issueProps, submit: check } = useCheckedSubmit();
  const submit = () =>
    check(withdrawalPasswordForm, values, async () => {
      await api.POST('/user/tkPassword/update', { body: values });
      await queryClient.invalidateQueries({ queryKey: apiKey('/user/info') });
    });
  const field = (name: keyof typeof values, label: string) => (
    <PasswordField
      label={label}
      value={values[name]}
      onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
      autoComplete="new-password"
      isRequired
      isDisabled={pending}
      {...issueProps(name)}
    />
  );
  return (
    <CheckedForm onSubmit={() => void submit()}>
      <Stack gap="medium">
        <Text>{intl.formatMessage(m.noWithdrawalPassword)}</Text>
        <FormAlert>{failure}</FormAlert>
        {field('tkPassword', intl.formatMessage(m.newTkPassword))}
        {field('confirmTkPassword', intl.formatMessage(m.confirmTkPassword))}
        <Button type="submit" fullWidth isPending={pending}>
          {intl.formatMessage(m.setWithdrawalPassword)}
        </Button>
      </Stack>
    </CheckedForm>
  );
}
