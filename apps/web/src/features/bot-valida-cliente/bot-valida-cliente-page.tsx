import {
  type AcaoBot,
  ATRASO_REINICIO_BOT_MS,
  ATRASO_SALVAR_BOT_MS,
  type ClienteBot,
  ESTADO_BOT_INICIAL,
  type EstadoBot,
  type EstadoBotSalvo,
  estadoAposRecarregar,
  estadoSalvoValido,
  filtrarExibir,
  filtrosBloqueados,
  lerConsulta,
  MENSAGENS_BOT as M,
  ordenarClientesBot,
  rotuloEstadoBot,
  TICK_BOT_MS,
  textoEstimativaBot,
  transicaoBot,
} from '@backoffice/domain/bot-cliente';
import { CONTRATOS_BOT_CLIENTE } from '@backoffice/domain/contratos/bot-cliente';
import { filtrarLinhas } from '@backoffice/domain/controles';
import { formatarDataHora } from '@backoffice/domain/datas';
import { formatarCnpj } from '@backoffice/domain/formatacao';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { ApiError, chamar } from '../../lib/api-client';
import { gravarArmazenado, removerArmazenado } from '../../lib/armazenamento-local';
import { consulta, invalidar } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { CHAVES_BOT, lerSalvo, ordemDe, PainelFiltrosBot, useFiltrosBot } from './filtros-bot';

export { CHAVES_BOT } from './filtros-bot';

function lerEstado(): { estado: EstadoBot; reiniciar: boolean } {
  const salvo = lerSalvo<EstadoBot>(CHAVES_BOT.estado);
  const estado = estadoSalvoValido(
    salvo ? ({ salvoEm: salvo.salvoEm, estado: salvo.valor } satisfies EstadoBotSalvo) : null,
    Date.now(),
  );
  return estado ? estadoAposRecarregar(estado) : { estado: ESTADO_BOT_INICIAL, reiniciar: false };
}

const COR_ESTADO = { 'Bot Ativo': 'teal', 'Bot Pausado': 'yellow', 'Bot Parado': 'gray' } as const;

/**
 * Bot Valida Cliente (spec 002 §2.8, §4, §9, code 341): the clients to validate and the validated
 * ones, the queue the bot works through one client every tick, its estimates, and each client's
 * history. The bot's state and the filters are kept in the browser (24 h).
 */
