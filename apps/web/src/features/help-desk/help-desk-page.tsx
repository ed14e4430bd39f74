import { CONTRATOS_OPERACOES } from '@backoffice/domain/contratos/operacoes';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type ClasseSolucao,
  type HelpDeskLinha,
  MENSAGENS_HELP_DESK as M,
  previaProblema,
} from '@backoffice/domain/operacoes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { ListFilter, useListFilter } from '../../components/controls/list-filter';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, useAcao } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { InteracoesHelpModal } from './interacoes-help-modal';
import { NovoHelpModal } from './novo-help-modal';

const COR_CLASSE: Record<ClasseSolucao, string> = {
  danger: 'red',
  warning: 'orange',
  primary: 'blue',
  success: 'teal',
};

type Modo = 'lista' | 'grade';

/**
 * Help Desk (spec 002 §2.6, §4, §8; only the configured user): list or grid, refresh, '+ NOVO' (opens
 * a ticket), each ticket's interactions (read and answered from the count in Situação/Interações),
 * free-text search, the problem cut at 84 characters with its full text in a popup, and the
 * in-development switch (disabled with 'Atualizando...' while saving, then the list reloads).
 */
export function HelpDeskPage() {
  const usuario = useUsuario();
  const user = usuario?.user_sip ?? 0;
  const [modo, setModo] = useState<Modo>('lista');
  const [problema, setProblema] = useState<HelpDeskLinha | null>(null);
  const [novo, setNovo] = useState(false);
  // the ticket whose interactions are open (kept by number: the list reloads after each one)
  const [interacoes, setInteracoes] = useState<number | null>(null);

  const helps = useQuery({
    ...consulta(CONTRATOS_OPERACOES.helpDeskLista, { params: { user_sip: user } }, M.erroLista),
    enabled: user > 0,
  });
  const { text, setText, filtered } = useListFilter(helps.data ?? []);

  // the switch stays busy until the list is read again (the contract says it is stale)
  const status = useAcao(CONTRATOS_OPERACOES.helpDeskStatus, {
    sucesso: M.statusAtualizado,
    fallback: M.erroStatus,
  });
  const salvando = status.isPending ? status.variables?.corpo.nr_help_desk : null;
  const alternar = (l: HelpDeskLinha) =>
    status.mutate({
      corpo: {
        nr_help_desk: l.NR_HELP_DESK,
        id_em_desenvolvimento: l.ID_EM_DESENVOLVIMENTO === 'S' ? 'N' : 'S',
        cd_usuario: usuario?.cd_sip,
      },
    });

  const interruptor = (l: HelpDeskLinha) => {
    const ocupado = salvando === l.NR_HELP_DESK;
    return (
      <Switch
        aria-label={`Help ${l.NR_HELP_DESK} em desenvolvimento`}
        checked={l.ID_EM_DESENVOLVIMENTO === 'S'}
        disabled={ocupado}
        onChange={() => alternar(l)}
        label={ocupado ? M.atualizando : l.ID_EM_DESENVOLVIMENTO}
      />
    );
  };
  const textoProblema = (l: HelpDeskLinha) => {
    const { previa, cortado } = previaProblema(l.DS_PROBLEMA);
    if (!cortado) return <Text size="sm">{previa}</Text>;
    return (
      <UnstyledButton
        onClick={() => setProblema(l)}
        aria-label={`Ver o problema completo do help ${l.NR_HELP_DESK}`}
        style={{ textAlign: 'left' }}
      >
        <Text size="sm" td="underline" c="blue.8">
          {previa}
        </Text>
      </UnstyledButton>
    );
  };
  const situacao = (l: HelpDeskLinha) => (
    <Stack gap={2}>
      <Badge color={COR_CLASSE[l.CLASSE_SOLUCAO]} variant="light">
        {l.DS_SOLUCAO}
      </Badge>
      <Text size="xs" c="gray.7">
        <Anchor
          component="button"
          size="xs"
          onClick={() => setInteracoes(l.NR_HELP_DESK)}
          aria-label={`Interações do help ${l.NR_HELP_DESK} (${l.NR_INTERACOES})`}
        >
          {l.NR_INTERACOES} {l.NR_INTERACOES === 1 ? 'interação' : 'interações'}
        </Anchor>{' '}
        · {l.NR_DIAS} {l.NR_DIAS === 1 ? 'dia' : 'dias'}
      </Text>
    </Stack>
  );

  const colunas: ColunaLista<HelpDeskLinha>[] = [
    {
      id: 'numero',
      titulo: 'Nº Help/Data',
      celula: (l) => (
        <>
          <Text size="sm" fw={600}>
            {l.NR_HELP_DESK}
          </Text>
          <Text size="xs" c="gray.7">
            {formatarDataHora(l.DT_ABERTURA)}
          </Text>
        </>
      ),
      ordenar: (l) => l.NR_HELP_DESK,
    },
    {
      id: 'solicitante',
      titulo: 'Solicitante',
      celula: (l) => l.NM_USUARIO_SOLICITANTE,
      ordenar: (l) => l.NM_USUARIO_SOLICITANTE,
    },
    { id: 'assunto', titulo: 'Assunto', celula: (l) => l.ASSUNTO, ordenar: (l) => l.ASSUNTO },
    { id: 'problema', titulo: 'Problema', celula: textoProblema, largura: 320 },
    { id: 'situacao', titulo: 'Situação/Interações', celula: situacao, ordenar: (l) => l.DS_SOLUCAO },
    {
      id: 'interagindo',
      titulo: 'Interagindo',
      celula: (l) => l.NM_USUARIO_EXECUTANTE_ATUAL ?? '-',
      ordenar: (l) => l.NM_USUARIO_EXECUTANTE_ATUAL,
    },
    { id: 'ativo', titulo: 'Ativo', celula: interruptor, ordenar: (l) => l.ID_EM_DESENVOLVIMENTO },
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Help Desk
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Exibição"
            value={modo}
            onChange={(v) => setModo(v as Modo)}
            data={[
              { value: 'lista', label: 'Lista' },
              { value: 'grade', label: 'Grade' },
            ]}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void helps.refetch()}
            loading={helps.isFetching}
          >
            Atualizar
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNovo(true)}>
            Novo
          </Button>
        </Group>
      </Group>
      <ListFilter
        value={text}
        onChange={setText}
        shown={filtered.length}
        total={helps.data?.length ?? 0}
        label="Pesquisar"
        placeholder="Número, solicitante, assunto, problema..."
      />
      {helps.isError && <Alert color="red">{M.erroLista}</Alert>}
      {modo === 'lista' ? (
        <TabelaLista
          rotulo="Helps"
          colunas={colunas}
          linhas={helps.data ? filtered : undefined}
          carregando={helps.isPending}
          chave={(l) => l.NR_HELP_DESK}
          vazio={M.vazio}
          ordenacaoInicial={{ id: 'numero', desc: true }}
          larguraMinima={1000}
        />
      ) : helps.isPending ? (
        <LoadingState />
      ) : filtered.length === 0 ? (
        <EmptyState text={M.vazio} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {filtered.map((l) => (
            <Card
              key={l.NR_HELP_DESK}
              withBorder
              padding="md"
              component="article"
              aria-label={`Help ${l.NR_HELP_DESK}`}
            >
              <Group justify="space-between" align="flex-start" mb="xs">
                <div>
                  <Text fw={700}>
                    Nº {l.NR_HELP_DESK} · {l.ASSUNTO}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatarDataHora(l.DT_ABERTURA)} · {l.NM_USUARIO_SOLICITANTE}
                  </Text>
                </div>
                {situacao(l)}
              </Group>
              {textoProblema(l)}
              <Group justify="space-between" mt="sm">
                <Text size="sm">Interagindo: {l.NM_USUARIO_EXECUTANTE_ATUAL ?? '-'}</Text>
                {interruptor(l)}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <InteracoesHelpModal
        help={helps.data?.find((l) => l.NR_HELP_DESK === interacoes) ?? null}
        onClose={() => setInteracoes(null)}
      />
      <NovoHelpModal opened={novo} onClose={() => setNovo(false)} usuarioLogado={usuario?.cd_sip} />
      <AppModal
        opened={problema !== null}
        onClose={() => setProblema(null)}
        title={problema ? `Help ${problema.NR_HELP_DESK} - ${problema.ASSUNTO}` : ''}
        footer={<Button onClick={() => setProblema(null)}>Fechar</Button>}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {problema?.DS_PROBLEMA}
        </Text>
      </AppModal>
    </Stack>
  );
}
