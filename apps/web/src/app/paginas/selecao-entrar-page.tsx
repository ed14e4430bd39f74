import { Tabs } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { PesquisaVaga } from '../../features/pesquisa-candidatos/pesquisa-candidatos-page';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { AbaAtualContext, type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { EmConstrucaoPage } from './em-construcao-page';

/** An inner tab's screen, loaded the first time it is shown (the workspace opens on one of six). */
export function subabaLazy<M extends Record<string, unknown>>(
  carregar: () => Promise<M>,
  exportacao: keyof M & string,
): ComponentType {
  return lazy(async () => ({ default: (await carregar())[exportacao] as ComponentType }));
}

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
  { valor: 'dashboard', rotulo: 'Dashboard' },
  { valor: 'filaAtendimento', rotulo: 'Fila Atendimento' },
  { valor: 'minhasVagas', rotulo: 'Minhas Vagas' },
  { valor: 'criarCurriculo', rotulo: 'Criar currículo' },
  { valor: 'grupos', rotulo: 'Grupos de Candidatos' },
  { valor: 'buscaCandidatos', rotulo: 'Busca de Candidatos' },
] as const;

export type SubabaSelecao = (typeof SUBABAS_SELECAO)[number]['valor'];

/** The selector starts the day on their vacancies. */
export const SUBABA_PADRAO: SubabaSelecao = 'minhasVagas';

function subabaDe(valor: string | undefined): SubabaSelecao {
  return SUBABAS_SELECAO.find((s) => s.valor === valor)?.valor ?? SUBABA_PADRAO;
}

function conteudo(subaba: SubabaSelecao, rotulo: string): ReactNode {
  switch (subaba) {
    case 'dashboard':
      return <DashboardTab />;
    case 'minhasVagas':
      return <MinhasVagas />;
    case 'filaAtendimento':
      return <FilaAtendimentoTab />;
    case 'grupos':
      return <GruposCandidatosTab />;
    case 'buscaCandidatos':
      return <BuscaCandidatosTab />;
    case 'criarCurriculo':
      return <CriarCurriculoTab />;
    default:
      return <EmConstrucaoPage nome={rotulo} chave="SelecaoEntrar" params={{ [PARAMETRO_SUBABA]: subaba }} />;
  }
}

/**
 * Tab 'Seleção - Entrar': the selector's workspace, whose inner tabs each have their own address
 * (/t/SelecaoEntrar?aba=grupos). An inner tab is built the first time it is shown and then kept,
 * so its filters and scroll survive a trip to another one. With `nrVaga` the tab is the
 * talent-pool search of that vacancy (links of the search history and alerts).
 */
export function SelecaoEntrarPage({ params }: PaginaAbaProps) {
  const nrVaga = Number(params.nrVaga);
  if (params.nrVaga && Number.isInteger(nrVaga) && nrVaga > 0) return <PesquisaVaga nrVaga={nrVaga} />;
  return <EspacoSelecao subaba={subabaDe(params[PARAMETRO_SUBABA])} />;
}

function EspacoSelecao({ subaba }: { subaba: SubabaSelecao }) {
  const { abrir } = useTabs();
  const [vistas, setVistas] = useState<ReadonlySet<SubabaSelecao>>(() => new Set([subaba]));
  if (!vistas.has(subaba)) setVistas(new Set([...vistas, subaba]));

  return (
    <Tabs
      value={subaba}
      onChange={(v) => v && abrir('SelecaoEntrar', { [PARAMETRO_SUBABA]: v })}
      keepMounted
      p="md"
    >
      <Tabs.List aria-label="Seleção - Entrar" mb="md">
        {SUBABAS_SELECAO.map((s) => (
          <Tabs.Tab key={s.valor} value={s.valor}>
            {s.rotulo}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SUBABAS_SELECAO.map((s) => (
        <Tabs.Panel key={s.valor} value={s.valor}>
          {vistas.has(s.valor) && (
            <SubabaVisivel visivel={s.valor === subaba}>
              <Suspense fallback={<LoadingState />}>{conteudo(s.valor, s.rotulo)}</Suspense>
            </SubabaVisivel>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * An inner tab is on screen only when it is chosen and its workspace tab is: its side panels and
 * modals (drawn outside the page) close while another inner tab is shown.
 */
export function SubabaVisivel({ visivel, children }: { visivel: boolean; children: ReactNode }) {
  const aba = useContext(AbaAtualContext);
  const valor = useMemo(() => (aba ? { ...aba, visivel: aba.visivel && visivel } : null), [aba, visivel]);
  if (!valor) return children;
  return <AbaAtualContext.Provider value={valor}>{children}</AbaAtualContext.Provider>;
}
