import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { useQueryClient } from '@tanstack/react-query';
import { MinhasVagasTab } from '../../features/minhas-vagas/minhas-vagas-tab';
import { PesquisaVaga } from '../../features/pesquisa-candidatos/pesquisa-candidatos-page';
import { TimelineVaga } from '../../features/vaga-candidatos/timeline-vaga';
import { CandidatosDaVaga } from '../../features/vaga-candidatos/vaga-candidatos-page';
import { DetalheVaga } from '../../features/vaga-edicao/detalhe-vaga';
import { PainelVaga } from '../../features/vaga-edicao/painel-vaga';
import { BloqueioVagasAtrasadas } from '../../features/vagas-atrasadas/bloqueio-vagas-atrasadas';
import { invalidar } from '../../lib/dados';
import { PaginaCliente } from './paginas-com-legado';

/**
 * Tab 'Minhas Vagas' (spec 001 §2.12, §2.13): the overdue block first, then the list, whose side
 * panel shows the vacancy's detail, candidates and timeline from their own screens. A list refused
 * for overdue vacancies (one became overdue since the block checked) makes the block check again.
 */
export function MinhasVagas() {
  const qc = useQueryClient();
  return (
    <BloqueioVagasAtrasadas
      abaSituacao={(nrVaga, aoConcluir) => (
        <PainelVaga nrVaga={nrVaga} somente={['tab_situacao_vaga']} aoSalvar={aoConcluir} />
      )}
    >
      <MinhasVagasTab
        painelDetalhe={(nrVaga) => (
          <DetalheVaga nrVaga={nrVaga} pesquisa={<PesquisaVaga nrVaga={nrVaga} />} />
        )}
        painelCandidatos={(nrVaga) => <CandidatosDaVaga nrVaga={nrVaga} />}
        painelHistorico={(nrVaga) => <TimelineVaga nrVaga={nrVaga} />}
        paginaCliente={(cdPessoa, cdEmpresa) => <PaginaCliente cdPessoa={cdPessoa} cdEmpresa={cdEmpresa} />}
        aoRecusarPorAtraso={() => void invalidar(qc, C.vagasAtrasadas)}
      />
    </BloqueioVagasAtrasadas>
  );
}
