import { PERMISSOES, temPermissao } from '@backoffice/domain/permissions';
import { Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { TimelineVaga } from '../../features/vaga-candidatos/timeline-vaga';
import { PainelVaga } from '../../features/vaga-edicao/painel-vaga';
import {
  BloqueioVagasAtrasadas,
  CHAVE_VAGAS_ATRASADAS,
} from '../../features/vagas-atrasadas/bloqueio-vagas-atrasadas';
import { ContadorVagasAbertas } from '../../features/vagas-recrutamento/vagas-abertas';
import { VagasRecrutamentoTab } from '../../features/vagas-recrutamento/vagas-recrutamento-tab';
import { useUsuario } from '../../lib/sessao';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { EmConstrucaoPage } from './em-construcao-page';
import { SubabaVisivel, subabaLazy } from './selecao-entrar-page';

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

/** The inner tabs of 'Recrutamento - Entrar' (spec 002 §2.4), in the spec's order, by their address name. */
export const SUBABAS_RECRUTAMENTO = [
  { valor: 'vagasRecrutamento', rotulo: 'Vagas Recrutamento' },
  { valor: 'buscaCandidatos', rotulo: 'Busca de Candidatos' },
  { valor: 'criarCurriculo', rotulo: 'Criar currículo' },
  { valor: 'grupos', rotulo: 'Grupos de Candidatos' },
  { valor: 'relatorioMovimentacao', rotulo: 'Relatório - Movimentação' },
  { valor: 'relatorioCandidato', rotulo: 'Relatório - Candidato', permissoes: PERMISSOES.recrutamento },
] as const;

export type SubabaRecrutamento = (typeof SUBABAS_RECRUTAMENTO)[number]['valor'];

const PADRAO: SubabaRecrutamento = 'vagasRecrutamento';

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
          aoRecusarPorAtraso={() => void qc.invalidateQueries({ queryKey: CHAVE_VAGAS_ATRASADAS })}
        />
      </BloqueioVagasAtrasadas>
    </Stack>
  );
}

function conteudo(subaba: SubabaRecrutamento, rotulo: string): ReactNode {
  switch (subaba) {
    case 'vagasRecrutamento':
      return <VagasRecrutamento />;
    case 'buscaCandidatos':
      return <BuscaCandidatosTab />;
    case 'grupos':
      return <GruposCandidatosTab />;
    case 'relatorioMovimentacao':
      return <RelatorioMovimentacaoTab />;
    case 'relatorioCandidato':
      return <RelatorioCandidatoTab />;
    case 'criarCurriculo':
      return <CriarCurriculoTab />;
    default:
      return (
        <EmConstrucaoPage nome={rotulo} chave="RecrutamentoEntrar" params={{ [PARAMETRO_SUBABA]: subaba }} />
      );
  }
}

/**
 * Tab 'Recrutamento - Entrar' (spec 002 §2.4): the recruiter's workspace, whose inner tabs each have
 * their own address (/t/RecrutamentoEntrar?aba=grupos); 'Relatório - Candidato' only with code 36.
 * An inner tab is built the first time it is shown and then kept.
 */
export function RecrutamentoEntrarPage({ params }: PaginaAbaProps) {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const visiveis = SUBABAS_RECRUTAMENTO.filter(
    (s) => !('permissoes' in s) || temPermissao(usuario?.permissoes ?? [], s.permissoes),
  );
  const subaba = visiveis.find((s) => s.valor === params[PARAMETRO_SUBABA])?.valor ?? PADRAO;
  const [vistas, setVistas] = useState<ReadonlySet<SubabaRecrutamento>>(() => new Set([subaba]));
  if (!vistas.has(subaba)) setVistas(new Set([...vistas, subaba]));

  return (
    <Tabs
      value={subaba}
      onChange={(v) => v && abrir('RecrutamentoEntrar', { [PARAMETRO_SUBABA]: v })}
      keepMounted
      p="md"
    >
      <Tabs.List aria-label="Recrutamento - Entrar" mb="md">
        {visiveis.map((s) => (
          <Tabs.Tab key={s.valor} value={s.valor}>
            {s.rotulo}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {visiveis.map((s) => (
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
