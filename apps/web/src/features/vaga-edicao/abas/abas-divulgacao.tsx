import { CONTRATOS_VAGA_DIVULGACAO as D } from '@backoffice/domain/contratos/vaga-divulgacao';
import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { dataDe, formatarDataHora } from '@backoffice/domain/datas';
import {
  type DivulgacaoRedeSocialLinha,
  type DivulgaWebBody,
  type DivulgaWebResposta,
  divulgaWebBody,
  LIMITES_DIVULGACAO,
  MENSAGENS_DIVULGACAO,
} from '@backoffice/domain/divulgacao';
import {
  type DadosAutoatendimentoBody,
  dadosAutoatendimentoBody,
  MENSAGENS_VAGA_EDICAO,
  type UnidadeAutoatendimentoLinha,
} from '@backoffice/domain/vaga-edicao';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Overlay,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { DateField } from '../../../components/controls/date-field';
import { LoadingState } from '../../../components/controls/list-states';
import { NumberField } from '../../../components/controls/number-field';
import { RadioField } from '../../../components/controls/radio-field';
import { SelectField } from '../../../components/controls/select-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { CidadePicker, EstadoPicker } from '../../../components/pickers/location-pickers';
import { consulta, useAcao } from '../../../lib/dados';
import { ErroCampo } from '../../../lib/formulario/erro-campo';
import { useFormulario } from '../../../lib/formulario/formulario';
import { F, mostrarResposta, useSalvarVaga } from '../api-vaga';
import { useSalvarFormularioAba } from '../salvar-aba';
import type { AbaProps } from './abas-simples';

const S = MENSAGENS_VAGA_EDICAO.sucesso;
const L = LIMITES_DIVULGACAO;
const M = MENSAGENS_DIVULGACAO;

export function AbaDivulgaWeb({ dados }: AbaProps) {
  const q = useQuery({
    ...consulta(D.divulgaWeb, { params: { nrVaga: dados.NR_VAGA } }, F.buscarDivulgaWeb),
  });
  if (q.isPending) return <LoadingState />;
  if (!q.data) return null;
  return <FormDivulgaWeb key={q.dataUpdatedAt} nrVaga={dados.NR_VAGA} d={q.data} />;
}

function estadoWeb(d: DivulgaWebResposta) {
  return {
    id_libera_internet: d.ID_LIBERA_INTERNET,
    id_divulga_redes_sociais: d.ID_DIVULGA_REDES_SOCIAIS,
    id_local_trabalho: d.ID_LOCAL_TRABALHO,
    qt_candidatos_vaga_web: d.QT_CANDIDATOS_VAGA_WEB as number | null,
    ds_observacao_internet: d.DS_OBSERVACAO_INTERNET ?? '',
    ds_requisitos_internet: d.DS_REQUISITOS_INTERNET ?? '',
    ds_atividades_internet: d.DS_ATIVIDADES_INTERNET ?? '',
    ds_local_atuacao_internet: d.DS_LOCAL_ATUACAO_INTERNET ?? '',
    dt_libera_internet: dataDe(d.DT_LIBERA_INTERNET),
    dt_retira_internet: dataDe(d.DT_RETIRA_INTERNET),
    dt_email_divulgacao_internet: dataDe(d.DT_EMAIL_DIVULGACAO_INTERNET),
    envia_email_alteracoes: d.ID_ENVIA_EMAIL_ALTERACOES,
    replica_descricao: 'N' as 'S' | 'N',
    cd_uf_atuacao: d.CD_UF_ATUACAO,
    nm_cidade_atuacao: d.NM_CIDADE_ATUACAO,
  };
}

