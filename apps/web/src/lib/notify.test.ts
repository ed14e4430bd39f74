import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify';

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('shows an error text already on screen once, different texts each', () => {
    notify.erro('Candidato não encontrado.');
    notify.erro('Candidato não encontrado.');
    notify.erro('Erro ao buscar dados do candidato.');
    const textos = notificationsStore.getState().notifications.map((n) => n.message);
    expect(textos).toEqual(['Candidato não encontrado.', 'Erro ao buscar dados do candidato.']);
  });

  it('keeps stacking successes and errors given their own id', () => {
    notify.sucesso('Salvo.');
    notify.sucesso('Salvo.');
    notify.erro('Falhou.', { id: 'a' });
    notify.erro('Falhou.', { id: 'b' });
    expect(notificationsStore.getState().notifications).toHaveLength(4);
  });
});
