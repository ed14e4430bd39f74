import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { Button, Group } from '@mantine/core';
import { EmptyState } from '../../components/controls/list-states';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { PainelVaga } from './painel-vaga';

/** Tab 'Vaga {n}': the edit panel of one vacancy, with the way to its candidates and timeline. */
export function VagaEdicaoPage({ params }: PaginaAbaProps) {
  const tabs = useTabs();
  const nrVaga = Number(params.nrVaga);
  if (!Number.isInteger(nrVaga) || nrVaga <= 0) {
    return <EmptyState text={MENSAGENS_VAGA_EDICAO.validacao.vagaNaoInformada} />;
  }
  return (
    <>
      <Group gap="xs" justify="flex-end" px="sm" pt="sm">
        <Button size="compact-sm" variant="light" onClick={() => tabs.abrir('VagaCandidatos', { nrVaga })}>
          Ver candidatos
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => tabs.abrir('VagaCandidatos', { nrVaga, painel: 'historico' })}
        >
          Ver histórico
        </Button>
      </Group>
      <PainelVaga nrVaga={nrVaga} />
    </>
  );
}
