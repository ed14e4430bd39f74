import { rotuloCodigoNome, TIPOS_SALARIO } from '@backoffice/domain/catalogos';
import { CONTRATOS_VAGA_INFO as C } from '@backoffice/domain/contratos/vaga-info';
import { CONTRATOS_VAGA_RELACIONAR as R } from '@backoffice/domain/contratos/vaga-relacionar';
import { formatarData } from '@backoffice/domain/datas';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { corSituacaoVaga, DICA_SITUACAO_CONGELADA, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconHistory, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { consulta, invalidar, useAcao } from '../../lib/dados';
import { formatCurrency } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useTabs } from '../../lib/tabs';
import { consultaDadosVaga } from './api-vaga';
import { PainelVaga } from './painel-vaga';

const COR: Record<ReturnType<typeof corSituacaoVaga>, string> = {
  success: 'teal',
  danger: 'red',
  warning: 'orange',
  primary: 'blue',
};

const percentual = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v}%`);
const texto = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={500}>
        {rotulo}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

type Sigilo = { tipo: 'sigilosa' | 'confidencial'; novo: 'S' | 'N' };

/**
 * The vacancy detail panel (spec 000 §2.7): every field of the vacancy, the confidential and secret
 * toggles, the way to its candidates and timeline, an expandable candidate search (`pesquisa`, composed
 * by the shell) and the edit panel in a modal when editing is allowed.
 */
export function DetalheVaga({ nrVaga, pesquisa }: { nrVaga: number; pesquisa?: ReactNode }) {
  const tabs = useTabs();
  const qc = useQueryClient();
  const info = useQuery({
    ...consulta(C.infoVaga, { params: { nrVaga } }, 'Não foi possível buscar os detalhes da vaga.'),
  });
  const dados = useQuery(consultaDadosVaga(nrVaga));
  const [editando, setEditando] = useState(false);
  const [sigilo, setSigilo] = useState<Sigilo | null>(null);
  const [buscaAberta, setBuscaAberta] = useState<string | null>(null);
  const aoConcluir = (r: { message: string }) => {
    notify.sucesso(r.message);
    setSigilo(null);
  };
  const sigilosa = useAcao(R.vagaSigilosa, {
    fallback: 'Não foi possível atualizar a vaga sigilosa.',
    aoConcluir,
  });
  const confidencial = useAcao(R.vagaConfidencial, {
    fallback: 'Não foi possível atualizar a vaga confidencial.',
    aoConcluir,
  });

  if (info.isPending) {
    return (
      <Stack p="sm" gap="sm" aria-busy="true" aria-label="Carregando a vaga">
        <Skeleton h={70} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  if (info.isError) {
    const e = info.error;
    return (
      <Alert color="red" m="sm" title={`Vaga ${nrVaga}`}>
        {e instanceof ApiError && e.status === 404 ? MENSAGENS_PESQUISA.vagaNaoEncontrada : e.message}
      </Alert>
    );
  }
  const v = info.data;
  const situacao = v.SITUACAO_VAGA.CD_SITUACAO_VAGA;
  const permite = dados.data?.PERMITE_ATUALIZAR;
  const aprovado = dados.data?.SITUACAO_VAGA.CD_PESSOA_CANDIDATO_APROVADO ?? null;
  const tipoSalario = TIPOS_SALARIO.find((t) => t.id === v.ID_SALARIO)?.nome;

  function confirmarSigilo() {
    if (!sigilo) return;
    const pedido = { corpo: { nrRequisicao: v.NR_REQUISICAO, novoStatus: sigilo.novo } };
    if (sigilo.tipo === 'sigilosa') sigilosa.mutate(pedido);
    else confidencial.mutate(pedido);
  }

  const botaoEditar = (
    <Button
      leftSection={<IconEdit size={16} aria-hidden />}
      disabled={!permite?.atualiza}
      onClick={() => setEditando(true)}
    >
      Editar
    </Button>
  );

  return (
    <Stack gap="sm" p="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} size="h4">
                Vaga {v.NR_VAGA}
              </Title>
              <Tooltip label={DICA_SITUACAO_CONGELADA} disabled={!vagaCongelada(situacao)}>
                <Badge color={COR[corSituacaoVaga(situacao)]}>{v.SITUACAO_VAGA.NM_SITUACAO}</Badge>
              </Tooltip>
              {v.ID_VAGA_SIGILOSA === 'S' && <Badge color="dark">Sigilosa</Badge>}
              {v.ID_VAGA_CONFIDENCIAL === 'S' && <Badge color="gray">Confidencial</Badge>}
              {v.ID_VAGA_PCD === 'S' && <Badge color="grape">PCD</Badge>}
            </Group>
            <Text size="sm" c="gray.8">
              {[v.NM_CARGO_CLIENTE ?? v.NM_CARGO, v.NM_PESSOA_CLIENTE].filter(Boolean).join(' · ')}
            </Text>
            {aprovado !== null && (
              <Text size="sm">
                Candidato aprovado:{' '}
                <Anchor
                  component="button"
                  onClick={() => tabs.abrir('DadosCandidato', { cdPessoaCandidato: aprovado })}
                >
                  código {aprovado}
                </Anchor>
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => tabs.abrir('VagaCandidatos', { nrVaga })}
            >
              Ver candidatos
            </Button>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => tabs.abrir('VagaCandidatos', { nrVaga, painel: 'historico' })}
            >
              Ver histórico
            </Button>
            {permite && !permite.atualiza ? (
              <Tooltip label={permite.mensagem ?? 'A edição desta vaga não está liberada.'} multiline w={260}>
                <span>{botaoEditar}</span>
              </Tooltip>
            ) : (
              botaoEditar
            )}
          </Group>
        </Group>
        <Group gap="lg" mt="sm">
          {v.ID_VAGA_SIGILOSA !== 'S' && (
            <Switch
              label="Vaga confidencial"
              checked={v.ID_VAGA_CONFIDENCIAL === 'S'}
              onChange={(e) => setSigilo({ tipo: 'confidencial', novo: e.currentTarget.checked ? 'S' : 'N' })}
            />
          )}
          {v.ID_VAGA_CONFIDENCIAL !== 'S' && (
            <Switch
              label="Vaga sigilosa"
              checked={v.ID_VAGA_SIGILOSA === 'S'}
              onChange={(e) => setSigilo({ tipo: 'sigilosa', novo: e.currentTarget.checked ? 'S' : 'N' })}
            />
          )}
        </Group>
      </Paper>

      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Campo rotulo="Requisição">{v.NR_REQUISICAO}</Campo>
          <Campo rotulo="Unidade">{texto(v.NM_EMPRESA)}</Campo>
          <Campo rotulo="Qualificação">{texto(v.CD_QUALIFICACAO_CARGO)}</Campo>
          <Campo rotulo="Tipo de contratação">{texto(v.NM_TIPO_CONTRATACAO)}</Campo>
          <Campo rotulo="Horário">{texto(v.NM_TURNO)}</Campo>
          <Campo rotulo="Salário">
            {v.VL_SALARIO ? `${formatCurrency(v.VL_SALARIO)}${tipoSalario ? ` (${tipoSalario})` : ''}` : '—'}
          </Campo>
          <Campo rotulo="Centro de custo">
            {rotuloCodigoNome(v.CD_CENTRO_CUSTO, v.NM_CENTRO_CUSTO) || '—'}
          </Campo>
          <Campo rotulo="Abertura">{v.DT_ABERTURA ? formatarData(v.DT_ABERTURA) : '—'}</Campo>
          <Campo rotulo="Requisitante">{texto(v.NM_REQUISITANTE)}</Campo>
          <Campo rotulo="Nº pedido do cliente">{texto(v.NR_PEDIDO_CLIENTE)}</Campo>
          <Campo rotulo="Divulgação na internet">
            {v.ID_LIBERA_INTERNET === 'S'
              ? `${v.DT_LIBERA_INTERNET ? formatarData(v.DT_LIBERA_INTERNET) : '—'} a ${v.DT_RETIRA_INTERNET ? formatarData(v.DT_RETIRA_INTERNET) : '—'}`
              : 'Não divulgada'}
          </Campo>
          <Campo rotulo="Criada por">{texto(v.NM_PESSOA_CRIADOR)}</Campo>
          <Campo rotulo="Faturamento">{percentual(v.PC_FATURAMENTO)}</Campo>
          <Campo rotulo="Adiantamento">{percentual(v.AD_PC_FATURAMENTO)}</Campo>
          <Campo rotulo="Encaminhamento">{percentual(v.PC_FAT_ENCAMINHAMENTO)}</Campo>
          <Campo rotulo="Total faturado">{percentual(v.PC_TOTAL_FATURADO)}</Campo>
          <Campo rotulo="Analista">
            {v.NM_PESSOA_ANALISTA ?? '—'}
            {v.NR_TELEFONE_ANALISTA && (
              <Text size="xs" c="gray.7">
                {formatarTelefone(v.NR_TELEFONE_ANALISTA)}
              </Text>
            )}
          </Campo>
          <Campo rotulo="Setor">{texto(v.DS_AREA)}</Campo>
        </SimpleGrid>
        <Stack gap="sm" mt="md">
          <Campo rotulo="Observações">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {texto(v.DS_OBSERVACOES)}
            </Text>
          </Campo>
          {v.DS_INFORMACOES_ADICIONAIS && (
            <Campo rotulo="Informações adicionais">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {v.DS_INFORMACOES_ADICIONAIS}
              </Text>
            </Campo>
          )}
        </Stack>
      </Paper>

      {pesquisa && (
        <Accordion variant="contained" value={buscaAberta} onChange={setBuscaAberta}>
          <Accordion.Item value="pesquisa">
            <Accordion.Control>Pesquisar candidatos para esta vaga</Accordion.Control>
            <Accordion.Panel>{buscaAberta === 'pesquisa' ? pesquisa : null}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}

      <ConfirmDialog
        opened={sigilo !== null}
        title={sigilo?.tipo === 'sigilosa' ? 'Vaga sigilosa' : 'Vaga confidencial'}
        message={
          sigilo
            ? `${sigilo.novo === 'S' ? 'Marcar' : 'Desmarcar'} as vagas da requisição ${v.NR_REQUISICAO} como ${sigilo.tipo}?`
            : ''
        }
        onConfirm={confirmarSigilo}
        onCancel={() => setSigilo(null)}
        loading={sigilosa.isPending || confidencial.isPending}
      />

      {editando && (
        <AppModal
          opened
          size="100%"
          title={`Editar vaga ${nrVaga}`}
          onClose={() => {
            setEditando(false);
            void invalidar(qc, C.infoVaga);
          }}
        >
          <PainelVaga nrVaga={nrVaga} />
        </AppModal>
      )}
    </Stack>
  );
}
