import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { mudarAbaDosToasts, mudarAbaInternaDosToasts, notify } from './notify';

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

  it('shows the newest toast at once: past the limit the oldest that close by themselves leave', () => {
    const { limit } = notificationsStore.getState();
    notify.erro('Conexão perdida.', { id: 'fixo', autoClose: false });
    for (let i = 1; i <= limit + 1; i++) notify.sucesso(`Salvo ${i}.`);
    const { notifications: mostrados, queue } = notificationsStore.getState();
    expect(queue).toHaveLength(0);
    expect(mostrados.map((n) => n.message)).toEqual([
      'Conexão perdida.',
      ...Array.from({ length: limit - 1 }, (_, i) => `Salvo ${i + 3}.`),
    ]);
  });

  it('hides the toasts of a workspace tab when another tab comes on screen, not the others', () => {
    mudarAbaDosToasts('Vaga?nrVaga=1');
    notify.sucesso('Salvo na vaga.');
    mudarAbaDosToasts('Vaga?nrVaga=2');
    notify.sucesso('Salvo na outra.');
    const textos = notificationsStore.getState().notifications.map((n) => n.message);
    expect(textos).toEqual(['Salvo na outra.']);
    mudarAbaDosToasts(null);
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('hides the toasts of an inner tab when its set moves to another tab', () => {
    mudarAbaDosToasts('Vaga?nrVaga=1');
    mudarAbaInternaDosToasts('painel', 'descricao');
    notify.sucesso('Descrição atualizada.');
    mudarAbaInternaDosToasts('outro', 'a');
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    mudarAbaInternaDosToasts('painel', 'salario');
    expect(notificationsStore.getState().notifications).toHaveLength(0);
    mudarAbaInternaDosToasts('painel', null);
    mudarAbaInternaDosToasts('outro', null);
  });
});
