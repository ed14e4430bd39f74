import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { useQueryClient } from '@tanstack/react-query';
import { RequisicoesTab } from '../../features/requisicoes/requisicoes-tab';
import { PainelVaga } from '../../features/vaga-edicao/painel-vaga';
import { BloqueioVagasAtrasadas } from '../../features/vagas-atrasadas/bloqueio-vagas-atrasadas';
import { invalidar } from '../../lib/dados';

/** Tab 'Requisições': the overdue block first (the list reads the vacancy list), then the requisitions. */
export function RequisicoesPage() {
  const qc = useQueryClient();
  return (
    <BloqueioVagasAtrasadas
      abaSituacao={(nrVaga, aoConcluir) => (
        <PainelVaga nrVaga={nrVaga} somente={['tab_situacao_vaga']} aoSalvar={aoConcluir} />
      )}
    >
      <RequisicoesTab aoRecusarPorAtraso={() => void invalidar(qc, C.vagasAtrasadas)} />
    </BloqueioVagasAtrasadas>
  );
}