function FormDivulgaWeb({ nrVaga, d }: { nrVaga: number; d: DivulgaWebResposta }) {
  const salvar = useSalvarVaga({ silencioso: true });
  const [inicial] = useState(() => estadoWeb(d));
  // the domain's schema holds the publishing rules, each on its field
  const f = useFormulario(divulgaWebBody, inicial, (v): DivulgaWebBody => ({ nr_vaga: nrVaga, ...v }));
  const e = f.form.watch();
  const mudar = <K extends keyof typeof inicial>(k: K, v: (typeof inicial)[K]) => f.definir(k, v as never);
  const liberada = e.id_libera_internet === 'S';
  // the work location starts at the state and city of the vacancy's grouping unit
  const padraoLocal = useQuery({
    ...consulta(C.ufCidadeAgrupadora, { params: { nrVaga } }),
    enabled: e.id_local_trabalho === 'L',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const sugestao = padraoLocal.data;
  const { getValues, setValue } = f.form;
  useEffect(() => {
    if (e.id_local_trabalho === 'L' && !e.cd_uf_atuacao && sugestao) {
      setValue('cd_uf_atuacao', sugestao.CD_UF, { shouldDirty: true });
      setValue('nm_cidade_atuacao', getValues('nm_cidade_atuacao') ?? sugestao.NM_CIDADE, {
        shouldDirty: true,
      });
    }
  }, [e.id_local_trabalho, e.cd_uf_atuacao, sugestao, getValues, setValue]);
  useSalvarFormularioAba(f, JSON.stringify(e) !== JSON.stringify(inicial), (corpo) =>
    salvar(D.salvarDivulgaWeb, { corpo }, F.atualizarDivulgaWeb, S.divulgaWeb),
  );
  return (
    <Stack>
      <Group>
        <ToggleField
          label="Divulgar a vaga na internet"
          checked={liberada}
          onChange={(v) => mudar('id_libera_internet', v ? 'S' : 'N')}
        />
        {d.ID_PUBLICADA_WEB === 'S' && <Badge color="green">Publicada na web</Badge>}
      </Group>
      <ToggleField
        label="Divulgar nas redes sociais"
        checked={e.id_divulga_redes_sociais === 'S'}
        disabled={!liberada}
        onChange={(v) => mudar('id_divulga_redes_sociais', v ? 'S' : 'N')}
      />
      <CounterTextarea
        label="Descrição da vaga na internet"
        {...f.campo.valor('ds_observacao_internet')}
        min={liberada ? L.descricaoMin : undefined}
        max={L.descricaoMax}
        minRows={5}
      />
      <Group grow align="flex-start">
        <CounterTextarea
          label="Requisitos"
          {...f.campo.valor('ds_requisitos_internet')}
          min={e.id_divulga_redes_sociais === 'S' ? L.requisitosMin : undefined}
          max={L.requisitosMax}
        />
        <CounterTextarea
          label="Atividades"
          {...f.campo.valor('ds_atividades_internet')}
          min={e.id_divulga_redes_sociais === 'S' ? L.atividadesMin : undefined}
          max={L.atividadesMax}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberField
          label="Quantidade de candidatos"
          value={e.qt_candidatos_vaga_web}
          onChange={(v) => mudar('qt_candidatos_vaga_web', v)}
          error={f.erro('qt_candidatos_vaga_web')}
          min={L.qtCandidatosMin}
          max={L.qtCandidatosMax}
        />
        <DateField
          label="Liberar em"
          value={e.dt_libera_internet}
          onChange={(v) => mudar('dt_libera_internet', v)}
          error={f.erro('dt_libera_internet')}
        />
        <DateField
          label="Retirar em"
          value={e.dt_retira_internet}
          onChange={(v) => mudar('dt_retira_internet', v)}
          error={f.erro('dt_retira_internet')}
          minDate={e.dt_libera_internet ?? undefined}
        />
      </Group>
      <RadioField
        label="Local de trabalho"
        inline
        value={e.id_local_trabalho}
        onChange={(v) => mudar('id_local_trabalho', v as 'C' | 'L')}
        options={[
          { value: 'C', label: 'Cidade do cliente' },
          { value: 'L', label: 'Local de atuação' },
        ]}
      />
      {e.id_local_trabalho === 'L' && (
        <Group grow align="flex-start">
          <EstadoPicker
            label="Estado de atuação"
            value={e.cd_uf_atuacao}
            onChange={(uf) => {
              mudar('cd_uf_atuacao', uf);
              mudar('nm_cidade_atuacao', null);
            }}
          />
          <CidadePicker
            label="Cidade de atuação"
            cdUf={e.cd_uf_atuacao}
            value={e.nm_cidade_atuacao}
            onChange={(c) => mudar('nm_cidade_atuacao', c)}
          />
        </Group>
      )}
      {e.id_local_trabalho === 'L' && (
        <ErroCampo mensagem={f.erro('cd_uf_atuacao') ?? f.erro('nm_cidade_atuacao')} />
      )}
      <CounterTextarea
        label="Local de atuação"
        {...f.campo.valor('ds_local_atuacao_internet')}
        max={L.localAtuacaoMax}
        minRows={2}
      />
      <Group>
        <ToggleField
          label="Enviar e-mail com as alterações"
          checked={e.envia_email_alteracoes === 'S'}
          onChange={(v) => mudar('envia_email_alteracoes', v ? 'S' : 'N')}
        />
        <ToggleField
          label="Replicar para as vagas da requisição"
          checked={e.replica_descricao === 'S'}
          onChange={(v) => mudar('replica_descricao', v ? 'S' : 'N')}
        />
      </Group>
    </Stack>
  );
}

export function AbaRedesSociais({ dados }: AbaProps) {
  const q = useQuery({
    ...consulta(
      D.divulgacoesRedesSociais,
      { params: { nrRequisicao: dados.NR_REQUISICAO } },
      F.buscarDivulgacoes,
    ),
  });
  const internet = dados.ID_LIBERA_INTERNET === 'S';
  const divulgar = useAcao(D.divulgarRedeSocial, {
    fallback: F.divulgar,
    aoConcluir: (r) => mostrarResposta(r, S.divulgar),
  });
  const remover = useAcao(D.removerRedeSocial, {
    fallback: F.removerDivulgacao,
    aoConcluir: (r) => mostrarResposta(r, S.removerDivulgacao),
  });
  // the card whose action is on its way
  const ocupado = divulgar.isPending
    ? (divulgar.variables?.corpo.cd_integracao ?? null)
    : remover.isPending
      ? (remover.variables?.corpo.cd_integracao ?? null)
      : null;

  function agir(linha: DivulgacaoRedeSocialLinha) {
    if (linha.DIVULGADO !== 'S')
      divulgar.mutate({
        params: { nrVaga: dados.NR_VAGA, nrRequisicao: dados.NR_REQUISICAO },
        corpo: { cd_integracao: linha.CD_INTEGRACAO },
      });
    else
      remover.mutate({
        params: { nrRequisicao: dados.NR_REQUISICAO },
        corpo: { cd_integracao: linha.CD_INTEGRACAO, nr_vaga: dados.NR_VAGA },
      });
  }

  if (q.isPending) return <LoadingState />;
  const linhas = q.data ?? [];
  return (
    <Box pos="relative">
      {linhas.some((l) => l.ID_ADAPTADOR_LOCAL === 'S') && (
        <Alert color="gray" mb="sm">
          {M.adaptadorLocal}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {linhas.map((l) => {
          const divulgado = l.DIVULGADO === 'S';
          const cartao = (
            <Card withBorder key={l.CD_INTEGRACAO} padding="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>{l.NM_INTEGRACAO}</Text>
                  <Badge color={divulgado ? (l.ID_SITUACAO_DIVULGACAO === 'P' ? 'green' : 'yellow') : 'gray'}>
                    {divulgado
                      ? l.ID_SITUACAO_DIVULGACAO === 'P'
                        ? 'Divulgada'
                        : 'Na fila'
                      : 'Não divulgada'}
                  </Badge>
                </Group>
                {l.DATA_DIVULGACAO && (
                  <Text size="xs" c="gray.7">
                    Divulgada em {formatarDataHora(l.DATA_DIVULGACAO)}
                  </Text>
                )}
                {l.DS_ERRO && (
                  <Text size="xs" c="red.9">
                    {l.DS_ERRO}
                  </Text>
                )}
                <Button
                  variant={divulgado ? 'light' : 'filled'}
                  color={divulgado ? 'red' : 'blue'}
                  loading={ocupado === l.CD_INTEGRACAO}
                  disabled={!internet}
                  onClick={() => agir(l)}
                >
                  {divulgado ? 'Remover divulgação' : 'Divulgar'}
                </Button>
              </Stack>
            </Card>
          );
          return l.DS_AVISO || (l.ID_PRAZO_24H === 'S' && divulgado && !l.DATA_DIVULGACAO) ? (
            <Tooltip key={l.CD_INTEGRACAO} label={l.DS_AVISO ?? M.efetivacao24h} withArrow>
              <div>{cartao}</div>
            </Tooltip>
          ) : (
            cartao
          );
        })}
      </SimpleGrid>
      {!internet && (
        <Overlay blur={3} backgroundOpacity={0.3} color="#fff" zIndex={5} center>
          <Text fw={600} ta="center" maw={420}>
            {M.internetDesabilitada}
          </Text>
        </Overlay>
      )}
    </Box>
  );
}

export function AbaAutoatendimento({ dados }: AbaProps) {
  const unidades = useQuery({
    ...consulta(C.unidadesAutoatendimento, {}, F.buscarUnidadesAutoatendimento),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const q = useQuery({
    ...consulta(C.dadosAutoatendimento, { params: { nrVaga: dados.NR_VAGA } }, F.buscarAutoatendimento),
  });
  if (q.isPending || unidades.isPending) return <LoadingState />;
  if (!q.data) return null;
  return (
    <FormAutoatendimento
      key={q.dataUpdatedAt}
      nrVaga={dados.NR_VAGA}
      nrRequisicao={dados.NR_REQUISICAO}
      inicial={q.data.CD_UNIDADE_AUTOATENDIMENTO}
      unidades={unidades.data ?? []}
    />
  );
}

function FormAutoatendimento({
  nrVaga,
  nrRequisicao,
  inicial,
  unidades,
}: {
  nrVaga: number;
  nrRequisicao: number;
  inicial: number | null;
  unidades: UnidadeAutoatendimentoLinha[];
}) {
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    dadosAutoatendimentoBody,
    { cd_unidade_autoatendimento: inicial, replica_descricao: 'N' as 'S' | 'N' },
    (v): DadosAutoatendimentoBody => ({ nr_requisicao: nrRequisicao, nr_vaga: nrVaga, ...v }),
  );
  const unidade = f.valor('cd_unidade_autoatendimento');
  useSalvarFormularioAba(f, unidade !== inicial, (corpo) =>
    salvar(C.salvarAutoatendimento, { corpo }, F.atualizarAutoatendimento, S.autoatendimento),
  );
  return (
    <Stack>
      <SelectField
        label="Unidade de autoatendimento"
        placeholder="Não divulgar no autoatendimento"
        clearable
        data={unidades.map((u) => ({
          value: String(u.CD_UNIDADE_AUTOATENDIMENTO),
          label: u.NM_UNIDADE_AUTOATENDIMENTO,
        }))}
        value={unidade ? String(unidade) : null}
        onChange={(v) => f.definir('cd_unidade_autoatendimento', v ? Number(v) : null)}
        error={f.erro('cd_unidade_autoatendimento')}
      />
      <ToggleField
        label="Replicar para as vagas da requisição"
        checked={f.valor('replica_descricao') === 'S'}
        onChange={(v) => f.definir('replica_descricao', v ? 'S' : 'N')}
      />
    </Stack>
  );
}
