import { useQueryClient } from '@tanstack/react-query';
import { RequisicoesTab } from '../../features/requisicoes/requisicoes-tab';
import { PainelVaga } from '../../features/vaga-edicao/painel-vaga';
import {
  BloqueioVagasAtrasadas,
  CHAVE_VAGAS_ATRASADAS,
} from '../../features/vagas-atrasadas/bloqueio-vagas-atrasadas';

/** Tab 'Requisições': the overdue block first (the list reads the vacancy list), then the requisitions. */
export function RequisicoesPage() {
  const qc = useQueryClient();
  return (
    <BloqueioVagasAtrasadas
      abaSituacao={(nrVaga, aoConcluir) => (
        <PainelVaga nrVaga={nrVaga} somente={['tab_situacao_vaga']} aoSalvar={aoConcluir} />
      )}
    >
      <RequisicoesTab
        aoRecusarPorAtraso={() => void qc.invalidateQueries({ queryKey: CHAVE_VAGAS_ATRASADAS })}
      />
    </BloqueioVagasAtrasadas>
  );
}
