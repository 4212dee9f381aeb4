import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithQuery } from '../../../../test/render.tsx';
import { HaulerForm } from './HaulerForm.tsx';
import type { HaulerFormTestQuery } from './__generated__/HaulerFormTestQuery.graphql.ts';

const query = graphql`
  query HaulerFormTestQuery @relay_test_operation {
    hauler(id: "Hauler:7") {
      ...HaulerForm_hauler
    }
  }
`;

const acme = {
  id: 'Hauler:7',
  name: 'Acme Hauling',
  type: 'inNetwork',
  active: true,
  updatedAt: '2026-11-20T15:30:00Z',
};

const renderForm = (canEdit = true) =>
  renderWithQuery<HaulerFormTestQuery>(
    query,
    (d) => <HaulerForm haulerRef={d.hauler!} canEdit={canEdit} />,
    { resolvers: { Hauler: () => acme }, route: '/haulers/7' },
  );

type Rendered = ReturnType<typeof renderForm>;
const operation = ({ environment }: Rendered, name: string) =>
  environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
function answer(r: Rendered, name: string, resolvers: object) {
  const op = operation(r, name)!;
  act(() => r.environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers as never)));
}
const nameBox = () => screen.getByRole('textbox', { name: /Name/ });

describe('HaulerForm', () => {
  it('shows the hauler locked until Edit', async () => {
    const { user } = renderForm();
    expect((nameBox() as HTMLInputElement).value).toBe('Acme Hauling');
    expect((screen.getByRole('combobox', { name: /Type/ }) as HTMLSelectElement).value).toBe(
      'inNetwork',
    );
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
    expect(nameBox().matches(':disabled')).toBe(true);
    expect(screen.getByTestId('form-state').textContent).toBe('Locked: press Edit to change');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(nameBox().matches(':disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers no Edit or Delete to a reader', async () => {
    renderForm(false);
    // findBy: the form takes the record's values once mounted.
    expect(await screen.findByDisplayValue('Acme Hauling')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Hauler' })).toBeNull();
  });

  it('requires a name, then saves the changed hauler', async () => {
    const r = renderForm();
    await r.user.click(screen.getByRole('button', { name: 'Edit' }));
    await r.user.clear(nameBox());
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await r.user.type(nameBox(), '  Acme Roll-Off ');
    await r.user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Out of network');
    await r.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(operation(r, 'UpdateHaulerMutation')!.request.variables).toEqual({
      input: {
        id: 'Hauler:7',
        updatedAt: '2026-11-20T15:30:00Z',
        active: true,
        name: 'Acme Roll-Off',
        type: 'outOfNetwork',
      },
    });
    answer(r, 'UpdateHaulerMutation', {
      HaulerPayload: () => ({
        hauler: { ...acme, name: 'Acme Roll-Off', type: 'outOfNetwork' },
        userErrors: [],
      }),
    });
    expect((await screen.findByTestId('flash')).textContent).toBe('Hauler successfully updated');
  });

  it("shows the gateway's message next to the field it names", async () => {
    const r = renderForm();
    await r.user.click(screen.getByRole('button', { name: 'Edit' }));
    await r.user.type(nameBox(), ' 2');
    await r.user.click(screen.getByRole('button', { name: 'Save' }));
    answer(r, 'UpdateHaulerMutation', {
      HaulerPayload: () => ({
        hauler: null,
        userErrors: [{ field: 'name', message: 'A hauler with this name exists' }],
      }),
    });
    expect(await screen.findByText('A hauler with this name exists')).toBeTruthy();
  });

  it('deletes the hauler after a confirm step and goes to the hauler list', async () => {
    const r = renderForm();
    await r.user.click(screen.getByRole('button', { name: 'Delete Hauler' }));
    await r.user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(operation(r, 'DeleteHaulerMutation')!.request.variables).toEqual({
      input: { id: 'Hauler:7' },
    });
    answer(r, 'DeleteHaulerMutation', {
      DeletePayload: () => ({ deletedId: 'Hauler:7', userErrors: [] }),
    });
    expect((await screen.findByTestId('flash')).textContent).toBe('Hauler removed successfully');
    expect(r.router.state.location.pathname).toBe('/haulers/collection');
  });
});
