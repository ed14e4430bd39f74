import { SUBABAS_GERENCIAL } from '@backoffice/domain/gerencial';
import { Tabs } from '@mantine/core';
import { Suspense, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { EspacoSubabas, type Subaba, subabaLazy } from './subabas';

const VagasGerencialTab = subabaLazy(
  () => import('../../features/vagas-gerencial/vagas-gerencial-tab'),
  'VagasGerencialTab',
);
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
const RelatorioMovCandTab = subabaLazy(
  () => import('../../features/vagas-gerencial/relatorio-mov-cand'),
  'RelatorioMovCandTab',
);
const RelatorioFechamentoTab = subabaLazy(
  () => import('../../features/fechamento-relatorio/relatorio-fechamento'),
  'RelatorioFechamentoTab',
);
const RelatorioPareceresClienteTab = subabaLazy(
  () => import('../../features/parecer-relatorio/relatorio-pareceres-cliente'),
  'RelatorioPareceresClienteTab',
);

/** Relatórios: sub-tabs Vagas, Candidatos, Movimentação (spec 002 §2.4), Pareceres de clientes and
 * Encerramentos (the closing messages). */
function RelatoriosGerencial() {
  const [aba, setAba] = useState<string | null>('Movimentacao');
  return (
    <Tabs value={aba} onChange={setAba} keepMounted={false} variant="pills" px="sm">
      <Tabs.List aria-label="Relatórios" mb="sm">
        <Tabs.Tab value="Vagas">Vagas</Tabs.Tab>
        <Tabs.Tab value="Candidatos">Candidatos</Tabs.Tab>
        <Tabs.Tab value="Movimentacao">Movimentação</Tabs.Tab>
        <Tabs.Tab value="PareceresClientes">Pareceres de clientes</Tabs.Tab>
        <Tabs.Tab value="Encerramentos">Encerramentos</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="Vagas">
        {/* the vacancies report: the management list with its filter and its CSV/XLSX export */}
        <Suspense fallback={<LoadingState />}>
          <VagasGerencialTab />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="Candidatos">
        <Suspense fallback={<LoadingState />}>
          <RelatorioCandidatoTab />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="Movimentacao">
        <Suspense fallback={<LoadingState />}>
          <RelatorioMovCandTab />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="PareceresClientes">
        <Suspense fallback={<LoadingState />}>
          <RelatorioPareceresClienteTab />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="Encerramentos">
        <Suspense fallback={<LoadingState />}>
          <RelatorioFechamentoTab />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

type SubabaGerencial = (typeof SUBABAS_GERENCIAL)[number]['valor'];

const TELAS: Record<SubabaGerencial, Subaba['tela']> = {
  vagas: VagasGerencialTab,
  grupos: GruposCandidatosTab,
  criarCurriculo: CriarCurriculoTab,
  relatorios: RelatoriosGerencial,
  buscaCandidatos: BuscaCandidatosTab,
};
const VISIVEIS: Subaba<SubabaGerencial>[] = SUBABAS_GERENCIAL.filter((s) => s.visivel).map((s) => ({
  valor: s.valor,
  rotulo: s.rotulo,
  tela: TELAS[s.valor],
}));

/**
 * Tab 'Seleção - Gerencial' (spec 002 §2.4, code 59): Vagas, Grupos de candidato, Criar currículo and
 * Relatórios, each inner tab with its own address; Busca de Candidatos is defined but not shown.
 */
export function SelecaoGerencialPage({ params }: PaginaAbaProps) {
  const { abrir } = useTabs();
  const atual = VISIVEIS.find((s) => s.valor === params[PARAMETRO_SUBABA])?.valor ?? 'vagas';
  return (
    <EspacoSubabas
      rotulo="Seleção - Gerencial"
      subabas={VISIVEIS}
      atual={atual}
      aoEscolher={(v) => abrir('SelecaoGerencial', { [PARAMETRO_SUBABA]: v })}
    />
  );
}
