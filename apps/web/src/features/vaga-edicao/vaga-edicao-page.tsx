import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { EmptyState } from '../../components/controls/list-states';
import type { PaginaAbaProps } from '../../lib/tabs';
import { PainelVaga } from './painel-vaga';

/** Tab 'Vaga {n}': the edit panel of one vacancy. */
export function VagaEdicaoPage({ params }: PaginaAbaProps) {
  const nrVaga = Number(params.nrVaga);
  if (!Number.isInteger(nrVaga) || nrVaga <= 0) {
    return <EmptyState text={MENSAGENS_VAGA_EDICAO.validacao.vagaNaoInformada} />;
  }
  return <PainelVaga nrVaga={nrVaga} />;
}
