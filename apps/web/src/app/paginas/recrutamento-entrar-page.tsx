import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { PERMISSOES, temPermissao } from '@backoffice/domain/permissions';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TimelineVaga } from '../../features/vaga-candidatos/timeline-vaga';
import { PainelVaga } from '../../features/vaga-edicao/painel-vaga';
import { BloqueioVagasAtrasadas } from '../../features/vagas-atrasadas/bloqueio-vagas-atrasadas';
import { ContadorVagasAbertas } from '../../features/vagas-recrutamento/vagas-abertas';
import { VagasRecrutamentoTab } from '../../features/vagas-recrutamento/vagas-recrutamento-tab';
import { invalidar } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { EspacoSubabas, type Subaba, subabaLazy } from './subabas';

const GruposCandidatosTab = subabaLazy(
  () => import('../../features/grupos-candidatos/grupos-candidatos-tab'),
  'GruposCandidatosTab',
);
const BuscaCandidatosTab = subabaLazy(
  () => import('../../features/busca-candidatos/busca-candidatos-tab'),
  'BuscaCandidatosTab',
);
const CriarCurriculoTab = subabaLazy(
  () => import('../../features/curriculo-candidato/criar-curriculo-tab'),
  'CriarCurriculoTab',
);
const RelatorioCandidatoTab = subabaLazy(
  () => import('../../features/vagas-recrutamento/relatorio-candidato'),
  'RelatorioCandidatoTab',
);
const RelatorioMovimentacaoTab = subabaLazy(
  () => import('../../features/vagas-recrutamento/relatorio-movimentacao'),
  'RelatorioMovimentacaoTab',
);

/** The recruitment list: the open-vacancy counters, then the overdue block in front of the list. */
function VagasRecrutamento() {
  const qc = useQueryClient();
  return (
    <Stack gap="xs">
      <Stack px="sm" pt="sm">
        <ContadorVagasAbertas />
      </Stack>
      <BloqueioVagasAtrasadas
        abaSituacao={(nrVaga, aoConcluir) => (
          <PainelVaga nrVaga={nrVaga} somente={['tab_situacao_vaga']} aoSalvar={aoConcluir} />
        )}
      >
        <VagasRecrutamentoTab
          painelHistorico={(nrVaga) => <TimelineVaga nrVaga={nrVaga} />}
          aoRecusarPorAtraso={() => void invalidar(qc, C.vagasAtrasadas)}
        />
      </BloqueioVagasAtrasadas>
    </Stack>
  );
}

/** The inner tabs of 'Recrutamento - Entrar' (spec 002 §2.4), in the spec's order, by their address name. */
export const SUBABAS_RECRUTAMENTO = [
  { valor: 'vagasRecrutamento', rotulo: 'Vagas Recrutamento', tela: VagasRecrutamento },
  { valor: 'buscaCandidatos', rotulo: 'Busca de Candidatos', tela: BuscaCandidatosTab },
  { valor: 'criarCurriculo', rotulo: 'Criar currículo', tela: CriarCurriculoTab },
  { valor: 'grupos', rotulo: 'Grupos de Candidatos', tela: GruposCandidatosTab },
  { valor: 'relatorioMovimentacao', rotulo: 'Relatório - Movimentação', tela: RelatorioMovimentacaoTab },
  {
    valor: 'relatorioCandidato',
    rotulo: 'Relatório - Candidato',
    tela: RelatorioCandidatoTab,
    permissoes: PERMISSOES.recrutamento,
  },
] as const satisfies readonly (Subaba & { permissoes?: readonly number[] })[];

export type SubabaRecrutamento = (typeof SUBABAS_RECRUTAMENTO)[number]['valor'];

const PADRAO: SubabaRecrutamento = 'vagasRecrutamento';

/**
 * Tab 'Recrutamento - Entrar' (spec 002 §2.4): the recruiter's workspace, whose inner tabs each have
 * their own address (/t/RecrutamentoEntrar?aba=grupos); 'Relatório - Candidato' only with code 36.
 */
export function RecrutamentoEntrarPage({ params }: PaginaAbaProps) {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const visiveis = SUBABAS_RECRUTAMENTO.filter(
    (s) => !('permissoes' in s) || temPermissao(usuario?.permissoes ?? [], s.permissoes),
  );
  const atual = visiveis.find((s) => s.valor === params[PARAMETRO_SUBABA])?.valor ?? PADRAO;
  return (
    <EspacoSubabas
      rotulo="Recrutamento - Entrar"
      subabas={visiveis}
      atual={atual}
      aoEscolher={(v) => abrir('RecrutamentoEntrar', { [PARAMETRO_SUBABA]: v })}
    />
  );
}
