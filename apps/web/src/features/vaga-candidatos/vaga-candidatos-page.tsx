import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { podeAlterarAnalista } from '@backoffice/domain/vaga-candidatos';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { consulta } from '../../lib/dados';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { AbaDescartados } from './aba-descartados';
import { AbaRelacionados } from './aba-relacionados';
import { AbaWeb } from './aba-web';
import { consultaLista, M, useRecarregarAoMudar } from './api';
import { HistoricoPesquisasAba } from './historico-pesquisas/historico-pesquisas-aba';
import { AcoesLoteVaga } from './lote/acoes-lote-vaga';
import type { RenderEncaminhar } from './lote/barra-lote';
import { AlterarAnalistaModal, ResumoVagaModal } from './modais-vaga';
import { usePareceresPendentes } from './parecer/api-parecer';
import { PareceresCliente } from './parecer/pareceres-cliente';
import { TimelineVaga } from './timeline-vaga';

const ABAS = [
  'candidatos_relacionados',
  'candidatos_web',
  'candidatos_descartados',
  'historico_pesquisas',
  'pareceres_cliente',
] as const;
type Aba = (typeof ABAS)[number];
type Painel = 'candidatos' | 'historico';

/** Tab 'Candidatos - Vaga {n}': the job detail panel, its candidates and its timeline (spec 001 §2.1). */
export function VagaCandidatosPage({ params }: PaginaAbaProps) {
  const nrVaga = Number(params.nrVaga);
  if (!Number.isInteger(nrVaga) || nrVaga <= 0) {
    return <EmptyState text={MENSAGENS_VAGA_EDICAO.validacao.vagaNaoInformada} />;
  }
  return <PainelCandidatosVaga nrVaga={nrVaga} painel={params.painel} aba={params.aba} />;
}

/** Starts reading the related candidates with the vacancy's summary, not after it (a long list). */
function useLerRelacionadosJa(nrVaga: number, ativo: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (ativo) void qc.prefetchQuery(consultaLista(nrVaga, 'candidatos-relacionados'));
  }, [qc, nrVaga, ativo]);
}

