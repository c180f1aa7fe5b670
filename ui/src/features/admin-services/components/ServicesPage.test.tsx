import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

describe('services (SA)', () => {
  it("is a titled placeholder saying 'Servicio no disponible', asking the server for nothing of its own", async () => {
    const api = fakeApi({});
    signInAs('SA');
    renderApp('/admin/services');

    expect(await screen.findByRole('heading', { name: 'Servicios', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Servicio no disponible')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path !== 'setting/getAplicationParameters')).toEqual([]);
  });
});
