import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { EmptyState } from '../../components/controls/list-states';
import { PesquisaVaga } from '../../features/pesquisa-candidatos/pesquisa-candidatos-page';
import { DetalheVaga } from '../../features/vaga-edicao/detalhe-vaga';
import type { PaginaAbaProps } from '../../lib/tabs';

/** Tab 'Vaga {n}': the vacancy detail panel, with the talent-pool search of the vacancy inside it. */
export function VagaPage({ params }: PaginaAbaProps) {
  const nrVaga = Number(params.nrVaga);
  if (!Number.isInteger(nrVaga) || nrVaga <= 0) {
    return <EmptyState text={MENSAGENS_VAGA_EDICAO.validacao.vagaNaoInformada} />;
  }
  return <DetalheVaga nrVaga={nrVaga} pesquisa={<PesquisaVaga nrVaga={nrVaga} />} />;
}
