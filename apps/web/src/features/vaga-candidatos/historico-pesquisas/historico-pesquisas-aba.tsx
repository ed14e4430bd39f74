import { CONTRATOS_PESQUISA_CANDIDATOS as CP } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type DescartadoSelecaoLinha,
  MENSAGENS_HISTORICO_PESQUISAS,
  type PesquisaVagaLinha,
  TIPO_ENVIO,
} from '@backoffice/domain/pesquisa-candidatos';
import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
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
import { type ColunaLista, comoData, TabelaLista } from '../../../components/lista/tabela-lista';
import { useConfiguracao } from '../../../lib/configuracao';
import { consulta } from '../../../lib/dados';
import { useTabs } from '../../../lib/tabs';
import { ConversasChatbotModal, EnvioPesquisaModal, MensagensEnviadasModal } from './envios-pesquisa';

const CANAIS: Record<number, string> = {
  [TIPO_ENVIO.email]: 'E-mail',
  [TIPO_ENVIO.sms]: 'SMS',
  [TIPO_ENVIO.chatbot]: 'Chatbot',
};

/** 1,001 counted matches mean more than 1,000. */
const total = (n: number) => (n > 1000 ? '1000+' : String(n));

const localidade = (l: DescartadoSelecaoLinha) => [l.NM_BAIRRO, l.NM_CIDADE].filter(Boolean).join(' - ');

const COLUNAS_DESCARTADOS: ColunaLista<DescartadoSelecaoLinha>[] = [
  {
    id: 'candidato',
    titulo: 'Candidato',
    celula: (l) => (
      <>
        <Text size="sm">{l.NM_PESSOA}</Text>
        <Text size="xs" c="gray.7">
          Código {l.CD_PESSOA}
        </Text>
      </>
    ),
    ordenar: (l) => l.NM_PESSOA,
  },
  {
    id: 'localidade',
    titulo: 'Localidade',
    celula: (l) => <Text size="sm">{localidade(l) || '—'}</Text>,
    ordenar: localidade,
  },
  {
    id: 'descartado',
    titulo: 'Descartado em',
    celula: (l) => <Text size="sm">{formatarDataHora(l.ALTERADO_EM)}</Text>,
    ordenar: (l) => comoData(l.ALTERADO_EM),
  },
  {
    id: 'por',
    titulo: 'Por',
    celula: (l) => <Text size="sm">{l.NM_USUARIO ?? '—'}</Text>,
    ordenar: (l) => l.NM_USUARIO,
  },
];

const COLUNAS_PESQUISAS: ColunaLista<PesquisaVagaLinha>[] = [
  { id: 'pesquisa', titulo: 'Pesquisa', celula: (l) => l.NR_SELECAO, ordenar: (l) => l.NR_SELECAO },
  { id: 'total', titulo: 'Total', celula: (l) => total(l.SOMA), ordenar: (l) => l.SOMA },
  {
    id: 'descartados',
    titulo: 'Descartados',
    celula: (l) => l.CANDIDATOS_DESCARTADOS,
    ordenar: (l) => l.CANDIDATOS_DESCARTADOS,
  },
  { id: 'usuario', titulo: 'Usuário', celula: (l) => l.NM_USUARIO ?? '—', ordenar: (l) => l.NM_USUARIO },
  {
    id: 'criada',
    titulo: 'Criada em',
    celula: (l) => formatarDataHora(l.CRIADO_EM),
    ordenar: (l) => comoData(l.CRIADO_EM),
  },
  {
    id: 'envios',
    titulo: 'Envios',
    celula: (l) =>
      l.ENVIO_DE_CONTATO.length ? (
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
      ),
  },
];

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
    ...consulta(
      CP.descartados,
      { params: { job: nrVaga, selection: pesquisa.NR_SELECAO } },
      MENSAGENS_HISTORICO_PESQUISAS.erroDescartados,
    ),
  });
  return (
    <AppModal opened onClose={onClose} size="lg" title={`Descartados da pesquisa ${pesquisa.NR_SELECAO}`}>
      <TabelaLista
        rotulo="Candidatos descartados da pesquisa"
        colunas={COLUNAS_DESCARTADOS}
        linhas={q.data ?? []}
        carregando={q.isPending}
        chave={(l) => l.CD_PESSOA}
        larguraMinima={520}
      />
    </AppModal>
  );
}

/** The vacancy's search history tab (spec 001 §2.5): its searches, discards and channels used. */
export function HistoricoPesquisasAba({ nrVaga }: { nrVaga: number }) {
  const { abrir } = useTabs();
  const q = useQuery({
    ...consulta(CP.pesquisas, { params: { nrVaga } }, MENSAGENS_HISTORICO_PESQUISAS.erroListar),
  });
  const [descartados, setDescartados] = useState<PesquisaVagaLinha | null>(null);
  const [envio, setEnvio] = useState<{ pesquisa: PesquisaVagaLinha; tipo: 'normal' | 'chatbot' } | null>(
    null,
  );
  const [conversas, setConversas] = useState<PesquisaVagaLinha | null>(null);
  const [saida, setSaida] = useState<PesquisaVagaLinha | null>(null);
  // the chatbot send: the flag of the user's unit (Administração › Unidades); the server checks it again
  const chatbot = useConfiguracao().data?.ID_CHATBOT_UNIDADE === 'S';
  return (
    <Stack gap="sm">
      <TabelaLista
        rotulo="Histórico de pesquisas"
        colunas={COLUNAS_PESQUISAS}
        linhas={q.data ?? []}
        carregando={q.isPending}
        chave={(l) => l.NR_SELECAO}
        filtro
        ferramentas={
          <Button
            leftSection={<IconSearch size={16} aria-hidden />}
            onClick={() => abrir('SelecaoEntrar', { nrVaga })}
          >
            Nova pesquisa
          </Button>
        }
        acoes={(l) => (
          <Group gap={6} wrap="nowrap" justify="flex-end">
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
        )}
      />
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
