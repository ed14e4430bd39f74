import { PesquisaVaga } from '../../features/pesquisa-candidatos/pesquisa-candidatos-page';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { EspacoSubabas, type Subaba, subabaLazy } from './subabas';

const DashboardTab = subabaLazy(
  () => import('../../features/dashboard-selecao/dashboard-tab'),
  'DashboardTab',
);
const FilaAtendimentoTab = subabaLazy(
  () => import('../../features/fila-atendimento/fila-atendimento-tab'),
  'FilaAtendimentoTab',
);
const MinhasVagas = subabaLazy(() => import('./minhas-vagas-page'), 'MinhasVagas');
const GruposCandidatosTab = subabaLazy(
  () => import('../../features/grupos-candidatos/grupos-candidatos-tab'),
  'GruposCandidatosTab',
);
const CriarCurriculoTab = subabaLazy(
  () => import('../../features/curriculo-candidato/criar-curriculo-tab'),
  'CriarCurriculoTab',
);
const BuscaCandidatosTab = subabaLazy(
  () => import('../../features/busca-candidatos/busca-candidatos-tab'),
  'BuscaCandidatosTab',
);

/** The inner tabs of 'Seleção - Entrar' (spec 002 §2.5), in the spec's order, by their address name. */
export const SUBABAS_SELECAO = [
  { valor: 'dashboard', rotulo: 'Dashboard', tela: DashboardTab },
  { valor: 'filaAtendimento', rotulo: 'Fila Atendimento', tela: FilaAtendimentoTab },
  { valor: 'minhasVagas', rotulo: 'Minhas Vagas', tela: MinhasVagas },
  { valor: 'criarCurriculo', rotulo: 'Criar currículo', tela: CriarCurriculoTab },
  { valor: 'grupos', rotulo: 'Grupos de Candidatos', tela: GruposCandidatosTab },
  { valor: 'buscaCandidatos', rotulo: 'Busca de Candidatos', tela: BuscaCandidatosTab },
] as const satisfies readonly Subaba[];

export type SubabaSelecao = (typeof SUBABAS_SELECAO)[number]['valor'];

/** The selector starts the day on their vacancies. */
export const SUBABA_PADRAO: SubabaSelecao = 'minhasVagas';

/**
 * Tab 'Seleção - Entrar': the selector's workspace, whose inner tabs each have their own address
 * (/t/SelecaoEntrar?aba=grupos). With `nrVaga` the tab is the talent-pool search of that vacancy
 * (links of the search history and alerts).
 */
export function SelecaoEntrarPage({ params }: PaginaAbaProps) {
  const { abrir } = useTabs();
  const nrVaga = Number(params.nrVaga);
  if (params.nrVaga && Number.isInteger(nrVaga) && nrVaga > 0) return <PesquisaVaga nrVaga={nrVaga} />;
  const atual = SUBABAS_SELECAO.find((s) => s.valor === params[PARAMETRO_SUBABA])?.valor ?? SUBABA_PADRAO;
  return (
    <EspacoSubabas
      rotulo="Seleção - Entrar"
      subabas={SUBABAS_SELECAO}
      atual={atual}
      aoEscolher={(v) => abrir('SelecaoEntrar', { [PARAMETRO_SUBABA]: v })}
    />
  );
}
