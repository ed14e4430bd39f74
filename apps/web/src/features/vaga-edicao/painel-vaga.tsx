import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  ABA_FATURAMENTO,
  ABAS_SEM_SALVAR,
  ABAS_VAGA_EDICAO,
  type ChaveAbaVaga,
  type DadosVaga,
  MENSAGENS_VAGA_EDICAO,
} from '@backoffice/domain/vaga-edicao';
import { Alert, Box, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { notify, useAbaInternaDosToasts } from '../../lib/notify';
import { AbaSituacao } from './abas/aba-situacao';
import { AbaAnalista, AbaCargoSalario } from './abas/abas-cargo-analista';
import { AbaAutoatendimento, AbaDivulgaWeb, AbaRedesSociais } from './abas/abas-divulgacao';
import { AbaBeneficios, AbaFaturamento } from './abas/abas-faturamento-beneficios';
import {
  AbaCentroCusto,
  AbaDescricao,
  AbaHorario,
  AbaInsalubridade,
  AbaNrPedido,
  type AbaProps,
  AbaRecrutamento,
  AbaRequisitante,
  AbaSetor,
} from './abas/abas-simples';
import { consultaDadosVaga } from './api-vaga';
import { type AcaoSalvar, RegistroSalvarContext } from './salvar-aba';

const TITULOS: Record<string, string> = Object.fromEntries(
  [ABA_FATURAMENTO, ...ABAS_VAGA_EDICAO].map((a) => [a.chave, a.titulo]),
);

/** The content of each tab; a tab not listed shows that it is not available here. */
const CONTEUDO: Partial<Record<ChaveAbaVaga, ComponentType<AbaProps>>> = {
  tab_faturamento: AbaFaturamento,
  tab_descricao_vaga: AbaDescricao,
  tab_beneficios: AbaBeneficios,
  tab_divulga_web: AbaDivulgaWeb,
  tab_divulgar_redes_sociais: AbaRedesSociais,
  tab_divulga_autoatendimento: AbaAutoatendimento,
  tab_cargo_salario: AbaCargoSalario,
  tab_horario: AbaHorario,
  tab_analista: AbaAnalista,
  tab_centro_custo: AbaCentroCusto,
  tab_insalubridade_periculosidade: AbaInsalubridade,
  tab_nr_pedido: AbaNrPedido,
  tab_requisitante: AbaRequisitante,
  tab_setor: AbaSetor,
  tab_recrutamento: AbaRecrutamento,
  tab_situacao_vaga: AbaSituacao,
};

/** Text of the frozen-vacancy banner (situation 13). */
export const AVISO_CONGELADA =
  'Vaga congelada - aguardando o pagamento do adiantamento: alguns dados não podem ser alterados.';

/** The tabs in the order to show: the server's list, Faturamento in front, restricted by `somente`. */
export function ordenarAbas(dados: Pick<DadosVaga, 'ABAS'>, somente?: readonly string[]): string[] {
  const ordem = [ABA_FATURAMENTO.chave, ...ABAS_VAGA_EDICAO.map((a) => a.chave)] as string[];
  const abas = ordem.filter((c) => dados.ABAS.includes(c));
  return somente ? abas.filter((c) => somente.includes(c)) : abas;
}

export interface PainelVagaProps {
  nrVaga: number;
  /** Show only these tabs (e.g. ['tab_situacao_vaga']). */
  somente?: readonly string[];
  /** Called after a save the server accepted (e.g. a list refreshes). */
  aoSalvar?: () => void;
}

/** The vacancy edit panel (spec 000 §2.2): tabs on the left, the floating save button. */
export function PainelVaga({ nrVaga, somente, aoSalvar }: PainelVagaProps) {
  const q = useQuery(consultaDadosVaga(nrVaga));
  if (q.isPending) return <LoadingState />;
  if (q.isError || !q.data) return <EmptyState text={MENSAGENS_VAGA_EDICAO.falha.buscarDadosVaga} />;
  return <PainelConteudo dados={q.data} somente={somente} aoSalvar={aoSalvar} />;
}

function PainelConteudo({
  dados,
  somente,
  aoSalvar,
}: {
  dados: DadosVaga;
  somente?: readonly string[];
  aoSalvar?: () => void;
}) {
  const abas = ordenarAbas(dados, somente);
  const habilitadas = new Set(dados.ABAS_HABILITADAS);
  const [ativa, setAtiva] = useState<string | null>(
    () => abas.find((a) => habilitadas.has(a)) ?? abas[0] ?? null,
  );
  // a tab's answer (saved, refused) goes when the user moves to another tab
  useAbaInternaDosToasts(ativa);
  const acao = useRef<AcaoSalvar | null>(null);
  const registrar = useCallback((a: AcaoSalvar | null) => {
    acao.current = a;
  }, []);
  // the tab's save (it shows its own answer; a refused form keeps its messages beside its fields)
  const envio = useMutation({
    mutationFn: (a: AcaoSalvar) => a.salvar(),
    onSuccess: (salvo) => {
      if (salvo) aoSalvar?.();
    },
  });
  const salvando = envio.isPending;
  const congelada = dados.ID_VAGA_CONGELADA === 'S';
  const comSalvar = ativa !== null && !ABAS_SEM_SALVAR.includes(ativa as ChaveAbaVaga);
  const ativaHabilitada = ativa !== null && habilitadas.has(ativa);

  function salvar() {
    const a = acao.current;
    if (!a?.alterado) {
      notify.info(MENSAGENS_VAGA_EDICAO.info.semAlteracoes);
      return;
    }
    envio.mutate(a);
  }

  if (!abas.length) return <EmptyState />;
  const Conteudo = ativa ? CONTEUDO[ativa as ChaveAbaVaga] : undefined;

  return (
    <Stack gap="sm" p="sm">
      <Group gap="xs">
        <Text fw={600}>Vaga {dados.NR_VAGA}</Text>
        <Text c="gray.7">
          · {dados.NM_CARGO_CLIENTE ?? dados.NM_CARGO ?? ''} · {dados.NM_PESSOA} ·{' '}
          {dados.SITUACAO_VAGA.NM_SITUACAO}
        </Text>
      </Group>
      {congelada && (
        <Alert color="orange" role="alert" title="Vaga congelada">
          {AVISO_CONGELADA}
        </Alert>
      )}
      {dados.PERMITE_ATUALIZAR.mensagem && (
        <Text size="sm" c="gray.7" data-testid="dica-permite-atualizar">
          {dados.PERMITE_ATUALIZAR.mensagem}
        </Text>
      )}
      <Tabs value={ativa} onChange={setAtiva} orientation="vertical" keepMounted={false}>
        <Tabs.List>
          {abas.map((c) => (
            <Tabs.Tab key={c} value={c} disabled={!habilitadas.has(c)}>
              {TITULOS[c] ?? c}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ativa && (
          <Tabs.Panel value={ativa} px="md" pb="md">
            <RegistroSalvarContext.Provider value={registrar}>
              <Box maw={760}>
                {!ativaHabilitada ? (
                  <EmptyState text={congelada ? MENSAGENS.vagaCongelada : MENSAGENS.semDados} />
                ) : Conteudo ? (
                  <Conteudo key={`${ativa}-${dados.NR_VAGA}`} dados={dados} />
                ) : (
                  <EmptyState text="Esta aba ainda não está disponível nesta tela." />
                )}
                {comSalvar && (
                  // a bar stuck to the bottom of the panel: the fields scroll under it, never under a
                  // floating button, and the last one ends above it
                  <Box
                    pos="sticky"
                    bottom={0}
                    mt="md"
                    py="xs"
                    style={{
                      display: 'flex',
                      justifyContent: 'flex-end',
                      zIndex: 10,
                      background: 'var(--mantine-color-body)',
                      borderTop: '1px solid var(--mantine-color-gray-3)',
                    }}
                  >
                    <Button onClick={salvar} loading={salvando} disabled={!ativaHabilitada}>
                      Salvar
                    </Button>
                  </Box>
                )}
              </Box>
            </RegistroSalvarContext.Provider>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