export function BotValidaClientePage() {
  const qc = useQueryClient();
  const { f, valores: filtros, periodo, periodoValido } = useFiltrosBot();
  const [inicial] = useState(lerEstado);
  const [estado, setEstado] = useState<EstadoBot>(inicial.estado);
  const estadoRef = useRef(estado);
  const [aba, setAba] = useState<string | null>('clientes');
  const [confirmarFila, setConfirmarFila] = useState(false);
  const [historico, setHistorico] = useState<ClienteBot | null>(null);
  const emVoo = useRef<number | null>(null);

  const aplicar = useCallback((acao: AcaoBot) => {
    const r = transicaoBot(estadoRef.current, acao);
    estadoRef.current = r.estado;
    setEstado(r.estado);
    if (r.aviso?.tipo === 'info') notify.info(r.aviso.texto);
    if (r.aviso?.tipo === 'sucesso') notify.sucesso(r.aviso.texto);
    return r.estado;
  }, []);

  // A bot running when the tab was reloaded is stopped, then started again after 1 s.
  useEffect(() => {
    if (!inicial.reiniciar) return;
    const t = setTimeout(() => aplicar({ tipo: 'ativar' }), ATRASO_REINICIO_BOT_MS);
    return () => clearTimeout(t);
  }, [aplicar, inicial.reiniciar]);

  // The bot state is saved after 1 s; a stopped bot with an empty queue leaves nothing saved.
  useEffect(() => {
    const t = setTimeout(() => {
      if (!estado.ativo && estado.fila.length === 0) removerArmazenado(CHAVES_BOT.estado);
      else gravarArmazenado(CHAVES_BOT.estado, { salvoEm: Date.now(), valor: estado });
    }, ATRASO_SALVAR_BOT_MS);
    return () => clearTimeout(t);
  }, [estado]);

  const clientes = useQuery({
    ...consulta(CONTRATOS_BOT_CLIENTE.clientes, { query: periodo }, M.erroClientes),
    enabled: periodoValido,
  });
  const validados = useQuery({
    ...consulta(
      CONTRATOS_BOT_CLIENTE.validados,
      { query: { ...periodo, id_clientes_validados: 'S' } },
      M.erroValidados,
    ),
    enabled: periodoValido,
  });

  // The tick: every 3 s a running bot takes the head of the queue, when no client is in flight.
  useEffect(() => {
    if (!estado.ativo || estado.pausado) return;
    const t = setInterval(() => aplicar({ tipo: 'iniciarValidacao' }), TICK_BOT_MS);
    return () => clearInterval(t);
  }, [estado.ativo, estado.pausado, aplicar]);

  // The client taken is validated once; success or failure, the bot goes on with the next.
  useEffect(() => {
    const c = estado.processando;
    if (!c || emVoo.current === c.CD_PESSOA_CLIENTE) return;
    emVoo.current = c.CD_PESSOA_CLIENTE;
    const inicio = performance.now();
    chamar(
      CONTRATOS_BOT_CLIENTE.valida,
      {
        corpo: {
          cd_pessoa_cliente: c.CD_PESSOA_CLIENTE,
          cd_empresa_cliente: c.CD_EMPRESA_CLIENTE,
          cnpj: c.CNPJ,
        },
      },
      { notificar: false },
    )
      .catch((e: unknown) => {
        const detalhe = e instanceof ApiError ? e.message : '';
        notify.erro(detalhe.startsWith(M.erroValidar) ? detalhe : M.erroValidar);
      })
      .finally(() => {
        emVoo.current = null;
        aplicar({
          tipo: 'concluirValidacao',
          cd: c.CD_PESSOA_CLIENTE,
          ms: Math.round(performance.now() - inicio),
        });
        void invalidar(qc, ...CONTRATOS_BOT_CLIENTE.valida.invalida);
      });
  }, [estado.processando, aplicar, qc]);

  const naFila = useMemo(() => estado.fila.map((c) => c.CD_PESSOA_CLIENTE), [estado.fila]);
  const bloqueado = filtrosBloqueados(estado);
  const visiveis = (linhas: readonly ClienteBot[] | undefined, comFila: boolean) => {
    const base = linhas ?? [];
    // the queue's clients stay on screen (first) while they wait, even if the list moved on
    const juntas = comFila
      ? [
          ...estado.fila.filter((f) => !base.some((l) => l.CD_PESSOA_CLIENTE === f.CD_PESSOA_CLIENTE)),
          ...base,
        ]
      : base;
    const filtradas = filtrarLinhas(filtrarExibir(juntas, filtros.exibir), filtros.texto);
    return ordenarClientesBot(filtradas, ordemDe(filtros.ordem), comFila ? naFila : []);
  };
  const linhasClientes = visiveis(clientes.data, true);
  const linhasValidados = visiveis(validados.data, false);

  const rotulo = rotuloEstadoBot(estado);

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Bot Valida Cliente
        </Title>
        <Badge size="lg" color={COR_ESTADO[rotulo]} data-testid="estado-bot">
          {rotulo}
        </Badge>
      </Group>

      <PainelFiltrosBot f={f} bloqueado={bloqueado} />

      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            {!estado.ativo ? (
              <Button onClick={() => aplicar({ tipo: 'ativar' })} color="teal">
                Ativar bot
              </Button>
            ) : (
              <>
                {estado.pausado ? (
                  <Button onClick={() => aplicar({ tipo: 'retomar' })} color="teal">
                    Retomar bot
                  </Button>
                ) : (
                  <Button onClick={() => aplicar({ tipo: 'pausar' })} color="yellow">
                    Pausar bot
                  </Button>
                )}
                <Button onClick={() => aplicar({ tipo: 'parar' })} color="red" variant="light">
                  Parar bot
                </Button>
              </>
            )}
            <Button
              variant="default"
              disabled={estado.ativo || linhasClientes.length === 0}
              onClick={() => setConfirmarFila(true)}
            >
              Colocar na fila
            </Button>
            <Button
              variant="default"
              disabled={estado.ativo || estado.fila.length === 0}
              onClick={() => aplicar({ tipo: 'limparFila' })}
            >
              Limpar fila
            </Button>
          </Group>
          <Stack gap={0} align="flex-end" aria-live="polite">
            <Text size="sm" data-testid="fila-bot">
              Fila: {estado.fila.length} {estado.fila.length === 1 ? 'cliente' : 'clientes'}
              {estado.processando ? ` · validando ${estado.processando.NM_PESSOA_CLIENTE}` : ''}
            </Text>
            <Text size="xs" c="gray.7" data-testid="estimativa-bot">
              {textoEstimativaBot(estado.ativo && !estado.pausado, estado.fila.length, estado.tempos)}
            </Text>
          </Stack>
        </Group>
      </Paper>

      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="clientes">Clientes ({clientes.data?.length ?? 0})</Tabs.Tab>
          <Tabs.Tab value="historico">Histórico ({validados.data?.length ?? 0})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clientes" pt="sm">
          <TabelaBot
            rotulo="Clientes"
            erro={M.erroClientes}
            consulta={clientes}
            linhas={linhasClientes}
            quantidade={filtros.quantidade}
            estado={estado}
            acao={(l) =>
              estado.fila.length === 0 && !estado.ativo ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => aplicar({ tipo: 'validarAgora', cliente: l })}
                >
                  Validar agora
                </Button>
              ) : null
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="historico" pt="sm">
          <TabelaBot
            rotulo="Clientes validados"
            erro={M.erroValidados}
            consulta={validados}
            linhas={linhasValidados}
            quantidade={filtros.quantidade}
            estado={estado}
            acao={(l) => (
              <Tooltip label="Histórico de validações">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Histórico de ${l.NM_PESSOA_CLIENTE}`}
                  onClick={() => setHistorico(l)}
                >
                  <IconHistory size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          />
        </Tabs.Panel>
      </Tabs>

      <ConfirmDialog
        opened={confirmarFila}
        title="Preencher a fila"
        message={`${M.confirmarFila} (${linhasClientes.length} ${linhasClientes.length === 1 ? 'cliente' : 'clientes'})`}
        onCancel={() => setConfirmarFila(false)}
        onConfirm={() => {
          aplicar({ tipo: 'preencherFila', clientes: linhasClientes });
          setConfirmarFila(false);
        }}
      />
      <HistoricoModal cliente={historico} onClose={() => setHistorico(null)} />
    </Stack>
  );
}

function Observacao({ l }: { l: ClienteBot }) {
  const c = lerConsulta(l.DS_CONSULTA);
  if (c.erro) {
    return (
      <Text size="sm" c="red.9">
        {c.mensagem ?? 'Erro na consulta'}
      </Text>
    );
  }
  return <Text size="sm">{c.mensagem ?? ''}</Text>;
}

function TabelaBot({
  rotulo,
  consulta,
  linhas,
  quantidade,
  estado,
  acao,
  erro: mensagemErro,
}: {
  rotulo: string;
  consulta: { isPending: boolean; isError: boolean };
  linhas: ClienteBot[];
  quantidade: number;
  estado: EstadoBot;
  acao: (l: ClienteBot) => ReactNode;
  erro: string;
}) {
  if (consulta.isPending) return <LoadingState />;
  if (consulta.isError) return <Alert color="red">{mensagemErro}</Alert>;
  if (linhas.length === 0) return <EmptyState />;
  const naFila = new Set(estado.fila.map((c) => c.CD_PESSOA_CLIENTE));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" aria-label={rotulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">SIP/CNPJ</Table.Th>
            <Table.Th scope="col">Cliente</Table.Th>
            <Table.Th scope="col">Simples</Table.Th>
            <Table.Th scope="col">Validado</Table.Th>
            <Table.Th scope="col">Observações</Table.Th>
            <Table.Th scope="col">Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.slice(0, quantidade).map((l) => {
            const erro = lerConsulta(l.DS_CONSULTA).erro;
            return (
              <Table.Tr key={l.CD_PESSOA_CLIENTE} data-testid={`cliente-bot-${l.CD_PESSOA_CLIENTE}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {l.CD_PESSOA_CLIENTE}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatarCnpj(l.CNPJ)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {l.NM_PESSOA_CLIENTE}
                  {estado.processando?.CD_PESSOA_CLIENTE === l.CD_PESSOA_CLIENTE ? (
                    <Badge ml="xs" color="blue" variant="light">
                      Validando...
                    </Badge>
                  ) : naFila.has(l.CD_PESSOA_CLIENTE) ? (
                    <Badge ml="xs" color="gray" variant="light">
                      Na fila
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {erro ? (
                    <Badge color="red" variant="light">
                      Erro
                    </Badge>
                  ) : l.ID_OPTANTE_SIMPLES_NAC === 'S' ? (
                    <Badge color="teal" variant="light">
                      Sim
                    </Badge>
                  ) : l.ID_OPTANTE_SIMPLES_NAC === 'N' ? (
                    <Badge color="gray" variant="light">
                      Não
                    </Badge>
                  ) : (
                    '-'
                  )}
                </Table.Td>
                <Table.Td>{l.DT_VALIDA_SIMPLES ? formatarDataHora(l.DT_VALIDA_SIMPLES) : '-'}</Table.Td>
                <Table.Td>
                  <Observacao l={l} />
                </Table.Td>
                <Table.Td>{acao(l)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {linhas.length > quantidade && (
        <Text size="xs" c="gray.7" mt="xs">
          Exibindo {quantidade} de {linhas.length}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}

function HistoricoModal({ cliente, onClose }: { cliente: ClienteBot | null; onClose: () => void }) {
  const historico = useQuery({
    ...consulta(
      CONTRATOS_BOT_CLIENTE.historico,
      { params: { cd_pessoa_cliente: cliente?.CD_PESSOA_CLIENTE ?? 0 } },
      M.erroHistorico,
    ),
    enabled: cliente !== null,
  });
  return (
    <AppModal
      opened={cliente !== null}
      onClose={onClose}
      title={cliente ? `${cliente.NM_PESSOA_CLIENTE} - ${formatarCnpj(cliente.CNPJ)}` : ''}
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {historico.isPending ? (
        <LoadingState />
      ) : historico.isError ? (
        <Alert color="red">{M.erroHistorico}</Alert>
      ) : (historico.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <Timeline bulletSize={18} lineWidth={2}>
          {(historico.data ?? []).map((h) => {
            const c = lerConsulta(h.DS_CONSULTA);
            let simples: string | null = null;
            try {
              const j = JSON.parse(h.DS_CONSULTA) as { opcao_pelo_simples?: boolean | null; fonte?: string };
              if (!c.erro)
                simples = `${j.opcao_pelo_simples ? 'Optante pelo Simples Nacional' : 'Não optante'}${j.fonte ? ` (${j.fonte})` : ''}`;
            } catch {
              // not JSON: the text is shown as it is
            }
            return (
              <Timeline.Item
                key={h.DT_VALIDA_SIMPLES + h.DS_CONSULTA.length}
                color={c.erro ? 'red' : 'teal'}
                title={formatarDataHora(h.DT_VALIDA_SIMPLES)}
              >
                <Text size="sm" c={c.erro ? 'red.8' : undefined}>
                  {c.erro ? (c.mensagem ?? 'Erro na consulta') : (simples ?? c.mensagem ?? '')}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </AppModal>
  );
}
