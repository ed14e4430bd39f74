import { CONTRATOS_PESQUISA_CANDIDATOS as CP } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { podeUsarChatbot } from '@backoffice/domain/mensageria';
import {
  MENSAGENS_HISTORICO_PESQUISAS,
  type PesquisaVagaLinha,
  TIPO_ENVIO,
} from '@backoffice/domain/pesquisa-candidatos';
import { Badge, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconChevronDown,
  IconMail,
  IconMailForward,
  IconMessages,
  IconSearch,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { ListFilter, useListFilter } from '../../../components/controls/list-filter';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { consultaDe } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useUsuario } from '../../../lib/sessao';
import { useTabs } from '../../../lib/tabs';
import { chaves } from '../api';
import { ConversasChatbotModal, EnvioPesquisaModal, MensagensEnviadasModal } from './envios-pesquisa';

const CANAIS: Record<number, string> = {
  [TIPO_ENVIO.email]: 'E-mail',
  [TIPO_ENVIO.sms]: 'SMS',
  [TIPO_ENVIO.chatbot]: 'Chatbot',
};

/** 1,001 counted matches mean more than 1,000. */
const total = (n: number) => (n > 1000 ? '1000+' : String(n));

function DescartadosModal({
  nrVaga,
  pesquisa,
  onClose,
}: {
  nrVaga: number;
  pesquisa: PesquisaVagaLinha;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: [...chaves.lista(nrVaga, 'descartados-pesquisa'), pesquisa.NR_SELECAO],
    queryFn: consultaDe(
      CP.descartados,
      { params: { job: nrVaga, selection: pesquisa.NR_SELECAO } },
      MENSAGENS_HISTORICO_PESQUISAS.erroDescartados,
    ),
  });
  return (
    <AppModal opened onClose={onClose} size="lg" title={`Descartados da pesquisa ${pesquisa.NR_SELECAO}`}>
      {q.isPending ? (
        <LoadingState />
      ) : !q.data?.length ? (
        <EmptyState />
      ) : (
        <Table striped verticalSpacing="xs" aria-label="Candidatos descartados da pesquisa">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Candidato</Table.Th>
              <Table.Th>Localidade</Table.Th>
              <Table.Th>Descartado em</Table.Th>
              <Table.Th>Por</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.map((l) => (
              <Table.Tr key={l.CD_PESSOA}>
                <Table.Td>
                  <Text size="sm">{l.NM_PESSOA}</Text>
                  <Text size="xs" c="gray.7">
                    Código {l.CD_PESSOA}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{[l.NM_BAIRRO, l.NM_CIDADE].filter(Boolean).join(' - ') || '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(l.ALTERADO_EM)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{l.NM_USUARIO ?? '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AppModal>
  );
}

/** The vacancy's search history tab (spec 001 §2.5): its searches, discards and channels used. */
export function HistoricoPesquisasAba({ nrVaga }: { nrVaga: number }) {
  const { abrir } = useTabs();
  const q = useQuery({
    queryKey: chaves.lista(nrVaga, 'pesquisas'),
    queryFn: consultaDe(CP.pesquisas, { params: { nrVaga } }, MENSAGENS_HISTORICO_PESQUISAS.erroListar),
  });
  const linhas = q.data ?? [];
  const { text, setText, filtered } = useListFilter(linhas);
  const [descartados, setDescartados] = useState<PesquisaVagaLinha | null>(null);
  const [envio, setEnvio] = useState<{ pesquisa: PesquisaVagaLinha; tipo: 'normal' | 'chatbot' } | null>(
    null,
  );
  const [conversas, setConversas] = useState<PesquisaVagaLinha | null>(null);
  const [saida, setSaida] = useState<PesquisaVagaLinha | null>(null);
  const usuario = useUsuario();
  const chatbot = usuario ? podeUsarChatbot(usuario.cd_unid) : false;
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <ListFilter value={text} onChange={setText} shown={filtered.length} total={linhas.length} />
        </div>
        <Button
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => abrir('SelecaoEntrar', { nrVaga })}
        >
          Nova pesquisa
        </Button>
      </Group>
      {q.isPending ? (
        <LoadingState />
      ) : filtered.length === 0 ? (
        <EmptyState />
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Histórico de pesquisas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pesquisa</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Descartados</Table.Th>
              <Table.Th>Usuário</Table.Th>
              <Table.Th>Criada em</Table.Th>
              <Table.Th>Envios</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filtered.map((l) => (
              <Table.Tr key={l.NR_SELECAO}>
                <Table.Td>{l.NR_SELECAO}</Table.Td>
                <Table.Td>{total(l.SOMA)}</Table.Td>
                <Table.Td>{l.CANDIDATOS_DESCARTADOS}</Table.Td>
                <Table.Td>{l.NM_USUARIO ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(l.CRIADO_EM)}</Table.Td>
                <Table.Td>
                  {l.ENVIO_DE_CONTATO.length ? (
                    <Group gap={4}>
                      {l.ENVIO_DE_CONTATO.map((e) => (
                        <Badge key={e.CD_TIPO_ENVIO} variant="light" size="sm">
                          {CANAIS[e.CD_TIPO_ENVIO] ?? e.CD_TIPO_ENVIO}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="gray.7">
                      Nenhum
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      disabled={l.CANDIDATOS_DESCARTADOS === 0}
                      onClick={() => setDescartados(l)}
                    >
                      Descartados
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="compact-xs"
                          variant="light"
                          rightSection={<IconChevronDown size={14} aria-hidden />}
                          aria-label={`Envios da pesquisa ${l.NR_SELECAO}`}
                        >
                          Enviar
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconMail size={16} aria-hidden />}
                          disabled={l.QT_CANDIDATOS === 0}
                          onClick={() => setEnvio({ pesquisa: l, tipo: 'normal' })}
                        >
                          Envio normal (e-mail e SMS)
                        </Menu.Item>
                        {chatbot && (
                          <Menu.Item
                            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
                            disabled={l.QT_CANDIDATOS === 0}
                            onClick={() => setEnvio({ pesquisa: l, tipo: 'chatbot' })}
                          >
                            Envio chatbot (WhatsApp)
                          </Menu.Item>
                        )}
                        <Menu.Item
                          leftSection={<IconMessages size={16} aria-hidden />}
                          onClick={() => setConversas(l)}
                        >
                          Conversas do chatbot
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconMailForward size={16} aria-hidden />}
                          disabled={l.POSSUI_ENVIO_CANDIDATO === 'N'}
                          onClick={() => setSaida(l)}
                        >
                          Mensagens enviadas
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {envio && (
        <EnvioPesquisaModal
          nrVaga={nrVaga}
          pesquisa={envio.pesquisa}
          tipo={envio.tipo}
          onClose={() => setEnvio(null)}
        />
      )}
      {saida && <MensagensEnviadasModal pesquisa={saida} onClose={() => setSaida(null)} />}
      {conversas && <ConversasChatbotModal pesquisa={conversas} onClose={() => setConversas(null)} />}
      {descartados && (
        <DescartadosModal nrVaga={nrVaga} pesquisa={descartados} onClose={() => setDescartados(null)} />
      )}
    </Stack>
  );
}