function PainelCandidatosVaga({ nrVaga, painel, aba }: { nrVaga: number; painel?: string; aba?: string }) {
  useRecarregarAoMudar(nrVaga);
  useLerRelacionadosJa(
    nrVaga,
    painel !== 'historico' && (aba ?? 'candidatos_relacionados') === 'candidatos_relacionados',
  );
  const tabs = useTabs();
  const q = useQuery({
    ...consulta(C.vagaResumida, { params: { nrVaga } }, M.falha.dadosVaga),
  });
  const [atual, setAtual] = useState<Painel>(painel === 'historico' ? 'historico' : 'candidatos');
  const [analista, setAnalista] = useState(painel === 'analista');
  const [resumo, setResumo] = useState(false);
  if (q.isPending) return <LoadingState />;
  if (q.isError || !q.data) return <EmptyState text={M.falha.dadosVaga} />;
  const v = q.data.VAGA;
  const podeAnalista = podeAlterarAnalista(v.CD_SITUACAO_VAGA);

  return (
    <Stack gap="sm" p="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Anchor component="button" fw={700} onClick={() => tabs.abrir('Vaga', { nrVaga })}>
                Vaga {v.NR_VAGA}
              </Anchor>
              <Badge
                color={
                  vagaCongelada(v.CD_SITUACAO_VAGA) ? 'orange' : v.CD_SITUACAO_VAGA === 1 ? 'teal' : 'blue'
                }
              >
                {v.NM_SITUACAO_VAGA}
              </Badge>
              {v.ID_VAGA_SIGILOSA === 'S' && <Badge color="dark">Sigilosa</Badge>}
              {v.ID_VAGA_CONFIDENCIAL === 'S' && <Badge color="gray">Confidencial</Badge>}
            </Group>
            <Text size="sm" c="gray.8">
              {[
                v.NM_CARGO,
                v.NM_PESSOA_CLIENTE,
                v.NM_PESSOA_SELECIONADOR && `Analista: ${v.NM_PESSOA_SELECIONADOR}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Group gap="xs">
            <SegmentedControl
              aria-label="Painel da vaga"
              value={atual}
              onChange={(x) => setAtual(x as Painel)}
              data={[
                { value: 'candidatos', label: 'Ver candidatos' },
                { value: 'historico', label: 'Ver histórico' },
              ]}
            />
            <Button
              variant="light"
              disabled={!podeAnalista}
              title={podeAnalista ? undefined : 'O analista só pode ser alterado em vagas abertas.'}
              onClick={() => setAnalista(true)}
            >
              Alterar analista
            </Button>
            <Button variant="default" onClick={() => setResumo(true)}>
              Resumo
            </Button>
          </Group>
        </Group>
      </Paper>
      {vagaCongelada(v.CD_SITUACAO_VAGA) && (
        <Alert color="orange" role="alert" title="Vaga congelada">
          Aguardando o pagamento do adiantamento: relacionar, agendar, descartar, aprovar, reprovar e
          restaurar candidatos não são permitidos.
        </Alert>
      )}
      {atual === 'candidatos' ? (
        <AbasCandidatos
          nrVaga={nrVaga}
          inicial={(ABAS as readonly string[]).includes(aba ?? '') ? (aba as Aba) : 'candidatos_relacionados'}
          cdPessoaCliente={v.CD_PESSOA_CLIENTE}
          cdPessoaAnalista={v.CD_PESSOA_ANALISTA}
        />
      ) : (
        <Stack gap="md">
          <TimelineVaga nrVaga={nrVaga} />
          <AcoesLoteVaga nrVaga={nrVaga} />
        </Stack>
      )}
      {analista && podeAnalista && <AlterarAnalistaModal dados={q.data} onClose={() => setAnalista(false)} />}
      {resumo && <ResumoVagaModal dados={q.data} onClose={() => setResumo(false)} />}
    </Stack>
  );
}

/**
 * The candidate tabs of a vacancy on their own, opening on `aba` (default 'candidatos_relacionados'):
 * the side panel of My openings (spec 001 §2.12).
 */
export function CandidatosDaVaga({ nrVaga, aba }: { nrVaga: number; aba?: string }) {
  useRecarregarAoMudar(nrVaga);
  useLerRelacionadosJa(nrVaga, (aba ?? 'candidatos_relacionados') === 'candidatos_relacionados');
  const q = useQuery({
    ...consulta(C.vagaResumida, { params: { nrVaga } }, M.falha.dadosVaga),
  });
  if (q.isPending) return <LoadingState />;
  if (q.isError || !q.data) return <EmptyState text={M.falha.dadosVaga} />;
  const v = q.data.VAGA;
  return (
    <Stack gap="sm" p="sm">
      {vagaCongelada(v.CD_SITUACAO_VAGA) && (
        <Alert color="orange" role="alert" title="Vaga congelada">
          Aguardando o pagamento do adiantamento: relacionar, agendar, descartar, aprovar, reprovar e
          restaurar candidatos não são permitidos.
        </Alert>
      )}
      <AbasCandidatos
        nrVaga={nrVaga}
        inicial={(ABAS as readonly string[]).includes(aba ?? '') ? (aba as Aba) : 'candidatos_relacionados'}
        cdPessoaCliente={v.CD_PESSOA_CLIENTE}
        cdPessoaAnalista={v.CD_PESSOA_ANALISTA}
      />
    </Stack>
  );
}

function AbasCandidatos({
  nrVaga,
  inicial,
  cdPessoaCliente,
  cdPessoaAnalista,
  renderEncaminhar,
}: {
  nrVaga: number;
  inicial: Aba;
  cdPessoaCliente: number;
  cdPessoaAnalista: number | null;
  /** The modal forwarding selected related candidates to a client contact. */
  renderEncaminhar?: RenderEncaminhar;
}) {
  const [ativa, setAtiva] = useState<Aba>(inicial);
  const c = useQuery(consultaLista(nrVaga, 'contadores-candidatos')).data;
  const pareceres = usePareceresPendentes(nrVaga);
  const contador = (n: number | undefined) => (
    <Badge size="sm" variant="light" ml={4} aria-label={`${n ?? 0} registros`}>
      {n ?? '…'}
    </Badge>
  );
  return (
    <Tabs value={ativa} onChange={(x) => x && setAtiva(x as Aba)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="candidatos_relacionados" rightSection={contador(c?.QTD_CANDIDATOS_RELACIONADOS)}>
          Candidatos Relacionados
        </Tabs.Tab>
        <Tabs.Tab value="candidatos_web" rightSection={contador(c?.QTD_CANDIDATOS_WEB)}>
          Candidatos Web
        </Tabs.Tab>
        <Tabs.Tab value="candidatos_descartados" rightSection={contador(c?.QTD_CANDIDATOS_DESCARTADOS)}>
          Candidatos Descartados
        </Tabs.Tab>
        <Tabs.Tab value="historico_pesquisas" rightSection={contador(c?.QTD_PESQUISAS)}>
          Histórico de Pesquisas
        </Tabs.Tab>
        <Tabs.Tab
          value="pareceres_cliente"
          rightSection={
            pareceres ? (
              <Badge size="sm" color="orange" ml={4} aria-label={`${pareceres} pareceres a tratar`}>
                {pareceres}
              </Badge>
            ) : null
          }
        >
          Pareceres do cliente
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="candidatos_relacionados" pt="sm">
        <AbaRelacionados nrVaga={nrVaga} renderEncaminhar={renderEncaminhar} />
      </Tabs.Panel>
      <Tabs.Panel value="candidatos_web" pt="sm">
        <AbaWeb nrVaga={nrVaga} cdPessoaCliente={cdPessoaCliente} cdPessoaAnalista={cdPessoaAnalista} />
      </Tabs.Panel>
      <Tabs.Panel value="candidatos_descartados" pt="sm">
        <AbaDescartados nrVaga={nrVaga} />
      </Tabs.Panel>
      <Tabs.Panel value="historico_pesquisas" pt="sm">
        <HistoricoPesquisasAba nrVaga={nrVaga} />
      </Tabs.Panel>
      <Tabs.Panel value="pareceres_cliente" pt="sm">
        <PareceresCliente
          nrVaga={nrVaga}
          cdPessoaCliente={cdPessoaCliente}
          cdPessoaAnalista={cdPessoaAnalista}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
