import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithQuery } from '../../../test/render.tsx';
import { AlertForm, type AlertOwner } from './AlertForm.tsx';
import { ALERT_FLASH, DATE_REQUIRED, REQUIRED, today } from './alertRules.ts';
import type { AlertFormTestQuery } from './__generated__/AlertFormTestQuery.graphql.ts';

const query = graphql`
  query AlertFormTestQuery @relay_test_operation {
    node(id: "Alert:5") {
      ...AlertForm_alert @alias(as: "alert")
    }
  }
`;

const saved = {
  __typename: 'Alert',
  id: 'Alert:5',
  text: 'Gate code 4411',
  severity: 'warning',
  expires: null,
  checkBack: '2030-01-15 00:00:00',
  alertType: 'Rolloff Pricing',
  productName: '20 yd MSW',
  hauler: { name: 'Acme Hauling' },
  createdBy: 'ada',
  updatedBy: 'bob',
  updatedAt: '2026-11-20T15:30:00Z',
};

/** The form editing `saved`, or creating an alert on `owner` when `edit` is false. */
function renderForm({ edit = true, owner }: { edit?: boolean; owner?: AlertOwner } = {}) {
  const onSaved = jest.fn();
  const onDeleted = jest.fn();
  const r = renderWithQuery<AlertFormTestQuery>(
    query,
    (d) => (
      <AlertForm
        alert={edit ? d.node?.alert : null}
        owner={owner}
        onSaved={onSaved}
        onDeleted={onDeleted}
      />
    ),
    { resolvers: { Node: () => saved } },
  );
  return { ...r, onSaved, onDeleted };
}

type Rendered = ReturnType<typeof renderForm>;
const operation = ({ environment }: Rendered, name: string) =>
  environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
const answer = ({ environment }: Rendered, name: string, resolvers: object) => {
  const op = operation({ environment } as Rendered, name)!;
  act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers as never)));
};
const textBox = () => screen.getByRole('textbox', { name: /Alert text/ });
const save = (r: Rendered) => r.user.click(screen.getByRole('button', { name: 'Save Alert' }));

describe('AlertForm', () => {
  it('requires the text of a new alert and sends nothing without it', async () => {
    const r = renderForm({ edit: false, owner: { level: 'zone', id: 'Zone:3' } });
    expect(screen.getByText('New alert on this zone')).toBeTruthy();
    expect(screen.getByText('No date: the alert stays until it is deleted.')).toBeTruthy();
    await save(r);
    expect(screen.getByText(REQUIRED)).toBeTruthy();
    expect(operation(r, 'CreateAlertMutation')).toBeUndefined();
  });

  it('prefills a common alert, asks for its date, then creates it on the region', async () => {
    const r = renderForm({ edit: false, owner: { level: 'region', id: 'Region:9' } });
    await r.user.click(screen.getByText('Temporarily closed'));
    expect((textBox() as HTMLTextAreaElement).value).toBe(
      'The hauler is temporarily closed: do not book until the expiration date.',
    );
    expect((screen.getByRole('combobox', { name: 'Severity' }) as HTMLSelectElement).value).toBe(
      'error',
    );
    await save(r);
    expect(screen.getByText(DATE_REQUIRED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Expiration date/), { target: { value: '2099-03-01' } });
    await save(r);
    expect(operation(r, 'CreateAlertMutation')!.request.variables).toEqual({
      input: {
        text: 'The hauler is temporarily closed: do not book until the expiration date.',
        severity: 'error',
        expires: '2099-03-01 00:00:00',
        checkBack: null,
        regionIds: ['Region:9'],
      },
    });
    answer(r, 'CreateAlertMutation', { AlertPayload: () => ({ userErrors: [] }) });
    expect((await screen.findByTestId('flash')).textContent).toBe(ALERT_FLASH.created);
    expect(r.onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows who made an alert and saves the edited text with its check-back date', async () => {
    const r = renderForm();
    expect(
      screen.getByText(/^Product Pricing alert on Acme Hauling · 20 yd MSW · created by ada/),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Check back date/) as HTMLInputElement).value).toBe('2030-01-15');
    await r.user.clear(textBox());
    await r.user.type(textBox(), 'Gate code 5522');
    await save(r);
    expect(operation(r, 'UpdateAlertMutation')!.request.variables).toEqual({
      input: {
        id: 'Alert:5',
        updatedAt: '2026-11-20T15:30:00Z',
        text: 'Gate code 5522',
        severity: 'warning',
        expires: null,
        checkBack: '2030-01-15 00:00:00',
      },
    });
    answer(r, 'UpdateAlertMutation', {
      AlertPayload: () => ({ alert: { ...saved, text: 'Gate code 5522' }, userErrors: [] }),
    });
    expect((await screen.findByTestId('flash')).textContent).toBe(ALERT_FLASH.updated);
    expect(r.onSaved).toHaveBeenCalledTimes(1);
  });

  it('refuses a new date in the past', async () => {
    const r = renderForm();
    fireEvent.change(screen.getByLabelText(/Check back date/), {
      target: { value: '2001-01-01' },
    });
    expect(screen.getByLabelText(/Check back date/).getAttribute('min')).toBe(today());
    await save(r);
    expect(screen.getByText('Date must be today or later')).toBeTruthy();
    expect(operation(r, 'UpdateAlertMutation')).toBeUndefined();
  });

  it('shows the message of a refused update next to the text', async () => {
    const r = renderForm();
    await save(r);
    answer(r, 'UpdateAlertMutation', {
      AlertPayload: () => ({
        alert: null,
        userErrors: [{ field: 'text', message: 'Text is too long' }],
      }),
    });
    expect((await screen.findByTestId('flash')).textContent).toBe(ALERT_FLASH.updateFailed);
    expect(screen.getByText('Text is too long')).toBeTruthy();
    expect(r.onSaved).not.toHaveBeenCalled();
  });

  it('deletes the alert after a confirm step', async () => {
    const r = renderForm();
    await r.user.click(screen.getByRole('button', { name: 'Delete Alert' }));
    expect(operation(r, 'DeleteAlertMutation')).toBeUndefined();
    await r.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(operation(r, 'DeleteAlertMutation')!.request.variables).toEqual({
      input: { id: 'Alert:5' },
    });
    answer(r, 'DeleteAlertMutation', {
      DeletePayload: () => ({ deletedId: 'Alert:5', userErrors: [] }),
    });
    expect((await screen.findByTestId('flash')).textContent).toBe(ALERT_FLASH.deleted);
    expect(r.onDeleted).toHaveBeenCalledTimes(1);
  });
});
