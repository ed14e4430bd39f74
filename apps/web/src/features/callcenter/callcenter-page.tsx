import {
  type ConversaCallcenterLinha,
  ehAtendente,
  MENSAGENS_CALLCENTER as M,
  nomeCurtoCallcenter,
} from '@backoffice/domain/callcenter';
import { CONTRATOS_CALLCENTER as C } from '@backoffice/domain/contratos/callcenter';
import { Button, Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { TabelaLista } from '../../components/lista/tabela-lista';
import { useConfiguracao } from '../../lib/configuracao';
import { invalidar } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import type { PaginaAbaProps } from '../../lib/tabs';
import { AbaChat, AcoesAtendente, type Modal } from './aba-chat';
import {
  type FiltroUnidade,
  LISTAS_CALLCENTER,
  useAcoesCallcenter,
  useCallcenterAoVivo,
  useFilaCallcenter,
  useFinalizadosCallcenter,
} from './api-callcenter';
import classes from './callcenter.module.css';
import { useAgora, useColunasAtender, useColunasFinalizados } from './colunas-callcenter';
import { ModaisCallcenter } from './modais-callcenter';
import { abaChat, useAbasChat } from './use-abas-chat';

/**
 * Tab 'Callcenter' (spec 001 §2.17; 002 §7 'Call-center screen'): the queue ('atender'), the user's
 * finished attendances ('finalizados') and one chat tab per open conversation, filtered by unit; live
 * through the real-time channel.
 */
export function CallcenterPage(_props: Partial<PaginaAbaProps>) {
  const usuario = useUsuario();
  const userSip = usuario?.user_sip ?? 0;
  const cdUnid = usuario?.cd_unid ?? 0;
  const config = useConfiguracao();
  const unidades = config.data?.UNIDADES_CALLCENTER ?? [];
  // the agent's own unit when it is a call-center unit, all of them otherwise; known once the
  // configuration has loaded (or failed), until the agent picks another
  const [escolhido, setFiltro] = useState<FiltroUnidade | null>(null);
  const filtro: FiltroUnidade | null =
    escolhido ?? (config.isPending ? null : unidades.includes(cdUnid) ? cdUnid : '*');
  const abas = useAbasChat();
  const { aba, abertas, piscando } = abas;
  const [modal, setModal] = useState<Modal | null>(null);
  const agora = useAgora();
  const qc = useQueryClient();
  const fila = useFilaCallcenter(userSip, filtro);
  const finalizados = useFinalizadosCallcenter(userSip, filtro);
  const acoes = useAcoesCallcenter();

  useCallcenterAoVivo((d) => {
    if (d.id_tipo === 'RECEBIDO') abas.chegou(d.id_chatbot_conversa);
  });

  const retomar = (l: ConversaCallcenterLinha) => {
    if (l.DT_FIM_ATENDIMENTO_CC === null) abas.abrir(l.ID_CHATBOT_CONVERSA);
    else
      acoes.retomar.mutate(
        { params: { conversa: l.ID_CHATBOT_CONVERSA } },
        { onSuccess: () => abas.abrir(l.ID_CHATBOT_CONVERSA) },
      );
  };
  const fecharModal = () => setModal(null);

  const linhasFila = fila.data ?? [];
  const linhasFinalizados = finalizados.data ?? [];
  const todasLinhas = useMemo(() => [...linhasFila, ...linhasFinalizados], [linhasFila, linhasFinalizados]);
  const nomeAba = (id: number) => {
    const l = todasLinhas.find((x) => x.ID_CHATBOT_CONVERSA === id);
    return l ? nomeCurtoCallcenter(l.NM_CANDIDATO) : `Conversa ${id}`;
  };

  const colunasAtender = useColunasAtender(agora);
  const colunasFinalizados = useColunasFinalizados(agora);

  const opcoesUnidade = [
    { value: '*', label: 'Todas as unidades' },
    ...unidades.map((u) => ({ value: String(u), label: `Unidade ${u}` })),
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Callcenter
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label="Unidade"
            data={opcoesUnidade}
            value={filtro === null ? null : String(filtro)}
            onChange={(v) => setFiltro(!v || v === '*' ? '*' : Number(v))}
            allowDeselect={false}
            w={220}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={fila.isFetching && !fila.isLoading}
            onClick={() => void invalidar(qc, ...LISTAS_CALLCENTER, C.conversa)}
          >
            Atualizar
          </Button>
        </Group>
      </Group>

      <Tabs value={aba} onChange={(v) => v && abas.setAba(v)} keepMounted={false}>
        <Tabs.List aria-label="Callcenter">
          <Tabs.Tab value="atender">atender ({linhasFila.length})</Tabs.Tab>
          <Tabs.Tab value="finalizados">finalizados</Tabs.Tab>
          {abertas.map((id) => (
            <Tabs.Tab
              key={id}
              value={abaChat(id)}
              className={piscando.has(id) ? classes.piscando : undefined}
              data-piscando={piscando.has(id) ? 'S' : 'N'}
              data-testid={`aba-chat-${id}`}
            >
              {nomeAba(id)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="atender" pt="md">
          <TabelaLista
            rotulo="Conversas para atender"
            colunas={colunasAtender}
            linhas={linhasFila}
            carregando={fila.isLoading}
            chave={(l) => l.ID_CHATBOT_CONVERSA}
            filtro
            vazio={fila.isError ? M.erroFila : M.filaVazia}
            acoes={(l) =>
              l.CD_PESSOA_ANALISTA_ATENDIMENTO === null ? (
                <Button
                  size="compact-xs"
                  color="teal"
                  onClick={() => setModal({ tipo: 'iniciar', l })}
                  aria-label={`Iniciar Atendimento de ${l.NM_CANDIDATO}`}
                >
                  Iniciar Atendimento
                </Button>
              ) : ehAtendente(l, userSip) ? (
                <AcoesAtendente l={l} abrirModal={setModal} retomar={retomar} />
              ) : null
            }
            propsLinha={(l) => ({ 'data-testid': `callcenter-${l.ID_CHATBOT_CONVERSA}` })}
            larguraMinima={1000}
          />
        </Tabs.Panel>

        <Tabs.Panel value="finalizados" pt="md">
          <TabelaLista
            rotulo="Atendimentos finalizados"
            colunas={colunasFinalizados}
            linhas={linhasFinalizados}
            carregando={finalizados.isLoading}
            chave={(l) => l.ID_CHATBOT_CONVERSA}
            filtro
            ordenacaoInicial={{ id: 'finalizado', desc: true }}
            vazio={finalizados.isError ? M.erroFinalizados : M.finalizadosVazio}
            acoes={(l) => (
              <Group gap={4}>
                <Button size="compact-xs" variant="light" onClick={() => setModal({ tipo: 'conversa', l })}>
                  Conversa Whatsapp
                </Button>
                {ehAtendente(l, userSip) ? (
                  <Button size="compact-xs" variant="light" onClick={() => retomar(l)}>
                    Retomar Conversa
                  </Button>
                ) : null}
              </Group>
            )}
            propsLinha={(l) => ({ 'data-testid': `finalizado-${l.ID_CHATBOT_CONVERSA}` })}
            larguraMinima={1000}
          />
        </Tabs.Panel>

        {abertas.map((id) => (
          <Tabs.Panel key={id} value={abaChat(id)} pt="md">
            <AbaChat
              id={id}
              userSip={userSip}
              linha={todasLinhas.find((l) => l.ID_CHATBOT_CONVERSA === id)}
              visivel={aba === abaChat(id)}
              abrirModal={setModal}
              fechar={() => abas.fechar(id)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>

      <ModaisCallcenter
        modal={modal}
        acoes={acoes}
        userSip={userSip}
        nomeUsuario={usuario?.nm_pessoa ?? ''}
        fechar={fecharModal}
        abrirChat={abas.abrir}
        fecharChat={abas.fechar}
      />
    </Stack>
  );
}
